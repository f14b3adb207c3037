/**
 * Picks the vector index: hnswlib when its native module loads, else exact brute force,
 * reporting which one was chosen and why, so the caller can say so in one line.
 */

import { StrataError } from '../core/errors.js';
import { BruteForceIndex } from './brute-force-index.js';
import { type HnswConstructor, HnswIndex, type HnswOptions, loadHnswlib } from './hnsw-index.js';
import { readVectorHeader } from './vector-file.js';
import type { VectorIndex, VectorIndexKind } from './vector-index.js';

/** The index in use, and why it is not hnsw when it is not. */
export interface VectorIndexChoice {
  index: VectorIndex;
  kind: VectorIndexKind;
  /** Set when hnsw was wanted but could not be used. */
  fallbackReason?: string;
}

/** How to create or load a vector index. */
export interface VectorIndexOptions {
  /** `brute-force` skips the native module altogether. Default `hnsw`. */
  prefer?: VectorIndexKind;
  /** Loads the hnswlib constructor; default imports `hnswlib-node` lazily. */
  loadNative?: () => Promise<HnswConstructor>;
  hnsw?: HnswOptions;
}

type NativeResult = { ctor: HnswConstructor } | { reason: string };

async function tryLoadNative(options: VectorIndexOptions): Promise<NativeResult> {
  try {
    return { ctor: await (options.loadNative ?? loadHnswlib)() };
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return {
      reason: `hnswlib-node could not be loaded (${detail}); using exact brute-force search`,
    };
  }
}

/** Creates an empty index for vectors of `dimensions`: hnsw when possible. */
export async function createVectorIndex(
  dimensions: number,
  options: VectorIndexOptions = {},
): Promise<VectorIndexChoice> {
  if (options.prefer === 'brute-force') {
    return { index: new BruteForceIndex(dimensions), kind: 'brute-force' };
  }
  const native = await tryLoadNative(options);
  if ('reason' in native) {
    return {
      index: new BruteForceIndex(dimensions),
      kind: 'brute-force',
      fallbackReason: native.reason,
    };
  }
  return { index: HnswIndex.create(native.ctor, dimensions, options.hnsw), kind: 'hnsw' };
}

/**
 * Loads a saved index of either kind. An hnsw save cannot be read without the native
 * module: that throws `IO_ERROR` (rebuild the index, which then falls back to brute force).
 */
export async function loadVectorIndex(
  file: string,
  options: VectorIndexOptions = {},
): Promise<VectorIndexChoice> {
  const header = await readVectorHeader(file);
  if (header.kind === 'brute-force') {
    return { index: await BruteForceIndex.load(file), kind: 'brute-force' };
  }
  const native = await tryLoadNative(options);
  if ('reason' in native) {
    throw new StrataError(
      'IO_ERROR',
      `saved vector index ${file} needs hnswlib-node: ${native.reason}`,
      {
        subject: file,
        hint: 'rebuild it with `strata reindex`, or reinstall strata so hnswlib-node builds',
      },
    );
  }
  return { index: await HnswIndex.load(native.ctor, file, options.hnsw), kind: 'hnsw' };
}
