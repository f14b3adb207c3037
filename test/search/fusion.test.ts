import { describe, expect, it } from 'vitest';
import type { ScopeName } from '../../src/core/scope.js';
import {
  type FusionMeta,
  fuseScores,
  normalizeScores,
  recencyFactor,
  type ScoredKey,
  scopeFactor,
} from '../../src/search/fusion.js';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

function list(entries: Record<string, number>): ScoredKey[] {
  return Object.entries(entries).map(([key, score]) => ({ key, score }));
}

const sameMeta = (): FusionMeta => ({ scope: 'project', updated: daysAgo(0) });

describe('normalizeScores', () => {
  it.each([
    ['max divides by the best', 'max', { a: 10, b: 5, c: 1 }, { a: 1, b: 0.5, c: 0.1 }],
    ['max floors negatives at 0', 'max', { a: 2, b: -1 }, { a: 1, b: 0 }],
    ['max of all-zero scores is 0', 'max', { a: 0, b: 0 }, { a: 0, b: 0 }],
  ] as const)('%s', (_name, method, input, expected) => {
    const got = Object.fromEntries(normalizeScores(list(input), method));
    for (const [key, value] of Object.entries(expected)) expect(got[key]).toBeCloseTo(value, 3);
  });

  it('calibrated maps the floor to 0 and the ceiling to 1, and drops what is at the floor', () => {
    const scores = list({ a: 0.9, b: 0.6, c: 0.4, d: 0.3 });
    const got = normalizeScores(scores, 'calibrated', { floor: 0.4, ceiling: 0.8 });
    expect(Object.fromEntries(got)).toEqual({ a: 1, b: expect.closeTo(0.5, 10) });
  });

  it('is empty for an empty list and keeps the first of a repeated key', () => {
    expect(normalizeScores([], 'max').size).toBe(0);
    const got = normalizeScores(
      [
        { key: 'a', score: 1 },
        { key: 'b', score: 0 },
        { key: 'a', score: 0 },
      ],
      'max',
    );
    expect(Object.fromEntries(got)).toEqual({ a: 1, b: 0 });
  });
});

describe('scopeFactor', () => {
  it.each([
    ['enterprise', 1.06],
    ['local', 1.04],
    ['project', 1.02],
    ['global', 1],
  ] as const)('%s → %d', (scope, expected) => {
    expect(scopeFactor(scope as ScopeName)).toBeCloseTo(expected, 10);
  });
});

describe('recencyFactor', () => {
  it.each([
    ['updated now', daysAgo(0), 180, 1],
    ['one half-life ago', daysAgo(180), 180, 0.95],
    ['two half-lives ago', daysAgo(360), 180, 0.925],
    ['a custom half-life', daysAgo(30), 30, 0.95],
    ['in the future', daysAgo(-10), 180, 1],
    ['no readable date', 'someday', 180, 0.9],
  ])('%s', (_name, updated, halfLife, expected) => {
    expect(recencyFactor(updated, NOW, halfLife)).toBeCloseTo(expected, 10);
  });
});

