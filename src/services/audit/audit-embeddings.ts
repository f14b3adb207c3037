/**
 * The audited memories' saved embeddings as one flat table, each read once: from the rows
 * the last audit kept (memory and model unchanged) or else out of the vector index. The
 * cosine keeps the arithmetic of `cosine` (embeddings/vector-math.ts): the same values
 * (float32 ones, as both indexes store them) summed in the same order, so a pair scores
 * the same to the last bit whichever way its vectors were read.
 */
import type { VectorIndex } from '../../search/vector-index.js';
import type { KeptEmbeddings } from './audit-embedding-file.js';

/** Saved embeddings by position, and the cosine of two of them (null when one is missing). */
export interface EmbeddingTable {
  /** The embedding of memory `i` (a view of the table), or undefined without one. */
  row(i: number): Float32Array | Float64Array | undefined;
  cosine(a: number, b: number): number | null;
}

/** The audited memories: keys (`scope:id`) and content hashes, by position. */
export interface EmbeddingKeys {
  keys: readonly string[];
  hashes: ReadonlyArray<string | undefined>;
}

/** A table and what to keep of it for the next audit (null: nothing new to write). */
export interface EmbeddingRead {
  table: EmbeddingTable;
  keep: KeptEmbeddings | null;
  /**
   * The kept rows disagree with the index: the store was embedded again under the same
   * model name, so nothing kept from the last audit (neighbour lists included) holds.
   */
  reembedded: boolean;
}

/** Kept rows checked against the index before any is trusted. */
const SAMPLED_ROWS = 8;

const EMPTY: EmbeddingTable = { row: () => undefined, cosine: () => null };

/** For each memory, the row of `kept` that still holds for it (same key and hash), or -1. */
function keptRows(memories: EmbeddingKeys, kept: KeptEmbeddings | null, index: VectorIndex) {
  const rows = new Int32Array(memories.keys.length).fill(-1);
  if (!kept || kept.dimensions !== index.dimensions) return rows;
  const rowOf = new Map<string, number>();
  kept.keys.forEach((key, r) => {
    rowOf.set(key, r);
  });
  memories.keys.forEach((key, i) => {
    const r = rowOf.get(key);
    if (r !== undefined && kept.hashes[r] === memories.hashes[i] && index.has(key)) rows[i] = r;
  });
  return rows;
}

/**
 * Whether a spread of kept rows equals what the index holds now: a store embedded again
 * (another provider run under the same model name) shows here, and no kept row is used.
 */
function sampleAgrees(
  kept: KeptEmbeddings,
  rows: Int32Array,
  keys: readonly string[],
  index: VectorIndex,
): boolean {
  const used: number[] = [];
  rows.forEach((r, i) => {
    if (r >= 0) used.push(i);
  });
  const step = Math.max(1, Math.ceil(used.length / SAMPLED_ROWS));
  const d = kept.dimensions;
  for (let s = 0; s < used.length; s += step) {
    const i = used[s]!;
    const vector = index.vector(keys[i]!);
    const offset = rows[i]! * d;
    if (!vector || vector.some((value, k) => kept.rows[offset + k] !== value)) return false;
  }
  return true;
}

type Matrix = Float32Array | Float64Array;

/** Whether every memory takes the kept row of its own position: the kept rows are the table. */
function sameRows(rows: Int32Array, kept: KeptEmbeddings | null): boolean {
  if (!kept || kept.keys.length !== rows.length) return false;
  for (let i = 0; i < rows.length; i++) if (rows[i] !== i) return false;
  return true;
}

/**
 * Every memory's embedding in one matrix (row `i` from `i * dimensions`), kept rows
 * copied, the rest read from the index; null when a value read does not fit `Type`
 * (an index holding more than float32 precision).
 */
