/**
 * Builds a keyword file (keyword-codec.ts) straight from notes, for a rebuild: the same
 * bytes MiniSearch's index would save for the same notes added in the same order, without
 * MiniSearch's in-memory term index. MiniSearch walks its term tree and updates a
 * `Map<document, count>` for every word of every note and field; at 100,000 memories that
 * was most of a rebuild's time and its 2 GB peak. Here a note's tokens are counted first,
 * each distinct token costs one `Map` lookup for its term ids (analysed once per build,
 * token-terms.ts), each term's count in the note one typed-array slot, and each posting
 * goes to a growing byte list (posting-lists.ts).
 *
 * What MiniSearch computes is computed as it does: short ids in the order notes come,
 * field lengths (distinct tokens of a field), the running average field lengths with its
 * floating-point formula, stored fields, a discarded note's statistics removed while its
 * postings stay (until a vacuum), the fields of a term in the order they first held it,
 * and the terms in MiniSearch's iteration order, read from MiniSearch's own term tree
 * filled in the order the terms first came.
 */
import MiniSearch, { type Options } from 'minisearch';
import {
  type EncodedPostings,
  encodeKeywordFile,
  type IndexStats,
  type SavedDocument,
  type TermToSave,
} from './keyword-codec.js';
import { PostingLists } from './posting-lists.js';
import { type TokenEntry, TokenTerms } from './token-terms.js';

/** Most fields a term's field order can hold (3 bits each in a 16-bit word). */
const MAX_FIELDS = 5;
/** Terms room is made for at first (the per-term arrays grow together). */
const INITIAL_TERMS = 1 << 14;

function grownInt32(array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const next = new Int32Array(Math.max(needed, array.length * 2)).fill(-1);
  next.set(array);
  return next;
}

/** A note's distinct tokens of one field, in the order they first come, with their counts. */
interface CountedTokens {
  entries: TokenEntry[];
  counts: number[];
}

/** A keyword file built from documents added one by one (see the module comment). */
export class KeywordBuilder<T> {
  readonly #options: Options<T>;
  readonly #fields: readonly string[];
  /** Per field: its term group (fields of a group give a token the same terms). */
  readonly #groups: readonly number[];
  /** Document rows by key; a discarded note's row becomes null. */
  readonly #rows = new Map<unknown, number>();
  readonly #documents: Array<SavedDocument | null> = [];
  #documentCount = 0;
  #dirtCount = 0;
  readonly #averages: number[] = [];
  readonly #tokens: TokenTerms;
  /** Term ids in the order MiniSearch's index would first hold them. */
  readonly #firstSeen: number[] = [];
  /** Per term and field: its posting list, or -1. */
  #lists = new Int32Array(INITIAL_TERMS * MAX_FIELDS).fill(-1);
  /** Per term: its fields in the order they first held it, 3 bits each (field id + 1). */
  #fieldOrder = new Uint16Array(INITIAL_TERMS);
  /** Per term: its count in the field being added (0 outside), and the terms counted. */
  #noteCounts = new Uint32Array(INITIAL_TERMS);
  readonly #touched: number[] = [];
  readonly #postings = new PostingLists();

  /**
   * `termGroup` says which fields give a token the same terms (the same number), so that
   * a token is analysed once for all of them; by default every field is a group.
   */
  constructor(
    options: Options<T>,
    termGroup: (field: string) => number = (f) => options.fields.indexOf(f),
  ) {
    if (options.fields.length > MAX_FIELDS) throw new Error('too many keyword fields');
    this.#options = options;
    this.#fields = options.fields;
    this.#groups = options.fields.map(termGroup);
    this.#tokens = new TokenTerms(options.processTerm!);
  }

  /** Documents held (discarded ones not counted). */
  get size(): number {
    return this.#documentCount;
  }

  /** Discarded documents whose postings are still held. */
  get dirtCount(): number {
    return this.#dirtCount;
  }

