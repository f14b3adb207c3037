/**
 * What a new user meets in a first week, round two, through the built CLI (a real
 * process), the MCP server and the hook bundles: session notes stay out of the way of
 * knowledge, small verbs answer what was meant, and every message tells the truth.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO, spawnStrata, spawnStrataIn } from '../kit/cli.js';
import { startFakeOllama } from '../kit/fake-ollama.js';
import { git, makeRepo } from '../kit/git-repos.js';
import { startMcp } from '../kit/mcp.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { writeMemory } from '../kit/write-memory.js';
import { gitTestEnv } from '../support/git-env.js';
import { editBody, writeBaseStore } from '../support/merge-scenarios.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('10. small verbs answer what was meant', () => {
  it('show: the start of one id shows it; the start of several suggests them', async () => {
    const t = tempStore();
    const dir = t.mem('permanent');
    writeMemory(dir, 'gotcha-vat-rounding-per-line', { title: 'VAT is rounded per line' });
    writeMemory(dir, 'decision-cache-a', { title: 'Cache A' });
    writeMemory(dir, 'decision-cache-b', { title: 'Cache B' });

    const one = await spawnStrataIn(t, ['show', 'gotcha-vat']);
    expect(one.code).toBe(0);
    expect(one.stdout).toMatch(/^gotcha-vat-rounding-per-line {2}\[gotcha, project\]/);
    expect(one.stderr).toContain('showing gotcha-vat-rounding-per-line');

    const several = await spawnStrataIn(t, ['show', 'decision-cache']);
    expect(several.code).not.toBe(0);
    expect(several.stderr).toContain('did you mean decision-cache-a, decision-cache-b?');

    const typo = await spawnStrataIn(t, ['show', 'gotcha-vat-rounding-per-lime']);
    expect(typo.code).not.toBe(0);
    expect(typo.stderr).toContain('did you mean gotcha-vat-rounding-per-line?');

    // Only reading resolves the start of an id: forget never acts on a guess.
    const forget = await spawnStrataIn(t, ['forget', 'gotcha-vat']);
    expect(forget.code).not.toBe(0);
    expect(forget.stderr).toContain('did you mean gotcha-vat-rounding-per-line?');
    expect(existsSync(t.mem('permanent/gotcha-vat-rounding-per-line.md'))).toBe(true);
  });

  it('forget on an archived memory: the end state asked for, said plainly, exit 0 (CLI and MCP)', async () => {
    const t = tempStore();
    const id = 'gotcha-vite-env-prefix';
    expect((await spawnStrataIn(t, ['forget', id])).code).toBe(0);
    const again = await spawnStrataIn(t, ['forget', id, '--json']);
    expect(again.code).toBe(0);
    expect(again.json).toMatchObject({ action: 'archived', wasArchived: true });
    const text = await spawnStrataIn(t, ['forget', id]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/already archived .*nothing changed/);
    expect(existsSync(t.mem(`archive/${id}.md`))).toBe(true);

    const mcp = await startMcp({ env: t.env, cwd: t.proj });
    closers.push(() => mcp.close());
    const viaMcp = await mcp.ok('memory_forget', { id });
    expect(viaMcp.data).toMatchObject({ action: 'archived', was_archived: true });
    expect(viaMcp.text).toMatch(/already archived.*nothing changed/);
    // Still findable as an archived memory: the index did not drop it.
    const found = await mcp.ok('memory_search', {
      query: 'vite env prefix',
      mode: 'keyword',
      include_archived: true,
    });
    expect(found.data.results.map((r: { id: string }) => r.id)).toContain(id);
  });
});

/** A handoff note as SessionEnd writes it: a breadcrumb in the local scope, status handoff. */
function writeHandoff(t: TempStore, session: string): string {
  return writeMemory(path.join(t.memDir, 'local', 'temporary'), `breadcrumb-handoff-${session}`, {
    title: `Handoff of vat rounding session ${session}`,
    extra: 'status: handoff',
    tags: ['vat', 'rounding'],
    body: `Worked on vat rounding of invoices. VAT rounding per line; vat rounding tests. Next: vat rounding of credit notes (${session}).`,
  });
}

