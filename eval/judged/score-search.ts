/**
 * Search quality of one set with a judge's aliases and phrasings: recall@5 and MRR per kind
 * of question, keyword search (the product's ranking) and hybrid search with the embedded
 * model (USE-lite), each without aliases, with them, and with them plus the judge's
 * phrasings searched apart and fused by rank as `memory_search` does; beside textbook BM25.
 */

import type { Memory } from '../../src/core/memory.js';
import { hybridSearch } from '../../src/search/hybrid-search.js';
import { KeywordIndex } from '../../src/search/keyword/keyword-index.js';
import { fuseRankings, MAX_PHRASINGS } from '../../src/search/rank-fusion.js';
import { productFusion } from '../bench/quality.js';
import {
  type EmbedTexts,
  type EvalQuery,
  type EvalRow,
  evaluateSearch,
  recallAtK,
  reciprocalRank,
} from '../search/evaluate.js';
import { questionId } from './sets.js';

/** One scored configuration over one kind of question. */
export interface ScoreRow {
  config: string;
  kind: 'lexical' | 'paraphrase' | 'all';
  queries: number;
  recallAt5: number;
  mrr: number;
}

const NOW = Date.parse('2026-04-01T00:00:00Z');
const KINDS = ['lexical', 'paraphrase', 'all'] as const;

/** Keyword search over each question's phrasings, fused by rank: the product's multi-query path. */
function rankKeyword(memories: readonly Memory[], texts: readonly string[][]): string[][] {
  const keyword = KeywordIndex.create();
  for (const memory of memories) keyword.upsert(memory);
  const fusion = { ...productFusion(), now: NOW };
  return texts.map((list) =>
    fuseRankings(list.map((text) => hybridSearch({ keyword, vectors: null, text, fusion })))
      .slice(0, 10)
      .map((hit) => hit.id),
  );
}

function rowsOf(
  config: string,
  queries: readonly EvalQuery[],
  ranked: readonly string[][],
): ScoreRow[] {
  return KINDS.map((kind) => {
    const picked = queries.flatMap((q, i) => (kind === 'all' || q.kind === kind ? [i] : []));
    const mean = (f: (i: number) => number) =>
      picked.length ? picked.reduce((sum, i) => sum + f(i), 0) / picked.length : 0;
    return {
      config,
      kind,
      queries: picked.length,
      recallAt5: mean((i) => recallAtK(ranked[i]!, queries[i]!.relevant, 5)),
      mrr: mean((i) => reciprocalRank(ranked[i]!, queries[i]!.relevant)),
    };
  });
}

function fromEval(config: string, rows: readonly EvalRow[], mode: EvalRow['mode']): ScoreRow[] {
  return KINDS.map((kind) => {
    const row = rows.find((r) => r.mode === mode && r.kind === kind)!;
    return { config, kind, queries: row.queries, recallAt5: row.recallAt5, mrr: row.mrr };
  });
}

/** The judge's inputs for one set. */
export interface JudgedInputs {
  /** Aliases by memory id. */
  aliases: ReadonlyMap<string, string[]>;
  /** Phrasings by question id (`q01`…). */
  phrasings: ReadonlyMap<string, string[]>;
}

/** Every configuration's rows for one set. */
export async function scoreSearchSet(
  memories: readonly Memory[],
  queries: readonly EvalQuery[],
  judged: JudgedInputs,
  embed: EmbedTexts,
): Promise<ScoreRow[]> {
  const withAliases = memories.map((m) => ({ ...m, aliases: judged.aliases.get(m.id) ?? [] }));
  // The question is the first phrasing; the judge's fill the rest of the call's limit.
  const texts = queries.map((q, i) => [
    q.query,
    ...(judged.phrasings.get(questionId(i)) ?? []).slice(0, MAX_PHRASINGS - 1),
  ]);
  const phrasings = new Map(queries.map((q, i) => [q.query, texts[i]!.slice(1)]));
  const options = { embed, now: NOW, fusion: productFusion(), phrasings };
  const plain = await evaluateSearch(memories, queries, options);
  const aliased = await evaluateSearch(withAliases, queries, options);
  const single = texts.map((list) => list.slice(0, 1));
  return [
    ...fromEval('BM25 (textbook)', plain.rows, 'bm25'),
    ...rowsOf('keyword', queries, rankKeyword(memories, single)),
    ...rowsOf('keyword + aliases', queries, rankKeyword(withAliases, single)),
    ...rowsOf('keyword + phrasings', queries, rankKeyword(memories, texts)),
    ...rowsOf('keyword + aliases + phrasings', queries, rankKeyword(withAliases, texts)),
    ...fromEval('hybrid USE-lite', plain.rows, 'hybrid'),
    ...fromEval('hybrid + aliases', aliased.rows, 'hybrid'),
    ...fromEval('hybrid + phrasings', plain.rows, 'multi'),
    ...fromEval('hybrid + aliases + phrasings', aliased.rows, 'multi'),
  ];
}

/** The rows as a fixed-width table. */
export function formatScoreTable(rows: readonly ScoreRow[]): string {
  const head = `${'configuration'.padEnd(32)}${'kind'.padEnd(12)}${'n'.padStart(4)}${'recall@5'.padStart(10)}${'MRR'.padStart(8)}`;
  const lines = rows.map(
    (r) =>
      `${r.config.padEnd(32)}${r.kind.padEnd(12)}${String(r.queries).padStart(4)}` +
      `${r.recallAt5.toFixed(3).padStart(10)}${r.mrr.toFixed(3).padStart(8)}`,
  );
  return [head, '-'.repeat(head.length), ...lines].join('\n');
}

/** The checks on one set's rows, one line each. */
export function checkSearchTargets(rows: readonly ScoreRow[]): { line: string; met: boolean }[] {
  const r = (config: string, kind: ScoreRow['kind']) =>
    rows.find((row) => row.config === config && row.kind === kind)!.recallAt5;
  const gain = r('keyword + aliases', 'paraphrase') - r('keyword', 'paraphrase');
  const lexical = r('keyword + aliases', 'lexical') - r('keyword', 'lexical');
  const both = r('keyword + aliases + phrasings', 'paraphrase');
  const model =
    r('hybrid + aliases + phrasings', 'all') - r('keyword + aliases + phrasings', 'all');
  const fmt = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(3);
  return [
    {
      line: `aliases − none, paraphrase recall@5 ${fmt(gain)} (≥ +0.15)`,
      met: gain >= 0.15 - 1e-9,
    },
    { line: `aliases − none, lexical recall@5 ${fmt(lexical)} (≥ 0)`, met: lexical >= -1e-9 },
    {
      line: `aliases + phrasings, paraphrase recall@5 ${both.toFixed(3)} (≥ 0.85)`,
      met: both >= 0.85 - 1e-9,
    },
    {
      line: `USE-lite hybrid − keyword, aliases + phrasings, recall@5 ${fmt(model)} (earns its cost at ≥ +0.03)`,
      met: model >= 0.03 - 1e-9,
    },
  ];
}
