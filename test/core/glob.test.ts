import { describe, expect, it } from 'vitest';
import { isStrataError } from '../../src/core/errors.js';
import {
  anyGlobMatches,
  checkGlob,
  compileGlob,
  GLOB_LIMITS,
  globPieces,
  holdsInOrder,
  matchGlob,
} from '../../src/core/glob.js';
import { matchGlob as matchWithRegExp } from './glob-reference.js';

const GLOBS = [
  'src/payments/**',
  '**/*.ts',
  '.env*',
  '**/.env*',
  'web/src/**/*.ts',
  '{a,b}/x.ts',
  '{src,lib}/{auth,pay}*/**',
  'src/{a,{b,c}}/*.md',
  '**/vector-index.ts',
  './prisma/schema.prisma',
  '/prisma/*.prisma',
  'docs/',
  'src/payments',
  'payments',
  'src/*/index.ts',
  'src/**',
  '**',
  '*',
  'Makefile',
  'file?.txt',
  '[abc].ts',
  'src/[a-c]*/x.ts',
  '[!a]*.md',
  'a**b',
  'src\\win\\*.ts',
  '{unclosed,alt',
  'lit}eral,comma',
  '[unclosed',
  '**/**/deep/**',
];
const PATHS = [
  'src/payments/charge.ts',
  'vector-index.ts',
  'src/search/vector-index.ts',
  '.env.local',
  'config/.env',
  'web/src/a/b.ts',
  'web/src/b.ts',
  'a/x.ts',
  'c/x.ts',
  'src/auth-x/y/z.ts',
  'lib/payroll/a',
  'src/c/n.md',
  'prisma/schema.prisma',
  'docs/readme.md',
  'docs',
  'src/auth/index.ts',
  'Makefile',
  'tools/Makefile',
  'README.md',
  'file1.txt',
  'b.ts',
  'src/b1/x.ts',
  'zz.md',
  'aXXb',
  'a/b',
  'src/win/x.ts',
  'unclosed',
  'lit}eral,comma',
  '[unclosed',
  'x/deep/y',
  'deep/y',
  '',
];

describe('the linear glob matcher', () => {
  it('agrees with the regular-expression compiler it replaces on ordinary globs', () => {
    for (const glob of GLOBS)
      for (const p of PATHS)
        expect(matchGlob(glob, p), `${glob} vs ${JSON.stringify(p)}`).toBe(
          matchWithRegExp(glob, p),
        );
  });

  it('rules out by literal runs only paths the glob cannot match (the runs are necessary)', () => {
    const extra = ['src/**/retry?.ts', '**/payments-client.*', 'lib/*/x.min.js', '//x', ' docs/ '];
    const paths = [...PATHS, 'src/payments/retry1.ts', 'payments-client.test.ts', 'lib/a/x.min.js'];
    for (const glob of [...GLOBS, ...extra]) {
      const pieces = globPieces(glob);
      for (const p of paths) {
        const label = `${glob} vs ${JSON.stringify(p)}`;
        if (pieces && !holdsInOrder(p, pieces)) expect(matchGlob(glob, p), label).toBe(false);
        expect(anyGlobMatches([glob], p), label).toBe(matchGlob(glob, p));
      }
    }
  });

  it.each([
    ['src/payments', 'src/payments/charge.ts', true],
    ['src/payments', 'src/payments/deep/refund.ts', true],
    ['src/payments', 'src/payments-old/charge.ts', false],
    ['payments', 'web/payments/charge.ts', true],
    ['app/controllers/devise', 'app/controllers/devise_helper.rb', false],
    ['src/*.ts', 'src/a.ts/b.js', true],
  ])(
    'matches a folder as everything below it, as .gitignore does: %s on %s',
    (glob, path, expected) => {
      expect(matchGlob(glob, path)).toBe(expected);
    },
  );

  it.each([
    ['*a*a*a*a*a*a*b', `${'a'.repeat(60)}.ts`, false],
    ['*a*a*a*a*a*a*b', `${'a'.repeat(60)}b`, true],
    [`${'**/'.repeat(12)}x`, `${'d/'.repeat(40)}y`, false],
    [`${'{a,b}'.repeat(8)}.zz`, `${'ab'.repeat(30)}.ts`, false],
    [`${'{a,b}'.repeat(8)}.zz`, 'abababab.zz', true],
  ])('answers backtracking-prone %s on %s: %s', (glob, path, expected) => {
    expect(matchGlob(glob, path)).toBe(expected);
  });

  it.each([
    [`${'{*,*}'.repeat(12)}.zz`, /has 24 wildcards/],
    ['*a'.repeat(17), /wildcards \(limit 16\)/],
    [`{${'a,'.repeat(40)}b}`, /alternatives \(limit 32\)/],
    ['{a,{b,{c,{d,e}}}}', /nests \{…\} 4 deep/],
    ['a'.repeat(GLOB_LIMITS.length + 1), /characters long/],
    ['src/\n**', /control character/],
  ])('refuses %j', (glob, reason) => {
    expect(checkGlob(glob)).toMatch(reason);
    let thrown: unknown;
    try {
      compileGlob(glob);
    } catch (error) {
      thrown = error;
    }
    expect(isStrataError(thrown, 'INVALID_ARGUMENT')).toBe(true);
    expect((thrown as Error).message).toMatch(/^strata: glob "/);
    expect(matchGlob(glob, 'anything')).toBe(false);
  });

  it('accepts what real stores write', () => {
    for (const glob of GLOBS) expect(checkGlob(glob), glob).toBeNull();
  });
});
