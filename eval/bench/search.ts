/**
 * Search benches (1k and 10k memories): keyword and hybrid latency with the query vector
 * given, start-up on persisted indexes against a full re-index, edit-to-searchable
 * latency through the real watcher, and peak RSS of a search process.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createEmbeddings, type Embeddings } from '../../src/embeddings/select-provider.js';
import { SearchService } from '../../src/indexing/search-service.js';
import { startWatching } from '../../src/indexing/watch-sync.js';
import { indexCacheDir } from '../../src/storage/cache-dir.js';
import { resolveScopeDirs } from '../../src/storage/scope-dir.js';
import { defaultConfig } from '../../test/kit/default-config.js';
import { createHashEmbedder } from '../../test/kit/hash-embedder.js';
import type { BenchStore } from './support/bench-store.js';
import { type BenchRow, median, percentile, runNode, timeRuns, toMB } from './support/measure.js';

/**
 * The real embeddings facade over a fast stand-in model (hashing trick, 512-d): the index,
 * persistence and fusion paths run for real at 10k memories without minutes of model time.
 */
function createHashEmbeddings(): Embeddings {
  const config = { ...defaultConfig().embedding, provider: 'embedded' as const };
  const model = createHashEmbedder();
  return createEmbeddings({ config, loadEmbedded: async () => model });
}

async function openService(
  store: BenchStore,
  withVectors: boolean,
  embeddings: Embeddings = createHashEmbeddings(),
): Promise<SearchService> {
  const { scopes, projectRoot } = resolveScopeDirs({
    cwd: store.projectRoot,
    home: store.home,
    admin: false,
  });
  const service = await SearchService.open({
    ctx: {
      scopes,
      read: { maxFileBytes: 1024 * 1024 },
      now: () => new Date('2026-07-01T00:00:00Z'),
    },
    config: defaultConfig(),
    cacheRoot: store.cacheRoot,
    projectRoot: projectRoot ?? null,
    embeddings: withVectors ? embeddings : null,
    log: () => {},
  });
  if (withVectors) await service.syncVectors();
  return service;
}

/** Queries that mix a word from a memory's title (often rare) with frequent tags. */
export function makeQueries(store: BenchStore, n: number): string[] {
  const tags = store.generated.memories.flatMap((m) => m.tags);
  const queries: string[] = [];
  for (let i = 0; i < n; i++) {
    const m = store.generated.memories[(i * 7919) % store.generated.memories.length]!;
    const words = m.title.split(/\s+/).filter((w) => w.length > 3);
    const rare = words[i % Math.max(1, words.length)] ?? m.title;
    const common = tags[(i * 104_729) % tags.length] ?? '';
    queries.push(i % 3 === 0 ? `${rare} ${common} ${words[0] ?? ''}`.trim() : `${rare} ${common}`);
  }
  return queries;
}

async function latency(fn: (q: string) => Promise<unknown>, queries: string[]): Promise<number[]> {
  for (const q of queries.slice(0, 20)) await fn(q);
  const times: number[] = [];
  for (const q of queries) {
    const start = performance.now();
    await fn(q);
    times.push(performance.now() - start);
  }
  return times;
}

const round = (x: number) => Math.round(x * 100) / 100;

async function benchQueries(store: BenchStore, n: number): Promise<BenchRow[]> {
  const service = await openService(store, true);
  const queries = makeQueries(store, 300);
  const model = createHashEmbedder();
  const vectors = new Map<string, number[]>();
  for (const q of queries) vectors.set(q, (await model.embed([q]))[0]!);
  const kw = await latency((q) => service.search({ query: q, mode: 'keyword' }), queries);
  const hy = await latency(
    (q) => service.search({ query: q, mode: 'hybrid' }, vectors.get(q)!),
    queries,
  );
  await service.close();
  return [
    {
      name: `keyword search p50, ${n} memories`,
      value: round(median(kw)),
      unit: 'ms',
      target: '≤ 5 ms',
      met: median(kw) <= 5,
    },
    { name: `keyword search p95, ${n} memories`, value: round(percentile(kw, 95)), unit: 'ms' },
    {
      name: `hybrid search p50, ${n} memories (query vector given)`,
      value: round(median(hy)),
      unit: 'ms',
      baseline: { name: 'keyword p50', value: round(median(kw)) },
      target: '≤ 8 ms',
      met: median(hy) <= 8,
    },
    { name: `hybrid search p95, ${n} memories`, value: round(percentile(hy, 95)), unit: 'ms' },
  ];
}

