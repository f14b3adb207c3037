/**
 * Keyword recall@5 and MRR on every labelled set, without the embedded model: the keyword
 * rows of `npm run bench -- quality` (which do not depend on embeddings), in seconds instead
 * of the model's minutes. For comparing keyword search before and after a change to its
 * engine: run it in both trees and compare.
 *
 *   STRATA_EVAL_SOURCES=<folder of git copies> npm run bench -- keyword-quality
 *   node --import tsx eval/bench/keyword-quality.ts
 *
 * The public sets are read from local git copies under `$STRATA_EVAL_SOURCES` (as
 * `<owner>+<name>/repo`, see support/git-copy.ts); a set without one is listed as missing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateSearch } from '../search/evaluate.js';
import { loadQualitySet, QUALITY_SETS } from './quality.js';
import type { BenchRow } from './support/measure.js';

/** One constant vector a text: the semantic rows are meaningless, the keyword rows exact. */
async function noEmbeddings(texts: string[]): Promise<number[][]> {
  return texts.map(() => [1, 0, 0, 0]);
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
    const report = await evaluateSearch(loaded.memories, loaded.queries, {
      embed: noEmbeddings,
      now: new Date('2026-07-01T00:00:00Z'),
    });
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
    );
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { formatTable } = await import('./support/table.js');
  console.log(formatTable('Keyword search quality (no embeddings)', await benchKeywordQuality()));
}
