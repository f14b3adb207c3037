import type { SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import {
  FORMS_FIELD,
  fieldTerms,
  onlyStopwords,
  stopwordTerms,
} from '../../src/search/keyword/keyword-terms.js';
import { rescore } from '../support/keyword-reference.js';

describe('fieldTerms', () => {
  it('gives stems with stopwords to the title and the whole note', () => {
    expect(fieldTerms('Proposed', 'text')).toEqual(['propos']);
    expect(fieldTerms('the', 'text')).toEqual(['the']);
    expect(fieldTerms('the', 'title')).toEqual(['the']);
  });

  it('gives the forms field only words whose stem differs', () => {
    expect(fieldTerms('Proposed', FORMS_FIELD)).toEqual(['proposed']);
    expect(fieldTerms('docker-compose', FORMS_FIELD)).toEqual(['compose']);
    expect(fieldTerms('docker', FORMS_FIELD)).toBeNull();
  });
});

describe('onlyStopwords', () => {
  it('is true for a query with nothing left once stopwords are dropped', () => {
    expect(onlyStopwords('')).toBe(true);
    expect(onlyStopwords('the of and a')).toBe(true);
    expect(onlyStopwords('the cache')).toBe(false);
  });
});

describe('stopwordTerms', () => {
  it('lists the terms only stopwords give', () => {
    expect([...stopwordTerms('who owns the release')].sort()).toEqual(['the', 'who']);
  });

  it('leaves out a term a content word gives too', () => {
    // `the-end` is a compound: its `the` part comes from a content token.
    expect([...stopwordTerms('the the-end')]).toEqual([]);
  });
});

describe('rescore', () => {
  /** A MiniSearch result: its score is the BM25 sum times the number of terms it matched. */
  const result = (id: string, sum: number, queryTerms: string[]) =>
    ({
      id,
      score: sum * queryTerms.length,
      queryTerms,
      terms: queryTerms,
      match: {},
    }) as SearchResult;

  it('multiplies the BM25 sum by the content words matched, not by the stopwords', () => {
    const both = result('both', 1, ['cache', 'invalid']);
    const one = result('one', 1.5, ['cache', 'the']);
    const ranked = rescore([one, both], { forms: [], aliases: [] }, new Set(['the']));
    expect(ranked.map((r) => [r.id, r.score])).toEqual([
      ['both', 2],
      ['one', 1.5],
    ]);
  });

  it('adds the written forms in full and the aliases at half weight, and drops stopword-only notes', () => {
    const side = {
      forms: [result('a', 0.4, ['proposed'])],
      aliases: [result('a', 2, ['cache'])],
    };
    const ranked = rescore(
      [result('a', 1, ['cache']), result('b', 3, ['the'])],
      side,
      new Set(['the']),
    );
    expect(ranked.map((r) => r.id)).toEqual(['a']);
    expect(ranked[0]?.score).toBeCloseTo(1 + 0.4 + 0.5 * 2, 10);
  });
});
