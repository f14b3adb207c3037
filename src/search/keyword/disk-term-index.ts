/**
 * MiniSearch's term index (the part of its `SearchableMap` that MiniSearch and the scorer
 * call) served from a saved keyword file: a term's postings are read from disk when asked
 * for, recently read ones kept within a byte budget, and every term an edit touches moves
 * into an in-memory overlay, where MiniSearch changes it as it would its own map. So
 * adding, replacing and discarding notes work unchanged, and a note edited since the save
 * costs memory for its own terms only.
 *
 * Order: the saved terms keep MiniSearch's iteration order (the file keeps it), terms new
 * since the load follow them in the order they came. Prefix and fuzzy matches come back
 * in the order MiniSearch's `atPrefix` and `fuzzyGet` give them, the order it sums them in
 * (for terms new since the load: after the saved ones, in the same manner).
 */
import { CompactPostings, type PostingStore, SmallMap } from '../compact-postings.js';
import { decodeTerm, type KeywordFile, type TermToSave } from './keyword-codec.js';
import { sortTerms, TermTable } from './term-table.js';

/** A term's postings by field id, as MiniSearch holds them. */
export type TermFields = Map<number, Map<number, number>> | SmallMap<number, CompactPostings>;

/** Decoded saved terms kept for later queries, at most this many bytes of saved postings. */
const CACHE_BYTES = 4 * 1024 * 1024;

/** The term index of a loaded keyword index; see the module comment. */
export class DiskTermIndex {
  readonly #file: KeywordFile;
  /** Changed saved terms (null: removed) and new terms, by term. */
  readonly #overlay = new Map<string, TermFields | null>();
  /** Terms of the overlay that the file does not hold, for prefix and fuzzy matching. */
  #newTable: { table: TermTable; names: string[] } | null = null;
  readonly #cache = new Map<number, { fields: TermFields; bytes: number }>();
  #cacheBytes = 0;
  #removedSaved = 0;
  #added = 0;

  constructor(file: KeywordFile) {
    this.#file = file;
  }

  get size(): number {
    return this.#file.terms.count - this.#removedSaved + this.#added;
  }

  /** The saved term at `index`, decoded (from the cache when it was read lately). */
  #saved(index: number): TermFields {
    const hit = this.#cache.get(index);
    if (hit) {
      this.#cache.delete(index);
      this.#cache.set(index, hit);
      return hit.fields;
    }
    const bytes = this.#file.termBytes(index);
    const fields = decodeTerm(bytes);
    this.#cache.set(index, { fields, bytes: bytes.length });
    this.#cacheBytes += bytes.length;
    for (const [old, entry] of this.#cache) {
      if (this.#cacheBytes <= CACHE_BYTES || old === index) break;
      this.#cache.delete(old);
      this.#cacheBytes -= entry.bytes;
    }
    return fields;
  }

  get(term: string): TermFields | undefined {
    const changed = this.#overlay.get(term);
    if (changed !== undefined) return changed ?? undefined;
    const index = this.#file.terms.find(term);
    return index < 0 ? undefined : this.#saved(index);
  }

  has(term: string): boolean {
    return this.get(term) !== undefined;
  }

  /** The term's fields for a change: they move into the overlay (created when missing). */
  fetch(term: string, create: () => TermFields): TermFields {
    const changed = this.#overlay.get(term);
    if (changed) return changed;
    const index = this.#file.terms.find(term);
    let fields: TermFields;
    if (index >= 0 && changed === undefined) {
      fields = this.#saved(index);
      const entry = this.#cache.get(index)!;
      this.#cache.delete(index);
      this.#cacheBytes -= entry.bytes;
    } else fields = create();
    this.set(term, fields);
    return fields;
  }

  set(term: string, fields: TermFields): this {
    const before = this.#overlay.get(term);
    const saved = this.#file.terms.find(term) >= 0;
    if (saved && before === null) this.#removedSaved--;
    if (!saved && before === undefined) {
      this.#added++;
      this.#newTable = null;
    }
    this.#overlay.set(term, fields);
    return this;
  }

  delete(term: string): boolean {
    if (!this.has(term)) return false;
    if (this.#file.terms.find(term) >= 0) {
      this.#overlay.set(term, null);
      this.#removedSaved++;
    } else {
      this.#overlay.delete(term);
      this.#added--;
      this.#newTable = null;
    }
    return true;
  }

