import { describe, expect, it } from 'vitest';
import { BruteForceIndex } from '../../src/search/brute-force-index.js';
import { describeVectorIndexContract, randomVectors } from './vector-index.contract.js';

describeVectorIndexContract('brute-force', {
  create: async (dimensions, capacity) => new BruteForceIndex(dimensions, capacity),
  load: (file) => BruteForceIndex.load(file),
});

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((x, i) => {
    dot += x * b[i]!;
    na += x * x;
    nb += b[i]! * b[i]!;
  });
  return dot / Math.sqrt(na * nb);
}

describe('BruteForceIndex', () => {
  it('is exact: scores and order equal a plain cosine scan', () => {
    const vectors = randomVectors(200, 16, 7);
    const index = new BruteForceIndex(16);
    vectors.forEach((v, i) => {
      index.upsert(`k${i}`, v);
    });
    const query = randomVectors(1, 16, 8)[0]!;
    const expected = vectors
      .map((v, i) => ({ key: `k${i}`, score: cosine(query, v) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 10);
    const got = index.search(query, 10);
    expect(got.map((hit) => hit.key)).toEqual(expected.map((hit) => hit.key));
    got.forEach((hit, i) => {
      expect(hit.score).toBeCloseTo(expected[i]!.score, 5);
    });
  });

  it('rejects a dimension count that is not a length', () => {
    expect(() => new BruteForceIndex(0)).toThrow(/strata: dimensions 0 is not a vector length/);
  });
});
