/**
 * Cost as the store grows, on a store of common words (support/generate-common-store.ts):
 * default config, no Ollama, keyword search through the built MCP server. At each size:
 * `strata reindex` (spawn to exit, and its peak RSS), MCP spawn → first `memory_search`
 * answered, 60 three-common-word searches (p50/p95 round trip, after 10 unmeasured), the
 * server's peak RSS (VmHWM from /proc) after them, and the Read hook (PostToolUse),
 * the prompt hook and session start beside a bare `node -e ''` timed interleaved in the
 * same run.
 *
 * With `--compare-lib`, the other build's server runs on the same store from an index its
 * own `strata reindex` saved (in a cache folder of its own: a new index format is a rebuild).
 * With `--store-dir`, stores (and both builds' saved indexes) are kept there and reused by
 * the next run of the same size, so a 100,000-memory store is written and indexed once.
 *
 *   npm run build && node --import tsx eval/bench/scale.ts [--compare-lib=<other lib/>]
 *     [--store-dir=<folder>] [count…]
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { KeywordIndex } from '../../src/search/keyword/keyword-index.js';
import { baseEnv } from './mcp-sync.js';
import {
  commonQueries,
  commonStoreQueries,
  writeCommonStore,
} from './support/generate-common-store.js';
import { hookCommand } from './support/hook-command.js';
import { spawnServer } from './support/mcp-session.js';
import {
  type BenchRow,
  median,
  percentile,
  runNode,
  timeProcess,
  toMB,
} from './support/measure.js';
import { serverNodeFlags } from './support/server-flags.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(REPO, 'lib', 'cli', 'main.js');
const SERVER = path.join(REPO, 'lib', 'mcp', 'server.js');
const LONG_WAIT_MS = 30 * 60_000;

interface Setup {
  root: string;
  proj: string;
  env: Record<string, string>;
  queries: string[];
  rareQueries: string[];
}

/** A fresh store in a temp folder, or the one kept in `storeDir` (written there once). */
function setUp(count: number, storeDir?: string): Setup {
  const root = storeDir
    ? path.join(storeDir, String(count))
    : mkdtempSync(path.join(tmpdir(), 'strata-bench-scale-'));
  const proj = path.join(root, 'proj');
  const home = path.join(root, 'home');
  mkdirSync(path.join(home, '.claude', 'memory'), { recursive: true });
  writeFileSync(path.join(home, '.claude', 'memory', 'config.json'), '{}');
  const written = path.join(root, 'store-written');
  const reuse = storeDir !== undefined && existsSync(written);
  const { queries, rareQueries } = reuse
    ? commonStoreQueries(count)
    : writeCommonStore(proj, count);
  if (storeDir) writeFileSync(written, '');
  // This build's reindex is measured from nothing, even on a kept store.
  rmSync(path.join(root, 'cache'), { recursive: true, force: true });
  const env = {
    ...baseEnv(),
    HOME: home,
    STRATA_CACHE_DIR: path.join(root, 'cache'),
    CLAUDE_PROJECT_DIR: proj,
    // Nothing listens here: a machine without Ollama.
    OLLAMA_HOST: 'http://127.0.0.1:9',
  };
  return { root, proj, env, queries, rareQueries };
}

async function reindex(setup: Setup, cli = CLI): Promise<{ ms: number; peak: number }> {
  const run = await runNode([cli, 'reindex', '--json'], { cwd: setup.proj, env: setup.env });
  if (run.code !== 0) throw new Error(`bench: reindex exited with ${run.code}`);
  return { ms: run.ms, peak: run.maxRssBytes };
}

interface ServerRun {
  firstAnswerMs: number;
  /** Server CPU ms from spawn to the first answer (wall time waits for other processes too). */
  firstAnswerCpu: number;
  searches: number[];
  /** Rare-word searches interleaved with the common ones: what the round trip costs at least. */
  rare: number[];
  /** Server CPU ms per common-word search (mean; CPU time does not wait for other processes). */
  cpuPerSearch: number;
  peak: number;
}

