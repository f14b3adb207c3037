/**
 * The fusion settings beside the alternatives they were chosen over, on the TUNING sets
 * (`TUNING_FOLDERS`): recall@5 and MRR of hybrid mode for each variant of the product's
 * fusion, the shipped settings as the baseline of every row. The keyword index has one
 * ranking (src/search/keyword/keyword-tuning.ts); its alternatives were measured before it was fixed
 * (eval/RESULTS.md).
 */
import { loadUseLite } from '../../src/embeddings/embedded-provider.js';
import type { FusionOptions } from '../../src/search/fusion.js';
import { type EvalRow, evaluateSearch } from '../search/evaluate.js';
import type { FusionVariant } from '../search/fusion-variants.js';
import { loadQualitySet, productFusion, type QualitySet, TUNING_FOLDERS } from './quality.js';
import { cachedEmbedder } from './support/embed-cache.js';
import type { BenchRow } from './support/measure.js';

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

async function scores(set: QualitySet, embed: Embed, change: FusionChange): Promise<EvalRow> {
  const report = await evaluateSearch(set.memories, set.queries, {
    embed,
    now: Date.parse('2026-04-01T00:00:00Z'),
    fusion: { ...productFusion(), ...change.fusion },
    ...(change.variant ? { variant: change.variant } : {}),
  });
  return report.rows.find((r) => r.mode === 'hybrid' && r.kind === 'all')!;
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
    const shipped = await scores(set, embed, { fusion: {} });
    for (const { name, change } of FUSION_VARIANTS) {
      const r = await scores(set, embed, change);
      rows.push(...pair(`${folder}: hybrid, ${name}`, r, shipped));
    }
  }
  await embed.save();
  return rows;
}
