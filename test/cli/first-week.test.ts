/**
 * What a new user meets in a first week, through the built CLI, the MCP server and the
 * hook bundles: config mistakes are warned about and ignored everywhere (doctor fails on
 * them), merge advice is only given where a merge could be right, forget means one thing,
 * text views show what their JSON shows, mistakes are said in words with a suggestion and
 * before any slow probe, and an import of nothing is an error.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeOllama } from '../kit/fake-ollama.js';
import { basePayload, runHook } from '../kit/hook-runner.js';
import { startMcp } from '../kit/mcp.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { writeGraph, writeMemory } from '../kit/write-memory.js';
import { strataIn } from '../support/run-cli-in-process.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

function sessionStart(t: TempStore, id: string) {
  const payload = { ...basePayload('SessionStart', id, t.proj), source: 'startup' };
  return runHook('session-start', JSON.stringify(payload), { cwd: t.proj, env: t.env });
}

describe('1. a config key strata does not know: warned about and ignored in every entry point', () => {
  it('CLI, doctor, session start and MCP server agree', async () => {
    const t = tempStore();
    const project = t.mem('config.json');
    // `search.fileAware` was a setting once: a config that still has it gets the same rule.
    writeFileSync(
      project,
      JSON.stringify({ serch: {}, search: { defaultLimit: 1, fileAware: true } }),
    );
    mkdirSync(t.globalDir, { recursive: true });
    const global = path.join(t.globalDir, 'config.json');
    writeFileSync(global, JSON.stringify({ hoks: {} }));

    const search = await strataIn(t, ['search', 'token', '--mode', 'keyword', '--json']);
    expect(search.code).toBe(0);
    expect(search.stderr).toContain(`${project}: serch: unknown key (did you mean search?)`);
    expect(search.stderr).toContain(`${global}: hoks: unknown key (did you mean hooks?)`);
    expect(search.stderr).toContain(`${project}: search.fileAware: unknown key`);
    // The rest of the file is in force.
    expect(search.json.results).toHaveLength(1);

    const doctor = await strataIn(t, ['doctor']);
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toMatch(/^FAIL config: .*config\.json: serch: unknown key/m);
    expect(doctor.stdout).toContain(`${project}: search.fileAware: unknown key`);
    expect(doctor.stdout).not.toMatch(/^ok {3}config:/m);

    const hook = await sessionStart(t, 'cfg-1');
    expect(hook.code).toBe(0);
    expect(hook.context).toContain('hoks: unknown key');
    expect(hook.context).toContain('serch: unknown key');

    const mcp = await startMcp({ env: t.env, cwd: t.proj });
    closers.push(() => mcp.close());
    const heard = await mcp.waitFor((e) => e.event === 'config-problems');
    expect(heard.message).toContain(`${project}: serch: unknown key`);
    const found = await mcp.ok('memory_search', { query: 'token', mode: 'keyword' });
    expect(found.data.results).toHaveLength(1);
    await mcp.close();
    const log = readFileSync(path.join(t.env.STRATA_CACHE_DIR!, 'strata.log'), 'utf8');
    expect(log).toContain('serch: unknown key');
  });
});

const SAME_TEXT =
  'Cache entries for orders are invalidated on every write to the orders table by the outbox relay.';

/** Pairs of memories that read alike (each pair its own words). */
function writeAlikePairs(t: TempStore): void {
  const dir = t.mem('permanent');
  const texts: Record<string, string> = {
    payments: 'Stripe webhooks retry for three days; handlers must be idempotent by event id.',
    invoices: 'Invoice PDFs render in a headless browser queue with a ninety second ceiling.',
    shipping: 'Carrier label APIs throttle at forty calls per minute per merchant account.',
  };
  const text = (topic: string) => texts[topic]!;
  // A decision and the gotcha linked to it: related on purpose, and of different types.
  writeMemory(dir, 'decision-payments-cache', {
    body: text('payments'),
    links: ['gotcha-payments-cache'],
  });
  writeMemory(dir, 'gotcha-payments-cache', { body: text('payments'), filePatterns: ['src/**'] });
  // A hub and a decision that read alike and are not linked: different types, still offered.
  writeMemory(dir, 'hub-invoices-caching', { body: text('invoices') });
  writeMemory(dir, 'decision-invoices-caching', { body: text('invoices') });
  // The two ends of a supersedes pair.
  writeMemory(dir, 'learning-shipping-cache-old', { body: text('shipping') });
  writeMemory(dir, 'learning-shipping-cache-new', { body: text('shipping') });
  writeGraph(t.memDir, [
    ['learning-shipping-cache-new', 'learning-shipping-cache-old', 'supersedes', 'superseded-by'],
  ]);
  // Two of one type, not linked: worth a look too.
  writeMemory(dir, 'artifact-orders-cache-a', { body: SAME_TEXT });
  writeMemory(dir, 'artifact-orders-cache-b', { body: SAME_TEXT });
}

