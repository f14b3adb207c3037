/**
 * The keyword index: MiniSearch (BM25) over a memory as one text (id words, title, tags and
 * body) beside its title and its aliases, with the shared code-aware tokenizer, the terms of
 * keyword-terms.ts, and filters on type, scope, tags, date and archive state. Pure index
 * code: it knows nothing of files or watchers.
 */
import MiniSearch, { type Options } from 'minisearch';
import { StrataError } from '../../core/errors.js';
import type { Memory } from '../../core/memory.js';
import type { ScopeName } from '../../core/scope.js';
import { type ScopedKey, toScopedKey } from '../../core/scoped-key.js';
import { pruneQuery } from '../query-pruning.js';
import { analyze, processTerm, splitCompound, tokenize } from '../tokenizer.js';
import type { DiskTermIndex } from './disk-term-index.js';
import { KeywordBuilder } from './keyword-builder.js';
import { encodeSearch, openSavedSearch, vacuumOpened } from './keyword-file.js';
import {
  checkFilterDates,
  type KeywordFilter,
  type KeywordStored,
  matchesFilter,
} from './keyword-filter.js';
import {
  buildDocTable,
  type DocTable,
  matchedTerms,
  type ScoredQuery,
  type ScorerInternals,
  Scratch,
  scoreQuery,
} from './keyword-scorer.js';
import {
  ALIASES_FIELD,
  FORMS_FIELD,
  fieldTerms,
  KEYWORD_FIELDS,
  onlyStopwords,
  stopwordBoost,
  stopwordTerms,
  termDocumentFrequency,
} from './keyword-terms.js';
import { selectTopK, type TopHit } from './keyword-top-k.js';
import { KEYWORD_RANKING } from './keyword-tuning.js';
import type { StoredBrief } from './saved-documents.js';

/**
 * Version of the saved keyword index; bump whenever fields, tokenizer, stemming or the
 * saved layout change (3: compact postings, see keyword-codec.ts; 4: irregular word forms,
 * the id field without the title's words; 5: one whole-note `text` field and the title;
 * 6: stopwords kept and inflected words also indexed as written, see keyword-terms.ts;
 * 7: aliases as a field of their own; 8: a file read by offset, see keyword-codec.ts).
 */
