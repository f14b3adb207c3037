/**
 * gotcha-lookup.jsonl: the Read hook's lean view of the gotcha digest must find exactly
 * what matching against the whole digest finds, and must refuse (so the hook falls back to
 * gotchas.json) whenever the file is missing, torn, foreign or of another version.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCommandDigest, digestIndex } from '../../src/core/command/command-digest.js';
import { matchCommandLine } from '../../src/core/command/command-match.js';
import { DIGEST_VERSION, type GotchaDigest, type GotchaEntry } from '../../src/core/digest.js';
import { buildGotchaLookup } from '../../src/core/gotcha/gotcha-lookup.js';
import {
  firstMatches,
  type GotchaMatch,
  matchGotchas,
} from '../../src/core/gotcha/gotcha-match.js';
import {
  lookupCommandIndex,
  openGotchaLookup,
  readGotchaCandidates,
} from '../../src/hooks/gotcha-lookup-file.js';

const GLOBS = [
  ['src/payments/**'],
  ['**/*.ts'],
  ['.env*'],
  ['web/src/**/*.ts', 'web/src/**/*.tsx'],
  ['{a,b}/x.ts'],
  ['**/vector-index.ts'],
  ['./prisma/schema.prisma'],
  ['docs/'],
  ['src/*/index.ts'],
  ['Makefile'],
  ['src/[ab]*/y.ts'],
  ['**/x'],
  ['src/ünï/código.ts'],
  ['**/payments-client.*', '/src/auth/*.ts'],
  ['*.test.ts', 'lib/*/x.min.js'],
  ['src/*.d', 'src/pay*/index.ts'],
  ['**', 'src/**/retry?.ts'],
  [],
];
const TAGS = [['payments'], ['auth', 'constructor'], ['__proto__'], ['x'], [], ['código']];
const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
const PATHS = [
  'src/payments/charge.ts',
  'vector-index.ts',
  'src/search/vector-index.ts',
  '.env.local',
  'web/src/a/b.tsx',
  'a/x.ts',
  'prisma/schema.prisma',
  'docs/readme.md',
  'src/auth/index.ts',
  'src/auth/constructor.ts',
  'Makefile',
  'tools/x',
  'src/b1/y.ts',
  'src/ünï/código.ts',
  '__proto__/hasOwnProperty.js',
  'README.md',
  'payments-client.ts',
  'src/payments-client.test.ts',
  'lib/a/x.min.js',
  'src/auth/login.ts',
  'src/x.d/y.ts',
  'src/payments/retry1.ts',
  'src/payroll/index.ts',
];