  has(id: unknown): boolean {
    return this.#rows.has(id);
  }

  /** Adds a document, as MiniSearch's `add`; its id must be new. */
  add(document: T): void {
    const { extractField, idField } = this.#options;
    const id = extractField!(document, idField!);
    if (id == null) throw new Error(`document has no ID field "${String(idField)}"`);
    if (this.#rows.has(id)) throw new Error(`duplicate ID ${String(id)}`);
    const shortId = this.#documents.length;
    this.#rows.set(id, shortId);
    this.#documentCount++;
    const lengths: number[] = [];
    // Two fields read the same text (the note and its written forms): it is cut once (the
    // tokenizer does not depend on the field).
    const counted = new Map<unknown, CountedTokens>();
    for (let fieldId = 0; fieldId < this.#fields.length; fieldId++) {
      const field = this.#fields[fieldId]!;
      const value = extractField!(document, field);
      if (value == null) continue;
      let tokens = counted.get(value);
      if (!tokens) {
        tokens = this.#countTokens(value, field);
        counted.set(value, tokens);
      }
      const length = tokens.entries.length;
      lengths[fieldId] = length;
      const count = this.#documentCount - 1;
      const average = this.#averages[fieldId] || 0;
      this.#averages[fieldId] = (average * count + length) / (count + 1);
      this.#addTerms(shortId, fieldId, tokens);
    }
    this.#documents.push([shortId, id, lengths, this.#storedFields(document)]);
  }

  /** Discards a document, as MiniSearch's `discard`: its postings stay until a vacuum. */
  discard(id: unknown): void {
    const row = this.#rows.get(id);
    if (row === undefined) throw new Error(`cannot discard ${String(id)}: it is not held`);
    this.#rows.delete(id);
    const lengths = this.#documents[row]![2];
    lengths.forEach((length, fieldId) => {
      const count = this.#documentCount;
      if (count === 1) this.#averages[fieldId] = 0;
      else this.#averages[fieldId] = (this.#averages[fieldId]! * count - length) / (count - 1);
    });
    this.#documents[row] = null;
    this.#documentCount--;
    this.#dirtCount++;
  }

  #countTokens(value: unknown, field: string): CountedTokens {
    const { tokenize, stringifyField } = this.#options;
    const at = new Map<string, number>();
    const entries: TokenEntry[] = [];
    const counts: number[] = [];
    for (const token of tokenize!(stringifyField!(value, field), field)) {
      const i = at.get(token);
      if (i !== undefined) counts[i]!++;
      else {
        at.set(token, entries.length);
        entries.push(this.#tokens.entry(token));
        counts.push(1);
      }
    }
    return { entries, counts };
  }

  /**
   * The terms of a field's tokens, counts summed within the note, appended as postings in
   * the order the terms first come in the field (MiniSearch's order of adding them).
   */
  #addTerms(doc: number, fieldId: number, tokens: CountedTokens): void {
    const field = this.#fields[fieldId]!;
    const group = this.#groups[fieldId]!;
    const touched = this.#touched;
    touched.length = 0;
    const { entries, counts } = tokens;
    for (let i = 0; i < entries.length; i++) {
      const ids = this.#tokens.terms(entries[i]!, group, field);
      if (typeof ids === 'number') {
        if (ids >= 0) this.#count(ids, counts[i]!);
      } else for (const id of ids) this.#count(id, counts[i]!);
    }
    for (const term of touched) {
      this.#postings.append(this.#list(term, fieldId), doc, this.#noteCounts[term]!);
      this.#noteCounts[term] = 0;
    }
  }

