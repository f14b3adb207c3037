/**
 * The ranking settings of the keyword index, apart from the index so that evaluations can
 * vary them and the choice, with its reasons, is in one place.
 */

/**
 * How the keyword index ranks: what evaluations vary. The product always runs
 * {@link DEFAULT_KEYWORD_TUNING}; a saved index does not record it.
 */
export interface KeywordTuning {
  /** Boost of the title field; the whole note (title included) is the `text` field, boost 1. */
  titleBoost: number;
  /**
   * Weight of a match in the aliases (searched on their own, see keyword-terms.ts) added
   * to the note's score, where the aliases already count as part of the whole note. Below
   * 1: one alias word should lift the note the asker meant, not outrank a note that
   * discusses every word of the question.
   */
  aliasBoost: number;
  /** Shortest query term that also matches as a prefix (`auth` → `authentication`); 0: never. */
  minPrefixLength: number;
  /** Shortest query term matched fuzzily (shorter ones collide with unrelated words); 0: never. */
  minFuzzyLength: number;
  fuzziness: number;
  /**
   * Expand (prefix, fuzzy) only query terms the index does not hold as they are. MiniSearch
   * adds up the scores of every expansion, so a known word such as `git` would also score
   * `github`, `git-config` and every `git/…` path a note mentions.
   */
  expandUnknownOnly: boolean;
  /**
   * Index and search inflected words as written too, beside their stems, a word counting
   * once in MiniSearch's coordination factor (see keyword-terms.ts).
   */
  exactForms: boolean;
  /** Keep stopwords as terms: BM25's idf weighs them (see keyword-terms.ts). */
  keepStopwords: boolean;
  /**
   * BM25 parameters: `k` (term-frequency saturation), `b` (length normalisation) and `d`,
   * BM25+'s lower bound added to every matched term (0: textbook BM25). A long page that
   * mentions many of a paraphrase's weak words in passing outranked the page about the
   * question: MiniSearch's default d of 0.5 gives each matched word idf × 0.5 however
   * rarely the note uses it, and its b of 0.7 only partly discounts a long page's counts.
   */
  bm25: { k: number; b: number; d: number };
  /**
   * Multiply a note's BM25 sum by the number of content words it matched (MiniSearch's
   * coordination factor); false leaves the plain sum, as textbook BM25 does.
   */
  coordination: boolean;
}

/**
 * The settings search runs with, chosen on the labelled tuning sets (`npm run bench --
 * quality` and `keyword-sweep`; numbers in eval/RESULTS.md): the whole note as one BM25
 * text, the title only breaking ties, stopwords kept and inflected words indexed as written
 * beside their stems, textbook BM25's term weight (no BM25+ lower bound, which rewards long
 * pages for matching many common words) with full length normalisation.
 */
export const DEFAULT_KEYWORD_TUNING: Readonly<KeywordTuning> = {
  titleBoost: 0.1,
  aliasBoost: 0.5,
  minPrefixLength: 3,
  minFuzzyLength: 6,
  fuzziness: 0.2,
  expandUnknownOnly: true,
  exactForms: true,
  keepStopwords: true,
  bm25: { k: 1.5, b: 1, d: 0 },
  coordination: true,
};
