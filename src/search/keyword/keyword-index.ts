/**
 * The keyword index: MiniSearch (BM25) over a memory as one text (id words, title, tags and
 * body) beside its title and its aliases, with the shared code-aware tokenizer, the terms of
 * keyword-terms.ts, and filters on type, scope, tags, date and archive state. Pure index
 * code: it knows nothing of files or watchers.
 */
import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch';
import { StrataError } from '../../core/errors.js';
import type { Memory } from '../../core/memory.js';
import type { ScopeName } from '../../core/scope.js';
import { type ScopedKey, toScopedKey } from '../../core/scoped-key.js';
import { pruneQuery } from '../query-pruning.js';
import { analyze, processTerm, splitCompound, tokenize } from '../tokenizer.js';
import { type CompactIndex, decodeIndex, encodeIndex } from './keyword-codec.js';
import {
  checkFilterDates,
  type KeywordFilter,
  type KeywordStored,
  matchesFilter,
} from './keyword-filter.js';
import {
  FORMS_FIELD,
  fieldTerms,
  KEYWORD_FIELDS,
  onlyStopwords,
  rescore,
  searchAliases,
  searchForms,
  stopwordBoost,
  stopwordTerms,
  termDocumentFrequency,
} from './keyword-terms.js';
import { KEYWORD_RANKING } from './keyword-tuning.js';

/**
 * Version of the saved keyword index; bump whenever fields, tokenizer, stemming or the
 * saved layout change (3: compact postings, see keyword-codec.ts; 4: irregular word forms,
 * the id field without the title's words; 5: one whole-note `text` field and the title;
 * 6: stopwords kept and inflected words also indexed as written, see keyword-terms.ts;
 * 7: aliases as a field of their own).
 */
export const KEYWORD_INDEX_FORMAT = 7;

/** The fields of a memory the keyword index reads. */
export type KeywordSource = Pick<
  Memory,
  'id' | 'title' | 'type' | 'scope' | 'tags' | 'updated' | 'archived' | 'body'
> &
  Partial<Pick<Memory, 'aliases'>>;

/**
 * What is indexed and stored for one memory; `key` is unique across scopes. `text` is the
 * whole note: the id's words the title lacks (see {@link idSearchText}), title, tags,
 * aliases, body.
 * Measured on notes nobody here wrote, BM25 over the note as one text ranked better than
 * per-field scores with title and tag boosts: a word in a short title or in a tag shared by
 * a fifth of the store outweighed the note that discusses the question.
 */
interface KeywordDocument extends KeywordStored {
  key: ScopedKey;
  title: string;
  text: string;
  /** One alias a line (also in `text`); absent when there are none. */
  aliases?: string;
}

/** Options of one keyword search. */
export interface KeywordSearchOptions {
  filter?: KeywordFilter;
  /** Most results to return; default 20. */
  limit?: number;
  /** Prefix and fuzzy matching (on by default); off gives exact-term BM25 only. */
  expand?: boolean;
}

/** One keyword match. `score` is MiniSearch's BM25 score: comparable only within one query. */
export interface KeywordHit {
  key: string;
  id: string;
  scope: ScopeName;
  type: string;
  score: number;
  /** Index terms that matched. */
  terms: string[];
}

/** The key of a memory in the indexes: the same id may exist in two scopes. */
export function docKey(scope: ScopeName, id: string): ScopedKey {
  return toScopedKey(scope, id);
}

/** A field's text; the forms field is read from the whole note (see keyword-terms.ts). */
function readField(doc: KeywordDocument, field: string): string | undefined {
  return doc[field === FORMS_FIELD ? 'text' : (field as 'title' | 'text' | 'aliases')];
}

function miniSearchOptions(): Options<KeywordDocument> {
  return {
    idField: 'key',
    fields: [...KEYWORD_FIELDS],
    extractField: readField,
    storeFields: ['type', 'scope', 'tags', 'updated', 'archived'],
    tokenize: (text) => tokenize(text),
    processTerm: (term, field) => fieldTerms(term, field),
    stringifyField: (value) => (Array.isArray(value) ? value.join(' ') : String(value)),
    // Vacuuming is started explicitly (see `vacuumIfDirty`) so callers can await it before saving.
    autoVacuum: false,
    // Prefix and fuzzy matching are set per search (see `#expansion`).
    searchOptions: {
      fields: ['title', 'text'],
      boost: { title: KEYWORD_RANKING.titleBoost, text: 1 },
      bm25: { ...KEYWORD_RANKING.bm25 },
    },
  };
}

