/**
 * The calibration of an unmeasured embedding model, estimated once per store and kept
 * beside its vectors (`calibration.json` in the index folder, with the space it belongs
 * to). Derived data like the rest of the folder: deleting it only means it is estimated
 * again. A file of another space, or one that does not parse, is ignored.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type EmbeddingSpace, isSameSpace } from '../core/embedding-space.js';
import type { Embeddings } from '../embeddings/select-provider.js';
import { PRIVATE, writeFileAtomic } from '../io/atomic-write.js';
import {
  calibrationFor,
  DEFAULT_CALIBRATION,
  type SimilarityCalibration,
} from '../search/similarity-calibration.js';
import {
  estimateCalibration,
  MAX_CALIBRATION_SAMPLE,
  MIN_CALIBRATION_SAMPLE,
  pickEvenly,
} from './estimate-calibration.js';
import type { IndexState } from './index-state.js';

/** The file of the estimate, in the index folder. */
export const STORE_CALIBRATION_FILE = 'calibration.json';
const VERSION = 1;

interface CalibrationFile extends SimilarityCalibration {
  version: number;
  space: EmbeddingSpace;
  sample: number;
}

/** True when `space` has no measured calibration, so an estimate is worth having. */
export function needsEstimate(space: EmbeddingSpace): boolean {
  return calibrationFor(space) === DEFAULT_CALIBRATION;
}

function isCalibrationFile(value: unknown): value is CalibrationFile {
  const v = value as Partial<CalibrationFile> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.version === VERSION &&
    typeof v.floor === 'number' &&
    typeof v.ceiling === 'number' &&
    v.floor >= -1 &&
    v.ceiling <= 1 &&
    v.ceiling > v.floor &&
    typeof v.basis === 'string' &&
    typeof v.space === 'object' &&
    v.space !== null
  );
}

/** The saved estimate for `space` in `cacheDir`, or null (none, another space, unreadable). */
export async function readStoreCalibration(
  cacheDir: string,
  space: EmbeddingSpace,
): Promise<SimilarityCalibration | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path.join(cacheDir, STORE_CALIBRATION_FILE), 'utf8'));
  } catch {
    return null;
  }
  if (!isCalibrationFile(parsed) || !isSameSpace(parsed.space, space)) return null;
  return { floor: parsed.floor, ceiling: parsed.ceiling, basis: parsed.basis };
}

/**
 * Estimates the calibration of the state's space from a sample of its memories (their
 * titles embedded in one batch) and saves it; null when the store is too small, the
 * embeddings are gone or changed space, or the model does not separate answers.
 */
export async function estimateStoreCalibration(
  state: IndexState,
  embeddings: Embeddings,
  cacheDir: string,
  signal?: AbortSignal,
): Promise<SimilarityCalibration | null> {
  const { space, vectors } = state;
  if (!space || !vectors) return null;
  const withVectors = [...state.docs.values()]
    .filter((d) => d.title.trim() && vectors.vector(d.key))
    .sort((a, b) => (a.key < b.key ? -1 : 1));
  const sample = pickEvenly(withVectors, MAX_CALIBRATION_SAMPLE);
  if (sample.length < MIN_CALIBRATION_SAMPLE) return null;
  const result = await embeddings.embed(
    sample.map((d) => d.title),
    signal,
  );
  if (!result || !isSameSpace(result.space, space)) return null;
  const memoryVectors = sample.map((d) => vectors.vector(d.key)!);
  const estimate = estimateCalibration(result.vectors, memoryVectors);
  if (!estimate) return null;
  const file: CalibrationFile = { version: VERSION, space, sample: sample.length, ...estimate };
  await writeFileAtomic(
    path.join(cacheDir, STORE_CALIBRATION_FILE),
    `${JSON.stringify(file, null, 2)}\n`,
    PRIVATE,
  );
  return estimate;
}

/**
 * The estimate of one search service: read from disk once per space, made after a vector
 * run when the space has no measured calibration and none is saved (tried once per space
 * and process, so a model that does not separate answers costs one batch, not one per run).
 */
export class StoreCalibrations {
  private known: {
    space: EmbeddingSpace;
    calibration: SimilarityCalibration | null;
    tried: boolean;
  } | null = null;

  constructor(private readonly cacheDir: string) {}

  /** The estimate for `space`, or null (measured model, none saved yet). */
  async get(space: EmbeddingSpace): Promise<SimilarityCalibration | null> {
    if (!needsEstimate(space)) return null;
    if (this.known && isSameSpace(this.known.space, space)) return this.known.calibration;
    const calibration = await readStoreCalibration(this.cacheDir, space);
    this.known = { space, calibration, tried: false };
    return calibration;
  }

  /** What {@link get} last found for `space`, without reading the disk. */
  peek(space: EmbeddingSpace): SimilarityCalibration | null {
    return this.known && isSameSpace(this.known.space, space) ? this.known.calibration : null;
  }

  /** Estimates the state's calibration when its space needs one and has none. */
  async refresh(state: IndexState, embeddings: Embeddings, signal?: AbortSignal): Promise<void> {
    const space = state.space;
    if (!space || signal?.aborted || (await this.get(space)) || this.known?.tried) return;
    const calibration = await estimateStoreCalibration(state, embeddings, this.cacheDir, signal);
    this.known = { space, calibration, tried: calibration !== null || state.docs.size >= 16 };
  }
}