/** A digest mixing every glob with every tag set; severities and dates vary. */
function digest(): GotchaDigest {
  const gotchas: GotchaEntry[] = [];
  for (const [i, globs] of GLOBS.entries()) {
    for (const [j, tags] of TAGS.entries()) {
      gotchas.push({
        id: `gotcha-${i}-${j}`,
        title: `Gotcha ${i}/${j} — ünïcode “quotes”`,
        scope: 'project',
        severity: SEVERITIES[(i + j) % 4]!,
        globs,
        tags,
        summary: `Summary ${'é'.repeat(j)} 🚀`,
        updated: `2026-0${1 + ((i * j) % 9)}-01T00:00:00Z`,
      });
    }
  }
  return {
    version: DIGEST_VERSION,
    generatedAt: '2026-01-01T00:00:00Z',
    projectRoot: '/p',
    gotchas,
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'strata-lookup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

/** The lookup must hold every candidate tag matching could use, so test with it on. */
const TAGS_ON = { matchTags: true };

describe('gotcha-lookup.jsonl', () => {
  it('yields the same matches as the whole digest, in the same order, for every path', () => {
    const full = digest();
    const file = write('lookup.jsonl', buildGotchaLookup(full));
    for (const p of PATHS) {
      for (const rel of [p, null]) {
        const display = rel ?? `/elsewhere/${p}`;
        const candidates = readGotchaCandidates(file, rel, display);
        expect(candidates, p).not.toBeNull();
        const ids = (list: readonly GotchaEntry[]) =>
          matchGotchas(list, rel, display, TAGS_ON).map((m) => `${m.gotcha.id}:${m.via}`);
        expect(ids(candidates!), `${p} (${rel === null ? 'outside' : 'inside'})`).toEqual(
          ids(full.gotchas),
        );
      }
    }
  });

  it('firstMatches gives the head of matchGotchas without the skipped ids', () => {
    const full = digest();
    const file = write('first.jsonl', buildGotchaLookup(full));
    const label = (list: readonly GotchaMatch[]) => list.map((m) => `${m.gotcha.id}:${m.via}`);
    for (const p of PATHS) {
      const all = matchGotchas(full.gotchas, p, p, TAGS_ON);
      const candidates = readGotchaCandidates(file, p, p)!;
      for (const skip of [new Set<string>(), new Set(all.slice(0, 2).map((m) => m.gotcha.id))]) {
        for (const limit of [0, 1, 3, 50]) {
          const expected = all.filter((m) => !skip.has(m.gotcha.id)).slice(0, limit);
          expect(
            label(firstMatches(candidates, p, p, skip, limit, TAGS_ON)),
            `${p} ${limit}`,
          ).toEqual(label(expected));
        }
      }
    }
  });

  it('parses only the entries a path could match', () => {
    const file = write('few.jsonl', buildGotchaLookup(digest()));
    const candidates = readGotchaCandidates(file, 'prisma/schema.prisma', 'prisma/schema.prisma');
    expect(candidates!.length).toBeLessThan(digest().gotchas.length / 3);
  });

  it('reads a header longer than the first read (a large store)', () => {
    const [base] = digest().gotchas;
    const gotchas = Array.from({ length: 4000 }, (_, i) => ({
      ...base!,
      id: `gotcha-many-${i}`,
      globs: Array.from({ length: 10 }, (_, k) => `src/module-${i}-${k}/**`),
      tags: [],
    }));
    const text = buildGotchaLookup({ ...digest(), gotchas });
    expect(text.indexOf('\n')).toBeGreaterThan(64 * 1024);
    const file = write('large.jsonl', text);
    const found = readGotchaCandidates(file, 'src/module-3999-9/a.ts', 'src/module-3999-9/a.ts');
    expect(found!.map((g) => g.id)).toEqual(['gotcha-many-3999']);
  });

  it('reads only the entries whose glob runs a path holds, none for a path no glob matches', () => {
    const [base] = digest().gotchas;
    const gotchas = Array.from({ length: 1000 }, (_, i) => ({
      ...base!,
      id: `gotcha-${i}`,
      globs: [`src/area-${i % 20}/**/file-${i % 15}.ts`],
      tags: ['src', 'file'],
    }));
    const file = write('quiet.jsonl', buildGotchaLookup({ ...digest(), gotchas }));
    expect(readGotchaCandidates(file, 'docs/guide.md', 'docs/guide.md', false)).toEqual([]);
    const hit = readGotchaCandidates(
      file,
      'src/area-3/x/file-3.ts',
      'src/area-3/x/file-3.ts',
      false,
    );
    // Only the globs whose literal runs the path holds: area 3 and file 3, every 60th gotcha.
    const expected = gotchas.filter((_, i) => i % 60 === 3).map((g) => g.id);
    expect(hit!.map((g) => g.id)).toEqual(expected);
  });

  it('finds the same command gotchas as the command digest, for every line', () => {
    const patterns = [
      ['prisma migrate reset'],
      ['npm publish', 'yarn publish'],
      ['git push --force', 'git push *'],
      ['terraform apply', 'kubectl delete pod*'],
      ['./scripts/deploy.sh', '* refused'],
      ['constructor x'],
    ];
    const gotchas = digest().gotchas.map((g, i) => ({
      ...g,
      commands: patterns[i % (patterns.length + 1)],
    }));
    const full = { ...digest(), gotchas };
    const file = write('commands.jsonl', buildGotchaLookup(full));
    const lines = [
      'cd db && DATABASE_URL=x npx prisma@5 migrate reset --force',
      'npm publish; yarn publish && git push origin main --force',
      'bash -c "terraform apply -auto-approve | tee log"',
      'kubectl delete pods/x; ./scripts/deploy.sh prod',
      'constructor x; __proto__ y; ls -la',
      'echo git push',
      'git push --force',
    ];
    const expected = digestIndex(buildCommandDigest(full));
    for (const line of lines) {
      for (const skip of [new Set<string>(), new Set([gotchas[1]!.id, gotchas[2]!.id])]) {
        const lookup = openGotchaLookup(file)!;
        try {
          const ids = (index: Parameters<typeof matchCommandLine>[0]) => {
            const found = matchCommandLine(index, line, skip, 4);
            return [found.matches.map((m) => m.gotcha.id), found.commands];
          };
          expect(ids(lookupCommandIndex(lookup)), line).toEqual(ids(expected));
        } finally {
          lookup.close();
        }
      }
    }
    const commandsIn = (name: string) => {
      const lookup = openGotchaLookup(name)!;
      lookup.close();
      return lookup.header.commands;
    };
    expect(commandsIn(file)).toBe(gotchas.filter((g) => g.commands?.length).length);
    expect(commandsIn(write('no-commands.jsonl', buildGotchaLookup(digest())))).toBe(0);
  });

  it('works for an empty digest', () => {
    const file = write('empty.jsonl', buildGotchaLookup({ ...digest(), gotchas: [] }));
    expect(readGotchaCandidates(file, 'src/a.ts', 'src/a.ts')).toEqual([]);
  });

  it('refuses a missing, torn, foreign or other-version file', () => {
    const text = buildGotchaLookup(digest());
    const header = JSON.parse(text.slice(0, text.indexOf('\n')));
    const rest = text.slice(text.indexOf('\n'));
    const cases = {
      torn: text.slice(0, -40),
      grown: `${text}{"id":"x"}\n`,
      version: JSON.stringify({ ...header, version: 99 }) + rest,
      digestVersion: JSON.stringify({ ...header, digestVersion: 99 }) + rest,
      notJson: `not json\n${rest}`,
      oneLine: JSON.stringify(header),
      // Same length, so only the entry check can refuse it.
      entryNotGotcha: text.replace('"id":"gotcha-0-0"', '"id":123456789012'),
    };
    expect(readGotchaCandidates(path.join(dir, 'missing.jsonl'), 'a', 'a')).toBeNull();
    for (const [name, body] of Object.entries(cases)) {
      const file = write(`${name}.jsonl`, body);
      expect(readGotchaCandidates(file, 'src/payments/x.ts', 'src/payments/x.ts'), name).toBeNull();
    }
  });
});