/**
 * The words of a memory id that its title does not already say. An id is usually
 * `<type>-<slug of the title>`, so indexing all of it counts every title word a second
 * time, and a memory that merely names a query word in its title outranks one that
 * discusses it. What is left (the type, the words of an earlier title kept in the id, a
 * hand-written id) still finds the memory. Shared with the site's search index.
 */
export function idSearchText(id: string, title: string): string {
  const titleTerms = new Set(analyze(title));
  return splitCompound(id)
    .filter((part) => !(processTerm(part) ?? []).every((term) => titleTerms.has(term)))
    .join(' ');
}

function toDocument(source: KeywordSource): KeywordDocument {
  const aliases = source.aliases?.length ? source.aliases.join('\n') : undefined;
  const text = [idSearchText(source.id, source.title), source.title, source.tags.join(' ')];
  if (aliases) text.push(aliases);
  return {
    key: docKey(source.scope, source.id),
    title: source.title,
    type: source.type,
    scope: source.scope,
    tags: [...source.tags],
    updated: source.updated,
    archived: source.archived,
    text: `${text.join('\n')}\n${source.body}`,
    ...(aliases ? { aliases } : {}),
  };
}

/** The memory id inside a key made by {@link docKey} (scope names hold no `:`). */
export function idFromKey(key: string): string {
  return key.slice(key.indexOf(':') + 1);
}

function toHit(result: SearchResult): KeywordHit {
  const key = String(result.id);
  return {
    key,
    id: idFromKey(key),
    scope: result.scope as ScopeName,
    type: result.type as string,
    score: result.score,
    // Sorted: MiniSearch reports them in index order, which changes after a save and load.
    terms: [...result.terms].sort(),
  };
}

interface SavedKeywordIndex {
  format: number;
  index: CompactIndex;
}

/**
 * MiniSearch over memories. Documents are keyed by {@link docKey}; updates go through
 * `replace`/`discard` (MiniSearch's `remove` needs the exact old document and corrupts the
 * index when given a changed one).
 */
export class KeywordIndex {
  readonly #search: MiniSearch<KeywordDocument>;

  private constructor(search: MiniSearch<KeywordDocument>) {
    this.#search = search;
  }

  /** An empty index. */
  static create(): KeywordIndex {
    return new KeywordIndex(new MiniSearch<KeywordDocument>(miniSearchOptions()));
  }

  /**
   * Loads an index saved by {@link KeywordIndex.serialize}. Throws `DAMAGED_CACHE` when the
   * text is not a saved index or was saved by another format version (rebuild it then).
   */
  static fromJSON(json: string): KeywordIndex {
    let saved: SavedKeywordIndex;
    try {
      saved = JSON.parse(json) as SavedKeywordIndex;
    } catch (error) {
      throw new StrataError('DAMAGED_CACHE', 'saved keyword index is not valid JSON', {
        hint: 'rebuild it with `strata reindex`',
        cause: error,
      });
    }
    if (saved?.format !== KEYWORD_INDEX_FORMAT || typeof saved.index !== 'object' || !saved.index) {
      throw new StrataError(
        'DAMAGED_CACHE',
        `saved keyword index has format ${String(saved?.format)}, expected ${KEYWORD_INDEX_FORMAT}`,
        { hint: 'rebuild it with `strata reindex`' },
      );
    }
    try {
      return new KeywordIndex(decodeIndex<KeywordDocument>(saved.index, miniSearchOptions()));
    } catch (error) {
      throw new StrataError('DAMAGED_CACHE', 'saved keyword index is damaged', {
        hint: 'rebuild it with `strata reindex`',
        cause: error,
      });
    }
  }

  /** Number of indexed memories. */
  get size(): number {
    return this.#search.documentCount;
  }

