/**
 * The saved term table against MiniSearch's own radix tree (`SearchableMap`) holding the same
 * terms: exact lookup, prefix matches and fuzzy matches (with their distances), the same
 * terms in the same order — the order the scorer sums expansions in.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { describe, expect, it } from 'vitest';
import { sortTerms, TermTable } from '../../src/search/keyword/term-table.js';
import { seededRandom } from '../kit/seeded-random.js';

const LETTERS = ['a', 'b', 'c', 'e', 'k', 'r', 't', 'é', '中', '\ud800'];

function randomTerm(rng: () => number): string {
  const length = 1 + Math.floor(rng() * 9);
  let term = '';
  for (let i = 0; i < length; i++) term += LETTERS[Math.floor(rng() * LETTERS.length)];
  return term;
}

/** A radix tree built by insertion, and a table of its terms in its iteration order. */
function build(seed: number, count: number): { map: SearchableMap<number>; table: TermTable } {
  const rng = seededRandom(seed);
  const map = new SearchableMap<number>();
  for (let i = 0; i < count; i++) map.set(randomTerm(rng), i);
  const names = [...map.keys()];
  const starts = new Uint32Array(names.length + 1);
  names.forEach((name, i) => {
    starts[i + 1] = starts[i]! + name.length;
  });
  return { map, table: new TermTable(names.join(''), starts, sortTerms(names)) };
}

describe('TermTable', () => {
  it('finds terms, prefixes and fuzzy matches as MiniSearch’s radix tree does, in its order', () => {
    let fuzzyFound = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const { map, table } = build(seed, 300 + seed * 100);
      const rng = seededRandom(seed + 100);
      for (let q = 0; q < 150; q++) {
        const query = randomTerm(rng);
        const index = table.find(query);
        expect(index >= 0 ? table.term(index) : undefined).toBe(map.has(query) ? query : undefined);
        const prefix = query.slice(0, 1 + Math.floor(rng() * 3));
        expect(table.withPrefix(prefix).map((i) => table.term(i))).toEqual([
          ...map.atPrefix(prefix).keys(),
        ]);
        const maxDistance = 1 + Math.floor(rng() * 2);
        const expected = [...map.fuzzyGet(query, maxDistance)].map(([term, [, d]]) => [term, d]);
        const actual = table.fuzzy(query, maxDistance).map(([i, d]) => [table.term(i), d]);
        expect({ query, maxDistance, matches: actual }).toEqual({
          query,
          maxDistance,
          matches: expected,
        });
        fuzzyFound += expected.length;
      }
    }
    expect(fuzzyFound).toBeGreaterThan(1000);
  });

  it('answers nothing from an empty table', () => {
    const table = new TermTable('', new Uint32Array(1), new Uint32Array(0));
    expect(table.find('a')).toBe(-1);
    expect(table.withPrefix('a')).toEqual([]);
    expect(table.fuzzy('abc', 1)).toEqual([]);
  });
});
