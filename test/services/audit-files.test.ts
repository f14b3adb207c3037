/**
 * Stale gotchas found with the audit's shortcuts (each distinct glob once, only files of
 * the extension it requires, the literal prefilter) against every glob tried on every
 * file with `matchGlob`: the same gotchas are stale.
 */
import { describe, expect, it } from 'vitest';
import { matchGlob } from '../../src/core/glob.js';
import type { Memory } from '../../src/core/memory.js';
import { findStaleGotchas } from '../../src/services/audit/audit-files.js';

const FILES = [
  'src/auth/login.ts',
  'src/types/env.d.ts',
  'web/vite.config.ts',
  'web/src/App.TSX',
  'Dockerfile',
  '.env.local',
  'docs/setup.md',
  'scripts/run',
  'a/b/c/notes.tar.gz',
  'x.t1',
  'etc/conf.d/app',
];

const GLOBS = [
  '*.ts',
  '**/*.d.ts',
  'web/vite.config.ts',
  '*.tsx',
  'web/src/*.TSX',
  'Dockerfile',
  '.env*',
  'docs/',
  'scripts/run',
  '**/*.gz',
  '*.tar.*',
  'x.t?',
  'src\\auth\\login.ts',
  '{src,lib}/**/*.ts',
  'lib/[a-c]*.md',
  'missing/**/*.py',
  '*.',
  ' docs/*.md ',
  '**/',
  'etc/conf.d',
  'src/auth',
];

describe('findStaleGotchas', () => {
  it('finds the same stale gotchas as trying every glob on every file', () => {
    const gotchas = GLOBS.map(
      (glob, i) =>
        ({ id: `gotcha-${i}`, scope: 'project', type: 'gotcha', filePatterns: [glob] }) as Memory,
    );
    const stale = findStaleGotchas(gotchas, { files: FILES, truncated: false }).map((s) => s.id);
    const expected = gotchas
      .filter((g) => !g.filePatterns!.some((glob) => FILES.some((f) => matchGlob(glob, f))))
      .map((g) => g.id);
    expect(stale).toEqual(expected);
    expect(stale.length).toBeGreaterThan(1);
    expect(stale.length).toBeLessThan(GLOBS.length - 5);
  });

  it('reports nothing when the listing was cut short', () => {
    const gotcha = {
      id: 'gotcha-x',
      scope: 'project',
      type: 'gotcha',
      filePatterns: ['nope/*.ts'],
    };
    expect(findStaleGotchas([gotcha as Memory], { files: FILES, truncated: true })).toEqual([]);
  });
});
