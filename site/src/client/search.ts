/**
 * The search page's script: loads the prebuilt MiniSearch index with the same tokenizer
 * and term processor as the CLI, and lists results as the reader types. Results are built
 * with DOM calls and textContent only: stored titles and excerpts are untrusted text.
 */
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import type { SiteSearchOptions } from '../../../src/core/site-data';
import { processTerm, tokenize } from '../../../src/search/tokenizer';

const MAX_RESULTS = 50;

function byId<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

function load(): { search: MiniSearch; searchOptions: SearchOptions } {
  const options = JSON.parse(byId('search-options').textContent ?? '{}') as SiteSearchOptions;
  const { boost, minPrefixLength, minFuzzyLength, fuzziness, combineWith } = options.searchOptions;
  const searchOptions: SearchOptions = {
    boost,
    combineWith,
    prefix: (term) => term.length >= minPrefixLength,
    fuzzy: (term) => (term.length >= minFuzzyLength ? fuzziness : false),
  };
  const search = MiniSearch.loadJSON(byId('search-index').textContent ?? '{}', {
    idField: options.idField,
    fields: options.fields,
    storeFields: options.storeFields,
    tokenize: (text) => tokenize(text),
    processTerm: (term) => processTerm(term) ?? null,
    searchOptions,
  });
  return { search, searchOptions };
}

function resultItem(result: SearchResult): HTMLLIElement {
  const item = document.createElement('li');
  item.dataset.memory = String(result.id);
  const link = document.createElement('a');
  link.className = 'item-title';
  link.href = `memory/${encodeURIComponent(String(result.slug))}.html`;
  link.textContent = String(result.title);
  const meta = document.createElement('div');
  meta.className = 'item-meta';
  meta.textContent = `${String(result.type)} · ${String(result.scope)}`;
  const excerpt = document.createElement('p');
  excerpt.className = 'excerpt';
  excerpt.textContent = String(result.excerpt ?? '');
  item.append(link, meta, excerpt);
  return item;
}

function main(): void {
  const { search } = load();
  const input = byId<HTMLInputElement>('search-input');
  const list = byId('search-results');
  const count = byId('search-count');
  const run = () => {
    const query = input.value.trim();
    const results = query ? search.search(query) : [];
    list.replaceChildren(...results.slice(0, MAX_RESULTS).map(resultItem));
    count.textContent = query
      ? `${results.length} result${results.length === 1 ? '' : 's'} for “${query}”`
      : '';
    const url = new URL(window.location.href);
    url.searchParams.set('q', query);
    if (window.location.protocol !== 'file:') window.history.replaceState(null, '', url);
  };
  input.value = new URLSearchParams(window.location.search).get('q') ?? '';
  input.addEventListener('input', run);
  byId('search-page-form').addEventListener('submit', (event) => {
    event.preventDefault();
    run();
  });
  run();
}

main();
