/**
 * A calibration for an embedding model nobody measured, estimated from the store itself.
 * A memory's title is a short question its own memory answers, so the titles of a sample
 * of memories stand in for queries: the median cosine of a title with *other* memories is
 * what an unrelated memory scores (the floor), the median with its *own* memory what an
 * answer scores (the ceiling).
 *
 * Checked on USE-lite against calibrations measured with labelled questions
 * (`npm run bench -- calibration`, eval/RESULTS.md): it errs slightly high, the safe side,
 * where a weak match may be lost but an unrelated one is not let in. Pure.
 */
import { cosine } from '../embeddings/vector-math.js';
import type { SimilarityCalibration } from '../search/similarity-calibration.js';

/** Fewer titles than this say too little about a model to replace the default. */
export const MIN_CALIBRATION_SAMPLE = 16;
/** Titles embedded for an estimate: one batch, so a store pays for it once, cheaply. */
export const MAX_CALIBRATION_SAMPLE = 48;
/** A ceiling this close to the floor means the model does not tell answers apart. */
const MIN_SPREAD = 0.05;
/** Other memories compared with each title: bounds the work on a big store. */
const MAX_OTHERS = 400;

/** Up to `max` items of `items` spread evenly over it (deterministic: the same store, the same sample). */
export function pickEvenly<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const step = items.length / max;
  return Array.from({ length: max }, (_, i) => items[Math.floor(i * step)]!);
}

function median(values: number[]): number {
  const sorted = values.sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * The estimate from `titles[i]` (a title's vector) and `memories[i]` (its memory's vector),
 * or null when the sample is too small or the model does not separate answers from the rest.
 */
export function estimateCalibration(
  titles: ReadonlyArray<ArrayLike<number>>,
  memories: ReadonlyArray<ArrayLike<number>>,
): SimilarityCalibration | null {
  const n = Math.min(titles.length, memories.length);
  if (n < MIN_CALIBRATION_SAMPLE) return null;
  const own: number[] = [];
  const other: number[] = [];
  const others = pickEvenly(
    Array.from({ length: n }, (_, j) => j),
    MAX_OTHERS,
  );
  for (let i = 0; i < n; i++) {
    own.push(cosine(titles[i]!, memories[i]!));
    for (const j of others) if (j !== i) other.push(cosine(titles[i]!, memories[j]!));
  }
  const floor = median(other);
  const ceiling = median(own);
  if (!(ceiling - floor >= MIN_SPREAD)) return null;
  return {
    floor: round(floor),
    ceiling: round(ceiling),
    basis: `estimated from ${n} titles of this store: floor = median cosine of a title with other memories, ceiling = median with its own memory`,
  };
}
