/**
 * `npm run bench -- vectors`: one vector query (the 50 nearest, as a hybrid search asks
 * for) in the exact brute-force index beside the hnswlib index, at growing store sizes.
 * Where brute force stays within the budget below is the store size up to which a missing
 * hnswlib-node costs nothing a person notices; `strata doctor` quotes it.
 */
import { BruteForceIndex } from '../../src/search/brute-force-index.js';
import { HnswIndex, loadHnswlib } from '../../src/search/hnsw-index.js';
import type { VectorIndex } from '../../src/search/vector-index.js';
import { seededRandom } from '../../test/kit/seeded-random.js';
import { type BenchRow, median, timeRuns } from './support/measure.js';

/** Sizes measured: vectors in the index. */
const COUNTS = [1_000, 5_000, 10_000, 50_000];
/** embeddinggemma's width, the default model's. */
const DIMENSIONS = 768;
/** Candidates a hybrid search takes from the vector index. */
const K = 50;
const QUERIES = 30;

/** Centred on zero, deterministic, so every run indexes the same vectors. */
function seeded(seed: number): () => number {
  const next = seededRandom(seed);
  return () => next() - 0.5;
}

function randomVector(next: () => number): Float32Array {
  const v = new Float32Array(DIMENSIONS);
  for (let i = 0; i < DIMENSIONS; i++) v[i] = next();
  return v;
}

async function queryMs(index: VectorIndex, queries: readonly Float32Array[]): Promise<number> {
  let i = 0;
  const times = await timeRuns(
    async () => index.search(queries[i++ % queries.length]!, K),
    QUERIES,
    3,
  );
  return median(times);
}

/** Query medians of both indexes at each size. */
export async function benchVectorIndex(): Promise<BenchRow[]> {
  const ctor = await loadHnswlib();
  const rows: BenchRow[] = [];
  for (const count of COUNTS) {
    const next = seeded(count);
    const brute = new BruteForceIndex(DIMENSIONS, count);
    const hnsw = HnswIndex.create(ctor, DIMENSIONS, { initialCapacity: count });
    for (let i = 0; i < count; i++) {
      const v = randomVector(next);
      brute.upsert(`k${i}`, v);
      hnsw.upsert(`k${i}`, v);
    }
    const queries = Array.from({ length: QUERIES }, () => randomVector(next));
    const hnswMs = await queryMs(hnsw, queries);
    const bruteMs = await queryMs(brute, queries);
    const label = count.toLocaleString('en-US');
    rows.push({
      name: `brute-force query, ${label} × ${DIMENSIONS}`,
      value: bruteMs,
      unit: 'ms',
      baseline: { name: 'hnswlib', value: hnswMs },
    });
  }
  return rows;
}
