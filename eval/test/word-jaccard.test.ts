import { describe, expect, it } from 'vitest';
import { wordJaccard } from '../bench/support/word-jaccard.js';

describe('word-set Jaccard, the duplicates baseline', () => {
  it('is shared words over all words', () => {
    expect(wordJaccard('a b c', 'b c d')).toBeCloseTo(0.5, 12);
    expect(wordJaccard('A, b!', 'a B')).toBe(1);
    expect(wordJaccard('', '')).toBe(0);
  });
});