async function benchStartup(store: BenchStore, n: number): Promise<BenchRow[]> {
  const dir = indexCacheDir(store.cacheRoot, store.projectRoot);
  const persisted = median(await timeRuns(async () => (await openService(store, true)).close(), 5));
  const full = median(
    await timeRuns(
      async () => {
        // A full re-index: saved indexes gone, vectors come back from the embedding cache.
        for (const f of ['manifest.json']) rmSync(`${dir}/${f}`, { force: true });
        await (await openService(store, true)).close();
      },
      3,
      0,
    ),
  );
  return [
    {
      name: `start-up on persisted indexes, ${n} memories`,
      value: Math.round(persisted),
      unit: 'ms',
      baseline: { name: 'full re-index (vectors from cache)', value: Math.round(full) },
      target: '≤ 0.25× baseline',
      met: persisted <= 0.25 * full,
    },
  ];
}

async function benchEditLatency(
  store: BenchStore,
  n: number,
  embeddings: Embeddings,
  label: string,
): Promise<BenchRow[]> {
  const service = await openService(store, true, embeddings);
  const times: number[] = [];
  const vectorTimes: number[] = [];
  // Resolvers keyed by file: a batch resolves only the edits it carries.
  const onApplied = new Map<string, () => void>();
  const onVectors = new Map<string, () => void>();
  const settle = (waiting: Map<string, () => void>, files: string[]) => {
    for (const f of files) {
      waiting.get(f)?.();
      waiting.delete(f);
    }
  };
  const watcher = await startWatching(service, {
    onError: (e) => console.error(e),
    onApplied: (s) => settle(onApplied, s.changed),
    onVectors: (s) => settle(onVectors, s.changed),
  });
  // Archived memories are hidden from default search: edit live ones.
  const live = store.files.filter((f) => !f.includes('/archive/'));
  for (let i = 0; i < 15; i++) {
    const file = live[(i * 31) % live.length]!;
    // Letters only: the tokenizer splits digits off, and `word` alone would match others.
    const word = `zqxedit${String.fromCharCode(97 + i).repeat(3)}`;
    const applied = new Promise<void>((r) => onApplied.set(file, r));
    const embedded = new Promise<void>((r) => onVectors.set(file, r));
    const start = performance.now();
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n${word}\n`);
    await applied;
    const found = await service.search({ query: word, mode: 'keyword' });
    times.push(performance.now() - start);
    await embedded;
    vectorTimes.push(performance.now() - start);
    if (found.results[0]?.path !== file) throw new Error(`bench: edit ${word} not found`);
  }
  await watcher.close();
  await service.close();
  return [
    {
      name: `IDE edit → keyword-searchable p50, ${n} memories`,
      value: Math.round(median(times)),
      unit: 'ms',
      target: '≤ 300 ms',
      met: median(times) <= 300,
    },
    {
      name: `IDE edit → re-embedded and searchable p50 (${label}), ${n} memories`,
      value: Math.round(median(vectorTimes)),
      unit: 'ms',
      target: '≤ 1 s',
      met: median(vectorTimes) <= 1000,
    },
  ];
}

async function benchRss(store: BenchStore, cliPath: string, n: number): Promise<BenchRow[]> {
  const env = { ...process.env, HOME: store.home, STRATA_CACHE_DIR: store.cacheRoot };
  const run = await runNode(
    [cliPath, 'search', 'kubernetes deploy', '--mode', 'keyword', '--json'],
    { cwd: store.projectRoot, env },
  );
  const bare = await runNode(['-e', ''], { env });
  return [
    {
      name: "node -e '' spawn to exit (machine load in this run)",
      value: Math.round(bare.ms),
      unit: 'ms',
    },
    {
      name: `strata search --mode keyword peak RSS, ${n} memories`,
      value: toMB(run.maxRssBytes),
      unit: 'MB',
      baseline: { name: "node -e ''", value: toMB(bare.maxRssBytes) },
    },
  ];
}

/**
 * All search rows for one store. `realEmbeddings`, when given, is used for the
 * edit-latency row (the real model embedding the edited memory); other rows use the
 * hash stand-in so 10k stores are indexed in seconds.
 */
export async function benchSearch(
  store: BenchStore,
  cliPath: string,
  realEmbeddings?: { embeddings: Embeddings; label: string },
): Promise<BenchRow[]> {
  const n = store.files.length;
  const edit = realEmbeddings ?? { embeddings: createHashEmbeddings(), label: 'stand-in embedder' };
  return [
    ...(await benchQueries(store, n)),
    ...(await benchStartup(store, n)),
    ...(await benchEditLatency(store, n, edit.embeddings, edit.label)),
    ...(await benchRss(store, cliPath, n)),
  ];
}
