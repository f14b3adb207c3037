/**
 * MCP bench at 10k memories: spawn → `tools/list` answered, `memory_search` round trips
 * (p50/p95, keyword and hybrid), server RSS (with the embedded model loaded, too), and the
 * same items loaded into the official reference memory server (`search_nodes`), driven by
 * the same client in the same run, side by side.
 *
 * Vectors come from a fake Ollama with a fast hashing embedder (512-d, like USE-lite), so
 * the store gets its vectors in seconds; search cost depends on count and dimensions.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeOllama } from '../../test/kit/fake-ollama.js';
import { type GeneratedMemory, generateStore, writeStore } from '../../test/kit/generate-store.js';
import { createHashEmbedder } from '../../test/kit/hash-embedder.js';
import { type BenchServer, spawnServer, timeCalls } from './support/mcp-session.js';
import { type BenchRow, median, percentile, runNode, toMB } from './support/measure.js';
import { serverNodeFlags } from './support/server-flags.js';
import { loadIntoServerMemory } from './support/server-memory-load.js';
import { formatTable } from './support/table.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STRATA_SERVER = path.join(REPO, 'lib', 'mcp', 'server.js');
const REFERENCE_SERVER = path.join(
  REPO,
  'node_modules',
  '@modelcontextprotocol',
  'server-memory',
  'dist',
  'index.js',
);
const LONG_WAIT_MS = 15 * 60_000;

/** Options of {@link benchMcp}. */
export interface McpBenchOptions {
  /** Memories in the store (default 10,000). */
  count?: number;
  /** Timed searches per kind (default 200, after 20 unmeasured). */
  queries?: number;
  /** Spawns timed per server (default 7). */
  spawns?: number;
}

interface Setup {
  root: string;
  proj: string;
  env: Record<string, string>;
  memories: GeneratedMemory[];
}

function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !/^(STRATA_|CLAUDE_|XDG_|OLLAMA_|MEMORY_FILE_PATH$)/.test(k)) env[k] = v;
  }
  return env;
}

async function setUp(count: number, ollamaUrl: string): Promise<Setup> {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-bench-mcp-'));
  const proj = path.join(root, 'proj');
  mkdirSync(path.join(proj, '.git'), { recursive: true });
  mkdirSync(path.join(root, 'home'));
  const generated = generateStore({ count, seed: 42 });
  await writeStore(path.join(proj, '.claude', 'memory'), generated);
  const env = {
    ...baseEnv(),
    HOME: path.join(root, 'home'),
    STRATA_CACHE_DIR: path.join(root, 'cache'),
    OLLAMA_HOST: ollamaUrl,
  };
  return { root, proj, env, memories: generated.memories };
}

function strata(setup: Setup, env: Record<string, string> = setup.env): Promise<BenchServer> {
  return spawnServer({
    command: process.execPath,
    args: [...serverNodeFlags(), STRATA_SERVER, '--project', setup.proj],
    env,
    cwd: setup.root,
  });
}

function reference(setup: Setup): Promise<BenchServer> {
  const env = { ...setup.env, MEMORY_FILE_PATH: path.join(setup.root, 'server-memory.jsonl') };
  return spawnServer({ command: process.execPath, args: [REFERENCE_SERVER], env, cwd: setup.root });
}

/** Two or three words of a memory's title: what someone would type. */
function queries(memories: readonly GeneratedMemory[], n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const words = memories[(i * 7919) % memories.length]!.title.split(/\s+/).filter(
      (w) => w.length > 3,
    );
    return words.slice(0, 2 + (i % 2)).join(' ') || 'cache';
  });
}

async function spawnTimes(start: () => Promise<BenchServer>, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = await start();
    times.push(server.listedMs);
    await server.close();
  }
  return times;
}

async function timeSearches(
  server: BenchServer,
  tool: string,
  args: Array<Record<string, unknown>>,
) {
  await timeCalls(server, tool, args.slice(0, 20));
  return timeCalls(server, tool, args);
}

/** Runs the bench and returns its rows. */
export async function benchMcp(options: McpBenchOptions = {}): Promise<BenchRow[]> {
  const count = options.count ?? 10_000;
  const ollama = await startFakeOllama({ embedder: createHashEmbedder() });
  const setup = await setUp(count, ollama.url);
  try {
    return await measure(setup, count, options);
  } finally {
    await ollama.close();
    rmSync(setup.root, { recursive: true, force: true });
  }
}

async function measure(setup: Setup, count: number, options: McpBenchOptions): Promise<BenchRow[]> {
  const texts = queries(setup.memories, options.queries ?? 200);
  // First start builds and saves the indexes and vectors, as a first session would.
  const warm = await strata(setup);
  await warm.waitFor((d) => d.event === 'vectors', LONG_WAIT_MS);
  await warm.close();

  const spawns = options.spawns ?? 7;
  const strataSpawn = await spawnTimes(() => strata(setup), spawns);
  const server = await strata(setup);
  await server.waitFor((d) => d.event === 'vectors', LONG_WAIT_MS);
  const keyword = await timeSearches(
    server,
    'memory_search',
    texts.map((query) => ({ query, mode: 'keyword' })),
  );
  const hybrid = await timeSearches(
    server,
    'memory_search',
    texts.map((query) => ({ query })),
  );
  const strataRss = server.rss();
  await server.close();

  const embeddedRss = await rssWithEmbeddedModel(setup);

  const ref = await reference(setup);
  await loadIntoServerMemory(ref, setup.memories);
  const refSearch = await timeSearches(
    ref,
    'search_nodes',
    texts.map((query) => ({ query })),
  );
  const refRss = ref.rss();
  await ref.close();
  const refSpawn = await spawnTimes(() => reference(setup), spawns);
  const bare = await bareNode(spawns);

  return rows({
    count,
    strataSpawn,
    refSpawn,
    keyword,
    hybrid,
    refSearch,
    strataRss,
    refRss,
    embeddedRss,
    bare,
  });
}

