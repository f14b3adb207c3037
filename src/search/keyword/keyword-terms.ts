/**
 * The terms the keyword index stores and searches for a token, beyond the shared
 * tokenizer: stopwords kept, and inflected words also indexed as written, in a field of
 * their own (`forms`).
 *
 * A stem pools the forms of a word, so its document frequency is that of all of them:
 * `propose` is in one ADR, `propos` (proposed, proposal, proposals) in ten. The word as the
 * question writes it is rarer, stronger evidence, which a stem-only index cannot see. So an
 * inflected word is indexed as its stem (`text`) and as written (`forms`, as Lucene's
 * KeywordRepeatFilter keeps both), and a note holding the question's exact form earns that
 * form's BM25 score on top of the stem's. The forms field has no prefix or fuzzy matching:
 * it only adds evidence to words that matched. Stopwords are kept because BM25's idf already
 * makes a word found everywhere weigh little, while `who`, `what` or `should` set apart
 * notes made of questions or advice (measured: eval/RESULTS.md).
 */
import type MiniSearch from 'minisearch';
import { processTerm, surfaceForms, tokenize } from '../tokenizer.js';

/** The field that holds inflected words as written. */
export const FORMS_FIELD = 'forms';

/** The field that holds a memory's aliases (see core/aliases.ts). */
export const ALIASES_FIELD = 'aliases';

/**
 * The keyword index's fields in MiniSearch's field-id order (ids are positions): the title,
 * the whole note, the aliases and the written forms.
 */
export const KEYWORD_FIELDS = ['title', 'text', ALIASES_FIELD, FORMS_FIELD] as const;
const FORMS_FIELD_ID = KEYWORD_FIELDS.indexOf(FORMS_FIELD);

/** The index keeps stopwords as terms: BM25's idf weighs them. */
const TERM_OPTIONS = { keepStopwords: true } as const;

/**
 * The terms of one token in `field` (MiniSearch's `processTerm`, at index and search
 * time); null when there are none. The forms field holds only words whose stem differs.
 */
export function fieldTerms(token: string, field: string | undefined): string[] | null {
  if (field !== FORMS_FIELD) return processTerm(token, TERM_OPTIONS);
  const forms = surfaceForms(token, TERM_OPTIONS).map((entry) => entry.form);
  return forms.length > 0 ? forms : null;
}

/**
 * True when no word of `query` is left once stopwords are dropped: such a query finds
 * nothing, even though stopwords are indexed, since it says nothing a note could be about.
 */
export function onlyStopwords(query: string): boolean {
  return tokenize(query).every((token) => processTerm(token) === null);
}

/**
 * The terms of `query` that only its stopwords give: they add their (small) BM25 weight to
 * a note's score but do not count as matched query words (see {@link rescore}).
 */
export function stopwordTerms(query: string): Set<string> {
  const stop = new Set<string>();
  const content = new Set<string>();
  for (const token of tokenize(query)) {
    const terms = processTerm(token, TERM_OPTIONS) ?? [];
    const target = processTerm(token) === null ? stop : content;
    for (const term of terms) target.add(term);
  }
  for (const term of content) stop.delete(term);
  return stop;
}

/** BM25's idf, as MiniSearch computes it. */
function idf(documentCount: number, df: number): number {
  return Math.log(1 + (documentCount - df + 0.5) / (df + 0.5));
}

/**
 * MiniSearch's `boostTerm`: a stopword of the query weighs at most as much as its rarest
 * content word the index holds. On a large store idf already makes a stopword weigh less
 * (the factor is 1); on a small one `the`, missing from one note of three, would outweigh
 * `database` found in all three and rank notes by their grammar.
 */
export function stopwordBoost(
  query: string,
  stopTerms: ReadonlySet<string>,
  documentCount: number,
  documentFrequency: (term: string) => number,
): (term: string) => number {
  if (stopTerms.size === 0) return () => 1;
  let content = 0;
  for (const token of tokenize(query))
    for (const term of processTerm(token) ?? []) {
      const df = documentFrequency(term);
      if (df > 0 && !stopTerms.has(term)) content = Math.max(content, idf(documentCount, df));
    }
  if (content === 0) return () => 1;
  return (term) => {
    if (!stopTerms.has(term)) return 1;
    const own = idf(documentCount, documentFrequency(term));
    return own > content ? content / own : 1;
  };
}

/**
 * How many documents hold `term` in the title or the whole note; a written form in
 * `forms` is no term of its own. Reads MiniSearch's term index, which has no public
 * accessor for it; returns 0 if that internal ever changes, which only turns query pruning
 * and the expansion of unknown words off.
 */
export function termDocumentFrequency<T>(search: MiniSearch<T>, term: string): number {
  const index = (
    search as unknown as {
      _index?: { get(t: string): Map<number, Map<number, number>> | undefined };
    }
  )._index;
  const fields = index?.get?.(term);
  if (!fields) return 0;
  let df = 0;
  for (const [field, docs] of fields) if (field !== FORMS_FIELD_ID) df = Math.max(df, docs.size);
  return df;
}
