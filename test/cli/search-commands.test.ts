/**
 * The search-side CLI through the built bundle: search (JSON shape, --explain, filters,
 * bad arguments), reindex (incremental and --full), gc, verify's index check and doctor's
 * embedding report. Ollama is a real loopback server backed by the embedded model.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOllama, readFakeVectorsAsUseLite, startFakeOllama } from '../kit/fake-ollama.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';

let ollama: FakeOllama;
beforeAll(async () => {
  ollama = await startFakeOllama({ models: ['nomic-embed-text'] });
});
afterAll(async () => {
  await ollama.close();
});
/** A temp store whose CLI embeds through the fake Ollama. */
function ollamaStore(): TempStore {
  const s = tempStore();
  s.env.OLLAMA_HOST = ollama.url;
  readFakeVectorsAsUseLite(s.home);
  return s;
}

describe('strata search', () => {
  it('takes several phrasings with -q and says plainly when nothing matches', async () => {
    const s = ollamaStore();
    const run = await strataIn(s, [
      'search',
      'two tabs log the user out',
      '-q',
      'refresh token rotation race',
      '--query',
      'session, cookie',
      '--mode',
      'keyword',
      '--json',
    ]);
    expect(run.code).toBe(0);
    expect(run.json.queries).toEqual([
      'two tabs log the user out',
      'refresh token rotation race',
      'session, cookie',
    ]);
    const top = run.json.results.slice(0, 3).map((r: { id: string }) => r.id);
    expect(top).toContain('learning-refresh-token-rotation-race');
    const none = await strataIn(s, ['search', '-q', 'xqzzyv plorbtastic']);
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('No memories match "xqzzyv plorbtastic"');
  });

  it('prints the documented JSON shape, best first', async () => {
    const s = ollamaStore();
    const run = await strataIn(s, ['search', 'two', 'tabs', 'logged', 'out', '--json']);
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({
      query: 'two tabs logged out',
      mode: 'hybrid',
      degraded: false,
    });
    const first = run.json.results[0];
    expect(Object.keys(first).sort()).toEqual([
      'archived',
      'id',
      'path',
      'scope',
      'score',
      'snippet',
      'tags',
      'title',
      'type',
    ]);
    expect(first).toMatchObject({
      id: 'learning-refresh-token-rotation-race',
      type: 'learning',
      scope: 'project',
    });
    const scores = run.json.results.map((r: { score: number }) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('--explain shows each component; filters narrow the results', async () => {
    const s = ollamaStore();
    const run = await strataIn(s, [
      'search',
      'database',
      '--explain',
      '--json',
      '--type',
      'gotcha',
      '--limit',
      '1',
    ]);
    expect(run.code).toBe(0);
    expect(run.json.results).toHaveLength(1);
    expect(run.json.results[0].type).toBe('gotcha');
    expect(Object.keys(run.json.results[0].explanation).sort()).toEqual(
      ['final', 'fused', 'keyword', 'recencyFactor', 'scopeFactor', 'semantic'].sort(),
    );
    const text = await strataIn(s, ['search', 'database', '--explain']);
    expect(text.stdout).toMatch(/keyword [\d.]+ · semantic [\d.]+ → fused/);
  });

  it('keyword mode needs no model; without any embeddings hybrid degrades and says so', async () => {
    const s = ollamaStore();
    writeFileSync(`${s.memDir}/config.json`, JSON.stringify({ embedding: { provider: 'none' } }));
    const run = await strataIn(s, ['search', 'refresh', 'token', '--json']);
    expect(run.code).toBe(0);
    expect(run.json.degraded).toBe(true);
    expect(run.stderr).toMatch(/keywords only/);
    expect(run.json.results[0].id).toBe('learning-refresh-token-rotation-race');
  });

  const refusals: Array<[string, string[], RegExp]> = [
    ['an empty query', ['search', '--json'], /query is empty/],
    ['an unknown mode', ['search', 'x', '--mode', 'telepathic', '--json'], /mode "telepathic"/],
    [
      'a limit of 0',
      ['search', 'x', '--limit', '0', '--json'],
      /--limit "0" is not a whole number from 1 to 200/,
    ],
    [
      'a limit that is not a number',
      ['search', 'x', '--limit', 'lots', '--json'],
      /--limit "lots" is not a whole number from 1 to 200/,
    ],
    ['an unknown scope', ['search', 'x', '--scope', 'galaxy', '--json'], /"galaxy" is not a scope/],
    [
      'a date that is not one',
      ['search', 'x', '--since', 'yesterday-ish', '--json'],
      /"yesterday-ish" is not a date/,
    ],
    [
      'a 3,000-character query',
      ['search', 'y'.repeat(3_000), '--json'],
      /longer than 2000 characters/,
    ],
  ];
  for (const [name, args, message] of refusals) {
    it(`refuses ${name} with a clear error`, async () => {
      const run = await strataIn(ollamaStore(), args);
      expect(run.code).toBe(2);
      expect(run.json.error.code).toBe('INVALID_ARGUMENT');
      expect(run.json.error.message).toMatch(message);
      expect(run.json.error.hint).toBeTruthy();
    });
  }
});

describe('reindex, verify, gc and doctor', () => {
  it('reindex builds, then reuses; verify sees the index fall behind an edit', async () => {
    const s = ollamaStore();
    const first = await strataIn(s, ['reindex', '--json']);
    expect(first.code).toBe(0);
    expect(first.json.open.mode).toBe('rebuilt');
    expect(first.json.vectors).toBe(first.json.documents);
    const again = await strataIn(s, ['reindex', '--json']);
    expect(again.json.open).toMatchObject({ mode: 'loaded', read: 0 });
    expect(again.json.embedded).toBe(0);
    let verify = await strataIn(s, ['verify', '--json']);
    expect(verify.json.index.status).toBe('current');
    const file = s.mem('permanent/hub-authentication.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nMore.\n`);
    verify = await strataIn(s, ['verify', '--json']);
    expect(verify.json.index).toMatchObject({ status: 'stale', changed: [file] });
    const full = await strataIn(s, ['reindex', '--full', '--json']);
    expect(full.json.open.mode).toBe('rebuilt');
    // Vectors of unchanged texts come back from the embedding cache, not the model.
    expect(full.json.fromCache).toBeGreaterThan(0);
  });

  it('gc --dry-run lists expired breadcrumbs; gc archives them and keeps the file', async () => {
    const s = ollamaStore();
    const dry = await strataIn(s, ['gc', '--dry-run', '--json']);
    expect(dry.code).toBe(0);
    expect(dry.json.breadcrumbs.expired.map((b: { id: string }) => b.id)).toEqual([
      'breadcrumb-investigating-flaky-e2e',
    ]);
    expect(dry.json.compacted).toBeNull();
    const real = await strataIn(s, ['gc', '--json']);
    expect(real.json.breadcrumbs.archived).toEqual(['breadcrumb-investigating-flaky-e2e']);
    const show = await strataIn(s, ['show', 'breadcrumb-investigating-flaky-e2e', '--json']);
    expect(show.json.archived).toBe(true);
  });

  it('gc keeps the files managed beside the generations: calibration, audit lists, embedding cache', async () => {
    const s = ollamaStore();
    expect((await strataIn(s, ['reindex', '--json'])).code).toBe(0);
    expect((await strataIn(s, ['audit', '--json'])).code).toBe(0);
    const projects = path.join(s.env.STRATA_CACHE_DIR!, 'projects');
    const [project] = readdirSync(projects);
    expect(project).toBeDefined();
    const dir = path.join(projects, project!, 'index');
    // The sample store is too small for an estimate: a saved one stands in for it.
    writeFileSync(path.join(dir, 'calibration.json'), '{"space":"x"}\n');
    writeFileSync(path.join(dir, 'stray-generation.bin'), 'left by an earlier save');
    const kept = [
      'calibration.json',
      'audit-neighbours.json',
      'audit-neighbours.vectors',
      'vectors.bin',
    ];
    for (const name of kept) expect(existsSync(path.join(dir, name)), name).toBe(true);
    const gc = await strataIn(s, ['gc', '--json']);
    expect(gc.json.compacted.removedFiles).toEqual([path.join(dir, 'stray-generation.bin')]);
    for (const name of kept) expect(existsSync(path.join(dir, name)), name).toBe(true);
  });

  it('doctor names the embedding provider in use, or how to get search by meaning without one', async () => {
    const s = ollamaStore();
    let run = await strataIn(s, ['doctor', '--json']);
    const embeddings = () => run.json.checks.find((c: { name: string }) => c.name === 'embeddings');
    expect(embeddings().detail).toMatch(/^ollama\/nomic-embed-text \(512-d\)/);
    run = await strataIn(s, ['doctor', '--json'], { env: { OLLAMA_HOST: 'http://127.0.0.1:9' } });
    expect(embeddings().detail).toBe(
      'none: keyword search only; no Ollama answers at http://127.0.0.1:9; to search by meaning, install Ollama (https://ollama.com) and run `ollama pull embeddinggemma`',
    );
    expect(embeddings().warning).toBeUndefined();
  });
});
