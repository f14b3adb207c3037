/**
 * `npm run bench -- keyword-quality`: keyword recall@5 and MRR of every quality set (the
 * keyword rows of `npm run bench -- quality`), without loading the embedded model. Keyword
 * ranking never reads a vector, so a placeholder embedding serves the other modes, whose
 * rows are not reported here. For checking a keyword change quickly on every set.
 */
import { evaluateSearch } from '../search/evaluate.js';
import { loadQualitySet, productFusion, selectedQualitySets } from './quality.js';
import type { BenchRow } from './support/measure.js';

/** One fixed unit vector per text: the semantic and hybrid modes run, their rows are dropped. */
async function placeholderEmbed(texts: readonly string[]): Promise<number[][]> {
  return texts.map(() => [1, 0, 0, 0]);
}

/** Keyword recall@5 and MRR per set, each beside plain BM25. */
export async function benchKeywordQuality(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const set of selectedQualitySets()) {
    const loaded = await loadQualitySet(set.folder);
    if (!loaded) {
      console.error(
        `keyword-quality: ${set.label} skipped: no local copy of its source repository`,
      );
      continue;
    }
    const report = await evaluateSearch(loaded.memories, loaded.queries, {
      embed: placeholderEmbed,
      now: Date.parse('2026-04-01T00:00:00Z'),
      fusion: productFusion(),
    });
    const keyword = report.rows.find((r) => r.mode === 'keyword' && r.kind === 'all')!;
    const bm25 = report.rows.find((r) => r.mode === 'bm25' && r.kind === 'all')!;
    const round = (x: number) => Math.round(x * 1000) / 1000;
    const name = `${set.label} (${loaded.memories.length} notes), keyword`;
    rows.push(
      {
        name: `${name}: recall@5`,
        value: round(keyword.recallAt5),
        unit: '',
        digits: 3,
        baseline: { name: 'plain BM25', value: round(bm25.recallAt5) },
      },
      {
        name: `${name}: MRR`,
        value: round(keyword.mrr),
        unit: '',
        digits: 3,
        baseline: { name: 'plain BM25', value: round(bm25.mrr) },
      },
    );
  }
  return rows;
}
