/**
 * Builds a keyword file (keyword-codec.ts) straight from notes, for a rebuild: the same
 * bytes MiniSearch's index would save for the same notes added in the same order, without
 * MiniSearch's in-memory term index. MiniSearch walks its term tree and updates a
 * `Map<document, count>` for every word of every note and field; at 100,000 memories that
 * was most of a rebuild's time and its 2 GB peak. Here a note's words are counted first,
 * each distinct term then costs one `Map` lookup, and its posting goes to a growing byte
 * list (posting-lists.ts).
 *
 * What MiniSearch computes is computed as it does: short ids in the order notes come,
 * field lengths (distinct tokens of a field), the running average field lengths with its
 * floating-point formula, stored fields, a discarded note's statistics removed while its
 * postings stay (until a vacuum), the fields of a term in the order they first held it,
 * and the terms in MiniSearch's iteration order, read from MiniSearch's own term tree
 * filled in the order the terms first came.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import MiniSearch, { type Options } from 'minisearch';
import {
  type EncodedPostings,
  encodeKeywordFile,
  type IndexStats,
  type SavedDocument,
  type TermToSave,
} from './keyword-codec.js';
import { PostingLists } from './posting-lists.js';

/** Most fields a term's field order can hold (3 bits each in a 16-bit word). */
const MAX_FIELDS = 5;

function grownInt32(array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const next = new Int32Array(Math.max(needed, array.length * 2)).fill(-1);
  next.set(array);
  return next;
}

/** A keyword file built from documents added one by one (see the module comment). */
export class KeywordBuilder<T> {
  readonly #options: Options<T>;
  readonly #fields: readonly string[];
  /** Document rows by key; a discarded note's row becomes null. */
  readonly #rows = new Map<unknown, number>();
  readonly #documents: Array<SavedDocument | null> = [];
  #documentCount = 0;
  #dirtCount = 0;
  readonly #averages: number[] = [];
  /** Term ids in the order terms first came, and their names. */
  readonly #termIds = new Map<string, number>();
  readonly #terms: string[] = [];
  /** Per term and field: its posting list, or -1. */
  #lists = new Int32Array(1 << 16).fill(-1);
  /** Per term: its fields in the order they first held it, 3 bits each (field id + 1). */
  #fieldOrder = new Uint16Array(1 << 14);
  readonly #postings = new PostingLists();
  /** The note's terms of one field with their counts, reused from note to note. */
  readonly #noteTerms = new Map<string, number>();

  constructor(options: Options<T>) {
    if (options.fields.length > MAX_FIELDS) throw new Error('too many keyword fields');
    this.#options = options;
    this.#fields = options.fields;
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
    let text: unknown;
    let tokens = new Map<string, number>();
    for (let fieldId = 0; fieldId < this.#fields.length; fieldId++) {
      const field = this.#fields[fieldId]!;
      const value = extractField!(document, field);
      if (value == null) continue;
      // Two fields read the same text (the note and its written forms): cut it once (the
      // tokenizer does not depend on the field).
      if (fieldId === 0 || value !== text) tokens = this.#countTokens(value, field);
      text = value;
      lengths[fieldId] = tokens.size;
      const count = this.#documentCount - 1;
      const average = this.#averages[fieldId] || 0;
      this.#averages[fieldId] = (average * count + tokens.size) / (count + 1);
      this.#addTerms(shortId, fieldId, field, tokens);
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

  #countTokens(value: unknown, field: string): Map<string, number> {
    const { tokenize, stringifyField } = this.#options;
    const counts = new Map<string, number>();
    for (const token of tokenize!(stringifyField!(value, field), field))
      counts.set(token, (counts.get(token) ?? 0) + 1);
    return counts;
  }

  /** The terms of a field's tokens, counts summed within the note, appended as postings. */
  #addTerms(doc: number, fieldId: number, field: string, tokens: Map<string, number>): void {
    const processTerm = this.#options.processTerm!;
    const terms = this.#noteTerms;
    terms.clear();
    for (const [token, count] of tokens) {
      const processed = processTerm(token, field);
      if (Array.isArray(processed)) {
        for (const term of processed) terms.set(term, (terms.get(term) ?? 0) + count);
      } else if (processed) terms.set(processed, (terms.get(processed) ?? 0) + count);
    }
    for (const [term, count] of terms) this.#postings.append(this.#list(term, fieldId), doc, count);
  }

  /** The posting list of `term` in `fieldId`, created (term and field noted) when new. */
  #list(term: string, fieldId: number): number {
    let termId = this.#termIds.get(term);
    if (termId === undefined) {
      termId = this.#terms.length;
      this.#termIds.set(term, termId);
      this.#terms.push(term);
      this.#lists = grownInt32(this.#lists, (termId + 1) * MAX_FIELDS);
      if (termId >= this.#fieldOrder.length) {
        const order = new Uint16Array(this.#fieldOrder.length * 2);
        order.set(this.#fieldOrder);
        this.#fieldOrder = order;
      }
    }
    const slot = termId * MAX_FIELDS + fieldId;
    let list = this.#lists[slot]!;
    if (list < 0) {
      list = this.#postings.create();
      this.#lists[slot] = list;
      this.#fieldOrder[termId] = (this.#fieldOrder[termId]! << 3) | (fieldId + 1);
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
      yield { term: this.#terms[termId]!, encoded };
    }
  }

  /**
   * Term ids in MiniSearch's iteration order: the order of its term tree (a radix tree of
   * Maps, whose order depends on the order keys were inserted), filled here the same way.
   */
  #termOrder(): Uint32Array {
    const tree = (new MiniSearch({ fields: [] }) as unknown as { _index: TermTree })._index;
    for (let id = 0; id < this.#terms.length; id++) tree.set(this.#terms[id]!, id);
    const order = new Uint32Array(this.#terms.length);
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

/**
 * Writes `bytes` to a private temporary file, hands its path to `use`, then removes it:
 * an index opened from it keeps reading it through its open descriptor (where the system
 * refuses to remove an open file, it is left in the temporary folder).
 */
export function withTemporaryFile(bytes: Uint8Array, use: (file: string) => void): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'strata-keyword-'));
  try {
    const file = path.join(dir, 'keyword.bin');
    writeFileSync(file, bytes, { mode: 0o600 });
    use(file);
  } finally {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // Still open on a system that cannot remove an open file: the temporary folder keeps it.
    }
  }
}
