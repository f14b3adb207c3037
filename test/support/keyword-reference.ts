/**
 * The keyword search as MiniSearch itself computes it: every match scored into a result
 * object, filtered, sorted, rescored (keyword-terms.ts), cut to the limit. The dense
 * top-k scorer must give the same hits, scores and order; this is what it is checked
 * against, on the same MiniSearch state.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { type KeywordFilter, matchesFilter } from '../../src/search/keyword/keyword-filter.js';
import {
  idFromKey,
  type KeywordDocument,
  type KeywordHit,
  type KeywordSource,
  miniSearchOptions,
  toDocument,
} from '../../src/search/keyword/keyword-index.js';
import {
  fieldTerms,
  onlyStopwords,
  rescore,
  searchAliases,
  searchForms,
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
