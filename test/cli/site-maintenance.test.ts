/**
 * `strata site build` through the built CLI runs the audit for the Maintenance page: words
 * only before any vectors are saved, words and meaning once `strata reindex` saved them
 * (through a fake Ollama backed by a real model). The store is only read.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOllama, startFakeOllama } from '../kit/fake-ollama.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';
import { snapshot } from '../support/snapshot.js';

let t: TempStore;
let ollama: FakeOllama;
beforeAll(async () => {
  ollama = await startFakeOllama();
  t = makeTempStore();
});
afterAll(async () => {
  await ollama?.close();
  t?.cleanup();
});

async function buildAndRead(out: string, env: Record<string, string>): Promise<string> {
  const r = await strataIn(t, ['site', 'build', '--out', path.join(t.root, out), '--json'], {
    env,
  });
  expect(r.code, r.stderr).toBe(0);
  return readFileSync(path.join(t.root, out, 'maintenance.html'), 'utf8');
}

describe('strata site build: the Maintenance page', () => {
  it('says how duplicates were compared, and changes nothing in the store', async () => {
    const env = { OLLAMA_HOST: ollama.url };
    const before = snapshot(t.proj);
    const wordsOnly = await buildAndRead('site-words', env);
    expect(wordsOnly).toContain('data-duplicate-check="keyword"');
    expect(wordsOnly).toContain('data-memory="gotcha-vite-env-prefix"');
    expect(snapshot(t.proj)).toEqual(before);
    // A busy machine must not turn this into a words-only check: a generous Ollama deadline.
    mkdirSync(t.globalDir, { recursive: true });
    writeFileSync(
      path.join(t.globalDir, 'config.json'),
      JSON.stringify({ embedding: { timeoutMs: 120_000 } }),
    );
    expect((await strataIn(t, ['reindex', '--json'], { env })).code).toBe(0);
    // reindex itself reconciles graph.json with the frontmatter links; the build must not.
    const reindexed = snapshot(t.proj);
    const withVectors = await buildAndRead('site-vectors', env);
    expect(withVectors).toContain('data-duplicate-check="keyword+semantic"');
    expect(withVectors).toContain('by words and meaning');
    expect(snapshot(t.proj)).toEqual(reindexed);
  });
});