function buildMatrix(
  Type: Float32ArrayConstructor | Float64ArrayConstructor,
  keys: readonly string[],
  index: VectorIndex,
  kept: { rows: Int32Array; from: KeptEmbeddings | null },
) {
  const d = index.dimensions;
  const matrix: Matrix = new Type(keys.length * d);
  const present = new Uint8Array(keys.length);
  let read = 0;
  for (let i = 0; i < keys.length; i++) {
    const r = kept.rows[i]!;
    present[i] = 1;
    if (r >= 0 && kept.from) {
      matrix.set(kept.from.rows.subarray(r * d, r * d + d), i * d);
      continue;
    }
    const vector = index.vector(keys[i]!);
    if (!vector) {
      present[i] = 0;
      continue;
    }
    if (vector.length !== d) throw new RangeError('strata: saved vectors differ in length');
    read++;
    for (let k = 0, o = i * d; k < d; k++, o++) {
      matrix[o] = vector[k]!;
      if (matrix[o] !== vector[k]) return null;
    }
  }
  return { matrix, present, read };
}

/** The cosine table over `matrix`, squared norms summed in the order `cosine` sums them. */
function tableOf(matrix: Matrix, present: Uint8Array, d: number): EmbeddingTable {
  const squares = new Float64Array(present.length);
  for (let i = 0; i < present.length; i++) {
    let sum = 0;
    for (let k = i * d; k < i * d + d; k++) sum += matrix[k]! * matrix[k]!;
    squares[i] = sum;
  }
  return {
    row: (i) => (present[i] ? matrix.subarray(i * d, i * d + d) : undefined),
    cosine(a, b) {
      if (!present[a] || !present[b]) return null;
      const na = squares[a]!;
      const nb = squares[b]!;
      let dot = 0;
      for (let x = a * d, y = b * d, end = x + d; x < end; x++, y++) dot += matrix[x]! * matrix[y]!;
      return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
    },
  };
}

/** The rows worth keeping (memories with a hash), or null when nothing changed. */
function toKeep(
  matrix: Float32Array,
  present: Uint8Array,
  memories: EmbeddingKeys,
  changed: { read: number; kept: KeptEmbeddings | null; space: string; d: number },
): KeptEmbeddings | null {
  const keys: string[] = [];
  const hashes: string[] = [];
  const at: number[] = [];
  memories.keys.forEach((key, i) => {
    const hash = memories.hashes[i];
    if (!present[i] || hash === undefined) return;
    keys.push(key);
    hashes.push(hash);
    at.push(i);
  });
  if (changed.read === 0 && keys.length === (changed.kept?.keys.length ?? 0)) return null;
  const { d } = changed;
  const rows = new Float32Array(at.length * d);
  at.forEach((i, r) => {
    rows.set(matrix.subarray(i * d, i * d + d), r * d);
  });
  return { space: changed.space, dimensions: d, keys, hashes, rows };
}

/**
 * Reads each memory's saved embedding once, reusing the rows of `kept` that still hold;
 * an empty table without an index. `keep` is what the next audit may reuse (in `space`).
 */
export function readEmbeddings(
  index: VectorIndex | null,
  memories: EmbeddingKeys,
  kept: KeptEmbeddings | null = null,
  space = '',
): EmbeddingRead {
  if (!index?.size) return { table: EMPTY, keep: null, reembedded: false };
  const d = index.dimensions;
  const rows = keptRows(memories, kept, index);
  const reembedded = kept !== null && !sampleAgrees(kept, rows, memories.keys, index);
  if (reembedded) rows.fill(-1);
  const single = sameRows(rows, kept)
    ? { matrix: kept!.rows, present: new Uint8Array(rows.length).fill(1), read: 0 }
    : buildMatrix(Float32Array, memories.keys, index, { rows, from: kept });
  if (!single) {
    const none = { rows: rows.fill(-1), from: null };
    const built = buildMatrix(Float64Array, memories.keys, index, none)!;
    return { table: tableOf(built.matrix, built.present, d), keep: null, reembedded };
  }
  const { matrix, present, read } = single;
  const keep = toKeep(matrix as Float32Array, present, memories, { read, kept, space, d });
  return { table: tableOf(matrix, present, d), keep, reembedded };
}
