/**
 * `strata audit` at 1,000 and 10,000 generated memories, in process: words only, and with
 * every memory's vector already in an hnsw index (as after the MCP server or `strata
 * reindex` embedded the store; hash vectors stand in for a model, since the cost depends on
 * dimensions and count, not on meaning). Baseline: scanning and parsing the same store,
 * which the audit does first. And the background run session start starts, `strata audit
 * --summary --quiet` through the built CLI (spawn to exit, one run: no vectors saved).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { embeddingText } from '../../src/core/embedding-text.js';
import { createVectorIndex } from '../../src/search/create-vector-index.js';
import { docKey } from '../../src/search/keyword/keyword-index.js';
import type { VectorIndex } from '../../src/search/vector-index.js';
import { auditLoadedStore, auditStore } from '../../src/services/audit/audit.js';
import { loadStore, type StoreContext } from '../../src/storage/load-store.js';
import { createHashEmbedder } from '../../test/kit/hash-embedder.js';
import { createBenchStore } from './support/bench-store.js';
import { type BenchRow, median, runNode, timeRuns } from './support/measure.js';

const CLI = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
  'lib',
  'cli',
  'main.js',
);

/** One background summary run as session start starts it (needs `npm run build`). */
async function timeSummaryRun(store: Awaited<ReturnType<typeof createBenchStore>>) {
  const run = await runNode([CLI, 'audit', '--summary', '--quiet'], {
    cwd: store.projectRoot,
    env: {
      ...process.env,
      HOME: store.home,
      STRATA_CACHE_DIR: store.cacheRoot,
      CLAUDE_PROJECT_DIR: store.projectRoot,
    },
  });
  if (run.code !== 0) throw new Error(`strata: audit --summary exited with ${run.code}`);
  return run.ms;
}

async function buildVectors(ctx: StoreContext): Promise<VectorIndex> {
  const { visible } = await loadStore(ctx);
  const vectors = await createHashEmbedder().embed(visible.map((m) => embeddingText(m)));
  const { index } = await createVectorIndex(512);
  visible.forEach((m, i) => {
    index.upsert(docKey(m.scope, m.id), vectors[i]!);
  });
  return index;
}

function contextOf(memoryDir: string): StoreContext {
  return {
    scopes: [{ scope: 'project', dir: memoryDir, readOnly: false }],
    read: { maxFileBytes: 1024 * 1024 },
    now: () => new Date('2026-06-01T00:00:00Z'),
  };
}

/** Medians of the whole audit (words only, with vectors) and of its work after the scan. */
async function measureAudit(ctx: StoreContext, projectRoot: string, runs: number) {
  const base = { projectRoot, ttlDays: 30 };
  let groups = 0;
  const words = median(
    await timeRuns(async () => {
      groups = (await auditStore(ctx, { ...base, vectors: null })).duplicates.length;
    }, runs),
  );
  const vectors = await buildVectors(ctx);
  const space = { provider: 'bench', model: 'hashed' };
  const both = median(await timeRuns(() => auditStore(ctx, { ...base, vectors, space }), runs));
  // Neighbour lists kept between runs: each timed run finds the last one's file.
  const neighbourFile = path.join(projectRoot, '..', 'audit-neighbours.json');
  const kept = median(
    await timeRuns(() => auditStore(ctx, { ...base, vectors, space, neighbourFile }), runs),
  );
  const loaded = await loadStore(ctx);
  const afterScan = median(
    await timeRuns(
      () => auditLoadedStore(ctx, loaded, { ...base, vectors, space, neighbourFile }),
      runs,
    ),
  );
  return { groups, words, both, kept, afterScan };
}

async function benchAt(count: number): Promise<BenchRow[]> {
  const store = await createBenchStore(count);
  try {
    const ctx = contextOf(store.memoryDir);
    const runs = count > 5_000 ? 3 : 5;
    const scan = median(await timeRuns(() => loadStore(ctx), runs));
    const { groups, words, both, kept, afterScan } = await measureAudit(
      ctx,
      store.projectRoot,
      runs,
    );
    const summary = await timeSummaryRun(store);
    const baseline = { name: 'scan+parse the same store', value: Math.round(scan) };
    const target = count === 10_000 ? { target: '≤ 2000 ms', met: kept <= 2000 } : {};
    const row = (name: string, value: number) => ({
      name: `strata audit, ${count} memories, ${name}`,
      value: Math.round(value),
      unit: 'ms',
      baseline,
    });
    return [
      row(`words only (${groups} duplicate groups)`, words),
      row('words + saved vectors (hnsw), every neighbour searched', both),
      { ...row('words + saved vectors, neighbour lists kept from the last run', kept), ...target },
      row('words + saved vectors, lists kept, after the scan (store already read)', afterScan),
      row('`strata audit --summary --quiet` in the background (built CLI, one run)', summary),
    ];
  } finally {
    store.cleanup();
  }
}

/** Rows for 1k and 10k memories. */
export async function benchAudit(): Promise<BenchRow[]> {
  return [...(await benchAt(1_000)), ...(await benchAt(10_000))];
}
