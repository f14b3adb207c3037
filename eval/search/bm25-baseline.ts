/**
 * A deliberately plain BM25 (Okapi, k1 = 1.2, b = 0.75) over lowercase tokens split at
 * whitespace and punctuation: no stemming, no stopwords, no fields, no prefix or fuzzy
 * matching. It is the baseline the keyword index must beat on queries that reuse a
 * memory's words; it is not used for search.
 */

const K1 = 1.2;
const B = 0.75;

/** Lowercase runs of letters and digits. */
export function plainTokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A BM25 index over whole documents given as plain text. */
export class PlainBm25 {
  readonly #docs: Array<{ id: string; tf: Map<string, number>; length: number }>;
  readonly #df = new Map<string, number>();
  readonly #avgLength: number;

  constructor(documents: ReadonlyArray<{ id: string; text: string }>) {
    this.#docs = documents.map(({ id, text }) => {
      const tokens = plainTokens(text);
      const tf = new Map<string, number>();
      for (const token of tokens) tf.set(token, (tf.get(token) ?? 0) + 1);
      for (const token of tf.keys()) this.#df.set(token, (this.#df.get(token) ?? 0) + 1);
      return { id, tf, length: tokens.length };
    });
    const total = this.#docs.reduce((sum, doc) => sum + doc.length, 0);
    this.#avgLength = this.#docs.length > 0 ? total / this.#docs.length : 0;
  }

  /** Documents scoring above zero for `query`, best first (ties by id). */
  search(query: string, limit = 10): Array<{ id: string; score: number }> {
    const terms = [...new Set(plainTokens(query))];
    const n = this.#docs.length;
    const results: Array<{ id: string; score: number }> = [];
    for (const doc of this.#docs) {
      let score = 0;
      for (const term of terms) {
        const tf = doc.tf.get(term);
        if (!tf) continue;
        const df = this.#df.get(term) ?? 0;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / this.#avgLength));
      }
      if (score > 0) results.push({ id: doc.id, score });
    }
    results.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
    return results.slice(0, limit);
  }
}
