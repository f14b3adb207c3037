/**
 * The keyword and fusion settings beside the alternatives they were chosen over, on the
 * TUNING sets (`TUNING_FOLDERS`): recall@5 and MRR of keyword mode for each variant of
 * `DEFAULT_KEYWORD_TUNING`, and of hybrid mode for each variant of the product's fusion,
 * the shipped settings as the baseline of every row.
 */
import { loadUseLite } from '../../src/embeddings/embedded-provider.js';
import type { FusionOptions } from '../../src/search/fusion.js';
import { DEFAULT_KEYWORD_TUNING, type KeywordTuning } from '../../src/search/keyword-tuning.js';
import { type EvalRow, evaluateSearch } from '../search/evaluate.js';
import type { FusionVariant } from '../search/fusion-variants.js';
import { loadQualitySet, productFusion, type QualitySet, TUNING_FOLDERS } from './quality.js';
import { cachedEmbedder } from './support/embed-cache.js';
import type { BenchRow } from './support/measure.js';

const TEXTBOOK: Partial<KeywordTuning> = {
  bm25: { k: 1.2, b: 0.75, d: 0 },
  coordination: false,
  titleBoost: 0.001,
  minPrefixLength: 0,
  minFuzzyLength: 0,
  exactForms: false,
};

/** Keyword alternatives, each one change from the shipped settings (or textbook BM25's). */
const KEYWORD_VARIANTS: ReadonlyArray<{ name: string; change: Partial<KeywordTuning> }> = [
  { name: 'k 1.2, b 0.7, BM25+ d 0.5 (before)', change: { bm25: { k: 1.2, b: 0.7, d: 0.5 } } },
  { name: 'k 1.2, b 0.7, d 0', change: { bm25: { k: 1.2, b: 0.7, d: 0 } } },
  { name: 'k 1.5, b 0.9', change: { bm25: { k: 1.5, b: 0.9, d: 0 } } },
  { name: 'k 2, b 1', change: { bm25: { k: 2, b: 1, d: 0 } } },
  { name: 'BM25+ d 0.5', change: { bm25: { k: 1.5, b: 1, d: 0.5 } } },
  { name: 'no coordination factor', change: { coordination: false } },
  { name: 'textbook BM25 on strata terms', change: TEXTBOOK },
  { name: 'textbook, stopwords dropped', change: { ...TEXTBOOK, keepStopwords: false } },
  { name: 'prefix and fuzzy for every word', change: { expandUnknownOnly: false } },
  { name: 'no prefix or fuzzy matching', change: { minPrefixLength: 0, minFuzzyLength: 0 } },
  { name: 'title boost 1', change: { titleBoost: 1 } },
  { name: 'stopwords dropped', change: { keepStopwords: false } },
  { name: 'no written forms', change: { exactForms: false } },
];

/** A fusion alternative: settings changed and, optionally, another way of combining. */
type FusionChange = { fusion: Partial<FusionOptions>; variant?: FusionVariant };

/** Fusion alternatives for hybrid mode, each one change from the product's. */
const FUSION_VARIANTS: ReadonlyArray<{ name: string; change: FusionChange }> = [
  { name: 'semantic weight 0', change: { fusion: { semanticWeight: 0 } } },
  { name: 'semantic weight 0.1', change: { fusion: { semanticWeight: 0.1 } } },
  { name: 'semantic weight 0.3', change: { fusion: { semanticWeight: 0.3 } } },
  {
    name: 'reciprocal rank fusion',
    change: { fusion: { semanticWeight: 0.5 }, variant: 'rrf' },
  },
  { name: 'semantic re-rank of keyword candidates', change: { fusion: {}, variant: 'rerank' } },
];

type Embed = ReturnType<typeof cachedEmbedder>;

async function scores(
  set: QualitySet,
  embed: Embed,
  tuning: KeywordTuning,
  change: FusionChange,
): Promise<{ keyword: EvalRow; hybrid: EvalRow }> {
  const report = await evaluateSearch(set.memories, set.queries, {
    embed,
    now: Date.parse('2026-04-01T00:00:00Z'),
    fusion: { ...productFusion(), ...change.fusion },
    keywordTuning: tuning,
    ...(change.variant ? { variant: change.variant } : {}),
  });
  const row = (mode: EvalRow['mode']) =>
    report.rows.find((r) => r.mode === mode && r.kind === 'all')!;
  return { keyword: row('keyword'), hybrid: row('hybrid') };
}

function pair(name: string, value: EvalRow, shipped: EvalRow): BenchRow[] {
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return (['recallAt5', 'mrr'] as const).map((metric) => ({
    name: `${name}, ${metric === 'mrr' ? 'MRR' : 'recall@5'}`,
    value: round(value[metric]),
    unit: '',
    digits: 3,
    baseline: { name: 'shipped', value: round(shipped[metric]) },
  }));
}

/** One row per set, variant and measure, beside the shipped settings on the same set. */
export async function benchKeywordSweep(): Promise<BenchRow[]> {
  const model = await loadUseLite();
  const embed = cachedEmbedder('use-lite', (texts) => model.embed(texts));
  const rows: BenchRow[] = [];
  for (const folder of TUNING_FOLDERS) {
    const set = await loadQualitySet(folder);
    if (!set) {
      console.error(`keyword sweep: ${folder} skipped: no local copy of its source repository`);
      continue;
    }
    const shipped = await scores(set, embed, { ...DEFAULT_KEYWORD_TUNING }, { fusion: {} });
    for (const { name, change } of KEYWORD_VARIANTS) {
      const r = await scores(set, embed, { ...DEFAULT_KEYWORD_TUNING, ...change }, { fusion: {} });
      rows.push(...pair(`${folder}: keyword, ${name}`, r.keyword, shipped.keyword));
    }
    for (const { name, change } of FUSION_VARIANTS) {
      const r = await scores(set, embed, { ...DEFAULT_KEYWORD_TUNING }, change);
      rows.push(...pair(`${folder}: hybrid, ${name}`, r.hybrid, shipped.hybrid));
    }
  }
  await embed.save();
  return rows;
}
