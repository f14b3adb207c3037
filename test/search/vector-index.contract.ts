/**
 * The contract every VectorIndex meets, run against each implementation. The exact
 * brute-force index is the reference model: an implementation must return (nearly) the
 * same top-k as it after any sequence of adds, updates and deletes, and after a save/load.
 */

import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BruteForceIndex } from '../../src/search/brute-force-index.js';
import type { VectorIndex } from '../../src/search/vector-index.js';
import { seededRandom } from '../kit/seeded-random.js';
import { expectStrataError } from '../support/expect-error.js';

/** How the contract makes and reloads indexes of one implementation. */
export interface VectorIndexFactory {
  create(dimensions: number, initialCapacity?: number): Promise<VectorIndex>;
  load(file: string): Promise<VectorIndex>;
  /** Extra checks on a freshly loaded index (e.g. hnsw's ef). */
  afterLoad?(index: VectorIndex): void;
}

/** `count` random vectors with components in [-1, 1). */
export function randomVectors(count: number, dimensions: number, seed: number): number[][] {
  const next = seededRandom(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: dimensions }, () => next() * 2 - 1),
  );
}

/** Mean share of the reference's top-k keys that `index` also returns. */
export function recallAgainst(
  index: VectorIndex,
  reference: VectorIndex,
  queries: number[][],
  k: number,
): number {
  let found = 0;
  let wanted = 0;
  for (const query of queries) {
    const expected = new Set(reference.search(query, k).map((hit) => hit.key));
    const got = index.search(query, k).map((hit) => hit.key);
    found += got.filter((key) => expected.has(key)).length;
    wanted += expected.size;
  }
  return wanted === 0 ? 1 : found / wanted;
}

const DIM = 24;
const K = 10;

async function filled(factory: VectorIndexFactory, vectors: number[][], capacity?: number) {
  const index = await factory.create(DIM, capacity);
  const reference = new BruteForceIndex(DIM);
  vectors.forEach((vector, i) => {
    index.upsert(`k${i}`, vector);
    reference.upsert(`k${i}`, vector);
  });
  return { index, reference };
}

