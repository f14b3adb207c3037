/**
 * Answering a search from the in-memory indexes: request checks, the three modes, shadowed
 * ids hidden, results shaped for people, JSON and MCP.
 */
import { StrataError } from '../core/errors.js';
import { SESSION_NOTE_TYPES } from '../core/memory.js';
import { isScopeName, SCOPES, type ScopeName } from '../core/scope.js';
import { isScopedKey } from '../core/scoped-key.js';
import { didYouMean } from '../core/suggest.js';
import { checkTypeFilter } from '../core/type-filter.js';
import type { FusionExplanation } from '../search/fusion.js';
import { type HybridHit, hybridSearch } from '../search/hybrid-search.js';
import type { KeywordFilter } from '../search/keyword/keyword-filter.js';
import { fuseRankingsScored, MAX_PHRASINGS } from '../search/rank-fusion.js';
import type { SimilarityCalibration } from '../search/similarity-calibration.js';
import { type IndexState, isVectorCurrent } from './index-state.js';

/** How to search: words only, meaning only, or both fused. */
export type SearchMode = 'hybrid' | 'keyword' | 'semantic';

/** A search request (unchecked: may come from a person or a model). */
export interface SearchRequest {
  /** What to find; may be empty when `queries` is given. */
  query: string;
  /**
   * More phrasings of the same need (the caller's words, the codebase's terms), searched
   * apart and fused by rank; at most {@link MAX_PHRASINGS} with `query`.
   */
  queries?: string[];
  mode?: SearchMode;
  limit?: number;
  types?: string[];
  scopes?: string[];
  tags?: string[];
  /** Include archived memories. */
  archived?: boolean;
  /** Only memories updated at or after this ISO date. */
  since?: string;
}

/**
 * One result. `score` is in [0, 1] and means the same in every query: keyword evidence
 * relative to the best keyword match, plus semantic similarity above the model's floor.
 * With several phrasings, results are ordered by rank fusion and the score is the fusion
 * value on a 0–1 scale (1: first for every phrasing), so scores fall in the listed order;
 * `explanation` is that of the phrasing that found it best.
 */
export interface SearchResult {
  id: string;
  title: string;
  type: string;
  scope: ScopeName;
  score: number;
  path: string;
  snippet: string;
  tags: string[];
  archived: boolean;
  explanation?: FusionExplanation;
}

/** The answer: what ran, whether it ran degraded (and why), and the results. */
export interface SearchResponse {
  /** The phrasings searched, joined by ` | `. */
  query: string;
  /** Every phrasing searched, when there were several. */
  queries?: string[];
  mode: SearchMode;
  /** True when the requested mode could not fully run (e.g. no embeddings: keyword only). */
  degraded: boolean;
  notice?: string;
  results: SearchResult[];
}

const MAX_QUERY_CHARS = 2_000;

function bad(field: string, message: string, hint: string): StrataError {
  return new StrataError('INVALID_ARGUMENT', `${field} ${message}`, { subject: field, hint });
}

/** The distinct non-empty phrasings of a request, `query` first. */
export function requestPhrasings(request: SearchRequest): string[] {
  const all = [request.query, ...(Array.isArray(request.queries) ? request.queries : [])];
  const texts = all.map((text) => (typeof text === 'string' ? text.trim() : ''));
  return [...new Set(texts.filter(Boolean))];
}

function checkPhrasings(request: SearchRequest): string[] {
  const phrasings = requestPhrasings(request);
  if (phrasings.length === 0) throw bad('query', 'is empty', 'pass a few words to search for');
  if (phrasings.length > MAX_PHRASINGS)
    throw bad(
      'queries',
      `holds ${phrasings.length} phrasings`,
      `pass at most ${MAX_PHRASINGS}, the most different ones`,
    );
  if (phrasings.some((text) => text.length > MAX_QUERY_CHARS))
    throw bad('query', `is longer than ${MAX_QUERY_CHARS} characters`, 'use a few key words');
  return phrasings;
}

