import { describe, expect, it } from 'vitest';
import {
  FORMS_FIELD,
  fieldTerms,
  onlyStopwords,
  stopwordTerms,
} from '../../src/search/keyword-terms.js';

const both = { exactForms: true, keepStopwords: true };

describe('fieldTerms', () => {
  it('gives stems with stopwords to the title and the whole note', () => {
    expect(fieldTerms('Proposed', 'text', both)).toEqual(['propos']);
    expect(fieldTerms('the', 'text', both)).toEqual(['the']);
    expect(fieldTerms('the', 'text', { ...both, keepStopwords: false })).toBeNull();
  });

  it('gives the forms field only words whose stem differs', () => {
    expect(fieldTerms('Proposed', FORMS_FIELD, both)).toEqual(['proposed']);
    expect(fieldTerms('docker-compose', FORMS_FIELD, both)).toEqual(['compose']);
    expect(fieldTerms('docker', FORMS_FIELD, both)).toBeNull();
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
    expect([...stopwordTerms('who owns the release', both)].sort()).toEqual(['the', 'who']);
  });

  it('leaves out a term a content word gives too', () => {
    // `the-end` is a compound: its `the` part comes from a content token.
    expect([...stopwordTerms('the the-end', both)]).toEqual([]);
  });
});