  /** Discarded documents whose terms are still in the index, waiting for a vacuum. */
  get dirtCount(): number {
    return this.#search.dirtCount;
  }

  /** True when a memory with this key is indexed. */
  has(key: string): boolean {
    return this.#search.has(key);
  }

  /** Adds a memory, or replaces the indexed version of it. */
  upsert(memory: KeywordSource): void {
    const doc = toDocument(memory);
    if (this.#search.has(doc.key)) this.#search.replace(doc);
    else this.#search.add(doc);
  }

  /** Removes a memory by key; false when it was not indexed. */
  delete(key: string): boolean {
    if (!this.#search.has(key)) return false;
    this.#search.discard(key);
    return true;
  }

  /** The stored fields of an indexed memory, or undefined. */
  stored(key: string): KeywordStored | undefined {
    return this.#search.getStoredFields(key) as KeywordStored | undefined;
  }

  /**
   * Which query terms are matched by prefix and fuzzily: only long enough terms the index
   * does not hold as they are. MiniSearch adds up the scores of every expansion, so a known
   * word such as `git` would also score `github`, `git-config` and every `git/…` path.
   */
  #expansion(expand: boolean): Pick<SearchOptions, 'prefix' | 'fuzzy'> {
    if (!expand) return { prefix: false, fuzzy: false };
    const { minPrefixLength, minFuzzyLength, fuzziness } = KEYWORD_RANKING;
    const unknown = (term: string) => this.documentFrequency(term) === 0;
    return {
      prefix: (term) => term.length >= minPrefixLength && unknown(term),
      fuzzy: (term) => (term.length >= minFuzzyLength && unknown(term) ? fuzziness : false),
    };
  }

  /** Searches; results are best first. An empty or all-stopword query returns nothing. */
  search(query: string, options: KeywordSearchOptions = {}): KeywordHit[] {
    const filter = options.filter ?? {};
    checkFilterDates(filter);
    const searchOptions: SearchOptions = {
      // The stored fields (see storeFields) arrive on each result, untyped by MiniSearch.
      filter: ({ type, scope, tags, updated, archived }) =>
        matchesFilter({ type, scope, tags, updated, archived }, filter),
    };
    if (onlyStopwords(query)) return [];
    const pruned = pruneQuery(
      query,
      this.#search.documentCount,
      (term) => this.documentFrequency(term),
      (token) => fieldTerms(token, 'text') ?? [],
    );
    const stopTerms = stopwordTerms(pruned);
    const df = (term: string) => this.documentFrequency(term);
    let results = this.#search.search(pruned, {
      ...searchOptions,
      ...this.#expansion(options.expand !== false),
      boostTerm: stopwordBoost(pruned, stopTerms, this.#search.documentCount, df),
    });
    const forms = searchForms(this.#search, pruned, searchOptions);
    const aliases = searchAliases(this.#search, pruned, searchOptions);
    results = rescore(results, { forms, aliases }, stopTerms);
    return results.slice(0, options.limit ?? 20).map(toHit);
  }

  /**
   * How many documents hold `term` in the title or the whole note (an upper bound while
   * discarded documents await a vacuum; see {@link termDocumentFrequency}).
   */
  documentFrequency(term: string): number {
    return termDocumentFrequency(this.#search, term);
  }

  /**
   * Cleans discarded entries out of the index when they are many (at least `minDirtCount`
   * and a `minDirtFactor` share of the documents). Resolves true when a vacuum ran.
   */
  async vacuumIfDirty(minDirtCount = 20, minDirtFactor = 0.1): Promise<boolean> {
    const search = this.#search;
    if (search.isVacuuming) return false;
    if (search.dirtCount < minDirtCount || search.dirtFactor < minDirtFactor) return false;
    await search.vacuum({ batchWait: 0 });
    return true;
  }

  /** The index as JSON text with its format version, for {@link KeywordIndex.fromJSON}. */
  serialize(): string {
    const index = encodeIndex(this.#search as MiniSearch<unknown>);
    const saved: SavedKeywordIndex = { format: KEYWORD_INDEX_FORMAT, index };
    return JSON.stringify(saved);
  }
}
