/**
 * `strata reindex` on a store without vectors, through the built CLI and the fake Ollama:
 * the keyword index is announced as searchable before embedding starts, progress shows on
 * stderr, and Ctrl-C mid-embedding keeps what was computed so the next run embeds only
 * the rest. Texts are counted as the fake Ollama received them.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, spawnStrataIn } from '../kit/cli.js';
import { type FakeOllama, startFakeOllama } from '../kit/fake-ollama.js';
import { generateStore, writeStore } from '../kit/generate-store.js';
import { createHashEmbedder } from '../kit/hash-embedder.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

const COUNT = 200;
const PROBE = 'strata embedding probe';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function prepare(): Promise<{ store: TempStore; ollama: FakeOllama }> {
  const store = makeTempStore({ samples: false });
  cleanups.push(() => store.cleanup());
  mkdirSync(store.globalDir, { recursive: true });
  // A held batch must not hit the Ollama deadline: the deadline is not what this tests.
  writeFileSync(
    path.join(store.globalDir, 'config.json'),
    JSON.stringify({ embedding: { provider: 'ollama', timeoutMs: 120_000 } }),
  );
  await writeStore(store.memDir, generateStore({ count: COUNT, seed: 11 }));
  const ollama = await startFakeOllama({ embedder: createHashEmbedder() });
  cleanups.push(() => ollama.close());
  return { store, ollama };
}

/**
 * Memory texts the fake Ollama was asked to embed from request `from` on: probes and the
 * titles the store's calibration embeds (one line each; a memory's text has several) left out.
 */
function embeddedTexts(ollama: FakeOllama, from = 0): string[] {
  return ollama.received.slice(from).flatMap((r) => {
    if (r.path !== '/api/embed') return [];
    const input = (r.body as { input: string | string[] }).input;
    return (Array.isArray(input) ? input : [input]).filter((t) => t !== PROBE && t.includes('\n'));
  });
}

/** Starts `strata reindex --json`; resolves with its exit code, stdout and stderr. */
function startReindex(store: TempStore, ollama: FakeOllama) {
  const child = spawn(process.execPath, [CLI, 'reindex', '--json'], {
    cwd: store.proj,
    env: { ...store.env, OLLAMA_HOST: ollama.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}

describe('strata reindex of a store without vectors', () => {
  it('Ctrl-C mid-embedding keeps what was embedded; the next reindex embeds only the rest', async () => {
    const { store, ollama } = await prepare();
    const hold = ollama.holdEmbeds(2);
    const run = startReindex(store, ollama);
    for (let i = 1; i <= 3; i++) {
      await hold.waitForHeld(i);
      hold.release();
    }
    await hold.waitForHeld(4);
    // The signal is sent before the held batch is answered: the run stops after it.
    run.child.kill('SIGINT');
    hold.stop();
    const first = await run.done;
    expect(first.code).toBe(130);
    const firstJson = JSON.parse(first.stdout);
    expect(firstJson.interrupted).toBe(true);
    expect(first.stderr).toMatch(/keyword index and digests written: 200 memories searchable/);
    expect(first.stderr).toMatch(/strata: embedding \d+\/200 \(/);
    const firstTexts = embeddedTexts(ollama);
    // The batch under way when Ctrl-C came may have been cut short: sent, not kept.
    expect(firstTexts.length - firstJson.embedded).toBeLessThanOrEqual(32);
    expect(firstJson.embedded).toBeGreaterThan(0);
    expect(firstJson.embedded).toBeLessThan(COUNT);

    const mark = ollama.received.length;
    const second = await spawnStrataIn(store, ['reindex', '--json'], {
      env: { OLLAMA_HOST: ollama.url },
    });
    expect(second.code).toBe(0);
    const secondTexts = embeddedTexts(ollama, mark);
    expect(second.json.interrupted).toBe(false);
    expect(secondTexts.length).toBe(second.json.embedded);
    // Only the rest: what the first run kept is not embedded again.
    expect(firstJson.embedded + secondTexts.length).toBe(COUNT);
    expect(new Set([...firstTexts, ...secondTexts]).size).toBe(COUNT);
    expect(secondTexts.filter((t) => firstTexts.includes(t)).length).toBeLessThanOrEqual(32);
    expect(second.json.vectors).toBe(COUNT);
  });
});
