/**
 * One query against both indexes: keyword hits and nearest vectors, filtered alike,
 * fused into one ranking. The keyword index holds the stored fields (scope, type, dates,
 * archive state) that filters and fusion read, for vectors too.
 */

import type { ScopeName } from '../core/scope.js';
import { type FusedResult, type FusionOptions, fuseScores } from './fusion.js';
import { type KeywordFilter, matchesFilter } from './keyword/keyword-filter.js';
import { idFromKey, type KeywordIndex } from './keyword/keyword-index.js';
import type { VectorIndex } from './vector-index.js';

/** A hybrid query. Without `vectors` or `queryVector` it is a keyword search. */
export interface HybridQuery {
  keyword: KeywordIndex;
  vectors?: VectorIndex | null;
  text: string;
  /** The embedding of `text`, in the space of `vectors`. */
  queryVector?: ArrayLike<number> | null;
  filter?: KeywordFilter;
  /**
   * Whether the vector stored under a key still stands for the memory's content. Vectors it
   * rejects are skipped, so an edited or deleted memory is never found by its old meaning.
   */
  isVectorCurrent?: (key: string) => boolean;
  /** Results to return; default 10. */
  limit?: number;
  /** Candidates taken from each index before fusion; default max(50, 5 × limit). */
  candidates?: number;
  fusion: FusionOptions;
}

/** One hybrid result: the fused score and its explanation, with the memory's identity. */
export interface HybridHit extends FusedResult {
  id: string;
  scope: ScopeName;
  type: string;
}

/** Runs a hybrid query; results are best first. */
export function hybridSearch(query: HybridQuery): HybridHit[] {
  const limit = query.limit ?? 10;
  const pool = query.candidates ?? Math.max(50, limit * 5);
  const { keyword, filter = {}, isVectorCurrent = () => true } = query;
  const keywordHits = query.text.trim() ? keyword.search(query.text, { filter, limit: pool }) : [];
  const vectorHits =
    query.vectors && query.queryVector && query.vectors.size > 0
      ? query.vectors.search(query.queryVector, pool, (key) => {
          const stored = keyword.stored(key);
          return stored !== undefined && matchesFilter(stored, filter) && isVectorCurrent(key);
        })
      : [];
  const fused = fuseScores(keywordHits, vectorHits, (key) => keyword.stored(key), query.fusion);
  // Every candidate passed a filter on stored fields, so each has them.
  return fused.slice(0, limit).flatMap((result) => {
    const stored = keyword.stored(result.key);
    if (!stored) return [];
    return [{ ...result, id: idFromKey(result.key), scope: stored.scope, type: stored.type }];
  });
}
