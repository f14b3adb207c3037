/**
 * The plugin may run from a directory without node_modules: a copy of the bundle outside
 * the repository, with NODE_PATH empty, must serve and say what it cannot do. Also: the
 * `strata mcp` command serves the same tools.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, REPO } from '../kit/cli.js';
import { type FakeOllama, readFakeVectorsAsUseLite, startFakeOllama } from '../kit/fake-ollama.js';
import { startMcp } from '../kit/mcp.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

let store: TempStore;
let pluginDir: string;
let server: string;
let ollama: FakeOllama;

beforeAll(async () => {
  store = makeTempStore();
  readFakeVectorsAsUseLite(store.home);
  pluginDir = mkdtempSync(path.join(tmpdir(), 'strata-plugin-'));
  cpSync(path.join(REPO, 'lib'), path.join(pluginDir, 'lib'), { recursive: true });
  cpSync(path.join(REPO, '.mcp.json'), path.join(pluginDir, '.mcp.json'));
  server = path.join(pluginDir, 'lib', 'mcp', 'server.js');
  ollama = await startFakeOllama();
});

afterAll(async () => {
  await ollama?.close();
  store?.cleanup();
  rmSync(pluginDir, { recursive: true, force: true });
});

function env(ollamaHost: string): Record<string, string> {
  return { ...store.env, NODE_PATH: '', OLLAMA_HOST: ollamaHost };
}

describe('a copy of lib/ without node_modules', () => {
  it('without Ollama: keyword search; the first answer says how to get meaning, later ones only that it is keyword-only', async () => {
    const mcp = await startMcp({
      server,
      env: env('http://127.0.0.1:9'),
      cwd: pluginDir,
      args: ['--project', store.proj],
    });
    try {
      expect((await mcp.client.listTools()).tools).toHaveLength(15);
      // After the first embedding attempt, the server knows (and says) why it has no vectors.
      await mcp.waitFor((e) => e.event === 'vectors');
      const { data, text } = await mcp.ok('memory_search', { query: 'prisma migrate database' });
      expect(data.results[0].id).toBe('gotcha-prisma-migrate-resets-dev-db');
      expect(data.degraded).toBe(true);
      expect(data.notice).toBe(
        'strata: searched by keywords only, not by meaning: no Ollama answers at http://127.0.0.1:9; to search by meaning, install Ollama (https://ollama.com) and run `ollama pull embeddinggemma`',
      );
      expect(text.split('\n')[0]).toBe(data.notice);
      // The same notice is not repeated on every search: `degraded` still says it.
      const again = await mcp.ok('memory_search', { query: 'vite env prefix' });
      expect(again.data.degraded).toBe(true);
      expect(again.data.notice).toBeUndefined();
      expect(again.text).not.toContain('keywords only');
      const stats = await mcp.ok('memory_stats');
      expect(stats.data.index.embeddings).toMatch(
        /^none \(no Ollama answers at http:\/\/127\.0\.0\.1:9; /,
      );
      const saved = await mcp.ok('memory_save', {
        type: 'learning',
        title: 'Works without node_modules',
        body: 'yes',
      });
      expect(saved.data.id).toBe('learning-works-without-node-modules');
      expect(mcp.stderr()).toBe('');
    } finally {
      await mcp.close();
    }
  });

  it('with Ollama: meaning-based search over the fallback vector index', async () => {
    const mcp = await startMcp({
      server,
      env: env(ollama.url),
      cwd: pluginDir,
      args: ['--project', store.proj],
    });
    try {
      await mcp.waitFor((e) => e.event === 'vectors' && (e.vectors as number) > 0);
      const { data } = await mcp.ok('memory_search', {
        query: 'the database got wiped',
        mode: 'semantic',
      });
      expect(data.notice ?? '').toBe('');
      expect(data.degraded).toBe(false);
      expect(data.results.length).toBeGreaterThan(0);
      const stats = await mcp.ok('memory_stats');
      expect(stats.data.index.vector_index).toBe('brute-force');
      expect(stats.data.index.embeddings).toMatch(/^ollama\/embeddinggemma/);
    } finally {
      await mcp.close();
    }
  });
});

describe('strata mcp', () => {
  it('serves the same tools from the CLI', async () => {
    const mcp = await startMcp({
      server: CLI,
      args: ['mcp', '--project', store.proj],
      env: env('http://127.0.0.1:9'),
      cwd: store.root,
    });
    try {
      expect((await mcp.client.listTools()).tools.map((t) => t.name)).toContain('memory_context');
      const { data } = await mcp.ok('memory_get', { id: 'hub-authentication' });
      expect(data.type).toBe('hub');
    } finally {
      await mcp.close();
    }
  });
});
