/**
 * The keyword settings beside the alternatives they were chosen over, on the TUNING sets
 * only (held-out sets are never used to choose): recall@5 and MRR of keyword mode for each
 * variant of `DEFAULT_KEYWORD_TUNING`, the shipped settings as the baseline of every row.
 */
import { loadUseLite } from '../src/embeddings/embedded-provider.js';
import { evaluateSearch } from '../src/search/evaluate.js';
import { DEFAULT_KEYWORD_TUNING, type KeywordTuning } from '../src/search/keyword-tuning.js';
import { loadQualitySet, productFusion, type QualitySet } from './quality.js';
import { cachedEmbedder } from './support/embed-cache.js';
import type { BenchRow } from './support/measure.js';

const TUNING_SETS = [
  { label: 'tuning', folder: 'search-eval' },
  { label: 'tuning v2', folder: 'search-til-tuning' },
  { label: 'tuning v3 (ADRs)', folder: 'search-heldout' },
] as const;

/** The alternatives, each one change from the shipped settings. */
const VARIANTS: ReadonlyArray<{ name: string; change: Partial<KeywordTuning> }> = [
  { name: 'prefix and fuzzy for every word', change: { expandUnknownOnly: false } },
  { name: 'no prefix or fuzzy matching', change: { minPrefixLength: 0, minFuzzyLength: 0 } },
  { name: 'title boost 0', change: { titleBoost: 0.001 } },
  { name: 'title boost 1', change: { titleBoost: 1 } },
  { name: 'title boost 3', change: { titleBoost: 3 } },
  { name: 'stopwords dropped', change: { keepStopwords: false } },
  { name: 'no written forms', change: { exactForms: false } },
  {
    name: 'stopwords dropped, no written forms (format 5)',
    change: { keepStopwords: false, exactForms: false },
  },
];

async function keywordScores(
  set: QualitySet,
  embed: ReturnType<typeof cachedEmbedder>,
  tuning: KeywordTuning,
) {
  const report = await evaluateSearch(set.memories, set.queries, {
    embed,
    now: Date.parse('2026-04-01T00:00:00Z'),
    fusion: productFusion(),
    keywordTuning: tuning,
  });
  return report.rows.find((r) => r.mode === 'keyword' && r.kind === 'all')!;
}

/** One row per set, variant and measure, beside the shipped settings on the same set. */
export async function benchKeywordSweep(): Promise<BenchRow[]> {
  const model = await loadUseLite();
  const embed = cachedEmbedder('use-lite', (texts) => model.embed(texts));
  const rows: BenchRow[] = [];
  for (const { label, folder } of TUNING_SETS) {
    const set = await loadQualitySet(folder);
    if (!set) {
      console.error(`keyword sweep: ${label} skipped: no local copy of its source repository`);
      continue;
    }
    const shipped = await keywordScores(set, embed, DEFAULT_KEYWORD_TUNING);
    for (const { name, change } of VARIANTS) {
      const r = await keywordScores(set, embed, { ...DEFAULT_KEYWORD_TUNING, ...change });
      for (const metric of ['recallAt5', 'mrr'] as const) {
        rows.push({
          name: `${label}: ${name}, ${metric === 'mrr' ? 'MRR' : 'recall@5'}`,
          value: Math.round(r[metric] * 1000) / 1000,
          unit: '',
          digits: 3,
          baseline: { name: 'shipped', value: Math.round(shipped[metric] * 1000) / 1000 },
        });
      }
    }
  }
  await embed.save();
  return rows;
}
