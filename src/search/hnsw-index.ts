/**
 * Approximate nearest-neighbour search with hnswlib-node (HNSW graphs, native code).
 * hnswlib knows integer labels only; this class maps them to string keys, grows the index
 * when full, tracks deletions (markDelete leaves the point in the graph) and rebuilds once
 * too many points are dead.
 */
import { chmod } from 'node:fs/promises';
import type { HierarchicalNSW } from 'hnswlib-node';
import { StrataError } from '../core/errors.js';
import { damaged, dataPathOf, readVectorHeader, writeVectorFiles } from './vector-file.js';
import { checkK, checkVector, type VectorHit, type VectorIndex } from './vector-index.js';

/** The hnswlib-node index constructor; injected so callers can load the module lazily. */
export type HnswConstructor = typeof HierarchicalNSW;

/** Tuning of an HNSW index. */
export interface HnswOptions {
  /** Points allocated up front; the index doubles when full. Default 1024. */
  initialCapacity?: number;
  /** Search breadth; at least 64 (hnswlib's default of 10 loses neighbours). */
  ef?: number;
  /** Graph degree. Default 16. */
  m?: number;
  /** Build breadth. Default 200. */
  efConstruction?: number;
  /** Seed of the level generator, for reproducible graphs. Default 100. */
  seed?: number;
}

const DEFAULTS = { initialCapacity: 1024, ef: 64, m: 16, efConstruction: 200, seed: 100 };
/** Share of dead points above which the graph is rebuilt from the live ones. */
const REBUILD_DELETED_SHARE = 0.25;

/**
 * Loads hnswlib-node and returns its index constructor. Throws when the native module is
 * missing or fails to load (callers fall back to brute force).
 */
export async function loadHnswlib(): Promise<HnswConstructor> {
  type Module = typeof import('hnswlib-node');
  const mod = (await import('hnswlib-node')) as Module & { default?: Module };
  const ctor = (mod.default ?? mod).HierarchicalNSW;
  if (typeof ctor !== 'function') throw new Error('hnswlib-node has no HierarchicalNSW export');
  return ctor;
}

function readLabels(file: string, value: unknown): Array<[number, string]> {
  if (!Array.isArray(value)) throw damaged(file, 'has no label table');
  return value.map((entry) => {
    if (!Array.isArray(entry) || !Number.isInteger(entry[0]) || typeof entry[1] !== 'string') {
      throw damaged(file, 'has a malformed label table');
    }
    return [entry[0] as number, entry[1] as string];
  });
}

/** Cosine k-NN with hnswlib; keys map to labels in a table saved beside the index. */
export class HnswIndex implements VectorIndex {
  readonly kind = 'hnsw' as const;
  readonly dimensions: number;
  readonly #ctor: HnswConstructor;
  readonly #options: Required<HnswOptions>;
  #index: HierarchicalNSW;
  #labelOf = new Map<string, number>();
  #keyOf = new Map<number, string>();
  #nextLabel = 0;

  private constructor(ctor: HnswConstructor, dimensions: number, options: Required<HnswOptions>) {
    this.#ctor = ctor;
    this.dimensions = dimensions;
    this.#options = options;
    this.#index = this.#newIndex(options.initialCapacity);
  }

  /** An empty index for vectors of `dimensions`, using the given hnswlib constructor. */
  static create(ctor: HnswConstructor, dimensions: number, options: HnswOptions = {}): HnswIndex {
    if (!Number.isInteger(dimensions) || dimensions <= 0) {
      throw new StrataError('INVALID_ARGUMENT', `dimensions ${dimensions} is not a vector length`, {
        hint: 'pass the embedding space dimensions, such as 512 or 768',
      });
    }
    const merged = { ...DEFAULTS, ...options };
    merged.ef = Math.max(64, merged.ef);
    merged.initialCapacity = Math.max(16, merged.initialCapacity);
    return new HnswIndex(ctor, dimensions, merged);
  }

