/**
 * The MCP server tells its client how a long embedding backlog is going: `embedding` log
 * notifications with done/total, rising to the whole backlog, then `vectors`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeOllama } from '../kit/fake-ollama.js';
import { generateStore, writeStore } from '../kit/generate-store.js';
import { createHashEmbedder } from '../kit/hash-embedder.js';
import { startMcp } from '../kit/mcp.js';
import { makeTempStore } from '../kit/temp-store.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('embedding progress through the MCP server', () => {
  it('reports done/total while the backlog is embedded', async () => {
    const store = makeTempStore({ samples: false });
    cleanups.push(() => store.cleanup());
    mkdirSync(store.globalDir, { recursive: true });
    writeFileSync(
      path.join(store.globalDir, 'config.json'),
      JSON.stringify({ embedding: { provider: 'ollama', timeoutMs: 120_000 } }),
    );
    await writeStore(store.memDir, generateStore({ count: 300, seed: 5 }));
    const ollama = await startFakeOllama({ embedder: createHashEmbedder() });
    cleanups.push(() => ollama.close());
    const mcp = await startMcp({
      env: { ...store.env, OLLAMA_HOST: ollama.url },
      cwd: store.root,
      args: ['--project', store.proj],
    });
    cleanups.push(() => mcp.close());
    await mcp.waitFor((e) => e.event === 'embedding' && e.done === 300);
    const seen = mcp.events.filter((e) => e.event === 'embedding');
    expect(seen.every((e) => e.total === 300)).toBe(true);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.length).toBeLessThanOrEqual(11);
    const done = seen.map((e) => e.done as number);
    expect([...done].sort((a, b) => a - b)).toEqual(done);
    await mcp.waitFor((e) => e.event === 'vectors' && e.vectors === 300);
  });
});