async function serverRun(setup: Setup, serverScript = SERVER): Promise<ServerRun> {
  const started = performance.now();
  const server = await spawnServer({
    command: process.execPath,
    args: [...serverNodeFlags(), serverScript, '--project', setup.proj],
    env: setup.env,
    cwd: setup.root,
  });
  try {
    const call = (query: string) =>
      server.client.callTool({ name: 'memory_search', arguments: { query, mode: 'keyword' } });
    const search = async (query: string) => {
      const at = performance.now();
      const result = await call(query);
      if (result.isError) throw new Error(`bench: memory_search failed: ${JSON.stringify(result)}`);
      return performance.now() - at;
    };
    // The first answer: a call made while the index loads says NOT_READY; ask again.
    for (let tries = 0; ; tries++) {
      const result = await call(setup.queries[0]!);
      if (!result.isError) break;
      const code = (result._meta?.['strata/error'] as { code?: string } | undefined)?.code;
      if (code !== 'NOT_READY' || tries > 600)
        throw new Error(`bench: memory_search failed: ${JSON.stringify(result)}`);
    }
    const firstAnswerMs = performance.now() - started;
    const firstAnswerCpu = server.cpuMs();
    // Searches are timed once start-up work is over: the watcher runs and the index has
    // caught up with the files (a server may answer before both).
    await server.waitFor((d) => d.event === 'watching', LONG_WAIT_MS);
    await server.waitFor((d) => d.event === 'index-ready', LONG_WAIT_MS);
    for (const query of commonQueries(10, 12)) await search(query);
    const searches: number[] = [];
    const rare: number[] = [];
    let cpu = 0;
    for (const [i, query] of setup.queries.entries()) {
      const before = server.cpuMs();
      searches.push(await search(query));
      cpu += server.cpuMs() - before;
      rare.push(await search(setup.rareQueries[i % setup.rareQueries.length]!));
    }
    const cpuPerSearch = cpu / searches.length;
    return { firstAnswerMs, firstAnswerCpu, searches, rare, cpuPerSearch, peak: server.rss().peak };
  } finally {
    await server.close();
  }
}

/** The saved keyword index of the store, loaded here; CPU time of each common-word search. */
function inProcess(setup: Setup): { cpu: number[]; heapMB: number; buffersMB: number } {
  const projects = path.join(setup.env.STRATA_CACHE_DIR!, 'projects');
  const dir = path.join(projects, readdirSync(projects)[0]!, 'index');
  const file = readdirSync(dir).find((name) => name.startsWith('keyword.'))!;
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
  const before = process.memoryUsage();
  const index = KeywordIndex.open(path.join(dir, file));
  for (const query of commonQueries(10, 12)) index.search(query, { limit: 50 });
  const cpu = setup.queries.map((query) => {
    const start = process.cpuUsage();
    index.search(query, { limit: 50 });
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  });
  gc();
  const after = process.memoryUsage();
  return {
    cpu,
    heapMB: toMB(after.heapUsed - before.heapUsed),
    buffersMB: toMB(after.arrayBuffers - before.arrayBuffers),
  };
}

/**
 * Each hook's stdin in round `round`: the tool hooks in a new session every round, so each
 * run finds its gotchas not yet shown (the costly path); the others in one session.
 */
function hookInputs(proj: string, round: number): Record<string, string> {
  const base = { session_id: 'bench', transcript_path: path.join(proj, 't.jsonl'), cwd: proj };
  const fresh = { ...base, session_id: `bench-${round}` };
  const file = path.join(proj, 'src', 'auth', 'token.ts');
  return {
    'session-start': JSON.stringify({
      ...base,
      hook_event_name: 'SessionStart',
      source: 'startup',
    }),
    'post-tool-use': JSON.stringify({
      ...fresh,
      hook_event_name: 'PostToolUse',
      tool_name: 'Read',
      tool_input: { file_path: file },
      tool_response: { type: 'text', file: { filePath: file, content: 'x\n', numLines: 1 } },
    }),
    'pre-tool-use (Edit)': JSON.stringify({
      ...fresh,
      hook_event_name: 'PreToolUse',
      tool_name: 'Edit',
      tool_input: { file_path: file, old_string: 'a', new_string: 'b' },
    }),
    'pre-tool-use (Bash)': JSON.stringify({
      ...fresh,
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'npm test && git push origin main' },
    }),
    'user-prompt-submit': JSON.stringify({
      ...base,
      hook_event_name: 'UserPromptSubmit',
      prompt: 'the auth token cache expires before the retry timeout of the queue',
    }),
  };
}