export const KEYWORD_INDEX_FORMAT = 8;

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
export interface KeywordDocument extends KeywordStored {
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

/** MiniSearch's options for the keyword index (fields, terms, BM25 settings). */
export function miniSearchOptions(): Options<KeywordDocument> {
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

/** What the keyword index stores for a memory. */
export function toDocument(source: KeywordSource): KeywordDocument {
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

/**
 * MiniSearch over memories. Documents are keyed by {@link docKey}; updates go through
 * `replace`/`discard` (MiniSearch's `remove` needs the exact old document and corrupts the
 * index when given a changed one).
 */
export class KeywordIndex {
  #search: MiniSearch<KeywordDocument>;
  /** The saved file the terms are read from, for an opened index. */
  #opened: { terms: DiskTermIndex; close(): void } | null;
  /**
   * While a built index is filled (see {@link KeywordIndex.build}): the postings being
   * built; `#search` is an empty placeholder until the index is saved and opened.
   */
  #builder: KeywordBuilder<KeywordDocument> | null = null;
  /** Field lengths and live flags for the scorer; null after any change to the index. */
  #table: DocTable | null = null;
  #scratch: Scratch | null = null;
  /**
   * The short ids of the last search's hits, by key, until the index changes: a caller
   * reads their stored fields next, and an opened index finds a key's short id through a
   * hash of all its keys that it then need not build for a first answer.
   */
  #lastHits = new Map<string, number>();

  private constructor(
    search: MiniSearch<KeywordDocument>,
    opened: { terms: DiskTermIndex; close(): void } | null = null,
  ) {
    this.#search = search;
    this.#opened = opened;
  }

  /** An empty index. */
  static create(): KeywordIndex {
    return new KeywordIndex(new MiniSearch<KeywordDocument>(miniSearchOptions()));
  }

  /**
   * An empty index to fill with many memories and then save (a rebuild): it builds the
   * saved file's postings directly (keyword-builder.ts) instead of MiniSearch's in-memory
   * term index, and serializes to the same bytes. It answers searches once
   * {@link savedTo} hands it the file it was saved to; anything else than adding, replacing
   * and deleting before that opens it from its bytes in memory.
   */
  static build(): KeywordIndex {
    const index = KeywordIndex.create();
    // The forms field has terms of its own; the others all take a token's stems.
    index.#builder = new KeywordBuilder(miniSearchOptions(), (field) =>
      field === FORMS_FIELD ? 1 : 0,
    );
    return index;
  }

  /**
   * Tells the index it was just saved to `file`: a built index then answers from that
   * file, as an index opened by {@link KeywordIndex.open} does (the file must stay, or be
   * deleted while open, until {@link close}). Does nothing for any other index.
   */
  savedTo(file: string): void {
    if (!this.#builder) return;
    this.#adopt(file);
  }

  #adopt(file: string | Uint8Array): void {
    const opened = openSavedSearch(file, miniSearchOptions(), KEYWORD_INDEX_FORMAT);
    this.#search = opened.search;
    this.#opened = opened;
    this.#builder = null;
    this.#table = null;
  }

  /**
   * A built index, opened from its bytes in memory when it must answer before a save (the
   * save failed: a full disk, a read-only cache).
   */
  #ready(): MiniSearch<KeywordDocument> {
    if (this.#builder) this.#adopt(this.#builder.encode(KEYWORD_INDEX_FORMAT));
    return this.#search;
  }

  /**
   * Opens an index saved by {@link KeywordIndex.serialize} in `file`: its terms stay in the
   * file and are read when a query needs them, so the file must stay until {@link close}
   * (a save writes a new file; an open one that is deleted stays readable). Throws
   * `DAMAGED_CACHE` when the file is not a saved index or was saved by another format
   * version (rebuild it then).
   */
  static open(file: string): KeywordIndex {
    try {
      const opened = openSavedSearch(file, miniSearchOptions(), KEYWORD_INDEX_FORMAT);
      return new KeywordIndex(opened.search, opened);
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (missing) throw error;
      const why = error instanceof Error ? error.message : String(error);
      throw new StrataError('DAMAGED_CACHE', `saved keyword index is unusable: ${why}`, {
        hint: 'rebuild it with `strata reindex`',
        cause: error,
      });
    }
  }

  /** Closes the saved file of an opened index; it must not be searched afterwards. */
  close(): void {
    this.#opened?.close();
  }

  /** Number of indexed memories. */
  get size(): number {
    return this.#builder?.size ?? this.#search.documentCount;
  }

  /** Discarded documents whose terms are still in the index, waiting for a vacuum. */
  get dirtCount(): number {
    return this.#builder?.dirtCount ?? this.#search.dirtCount;
  }

  /** True when a memory with this key is indexed. */
  has(key: string): boolean {
    return this.#builder?.has(key) ?? this.#search.has(key);
  }

  /** Adds a memory, or replaces the indexed version of it. */
  upsert(memory: KeywordSource): void {
    const doc = toDocument(memory);
    this.#changed();
    const target = this.#builder ?? this.#search;
    // MiniSearch's `replace` is a discard and an add.
    if (target.has(doc.key)) target.discard(doc.key);
    target.add(doc);
  }

  /** Removes a memory by key; false when it was not indexed. */
  delete(key: string): boolean {
    const target = this.#builder ?? this.#search;
    if (!target.has(key)) return false;
    this.#changed();
    target.discard(key);
    return true;
  }

  #changed(): void {
    this.#table = null;
    this.#lastHits.clear();
  }

  /** The stored fields of an indexed memory, or undefined. */
  stored(key: string): KeywordStored | undefined {
    const doc = this.#lastHits.get(key);
    if (doc !== undefined) return this.#storedOf(doc);
    return this.#ready().getStoredFields(key) as KeywordStored | undefined;
  }

  /**
   * Which query terms are matched by prefix and fuzzily: only long enough terms the index
   * does not hold as they are. MiniSearch adds up the scores of every expansion, so a known
   * word such as `git` would also score `github`, `git-config` and every `git/…` path.
   */
  #expansion(expand: boolean): ScoredQuery['expansion'] {
    if (!expand) return undefined;
    const { minPrefixLength, minFuzzyLength, fuzziness } = KEYWORD_RANKING;
    return (term) => {
      const unknown = this.documentFrequency(term) === 0;
      return {
        prefix: term.length >= minPrefixLength && unknown,
        fuzzy: term.length >= minFuzzyLength && unknown ? fuzziness : false,
      };
    };
  }

