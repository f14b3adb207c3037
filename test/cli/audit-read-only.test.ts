/**
 * `strata audit` through the built CLI reads the store and writes nothing to it: not even
 * graph.json on a store whose frontmatter links differ from it (opening the search service
 * would reconcile the two). It still compares by meaning with the vectors `strata reindex`
 * saved (through a fake Ollama backed by a real model). `--summary` writes the counts to
 * the cache only.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestPaths } from '../../src/storage/digest-paths.js';
import { type FakeOllama, startFakeOllama } from '../kit/fake-ollama.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';
import { snapshot } from '../support/snapshot.js';

let t: TempStore;
let ollama: FakeOllama;
const env = () => ({ OLLAMA_HOST: ollama.url });

beforeAll(async () => {
  ollama = await startFakeOllama();
  t = makeTempStore();
  // A busy machine must not turn the reindex into a words-only one: a generous deadline.
  mkdirSync(t.globalDir, { recursive: true });
  writeFileSync(
    path.join(t.globalDir, 'config.json'),
    JSON.stringify({ embedding: { timeoutMs: 120_000 } }),
  );
  expect((await strataIn(t, ['reindex', '--json'], { env: env() })).code).toBe(0);
  // A link added in an editor: graph.json does not have it until the index catches up.
  const file = t.mem('permanent/retro-march-incident.md');
  const text = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    text.replace('tags: [incident, auth]', 'tags: [incident, auth]\nlinks: [hub-authentication]'),
  );
});
afterAll(async () => {
  await ollama?.close();
  t?.cleanup();
});

describe('strata audit reads only', () => {
  it('leaves the project tree byte-identical, graph.json included, and uses saved vectors', async () => {
    const graphBefore = readFileSync(t.mem('graph.json'), 'utf8');
    expect(graphBefore).not.toContain('retro-march-incident');
    const before = snapshot(t.proj);
    const run = await strataIn(t, ['audit', '--json'], { env: env() });
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.duplicateCheck).toBe('keyword+semantic');
    expect(run.json.orphans.map((o: { id: string }) => o.id)).not.toContain('retro-march-incident');
    const text = await strataIn(t, ['audit'], { env: env() });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('words and meaning');
    expect(snapshot(t.proj)).toEqual(before);
  });

  it('--summary --quiet prints nothing and writes the counts to the cache only', async () => {
    const before = snapshot(t.proj);
    const run = await strataIn(t, ['audit', '--summary', '--quiet'], { env: env() });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe('');
    expect(snapshot(t.proj)).toEqual(before);
    const file = digestPaths(path.join(t.root, 'cache'), t.proj).auditSummary;
    const summary = JSON.parse(readFileSync(file, 'utf8'));
    expect(summary).toMatchObject({
      version: 1,
      fingerprint: expect.stringContaining(t.memDir),
      counts: { duplicates: 0, staleGotchas: 2, superseded: 0, notMemories: 1 },
    });
    expect(Date.parse(summary.generatedAt)).toBeLessThanOrEqual(Date.now());
    const json = await strataIn(t, ['audit', '--summary', '--json'], { env: env() });
    expect(json.json.counts).toEqual(summary.counts);
  });
});
