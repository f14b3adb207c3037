/**
 * Several phrasings of one question, one ranking: reciprocal rank fusion. Each phrasing's
 * ranking gives a memory `1 / (k + rank)`; the sums decide. Ranks, not scores, are fused,
 * so a phrasing whose words happen to score high cannot drown the others, and a memory
 * that several phrasings find rises above one that a single phrasing found by chance.
 */

/** The RRF constant of the original paper: damps the head of each ranking. */
export const RRF_K = 60;

/** Most phrasings one search takes: each costs a query and, with vectors, an embedding. */
export const MAX_PHRASINGS = 5;

/** What fusion needs of a ranked item. */
export interface RankedItem {
  key: string;
  score: number;
}

/**
 * Fuses rankings (each best first) into one, best first. Each item keeps the version from
 * the ranking where it scored highest, so its score and explanation are those of the
 * phrasing that found it best: a score still means what it means for one query. Ties in
 * the fused value go to the higher score, then the key.
 */
export function fuseRankings<T extends RankedItem>(
  rankings: readonly (readonly T[])[],
  k = RRF_K,
): T[] {
  if (rankings.length === 1) return [...(rankings[0] ?? [])];
  const fused = new Map<string, { item: T; value: number }>();
  for (const ranking of rankings) {
    ranking.forEach((item, index) => {
      const entry = fused.get(item.key);
      const value = 1 / (k + index + 1);
      if (!entry) fused.set(item.key, { item, value });
      else {
        entry.value += value;
        if (item.score > entry.item.score) entry.item = item;
      }
    });
  }
  return [...fused.values()]
    .sort(
      (a, b) =>
        b.value - a.value ||
        b.item.score - a.item.score ||
        (a.item.key < b.item.key ? -1 : a.item.key > b.item.key ? 1 : 0),
    )
    .map((entry) => entry.item);
}

/**
 * {@link fuseRankings}, with each item's score replaced by its rank-fusion value on a 0–1
 * scale (1: first in every phrasing), so that scores fall in the order the results are
 * listed: a best-phrasing score beside a fused order would list 0.136 above 0.203. One
 * ranking is returned as it is, its scores untouched.
 */
export function fuseRankingsScored<T extends RankedItem>(
  rankings: readonly (readonly T[])[],
  k = RRF_K,
): T[] {
  if (rankings.length <= 1) return [...(rankings[0] ?? [])];
  const value = new Map<string, number>();
  for (const ranking of rankings)
    ranking.forEach((item, index) => {
      value.set(item.key, (value.get(item.key) ?? 0) + 1 / (k + index + 1));
    });
  const best = rankings.length / (k + 1);
  return fuseRankings(rankings, k).map((item) => ({
    ...item,
    score: (value.get(item.key) ?? 0) / best,
  }));
}
