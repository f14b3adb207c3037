/**
 * The keyword search as MiniSearch itself computes it: every match scored into a result
 * object, filtered, sorted, rescored ({@link rescore}), cut to the limit. The dense
 * top-k scorer (src/search/keyword/keyword-top-k.ts) must give the same hits, scores and
 * order; this is what it is checked against, on the same MiniSearch state.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { onTestFinished } from 'vitest';
import { openSavedSearch } from '../../src/search/keyword/keyword-file.js';
import { type KeywordFilter, matchesFilter } from '../../src/search/keyword/keyword-filter.js';
import {
  idFromKey,
  KEYWORD_INDEX_FORMAT,
  type KeywordDocument,
  type KeywordHit,
  KeywordIndex,
  type KeywordSource,
  miniSearchOptions,
  toDocument,
} from '../../src/search/keyword/keyword-index.js';
import {
  ALIASES_FIELD,
  FORMS_FIELD,
  fieldTerms,
  onlyStopwords,
  stopwordBoost,
  stopwordTerms,
  termDocumentFrequency,
} from '../../src/search/keyword/keyword-terms.js';
import { KEYWORD_RANKING } from '../../src/search/keyword/keyword-tuning.js';
import { pruneQuery } from '../../src/search/query-pruning.js';

/** A bare MiniSearch with the keyword index's options. */
export function referenceIndex(): MiniSearch<KeywordDocument> {
  return new MiniSearch<KeywordDocument>(miniSearchOptions());
}

/** Writes `bytes` (a saved keyword index) to a temp file removed when the test ends. */
export function savedFile(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'strata-keyword-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'keyword.bin');
  writeFileSync(file, bytes);
  return file;
}

/** `index` saved and opened again (its terms served from the file), closed when the test ends. */
export function reopen(index: KeywordIndex): KeywordIndex {
  const loaded = KeywordIndex.open(savedFile(index.serialize()));
  onTestFinished(() => loaded.close());
  return loaded;
}

/**
 * A bare MiniSearch holding what the saved file holds, its term index a real one built in
 * the file's term order (MiniSearch's own `loadJS`).
 */
export function referenceFromSaved(bytes: Uint8Array): MiniSearch<KeywordDocument> {
  const opened = openSavedSearch(savedFile(bytes), miniSearchOptions(), KEYWORD_INDEX_FORMAT);
  try {
    return MiniSearch.loadJS<KeywordDocument>(opened.search.toJSON(), miniSearchOptions());
  } finally {
    opened.close();
  }
}

/** `KeywordIndex#upsert` on a bare MiniSearch. */
export function referenceUpsert(search: MiniSearch<KeywordDocument>, source: KeywordSource): void {
  const doc = toDocument(source);
  if (search.has(doc.key)) search.replace(doc);
  else search.add(doc);
}

/** The keyword search by MiniSearch's own exhaustive scoring. */
export function referenceSearch(
  search: MiniSearch<KeywordDocument>,
  query: string,
  options: { filter?: KeywordFilter; limit?: number; expand?: boolean } = {},
): KeywordHit[] {
  const filter = options.filter ?? {};
  const searchOptions: SearchOptions = {
    filter: ({ type, scope, tags, updated, archived }) =>
      matchesFilter({ type, scope, tags, updated, archived }, filter),
  };
  if (onlyStopwords(query)) return [];
  const df = (term: string) => termDocumentFrequency(search, term);
  const pruned = pruneQuery(
    query,
    search.documentCount,
    df,
    (token) => fieldTerms(token, 'text') ?? [],
  );
  const stopTerms = stopwordTerms(pruned);
  const { minPrefixLength, minFuzzyLength, fuzziness } = KEYWORD_RANKING;
  const unknown = (term: string) => df(term) === 0;
  const expansion: SearchOptions =
    options.expand === false
      ? { prefix: false, fuzzy: false }
      : {
          prefix: (term) => term.length >= minPrefixLength && unknown(term),
          fuzzy: (term) => (term.length >= minFuzzyLength && unknown(term) ? fuzziness : false),
        };
  let results = search.search(pruned, {
    ...searchOptions,
    ...expansion,
    boostTerm: stopwordBoost(pruned, stopTerms, search.documentCount, df),
  });
  const forms = searchForms(search, pruned, searchOptions);
  const aliases = searchAliases(search, pruned, searchOptions);
  results = rescore(results, { forms, aliases }, stopTerms);
  return results.slice(0, options.limit ?? 20).map((result) => {
    const key = String(result.id);
    return {
      key,
      id: idFromKey(key),
      scope: result.scope,
      type: result.type,
      score: result.score,
      terms: [...result.terms].sort(),
    } as KeywordHit;
  });
}

