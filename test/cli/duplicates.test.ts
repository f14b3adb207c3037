/**
 * Duplicates caught at save, through the built CLI: a paraphrase of an existing memory is
 * saved with the original listed in `similar`; `--if-unique` refuses it with DUPLICATE.
 * With vectors (embedded by `strata reindex` through a fake Ollama backed by a real
 * model) the check compares meaning as well as words.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOllama, startFakeOllama } from '../kit/fake-ollama.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';

let t: TempStore;
let ollama: FakeOllama;
beforeAll(async () => {
  ollama = await startFakeOllama();
});
afterAll(async () => {
  await ollama?.close();
});
beforeEach(() => {
  t = makeTempStore();
});
afterEach(() => t.cleanup());

const PARAPHRASE = [
  'remember',
  '--type',
  'learning',
  '--title',
  'Refreshing the token from two browser tabs at once logs the user out',
  '--body',
  'Both tabs send the same refresh token after a 401; the first rotation invalidates it and the second tab is logged out. Accept the previous refresh token once during a short grace window.',
  '--json',
];

describe('remember: duplicates at save', () => {
  it('saves a paraphrase and lists the memory it repeats in similar', async () => {
    const r = await strataIn(t, PARAPHRASE);
    expect(r.code).toBe(0);
    expect(r.json.id).toBe(
      'learning-refreshing-the-token-from-two-browser-tabs-at-once-logs-the-user-out',
    );
    expect(r.json.similar[0]).toMatchObject({
      id: 'learning-refresh-token-rotation-race',
      title: 'Two tabs refreshing at once log the user out',
      scope: 'project',
    });
    expect(r.json.similar[0].score).toBeGreaterThan(0);
    expect(r.json.advice).toMatch(/update the match instead if it says the same thing/);
    expect(r.json.duplicateCheck).toBe('keyword');
    expect(existsSync(r.json.path)).toBe(true);
  });

  it('lists nothing for a memory on another subject', async () => {
    const r = await strataIn(t, [
      'remember',
      '--type',
      'decision',
      '--title',
      'Use pnpm workspaces for the monorepo',
      '--body',
      'One lockfile, strict hoisting, fast installs in CI.',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(r.json.similar).toEqual([]);
    expect(r.json.advice).toBeUndefined();
  });

  it('--if-unique refuses the paraphrase with DUPLICATE naming the match, and writes nothing', async () => {
    const r = await strataIn(t, [...PARAPHRASE, '--if-unique']);
    expect(r.code).toBe(1);
    expect(r.json.error.code).toBe('DUPLICATE');
    expect(r.json.error.message).toMatch(
      /^strata: not saved: learning-refresh-token-rotation-race/,
    );
    expect(r.json.error.hint).toMatch(/update learning-refresh-token-rotation-race/);
    const listed = await strataIn(t, ['list', '--json']);
    const ids = listed.json.memories.map((m: { id: string }) => m.id);
    expect(ids.some((id: string) => id.startsWith('learning-refreshing'))).toBe(false);
  });

  it('--if-unique saves a memory nothing repeats', async () => {
    const r = await strataIn(t, [
      'remember',
      '--type',
      'gotcha',
      '--title',
      'Docker Desktop file sharing is slow on macOS bind mounts',
      '--body',
      'Use a named volume for node_modules.',
      '--if-unique',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(r.json.similar).toEqual([]);
  });

  it('compares meaning too once vectors exist', async () => {
    const env = { OLLAMA_HOST: ollama.url };
    // A busy machine must not turn this into a words-only check: a generous Ollama deadline.
    mkdirSync(t.globalDir, { recursive: true });
    writeFileSync(
      path.join(t.globalDir, 'config.json'),
      JSON.stringify({ embedding: { timeoutMs: 120_000 } }),
    );
    const reindexed = await strataIn(t, ['reindex', '--json'], { env });
    expect(reindexed.code).toBe(0);
    const r = await strataIn(t, PARAPHRASE, { env });
    expect(r.code).toBe(0);
    expect(r.json.duplicateCheck).toBe('keyword+semantic');
    expect(r.json.similar.map((m: { id: string }) => m.id)).toContain(
      'learning-refresh-token-rotation-race',
    );
  });

  it('says so in the text output', async () => {
    const r = await strataIn(t, PARAPHRASE.slice(0, -1));
    expect(r.stdout).toMatch(
      /Similar memories \(update the match instead if it says the same thing/,
    );
    expect(r.stdout).toMatch(/learning-refresh-token-rotation-race {2}\[project\]/);
  });
});
