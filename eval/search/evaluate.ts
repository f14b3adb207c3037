/**
 * Measures search quality on a labelled query set: recall@5 and MRR (over the top 10) for
 * plain BM25, keyword, semantic and hybrid search, and hybrid search over several phrasings
 * of each question (`multi`), per query kind. The embedding function is passed in, so the
 * same evaluation runs with any provider.
 */

import { embeddingText } from '../../src/core/embedding-text.js';
import { BruteForceIndex } from '../../src/search/brute-force-index.js';
import type { FusionOptions } from '../../src/search/fusion.js';
import { type HybridQuery, hybridSearch } from '../../src/search/hybrid-search.js';
import { matchesFilter } from '../../src/search/keyword/keyword-filter.js';
import {
  docKey,
  idFromKey,
  KeywordIndex,
  type KeywordSource,
} from '../../src/search/keyword/keyword-index.js';
import { fuseRankings } from '../../src/search/rank-fusion.js';
import { PlainBm25 } from './bm25-baseline.js';
import { type FusionVariant, fuseVariant } from './fusion-variants.js';

/** `lexical`: the query reuses the memory's words; `paraphrase`: it says the same otherwise. */
export type QueryKind = 'lexical' | 'paraphrase';

/** A labelled query: the ids of the memories that answer it. */
export interface EvalQuery {
  query: string;
  relevant: string[];
  kind: QueryKind;
}

/** Embeds non-empty texts, one vector per text, in order. */
export type EmbedTexts = (texts: string[]) => Promise<number[][]>;

/**
 * The retrieval modes compared. `multi` is hybrid search over the question and its caller
 * phrasings, fused by rank; a question without phrasings is searched as in `hybrid`.
 */
export type EvalMode = 'bm25' | 'keyword' | 'semantic' | 'hybrid' | 'multi';

/** Scores of one mode over one kind of query (or `all`). */
export interface EvalRow {
  mode: EvalMode;
  kind: QueryKind | 'all';
  queries: number;
  recallAt5: number;
  mrr: number;
}

/** Where one mode ranked the first relevant memory of one query (null: not in the top 10). */
export interface EvalRank {
  query: string;
  kind: QueryKind;
  mode: EvalMode;
  rank: number | null;
}

/** Options of {@link evaluateSearch}. */
export interface EvaluateOptions {
  embed: EmbedTexts;
  /** The time fusion measures recency from. */
  now: Date | number;
  /** Fusion settings for hybrid mode (semantic weight, normalisation, …). */
  fusion?: Omit<FusionOptions, 'now'>;
  /** Candidates each index contributes to hybrid fusion (see {@link HybridQuery}). */
  candidates?: number;
  /** More phrasings of a question, by its query text (for `multi`). */
  phrasings?: ReadonlyMap<string, readonly string[]>;
  /** A way of combining the two lists to evaluate instead of the product's. */
  variant?: FusionVariant;
  /** The keyword index to search instead of the one built (say, it saved and opened again). */
  keywordFrom?: (built: KeywordIndex) => KeywordIndex;
}

/** The evaluation: one row per mode and kind, and every query's rank for inspection. */
export interface EvaluationReport {
  rows: EvalRow[];
  ranks: EvalRank[];
}

const MODES: readonly EvalMode[] = ['bm25', 'keyword', 'semantic', 'hybrid', 'multi'];
const DEPTH = 10;
const RECALL_AT = 5;

/** Share of `relevant` found among the first `k` of `ranked`. */
export function recallAtK(
  ranked: readonly string[],
  relevant: readonly string[],
  k: number,
): number {
  if (relevant.length === 0) return 0;
  const top = new Set(ranked.slice(0, k));
  return relevant.filter((id) => top.has(id)).length / relevant.length;
}

/** 1 / rank of the first relevant id within the first `depth` results, else 0. */
export function reciprocalRank(
  ranked: readonly string[],
  relevant: readonly string[],
  depth = DEPTH,
): number {
  const index = ranked.slice(0, depth).findIndex((id) => relevant.includes(id));
  return index < 0 ? 0 : 1 / (index + 1);
}

/** The whole text of a memory: what the BM25 baseline reads. */
export function memoryText(memory: KeywordSource): string {
  return [memory.title, memory.tags.join(', '), memory.body]
    .filter((part) => part.trim())
    .join('\n');
}

interface Rankers {
  /** Ranks ids for the phrasings of one question (only the first, except in `multi`). */
  rank(mode: EvalMode, texts: readonly string[], vectors: readonly number[][]): string[];
}

