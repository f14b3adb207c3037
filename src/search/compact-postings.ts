/**
 * Read-mostly stand-ins for the small maps inside MiniSearch's term index. A loaded 10k
 * memory index holds ~50k posting maps (document → term frequency) and ~36k field maps
 * (field → postings); as JS Maps they took 45 of the index's 47 MB. These classes keep
 * the same Map methods MiniSearch calls, over shared typed arrays and short arrays, and
 * turn into a real Map on their first write, so edits behave exactly as before.
 */

/** Document ids and term frequencies of every loaded posting list, end to end. */
export interface PostingStore {
  docs: Uint32Array;
  freqs: Uint32Array;
}

/** A Map-shaped view of `store` from `start` for `count` entries (document ids ascending). */
export class CompactPostings {
  #store: PostingStore | null;
  #start: number;
  #count: number;
  /** Where the last lookup ended: MiniSearch reads `get(doc)` right after iterating to `doc`. */
  #cursor: number;
  #map: Map<number, number> | null = null;

  constructor(store: PostingStore, start: number, count: number) {
    this.#store = store;
    this.#start = start;
    this.#count = count;
    this.#cursor = start;
  }

  get size(): number {
    return this.#map ? this.#map.size : this.#count;
  }

  /**
   * The shared arrays and this list's bounds while it is unchanged, for a scorer that
   * walks postings without an iterator; null once a write turned it into a Map.
   */
  range(): { docs: Uint32Array; freqs: Uint32Array; start: number; end: number } | null {
    if (!this.#store) return null;
    const { docs, freqs } = this.#store;
    return { docs, freqs, start: this.#start, end: this.#start + this.#count };
  }

  #find(doc: number): number {
    const docs = this.#store!.docs;
    if (docs[this.#cursor] === doc) return this.#cursor;
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

  get(doc: number): number | undefined {
    if (this.#map) return this.#map.get(doc);
    const at = this.#find(doc);
    return at < 0 ? undefined : this.#store!.freqs[at];
  }

  has(doc: number): boolean {
    return this.#map ? this.#map.has(doc) : this.#find(doc) >= 0;
  }

  /** The entries as a real Map, which serves every later call (writes are rare). */
  #materialize(): Map<number, number> {
    if (this.#map) return this.#map;
    const map = new Map<number, number>();
    const { docs, freqs } = this.#store!;
    for (let i = this.#start; i < this.#start + this.#count; i++) map.set(docs[i]!, freqs[i]!);
    this.#map = map;
    this.#store = null;
    return map;
  }

  set(doc: number, freq: number): this {
    this.#materialize().set(doc, freq);
    return this;
  }

  delete(doc: number): boolean {
    return this.#materialize().delete(doc);
  }

  *keys(): IterableIterator<number> {
    if (this.#map) {
      yield* this.#map.keys();
      return;
    }
    const store = this.#store!;
    for (let i = this.#start; i < this.#start + this.#count; i++) {
      this.#cursor = i;
      yield store.docs[i]!;
    }
  }

  *entries(): IterableIterator<[number, number]> {
    if (this.#map) {
      yield* this.#map.entries();
      return;
    }
    const store = this.#store!;
    for (let i = this.#start; i < this.#start + this.#count; i++) {
      yield [store.docs[i]!, store.freqs[i]!];
    }
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
