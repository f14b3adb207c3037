/**
 * The audit's term vectors, built once for a whole store: TF-IDF weights as flat arrays
 * of term numbers, with the exact arithmetic of `buildTermVector`, so a pair scores the
 * same here as at save time (the embeddings are in audit-embeddings.ts).
 */
import type { Memory } from '../core/memory.js';
import { inverseFrequency, TITLE_WEIGHT } from '../search/similarity.js';
import { processTerm, tokenize } from '../search/tokenizer.js';

/**
 * Term vectors of `count` memories, compressed row by row: memory `i` owns entries
 * `offsets[i]` to `offsets[i + 1]` of `terms` (term numbers) and `weights`, in the order
 * its terms first appear (the order `termCosine` sums in).
 */
export interface SparseVectors {
  count: number;
  termCount: number;
  offsets: Int32Array;
  terms: Int32Array;
  weights: Float64Array;
  norms: Float64Array;
}

/**
 * Every title and body as term numbers (numbered in first-seen order), each distinct token
 * processed once: stemming dominates, and a store repeats its words.
 */
function analyzeAll(memories: readonly Memory[]) {
  const numberOf = new Map<string, number>();
  const byToken = new Map<string, number[]>();
  const toNumbers = (text: string): number[] =>
    tokenize(text).flatMap((token) => {
      let numbers = byToken.get(token);
      if (!numbers) {
        numbers = (processTerm(token) ?? []).map((term) => {
          const known = numberOf.get(term);
          if (known !== undefined) return known;
          numberOf.set(term, numberOf.size);
          return numberOf.size - 1;
        });
        byToken.set(token, numbers);
      }
      return numbers;
    });
  const analyzed = memories.map((m) => ({ title: toNumbers(m.title), body: toNumbers(m.body) }));
  return { analyzed, termCount: numberOf.size };
}

/** How many memories hold each term (title or body), by term number. */
function countDocuments(analyzed: ReturnType<typeof analyzeAll>['analyzed'], termCount: number) {
  const df = new Int32Array(termCount);
  const lastSeen = new Int32Array(termCount).fill(-1);
  analyzed.forEach(({ title, body }, i) => {
    for (const list of [title, body])
      for (const term of list) {
        if (lastSeen[term] === i) continue;
        lastSeen[term] = i;
        df[term]! += 1;
      }
  });
  return df;
}

/**
 * The TF-IDF vectors of `memories`, weighted by document frequencies among them: the
 * arithmetic of `buildTermVector` (title terms count {@link TITLE_WEIGHT} times, weights
 * summed in first-appearance order) on term numbers instead of string-keyed maps.
 */
export function buildSparseVectors(memories: readonly Memory[]): SparseVectors {
  const { analyzed, termCount } = analyzeAll(memories);
  const df = countDocuments(analyzed, termCount);
  const idf = Float64Array.from(df, (d) => inverseFrequency(memories.length, d));
  const offsets = new Int32Array(memories.length + 1);
  const norms = new Float64Array(memories.length);
  const terms: number[] = [];
  const weights: number[] = [];
  const counts = new Int32Array(termCount);
  analyzed.forEach(({ title, body }, i) => {
    const start = terms.length;
    const add = (term: number, by: number) => {
      if (counts[term] === 0) terms.push(term);
      counts[term]! += by;
    };
    for (const term of title) add(term, TITLE_WEIGHT);
    for (const term of body) add(term, 1);
    let sum = 0;
    for (let k = start; k < terms.length; k++) {
      const term = terms[k]!;
      const weight = (1 + Math.log(counts[term]!)) * idf[term]!;
      counts[term] = 0;
      weights.push(weight);
      sum += weight * weight;
    }
    norms[i] = Math.sqrt(sum);
    offsets[i + 1] = terms.length;
  });
  return {
    count: memories.length,
    termCount,
    offsets,
    terms: Int32Array.from(terms),
    weights: Float64Array.from(weights),
    norms,
  };
}
