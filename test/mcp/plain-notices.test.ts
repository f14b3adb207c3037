/**
 * What the MCP server tells Claude reads as the CLI does, through the built server and a real
 * client: a search that could not use meaning says why in words with what to do (here: the
 * first embedding run is still under way, held back by the fake Ollama), and a refusal is
 * the `strata: …` message, its fix and its code, with no "Error CODE:" prefix.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeOllama } from '../kit/fake-ollama.js';
import { startMcp } from '../kit/mcp.js';
import { makeTempStore } from '../kit/temp-store.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('MCP notices in plain words', () => {
  it('a search before the first vectors exist says so and what to do; refusals read cleanly', async () => {
    const store = makeTempStore();
    cleanups.push(() => store.cleanup());
    mkdirSync(store.globalDir, { recursive: true });
    writeFileSync(
      path.join(store.globalDir, 'config.json'),
      JSON.stringify({ embedding: { provider: 'ollama', timeoutMs: 120_000 } }),
    );
    const ollama = await startFakeOllama();
    cleanups.push(() => ollama.close());
    // The backlog (batches of two texts or more) waits, as a first run on a big store does.
    const hold = ollama.holdEmbeds(2);
    cleanups.push(() => hold.stop());
    const mcp = await startMcp({
      env: { ...store.env, OLLAMA_HOST: ollama.url },
      cwd: store.root,
      args: ['--project', store.proj],
    });
    cleanups.push(() => mcp.close());
    await hold.waitForHeld(1);

    const { data } = await mcp.ok('memory_search', { query: 'prisma migrate database' });
    expect(data.results.length).toBeGreaterThan(0);
    expect(data.degraded).toBe(true);
    expect(data.notice).toMatch(/^strata: searched by keywords only, not by meaning: /);
    expect(data.notice).toContain('still being built');
    expect(data.notice).toContain('strata reindex');
    expect(data.notice).not.toMatch(/not started|hybrid search ran/);

    const { code, text } = await mcp.refused('memory_get', { id: 'no-such-memory' });
    expect(code).toBe('NOT_FOUND');
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^strata: /);
    expect(lines[1]).toMatch(/^fix: /);
    expect(lines.at(-1)).toBe('(error code NOT_FOUND)');
    expect(text).not.toMatch(/Error NOT_FOUND/);
  });
});
