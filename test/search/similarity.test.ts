import { describe, expect, it } from 'vitest';
import {
  buildTermVector,
  DUPLICATE_SETTINGS,
  inverseFrequency,
  scorePair,
  termCosine,
  wordJaccard,
} from '../../src/search/similarity.js';
import { classifyNonMemory } from '../../src/services/audit-files.js';

const idf = (term: string) => inverseFrequency(100, term === 'git' ? 90 : 1);

describe('similarity', () => {
  it('is 1 for the same text, 0 for texts sharing no term, and symmetric', () => {
    const a = buildTermVector(
      { title: 'Delete a remote branch', body: 'git push origin --delete x' },
      idf,
    );
    const b = buildTermVector({ title: 'Pancake recipe', body: 'flour eggs milk' }, idf);
    const c = buildTermVector(
      { title: 'Remove a branch on the remote', body: 'git push --delete' },
      idf,
    );
    expect(termCosine(a, a)).toBeCloseTo(1, 10);
    expect(termCosine(a, b)).toBe(0);
    expect(termCosine(a, c)).toBeCloseTo(termCosine(c, a), 12);
    expect(termCosine(a, c)).toBeGreaterThan(0.3);
  });

  it('weighs rare words over common ones', () => {
    const common = buildTermVector({ title: 'git', body: 'stash' }, idf);
    const sharesCommon = buildTermVector({ title: 'git', body: 'bisect' }, idf);
    const sharesRare = buildTermVector({ title: 'hg', body: 'stash' }, idf);
    expect(termCosine(common, sharesRare)).toBeGreaterThan(termCosine(common, sharesCommon));
  });

  it('uses the words-only threshold without a vector and the mixed one with', () => {
    const { keywordThreshold, hybridThreshold, semanticWeight } = DUPLICATE_SETTINGS;
    expect(scorePair(keywordThreshold, null).duplicate).toBe(true);
    expect(scorePair(keywordThreshold - 0.01, null).duplicate).toBe(false);
    const mixed = scorePair(0.2, 0.8);
    expect(mixed.score).toBeCloseTo((1 - semanticWeight) * 0.2 + semanticWeight * 0.8, 12);
    expect(mixed.duplicate).toBe(mixed.score >= hybridThreshold);
    expect(scorePair(0, -0.5).score).toBe(0);
  });

  it('word-set Jaccard: shared words over all words', () => {
    expect(wordJaccard('a b c', 'b c d')).toBeCloseTo(0.5, 12);
    expect(wordJaccard('', '')).toBe(0);
  });
});

describe('classifyNonMemory', () => {
  it('names empty files, misspelt type keys, missing fences, and leaves plain notes alone', () => {
    expect(classifyNonMemory('  \n', 'f')).toBe('empty file');
    expect(classifyNonMemory('---\ntpye: gotcha\n---\nx', 'f')).toMatch(
      /"tpye:" looks like a misspelling/,
    );
    expect(classifyNonMemory('---\nType: gotcha\n---\nx', 'f')).toMatch(/must be lowercase/);
    expect(classifyNonMemory('---\ntitle: x\ntags: [a]\n---\nx', 'f')).toMatch(
      /^no "type:" in the frontmatter \(/,
    );
    expect(classifyNonMemory('---\ntitle: x\ntyp: learning\n---\nx', 'f')).toMatch(
      /"typ:" looks like/,
    );
    expect(classifyNonMemory('type: learning\ntitle: x\n', 'f')).toMatch(/opening "---"/);
    expect(classifyNonMemory('# Notes for people\n\ntext', 'f')).toBeNull();
  });
});
