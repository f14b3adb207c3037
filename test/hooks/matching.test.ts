import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GotchaEntry } from '../../src/core/digest.js';
import { matchGlob } from '../../src/core/glob.js';
import { globLiteral, matchGotchas } from '../../src/core/gotcha/gotcha-match.js';
import { sha256Hex } from '../../src/core/sha256.js';
import { REPO } from '../kit/cli.js';

const GLOBS = [
  'src/payments/**',
  '**/*.ts',
  '.env*',
  'web/src/**/*.ts',
  '{a,b}/x.ts',
  '**/vector-index.ts',
  './prisma/schema.prisma',
  'docs/',
  'src/*/index.ts',
  'Makefile',
];
const PATHS = [
  'src/payments/charge.ts',
  'vector-index.ts',
  'src/search/vector-index.ts',
  '.env.local',
  'web/src/a/b.ts',
  'a/x.ts',
  'prisma/schema.prisma',
  'docs/readme.md',
  'src/auth/index.ts',
  'Makefile',
  'tools/Makefile',
  'README.md',
];

function gotcha(glob: string): GotchaEntry {
  return {
    id: `g-${glob}`,
    title: glob,
    scope: 'project',
    severity: 'high',
    globs: [glob],
    tags: [],
    summary: '',
    updated: '2026-01-01T00:00:00Z',
  };
}

describe('gotcha pattern prefilter', () => {
  it('never rules out a path the glob matches', () => {
    for (const glob of GLOBS) {
      for (const p of PATHS) {
        const matched = matchGotchas([gotcha(glob)], p, p, { matchTags: false }).some(
          (m) => m.via === 'pattern',
        );
        expect(matched, `${glob} vs ${p}`).toBe(matchGlob(glob, p));
        if (matched && globLiteral(glob)) expect(p).toContain(globLiteral(glob));
      }
    }
  });

  it('with matchTags, matches tags against path words but not common segments', () => {
    const tagged = { ...gotcha('nothing/here'), tags: ['auth', 'src'] };
    const on = { matchTags: true };
    const file = 'src/auth/login.ts';
    expect(matchGotchas([tagged], file, file, on)).toHaveLength(1);
    expect(matchGotchas([tagged], file, file, { matchTags: false })).toHaveLength(0);
    expect(matchGotchas([{ ...tagged, tags: ['src', 'ts'] }], file, file, on)).toHaveLength(0);
  });
});

const BUN = path.join(REPO, 'node_modules', '.bin', 'bun');
const SHA_INPUTS = ['', 'abc', '/home/me/proj', 'é'.repeat(100), 'a'.repeat(55), 'a'.repeat(56)];

describe('sha256Hex', () => {
  it.skipIf(!existsSync(BUN))('equals node:crypto under Bun too (Bun.CryptoHasher)', () => {
    const script = `import { sha256Hex } from ${JSON.stringify(path.join(REPO, 'src/core/sha256.ts'))};
console.log(JSON.stringify(${JSON.stringify(SHA_INPUTS)}.map(sha256Hex)));`;
    const out = execFileSync(BUN, ['-e', script], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual(
      SHA_INPUTS.map((t) => createHash('sha256').update(t).digest('hex')),
    );
  });

  it('equals node:crypto on assorted inputs', () => {
    for (const text of [
      '',
      'abc',
      '/home/me/proj',
      'é'.repeat(100),
      'a'.repeat(55),
      'a'.repeat(56),
      'a'.repeat(64),
      'x'.repeat(1000),
    ]) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });
});