/** Registers the contract tests for one implementation. */
export function describeVectorIndexContract(name: string, factory: VectorIndexFactory): void {
  describe(`VectorIndex contract: ${name}`, () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'strata-vectors-'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    const data = randomVectors(1500, DIM, 1);
    const queries = randomVectors(60, DIM, 2);

    it('starts empty', async () => {
      const index = await factory.create(DIM);
      expect(index.size).toBe(0);
      expect(index.dimensions).toBe(DIM);
      expect(index.keys()).toEqual([]);
      expect(index.search(queries[0]!, K)).toEqual([]);
    });

    it('finds a stored vector first, with cosine similarity 1', async () => {
      const { index } = await filled(factory, data.slice(0, 200));
      const [top] = index.search(data[17]!, 1);
      expect(top?.key).toBe('k17');
      expect(top?.score).toBeCloseTo(1, 5);
      // Cosine ignores length.
      expect(
        index.search(
          data[17]!.map((x) => x * 7),
          1,
        )[0]?.key,
      ).toBe('k17');
    });

    it('matches the brute-force top-k on random data (recall ≥ 0.95 at k=10)', async () => {
      const { index, reference } = await filled(factory, data);
      expect(index.size).toBe(data.length);
      expect(recallAgainst(index, reference, queries, K)).toBeGreaterThanOrEqual(0.95);
      const got = index.search(queries[0]!, K);
      const want = new Map(reference.search(queries[0]!, K).map((hit) => [hit.key, hit.score]));
      for (const hit of got) {
        if (want.has(hit.key)) expect(hit.score).toBeCloseTo(want.get(hit.key)!, 5);
      }
      for (let i = 1; i < got.length; i++) {
        expect(got[i - 1]!.score).toBeGreaterThanOrEqual(got[i]!.score);
      }
    });

    it('returns at most size results and honours a filter', async () => {
      const { index } = await filled(factory, data.slice(0, 5));
      expect(index.search(queries[0]!, 50)).toHaveLength(5);
      expect(index.search(queries[0]!, 0)).toEqual([]);
      const even = index.search(queries[0]!, 5, (key) => Number(key.slice(1)) % 2 === 0);
      expect(even.map((hit) => hit.key).sort()).toEqual(['k0', 'k2', 'k4']);
    });

    it('returns a stored vector by key, unit length, and undefined for an unknown key', async () => {
      const { index } = await filled(factory, data.slice(0, 20));
      const stored = index.vector('k3')!;
      const norm = Math.hypot(...data[3]!);
      expect(stored).toHaveLength(DIM);
      for (let i = 0; i < DIM; i++) expect(stored[i]).toBeCloseTo(data[3]![i]! / norm, 5);
      expect(index.vector('never-there')).toBeUndefined();
    });

    it('updates a key in place', async () => {
      const { index, reference } = await filled(factory, data.slice(0, 300));
      index.upsert('k5', data[1000]!);
      reference.upsert('k5', data[1000]!);
      expect(index.size).toBe(300);
      expect(index.search(data[1000]!, 1)[0]?.key).toBe('k5');
      expect(index.search(data[5]!, 1)[0]?.key).not.toBe('k5');
      expect(recallAgainst(index, reference, queries, K)).toBeGreaterThanOrEqual(0.95);
    });

    it('deletes, and re-adds after a delete', async () => {
      const { index } = await filled(factory, data.slice(0, 300));
      expect(index.delete('k9')).toBe(true);
      expect(index.delete('k9')).toBe(false);
      expect(index.delete('never-there')).toBe(false);
      expect(index.has('k9')).toBe(false);
      expect(index.size).toBe(299);
      expect(index.search(data[9]!, K).map((hit) => hit.key)).not.toContain('k9');
      index.upsert('k9', data[9]!);
      expect(index.search(data[9]!, 1)[0]?.key).toBe('k9');
      expect(index.size).toBe(300);
    });

    it('stays right after deleting many points (past any rebuild threshold)', async () => {
      const { index, reference } = await filled(factory, data);
      for (let i = 0; i < data.length; i += 5) {
        for (const key of [`k${i}`, `k${i + 1}`]) {
          index.delete(key);
          reference.delete(key);
        }
      }
      expect(index.size).toBe(reference.size);
      expect(index.keys().sort()).toEqual(reference.keys().sort());
      expect(recallAgainst(index, reference, queries, K)).toBeGreaterThanOrEqual(0.95);
      index.upsert('k0', data[0]!);
      expect(index.search(data[0]!, 1)[0]?.key).toBe('k0');
    });

    it('grows past its initial capacity', async () => {
      const { index, reference } = await filled(factory, data.slice(0, 400), 16);
      expect(index.size).toBe(400);
      expect(index.search(data[399]!, 1)[0]?.key).toBe('k399');
      expect(recallAgainst(index, reference, queries, K)).toBeGreaterThanOrEqual(0.95);
    });

    it('round-trips through save and load, replacing the older save', async () => {
      const file = path.join(dir, `${name}-roundtrip.json`);
      const { index } = await filled(factory, data.slice(0, 500));
      index.delete('k3');
      await index.save(file);
      index.upsert('k3', data[3]!);
      await index.save(file);
      const files = (await readdir(dir)).filter((f) => f.startsWith(`${name}-roundtrip.json`));
      expect(files).toHaveLength(2); // the header and one data file
      const loaded = await factory.load(file);
      factory.afterLoad?.(loaded);
      expect(loaded.size).toBe(500);
      expect(loaded.dimensions).toBe(DIM);
      expect(loaded.keys().sort()).toEqual(index.keys().sort());
      for (const query of queries.slice(0, 10)) {
        expect(loaded.search(query, K)).toEqual(index.search(query, K));
      }
      loaded.delete('k1');
      loaded.upsert('new', data[1200]!);
      expect(loaded.search(data[1200]!, 1)[0]?.key).toBe('new');
      expect(loaded.has('k1')).toBe(false);
    });

    it('rejects a missing, damaged or foreign save with a clear error', async () => {
      await expectStrataError(() => factory.load(path.join(dir, 'nope.json')), 'NOT_FOUND', /nope/);
      const bad = path.join(dir, `${name}-bad.json`);
      await writeFile(bad, '{"format":1,');
      await expectStrataError(() => factory.load(bad), 'DAMAGED_CACHE', /not valid JSON/);
      await writeFile(bad, JSON.stringify({ format: 99, kind: 'hnsw', dimensions: 3, data: 'x' }));
      await expectStrataError(() => factory.load(bad), 'DAMAGED_CACHE', /format 99/);
      const orphan = path.join(dir, `${name}-orphan.json`);
      const { index } = await filled(factory, data.slice(0, 20));
      await index.save(orphan);
      for (const f of await readdir(dir)) {
        if (f.startsWith(`${name}-orphan.json.`)) await rm(path.join(dir, f));
      }
      await expectStrataError(() => factory.load(orphan), 'DAMAGED_CACHE', /data file/);
    });

    it('rejects vectors it cannot compare, naming the key', async () => {
      const index = await factory.create(DIM);
      await expectStrataError(
        () => index.upsert('short', [1, 2]),
        'INVALID_ARGUMENT',
        /short has 2 dimensions/,
      );
      const zero = new Array<number>(DIM).fill(0);
      await expectStrataError(() => index.upsert('zero', zero), 'INVALID_ARGUMENT', /zero vector/);
      const nan = [...data[0]!];
      nan[3] = Number.NaN;
      await expectStrataError(
        () => index.upsert('nan', nan),
        'INVALID_ARGUMENT',
        /NaN at position 3/,
      );
      await expectStrataError(() => index.search(data[0]!, -1), 'INVALID_ARGUMENT', /k -1/);
      expect(index.size).toBe(0);
    });
  });
}
