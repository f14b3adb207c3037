/**
 * Sync bench through the MCP server: a memory file deleted in the IDE → gone from
 * `memory_search`, while the server embeds a backlog (a store with no vectors yet), beside
 * the same with every vector already up to date. Two backlogs: one served by an
 * Ollama-compatible server running the real USE-lite model (a busy CPU, like a local
 * Ollama), and one computed by the embedded model inside the server (no Ollama).
 */
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeOllama } from '../../test/kit/fake-ollama.js';
import { type GeneratedMemory, generateStore, writeStore } from '../../test/kit/generate-store.js';
import { createHashEmbedder } from '../../test/kit/hash-embedder.js';
import { startOllamaProcess } from './support/fake-ollama-process.js';
import { type BenchServer, spawnServer } from './support/mcp-session.js';
import { type BenchRow, median } from './support/measure.js';
import { serverNodeFlags } from './support/server-flags.js';
import { formatTable } from './support/table.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STRATA_SERVER = path.join(REPO, 'lib', 'mcp', 'server.js');
const LONG_WAIT_MS = 15 * 60_000;

/** Options of {@link benchMcpSync}. */
export interface McpSyncBenchOptions {
  /** Memories in the store (default 10,000). */
  count?: number;
  /** Timed deletions per case (default 15, after 2 unmeasured). */
  deletes?: number;
}

/** A generated store on disk, with a home of its own. */
export interface Setup {
  root: string;
  proj: string;
  memDir: string;
  home: string;
  memories: GeneratedMemory[];
}

/** How the server embeds: through an Ollama-compatible server, in-process, or not at all. */
export type Embedding =
  | { provider: 'ollama'; url: string }
  | { provider: 'embedded' }
  | { provider: 'none' };

/** This process's environment without anything pointing strata or Ollama elsewhere. */
export function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !/^(STRATA_|CLAUDE_|XDG_|OLLAMA_)/.test(k)) env[k] = v;
  }
  return env;
}

/** Writes a generated store of `count` memories in a fresh temp folder. */
export async function setUp(count: number): Promise<Setup> {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-bench-sync-'));
  const proj = path.join(root, 'proj');
  const memDir = path.join(proj, '.claude', 'memory');
  mkdirSync(path.join(proj, '.git'), { recursive: true });
  const home = path.join(root, 'home');
  mkdirSync(path.join(home, '.claude', 'memory'), { recursive: true });
  const generated = generateStore({ count, seed: 7 });
  await writeStore(memDir, generated);
  return { root, proj, memDir, home, memories: generated.memories };
}

/** A server on a cache of its own (`cache`), embedding as `embedding` says. */
export function startServer(
  setup: Setup,
  cache: string,
  embedding: Embedding,
): Promise<BenchServer> {
  // A backlog batch on a busy machine must not hit the 2 s Ollama deadline and fall back.
  const config = { embedding: { provider: embedding.provider, timeoutMs: 120_000 } };
  writeFileSync(path.join(setup.home, '.claude', 'memory', 'config.json'), JSON.stringify(config));
  const env = {
    ...baseEnv(),
    HOME: setup.home,
    STRATA_CACHE_DIR: path.join(setup.root, cache),
    OLLAMA_HOST: embedding.provider === 'ollama' ? embedding.url : 'http://127.0.0.1:9',
  };
  return spawnServer({
    command: process.execPath,
    args: [...serverNodeFlags(), STRATA_SERVER, '--project', setup.proj],
    env,
    cwd: setup.root,
  });
}

async function searchIds(server: BenchServer, query: string): Promise<string[]> {
  const result = await server.client.callTool({
    name: 'memory_search',
    arguments: { query, mode: 'keyword', limit: 50 },
  });
  const data = result.structuredContent as { results?: Array<{ id: string }> } | undefined;
  return (data?.results ?? []).map((r) => r.id);
}

/**
 * The longest word of the title: a rare one, so the search costs what a specific query
 * costs (a title of common words alone takes 100 ms to 1 s at 10k, whatever the sync).
 */
function rareWord(memory: GeneratedMemory): string {
  return memory.title.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '');
}

