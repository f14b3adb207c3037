/**
 * The audit's term vectors, built once for a whole store: TF-IDF weights as flat arrays
 * of term numbers, with the exact arithmetic of `buildTermVector`, so a pair scores the
 * same here as at save time (the embeddings are in audit-embeddings.ts).
 */
import type { Memory } from '../../core/memory.js';
import { inverseFrequency, stripMarkup, TITLE_WEIGHT } from '../../search/similarity.js';
import { processTerm, tokenize } from '../../search/tokenizer.js';

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
 * Every title and body as term numbers, in one flat list: memory `i`'s title runs from
 * `starts[2i]`, its body from `starts[2i + 1]`, to the next start.
 */
interface AnalyzedTexts {
  numbers: number[];
  starts: Int32Array;
  termCount: number;
}

/**
 * Analyzes every title and body into term numbers (numbered in first-seen order), each
 * distinct token processed once: stemming dominates, and a store repeats its words. Plain
 * loops into one list: per-token arrays were most of the audit's word time.
 */
function analyzeAll(memories: readonly Memory[]): AnalyzedTexts {
  const numberOf = new Map<string, number>();
  const byToken = new Map<string, number[]>();
  const numbersOf = (token: string): number[] => {
    const terms = processTerm(token) ?? [];
    const numbers = new Array<number>(terms.length);
    terms.forEach((term, k) => {
      let known = numberOf.get(term);
      if (known === undefined) {
        known = numberOf.size;
        numberOf.set(term, known);
      }
      numbers[k] = known;
    });
    byToken.set(token, numbers);
    return numbers;
  };
  const numbers: number[] = [];
  const starts = new Int32Array(2 * memories.length + 1);
  const append = (text: string) => {
    for (const token of tokenize(text)) {
      const found = byToken.get(token) ?? numbersOf(token);
      for (let k = 0; k < found.length; k++) numbers.push(found[k]!);
    }
  };
  memories.forEach((m, i) => {
    starts[2 * i] = numbers.length;
    append(stripMarkup(m.title));
    starts[2 * i + 1] = numbers.length;
    append(stripMarkup(m.body));
  });
  starts[2 * memories.length] = numbers.length;
  return { numbers, starts, termCount: numberOf.size };
}

/** How many memories hold each term (title or body), by term number. */
function countDocuments({ numbers, starts, termCount }: AnalyzedTexts): Int32Array {
  const df = new Int32Array(termCount);
  const lastSeen = new Int32Array(termCount).fill(-1);
  const count = (starts.length - 1) / 2;
  for (let i = 0; i < count; i++) {
    for (let k = starts[2 * i]!; k < starts[2 * i + 2]!; k++) {
      const term = numbers[k]!;
      if (lastSeen[term] === i) continue;
      lastSeen[term] = i;
      df[term]! += 1;
    }
  }
  return df;
}

/**
 * The TF-IDF vectors of `memories`, weighted by document frequencies among them: the
 * arithmetic of `buildTermVector` (title terms count {@link TITLE_WEIGHT} times, weights
 * summed in first-appearance order) on term numbers instead of string-keyed maps.
 */
export function buildSparseVectors(memories: readonly Memory[]): SparseVectors {
  const analyzed = analyzeAll(memories);
  const { numbers, starts, termCount } = analyzed;
  const df = countDocuments(analyzed);
  const idf = Float64Array.from(df, (d) => inverseFrequency(memories.length, d));
  const offsets = new Int32Array(memories.length + 1);
  const norms = new Float64Array(memories.length);
  // At most one entry per term occurrence: sized once, trimmed at the end.
  const terms = new Int32Array(numbers.length);
  const weights = new Float64Array(numbers.length);
  const counts = new Int32Array(termCount);
  let size = 0;
  for (let i = 0; i < memories.length; i++) {
    const start = size;
    for (let k = starts[2 * i]!; k < starts[2 * i + 2]!; k++) {
      const term = numbers[k]!;
      if (counts[term] === 0) terms[size++] = term;
      counts[term]! += k < starts[2 * i + 1]! ? TITLE_WEIGHT : 1;
    }
    let sum = 0;
    for (let k = start; k < size; k++) {
      const term = terms[k]!;
      const weight = (1 + Math.log(counts[term]!)) * idf[term]!;
      counts[term] = 0;
      weights[k] = weight;
      sum += weight * weight;
    }
    norms[i] = Math.sqrt(sum);
    offsets[i + 1] = size;
  }
  return {
    count: memories.length,
    termCount,
    offsets,
    terms: terms.slice(0, size),
    weights: weights.slice(0, size),
    norms,
  };
}