describe('2. merge advice only where a merge could be right', () => {
  it('audit offers unlinked pairs of any type only; a save never calls what it links a duplicate', async () => {
    const t = tempStore({ samples: false });
    writeAlikePairs(t);
    const audit = await strataIn(t, ['audit', '--json']);
    // Linked pairs (a link, a supersedes edge) are meant to be two; types do not matter.
    const groups = audit.json.duplicates.map((g: { ids: string[] }) => g.ids.join(' '));
    expect(groups.sort()).toEqual([
      'artifact-orders-cache-a artifact-orders-cache-b',
      'decision-invoices-caching hub-invoices-caching',
    ]);
    const text = await strataIn(t, ['audit']);
    expect(text.stdout).toMatch(/Claude or a person decides/);

    const saved = await strataIn(t, [
      'remember',
      '--type',
      'artifact',
      '--title',
      'Orders cache invalidation',
      '--body',
      SAME_TEXT,
      '--link',
      'artifact-orders-cache-a',
      '--json',
    ]);
    expect(saved.code).toBe(0);
    const similar = saved.json.similar.map((m: { id: string }) => m.id);
    expect(similar).not.toContain('artifact-orders-cache-a');
    // The check still runs: an alike memory that is not linked is listed.
    expect(similar).toContain('artifact-orders-cache-b');
    expect(saved.json.advice).toMatch(/update the match instead if it says the same thing/);

    const mcp = await startMcp({ env: t.env, cwd: t.proj });
    closers.push(() => mcp.close());
    const viaMcp = await mcp.ok('memory_save', {
      type: 'artifact',
      title: 'Orders cache invalidation notes',
      body: SAME_TEXT,
      links: ['artifact-orders-cache-b'],
    });
    expect(viaMcp.data.similar.map((m: { id: string }) => m.id)).not.toContain(
      'artifact-orders-cache-b',
    );
  });
});

describe('4. forget means archive everywhere; deleting takes --delete, and says what it deletes', () => {
  it('archives by default, archiving twice changes nothing, and deletes an archived memory by name', async () => {
    const t = tempStore();
    const id = 'gotcha-vite-env-prefix';
    const first = await strataIn(t, ['forget', id]);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Archived gotcha-vite-env-prefix/);
    expect(existsSync(t.mem(`archive/${id}.md`))).toBe(true);
    const again = await strataIn(t, ['forget', id]);
    // The end state asked for is there: said plainly, exit 0.
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/already archived .*nothing changed/);
    expect(again.stdout).toContain('--delete');
    expect(existsSync(t.mem(`archive/${id}.md`))).toBe(true);
    const deleted = await strataIn(t, ['forget', id, '--delete']);
    expect(deleted.stdout).toMatch(/^Deleted the archived memory gotcha-vite-env-prefix/);
    expect(existsSync(t.mem(`archive/${id}.md`))).toBe(false);
  });
});

