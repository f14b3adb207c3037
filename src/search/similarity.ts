/**
 * How alike two memories are, on an absolute scale (unlike search scores, which are only
 * comparable within one response): the cosine of their TF-IDF term vectors (the search
 * index's analyzer and document frequencies), mixed with the cosine of their embeddings
 * when both have one. Used to catch a memory saved twice in different words.
 */
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

/** Settings of the duplicate detector, chosen on the tuning pair set (bench `duplicates`). */
export interface DuplicateSettings {
  /** Share of the embedding cosine in the mix when both sides have a vector. */
  semanticWeight: number;
  /** Mixed score from which two memories count as duplicates (both have vectors). */
  hybridThreshold: number;
  /** Keyword-only score from which two memories count as duplicates (a vector is missing). */
  keywordThreshold: number;
}

/**
 * The shipped settings. Chosen by `npm run bench -- duplicates` on the tuning pairs only
 * (best F1); the held-out pairs are never consulted.
 */
export const DUPLICATE_SETTINGS: DuplicateSettings = {
  semanticWeight: 0.5,
  hybridThreshold: 0.444,
  keywordThreshold: 0.227,
};

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
  duplicate: boolean;
}

/** Mixes the two similarities and applies the threshold of the evidence at hand. */
export function scorePair(
  keyword: number,
  semantic: number | null,
  settings: DuplicateSettings = DUPLICATE_SETTINGS,
): PairScore {
  if (semantic === null) {
    return { score: keyword, keyword, semantic, duplicate: keyword >= settings.keywordThreshold };
  }
  const w = settings.semanticWeight;
  const score = (1 - w) * keyword + w * Math.max(0, semantic);
  return { score, keyword, semantic, duplicate: score >= settings.hybridThreshold };
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