/** A bare `node -e ''` from spawn to exit, and its RSS: how loaded the machine is in this run. */
async function bareNode(runs: number): Promise<{ ms: number[]; rss: number }> {
  const ms: number[] = [];
  let rss = 0;
  for (let i = 0; i < runs; i++) {
    const run = await runNode(['-e', '']);
    ms.push(run.ms);
    rss = run.maxRssBytes;
  }
  return { ms, rss };
}

/**
 * RSS once the embedded model is loaded: no Ollama, `embedding.provider: "embedded"` (it is
 * opt-in), and a hybrid search makes it load.
 */
async function rssWithEmbeddedModel(setup: Setup): Promise<number> {
  const config = path.join(setup.env.HOME!, '.claude', 'memory', 'config.json');
  mkdirSync(path.dirname(config), { recursive: true });
  writeFileSync(config, JSON.stringify({ embedding: { provider: 'embedded' } }));
  const server = await strata(setup, { ...setup.env, OLLAMA_HOST: 'http://127.0.0.1:9' });
  try {
    await server.waitFor((d) => d.event === 'index-ready', LONG_WAIT_MS);
    await server.client.callTool({ name: 'memory_search', arguments: { query: 'cache timeout' } });
    return server.rss().current;
  } finally {
    await server.close();
    rmSync(config);
  }
}

interface Measured {
  count: number;
  strataSpawn: number[];
  refSpawn: number[];
  keyword: number[];
  hybrid: number[];
  refSearch: number[];
  strataRss: { current: number; peak: number };
  refRss: { current: number; peak: number };
  embeddedRss: number;
  bare: { ms: number[]; rss: number };
}

function rows(m: Measured): BenchRow[] {
  const k = `${m.count / 1000}k`;
  const ref = (name: string, value: number) => ({
    name: `server-memory ${name}`,
    value: Math.round(value * 100) / 100,
  });
  const spawn = median(m.strataSpawn);
  const p50 = (v: number[]) => Math.round(percentile(v, 50) * 100) / 100;
  const p95 = (v: number[]) => Math.round(percentile(v, 95) * 100) / 100;
  const refP50 = p50(m.refSearch);
  const fast = (v: number) => v <= 10 && refP50 / v >= 10;
  return [
    {
      name: `node -e '' spawn to exit, machine load in this run (median of ${m.bare.ms.length}; RSS ${toMB(m.bare.rss)} MB)`,
      value: Math.round(median(m.bare.ms)),
      unit: 'ms',
    },
    {
      name: `spawn → tools/list answered, ${k} memories (median of ${m.strataSpawn.length})`,
      value: Math.round(spawn),
      unit: 'ms',
      baseline: ref('spawn → tools/list', median(m.refSpawn)),
      target: '≤ 300 ms',
      met: spawn <= 300,
    },
    {
      name: `memory_search round trip p50, keyword, ${k}`,
      value: p50(m.keyword),
      unit: 'ms',
      baseline: ref('search_nodes p50', refP50),
      target: '≤ 10 ms and ≥ 10× faster',
      met: fast(p50(m.keyword)),
    },
    {
      name: `memory_search round trip p95, keyword, ${k}`,
      value: p95(m.keyword),
      unit: 'ms',
      baseline: ref('search_nodes p95', p95(m.refSearch)),
    },
    {
      name: `memory_search round trip p50, hybrid (query embedded by Ollama over HTTP), ${k}`,
      value: p50(m.hybrid),
      unit: 'ms',
      baseline: ref('search_nodes p50', refP50),
      target: '≤ 10 ms and ≥ 10× faster',
      met: fast(p50(m.hybrid)),
    },
    {
      name: `memory_search round trip p95, hybrid, ${k}`,
      value: p95(m.hybrid),
      unit: 'ms',
      baseline: ref('search_nodes p95', p95(m.refSearch)),
    },
    {
      name: `server RSS after the searches, ${k} (indexes + vectors loaded)`,
      value: toMB(m.strataRss.current),
      unit: 'MB',
      baseline: ref('RSS', toMB(m.refRss.current)),
    },
    {
      name: `server RSS with the embedded model loaded, ${k}`,
      value: toMB(m.embeddedRss),
      unit: 'MB',
      baseline: ref('RSS', toMB(m.refRss.current)),
      target: '≤ 300 MB',
      met: m.embeddedRss <= 300 * 1024 * 1024,
    },
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 10_000);
  console.log(formatTable('MCP server', await benchMcp({ count })));
}