async function buildRankers(
  memories: readonly KeywordSource[],
  options: EvaluateOptions,
): Promise<Rankers> {
  const built = KeywordIndex.create();
  for (const memory of memories) built.upsert(memory);
  const keyword = options.keywordFrom ? options.keywordFrom(built) : built;
  const bm25 = new PlainBm25(
    memories.map((m) => ({ id: m.id, text: `${m.id}\n${memoryText(m)}` })),
  );
  // The vectors the product stores (title, tags, the start of the body), not the whole note.
  const docVectors = await options.embed(memories.map(embeddingText));
  const vectors = new BruteForceIndex(docVectors[0]?.length ?? 1);
  memories.forEach((memory, i) => {
    vectors.upsert(docKey(memory.scope, memory.id), docVectors[i]!);
  });
  const fusion = { ...options.fusion, now: options.now };
  const { variant } = options;
  // Every mode but BM25 goes through the same fusion (scope and recency factors included),
  // as the product runs them, so that only the retrievers differ. A variant fuses the same
  // candidates the product's search takes.
  const one = (mode: EvalMode, text: string, vector: number[] | undefined) => {
    const query = {
      keyword,
      vectors: mode === 'keyword' ? null : vectors,
      text: mode === 'semantic' ? '' : text,
      queryVector: vector ?? null,
      limit: DEPTH,
      ...(options.candidates === undefined ? {} : { candidates: options.candidates }),
      fusion,
    };
    if (!variant) return hybridSearch(query);
    const pool = options.candidates ?? Math.max(50, DEPTH * 5);
    const kw = query.text.trim() ? keyword.search(query.text, { limit: pool }) : [];
    const sem =
      query.vectors && query.queryVector
        ? vectors.search(query.queryVector, pool, (key) => {
            const stored = keyword.stored(key);
            return stored !== undefined && matchesFilter(stored);
          })
        : [];
    return fuseVariant(kw, sem, (key) => keyword.stored(key), { ...fusion, variant })
      .slice(0, DEPTH)
      .map((hit) => ({ ...hit, id: idFromKey(hit.key) }));
  };
  return {
    rank(mode, texts, queryVectors) {
      if (mode === 'bm25') return bm25.search(texts[0] ?? '', DEPTH).map((hit) => hit.id);
      const count = mode === 'multi' ? texts.length : 1;
      const rankings = texts.slice(0, count).map((text, i) => one(mode, text, queryVectors[i]));
      return fuseRankings(rankings)
        .slice(0, DEPTH)
        .map((hit) => hit.id);
    },
  };
}

function summarize(
  mode: EvalMode,
  kind: QueryKind | 'all',
  scored: Array<{ recall: number; rr: number }>,
): EvalRow {
  const n = scored.length;
  const mean = (pick: (s: { recall: number; rr: number }) => number) =>
    n === 0 ? 0 : scored.reduce((sum, s) => sum + pick(s), 0) / n;
  return { mode, kind, queries: n, recallAt5: mean((s) => s.recall), mrr: mean((s) => s.rr) };
}

/**
 * Runs every query in every mode over `memories` and scores the rankings. Memories and
 * queries must not be empty (nothing to embed otherwise).
 */
export async function evaluateSearch(
  memories: readonly KeywordSource[],
  queries: readonly EvalQuery[],
  options: EvaluateOptions,
): Promise<EvaluationReport> {
  const rankers = await buildRankers(memories, options);
  const texts = queries.map((q) => [q.query, ...(options.phrasings?.get(q.query) ?? [])]);
  const flat = await options.embed(texts.flat());
  let next = 0;
  const textVectors = texts.map((list) => list.map(() => flat[next++]!));
  const ranks: EvalRank[] = [];
  const scores = new Map<string, Array<{ recall: number; rr: number }>>();
  queries.forEach((q, i) => {
    for (const mode of MODES) {
      const ranked = rankers.rank(mode, texts[i]!, textVectors[i]!);
      const rr = reciprocalRank(ranked, q.relevant);
      ranks.push({ query: q.query, kind: q.kind, mode, rank: rr > 0 ? Math.round(1 / rr) : null });
      const entry = { recall: recallAtK(ranked, q.relevant, RECALL_AT), rr };
      for (const kind of ['all', q.kind]) {
        const list = scores.get(`${mode}/${kind}`) ?? [];
        list.push(entry);
        scores.set(`${mode}/${kind}`, list);
      }
    }
  });
  const rows: EvalRow[] = [];
  for (const kind of ['all', 'lexical', 'paraphrase'] as const) {
    for (const mode of MODES) rows.push(summarize(mode, kind, scores.get(`${mode}/${kind}`) ?? []));
  }
  return { rows, ranks };
}

/** The rows as a fixed-width text table. */
export function formatEvalTable(rows: readonly EvalRow[]): string {
  const header = `${'kind'.padEnd(11)}${'mode'.padEnd(10)}${'queries'.padStart(8)}${'recall@5'.padStart(10)}${'MRR'.padStart(8)}`;
  const lines = rows.map(
    (row) =>
      `${row.kind.padEnd(11)}${row.mode.padEnd(10)}${String(row.queries).padStart(8)}` +
      `${row.recallAt5.toFixed(3).padStart(10)}${row.mrr.toFixed(3).padStart(8)}`,
  );
  return [header, '-'.repeat(header.length), ...lines].join('\n');
}
