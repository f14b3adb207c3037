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

/** Settings of the duplicate detector, chosen on the tuning pool of pairs (bench `duplicates`). */
export interface DuplicateSettings {
  /** Share of the calibrated embedding similarity in the mix when both sides have a vector. */
  semanticWeight: number;
  /** Mixed score from which two memories count as duplicates (both have vectors). */
  hybridThreshold: number;
  /** Keyword-only score from which two memories count as duplicates (a vector is missing). */
  keywordThreshold: number;
  /** Share of the command-line similarity when both memories show commands. */
  commandWeight: number;
  /** Score from which two memories that both show commands count as duplicates. */
  commandThreshold: number;
  /**
   * The embedding cosine that carries no evidence (the model's calibrated floor, see
   * search/similarity-calibration.ts); above it `(cos − floor) / (1 − floor)` is mixed in.
   */
  semanticFloor: number;
}

/**
 * The shipped settings: best F0.5 (precision first) on the whole tuning pool of labelled
 * public note pairs (`npm run bench -- duplicates`, which checks that these are what the
 * pool chooses and reports leave-one-set-out cross-validation beside them). The pool
 * chooses no share for the embedding: USE-lite ranks near-miss pairs (neighbouring tasks)
 * at least as close as real duplicates, so the vector index only finds candidates. The
 * floor is USE-lite's; {@link duplicateSettingsFor} swaps in another model's.
 */
export const DUPLICATE_SETTINGS: DuplicateSettings = {
  semanticWeight: 0,
  hybridThreshold: 0.329,
  keywordThreshold: 0.329,
  commandWeight: 0.8,
  commandThreshold: 0.627,
  semanticFloor: 0.43,
};

/**
 * The settings that decide how related two memories are for the audit's suggested links
 * (a pair scoring at least a share of their threshold, `SUGGEST_SHARE` in
 * services/audit-graph.ts): the duplicate settings that link suggestions were measured
 * with (`npm run bench -- links`, best F1 on the git tuning pairs). Kept apart so that
 * choosing the duplicate decision on more pairs does not move the link suggestions.
 */
export const LINK_SETTINGS: DuplicateSettings = {
  semanticWeight: 0.1,
  hybridThreshold: 0.265,
  keywordThreshold: 0.238,
  commandWeight: 0.8,
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

/** Title words count this many times: a title states the point of a memory. */
export const TITLE_WEIGHT = 2;

/** Smoothed inverse document frequency; a term no memory holds gets the largest weight. */
export function inverseFrequency(docCount: number, df: number): number {
  return Math.log((docCount + 1) / (Math.max(0, df) + 1)) + 1;
}

/**
 * The TF-IDF vector of a text: sublinear term counts × `idf(term)`. `analyzer` defaults to
 * the search index's; a memoised one saves re-stemming when a whole store is compared.
 */
export function buildTermVector(
  text: SimilarityText,
  idf: (term: string) => number,
  analyzer: (text: string) => string[] = analyze,
): TermVector {
  const counts = new Map<string, number>();
  for (const term of analyzer(text.title)) counts.set(term, (counts.get(term) ?? 0) + TITLE_WEIGHT);
  for (const term of analyzer(text.body)) counts.set(term, (counts.get(term) ?? 0) + 1);
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

/**
 * Mixes the similarities at hand and applies their threshold: words, with the calibrated
 * embedding similarity when both have a vector, and with the command-line similarity when
 * both show commands (neighbouring tasks share words and meaning, not flags).
 */
export function scorePair(
  keyword: number,
  semantic: number | null,
  settings: DuplicateSettings = DUPLICATE_SETTINGS,
  command: number | null = null,
): PairScore {
  let score = keyword;
  let threshold = settings.keywordThreshold;
  if (semantic !== null) {
    const calibrated = Math.max(
      0,
      (semantic - settings.semanticFloor) / (1 - settings.semanticFloor),
    );
    score = (1 - settings.semanticWeight) * keyword + settings.semanticWeight * calibrated;
    threshold = settings.hybridThreshold;
  }
  if (command !== null) {
    score = (1 - settings.commandWeight) * score + settings.commandWeight * command;
    threshold = settings.commandThreshold;
  }
  return { score, keyword, semantic, command, threshold, duplicate: score >= threshold };
}

/** Jaccard similarity of the lowercased word sets of two texts (the textbook baseline). */
export function wordJaccard(a: string, b: string): number {
  const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const x = words(a);
  const y = words(b);
  if (x.size === 0 && y.size === 0) return 0;
  let shared = 0;
  for (const word of x) if (y.has(word)) shared++;
  return shared / (x.size + y.size - shared);
}