describe('5. text views show what a person needs', () => {
  it('show, list and verify name severity, patterns, archived memories and files that do not load', async () => {
    const t = tempStore();
    writeFileSync(
      t.mem('permanent/learning-typo-key.md'),
      '---\ntpye: learning\ntitle: A memory with a misspelt type key\n---\nbody\n',
    );
    const show = await strataIn(t, ['show', 'gotcha-vite-env-prefix']);
    expect(show.stdout).toMatch(/^severity: medium$/m);
    expect(show.stdout).toMatch(/^file_patterns: web\/src\/\*\*\/\*\.ts, web\/vite\.config\.ts/m);

    const broken = await strataIn(t, ['show', 'learning-broken-frontmatter']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('is broken');
    expect(broken.stderr).toContain(t.mem('permanent/learning-broken-frontmatter.md'));
    expect(broken.stderr).not.toContain('no memory with id');

    await strataIn(t, ['forget', 'retro-march-incident']);
    const list = await strataIn(t, ['list', '--all']);
    expect(list.stdout).toMatch(/^retro-march-incident .*\(archived\)$/m);
    expect(list.stdout).not.toMatch(/^hub-authentication .*\(archived\)$/m);
    expect(list.stderr).toContain(`${t.mem('permanent/learning-typo-key.md')}: `);
    expect(list.stderr).toContain('"tpye:"');

    const verify = await strataIn(t, ['verify']);
    expect(verify.code).toBe(1);
    expect(verify.stdout).toMatch(/learning-typo-key\.md: .*"tpye:"/);
  });
});

describe('6. mistakes are said in words, with the fix and a suggestion', () => {
  it('names the missing type, a bad number, an unknown option, command or type', async () => {
    const t = tempStore();
    const noType = await strataIn(t, ['remember', '--title', 'x', '--body', 'b']);
    expect(noType.stderr).toMatch(/^strata: missing --type\n {2}fix: .*decision \| learning/);
    expect(noType.stderr).not.toContain('undefined');

    const limit = await strataIn(t, ['search', 'x', '--limit', 'abc']);
    expect(limit.code).toBe(2);
    expect(limit.stderr).toMatch(/^strata: --limit "abc" is not a whole number from 1 to 200/);
    expect(limit.stderr).not.toContain('NaN');

    const flag = await strataIn(t, ['list', '--tpye', 'gotcha']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toBe(
      'strata: list: unknown option --tpye\n  fix: did you mean --type? see strata list --help\n',
    );

    const plural = await strataIn(t, ['list', '--type', 'gotchas']);
    expect(plural.code).toBe(2);
    expect(plural.stderr).toMatch(/did you mean gotcha\?/);

    const command = await strataIn(t, ['remembr']);
    expect(command.stderr).toMatch(/did you mean strata remember\?/);

    const scope = await strataIn(t, ['list', '--scope', 'projet']);
    expect(scope.stderr).toMatch(/did you mean project\?/);

    const pkg = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as {
      version: string;
    };
    for (const flag of ['--version', '-v']) {
      const version = await strataIn(t, [flag]);
      expect(version.code).toBe(0);
      expect(version.stdout).toBe(`strata ${pkg.version}\n`);
    }

    const one = await strataIn(t, ['list', '--type', 'hub']);
    expect(one.stdout).toMatch(/^1 memory,/m);
  });
});

describe('7. every mistake is reported before any slow probe', () => {
  it('a bad severity or an unwritable scope is refused before the Ollama notice', async () => {
    const t = tempStore();
    const ollama = await startFakeOllama();
    closers.push(() => ollama.close());
    mkdirSync(t.globalDir, { recursive: true });
    writeFileSync(
      path.join(t.globalDir, 'config.json'),
      // The fake Ollama loads its model on the first call: give it time.
      JSON.stringify({ embedding: { provider: 'ollama', timeoutMs: 120_000 } }),
    );
    const reindex = await strataIn(t, ['reindex', '--json'], { env: { OLLAMA_HOST: ollama.url } });
    expect(reindex.code).toBe(0);
    expect(reindex.stderr).not.toMatch(/did not answer/);
    // Saved vectors, and an Ollama that no longer answers: a save would probe it.
    const env = { OLLAMA_HOST: 'http://127.0.0.1:9' };
    const base = ['remember', '--type', 'gotcha', '--title', 'Env prefix again', '--body', 'b'];
    const severity = await strataIn(t, [...base, '--severity', 'urgent'], { env });
    expect(severity.code).toBe(2);
    expect(severity.stderr).toMatch(/^strata: severity "urgent" is not a severity/);
    expect(severity.stderr).not.toMatch(/Ollama/);
    const enterprise = await strataIn(t, [...base, '--scope', 'enterprise'], { env });
    expect(enterprise.code).not.toBe(0);
    expect(enterprise.stderr).toMatch(/^strata: the enterprise scope is not available here/);
    expect(enterprise.stderr).not.toMatch(/Ollama/);
    // The probe itself still happens on a good save, and says so.
    const good = await strataIn(t, base, { env });
    expect(good.code).toBe(0);
    expect(good.stderr).toMatch(/Ollama/);
  });
});

describe('8. importing a path that does not exist', () => {
  it('is an error on stderr naming the path, with nothing on stdout', async () => {
    const t = tempStore();
    const missing = path.join(t.root, 'no-such-memory.jsonl');
    const r = await strataIn(t, ['import', 'mcp-memory', missing]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^strata: .*no-such-memory\.jsonl does not exist\n {2}fix: /);
  });
});
