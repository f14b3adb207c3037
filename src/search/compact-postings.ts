/**
 * Read-mostly stand-ins for the small maps inside MiniSearch's term index. A loaded 10k
 * memory index holds ~50k posting maps (document → term frequency) and ~36k field maps
 * (field → postings); as JS Maps they took 45 of the index's 47 MB. These classes keep
 * the same Map methods MiniSearch calls, over shared typed arrays and short arrays; writes
 * are kept beside the arrays with a Map's semantics, so edits behave exactly as before.
 */

/** Term frequencies as loaded: one byte each unless some frequency needs more. */
export type Frequencies = Uint8Array | Uint16Array | Uint32Array;

/** Document ids and term frequencies of every loaded posting list, end to end. */
export interface PostingStore {
  docs: Uint32Array;
  freqs: Frequencies;
}

/**
 * A Map-shaped view of `store` from `start` for `count` entries (document ids ascending).
 * Writes are kept beside the shared arrays, with a Map's order: a changed entry keeps its
 * place, a new one goes last, a removed one is skipped. MiniSearch writes only the postings
 * of notes added or discarded since the load, so these stay a few entries, where turning a
 * common word's list into a Map cost megabytes per word an edit touched.
 */
export class CompactPostings {
  readonly #store: PostingStore;
  readonly #start: number;
  readonly #count: number;
  /** Where the last lookup ended: MiniSearch reads `get(doc)` right after iterating to `doc`. */
  #cursor: number;
  /** Saved entries removed, saved entries with another frequency, entries added since. */
  #removed: Set<number> | null = null;
  #changed: Map<number, number> | null = null;
  #added: Map<number, number> | null = null;

  constructor(store: PostingStore, start: number, count: number) {
    this.#store = store;
    this.#start = start;
    this.#count = count;
    this.#cursor = start;
  }

  get size(): number {
    return this.#count - (this.#removed?.size ?? 0) + (this.#added?.size ?? 0);
  }

  /**
   * The shared arrays and this list's bounds while it is unchanged, for a scorer that
   * walks postings without an iterator; null once it was written to.
   */
  range(): { docs: Uint32Array; freqs: Frequencies; start: number; end: number } | null {
    if (this.#removed || this.#changed || this.#added) return null;
    const { docs, freqs } = this.#store;
    return { docs, freqs, start: this.#start, end: this.#start + this.#count };
  }

  /** The position of `doc` in the saved entries (removed or not), or -1. */
  #find(doc: number): number {
    const docs = this.#store.docs;
    if (this.#count > 0 && docs[this.#cursor] === doc) return this.#cursor;
    let lo = this.#start;
    let hi = this.#start + this.#count - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = docs[mid]!;
      if (at === doc) {
        this.#cursor = mid;
        return mid;
      }
      if (at < doc) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** True when `doc` is a saved entry not removed since. */
  #holdsSaved(doc: number): boolean {
    return !this.#removed?.has(doc) && this.#find(doc) >= 0;
  }

  get(doc: number): number | undefined {
    const added = this.#added?.get(doc);
    if (added !== undefined) return added;
    if (this.#removed?.has(doc)) return undefined;
    const at = this.#find(doc);
    if (at < 0) return undefined;
    return this.#changed?.get(doc) ?? this.#store.freqs[at];
  }

  has(doc: number): boolean {
    return this.get(doc) !== undefined;
  }

  set(doc: number, freq: number): this {
    if (!this.#added?.has(doc) && this.#holdsSaved(doc)) {
      this.#changed ??= new Map();
      this.#changed.set(doc, freq);
    } else {
      this.#added ??= new Map();
      this.#added.set(doc, freq);
    }
    return this;
  }

  delete(doc: number): boolean {
    if (this.#added?.delete(doc)) return true;
    if (!this.#holdsSaved(doc)) return false;
    this.#removed ??= new Set();
    this.#removed.add(doc);
    this.#changed?.delete(doc);
    return true;
  }

  /**
   * Calls `visit(doc, freq)` for each entry in order, without an iterator. An entry removed
   * during the walk is skipped if not yet reached, as in a Map.
   */
  scan(visit: (doc: number, freq: number) => void): void {
    const { docs, freqs } = this.#store;
    const end = this.#start + this.#count;
    const removed = this.#removed;
    const changed = this.#changed;
    if (!removed && !changed) {
      // Only notes added since the load (the common case): the saved entries as they are.
      for (let i = this.#start; i < end; i++) visit(docs[i]!, freqs[i]!);
    } else {
      for (let i = this.#start; i < end; i++) {
        const doc = docs[i]!;
        if (removed?.has(doc)) continue;
        visit(doc, changed?.get(doc) ?? freqs[i]!);
      }
    }
    if (this.#added) for (const [doc, freq] of this.#added) visit(doc, freq);
  }

  *entries(): IterableIterator<[number, number]> {
    const { docs, freqs } = this.#store;
    for (let i = this.#start; i < this.#start + this.#count; i++) {
      const doc = docs[i]!;
      if (this.#removed?.has(doc)) continue;
      this.#cursor = i;
      yield [doc, this.#changed?.get(doc) ?? freqs[i]!];
    }
    if (this.#added) yield* this.#added.entries();
  }

  *keys(): IterableIterator<number> {
    for (const [doc] of this.entries()) yield doc;
  }

  *values(): IterableIterator<number> {
    for (const [, freq] of this.entries()) yield freq;
  }

  [Symbol.iterator](): IterableIterator<[number, number]> {
    return this.entries();
  }

  forEach(fn: (freq: number, doc: number, map: this) => void): void {
    for (const [doc, freq] of this.entries()) fn(freq, doc, this);
  }
}

/**
 * A Map-shaped short array of alternating keys and values (a term is in at most a handful
 * of fields). One exactly sized array costs a fraction of an empty Map.
 */
export class SmallMap<K, V> {
  #pairs: unknown[];

  /** A map of `pairs` (key, value, key, value, …), taken over as is. */
  constructor(pairs: unknown[] = []) {
    this.#pairs = pairs;
  }

  get size(): number {
    return this.#pairs.length / 2;
  }

  #indexOf(key: K): number {
    for (let i = 0; i < this.#pairs.length; i += 2) if (this.#pairs[i] === key) return i;
    return -1;
  }

  get(key: K): V | undefined {
    const at = this.#indexOf(key);
    return at < 0 ? undefined : (this.#pairs[at + 1] as V);
  }

  has(key: K): boolean {
    return this.#indexOf(key) >= 0;
  }

  set(key: K, value: V): this {
    const at = this.#indexOf(key);
    if (at >= 0) this.#pairs[at + 1] = value;
    else this.#pairs = [...this.#pairs, key, value];
    return this;
  }

  delete(key: K): boolean {
    const at = this.#indexOf(key);
    if (at < 0) return false;
    this.#pairs = this.#pairs.filter((_, i) => i !== at && i !== at + 1);
    return true;
  }

  /** Walks the pairs as they were when it started: MiniSearch deletes while it walks (vacuum). */
  *entries(): IterableIterator<[K, V]> {
    const pairs = this.#pairs;
    for (let i = 0; i < pairs.length; i += 2) yield [pairs[i] as K, pairs[i + 1] as V];
  }

  *keys(): IterableIterator<K> {
    for (const [key] of this.entries()) yield key;
  }

  *values(): IterableIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries();
  }

  forEach(fn: (value: V, key: K, map: this) => void): void {
    for (const [key, value] of this.entries()) fn(value, key, this);
  }
}
