/**
 * How the keyword index ranks, in one place with the reasons for each value. Chosen on the
 * tuning sets against the alternatives (numbers in eval/RESULTS.md, `npm run bench --
 * quality`; DESIGN.md): the whole note as one BM25 text, the title only breaking ties,
 * textbook BM25's term weight (no BM25+ lower bound) with full length normalisation.
 * Stopwords are always kept as terms, inflected words always indexed as written beside
 * their stems, unknown words alone expanded, and the BM25 sum multiplied by the words
 * matched (see keyword-terms.ts).
 */

/** The ranking parameters of the keyword index. */
export interface KeywordRanking {
  /** Boost of the title field; the whole note (title included) is the `text` field, boost 1. */
  titleBoost: number;
  /**
   * Weight of a match in the aliases (searched on their own, see keyword-terms.ts) added
   * to the note's score, where the aliases already count as part of the whole note. Below
   * 1: one alias word should lift the note the asker meant, not outrank a note that
   * discusses every word of the question.
   */
  aliasBoost: number;
  /** Shortest unknown query term that also matches as a prefix (`auth` → `authentication`). */
  minPrefixLength: number;
  /** Shortest unknown query term matched fuzzily (shorter ones collide with unrelated words). */
  minFuzzyLength: number;
  fuzziness: number;
  /**
   * BM25 parameters: `k` (term-frequency saturation), `b` (length normalisation) and `d`,
   * BM25+'s lower bound added to every matched term, 0: a long page that mentions many of a
   * paraphrase's weak words in passing would otherwise outrank the page about the question.
   */
  bm25: { k: number; b: number; d: number };
}

/**
 * The parameters search runs with, chosen on the labelled tuning sets (numbers in
 * eval/RESULTS.md): the whole note as one BM25 text, the title only breaking ties, textbook
 * BM25's term weight (no BM25+ lower bound, which rewards long pages for matching many common
 * words) with full length normalisation.
 */
export const KEYWORD_RANKING: Readonly<KeywordRanking> = {
  titleBoost: 0.1,
  aliasBoost: 0.5,
  minPrefixLength: 3,
  minFuzzyLength: 6,
  fuzziness: 0.2,
  bm25: { k: 1.5, b: 1, d: 0 },
};