  /**
   * Searches; results are best first. An empty or all-stopword query returns nothing.
   * Scores are MiniSearch's BM25 as the tests' reference `rescore` defines them, computed
   * over dense arrays (keyword-scorer.ts) so that only the best `limit` become results.
   */
  search(query: string, options: KeywordSearchOptions = {}): KeywordHit[] {
    const filter = options.filter ?? {};
    checkFilterDates(filter);
    if (onlyStopwords(query)) return [];
    this.#ready();
    const ms = this.#internals();
    const pruned = pruneQuery(
      query,
      ms._documentCount,
      (term) => this.documentFrequency(term),
      (token) => fieldTerms(token, 'text') ?? [],
    );
    const stopTerms = stopwordTerms(pruned);
    const df = (term: string) => this.documentFrequency(term);
    const tokens = tokenize(pruned);
    const termsIn = (field: string | undefined) =>
      tokens.flatMap((token) => fieldTerms(token, field) ?? []);
    const stems = termsIn(undefined);
    const { bm25, titleBoost } = KEYWORD_RANKING;
    const table = this.#docTable();
    const scratch = this.#scratch!;
    const score = (q: ScoredQuery) => scoreQuery(ms, table, scratch, q);
    const main = score({
      terms: stems,
      fields: ['title', 'text'],
      boosts: { title: titleBoost, text: 1 },
      bm25,
      termBoost: stopwordBoost(pruned, stopTerms, ms._documentCount, df),
      expansion: this.#expansion(options.expand !== false),
    });
    const forms = score({ terms: termsIn(FORMS_FIELD), fields: [FORMS_FIELD], boosts: {}, bm25 });
    const aliases = score({
      terms: stems,
      fields: [ALIASES_FIELD],
      boosts: {},
      bm25: { ...bm25, b: 0 },
    });
    const top = selectTopK({
      main,
      forms,
      aliases,
      stopTerms,
      limit: options.limit ?? 20,
      accept: (doc) => this.#accepts(doc, filter),
    });
    const hits = top.map((hit) => this.#toHit(hit, stems, options.expand !== false));
    this.#lastHits = new Map(hits.map((hit, i) => [hit.key, top[i]!.doc]));
    return hits;
  }

  #internals(): ScorerInternals & { _storedFields: Map<number, unknown> } {
    return this.#search as unknown as ScorerInternals & { _storedFields: Map<number, unknown> };
  }

  #docTable(): DocTable {
    if (!this.#table) {
      const ms = this.#internals();
      this.#table = buildDocTable(ms);
      // Room for the notes added next: a store that grows by one note does not allocate anew.
      if (!this.#scratch || this.#scratch.size < ms._nextId)
        this.#scratch = new Scratch(ms._nextId + Math.ceil(ms._nextId / 8) + 64);
    }
    return this.#table;
  }

  /** True when document `doc` passes `filter`: on its brief fields when they are all it reads. */
  #accepts(doc: number, filter: KeywordFilter): boolean {
    const plain =
      !filter.tags?.length &&
      filter.updatedSince === undefined &&
      filter.updatedUntil === undefined;
    const fields = this.#internals()._storedFields as {
      brief?: (doc: number) => StoredBrief | undefined;
    };
    const brief = plain ? fields.brief?.(doc) : undefined;
    // Without tag or date criteria, matchesFilter reads nothing but these three fields.
    return matchesFilter((brief as KeywordStored | undefined) ?? this.#storedOf(doc), filter);
  }

  #storedOf(doc: number): KeywordStored {
    return (this.#internals()._storedFields.get(doc) ?? {}) as KeywordStored;
  }

  /** A selected note as a hit, with the index terms it matched (sorted: index order varies). */
  #toHit(hit: TopHit, stems: readonly string[], expand: boolean): KeywordHit {
    const ms = this.#internals();
    const key = String(ms._documentIds.get(hit.doc));
    const stored = this.#storedOf(hit.doc);
    const terms = matchedTerms(ms, hit.doc, {
      terms: stems,
      fields: ['title', 'text'],
      expansion: this.#expansion(expand),
    });
    return {
      key,
      id: idFromKey(key),
      scope: stored.scope,
      type: stored.type,
      score: hit.score,
      terms,
    };
  }

  /**
   * How many documents hold `term` in the title or the whole note (an upper bound while
   * discarded documents await a vacuum; see {@link termDocumentFrequency}).
   */
  documentFrequency(term: string): number {
    return termDocumentFrequency(this.#ready(), term);
  }

  /**
   * Cleans discarded entries out of the index when they are many (at least `minDirtCount`
   * and a `minDirtFactor` share of the documents). Resolves true when a vacuum ran.
   */
  async vacuumIfDirty(minDirtCount = 20, minDirtFactor = 0.1): Promise<boolean> {
    if (this.#builder) {
      const { dirtCount, size } = this.#builder;
      // MiniSearch's `dirtFactor`, computed before opening the index only to find it clean.
      if (dirtCount < minDirtCount || dirtCount / (1 + size + dirtCount) < minDirtFactor)
        return false;
    }
    const search = this.#ready();
    if (search.isVacuuming) return false;
    if (search.dirtCount < minDirtCount || search.dirtFactor < minDirtFactor) return false;
    if (this.#opened) vacuumOpened(search as MiniSearch<unknown>, this.#opened.terms);
    else await search.vacuum({ batchWait: 0 });
    this.#changed();
    return true;
  }

  /** The index as the bytes of a saved file, with its format version, for {@link KeywordIndex.open}. */
  serialize(): Uint8Array {
    if (this.#builder) return this.#builder.encode(KEYWORD_INDEX_FORMAT);
    return encodeSearch(this.#search as MiniSearch<unknown>, KEYWORD_INDEX_FORMAT);
  }
}
