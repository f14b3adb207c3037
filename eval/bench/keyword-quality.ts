/**
 * Keyword recall@5 and MRR on every labelled set, without the embedded model: the keyword
 * rows of `npm run bench -- quality` (which do not depend on embeddings), in seconds instead
 * of the model's minutes. For comparing keyword search before and after a change to its
 * engine: run it in both trees and compare. Each set is searched twice: with the index built
 * in memory and with it saved and opened from its file, as a process that loads it does;
 * a row counts the questions whose first relevant rank differs between the two (none may).
 * The saved file is built as a rebuild builds it (`KeywordIndex.build`, the postings written
 * directly); a row says whether its bytes differ from MiniSearch's own index saved (they may not).
 *
 *   STRATA_EVAL_SOURCES=<folder of git copies> npm run bench -- keyword-quality
 *   node --import tsx eval/bench/keyword-quality.ts
 *
 * The public sets are read from local git copies under `$STRATA_EVAL_SOURCES` (as
 * `<owner>+<name>/repo`, see support/git-copy.ts); a set without one is listed as missing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KeywordIndex, type KeywordSource } from '../../src/search/keyword/keyword-index.js';
import { type EvaluationReport, evaluateSearch } from '../search/evaluate.js';
import { loadQualitySet, QUALITY_SETS } from './quality.js';
import type { BenchRow } from './support/measure.js';

/** One constant vector a text: the semantic rows are meaningless, the keyword rows exact. */
async function noEmbeddings(texts: string[]): Promise<number[][]> {
  return texts.map(() => [1, 0, 0, 0]);
}

/**
 * The index of `memories` built as a rebuild builds it, saved to a temp file and opened
 * from it; `sameBytes` is set to whether its file equals `built` (MiniSearch's) saved.
 */
function rebuiltAndOpened(
  built: KeywordIndex,
  memories: readonly KeywordSource[],
  dir: string,
  result: { sameBytes?: boolean },
): KeywordIndex {
  const direct = KeywordIndex.build();
  for (const memory of memories) direct.upsert(memory);
  const bytes = Buffer.from(direct.serialize());
  result.sameBytes = bytes.equals(Buffer.from(built.serialize()));
  const file = path.join(dir, `keyword-${Date.now()}-${Math.random()}.bin`);
  writeFileSync(file, bytes);
  direct.savedTo(file);
  return direct;
}

/** Questions whose keyword rank differs between two evaluations of the same set. */
function rankDifferences(a: EvaluationReport, b: EvaluationReport): number {
  const key = (r: EvaluationReport['ranks'][number]) => `${r.kind}\u0000${r.query}`;
  const other = new Map(b.ranks.filter((r) => r.mode === 'keyword').map((r) => [key(r), r.rank]));
  return a.ranks.filter((r) => r.mode === 'keyword' && other.get(key(r)) !== r.rank).length;
}

/** Keyword recall@5 and MRR per available set, beside plain BM25 on the same set. */
export async function benchKeywordQuality(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const set of QUALITY_SETS) {
    const loaded = await loadQualitySet(set.folder);
    if (!loaded) {
      rows.push({
        name: `${set.label}: no local copy of its repository`,
        value: Number.NaN,
        unit: '',
      });
      continue;
    }
    const options = { embed: noEmbeddings, now: new Date('2026-07-01T00:00:00Z') };
    const report = await evaluateSearch(loaded.memories, loaded.queries, options);
    const dir = mkdtempSync(path.join(tmpdir(), 'strata-keyword-quality-'));
    let saved: EvaluationReport;
    const file: { sameBytes?: boolean } = {};
    try {
      saved = await evaluateSearch(loaded.memories, loaded.queries, {
        ...options,
        keywordFrom: (built) => rebuiltAndOpened(built, loaded.memories, dir, file),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const row = (mode: 'keyword' | 'bm25') =>
      report.rows.find((r) => r.mode === mode && r.kind === 'all')!;
    const keyword = row('keyword');
    const bm25 = row('bm25');
    const label = `${set.label}, all ${keyword.queries}`;
    rows.push(
      {
        name: `${label}: keyword recall@5`,
        value: keyword.recallAt5,
        unit: '',
        digits: 3,
        baseline: { name: 'plain BM25', value: bm25.recallAt5 },
      },
      {
        name: `${label}: keyword MRR`,
        value: keyword.mrr,
        unit: '',
        digits: 3,
        baseline: { name: 'plain BM25', value: bm25.mrr },
      },
      {
        name: `${label}: questions ranked differently from the saved index file`,
        value: rankDifferences(report, saved),
        unit: '',
      },
      {
        name: `${label}: saved file built directly differs from MiniSearch's (1 = yes)`,
        value: file.sameBytes ? 0 : 1,
        unit: '',
      },
    );
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { formatTable } = await import('./support/table.js');
  console.log(formatTable('Keyword search quality (no embeddings)', await benchKeywordQuality()));
}
