/**
 * The audit's per-memory vectors, built once for a whole store: TF-IDF term vectors as
 * flat arrays of term numbers and weights, and saved embeddings with their squared norms.
 * Both keep the exact arithmetic of `buildTermVector` and `cosine`, so a pair scores the
 * same here as at save time.
 */
import type { Memory } from '../core/memory.js';
import { buildTermVector, inverseFrequency } from '../search/similarity.js';
import { processTerm, tokenize } from '../search/tokenizer.js';
import type { VectorIndex } from '../search/vector-index.js';

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
 * The search analyzer, memoised twice: each distinct token is processed once (stemming
 * dominates) and each distinct text analyzed once (document frequencies and term vectors
 * both read every title and body).
 */
function createMemoAnalyzer(): (text: string) => string[] {
  const byToken = new Map<string, string[]>();
  const byText = new Map<string, string[]>();
  const analyzeToken = (token: string) => {
    let terms = byToken.get(token);
    if (!terms) {
      terms = processTerm(token) ?? [];
      byToken.set(token, terms);
    }
    return terms;
  };
  return (text) => {
    let terms = byText.get(text);
    if (!terms) {
      terms = tokenize(text).flatMap(analyzeToken);
      byText.set(text, terms);
    }
    return terms;
  };
}

/** The TF-IDF vectors of `memories`, weighted by document frequencies among them. */
export function buildSparseVectors(memories: readonly Memory[]): SparseVectors {
  const analyzer = createMemoAnalyzer();
  const df = new Map<string, number>();
  for (const m of memories) {
    // Tokens never span the space that would join title and body: these are its terms.
    for (const term of new Set([...analyzer(m.title), ...analyzer(m.body)]))
      df.set(term, (df.get(term) ?? 0) + 1);
  }
  const idf = (term: string) => inverseFrequency(memories.length, df.get(term) ?? 0);
  const numberOf = new Map<string, number>();
  const offsets = new Int32Array(memories.length + 1);
  const norms = new Float64Array(memories.length);
  const terms: number[] = [];
  const weights: number[] = [];
  memories.forEach((m, i) => {
    const vector = buildTermVector(m, idf, analyzer);
    for (const [term, weight] of vector.weights) {
      const known = numberOf.get(term);
      const n = known ?? numberOf.size;
      if (known === undefined) numberOf.set(term, n);
      terms.push(n);
      weights.push(weight);
    }
    norms[i] = vector.norm;
    offsets[i + 1] = terms.length;
  });
  return {
    count: memories.length,
    termCount: numberOf.size,
    offsets,
    terms: Int32Array.from(terms),
    weights: Float64Array.from(weights),
    norms,
  };
}

/** Saved embeddings by position, and the cosine of two of them (null when one is missing). */
export interface EmbeddingTable {
  rows: ReadonlyArray<Float64Array | undefined>;
  cosine(a: number, b: number): number | null;
}

/** Reads each memory's saved embedding once (keys `scope:id`); an empty table without index. */
export function readEmbeddings(index: VectorIndex | null, keys: readonly string[]): EmbeddingTable {
  const rows = index?.size
    ? keys.map((key) => {
        const vector = index.vector(key);
        return vector ? Float64Array.from(vector) : undefined;
      })
    : [];
  // Squared norms summed in the order `cosine` sums them, so the quotient is identical.
  const squares = rows.map((row) => {
    let sum = 0;
    if (row) for (let k = 0; k < row.length; k++) sum += row[k]! * row[k]!;
    return sum;
  });
  return {
    rows,
    cosine(a, b) {
      const x = rows[a];
      const y = rows[b];
      if (!x || !y) return null;
      if (x.length !== y.length) throw new RangeError('strata: saved vectors differ in length');
      const na = squares[a]!;
      const nb = squares[b]!;
      let dot = 0;
      for (let k = 0; k < x.length; k++) dot += x[k]! * y[k]!;
      return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
    },
  };
}
