/**
 * Exact nearest-neighbour search in plain JavaScript: every query is compared with every
 * vector. Fast enough for personal stores (`strata doctor` says up to which size; measured
 * in eval/RESULTS.md, "Vector query: brute force beside hnswlib"), needs no native module,
 * and is the reference the hnswlib index is tested against.
 */
import { readFile } from 'node:fs/promises';
import { StrataError } from '../core/errors.js';
import { writeFileAtomic } from '../io/atomic-write.js';
import { damaged, dataPathOf, readVectorHeader, writeVectorFiles } from './vector-file.js';
import { checkK, checkVector, type VectorHit, type VectorIndex } from './vector-index.js';

const INITIAL_CAPACITY = 64;

/** Exact cosine k-NN over unit-normalised vectors in one growing Float32Array. */
export class BruteForceIndex implements VectorIndex {
  readonly kind = 'brute-force' as const;
  readonly dimensions: number;
  /** Unit vectors, one per slot, slots 0..size-1 in use. */
  #data: Float32Array;
  /** Key of each slot. */
  #keys: string[] = [];
  #slots = new Map<string, number>();

  /** An empty index for vectors of `dimensions`. */
  constructor(dimensions: number, initialCapacity = INITIAL_CAPACITY) {
    if (!Number.isInteger(dimensions) || dimensions <= 0) {
      throw new StrataError('INVALID_ARGUMENT', `dimensions ${dimensions} is not a vector length`, {
        hint: 'pass the embedding space dimensions, such as 512 or 768',
      });
    }
    this.dimensions = dimensions;
    this.#data = new Float32Array(Math.max(1, initialCapacity) * dimensions);
  }

  /** Loads an index saved by {@link BruteForceIndex.save}; throws `DAMAGED_CACHE` when damaged. */
  static async load(file: string): Promise<BruteForceIndex> {
    const header = await readVectorHeader(file);
    const keys = header.keys;
    if (header.kind !== 'brute-force' || !Array.isArray(keys)) {
      throw damaged(file, `holds a ${header.kind} index, not a brute-force one`);
    }
    const bytes = await readFile(dataPathOf(file, header)).catch(() => {
      throw damaged(file, `is missing its data file ${header.data}`);
    });
    const floats = keys.length * header.dimensions;
    if (bytes.byteLength !== floats * 4) throw damaged(file, 'has a data file of the wrong size');
    const index = new BruteForceIndex(header.dimensions, keys.length);
    // Copy into an aligned buffer: a Buffer's byteOffset need not be a multiple of 4.
    const data = new Float32Array(floats);
    new Uint8Array(data.buffer).set(bytes);
    index.#data.set(data);
    keys.forEach((key, slot) => {
      index.#keys.push(String(key));
      index.#slots.set(String(key), slot);
    });
    return index;
  }

  get size(): number {
    return this.#keys.length;
  }

  has(key: string): boolean {
    return this.#slots.has(key);
  }

  keys(): string[] {
    return [...this.#keys];
  }

  upsert(key: string, vector: ArrayLike<number>): void {
    const norm = checkVector(vector, this.dimensions, `vector for ${key}`);
    let slot = this.#slots.get(key);
    if (slot === undefined) {
      slot = this.#keys.length;
      this.#ensureCapacity(slot + 1);
      this.#keys.push(key);
      this.#slots.set(key, slot);
    }
    const offset = slot * this.dimensions;
    for (let i = 0; i < this.dimensions; i++) this.#data[offset + i] = vector[i]! / norm;
  }

  vector(key: string): number[] | undefined {
    const slot = this.#slots.get(key);
    if (slot === undefined) return undefined;
    const offset = slot * this.dimensions;
    return Array.from(this.#data.subarray(offset, offset + this.dimensions));
  }

  delete(key: string): boolean {
    const slot = this.#slots.get(key);
    if (slot === undefined) return false;
    // Move the last vector into the freed slot so slots stay dense.
    const last = this.#keys.length - 1;
    if (slot !== last) {
      const lastKey = this.#keys[last]!;
      const from = last * this.dimensions;
      this.#data.copyWithin(slot * this.dimensions, from, from + this.dimensions);
      this.#keys[slot] = lastKey;
      this.#slots.set(lastKey, slot);
    }
    this.#keys.pop();
    this.#slots.delete(key);
    return true;
  }

  search(query: ArrayLike<number>, k: number, filter?: (key: string) => boolean): VectorHit[] {
    checkK(k);
    const norm = checkVector(query, this.dimensions, 'query vector');
    if (k === 0 || this.size === 0) return [];
    const unit = Float32Array.from({ length: this.dimensions }, (_, i) => query[i]! / norm);
    const hits: VectorHit[] = [];
    for (let slot = 0; slot < this.#keys.length; slot++) {
      const key = this.#keys[slot]!;
      if (filter && !filter(key)) continue;
      hits.push({ key, score: this.#dot(unit, slot) });
    }
    // Ties broken by key so that results are the same on every run.
    hits.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return hits.slice(0, k);
  }

  async save(file: string): Promise<void> {
    const used = this.#data.subarray(0, this.size * this.dimensions);
    // A copy: the index may change while the write is in flight.
    const bytes = new Uint8Array(used.slice().buffer);
    const keys = [...this.#keys];
    await writeVectorFiles(
      file,
      { kind: this.kind, dimensions: this.dimensions, keys },
      (dataPath) => writeFileAtomic(dataPath, bytes),
    );
  }

  #dot(unit: Float32Array, slot: number): number {
    const offset = slot * this.dimensions;
    let sum = 0;
    for (let i = 0; i < this.dimensions; i++) sum += unit[i]! * this.#data[offset + i]!;
    return sum;
  }

  #ensureCapacity(slots: number): void {
    if (slots * this.dimensions <= this.#data.length) return;
    const grown = new Float32Array(
      Math.max(slots, (this.#data.length / this.dimensions) * 2) * this.dimensions,
    );
    grown.set(this.#data);
    this.#data = grown;
  }
}
