/**
 * Aliases through the CLI: `remember --alias` writes them, `search` finds the memory by
 * them, `show` prints them, `edit --alias` replaces or clears them (and the editor path
 * checks a changed list), `list --missing aliases` names the memories without any, and bad
 * aliases are refused naming the field, with nothing written.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/core/frontmatter.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';

let t: TempStore;

beforeEach(() => {
  t = makeTempStore({ samples: false });
  writeFileSync(t.mem('config.json'), JSON.stringify({ embedding: { provider: 'none' } }));
});
afterEach(() => t.cleanup());

const REMEMBER = [
  'remember',
  '--type',
  'learning',
  '--title',
  'Refresh token rotation races under parallel tabs',
  '--body',
  'Two refreshes send the same token; the second is rejected as reuse.',
  '--alias',
  'users get kicked out, at random',
  '--alias',
  'sign-in lost with several windows',
  '--json',
];

const memoryFiles = () => readdirSync(t.memDir).filter((f) => f.endsWith('.md'));

describe('strata remember --alias', () => {
  it('writes them (a comma stays inside its phrase), and search and show find them', async () => {
    const saved = await strataIn(t, REMEMBER);
    expect(saved.code, saved.stderr).toBe(0);
    const file = parseDocument(readFileSync(saved.json.path, 'utf8'), saved.json.path);
    expect(file.data.aliases).toEqual([
      'users get kicked out, at random',
      'sign-in lost with several windows',
    ]);
    const found = await strataIn(t, [
      'search',
      'kicked out at random',
      '--mode',
      'keyword',
      '--json',
    ]);
    expect(found.json.results.map((r: { id: string }) => r.id)).toEqual([saved.json.id]);
    const shown = await strataIn(t, ['show', saved.json.id]);
    expect(shown.stdout).toContain(
      'aliases: users get kicked out, at random; sign-in lost with several windows',
    );
  });

  it.each([
    ['too many', ['a', 'b', 'c', 'd', 'e', 'f'], 'aliases has 6 entries, over 5'],
    ['too long', ['y'.repeat(81)], 'longer than 80 characters'],
  ])('refuses aliases %s naming the field, and writes nothing', async (_, aliases, message) => {
    const args = REMEMBER.slice(0, 7).concat(aliases.flatMap((a) => ['--alias', a]));
    const run = await strataIn(t, args);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('strata: aliases ');
    expect(run.stderr).toContain(message);
    expect(run.stderr).toMatch(/fix: give 2-5 short phrases/);
    expect(memoryFiles()).toEqual([]);
  });
});

describe('strata edit --alias', () => {
  it('replaces them, and --alias "" removes the field', async () => {
    const saved = await strataIn(t, REMEMBER);
    const edited = await strataIn(t, ['edit', saved.json.id, '--alias', 'token reuse error']);
    expect(edited.code, edited.stderr).toBe(0);
    const text = readFileSync(saved.json.path, 'utf8');
    expect(parseDocument(text, 'x').data.aliases).toEqual(['token reuse error']);
    const cleared = await strataIn(t, ['edit', saved.json.id, '--alias', '']);
    expect(cleared.code, cleared.stderr).toBe(0);
    expect(readFileSync(saved.json.path, 'utf8')).not.toContain('aliases');
  });

  it('refuses an editor edit that gives too many aliases, keeping the file and the edit', async () => {
    const saved = await strataIn(t, REMEMBER);
    const before = readFileSync(saved.json.path, 'utf8');
    const script = path.join(t.root, 'many-aliases.mjs');
    writeFileSync(
      script,
      `import { readFileSync, writeFileSync } from 'node:fs';
const f = process.argv[2];
writeFileSync(f, readFileSync(f, 'utf8').replace(/^aliases: .*$/m, 'aliases: [a, b, c, d, e, f]'));
`,
    );
    const run = await strataIn(t, ['edit', saved.json.id], {
      env: { EDITOR: `"${process.execPath}" "${script}"` },
    });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('field "aliases" has 6 entries, over 5');
    expect(run.stderr).toContain('your edit is kept in');
    expect(readFileSync(saved.json.path, 'utf8')).toBe(before);
  });
});

describe('strata list --missing aliases', () => {
  it('lists only the memories without aliases, up to --limit, counting them all', async () => {
    await strataIn(t, REMEMBER);
    for (const title of [
      'Use pnpm workspaces',
      'Postgres holds the orders',
      'Deploys run on Fridays',
    ])
      await strataIn(t, ['remember', '--type', 'decision', '--title', title, '--body', 'Why.']);
    const run = await strataIn(t, ['list', '--missing', 'aliases', '--limit', '2']);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(0, 2).every((l) => l.startsWith('decision-'))).toBe(true);
    expect(lines[2]).toMatch(/^3 memories/);
    const bad = await strataIn(t, ['list', '--missing', 'tags']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('--missing "tags"');
  });
});
