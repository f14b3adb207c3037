import { describe, expect, it } from 'vitest';
import { BruteForceIndex } from '../../src/search/brute-force-index.js';
import { HnswIndex, loadHnswlib } from '../../src/search/hnsw-index.js';
import {
  describeVectorIndexContract,
  randomVectors,
  recallAgainst,
} from './vector-index.contract.js';

const ctor = await loadHnswlib();

describeVectorIndexContract('hnsw', {
  create: async (dimensions, capacity) =>
    HnswIndex.create(ctor, dimensions, capacity === undefined ? {} : { initialCapacity: capacity }),
  load: (file) => HnswIndex.load(ctor, file),
  afterLoad: (index) => {
    // ef is not saved by hnswlib: it must be set again after readIndex.
    expect((index as HnswIndex).ef).toBeGreaterThanOrEqual(64);
  },
});

describe('HnswIndex', () => {
  it('sets ef ≥ 64 on a new index, whatever was asked', () => {
    expect(HnswIndex.create(ctor, 8).ef).toBe(64);
    expect(HnswIndex.create(ctor, 8, { ef: 10 }).ef).toBe(64);
    expect(HnswIndex.create(ctor, 8, { ef: 128 }).ef).toBe(128);
  });

  it('resizes when full', () => {
    const index = HnswIndex.create(ctor, 8, { initialCapacity: 16 });
    randomVectors(40, 8, 3).forEach((v, i) => {
      index.upsert(`k${i}`, v);
    });
    expect(index.capacity).toBeGreaterThanOrEqual(40);
  });

  it('rebuilds once more than a quarter of the points are deleted', () => {
    const vectors = randomVectors(100, 8, 4);
    const index = HnswIndex.create(ctor, 8);
    vectors.forEach((v, i) => {
      index.upsert(`k${i}`, v);
    });
    for (let i = 0; i < 25; i++) index.delete(`k${i}`);
    expect(index.deletedCount).toBe(25);
    index.delete('k25');
    expect(index.deletedCount).toBe(0);
    expect(index.size).toBe(74);
    expect(index.ef).toBe(64);
  });

  it('keeps recall when k exceeds ef', () => {
    const vectors = randomVectors(800, 16, 5);
    const index = HnswIndex.create(ctor, 16);
    const reference = new BruteForceIndex(16);
    vectors.forEach((v, i) => {
      index.upsert(`k${i}`, v);
      reference.upsert(`k${i}`, v);
    });
    const queries = randomVectors(10, 16, 6);
    expect(recallAgainst(index, reference, queries, 100)).toBeGreaterThanOrEqual(0.95);
    expect(index.ef).toBe(64);
  });
});