  /** Every term in order, with its fields (saved ones read from disk, one at a time). */
  *[Symbol.iterator](): IterableIterator<[string, TermFields]> {
    for (const entry of this.#entries()) {
      const fields = entry.fields ?? decodeTerm(this.#file.termBytes(entry.index));
      yield [entry.term, fields];
    }
  }

  /** The terms to save, in order: an unchanged saved term as its saved bytes. */
  *toSave(): IterableIterator<TermToSave> {
    for (const entry of this.#entries()) {
      if (entry.fields) yield { term: entry.term, fields: entry.fields };
      else yield { term: entry.term, raw: this.#file.termBytes(entry.index) };
    }
  }

  *#entries(): IterableIterator<{ term: string; index: number; fields: TermFields | null }> {
    const { terms } = this.#file;
    for (let index = 0; index < terms.count; index++) {
      const term = terms.term(index);
      const changed = this.#overlay.get(term);
      if (changed === null) continue;
      yield { term, index, fields: changed ?? null };
    }
    for (const term of this.#newTerms().names)
      yield { term, index: -1, fields: this.#overlay.get(term)! };
  }

  #newTerms(): { table: TermTable; names: string[] } {
    if (!this.#newTable) {
      const names = [...this.#overlay.keys()].filter((t) => this.#file.terms.find(t) < 0);
      const starts = new Uint32Array(names.length + 1);
      names.forEach((name, i) => {
        starts[i + 1] = starts[i]! + name.length;
      });
      this.#newTable = { table: new TermTable(names.join(''), starts, sortTerms(names)), names };
    }
    return this.#newTable;
  }

  /**
   * MiniSearch's vacuum over this index: postings of documents `live` rejects are dropped,
   * then fields left empty, then terms left empty; what stays keeps its order.
   */
  vacuum(live: (doc: number) => boolean): void {
    for (const entry of [...this.#entries()]) {
      const fields = entry.fields ?? decodeTerm(this.#file.termBytes(entry.index));
      const kept: unknown[] = [];
      let changed = false;
      for (const [fieldId, postings] of fields) {
        const left = withoutDead(postings, live);
        changed ||= left !== postings;
        if (left) kept.push(fieldId, left);
      }
      if (!changed) continue;
      if (kept.length === 0) this.delete(entry.term);
      else this.set(entry.term, new SmallMap<number, CompactPostings>(kept));
    }
  }

  /** The terms (and their fields) that start with `prefix`, `prefix` itself included. */
  atPrefix(prefix: string): Array<[string, TermFields]> {
    const out: Array<[string, TermFields]> = [];
    const add = (term: string) => {
      const fields = this.get(term);
      if (fields) out.push([term, fields]);
    };
    for (const index of this.#file.terms.withPrefix(prefix)) add(this.#file.terms.term(index));
    const fresh = this.#newTerms();
    for (const index of fresh.table.withPrefix(prefix)) add(fresh.names[index]!);
    return out;
  }

  /** The terms within `maxDistance` edits of `term`, with their fields and distance. */
  fuzzyGet(term: string, maxDistance: number): Map<string, [TermFields, number]> {
    const out = new Map<string, [TermFields, number]>();
    const add = (found: string, distance: number) => {
      const fields = this.get(found);
      if (fields) out.set(found, [fields, distance]);
    };
    const { terms } = this.#file;
    for (const [index, distance] of terms.fuzzy(term, maxDistance))
      add(terms.term(index), distance);
    const fresh = this.#newTerms();
    for (const [index, distance] of fresh.table.fuzzy(term, maxDistance))
      add(fresh.names[index]!, distance);
    return out;
  }
}

/**
 * `postings` without the documents `live` rejects: the same object when none is, null when
 * none is left, else compact postings in the same (ascending) order.
 */
function withoutDead(
  postings: Map<number, number> | CompactPostings,
  live: (doc: number) => boolean,
): Map<number, number> | CompactPostings | null {
  const docs: number[] = [];
  const freqs: number[] = [];
  for (const [doc, freq] of postings) {
    if (!live(doc)) continue;
    docs.push(doc);
    freqs.push(freq);
  }
  if (docs.length === postings.size) return postings;
  if (docs.length === 0) return null;
  const ascending = docs.every((doc, i) => i === 0 || doc > docs[i - 1]!);
  if (!ascending) return new Map(docs.map((doc, i) => [doc, freqs[i]!]));
  const store: PostingStore = { docs: Uint32Array.from(docs), freqs: Uint32Array.from(freqs) };
  return new CompactPostings(store, 0, docs.length);
}
