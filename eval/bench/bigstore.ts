/**
 * A big store without Ollama (10,000 memories, the embedded USE-lite model): how soon
 * `strata reindex` makes the store keyword-searchable (beside `reindex --no-embed`),
 * embedding throughput on one vs two model threads (same texts, same run), the MCP
 * server's RSS with the model loaded and watching (beside a bare `node -e ''`), and an
 * IDE delete → gone from `memory_search` while the server embeds its backlog (beside the
 * same server without embeddings).
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMBEDDED_BATCH_MAX, EmbeddedProvider } from '../../src/embeddings/embedded-provider.js';
import { startWorkerPool } from '../../src/embeddings/worker-embedder.js';
import {
  baseEnv,
  type Embedding,
  type Setup,
  setUp,
  startServer,
  timeDeletes,
} from './mcp-sync.js';
import { type BenchRow, median, runNode, toMB } from './support/measure.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(REPO, 'lib', 'cli', 'main.js');
const WORKER = path.join(REPO, 'lib', 'embeddings', 'embed-worker.js');
const LONG_WAIT_MS = 15 * 60_000;

function writeConfig(setup: Setup, provider: Embedding['provider']): void {
  const file = path.join(setup.home, '.claude', 'memory', 'config.json');
  writeFileSync(file, JSON.stringify({ embedding: { provider } }));
}

/**
 * Runs `strata reindex` on a fresh cache and returns the ms until it says the keyword index
 * is written; then interrupts it (Ctrl-C) and waits for its exit. With `--no-embed`, the
 * ms to its exit.
 */
function timeReindex(setup: Setup, cache: string, noEmbed: boolean): Promise<number> {
  const env = { ...baseEnv(), HOME: setup.home, STRATA_CACHE_DIR: path.join(setup.root, cache) };
  const args = [CLI, 'reindex', '--json', ...(noEmbed ? ['--no-embed'] : [])];
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let searchableAt = Number.NaN;
    let stderr = '';
    const child = spawn(process.execPath, args, { cwd: setup.proj, env, stdio: 'pipe' });
    child.stdin.end();
    child.stdout.resume();
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      if (Number.isNaN(searchableAt) && /memories searchable/.test(stderr)) {
        searchableAt = performance.now() - start;
        child.kill('SIGINT');
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (noEmbed && code === 0) resolve(performance.now() - start);
      else if (!noEmbed && code === 130) resolve(searchableAt);
      else reject(new Error(`bench: reindex exited with ${code}: ${stderr.slice(-400)}`));
    });
  });
}

async function measureReindex(setup: Setup, runs: number): Promise<BenchRow> {
  const plain: number[] = [];
  const searchable: number[] = [];
  writeConfig(setup, 'embedded');
  for (let i = 0; i < runs; i++) {
    plain.push(await timeReindex(setup, `reindex-plain-${i}`, true));
    searchable.push(await timeReindex(setup, `reindex-embed-${i}`, false));
  }
  return {
    name: `strata reindex of 10k without Ollama: keyword index and digests written, search works (median of ${runs})`,
    value: median(searchable) / 1000,
    unit: 's',
    baseline: { name: 'reindex --no-embed, to exit', value: median(plain) / 1000 },
    target: '≤ 1.2× --no-embed (seconds, not minutes)',
    met: median(searchable) <= 1.2 * median(plain),
  };
}

/** Texts per second embedding `texts` on `workers` threads (the built worker). */
async function throughput(texts: string[], workers: number): Promise<number> {
  const pool = startWorkerPool(WORKER, workers);
  const provider = new EmbeddedProvider({ workers, load: async () => pool });
  try {
    // Warm every thread: each loads its own model on its first batch.
    await provider.embed(texts.slice(0, EMBEDDED_BATCH_MAX * workers));
    const start = performance.now();
    await provider.embed(texts);
    return texts.length / ((performance.now() - start) / 1000);
  } finally {
    pool.dispose?.();
  }
}

async function measureThroughput(setup: Setup, runs: number): Promise<BenchRow[]> {
  const texts = setup.memories.slice(0, 96).map((m) => `${m.title}\n\n${m.body}`);
  const one: number[] = [];
  const two: number[] = [];
  for (let i = 0; i < runs; i++) {
    one.push(await throughput(texts, 1));
    two.push(await throughput(texts, 2));
  }
  const base = { name: '1 thread', value: median(one) };
  return [
    {
      name: `embedded model throughput, 1 thread (${texts.length} memory texts, median of ${runs})`,
      value: median(one),
      unit: 'texts/s',
    },
    {
      name: `embedded model throughput, 2 threads (same texts, same run)`,
      value: median(two),
      unit: 'texts/s',
      baseline: base,
    },
  ];
}