/** Checks a request and fills defaults. */
export function checkSearchRequest(
  request: SearchRequest,
  defaultLimit: number,
): Required<Pick<SearchRequest, 'query' | 'mode' | 'limit'>> & {
  phrasings: string[];
  filter: KeywordFilter;
} {
  const phrasings = checkPhrasings(request);
  const query = phrasings.join(' | ');
  const mode = request.mode ?? 'hybrid';
  if (!['hybrid', 'keyword', 'semantic'].includes(mode))
    throw bad('mode', `"${mode}" is not a mode`, 'use hybrid, keyword or semantic');
  const limit = request.limit ?? defaultLimit;
  if (!Number.isInteger(limit) || limit < 1 || limit > 200)
    throw bad('limit', `${limit} is not a whole number from 1 to 200`, 'use 1 to 200');
  const scopes = request.scopes ?? [];
  const badScope = scopes.find((s) => !isScopeName(s));
  if (badScope !== undefined)
    throw bad(
      'scope',
      `"${badScope}" is not a scope`,
      `${didYouMean(badScope, SCOPES)}use one of ${SCOPES.join(', ')}`,
    );
  checkTypeFilter(request.types ?? []);
  if (request.since !== undefined && Number.isNaN(Date.parse(request.since))) {
    throw bad('since', `"${request.since}" is not a date`, 'use an ISO date such as 2026-01-31');
  }
  const filter: KeywordFilter = { archived: request.archived ? 'include' : 'exclude' };
  // Session notes are found when asked for by type, never among knowledge by default.
  if (request.types?.length) filter.types = request.types;
  else filter.excludeTypes = SESSION_NOTE_TYPES;
  if (scopes.length) filter.scopes = scopes as ScopeName[];
  if (request.tags?.length) filter.tags = request.tags;
  if (request.since) filter.updatedSince = request.since;
  return { query, phrasings, mode, limit, filter };
}

/** Options that do not come from the request. */
export interface QueryOptions {
  /**
   * The embedding of each phrasing in the space of `state.vectors`, in order, or null when
   * there are none.
   */
  queryVectors: ReadonlyArray<ArrayLike<number>> | null;
  /** How to read the similarities of the vectors' model. */
  calibration: SimilarityCalibration;
  /** Why there is no query vector (shown when a semantic or hybrid search degrades). */
  noVectorReason?: string;
  now: Date;
  defaultLimit: number;
  semanticWeight: number;
  halfLifeDays: number;
}

/** Runs a checked request against the state. */
export function runSearch(
  state: IndexState,
  request: SearchRequest,
  options: QueryOptions,
): SearchResponse {
  const { query, phrasings, mode, limit, filter } = checkSearchRequest(
    request,
    options.defaultLimit,
  );
  const vectors = options.queryVectors;
  const canVector =
    !!state.vectors && state.vectors.size > 0 && vectors?.length === phrasings.length;
  const degraded = mode !== 'keyword' && !canVector;
  const weight =
    mode === 'keyword' || !canVector ? 0 : mode === 'semantic' ? 1 : options.semanticWeight;
  const fusion = {
    now: options.now,
    semanticWeight: weight,
    halfLifeDays: options.halfLifeDays,
    semanticFloor: options.calibration.floor,
    semanticCeiling: options.calibration.ceiling,
  };
  const rankings = phrasings.map((text, i) =>
    hybridSearch({
      keyword: state.keyword,
      vectors: weight > 0 ? state.vectors : null,
      text: weight === 1 ? '' : text,
      queryVector: weight > 0 ? (vectors?.[i] ?? null) : null,
      filter,
      isVectorCurrent: (key) => isScopedKey(key) && isVectorCurrent(state, key),
      // Extra candidates, since shadowed ids are dropped after ranking.
      limit: limit + state.shadowed.size,
      fusion,
    }),
  );
  const results = toResults(state, fuseRankingsScored(rankings), limit);
  const response: SearchResponse = {
    query,
    ...(phrasings.length > 1 ? { queries: phrasings } : {}),
    mode,
    degraded,
    results,
  };
  if (degraded)
    response.notice = `strata: searched by keywords only, not by meaning: ${options.noVectorReason ?? 'no embedding model is available'}`;
  return response;
}

function toResults(state: IndexState, hits: readonly HybridHit[], limit: number): SearchResult[] {
  const results: SearchResult[] = [];
  for (const hit of hits) {
    if (results.length >= limit) break;
    // Hits carry the index's plain string keys; every indexed one is a scoped key.
    const doc = isScopedKey(hit.key) ? state.docs.get(hit.key) : undefined;
    if (!doc || state.shadowed.has(doc.key)) continue;
    results.push({
      id: doc.id,
      title: doc.title,
      type: doc.type,
      scope: doc.scope,
      score: Math.round(hit.score * 10_000) / 10_000,
      path: doc.path,
      snippet: doc.snippet,
      tags: doc.tags,
      archived: doc.archived,
      explanation: hit.explanation,
    });
  }
  return results;
}
