/**
 * The vector index contract, met by the hnswlib index and by the exact brute-force index
 * (the fallback when the native module cannot load, and the reference model in tests).
 */
import { StrataError } from '../core/errors.js';

/** Which implementation holds the vectors. */
export type VectorIndexKind = 'hnsw' | 'brute-force';

/** One nearest neighbour: `score` is the cosine similarity to the query, in [-1, 1]. */
export interface VectorHit {
  key: string;
  score: number;
}

/**
 * A k-nearest-neighbour index over vectors of one embedding space, keyed by strings
 * (the doc keys of the keyword index). Similarity is cosine; vectors need not be unit length.
 */
export interface VectorIndex {
  readonly kind: VectorIndexKind;
  /** Length of every vector in the index. */
  readonly dimensions: number;
  /** Number of keys in the index. */
  readonly size: number;
  has(key: string): boolean;
  /** Every key, in no particular order. */
  keys(): string[];
  /** Adds a vector under `key`, or replaces the one it has. */
  upsert(key: string, vector: ArrayLike<number>): void;
  /** Removes `key`; false when it was not there. */
  delete(key: string): boolean;
  /** The stored vector of `key` (unit length), or undefined when it has none. */
  vector(key: string): number[] | undefined;
  /**
   * The `k` keys nearest to `query`, most similar first. `filter` keeps only the keys it
   * accepts (an approximate index may then return fewer than `k`).
   */
  search(query: ArrayLike<number>, k: number, filter?: (key: string) => boolean): VectorHit[];
  /**
   * Writes the index to `path` (and a data file beside it), atomically replacing an older
   * save. Do not change the index until the promise settles: hnswlib writes its graph from
   * another thread.
   */
  save(path: string): Promise<void>;
}

/**
 * Checks that `vector` fits an index of `dimensions` and returns its Euclidean norm.
 * Throws `INVALID_ARGUMENT` naming `what` for a wrong length, a non-finite value or a zero
 * vector (cosine similarity is undefined for it).
 */
export function checkVector(vector: ArrayLike<number>, dimensions: number, what: string): number {
  if (vector.length !== dimensions) {
    throw new StrataError(
      'INVALID_ARGUMENT',
      `${what} has ${vector.length} dimensions, the index has ${dimensions}`,
      { hint: 'vectors of another model cannot share an index: rebuild it with `strata reindex`' },
    );
  }
  let sum = 0;
  for (let i = 0; i < dimensions; i++) {
    const value = vector[i]!;
    if (!Number.isFinite(value)) {
      throw new StrataError('INVALID_ARGUMENT', `${what} holds ${value} at position ${i}`, {
        hint: 'check the embedding provider: it returned a broken vector',
      });
    }
    sum += value * value;
  }
  if (sum === 0) {
    throw new StrataError('INVALID_ARGUMENT', `${what} is a zero vector`, {
      hint: 'check the embedding provider: a zero vector has no direction to compare',
    });
  }
  return Math.sqrt(sum);
}

/** Checks `k` for a search: a non-negative integer. */
export function checkK(k: number): void {
  if (!Number.isInteger(k) || k < 0) {
    throw new StrataError('INVALID_ARGUMENT', `k ${k} is not a count of neighbours`, {
      hint: 'pass a whole number such as 10',
    });
  }
}