describe('1. session notes stay out of the way of knowledge unless asked for', () => {
  it('search (CLI and MCP), similar at save and gc treat handoffs as session notes', async () => {
    const t = tempStore();
    writeMemory(t.mem('permanent'), 'decision-vat-rounding-per-line', {
      title: 'VAT is rounded per invoice line, half-even',
      tags: ['vat', 'invoices'],
      body: 'Round VAT on each invoice line with half-even rounding; totals are sums of rounded lines.',
    });
    writeHandoff(t, 's1');
    writeHandoff(t, 's2');

    const cli = await spawnStrataIn(t, ['search', 'vat rounding', '--mode', 'keyword', '--json']);
    expect(cli.code).toBe(0);
    const ids = cli.json.results.map((r: { id: string }) => r.id);
    expect(ids[0]).toBe('decision-vat-rounding-per-line');
    expect(ids.filter((id: string) => id.startsWith('breadcrumb-'))).toEqual([]);
    // Asked for by type, they are there.
    const asked = await spawnStrataIn(t, [
      'search',
      'vat rounding',
      '--type',
      'breadcrumb',
      '--json',
    ]);
    expect(asked.json.results.map((r: { id: string }) => r.id).sort()).toEqual([
      'breadcrumb-handoff-s1',
      'breadcrumb-handoff-s2',
    ]);

    const mcp = await startMcp({ env: t.env, cwd: t.proj });
    closers.push(() => mcp.close());
    const found = await mcp.ok('memory_search', { query: ['vat rounding', 'rounding of vat'] });
    const rows = found.data.results.map((r: { id: string }) => r.id);
    expect(rows).toContain('decision-vat-rounding-per-line');
    expect(rows.filter((id: string) => id.startsWith('breadcrumb-'))).toEqual([]);
    const typed = await mcp.ok('memory_search', { query: 'vat rounding', types: ['breadcrumb'] });
    expect(typed.data.results).toHaveLength(2);

    // A draft that retells a handoff is not its duplicate.
    const saved = await mcp.ok('memory_save', {
      type: 'learning',
      title: 'Vat rounding of credit notes',
      body: 'Worked on vat rounding of invoices. VAT rounding per line; vat rounding tests. Next: vat rounding of credit notes.',
    });
    const similar = (saved.data.similar ?? []).map((m: { id: string }) => m.id);
    expect(similar.filter((id: string) => id.startsWith('breadcrumb-'))).toEqual([]);
    await mcp.close();

    // Handoffs expire as breadcrumbs do.
    const gc = await spawnStrataIn(t, ['gc', '--dry-run', '--json']);
    expect(gc.json.breadcrumbs.expired.map((e: { id: string }) => e.id)).toEqual(
      expect.arrayContaining(['breadcrumb-handoff-s1', 'breadcrumb-handoff-s2']),
    );
  });
});