  #count(term: number, count: number): void {
    if (term >= this.#noteCounts.length) this.#growTerms(term + 1);
    if (this.#noteCounts[term] === 0) this.#touched.push(term);
    this.#noteCounts[term]! += count;
  }

  #growTerms(needed: number): void {
    const size = Math.max(needed, this.#noteCounts.length * 2);
    const counts = new Uint32Array(size);
    counts.set(this.#noteCounts);
    this.#noteCounts = counts;
    const order = new Uint16Array(size);
    order.set(this.#fieldOrder);
    this.#fieldOrder = order;
    this.#lists = grownInt32(this.#lists, size * MAX_FIELDS);
  }

  /** The posting list of `term` in `fieldId`, created (term and field noted) when new. */
  #list(term: number, fieldId: number): number {
    const slot = term * MAX_FIELDS + fieldId;
    let list = this.#lists[slot]!;
    if (list < 0) {
      list = this.#postings.create();
      this.#lists[slot] = list;
      if (this.#fieldOrder[term] === 0) this.#firstSeen.push(term);
      this.#fieldOrder[term] = (this.#fieldOrder[term]! << 3) | (fieldId + 1);
    }
    return list;
  }

  #storedFields(document: T): Record<string, unknown> | undefined {
    const { storeFields, extractField } = this.#options;
    if (!storeFields || storeFields.length === 0) return undefined;
    const stored: Record<string, unknown> = {};
    for (const name of storeFields) {
      const value = extractField!(document, name);
      if (value !== undefined) stored[name] = value;
    }
    return stored;
  }

  /** The keyword file of what was added, with format number `format`. */
  encode(format: number): Uint8Array {
    const fieldIds: Record<string, number> = {};
    this.#fields.forEach((field, i) => {
      fieldIds[field] = i;
    });
    const stats: IndexStats = {
      format,
      documentCount: this.#documentCount,
      nextId: this.#documents.length,
      fieldIds,
      averageFieldLength: this.#averages,
      dirtCount: this.#dirtCount,
    };
    const documents = this.#documents.filter((doc): doc is SavedDocument => doc !== null);
    return encodeKeywordFile(stats, documents, this.#termsToSave());
  }

  /**
   * The terms in MiniSearch's iteration order, each with its encoded posting lists. The
   * lists of one term share a buffer the next term reuses: the encoder copies them at once.
   */
  *#termsToSave(): IterableIterator<TermToSave> {
    let buffer = new Uint8Array(1 << 16);
    for (const termId of this.#termOrder()) {
      const fields: number[] = [];
      for (let order = this.#fieldOrder[termId]!; order > 0; order >>= 3)
        fields.unshift((order & 7) - 1);
      const lists = fields.map((field) => this.#lists[termId * MAX_FIELDS + field]!);
      let total = 0;
      for (const list of lists) total += this.#postings.byteLength(list);
      if (total > buffer.length) buffer = new Uint8Array(total * 2);
      const encoded: EncodedPostings[] = [];
      let offset = 0;
      for (const [i, list] of lists.entries()) {
        const length = this.#postings.byteLength(list);
        this.#postings.read(list, buffer, offset);
        encoded.push({
          field: fields[i]!,
          count: this.#postings.count(list),
          pairs: buffer.subarray(offset, offset + length),
        });
        offset += length;
      }
      yield { term: this.#tokens.names[termId]!, encoded };
    }
  }

  /**
   * Term ids in MiniSearch's iteration order: the order of its term tree (a radix tree of
   * Maps, whose order depends on the order keys were inserted), filled here the same way.
   */
  #termOrder(): Uint32Array {
    const tree = (new MiniSearch({ fields: [] }) as unknown as { _index: TermTree })._index;
    const names = this.#tokens.names;
    for (const id of this.#firstSeen) tree.set(names[id]!, id);
    const order = new Uint32Array(this.#firstSeen.length);
    let at = 0;
    for (const id of tree.values()) order[at++] = id;
    return order;
  }
}

/** MiniSearch's term tree (its `SearchableMap`), the part used here. */
interface TermTree {
  set(key: string, value: number): unknown;
  values(): Iterable<number>;
}
