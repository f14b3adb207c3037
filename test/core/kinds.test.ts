/** The guards of the branded kinds: index keys and the two kinds of path. */
import { describe, expect, it } from 'vitest';
import {
  isAbsolutePath,
  isScopeRelativePath,
  toAbsolutePath,
  toScopeRelativePath,
} from '../../src/core/path-kinds.js';
import { isScopedKey, toScopedKey } from '../../src/core/scoped-key.js';

describe('isScopedKey', () => {
  it.each([
    ['project:decision-use-postgres', true],
    ['local:a', true],
    ['enterprise:Decision_Old Style', true],
    ['global:learning-2026-03', true],
    ['decision-use-postgres', false],
    ['project:', false],
    [':decision', false],
    ['team:decision', false],
    ['Project:decision', false],
    ['project:a:b', false],
    ['project:../x', false],
    ['project:a/b', false],
    ['project:.hidden', false],
    ['', false],
    [42, false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isScopedKey(value)).toBe(expected);
  });

  it.each([
    ['project', 'decision-use-postgres'],
    ['local', 'a'],
    ['global', 'Decision_Old Style'],
  ] as const)('toScopedKey(%s, %s) passes the guard', (scope, id) => {
    const key = toScopedKey(scope, id);
    expect(key).toBe(`${scope}:${id}`);
    expect(isScopedKey(key)).toBe(true);
  });
});

describe('isAbsolutePath / isScopeRelativePath', () => {
  it.each([
    // value, absolute, scope-relative
    ['/home/me/.claude/memory/x.md', true, false],
    ['/', true, false],
    ['C:\\Users\\me\\x.md', true, false],
    ['c:/Users/me/x.md', true, false],
    ['\\\\server\\share\\x.md', true, false],
    ['permanent/decision-x.md', false, true],
    ['decision-x.md', false, true],
    ['archive/2025/old.md', false, true],
    ['./decision-x.md', false, false],
    ['../decision-x.md', false, false],
    ['permanent/../x.md', false, false],
    ['permanent//x.md', false, false],
    ['permanent/', false, false],
    ['permanent\\x.md', false, true],
    ['C:x.md', false, false],
    ['nul\u0000byte.md', false, false],
    ['/nul\u0000byte.md', false, false],
    ['', false, false],
    [undefined, false, false],
  ])('%j → absolute %s, scope-relative %s', (value, absolute, relative) => {
    expect(isAbsolutePath(value)).toBe(absolute);
    expect(isScopeRelativePath(value)).toBe(relative);
  });
});

describe('toAbsolutePath / toScopeRelativePath', () => {
  it.each([
    ['/a/b.md', 'absolute', true],
    ['a/b.md', 'absolute', false],
    ['a/b.md', 'relative', true],
    ['/a/b.md', 'relative', false],
    ['../b.md', 'relative', false],
  ] as const)('%j as %s → accepted %s', (value, kind, accepted) => {
    const name = () => (kind === 'absolute' ? toAbsolutePath(value) : toScopeRelativePath(value));
    if (accepted) expect(name()).toBe(value);
    else expect(name).toThrow(/^strata: path .* (is not absolute|is not inside a scope)/);
  });
});
