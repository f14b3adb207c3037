/**
 * Ways of combining the keyword and the semantic list that search does not use, built here
 * so the sweep can score them beside the product's fusion, over the same candidates and the
 * same per-list normalisation (keyword scores divided by the best, cosines on the model's
 * calibrated scale): `rerank` mixes like the product but keeps only what the words found
 * (meaning re-orders, adds nothing); `rrf` adds reciprocal ranks, each list weighted by its
 * share. Both keep the product's scope and recency factors.
 */
import {
  type FusionMeta,
  type FusionOptions,
  fuseScores,
  normalizeScores,
  recencyFactor,
  type ScoredKey,
  scopeFactor,
} from '../../src/search/fusion.js';
import { RRF_K } from '../../src/search/rank-fusion.js';
import { DEFAULT_CALIBRATION } from '../../src/search/similarity-calibration.js';

/** A combination the product does not ship. */
export type FusionVariant = 'rerank' | 'rrf';

/** Weighted reciprocal-rank sums by key (ranks from the normalised scores, best first). */
function reciprocalRanks(
  keyword: ReadonlyMap<string, number>,
  semantic: ReadonlyMap<string, number>,
  weight: number,
): Map<string, number> {
  const sums = new Map<string, number>();
  const add = (scores: ReadonlyMap<string, number>, share: number) => {
    const ranked = [...scores].sort((a, b) => b[1] - a[1]);
    ranked.forEach(([key], index) => {
      sums.set(key, (sums.get(key) ?? 0) + share / (RRF_K + index + 1));
    });
  };
  add(keyword, 1 - weight);
  add(semantic, weight);
  return sums;
}

/** The two candidate lists fused by `variant`, best first (ties by key). */
export function fuseVariant(
  keyword: readonly ScoredKey[],
  semantic: readonly ScoredKey[],
  meta: (key: string) => FusionMeta | undefined,
  options: FusionOptions & { variant: FusionVariant },
): ScoredKey[] {
  const kw = normalizeScores(keyword, 'max');
  const calibration = {
    floor: options.semanticFloor ?? DEFAULT_CALIBRATION.floor,
    ceiling: options.semanticCeiling ?? DEFAULT_CALIBRATION.ceiling,
  };
  if (options.variant === 'rerank') {
    const fused = fuseScores(keyword, semantic, meta, options);
    return kw.size ? fused.filter((result) => kw.has(result.key)) : fused;
  }
  const sem = normalizeScores(semantic, 'calibrated', calibration);
  const weight = sem.size === 0 ? 0 : kw.size === 0 ? 1 : (options.semanticWeight ?? 0.2);
  const sums = reciprocalRanks(kw, sem, weight);
  return [...sums]
    .map(([key, sum]) => {
      const info = meta(key);
      const scope = info ? scopeFactor(info.scope) : 1;
      const recency = recencyFactor(info?.updated ?? '', options.now, options.halfLifeDays);
      return { key, score: sum * scope * recency };
    })
    .sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