async function hookTimes(setup: Setup, runs: number): Promise<Record<string, number>> {
  const times: Record<string, number[]> = { bare: [] };
  for (const hook of Object.keys(hookInputs(setup.proj, 0))) times[hook] = [];
  for (let i = 0; i < runs + 2; i++) {
    // Interleaved so machine noise hits the baseline and the hooks alike; 2 warm-up rounds.
    const bare = await timeProcess(process.execPath, ['-e', ''], '', setup.env, setup.proj);
    if (i >= 2) times.bare!.push(bare);
    for (const [hook, input] of Object.entries(hookInputs(setup.proj, i))) {
      const { hook_event_name: event, tool_name: tool, source } = JSON.parse(input);
      const command = hookCommand(REPO, event, tool ?? source);
      const ms = await timeProcess(process.execPath, command, input, setup.env, setup.proj);
      if (i >= 2) times[hook]!.push(ms);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Targets by store size (the larger ones apply from 100k). */
function targets(count: number) {
  return count >= 100_000
    ? { p50: 20, p95: 60, peak: 300, first: 2_000, reindex: 60_000, hook: 1.15 }
    : { p50: 5, p95: 15, peak: 150, first: 2_000, reindex: 60_000, hook: 1.15 };
}

function sizeRows(
  count: number,
  re: { ms: number; peak: number },
  s: ServerRun,
  hooks: Record<string, number>,
): BenchRow[] {
  const n = count.toLocaleString('en');
  const t = targets(count);
  const p50 = percentile(s.searches, 50);
  const p95 = percentile(s.searches, 95);
  const bare = { name: "node -e ''", value: round(hooks.bare!) };
  const hookRow = (hook: string, label: string): BenchRow => ({
    name: `${n}: ${label}, spawn to exit (median)`,
    value: round(hooks[hook]!),
    unit: 'ms',
    baseline: bare,
    target: `≤ ${t.hook}× baseline`,
    met: hooks[hook]! <= t.hook * hooks.bare!,
  });
  return [
    {
      name: `${n}: strata reindex, spawn to exit (peak RSS ${toMB(re.peak)} MB)`,
      value: round(re.ms / 1000),
      unit: 's',
      target: `≤ ${t.reindex / 1000} s`,
      met: re.ms <= t.reindex,
    },
    {
      name: `${n}: MCP spawn → first memory_search answered`,
      value: Math.round(s.firstAnswerMs),
      unit: 'ms',
      target: `≤ ${t.first} ms`,
      met: s.firstAnswerMs <= t.first,
    },
    {
      name: `${n}: server CPU time from spawn to the first answer (/proc)`,
      value: Math.round(s.firstAnswerCpu),
      unit: 'ms',
    },
    {
      name: `${n}: memory_search p50, keyword, ${s.searches.length} three-common-word queries`,
      value: round(p50),
      unit: 'ms',
      baseline: { name: 'one rare word, same run', value: round(percentile(s.rare, 50)) },
      target: `≤ ${t.p50} ms`,
      met: p50 <= t.p50,
    },
    {
      name: `${n}: memory_search p95, same queries`,
      value: round(p95),
      unit: 'ms',
      baseline: { name: 'one rare word, same run', value: round(percentile(s.rare, 95)) },
      target: `≤ ${t.p95} ms`,
      met: p95 <= t.p95,
    },
    {
      name: `${n}: server CPU time per common-word search (mean of ${s.searches.length}, /proc)`,
      value: round(s.cpuPerSearch),
      unit: 'ms',
    },
    {
      name: `${n}: MCP server peak RSS (VmHWM) after the searches`,
      value: toMB(s.peak),
      unit: 'MB',
      target: `≤ ${t.peak} MB`,
      met: toMB(s.peak) <= t.peak,
    },
    hookRow('post-tool-use', 'Read hook (PostToolUse)'),
    hookRow('pre-tool-use (Edit)', 'PreToolUse hook before an Edit'),
    hookRow('pre-tool-use (Bash)', 'PreToolUse hook before a Bash command'),
    hookRow('session-start', 'session start'),
    hookRow('user-prompt-submit', 'prompt hook (UserPromptSubmit)'),
  ];
}

function inProcessRows(
  count: number,
  m: { cpu: number[]; heapMB: number; buffersMB: number },
): BenchRow[] {
  const n = count.toLocaleString('en');
  return [
    {
      name: `${n}: keyword search alone, in process, CPU p50 (p95 ${round(percentile(m.cpu, 95))} ms)`,
      value: round(percentile(m.cpu, 50)),
      unit: 'ms',
    },
    {
      name: `${n}: loaded keyword index: JS heap, beside its array buffers (after a full collection)`,
      value: m.heapMB,
      unit: 'MB',
      baseline: { name: 'array buffers', value: m.buffersMB },
    },
  ];
}

/** This build's server beside another build's on the same store, in the same run. */
function compareRows(count: number, ours: ServerRun, other: ServerRun): BenchRow[] {
  const n = count.toLocaleString('en');
  const row = (name: string, unit: string, a: number, b: number): BenchRow => ({
    name: `${n}: ${name}`,
    value: round(a),
    unit,
    baseline: { name: 'other build, same store', value: round(b) },
  });
  return [
    row('spawn → first answer', 'ms', ours.firstAnswerMs, other.firstAnswerMs),
    row('server CPU to the first answer', 'ms', ours.firstAnswerCpu, other.firstAnswerCpu),
    row('search p50', 'ms', percentile(ours.searches, 50), percentile(other.searches, 50)),
    row('search p95', 'ms', percentile(ours.searches, 95), percentile(other.searches, 95)),
    row('server CPU per search', 'ms', ours.cpuPerSearch, other.cpuPerSearch),
    row('server peak RSS', 'MB', toMB(ours.peak), toMB(other.peak)),
  ];
}

/**
 * The other build's server on the same store, from an index saved by its own `reindex`
 * in a cache folder of its own, named by that build's server bundle (made once per build
 * when the store is kept): an index another build saved would be rebuilt on the first
 * search, and the bench's request would time out.
 */
async function otherBuildRun(setup: Setup, lib: string): Promise<ServerRun> {
  const server = readFileSync(path.join(lib, 'mcp', 'server.js'));
  const build = createHash('sha256').update(server).digest('hex').slice(0, 12);
  const cache = path.join(setup.root, `cache-other-${build}`);
  const other: Setup = { ...setup, env: { ...setup.env, STRATA_CACHE_DIR: cache } };
  if (!existsSync(path.join(cache, 'projects')))
    await reindex(other, path.join(lib, 'cli', 'main.js'));
  return serverRun(other, path.join(lib, 'mcp', 'server.js'));
}

/** Options of {@link benchScale}. */
export interface ScaleBenchOptions {
  /** Store sizes (default 1,000 and 10,000). */
  counts?: number[];
  /** Hook runs per size (default 15). */
  hookRuns?: number;
  /**
   * Another build's `lib/` (say, of the previous commit) whose MCP server is measured on the
   * same store and saved index right after this one's, as a same-run baseline.
   */
  compareLib?: string;
  /** A folder to keep stores and saved indexes in, reused by later runs (see the module comment). */
  storeDir?: string;
}

/** Runs the bench (`npm run build` first) and returns its rows. */
export async function benchScale(options: ScaleBenchOptions = {}): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const count of options.counts ?? [1_000, 10_000]) {
    const setup = setUp(count, options.storeDir);
    try {
      const re = await reindex(setup);
      // A current audit summary, as after the background run: session start reads it.
      execFileSync(process.execPath, [CLI, 'audit', '--summary', '--quiet'], {
        cwd: setup.proj,
        env: setup.env,
        stdio: 'ignore',
      });
      const server = await serverRun(setup);
      const hooks = await hookTimes(setup, options.hookRuns ?? 15);
      rows.push(...sizeRows(count, re, server, hooks), ...inProcessRows(count, inProcess(setup)));
      if (options.compareLib) {
        const other = await otherBuildRun(setup, options.compareLib);
        rows.push(...compareRows(count, server, other));
      }
      process.stderr.write(`bench scale: ${count} done\n`);
    } finally {
      if (!options.storeDir) rmSync(setup.root, { recursive: true, force: true, maxRetries: 5 });
    }
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const compareLib = args.find((a) => a.startsWith('--compare-lib='))?.slice(14);
  const storeDir = args.find((a) => a.startsWith('--store-dir='))?.slice(12);
  const counts = args.filter((a) => !a.startsWith('--')).map(Number);
  const { formatTable } = await import('./support/table.js');
  const rows = await benchScale({
    ...(counts.length ? { counts } : {}),
    ...(compareLib ? { compareLib } : {}),
    ...(storeDir ? { storeDir: path.resolve(storeDir) } : {}),
  });
  console.log(formatTable('Cost as the store grows (common-word queries)', rows));
}