  /** Loads an index saved by {@link HnswIndex.save}; throws `DAMAGED_CACHE` when damaged. */
  static async load(
    ctor: HnswConstructor,
    file: string,
    options: HnswOptions = {},
  ): Promise<HnswIndex> {
    const header = await readVectorHeader(file);
    if (header.kind !== 'hnsw')
      throw damaged(file, `holds a ${header.kind} index, not an hnsw one`);
    const labels = readLabels(file, header.labels);
    const saved = typeof header.ef === 'number' ? { ef: header.ef } : {};
    const index = HnswIndex.create(ctor, header.dimensions, { ...saved, ...options });
    const native = new ctor('cosine', header.dimensions);
    try {
      await native.readIndex(dataPathOf(file, header));
    } catch (error) {
      throw damaged(file, `has an unreadable data file ${header.data}`, error);
    }
    // ef is not part of the saved file: readIndex leaves hnswlib's default of 10.
    native.setEf(index.#options.ef);
    index.#adopt(native, labels);
    return index;
  }

  get size(): number {
    return this.#labelOf.size;
  }

  /** The search breadth in effect (for checks that it survived a load). */
  get ef(): number {
    return this.#index.getEf();
  }

  /** Points still in the graph but marked deleted. */
  get deletedCount(): number {
    return this.#index.getCurrentCount() - this.#labelOf.size;
  }

  /** Points the graph can hold before it is resized. */
  get capacity(): number {
    return this.#index.getMaxElements();
  }

  has(key: string): boolean {
    return this.#labelOf.has(key);
  }

  keys(): string[] {
    return [...this.#labelOf.keys()];
  }

  upsert(key: string, vector: ArrayLike<number>): void {
    checkVector(vector, this.dimensions, `vector for ${key}`);
    // hnswlib's binding accepts plain arrays only.
    const point = Array.from(vector);
    const existing = this.#labelOf.get(key);
    if (existing !== undefined) {
      this.#index.addPoint(point, existing);
      return;
    }
    if (this.#index.getCurrentCount() >= this.#index.getMaxElements()) {
      this.#index.resizeIndex(this.#index.getMaxElements() * 2);
    }
    const label = this.#nextLabel++;
    this.#index.addPoint(point, label);
    this.#labelOf.set(key, label);
    this.#keyOf.set(label, key);
  }

  vector(key: string): number[] | undefined {
    const label = this.#labelOf.get(key);
    // The cosine space stores points normalised, which is what callers compare.
    return label === undefined ? undefined : Array.from(this.#index.getPoint(label));
  }

  delete(key: string): boolean {
    const label = this.#labelOf.get(key);
    if (label === undefined) return false;
    this.#index.markDelete(label);
    this.#labelOf.delete(key);
    this.#keyOf.delete(label);
    if (this.deletedCount > this.#index.getCurrentCount() * REBUILD_DELETED_SHARE) this.#rebuild();
    return true;
  }

  search(query: ArrayLike<number>, k: number, filter?: (key: string) => boolean): VectorHit[] {
    checkK(k);
    checkVector(query, this.dimensions, 'query vector');
    const count = Math.min(k, this.size);
    if (count === 0) return [];
    // ef below k would cut the candidate list short of k.
    if (this.#index.getEf() < count) this.#index.setEf(count);
    const labelFilter = filter
      ? (label: number) => {
          const key = this.#keyOf.get(label);
          return key !== undefined && filter(key);
        }
      : undefined;
    const result = this.#index.searchKnn(Array.from(query), count, labelFilter);
    if (this.#index.getEf() !== this.#options.ef) this.#index.setEf(this.#options.ef);
    return result.neighbors.map((label, i) => ({
      key: this.#keyOf.get(label)!,
      score: 1 - result.distances[i]!,
    }));
  }

  async save(file: string): Promise<void> {
    const labels = [...this.#keyOf.entries()];
    await writeVectorFiles(
      file,
      { kind: this.kind, dimensions: this.dimensions, labels, ef: this.#options.ef },
      async (dataPath) => {
        await this.#index.writeIndex(dataPath);
        // hnswlib writes with the default mode; vectors encode memory text, so owner only.
        await chmod(dataPath, 0o600);
      },
    );
  }

  #newIndex(capacity: number): HierarchicalNSW {
    const { m, efConstruction, seed, ef } = this.#options;
    const index = new this.#ctor('cosine', this.dimensions);
    index.initIndex(capacity, m, efConstruction, seed);
    // ef is not kept by initIndex either: set it on every new graph.
    index.setEf(ef);
    return index;
  }

  /** Takes over a loaded graph after checking it against the label table. */
  #adopt(native: HierarchicalNSW, labels: Array<[number, string]>): void {
    const present = new Set(native.getIdsList());
    for (const [label, key] of labels) {
      if (!present.has(label) || this.#labelOf.has(key)) {
        throw new StrataError(
          'DAMAGED_CACHE',
          `saved vector index does not match its label table (${key})`,
          {
            hint: 'rebuild it with `strata reindex`',
          },
        );
      }
      this.#labelOf.set(key, label);
      this.#keyOf.set(label, key);
    }
    this.#index = native;
    // Dead labels count too: a label is never reused while its point is in the graph.
    this.#nextLabel = native.getIdsList().reduce((max, label) => Math.max(max, label + 1), 0);
  }

  /** Rebuilds the graph from the live points, dropping the dead ones. */
  #rebuild(): void {
    const live = [...this.#labelOf.entries()];
    const capacity = Math.max(this.#options.initialCapacity, live.length * 2);
    const fresh = this.#newIndex(capacity);
    const labelOf = new Map<string, number>();
    const keyOf = new Map<number, string>();
    live.forEach(([key, oldLabel], label) => {
      fresh.addPoint(this.#index.getPoint(oldLabel), label);
      labelOf.set(key, label);
      keyOf.set(label, key);
    });
    this.#index = fresh;
    this.#labelOf = labelOf;
    this.#keyOf = keyOf;
    this.#nextLabel = live.length;
  }
}
