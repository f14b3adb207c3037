import { describe, expect, it } from 'vitest';
import { type FusionMeta, fuseScores } from '../../src/search/fusion.js';
import type { HybridHit } from '../../src/search/hybrid-search.js';
import { applyFusionVariant } from '../search/fusion-variants.js';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const meta = (): FusionMeta => ({ scope: 'project', updated: new Date(NOW).toISOString() });

/** The product's fused hits of two lists (cosines read on a 0–1 scale). */
function hits(keyword: Record<string, number>, semantic: Record<string, number>): HybridHit[] {
  const list = (scores: Record<string, number>) =>
    Object.entries(scores).map(([key, score]) => ({ key, score }));
  return fuseScores(list(keyword), list(semantic), meta, {
    now: NOW,
    semanticWeight: 0.5,
    semanticFloor: 0,
    semanticCeiling: 1,
  }).map((result) => ({ ...result, id: result.key, scope: 'project', type: 'learning' }));
}

describe('fusion variants the sweep scores beside the product', () => {
  const fused = hits({ a: 10, b: 8 }, { c: 0.9, b: 0.8 });

  it('the product ranks every candidate of both lists', () => {
    expect(fused.map((hit) => hit.key)).toEqual(['b', 'a', 'c']);
  });

  it('re-rank keeps only what the words found, in the product order', () => {
    expect(applyFusionVariant(fused, 'rerank', 0.5).map((hit) => hit.key)).toEqual(['b', 'a']);
  });

  it('reciprocal rank fusion adds weighted reciprocal ranks, times scope and recency', () => {
    const ranked = applyFusionVariant(fused, 'rrf', 0.5);
    expect(ranked.map((hit) => hit.key)).toEqual(['b', 'a', 'c']);
    expect(ranked[0]?.score).toBeCloseTo((0.5 / 62 + 0.5 / 62) * 1.02, 8);
    expect(ranked[1]?.score).toBeCloseTo((0.5 / 61) * 1.02, 8);
  });

  it('lets one list decide alone when the other found nothing', () => {
    const keywordOnly = hits({ a: 10, b: 8 }, {});
    expect(applyFusionVariant(keywordOnly, 'rrf', 0.5)[0]?.score).toBeCloseTo((1 / 61) * 1.02, 8);
    expect(applyFusionVariant(hits({}, { c: 0.9 }), 'rerank', 0.5).map((h) => h.key)).toEqual([
      'c',
    ]);
  });
});
