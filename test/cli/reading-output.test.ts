/**
 * What a person reads from the built CLI on a first walk through strata: show names links
 * kept in another scope's graph, reindex speaks plainly, list keeps its columns with long
 * ids, doctor warns about an index behind the files, and a stopped Ollama is said once an
 * hour rather than after every command (doctor always says it).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeOllama } from '../kit/fake-ollama.js';
import { createHashEmbedder } from '../kit/hash-embedder.js';
import { tempStore } from '../kit/temp-store.js';
import { writeMemory } from '../kit/write-memory.js';
import { strataIn } from '../support/run-cli-in-process.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const UNREACHABLE = { OLLAMA_HOST: 'http://127.0.0.1:9' };

function useConfig(globalDir: string, config: unknown): void {
  mkdirSync(globalDir, { recursive: true });
  writeFileSync(path.join(globalDir, 'config.json'), JSON.stringify(config));
}

describe('reading the CLI output', () => {
  it('show lists a link kept in another scope’s graph.json', async () => {
    const t = tempStore({ samples: false });
    writeMemory(t.memDir, 'learning-project-retries');
    writeMemory(t.globalDir, 'decision-global-backoff');
    writeMemory(t.globalDir, 'decision-global-timeouts');
    const link = await strataIn(t, [
      'link',
      'decision-global-backoff',
      'learning-project-retries',
      '--label',
      'references',
    ]);
    expect(link.code, link.stderr).toBe(0);
    // A hand-written graph may hold one direction only: it is shown reversed.
    const graph = JSON.parse(readFileSync(path.join(t.globalDir, 'graph.json'), 'utf8'));
    graph['decision-global-timeouts'] = [
      { target: 'learning-project-retries', label: 'supersedes', timestamp: '' },
    ];
    writeFileSync(path.join(t.globalDir, 'graph.json'), JSON.stringify(graph));
    const json = await strataIn(t, ['show', 'learning-project-retries', '--json']);
    expect(json.code, json.stderr).toBe(0);
    expect(json.json.edges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ target: 'decision-global-backoff', label: 'referenced-by' }),
        expect.objectContaining({ target: 'decision-global-timeouts', label: 'superseded-by' }),
      ]),
    );
    const text = await strataIn(t, ['show', 'learning-project-retries']);
    expect(text.stdout).toContain('referenced-by → decision-global-backoff');
    expect(text.stdout).toContain('superseded-by → decision-global-timeouts');
  });

  it('reindex says nothing of similarity floors; --json still carries the calibration', async () => {
    const t = tempStore();
    const ollama = await startFakeOllama({ embedder: createHashEmbedder() });
    closers.push(() => ollama.close());
    useConfig(t.globalDir, { embedding: { provider: 'ollama', timeoutMs: 120_000 } });
    const env = { env: { OLLAMA_HOST: ollama.url } };
    const text = await strataIn(t, ['reindex', '--full'], env);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^Vectors: [1-9]/m);
    expect(text.stdout).not.toMatch(/floor|ceiling|similarity/i);
    const json = await strataIn(t, ['reindex', '--full', '--json'], env);
    expect(json.json.calibration).toMatchObject({
      floor: expect.any(Number),
      ceiling: expect.any(Number),
    });
  });

  it('list keeps its columns aligned when an id is longer than 48 characters', async () => {
    const t = tempStore({ samples: false });
    const long = `learning-${'very-long-identifier-'.repeat(3)}end`;
    writeMemory(t.memDir, long);
    writeMemory(t.memDir, 'gotcha-short');
    writeMemory(t.memDir, 'breadcrumb-short');
    const run = await strataIn(t, ['list']);
    expect(run.code, run.stderr).toBe(0);
    const rows = run.stdout.split('\n').filter((l) => /^(learning|gotcha|breadcrumb)-/.test(l));
    expect(rows).toHaveLength(3);
    expect(long.length).toBeGreaterThan(48);
    const typeAt = rows.map((r) => r.search(/ (learning|gotcha|breadcrumb) /));
    const scopeAt = rows.map((r) => r.indexOf(' project '));
    expect(new Set(typeAt).size, run.stdout).toBe(1);
    expect(new Set(scopeAt).size, run.stdout).toBe(1);
  });

  it('doctor says an index behind the files catches up by itself, without a warning', async () => {
    const t = tempStore();
    useConfig(t.globalDir, { embedding: { provider: 'none' } });
    expect((await strataIn(t, ['reindex', '--no-embed'])).code).toBe(0);
    const fresh = await strataIn(t, ['doctor']);
    expect(fresh.stdout).toMatch(/^ok {3}index: current/m);
    writeMemory(t.memDir, 'learning-written-after-the-index');
    const stale = await strataIn(t, ['doctor']);
    expect(stale.code, stale.stdout).toBe(0);
    expect(stale.stdout).toMatch(
      /^ok {3}index: stale: 1 file changed .*the next search or session start reads them in/m,
    );
    // Only the index line is at issue here (the sample store has a broken file doctor names).
    expect(stale.stdout).not.toMatch(/^WARN index/m);
    const json = await strataIn(t, ['doctor', '--json']);
    expect(json.json.checks).toContainEqual(
      expect.objectContaining({ name: 'index', ok: true, warning: false }),
    );
    // What it says is what happens: a search reads the new file in, and the index is current.
    await strataIn(t, ['search', 'written', '--mode', 'keyword']);
    expect((await strataIn(t, ['doctor'])).stdout).toMatch(/^ok {3}index: current/m);
  });

  it('a stopped Ollama is said once an hour, while doctor says it every time', async () => {
    const t = tempStore();
    useConfig(t.globalDir, { embedding: { provider: 'ollama' } });
    const env = { env: UNREACHABLE };
    const first = await strataIn(t, ['search', 'refresh', 'token'], env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/Ollama not reachable at http:\/\/127\.0\.0\.1:9/);
    for (const args of [['search', 'refresh', 'token'], ['reindex']]) {
      const again = await strataIn(t, args, env);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stderr).not.toMatch(/Ollama/);
    }
    const keywordOnly = await strataIn(t, ['search', 'refresh', 'token'], env);
    expect(keywordOnly.stderr).toMatch(/searched by keywords only, not by meaning/);
    for (let i = 0; i < 2; i++) {
      const doctor = await strataIn(t, ['doctor'], env);
      // Named explicitly and not there: worth a warning (without Ollama, auto is not one).
      expect(doctor.stdout).toMatch(/^WARN embeddings: .*Ollama not reachable at/m);
    }
    // An hour on, it is said again.
    const file = path.join(t.env.STRATA_CACHE_DIR!, 'notices-shown.json');
    const shown: Record<string, number> = JSON.parse(readFileSync(file, 'utf8'));
    const hourAgo = Date.now() - 61 * 60 * 1000;
    const aged = Object.fromEntries(Object.keys(shown).map((k) => [k, hourAgo]));
    writeFileSync(file, JSON.stringify(aged));
    const later = await strataIn(t, ['search', 'refresh', 'token'], env);
    expect(later.stderr).toMatch(/Ollama not reachable at/);
    // A damaged record costs one more notice, never the command.
    writeFileSync(file, '{"half');
    const damaged = await strataIn(t, ['search', 'refresh', 'token'], env);
    expect(damaged.code, damaged.stderr).toBe(0);
    expect(damaged.stderr).toMatch(/Ollama not reachable at/);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toBeTypeOf('object');
  });
});
