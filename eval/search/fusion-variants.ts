/**
 * Ways of combining the keyword and the semantic list that search does not use, built here
 * from the product's own fused hits so the sweep can score them beside it: `rerank` keeps
 * only what the words found (meaning re-orders, adds nothing); `rrf` adds reciprocal ranks,
 * each list weighted by its share. Both read the per-list scores, scope and recency factors
 * of each hit's explanation, so pass every candidate (a limit as large as the pool).
 */
import type { HybridHit } from '../../src/search/hybrid-search.js';
import { RRF_K } from '../../src/search/rank-fusion.js';

/** A combination the product does not ship. */
export type FusionVariant = 'rerank' | 'rrf';

/** Rank (0 first) of each hit that a list found, by that list's normalised score. */
function ranksBy(hits: readonly HybridHit[], score: (hit: HybridHit) => number) {
  const found = hits.filter((hit) => score(hit) > 0).sort((a, b) => score(b) - score(a));
  return new Map(found.map((hit, index) => [hit.key, index]));
}

/** `hits` (every fused candidate) re-ranked by `variant`, best first. */
export function applyFusionVariant(
  hits: readonly HybridHit[],
  variant: FusionVariant,
  semanticWeight: number,
): HybridHit[] {
  const keyword = ranksBy(hits, (hit) => hit.explanation.keyword);
  const semantic = ranksBy(hits, (hit) => hit.explanation.semantic);
  if (variant === 'rerank')
    return keyword.size ? hits.filter((h) => keyword.has(h.key)) : [...hits];
  const weight = semantic.size === 0 ? 0 : keyword.size === 0 ? 1 : semanticWeight;
  const share = (ranks: Map<string, number>, key: string, part: number) => {
    const rank = ranks.get(key);
    return rank === undefined ? 0 : part / (RRF_K + rank + 1);
  };
  return hits
    .map((hit) => {
      const { scopeFactor, recencyFactor } = hit.explanation;
      const fused = share(keyword, hit.key, 1 - weight) + share(semantic, hit.key, weight);
      const final = fused * scopeFactor * recencyFactor;
      return { ...hit, score: final, explanation: { ...hit.explanation, fused, final } };
    })
    .sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