/**
 * Peak RSS of a process that sets up a watch on the store: chokidar (one watch per file)
 * beside strata's folder watcher, each in a child of its own (same tsx loader).
 */
async function measureWatchMemory(setup: Setup): Promise<BenchRow> {
  const script = path.join(REPO, 'bench', 'support', 'watch-memory.ts');
  const peak = async (mode: string) => {
    const run = await runNode(['--import', 'tsx', script, mode, setup.memDir], { cwd: REPO });
    if (run.code !== 0) throw new Error(`bench: watch-memory ${mode} exited with ${run.code}`);
    return run.maxRssBytes;
  };
  const chokidar = await peak('chokidar');
  const folders = await peak('folders');
  return {
    name: `peak RSS of a process watching the 10k store: one watch per folder`,
    value: toMB(folders),
    unit: 'MB',
    baseline: { name: 'chokidar, one watch per file', value: toMB(chokidar) },
  };
}

/** Timed deletes on a server of `provider`; RSS read at the end (model loaded, watching). */
async function measureServer(
  setup: Setup,
  cache: string,
  provider: Embedding,
  victims: Setup['memories'],
): Promise<{ times: number[]; ready: number; rss: number; peak: number; backlogRan: boolean }> {
  // A server opens a saved keyword index (as after `strata reindex --no-embed`), not a
  // rebuild: a rebuild's garbage would stay in its RSS.
  await timeReindex(setup, cache, true);
  const server = await startServer(setup, cache, provider);
  try {
    await server.waitFor((d) => d.event === 'index-ready', LONG_WAIT_MS);
    await server.waitFor((d) => d.event === 'watching', LONG_WAIT_MS);
    const ready = server.rss().current;
    // The first progress event comes once the model is loaded and the backlog starts.
    if (provider.provider === 'embedded') {
      await server.waitFor((d) => d.event === 'embedding', LONG_WAIT_MS);
    }
    await timeDeletes(server, setup, victims.slice(0, 2));
    const times = await timeDeletes(server, setup, victims.slice(2));
    const { current, peak } = server.rss();
    const backlogRan = await server
      .waitFor((d) => d.event === 'vectors', 1)
      .then(
        () => false,
        () => true,
      );
    return {
      times,
      ready,
      rss: current,
      peak,
      backlogRan: provider.provider !== 'embedded' || backlogRan,
    };
  } finally {
    await server.close();
  }
}

async function measureSync(setup: Setup, deletes: number): Promise<BenchRow[]> {
  const live = setup.memories.filter((m) => !m.relPath.includes('archive/'));
  const per = deletes + 2;
  const plain = await measureServer(setup, 'server-none', { provider: 'none' }, live.slice(0, per));
  const busy = await measureServer(
    setup,
    'server-embedded',
    { provider: 'embedded' },
    live.slice(per, 2 * per),
  );
  const bare = await runNode(['-e', '']);
  const p50 = median(busy.times);
  const note = busy.backlogRan ? '' : ' (backlog ended mid-run)';
  return [
    {
      name: `MCP server RSS, 10k, embedded model loaded, watching, embedding its backlog (${toMB(busy.ready)} MB before the model; peak ${toMB(busy.peak)} MB)`,
      value: toMB(busy.rss),
      unit: 'MB',
      baseline: { name: "node -e ''", value: toMB(bare.maxRssBytes) },
      target: '≤ 300 MB',
      met: toMB(busy.rss) <= 300,
    },
    {
      name: `IDE delete → gone from memory_search p50 while the embedded model embeds a 10k backlog${note} (${busy.times.length} deletes)`,
      value: Math.round(p50),
      unit: 'ms',
      baseline: { name: 'same server, embeddings off', value: Math.round(median(plain.times)) },
      target: '≤ 300 ms',
      met: p50 <= 300,
    },
  ];
}

/** Options of {@link benchBigStore}. */
export interface BigStoreBenchOptions {
  count?: number;
  runs?: number;
  deletes?: number;
}

/** Runs the bench and returns its rows. */
export async function benchBigStore(options: BigStoreBenchOptions = {}): Promise<BenchRow[]> {
  const setup = await setUp(options.count ?? 10_000);
  try {
    return [
      await measureReindex(setup, options.runs ?? 3),
      await measureWatchMemory(setup),
      ...(await measureThroughput(setup, options.runs ?? 3)),
      ...(await measureSync(setup, options.deletes ?? 15)),
    ];
  } finally {
    rmSync(setup.root, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 10_000);
  const { formatTable } = await import('./support/table.js');
  console.log(formatTable('Big store without Ollama', await benchBigStore({ count })));
}
