import { describe, expect, it } from 'vitest';
import type { FusionMeta, ScoredKey } from '../../src/search/fusion.js';
import { fuseVariant } from '../search/fusion-variants.js';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const meta = (): FusionMeta => ({ scope: 'project', updated: new Date(NOW).toISOString() });
const list = (scores: Record<string, number>): ScoredKey[] =>
  Object.entries(scores).map(([key, score]) => ({ key, score }));
const options = { now: NOW, semanticWeight: 0.5, semanticFloor: 0, semanticCeiling: 1 };

describe('fusion variants the sweep scores beside the product', () => {
  const keyword = list({ a: 10, b: 8 });
  const semantic = list({ c: 0.9, b: 0.8 });

  it('re-rank keeps only what the words found, mixed as the product mixes', () => {
    const fused = fuseVariant(keyword, semantic, meta, { ...options, variant: 'rerank' });
    expect(fused.map((r) => r.key)).toEqual(['b', 'a']);
    expect(fused[0]?.score).toBeCloseTo((0.5 * 0.8 + 0.5 * 0.8) * 1.02, 8);
  });

  it('reciprocal rank fusion adds weighted reciprocal ranks, times scope and recency', () => {
    const fused = fuseVariant(keyword, semantic, meta, { ...options, variant: 'rrf' });
    expect(fused.map((r) => r.key)).toEqual(['b', 'a', 'c']);
    expect(fused[0]?.score).toBeCloseTo((0.5 / 62 + 0.5 / 62) * 1.02, 8);
    expect(fused[1]?.score).toBeCloseTo((0.5 / 61) * 1.02, 8);
  });

  it('lets one list decide alone when the other found nothing', () => {
    const rrf = fuseVariant(keyword, [], meta, { ...options, variant: 'rrf' });
    expect(rrf[0]?.score).toBeCloseTo((1 / 61) * 1.02, 8);
    const rerank = fuseVariant([], list({ c: 0.9 }), meta, { ...options, variant: 'rerank' });
    expect(rerank.map((r) => r.key)).toEqual(['c']);
  });
});