describe('5. conflict advice goes somewhere', () => {
  it('verify --fix on a body conflict ends with what is left to do, not with verify --fix', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'strata-advice-'));
    try {
      const repo = makeRepo(root);
      writeBaseStore(repo);
      git(repo, ['add', '.']);
      git(repo, ['commit', '-q', '-m', 'store']);
      git(repo, ['checkout', '-q', '-b', 'other']);
      editBody(repo, 'hub-gamma.md', 'Indexes.', 'Indexes are rebuilt weekly.');
      git(repo, ['commit', '-q', '-am', 'other']);
      git(repo, ['checkout', '-q', 'main']);
      editBody(repo, 'hub-gamma.md', 'Indexes.', 'Indexes are never rebuilt.');
      git(repo, ['commit', '-q', '-am', 'main']);
      // No merge driver set up: git leaves markers in the body.
      expect(() => git(repo, ['merge', '-q', 'other'])).toThrow();
      const env = gitTestEnv(path.join(root, 'home'), path.join(root, 'cache'));

      const fixed = await spawnStrata(['verify', '--fix'], { cwd: repo, env });
      expect(fixed.code).toBe(1);
      const lines = fixed.stdout.trim().split('\n');
      expect(fixed.stdout).toContain('hub-gamma.md');
      const last = lines.at(-1) ?? '';
      expect(last).toMatch(/^fix: /);
      expect(last).not.toContain('verify --fix');
      expect(last).toContain('hub-gamma.md');
      expect(last).toMatch(/marker lines/);
      expect(last).toMatch(/git add/);
      // The plain check still points at --fix, which has not run yet.
      git(repo, ['merge', '--abort']);
      expect(() => git(repo, ['merge', '-q', 'other'])).toThrow();
      const plain = await spawnStrata(['verify'], { cwd: repo, env });
      expect(plain.stdout.trim().split('\n').at(-1)).toContain('strata verify --fix');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('6. one site per project', () => {
  it('site build without --out writes each project to a folder of its own', async () => {
    const a = tempStore();
    const b = tempStore({ samples: false });
    writeMemory(b.memDir, 'decision-only-in-b', { title: 'A decision only project B holds' });
    // One person, one cache: both projects build with the same environment.
    const env = a.env;
    const builtA = await spawnStrataIn(a, ['site', 'build', '--json'], { env });
    expect(builtA.code, builtA.stderr).toBe(0);
    const builtB = await spawnStrataIn(b, ['site', 'build', '--json'], { env });
    expect(builtB.code, builtB.stderr).toBe(0);
    expect(builtA.json.outDir).not.toBe(builtB.json.outDir);
    expect(builtA.json.outDir.startsWith(env.STRATA_CACHE_DIR!)).toBe(true);
    const homeA = readFileSync(path.join(builtA.json.outDir, 'index.html'), 'utf8');
    expect(homeA).toContain('gotcha-vite-env-prefix');
    expect(homeA).not.toContain('decision-only-in-b');
    const homeB = readFileSync(path.join(builtB.json.outDir, 'index.html'), 'utf8');
    expect(homeB).toContain('decision-only-in-b');
  }, 240_000);
});

describe('4. one story about meaning', () => {
  it('reindex says vectors come next only when something can compute them', async () => {
    const t = tempStore();
    const none = await spawnStrataIn(t, ['reindex'], {
      env: { OLLAMA_HOST: 'http://127.0.0.1:9' },
    });
    expect(none.code, none.stderr).toBe(0);
    expect(none.stderr).not.toContain('computing vectors next');
    expect(none.stderr).toContain('no vectors are computed');
    expect(none.stdout).toContain('Vectors: none (search uses keywords only).');

    const ollama = await startFakeOllama();
    closers.push(() => ollama.close());
    const withOllama = await spawnStrataIn(t, ['reindex'], { env: { OLLAMA_HOST: ollama.url } });
    expect(withOllama.code, withOllama.stderr).toBe(0);
    expect(withOllama.stderr).toMatch(/computing vectors next with ollama\//);
  });
});

describe('3. a native part that did not build says so', () => {
  it('doctor without hnswlib-node: what is missing, what it costs this store, and the fix', async () => {
    const t = tempStore();
    const preload = path.join(REPO, 'test', 'support', 'no-hnswlib.mjs');
    const env = { NODE_OPTIONS: `--import ${preload}`, OLLAMA_HOST: 'http://127.0.0.1:9' };
    const doctor = await spawnStrataIn(t, ['doctor'], { env });
    const line = doctor.stdout.split('\n').find((l) => l.includes('hnswlib-node')) ?? '';
    expect(line).toMatch(/^WARN hnswlib-node: not installed/);
    expect(line).toContain('brute force');
    expect(line).toMatch(/up to about [\d,]+ memories: this store holds \d+/);
    expect(line).toContain(`fix: in ${REPO} run \`npm install --omit=dev\``);
    // The same store with the module: a plain ok.
    const withIt = await spawnStrataIn(t, ['doctor'], {
      env: { OLLAMA_HOST: 'http://127.0.0.1:9' },
    });
    expect(withIt.stdout).toMatch(/^ok {3}hnswlib-node: available/m);
  });
});

describe('9. ranking and order', () => {
  it('floating reaches float: one word form, one stem', async () => {
    const t = tempStore({ samples: false });
    writeMemory(t.memDir, 'decision-money-decimal', {
      title: 'Money is decimal.js, never float',
      body: 'Use decimal.js for every amount of money.',
    });
    const found = await spawnStrataIn(t, ['search', 'floating', '--mode', 'keyword', '--json']);
    expect(found.json.results.map((r: { id: string }) => r.id)).toEqual(['decision-money-decimal']);
  });

  it('memory_search lists rows in score order when several phrasings disagree', async () => {
    const t = tempStore({ samples: false });
    writeMemory(t.memDir, 'learning-x', { title: 'Alpha bravo charlie', body: 'alpha bravo' });
    writeMemory(t.memDir, 'learning-y', { title: 'Alpha and delta', body: 'alpha delta' });
    writeMemory(t.memDir, 'learning-z', { title: 'Delta echo foxtrot', body: 'delta echo' });
    const mcp = await startMcp({ env: t.env, cwd: t.proj });
    closers.push(() => mcp.close());
    const found = await mcp.ok('memory_search', {
      query: ['alpha bravo', 'delta echo'],
      mode: 'keyword',
    });
    const rows = found.data.results as Array<{ id: string; score: number }>;
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(['learning-x', 'learning-y']));
    // Found by both phrasings, y ranks first; its score says so.
    expect(rows[0]!.id).toBe('learning-y');
    const scores = rows.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The text Claude reads lists them in the same order.
    const listed = rows.map((r) => found.text.indexOf(r.id));
    expect(listed).toEqual([...listed].sort((a, b) => a - b));
  });
});