/** Per note, the BM25 sum of a side search (MiniSearch's score without its coordination). */
function sideSums(results: readonly SearchResult[], boost = 1): Map<unknown, number> {
  return new Map(results.map((r) => [r.id, (boost * r.score) / Math.max(1, r.queryTerms.length)]));
}

/**
 * Recomputes MiniSearch's scores: the BM25 sum of the stems (`results`) plus that of the
 * written forms each note holds (`forms`, searched exactly) and of its aliases (`aliases`,
 * times the alias boost), times the number of content words matched, then sorts again.
 * MiniSearch multiplies a note's BM25 sum by the number of query terms it matched (a
 * coordination factor). Counting a written form as one more term would double the weight
 * of every inflected word, and counting stopwords would lift any note that says `the`, `to`
 * and `for`, so neither counts. A note that matched stopwords only is no match. Returns the
 * results, best first. This is the definition of a keyword score: the index computes the
 * same numbers without result objects (keyword-top-k.ts), and its tests hold it to this
 * function applied to MiniSearch's own search (with {@link searchForms} and
 * {@link searchAliases}).
 */
export function rescore(
  results: SearchResult[],
  side: { forms: readonly SearchResult[]; aliases: readonly SearchResult[] },
  stopTerms: ReadonlySet<string>,
): SearchResult[] {
  const formSums = sideSums(side.forms);
  const aliasSums = sideSums(side.aliases, KEYWORD_RANKING.aliasBoost);
  const kept: SearchResult[] = [];
  for (const result of results) {
    let words = 0;
    for (const term of result.queryTerms) if (!stopTerms.has(term)) words += 1;
    if (words === 0) continue;
    const sum =
      result.score / Math.max(1, result.queryTerms.length) +
      (formSums.get(result.id) ?? 0) +
      (aliasSums.get(result.id) ?? 0);
    // In place: results can be thousands on a big store, each carrying its stored fields.
    result.score = sum * words;
    kept.push(result);
  }
  return kept.sort((a, b) => b.score - a.score);
}

/**
 * Searches the aliases field for the stems of `query`, exactly and without length
 * normalisation: most notes have no aliases, and MiniSearch averages a field's length over
 * every note, so with it a note's few aliases would count as a long field and weigh little.
 * The aliases are also part of the whole note (`text`), which finds the note; this adds the
 * weight of a direct match with what someone would ask.
 */
export function searchAliases<T>(
  search: MiniSearch<T>,
  query: string,
  options: SearchOptions,
): SearchResult[] {
  return search.search(query, {
    ...options,
    fields: [ALIASES_FIELD],
    prefix: false,
    fuzzy: false,
    bm25: { ...KEYWORD_RANKING.bm25, b: 0 },
  });
}

/**
 * Searches the forms field for the written forms of `query`, exactly (no prefix or fuzzy
 * matching: a written form only adds evidence to a word that matched).
 */
export function searchForms<T>(
  search: MiniSearch<T>,
  query: string,
  options: SearchOptions,
): SearchResult[] {
  return search.search(query, {
    ...options,
    fields: [FORMS_FIELD],
    prefix: false,
    fuzzy: false,
    processTerm: (token) => fieldTerms(token, FORMS_FIELD),
  });
}
