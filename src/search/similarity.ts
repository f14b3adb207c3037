/**
 * How alike two memories are, on an absolute scale (unlike search scores, which are only
 * comparable within one response): the cosine of their TF-IDF term vectors (the search
 * index's analyzer and document frequencies), mixed with the cosine of their embeddings
 * when both have one. Used to catch a memory saved twice in different words.
 */
import { calibrationFor } from './similarity-calibration.js';
import { analyze } from './tokenizer.js';

/** A memory's text as the comparison sees it. */
export interface SimilarityText {
  title: string;
  body: string;
}

/** Weighted terms of one text, with the vector's norm. */
export interface TermVector {
  weights: Map<string, number>;
  norm: number;
}

/**
 * Settings of the duplicate detector, chosen on the tuning pool of pairs (bench
 * `duplicates`). A pair is judged by one of two branches: **prose** (no command lines of
 * the same program on both sides: most lessons and decisions) or **commands** (both show
 * command lines running one program). Each branch has its own settings.
 */
export interface DuplicateSettings {
  /** Prose: share of the calibrated embedding similarity in the mix when both sides have a vector. */
  semanticWeight: number;
  /** Prose: mixed score from which two memories count as duplicates (both have vectors). */
  hybridThreshold: number;
  /** Prose: keyword-only score from which two memories count as duplicates (a vector is missing). */
  keywordThreshold: number;
  /** Commands: share of the command-line similarity in the score. */
  commandWeight: number;
  /** Commands: share of the calibrated embedding similarity in the words part of the score. */
  commandSemanticWeight: number;
  /** Commands: score from which two memories that both show commands count as duplicates. */
  commandThreshold: number;
  /**
   * The embedding cosine that carries no evidence (the model's calibrated floor, see
   * search/similarity-calibration.ts); above it `(cos − floor) / (1 − floor)` is mixed in.
   */
  semanticFloor: number;
}

/**
 * The settings at save, chosen on labelled public note pairs (`npm run bench -- duplicates`
 * checks that the pool still chooses them; the numbers are in eval/RESULTS.md). Prose: the
 * threshold with the best F1 (markup left out, {@link stripMarkup}), because at save a false
 * match only costs a glance at the `similar` list while a missed duplicate becomes a second
 * copy; stricter criteria buy little precision for much recall. Commands: the command-line
 * Jaccard carries most of the score, since neighbouring tasks share words but not commands.
 * Neither branch takes a share of the embedding: USE-lite ranks near-miss pairs
 * (neighbouring tasks) at least as close as real duplicates, so the vector index only finds
 * candidates. The floor is USE-lite's; {@link duplicateSettingsFor} swaps in another model's.
 */
export const DUPLICATE_SETTINGS: DuplicateSettings = {
  semanticWeight: 0,
  hybridThreshold: 0.175,
  keywordThreshold: 0.175,
  commandWeight: 0.8,
  commandSemanticWeight: 0,
  commandThreshold: 0.627,
  semanticFloor: 0.43,
};

/**
 * The settings of the audit's duplicate groups: the save settings with the prose threshold
 * the pool chooses by "most recall at high precision". The audit compares every candidate
 * pair of a store, where real duplicates are far rarer than among the labelled pairs, so
 * the save-time threshold would flood its report with related notes (measured on a
 * documentation store and a generated one: eval/RESULTS.md).
 */
export const AUDIT_DUPLICATE_SETTINGS: DuplicateSettings = {
  ...DUPLICATE_SETTINGS,
  hybridThreshold: 0.329,
  keywordThreshold: 0.329,
};

/**
 * The settings that decide how related two memories are for the audit's suggested links
 * (a pair scoring at least a share of their threshold, `SUGGEST_SHARE` in
 * services/audit-graph.ts): the duplicate settings that link suggestions were measured
 * with (`npm run bench -- links`; numbers in eval/RESULTS.md). Kept apart so that a new
 * choice of the duplicate decision does not move the link suggestions.
 */
export const LINK_SETTINGS: DuplicateSettings = {
  semanticWeight: 0.1,
  hybridThreshold: 0.265,
  keywordThreshold: 0.238,
  commandWeight: 0.8,
  commandSemanticWeight: 0.1,
  commandThreshold: 0.637,
  semanticFloor: 0.43,
};

/** `base` (the shipped duplicate settings) with the semantic floor of the model that made the vectors. */
export function duplicateSettingsFor(
  space: { provider: string; model: string } | null,
  base: DuplicateSettings = DUPLICATE_SETTINGS,
): DuplicateSettings {
  return space ? { ...base, semanticFloor: calibrationFor(space).floor } : base;
}

