/**
 * The lexical and link checks every strata write goes through, on real folders and links:
 * `..`, absolute paths and NUL bytes are refused by name, a path that only looks like a
 * sibling is told apart, and a symbolic link anywhere from the trusted root down to a
 * target refuses the write, naming the link and the fix.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStrataError } from '../../src/core/errors.js';
import {
  assertRealFolders,
  assertRealFoldersSync,
  assertRealInside,
  findScopeLink,
  isInside,
  resolveInside,
} from '../../src/storage/safe-path.js';
import type { ScopeDir } from '../../src/storage/scope/scope-dir.js';

let root: string;
let outside: string;
let scope: ScopeDir;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'strata-safe-'));
  outside = mkdtempSync(path.join(tmpdir(), 'strata-outside-'));
  mkdirSync(path.join(root, '.claude', 'memory'), { recursive: true });
  scope = {
    scope: 'project',
    dir: path.join(root, '.claude', 'memory'),
    readOnly: false,
    trustedRoot: root,
  };
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

function refusal(fn: () => unknown): { code: string; subject: string | undefined; hint: string } {
  try {
    fn();
  } catch (error) {
    if (isStrataError(error))
      return { code: error.code, subject: error.subject, hint: error.hint ?? '' };
    throw error;
  }
  throw new Error('not refused');
}

async function asyncRefusal(fn: () => Promise<unknown>) {
  try {
    await fn();
  } catch (error) {
    if (isStrataError(error))
      return {
        code: error.code,
        subject: error.subject,
        message: error.message,
        hint: error.hint ?? '',
      };
    throw error;
  }
  throw new Error('not refused');
}

describe('resolveInside', () => {
  it('joins a plain relative path below the root', () => {
    expect(resolveInside('/s', 'a/b.md')).toBe('/s/a/b.md');
    expect(resolveInside('/s', 'a..b.md')).toBe('/s/a..b.md');
  });

  it.each([['../x.md'], ['a/../../x.md'], ['a\\..\\x.md'], ['/etc/passwd'], ['a\u0000.md']])(
    'refuses %j naming it, with a hint',
    (rel) => {
      const r = refusal(() => resolveInside('/s', rel));
      expect(r.code).toBe('UNSAFE_PATH');
      expect(r.subject).toBe(rel);
      expect(r.hint).toMatch(/memory id/);
    },
  );
});

describe('isInside', () => {
  it('is true for the root and below it, false beside and above it', () => {
    expect(isInside('/s/m', '/s/m')).toBe(true);
    expect(isInside('/s/m', '/s/m/a')).toBe(true);
    expect(isInside('/s/m', '/s/m2/a')).toBe(false);
    expect(isInside('/s/m', '/s')).toBe(false);
  });

  it('reads `..` only as a whole segment: a name starting with two dots is inside', () => {
    expect(isInside('/s/m', '/s/m/..a')).toBe(true);
    expect(isInside('/s/m', '/s/m/..')).toBe(false);
    expect(isInside('/s/m', '/s/x/..a')).toBe(false);
  });
});

describe('assertRealInside', () => {
  it('accepts a real file and a file about to be created inside', async () => {
    writeFileSync(path.join(scope.dir, 'a.md'), 'x');
    await assertRealInside(scope.dir, path.join(scope.dir, 'a.md'));
    await assertRealInside(scope.dir, path.join(scope.dir, 'new.md'));
  });

  it('refuses a link leading out, existing or not', async () => {
    symlinkSync(outside, path.join(scope.dir, 'out'));
    writeFileSync(path.join(outside, 'x.md'), 'x');
    for (const name of ['out/x.md', 'out/new.md']) {
      const r = await asyncRefusal(() => assertRealInside(scope.dir, path.join(scope.dir, name)));
      expect(r.code).toBe('UNSAFE_PATH');
    }
  });
});

describe('assertRealFolders', () => {
  it('accepts real folders and paths that do not exist yet', async () => {
    await assertRealFolders(scope, [path.join(scope.dir, 'permanent', 'a.md')]);
    assertRealFoldersSync(scope, [path.join(scope.dir, 'permanent', 'a.md')]);
    expect(findScopeLink(scope)).toBeNull();
  });

  it('refuses a link on the way to a target, naming the link and the fix', async () => {
    symlinkSync(outside, path.join(scope.dir, 'permanent'));
    const target = path.join(scope.dir, 'permanent', 'a.md');
    for (const r of [
      await asyncRefusal(() => assertRealFolders(scope, [target])),
      refusal(() => assertRealFoldersSync(scope, [target])),
    ]) {
      expect(r.code).toBe('UNSAFE_PATH');
      expect(r.subject).toBe(path.join(scope.dir, 'permanent'));
      expect(r.hint).toContain(`rm ${path.join(scope.dir, 'permanent')}`);
    }
    // A standard child is checked even with no target below it.
    expect((await asyncRefusal(() => assertRealFolders(scope))).code).toBe('UNSAFE_PATH');
    // Without the standard children, the scope folder itself is real.
    expect(findScopeLink(scope)).toBeNull();
  });

  it('refuses a link above the scope folder, up to the trusted root', async () => {
    rmSync(path.join(root, '.claude'), { recursive: true });
    symlinkSync(outside, path.join(root, '.claude'));
    mkdirSync(path.join(outside, 'memory'));
    const r = await asyncRefusal(() => assertRealFolders(scope));
    expect(r.subject).toBe(path.join(root, '.claude'));
    expect(findScopeLink(scope)).toBe(path.join(root, '.claude'));
  });

  it('refuses a target outside the trusted root', async () => {
    const r = await asyncRefusal(() => assertRealFolders(scope, [path.join(outside, 'a.md')]));
    expect(r.code).toBe('UNSAFE_PATH');
  });

  it('lets a global scope be a link of its own: the root is the scope folder', async () => {
    const global: ScopeDir = { scope: 'global', dir: path.join(root, 'g'), readOnly: false };
    symlinkSync(outside, global.dir);
    await assertRealFolders(global, [path.join(global.dir, 'a.md')]);
  });

  it('names the shallowest link when there are several, and says what a link does here', async () => {
    const deep = path.join(scope.dir, 'permanent', 'x', 'y');
    mkdirSync(path.dirname(deep), { recursive: true });
    symlinkSync(outside, deep);
    const shallow = path.join(scope.dir, 'q');
    symlinkSync(outside, shallow);
    const r = await asyncRefusal(() =>
      assertRealFolders(scope, [path.join(deep, 'a.md'), path.join(shallow, 'b.md')]),
    );
    expect(r.subject).toBe(shallow);
    expect(r.message).toContain('is a symbolic link');
    expect(r.message).toContain('project scope');
  });

  it('accepts a target below a regular file (nothing there to follow)', async () => {
    writeFileSync(path.join(scope.dir, 'plain'), 'x');
    const target = path.join(scope.dir, 'plain', 'a.md');
    await assertRealFolders(scope, [target]);
    assertRealFoldersSync(scope, [target]);
  });

  it('lets other errors through from assertRealInside', async () => {
    writeFileSync(path.join(scope.dir, 'plain'), 'x');
    await expect(
      assertRealInside(scope.dir, path.join(scope.dir, 'plain', 'deeper', 'a.md')),
    ).rejects.toMatchObject({ code: 'ENOTDIR' });
  });
});
