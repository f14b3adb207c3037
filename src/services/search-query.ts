/**
 * Answering a search from the in-memory indexes: request checks, the three modes, shadowed
 * ids hidden, results shaped for people, JSON and MCP.
 */
import { StrataError } from '../core/errors.js';
import { isScopeName, type ScopeName } from '../core/scope.js';
import type { FusionExplanation } from '../search/fusion.js';
import { hybridSearch } from '../search/hybrid-search.js';
import type { KeywordFilter } from '../search/keyword-filter.js';
import { type IndexState, isVectorCurrent } from './index-engine.js';

/** How to search: words only, meaning only, or both fused. */
export type SearchMode = 'hybrid' | 'keyword' | 'semantic';

/** A search request (unchecked: may come from a person or a model). */
export interface SearchRequest {
  query: string;
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

/** One result. `score` is comparable within one response only. */
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
  query: string;
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

/** Checks a request and fills defaults. */
export function checkSearchRequest(
  request: SearchRequest,
  defaultLimit: number,
): Required<Pick<SearchRequest, 'query' | 'mode' | 'limit'>> & { filter: KeywordFilter } {
  const query = typeof request.query === 'string' ? request.query.trim() : '';
  if (!query) throw bad('query', 'is empty', 'pass a few words to search for');
  if (query.length > MAX_QUERY_CHARS)
    throw bad('query', `is longer than ${MAX_QUERY_CHARS} characters`, 'use a few key words');
  const mode = request.mode ?? 'hybrid';
  if (!['hybrid', 'keyword', 'semantic'].includes(mode))
    throw bad('mode', `"${mode}" is not a mode`, 'use hybrid, keyword or semantic');
  const limit = request.limit ?? defaultLimit;
  if (!Number.isInteger(limit) || limit < 1 || limit > 200)
    throw bad('limit', `${limit} is out of range`, 'use 1 to 200');
  const scopes = request.scopes ?? [];
  const badScope = scopes.find((s) => !isScopeName(s));
  if (badScope !== undefined)
    throw bad('scope', `"${badScope}" is not a scope`, 'use enterprise, local, project or global');
  if (request.since !== undefined && Number.isNaN(Date.parse(request.since))) {
    throw bad('since', `"${request.since}" is not a date`, 'use an ISO date such as 2026-01-31');
  }
  const filter: KeywordFilter = { archived: request.archived ? 'include' : 'exclude' };
  if (request.types?.length) filter.types = request.types;
  if (scopes.length) filter.scopes = scopes as ScopeName[];
  if (request.tags?.length) filter.tags = request.tags;
  if (request.since) filter.updatedSince = request.since;
  return { query, mode, limit, filter };
}

/** Options that do not come from the request. */
export interface QueryOptions {
  /** The query's embedding in the space of `state.vectors`, or null when there is none. */
  queryVector: ArrayLike<number> | null;
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
  const { query, mode, limit, filter } = checkSearchRequest(request, options.defaultLimit);
  const canVector = !!(state.vectors && options.queryVector && state.vectors.size > 0);
  const degraded = mode !== 'keyword' && !canVector;
  const weight =
    mode === 'keyword' || !canVector ? 0 : mode === 'semantic' ? 1 : options.semanticWeight;
  const hits = hybridSearch({
    keyword: state.keyword,
    vectors: weight > 0 ? state.vectors : null,
    text: weight === 1 ? '' : query,
    queryVector: weight > 0 ? options.queryVector : null,
    filter,
    isVectorCurrent: (key) => isVectorCurrent(state, key),
    // Extra candidates, since shadowed ids are dropped after ranking.
    limit: limit + state.shadowed.size,
    fusion: { now: options.now, semanticWeight: weight, halfLifeDays: options.halfLifeDays },
  });
  const results: SearchResult[] = [];
  for (const hit of hits) {
    if (results.length >= limit) break;
    const doc = state.docs.get(hit.key);
    if (!doc || state.shadowed.has(hit.key)) continue;
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
  const response: SearchResponse = { query, mode, degraded, results };
  if (degraded)
    response.notice = `strata: ${mode} search ran on keywords only: ${options.noVectorReason ?? 'no embeddings available'}`;
  return response;
}
