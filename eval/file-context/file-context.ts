/**
 * What strata knows about a file, found from what its path says: the path's words, base
 * name, module and (when known) content identifiers, searched as several phrasings fused by
 * rank; then the hubs and gotchas linked to the strongest hits, ranked just below them.
 * A gotcha linked to the memory that explains a file matters for that file even when it
 * shares no word with the path.
 */

import type { Edge } from '../../src/core/graph.js';
import { toScopedKey } from '../../src/core/scoped-key.js';
import type { DocInfo } from '../../src/indexing/index-docs.js';
import type { SearchMode } from '../../src/indexing/search-query.js';
import type { SearchService } from '../../src/indexing/search-service.js';
import { MAX_PHRASINGS } from '../../src/search/rank-fusion.js';
import { filePhrasings } from './file-phrasings.js';

/** A hit at least this close to the best one is strong enough to bring its neighbours. */
const STRONG_SCORE = 0.5;
/** Only the first hits bring neighbours: further down, links spread noise. */
const STRONG_RANKS = 3;
/** A neighbour scores this fraction of the hit that brought it. */
const LINK_DISCOUNT = 0.6;
/** Types a link brings in: the map a hit belongs to, and the traps next to it. */
const LINKED_TYPES = new Set(['hub', 'gotcha']);

/** One memory of a file's context: found by search, or linked to a strong hit. */
export interface ContextHit {
  doc: DocInfo;
  score: number;
  via: 'search' | 'link';
  /** The hit whose link brought this one. */
  linkedFrom?: string;
}

/** What to look for: a project-relative path, its content if read, a topic. */
export interface FileContextRequest {
  relPath?: string;
  content?: string;
  topic?: string;
  limit: number;
  mode?: SearchMode;
}

/** Outgoing edges by memory id (every scope merged, frontmatter links included). */
export type LinkGraph = ReadonlyMap<string, readonly Edge[]>;

/** The phrasings searched for a request: the topic first, then what the path says. */
export function contextPhrasings(request: FileContextRequest): string[] {
  const topic = request.topic?.trim();
  const fromPath = request.relPath ? filePhrasings(request.relPath, request.content) : [];
  return [...new Set([...(topic ? [topic] : []), ...fromPath])].slice(0, MAX_PHRASINGS);
}

/** Search hits, then linked hubs and gotchas of the strong ones inserted after them. */
export async function findFileContext(
  service: SearchService,
  graph: LinkGraph,
  request: FileContextRequest,
): Promise<ContextHit[]> {
  const [query, ...queries] = contextPhrasings(request);
  if (!query) return [];
  const response = await service.search({
    query,
    ...(queries.length ? { queries } : {}),
    limit: request.limit,
    ...(request.mode ? { mode: request.mode } : {}),
  });
  const hits: ContextHit[] = [];
  for (const r of response.results) {
    const doc = service.index.docs.get(toScopedKey(r.scope, r.id));
    if (doc) hits.push({ doc, score: r.score, via: 'search' });
  }
  return withLinkedHits(hits, graph, visibleById(service));
}

function visibleById(service: SearchService): Map<string, DocInfo> {
  return new Map(service.visibleDocs().map((d) => [d.id, d]));
}

/** Inserts the hubs and gotchas linked to the strong hits right after the strong hits. */
export function withLinkedHits(
  hits: readonly ContextHit[],
  graph: LinkGraph,
  docs: ReadonlyMap<string, DocInfo>,
): ContextHit[] {
  const best = hits[0]?.score ?? 0;
  // The strong hits are the leading ones, so the linked ones go right after them.
  let count = 0;
  while (count < Math.min(STRONG_RANKS, hits.length) && hits[count]!.score >= STRONG_SCORE * best)
    count++;
  const strong = best > 0 ? hits.slice(0, count) : [];
  const seen = new Set(hits.map((h) => h.doc.id));
  const linked: ContextHit[] = [];
  for (const hit of strong) {
    for (const edge of graph.get(hit.doc.id) ?? []) {
      const doc = docs.get(edge.target);
      if (!doc || doc.archived || seen.has(doc.id) || !LINKED_TYPES.has(doc.type)) continue;
      seen.add(doc.id);
      linked.push({ doc, score: hit.score * LINK_DISCOUNT, via: 'link', linkedFrom: hit.doc.id });
    }
  }
  return [...hits.slice(0, strong.length), ...linked, ...hits.slice(strong.length)];
}