/**
 * Deletes each memory's file and times until `memory_search` no longer returns it: the
 * server's `index-updated` notice, then searches until it is gone (the first one is, when
 * sync keeps up).
 */
export async function timeDeletes(
  server: BenchServer,
  setup: Setup,
  memories: readonly GeneratedMemory[],
): Promise<number[]> {
  const times: number[] = [];
  for (const memory of memories) {
    // Only a memory its query finds can be seen to go.
    if (!(await searchIds(server, rareWord(memory))).includes(memory.id)) continue;
    const file = path.join(setup.memDir, memory.relPath);
    const start = performance.now();
    unlinkSync(file);
    await server.waitFor(
      (d) => d.event === 'index-updated' && ((d.removed as string[]) ?? []).includes(file),
      LONG_WAIT_MS,
    );
    while ((await searchIds(server, rareWord(memory))).includes(memory.id)) {
      // Still listed: search again; the time keeps running.
    }
    times.push(performance.now() - start);
  }
  return times;
}

/** True when the server has reported a finished embedding run (the backlog is done). */
async function backlogDone(server: BenchServer): Promise<boolean> {
  return server
    .waitFor((d) => d.event === 'vectors', 1)
    .then(
      () => true,
      () => false,
    );
}

async function measureCase(
  setup: Setup,
  cache: string,
  embedding: Embedding,
  victims: readonly GeneratedMemory[],
  waitForVectors: boolean,
): Promise<{ times: number[]; backlogRan: boolean }> {
  const server = await startServer(setup, cache, embedding);
  try {
    await server.waitFor((d) => d.event === 'index-ready', LONG_WAIT_MS);
    await server.waitFor((d) => d.event === 'watching', LONG_WAIT_MS);
    if (waitForVectors) await server.waitFor((d) => d.event === 'vectors', LONG_WAIT_MS);
    await timeDeletes(server, setup, victims.slice(0, 2));
    const times = await timeDeletes(server, setup, victims.slice(2));
    return { times, backlogRan: !waitForVectors && !(await backlogDone(server)) };
  } finally {
    await server.close();
  }
}

/** Runs the bench and returns its rows. */
export async function benchMcpSync(options: McpSyncBenchOptions = {}): Promise<BenchRow[]> {
  const count = options.count ?? 10_000;
  const per = (options.deletes ?? 15) + 2;
  const setup = await setUp(count);
  const fast = await startFakeOllama({ embedder: createHashEmbedder() });
  const real = await startOllamaProcess();
  try {
    const live = setup.memories.filter((m) => !m.relPath.includes('archive/'));
    const victims = (i: number) => live.slice(i * per, (i + 1) * per);
    const base = await measureCase(
      setup,
      'cache-a',
      { provider: 'ollama', url: fast.url },
      victims(0),
      true,
    );
    const ollama = await measureCase(
      setup,
      'cache-b',
      { provider: 'ollama', url: real.url },
      victims(1),
      false,
    );
    const embedded = await measureCase(
      setup,
      'cache-c',
      { provider: 'embedded' },
      victims(2),
      false,
    );
    return rows(count, base.times, [
      { label: 'Ollama (USE-lite over HTTP) embeds', ...ollama },
      { label: 'the embedded model embeds in the server', ...embedded },
    ]);
  } finally {
    await fast.close();
    await real.close();
    rmSync(setup.root, { recursive: true, force: true });
  }
}

function rows(
  count: number,
  base: number[],
  cases: Array<{ label: string; times: number[]; backlogRan: boolean }>,
): BenchRow[] {
  const k = `${count / 1000}k`;
  const baseline = {
    name: 'same, no backlog (every vector current)',
    value: Math.round(median(base)),
  };
  return cases.map((c) => ({
    name: `IDE delete → gone from memory_search p50, while ${c.label} a ${k} backlog${c.backlogRan ? '' : ' (backlog ended mid-run)'} (${c.times.length} deletes)`,
    value: Math.round(median(c.times)),
    unit: 'ms',
    baseline,
    target: '≤ 300 ms',
    met: median(c.times) <= 300,
  }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 10_000);
  console.log(formatTable('MCP sync while embedding', await benchMcpSync({ count })));
}