/**
 * Markup that carries no words of the lesson: HTML tags (a known tag name, so a
 * placeholder such as `<formula>` stays), link targets and bare URLs, character entities.
 * A badge such as `<a href="…owasp.org/…A6-Security_Misconfiguration"><img src="…">`
 * otherwise gives every note that carries one a dozen shared rare-looking terms.
 */
const MARKUP =
  /<\/?(?:a|abbr|b|br|code|del|details|div|em|h[1-6]|hr|i|img|kbd|li|ol|p|picture|pre|s|small|source|span|strong|sub|summary|sup|table|tbody|td|th|thead|tr|u|ul)\b[^>\n]*>|\]\([^)\s]*\)|\bhttps?:\/\/[^\s)>\]]+|&(?:[a-z]+|#\d+);/gi;

/**
 * `text` without markup (see {@link MARKUP}): link and image texts stay, their targets go.
 * Duplicate detection compares what two memories say, not where they link.
 */
export function stripMarkup(text: string): string {
  return text.replace(MARKUP, (m) => (m.startsWith(']') ? '] ' : ' '));
}

/** Title words count this many times: a title states the point of a memory. */
export const TITLE_WEIGHT = 2;

/** Smoothed inverse document frequency; a term no memory holds gets the largest weight. */
export function inverseFrequency(docCount: number, df: number): number {
  return Math.log((docCount + 1) / (Math.max(0, df) + 1)) + 1;
}

/**
 * The TF-IDF vector of a text without its markup ({@link stripMarkup}): sublinear term
 * counts × `idf(term)`. `analyzer` defaults to the search index's; a memoised one saves
 * re-stemming when a whole store is compared.
 */
export function buildTermVector(
  text: SimilarityText,
  idf: (term: string) => number,
  analyzer: (text: string) => string[] = analyze,
): TermVector {
  const counts = new Map<string, number>();
  for (const term of analyzer(stripMarkup(text.title)))
    counts.set(term, (counts.get(term) ?? 0) + TITLE_WEIGHT);
  for (const term of analyzer(stripMarkup(text.body)))
    counts.set(term, (counts.get(term) ?? 0) + 1);
  const weights = new Map<string, number>();
  let sum = 0;
  for (const [term, count] of counts) {
    const weight = (1 + Math.log(count)) * idf(term);
    weights.set(term, weight);
    sum += weight * weight;
  }
  return { weights, norm: Math.sqrt(sum) };
}

/** Cosine of two term vectors, in [0, 1]. */
export function termCosine(a: TermVector, b: TermVector): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  const [small, large] = a.weights.size <= b.weights.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, weight] of small.weights) dot += weight * (large.weights.get(term) ?? 0);
  return dot / (a.norm * b.norm);
}

/** A pair's score and whether it counts as a duplicate. */
export interface PairScore {
  score: number;
  keyword: number;
  /** Embedding cosine, or null when one side has no vector. */
  semantic: number | null;
  /** Command-line similarity, or null when one side shows no command. */
  command: number | null;
  /** The threshold of the evidence at hand, which `score` is held against. */
  threshold: number;
  duplicate: boolean;
}

/** `keyword` mixed with the calibrated embedding cosine (when there is one) by `weight`. */
function mixSemantic(
  keyword: number,
  semantic: number | null,
  weight: number,
  floor: number,
): number {
  if (semantic === null) return keyword;
  const calibrated = Math.max(0, (semantic - floor) / (1 - floor));
  return (1 - weight) * keyword + weight * calibrated;
}

/**
 * Mixes the similarities at hand and applies their threshold. Memories that both show
 * commands of one program are judged mostly on those command lines (neighbouring tasks
 * share words and meaning, not flags); the others are prose, judged on words, with the
 * calibrated embedding similarity when both have a vector. Each branch has its settings.
 */
export function scorePair(
  keyword: number,
  semantic: number | null,
  settings: DuplicateSettings = DUPLICATE_SETTINGS,
  command: number | null = null,
): PairScore {
  const floor = settings.semanticFloor;
  let score: number;
  let threshold: number;
  if (command !== null) {
    const words = mixSemantic(keyword, semantic, settings.commandSemanticWeight, floor);
    score = (1 - settings.commandWeight) * words + settings.commandWeight * command;
    threshold = settings.commandThreshold;
  } else {
    score = mixSemantic(keyword, semantic, settings.semanticWeight, floor);
    threshold = semantic === null ? settings.keywordThreshold : settings.hybridThreshold;
  }
  return { score, keyword, semantic, command, threshold, duplicate: score >= threshold };
}