describe('fuseScores', () => {
  it('mixes normalised scores with the semantic weight', () => {
    // normalised: keyword a 1, b 0.5, c 0.25; semantic (floor 0, ceiling 1) c 0.9, b 0.3, d 0.1
    const keyword = list({ a: 12, b: 6, c: 3, e: 0 });
    const semantic = list({ c: 0.9, b: 0.3, d: 0.1 });
    const cases: Array<[number, string[]]> = [
      [0, ['a', 'b', 'c']],
      [1, ['c', 'b', 'd']],
      [0.5, ['c', 'a', 'b']],
    ];
    for (const [semanticWeight, order] of cases) {
      const fused = fuseScores(keyword, semantic, sameMeta, {
        now: NOW,
        semanticWeight,
        semanticFloor: 0,
        semanticCeiling: 1,
      });
      expect(fused.map((r) => r.key).slice(0, order.length)).toEqual(order);
    }
  });

  it('by default keeps weak keyword matches weak and reads cosines on the model scale', () => {
    const fused = fuseScores(
      list({ a: 10, b: 2 }),
      list({ a: 0.3, b: 0.5, c: 0.1, d: 0.9 }),
      sameMeta,
      { now: NOW, semanticFloor: 0.4, semanticCeiling: 0.8 },
    );
    const explained = Object.fromEntries(fused.map((r) => [r.key, r.explanation]));
    expect(explained.b?.keyword).toBeCloseTo(0.2, 10); // 2 / 10: a weak match stays weak
    expect(explained.b?.semantic).toBeCloseTo(0.25, 10); // (0.5 - 0.4) / (0.8 - 0.4)
    expect(explained.a?.semantic).toBe(0); // below the floor: no semantic evidence
    expect(explained.d?.semantic).toBe(1); // above the ceiling: as sure as the model gets
    expect(explained.c).toBeUndefined(); // below the floor and no keyword match: no result
  });

  it('explains every component and multiplies them', () => {
    const [top] = fuseScores(
      list({ a: 4, b: 2 }),
      list({ a: 1, b: 0.2 }),
      () => ({
        scope: 'local',
        updated: daysAgo(180),
      }),
      { now: NOW },
    );
    expect(top?.key).toBe('a');
    expect(top?.explanation.keyword).toBe(1);
    expect(top?.explanation.semantic).toBe(1);
    expect(top?.explanation.fused).toBe(1);
    expect(top?.explanation.scopeFactor).toBeCloseTo(1.04, 10);
    expect(top?.explanation.recencyFactor).toBeCloseTo(0.95, 10);
    expect(top?.explanation.final).toBeCloseTo(1.04 * 0.95, 10);
    expect(top?.score).toBe(top?.explanation.final);
  });

  it('lets a more specific scope win a tie, but not beat clearly better relevance', () => {
    const meta = (key: string): FusionMeta => ({
      scope: key.startsWith('g') ? 'global' : 'local',
      updated: daysAgo(0),
    });
    const tie = fuseScores(list({ g1: 5, l1: 5, x: 0 }), [], meta, { now: NOW });
    expect(tie.map((r) => r.key).slice(0, 2)).toEqual(['l1', 'g1']);
    const clear = fuseScores(list({ g1: 10, l1: 7, x: 0 }), [], meta, { now: NOW });
    expect(clear[0]?.key).toBe('g1');
  });

  it('prefers the fresher of two equally relevant notes, mildly', () => {
    const meta = (key: string): FusionMeta => ({
      scope: 'project',
      updated: key === 'old' ? daysAgo(1000) : daysAgo(1),
    });
    const tie = fuseScores(list({ old: 5, fresh: 5, x: 0 }), [], meta, { now: NOW });
    expect(tie[0]?.key).toBe('fresh');
    const better = fuseScores(list({ old: 10, fresh: 8, x: 0 }), [], meta, { now: NOW });
    expect(better[0]?.key).toBe('old');
  });

  it('lets one list decide alone when the other is empty', () => {
    const onlyKeyword = fuseScores(list({ a: 2, b: 1 }), [], sameMeta, { now: NOW });
    expect(onlyKeyword[0]?.explanation.fused).toBe(1);
    const onlySemantic = fuseScores([], list({ a: 0.7, b: 0.3 }), sameMeta, {
      now: NOW,
      semanticFloor: 0.2,
      semanticCeiling: 0.7,
    });
    expect(onlySemantic[0]?.explanation.fused).toBe(1);
    expect(onlySemantic[1]?.explanation.fused).toBeCloseTo(0.2, 10);
    expect(fuseScores([], [], sameMeta, { now: NOW })).toEqual([]);
  });

  it('gives an unknown key no scope bonus', () => {
    const [result] = fuseScores(list({ a: 1 }), [], () => undefined, { now: NOW });
    expect(result?.explanation.scopeFactor).toBe(1);
    expect(result?.explanation.recencyFactor).toBeCloseTo(0.9, 10);
  });

  it.each([
    [{ semanticWeight: 1.5 }, /strata: semanticWeight 1.5 is out of range/],
    [{ halfLifeDays: 0 }, /strata: halfLifeDays 0 is out of range/],
    [{ now: Number.NaN }, /strata: now NaN is not a time/],
  ])('rejects %o', (bad, message) => {
    expect(() => fuseScores([], [], sameMeta, { now: NOW, ...bad })).toThrow(message);
  });
});
