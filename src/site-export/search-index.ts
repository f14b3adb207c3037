/**
 * The site's prebuilt search index: MiniSearch over the visible memories, cut with the same
 * tokenizer and term processor as the CLI's keyword index, so a query finds in the browser
 * what `strata search` finds. The client loads it with {@link SiteSearchOptions}.
 */
import MiniSearch from 'minisearch';
import type { SiteSearch, SiteSearchOptions, SiteSearchStored } from '../core/site-data.js';
import { processTerm, tokenize } from '../search/tokenizer.js';

/** A document of the site index. */
export interface SiteSearchDocument extends SiteSearchStored {
  id: string;
  /** The id's words that the title does not already hold, as the CLI's index reads them. */
  idWords: string;
  tags: string[];
  /** Other ways someone would ask for the memory (empty when none). */
  aliases: string[];
  body: string;
}

/** The options shared by the exporter and the site's search script. */
export const SITE_SEARCH_OPTIONS: SiteSearchOptions = {
  idField: 'id',
  fields: ['idWords', 'title', 'tags', 'aliases', 'body'],
  storeFields: ['slug', 'title', 'type', 'scope', 'excerpt'],
  // Ranked for typing: every word of 3+ letters also matches as a prefix, and fields are
  // boosted. The CLI ranks the whole note as one BM25 text and expands only words the index
  // lacks (see keyword-index.ts), which is better for whole questions, not for half a word.
  searchOptions: {
    boost: { title: 3, tags: 2, aliases: 2, idWords: 1.5, body: 1 },
    minPrefixLength: 3,
    minFuzzyLength: 5,
    fuzziness: 0.2,
    combineWith: 'OR',
  },
};

/** Builds the index over `documents` and serialises it. */
export function buildSearchIndex(documents: readonly SiteSearchDocument[]): SiteSearch {
  const { idField, fields, storeFields } = SITE_SEARCH_OPTIONS;
  const search = new MiniSearch<SiteSearchDocument>({
    idField,
    fields,
    storeFields,
    tokenize: (text) => tokenize(text),
    processTerm: (term) => processTerm(term) ?? null,
    stringifyField: (value) => (Array.isArray(value) ? value.join(' ') : String(value)),
  });
  search.addAll(documents);
  return { index: JSON.stringify(search), options: SITE_SEARCH_OPTIONS };
}
