/**
 * MCP server memory at 10,000 memories without Ollama: the built server, started with the
 * flags `.mcp.json` gives it, on a generated store whose keyword index was saved before (as
 * after any earlier session), answers a hybrid `memory_search`; then its RSS and its peak
 * (VmHWM) are read from /proc. Once in the default configuration (keyword-only without
 * Ollama: the embedded model is never loaded) and once with `embedding.provider:
 * "embedded"` (the model loads for the query and starts on the backlog). Median of `runs`
 * fresh servers each.
 *
 *   npm run build && node --import tsx eval/bench/server-rss.ts [count] [runs]
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseEnv, type Setup, setUp } from './mcp-sync.js';
import { spawnServer } from './support/mcp-session.js';
import { type BenchRow, median, runNode, toMB } from './support/measure.js';
import { serverNodeFlags } from './support/server-flags.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(REPO, 'lib', 'cli', 'main.js');
const SERVER = path.join(REPO, 'lib', 'mcp', 'server.js');
const LONG_WAIT_MS = 15 * 60_000;
/** Nothing listens here: a machine without Ollama. */
const NO_OLLAMA = 'http://127.0.0.1:9';

type Configuration = 'default' | 'embedded';

/** One server's memory after its first hybrid search, in bytes. */
interface Sample {
  current: number;
  peak: number;
  /** RSS once the indexes were loaded and the watcher was up, before the search. */
  ready: number;
}

function env(setup: Setup, cache: string): Record<string, string> {
  return {
    ...baseEnv(),
    HOME: setup.home,
    STRATA_CACHE_DIR: path.join(setup.root, cache),
    OLLAMA_HOST: NO_OLLAMA,
  };
}

function writeConfig(setup: Setup, configuration: Configuration): void {
  const embedding = configuration === 'embedded' ? { provider: 'embedded' } : {};
  const file = path.join(setup.home, '.claude', 'memory', 'config.json');
  writeFileSync(file, JSON.stringify({ embedding }));
}

/** Starts a server on a saved keyword index, searches once, reads its memory, stops it. */
async function sample(setup: Setup, configuration: Configuration, run: number): Promise<Sample> {
  const cache = `rss-${configuration}-${run}`;
  writeConfig(setup, configuration);
  // A saved index, as every start after the first finds: a rebuild's garbage is not the point.
  execFileSync(process.execPath, [CLI, 'reindex', '--no-embed', '--json'], {
    cwd: setup.proj,
    env: env(setup, cache),
    stdio: 'ignore',
  });
  const server = await spawnServer({
    command: process.execPath,
    args: [...serverNodeFlags(), SERVER, '--project', setup.proj],
    env: env(setup, cache),
    cwd: setup.root,
  });
  try {
    await server.waitFor((d) => d.event === 'index-ready', LONG_WAIT_MS);
    await server.waitFor((d) => d.event === 'watching', LONG_WAIT_MS);
    const ready = server.rss().current;
    const result = await server.client.callTool({
      name: 'memory_search',
      arguments: { query: 'database migration resets the schema', queries: ['db wiped'] },
    });
    if (result.isError) throw new Error(`bench: memory_search failed: ${JSON.stringify(result)}`);
    if (configuration === 'embedded') {
      // The backlog has started once the model answered: the model is in memory.
      await server.waitFor((d) => d.event === 'embedding', LONG_WAIT_MS);
    }
    return { ...server.rss(), ready };
  } finally {
    await server.close();
  }
}

async function measure(setup: Setup, configuration: Configuration, runs: number) {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await sample(setup, configuration, i));
  return {
    current: median(samples.map((s) => s.current)),
    peak: median(samples.map((s) => s.peak)),
    ready: median(samples.map((s) => s.ready)),
  };
}

/** Runs the bench and returns its rows. */
export async function benchServerRss(count = 10_000, runs = 3): Promise<BenchRow[]> {
  const setup = await setUp(count);
  try {
    const plain = await measure(setup, 'default', runs);
    const embedded = await measure(setup, 'embedded', runs);
    const bare = await runNode(['-e', '']);
    const n = count.toLocaleString('en');
    return [
      {
        name: `MCP server peak RSS, ${n} memories, no Ollama, default config, after a hybrid search (median of ${runs}; ${toMB(plain.current)} MB after it, ${toMB(plain.ready)} MB before it)`,
        value: toMB(plain.peak),
        unit: 'MB',
        baseline: { name: "node -e ''", value: toMB(bare.maxRssBytes) },
        target: '≤ 160 MB',
        met: toMB(plain.peak) <= 160,
      },
      {
        name: `same, embedding.provider "embedded" (model loaded, backlog started; ${toMB(embedded.current)} MB after the search)`,
        value: toMB(embedded.peak),
        unit: 'MB',
        baseline: { name: 'default config', value: toMB(plain.peak) },
      },
    ];
  } finally {
    rmSync(setup.root, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 10_000);
  const runs = Number(process.argv[3] ?? 3);
  const { formatTable } = await import('./support/table.js');
  console.log(formatTable('MCP server memory without Ollama', await benchServerRss(count, runs)));
}
