/**
 * Dropping very common query words on large stores. A word found in a fifth of all
 * memories barely moves a BM25 ranking (its IDF is small), yet scoring it means building a
 * result for thousands of documents. When the query also has rarer words, the common ones
 * are left out; a query made only of common words is kept whole.
 */
import { tokenize } from './tokenizer.js';

/** Stores smaller than this are searched with every query word. */
export const PRUNE_MIN_DOCUMENTS = 1_000;
/** A word in more than this share of the documents counts as common. */
export const PRUNE_MAX_SHARE = 0.2;

/**
 * The query without its common words (see the module comment). `documentFrequency`
 * answers how many documents hold an index term; `termsOf` gives the index terms of a
 * query token, as the index makes them.
 */
export function pruneQuery(
  query: string,
  documentCount: number,
  documentFrequency: (term: string) => number,
  termsOf: (token: string) => readonly string[],
): string {
  if (documentCount < PRUNE_MIN_DOCUMENTS) return query;
  const limit = documentCount * PRUNE_MAX_SHARE;
  const tokens = tokenize(query);
  const frequencies = tokens.map((token) => {
    const terms = termsOf(token);
    // A token is as rare as its rarest indexed part.
    const found = terms.map(documentFrequency).filter((df) => df > 0);
    return found.length ? Math.min(...found) : 0;
  });
  const hasRare = frequencies.some((df) => df > 0 && df <= limit);
  if (!hasRare) return query;
  const kept = tokens.filter((_, i) => (frequencies[i] ?? 0) <= limit);
  return kept.join(' ');
}
