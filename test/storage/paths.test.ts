import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureLocalIgnored } from '../../src/storage/local-ignore.js';
import { assertRealInside, isInside, resolveInside } from '../../src/storage/safe-path.js';
import { findProjectRoot, resolveScopeDirs } from '../../src/storage/scope/scope-dir.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { expectStrataErrorSync } from '../support/expect-error.js';

let t: TempStore;
beforeEach(() => {
  t = makeTempStore({ samples: false });
});
afterEach(() => t.cleanup());

describe('resolveInside', () => {
  it.each([['a.md'], ['permanent/a.md'], ['archive/x/y.md']])('accepts %j', (rel) => {
    expect(resolveInside('/root/scope', rel)).toBe(path.join('/root/scope', rel));
  });

  it.each([['../x'], ['a/../../x'], ['/etc/passwd'], ['a\\..\\..\\x'], ['a\u0000b'], ['..']])(
    'refuses %j with UNSAFE_PATH',
    (rel) => {
      expectStrataErrorSync(
        () => resolveInside('/root/scope', rel),
        'UNSAFE_PATH',
        /^strata: path .* leads outside \/root\/scope/,
      );
    },
  );

  it('isInside is not fooled by a sibling with a common prefix', () => {
    expect(isInside('/a/scope', '/a/scope-other/x')).toBe(false);
    expect(isInside('/a/scope', '/a/scope/x')).toBe(true);
  });
});

describe('assertRealInside', () => {
  it('refuses a symlinked folder leading outside, for existing and new files', async () => {
    const scope = path.join(t.root, 'scope');
    mkdirSync(scope);
    mkdirSync(path.join(t.root, 'elsewhere'));
    writeFileSync(path.join(t.root, 'elsewhere', 'f.md'), 'x');
    symlinkSync(path.join(t.root, 'elsewhere'), path.join(scope, 'sub'));
    await expect(assertRealInside(scope, path.join(scope, 'sub', 'f.md'))).rejects.toMatchObject({
      code: 'UNSAFE_PATH',
    });
    await expect(assertRealInside(scope, path.join(scope, 'sub', 'new.md'))).rejects.toMatchObject({
      code: 'UNSAFE_PATH',
    });
    await expect(assertRealInside(scope, path.join(scope, 'ok.md'))).resolves.toBeUndefined();
  });
});

describe('project root and scope directories', () => {
  const base = () => ({ home: t.home, admin: false });

  it('finds the nearest ancestor holding .git', () => {
    const deep = path.join(t.proj, 'a', 'b');
    mkdirSync(deep, { recursive: true });
    expect(findProjectRoot({ ...base(), cwd: deep })).toBe(t.proj);
  });

  it('--project wins over CLAUDE_PROJECT_DIR, which wins over the git root', () => {
    const env = { ...base(), cwd: t.proj, claudeProjectDir: '/from/env' };
    expect(findProjectRoot(env)).toBe('/from/env');
    expect(findProjectRoot({ ...env, projectFlag: 'rel' })).toBe(path.join(t.proj, 'rel'));
  });

  it('outside a repository only global (and enterprise) apply', () => {
    const outside = path.join(t.root, 'nowhere');
    mkdirSync(outside);
    const { projectRoot, scopes } = resolveScopeDirs({ ...base(), cwd: outside });
    expect(projectRoot).toBeUndefined();
    expect(scopes.map((s) => s.scope)).toEqual(['global']);
  });

  it('lists scopes most specific first; enterprise is read-only unless admin', () => {
    const env = { ...base(), cwd: t.proj, enterprisePath: path.join(t.root, 'ent') };
    const { scopes } = resolveScopeDirs(env);
    expect(scopes.map((s) => [s.scope, s.dir, s.readOnly])).toEqual([
      ['enterprise', path.join(t.root, 'ent'), true],
      ['local', path.join(t.memDir, 'local'), false],
      ['project', t.memDir, false],
      // The project's CLAUDE.md files and .claude/rules, read-only.
      ['instructions', t.proj, true],
      ['global', t.globalDir, false],
    ]);
    expect(resolveScopeDirs({ ...env, admin: true }).scopes[0]?.readOnly).toBe(false);
  });
});

describe('ensureLocalIgnored', () => {
  it('makes git ignore the local scope (checked with real git), once', async () => {
    const s = makeTempStore({ samples: false, realGit: true });
    try {
      const local = path.join(s.memDir, 'local');
      expect(await ensureLocalIgnored(local)).toBe(true);
      expect(await ensureLocalIgnored(local)).toBe(false);
      writeFileSync(path.join(local, 'learning-x.md'), '---\ntype: learning\n---\n');
      writeFileSync(path.join(s.memDir, 'learning-y.md'), '---\ntype: learning\n---\n');
      const ignored = (rel: string) => {
        try {
          execFileSync('git', ['-C', s.proj, 'check-ignore', '-q', rel]);
          return true;
        } catch {
          return false;
        }
      };
      expect(ignored('.claude/memory/local/learning-x.md')).toBe(true);
      expect(ignored('.claude/memory/local/.gitignore')).toBe(true);
      expect(ignored('.claude/memory/learning-y.md')).toBe(false);
    } finally {
      s.cleanup();
    }
  });

  it('adds the rule to an existing .gitignore without dropping its lines', async () => {
    const local = path.join(t.memDir, 'local');
    mkdirSync(local, { recursive: true });
    writeFileSync(path.join(local, '.gitignore'), 'keep-me');
    await ensureLocalIgnored(local);
    expect(readFileSync(path.join(local, '.gitignore'), 'utf8')).toBe(
      'keep-me\n# strata: the local scope stays out of git, whatever came before\n*\n',
    );
  });
});
