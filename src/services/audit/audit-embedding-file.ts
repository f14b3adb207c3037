/**
 * Each memory's embedding as the last audit read it out of the vector index, kept between
 * audits beside the neighbour lists. Reading 10,000 vectors back out of hnswlib costs
 * about 0.65 s (its binding builds a JS array element by element); one flat file of
 * float32 rows reads in milliseconds. A row holds for a memory whose content hash and
 * embedding model are unchanged: the assumption the kept neighbour lists already make,
 * which holds because the index takes its vectors from the content-hash embedding cache.
 *
 * Format: one line of JSON (version, model, dimensions, keys and hashes), padded with
 * spaces so the rows start on a 4-byte boundary, then the rows as little-endian float32.
 * Derived data in the cache folder: a file that does not parse, of another model or
 * version, or written on a big-endian machine, is ignored.
 */
import { readFile } from 'node:fs/promises';
import { endianness } from 'node:os';
import { PRIVATE, writeFileAtomic } from '../../io/atomic-write.js';

/** Embeddings by key (`scope:id`), each with the content hash it was read for. */
export interface KeptEmbeddings {
  space: string;
  dimensions: number;
  keys: string[];
  hashes: string[];
  /** Row `i` (`dimensions` values from `i * dimensions`) belongs to `keys[i]`. */
  rows: Float32Array;
}

const VERSION = 1;
const NEWLINE = 0x0a;

/** The file the embeddings are kept in, beside the neighbour lists file. */
export function embeddingFileBeside(neighbourFile: string): string {
  return `${neighbourFile.replace(/\.json$/, '')}.vectors`;
}

function isHeader(value: unknown, space: string): value is Omit<KeptEmbeddings, 'rows'> {
  const h = value as Partial<KeptEmbeddings> & { version?: unknown };
  return (
    typeof h === 'object' &&
    h !== null &&
    h.version === VERSION &&
    h.space === space &&
    Number.isInteger(h.dimensions) &&
    (h.dimensions ?? 0) > 0 &&
    Array.isArray(h.keys) &&
    Array.isArray(h.hashes) &&
    h.keys.length === h.hashes.length &&
    h.keys.every((k) => typeof k === 'string') &&
    h.hashes.every((k) => typeof k === 'string')
  );
}

/** The embeddings kept in `file` for `space`, or null (none, unreadable, another model). */
export async function readKeptEmbeddings(
  file: string,
  space: string,
): Promise<KeptEmbeddings | null> {
  if (endianness() !== 'LE') return null;
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return null;
  }
  const end = bytes.indexOf(NEWLINE);
  if (end < 0 || (end + 1) % 4 !== 0) return null;
  let header: unknown;
  try {
    header = JSON.parse(bytes.subarray(0, end).toString('utf8'));
  } catch {
    return null;
  }
  if (!isHeader(header, space)) return null;
  const length = header.keys.length * header.dimensions;
  if (bytes.length - (end + 1) !== length * 4) return null;
  const start = bytes.byteOffset + end + 1;
  // A view when the rows start on a 4-byte boundary (a file this size has a buffer of its
  // own), else a copy.
  const rows =
    start % 4 === 0
      ? new Float32Array(bytes.buffer, start, length)
      : new Float32Array(new Uint8Array(bytes.subarray(end + 1)).buffer);
  const { dimensions, keys, hashes } = header;
  return { space, dimensions, keys, hashes, rows };
}

/** Replaces `file` with `kept` atomically. */
export async function writeKeptEmbeddings(file: string, kept: KeptEmbeddings): Promise<void> {
  if (endianness() !== 'LE') return;
  const { space, dimensions, keys, hashes, rows } = kept;
  let header = JSON.stringify({ version: VERSION, space, dimensions, keys, hashes });
  // Pad to a 4-byte boundary (counting the newline) so the rows can be viewed as float32.
  const bytes = Buffer.byteLength(header) + 1;
  header += ' '.repeat((4 - (bytes % 4)) % 4);
  const data = Buffer.concat([
    Buffer.from(`${header}\n`, 'utf8'),
    new Uint8Array(rows.buffer, rows.byteOffset, rows.length * 4),
  ]);
  await writeFileAtomic(file, data, PRIVATE);
}
