/**
 * The on-disk form shared by both vector indexes: a small JSON header at the given path
 * naming a data file beside it. Each save writes a data file under a new name first and
 * then replaces the header atomically, so a reader (another strata process) always sees a
 * header and the data file it names, never a header paired with newer or half-written data.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { StrataError } from '../core/errors.js';
import { PRIVATE, writeFileAtomic } from '../io/atomic-write.js';
import type { VectorIndexKind } from './vector-index.js';

/** Version of the saved vector index layout; bump when the header or a data format changes. */
export const VECTOR_FILE_FORMAT = 1;

/** The header of a saved vector index. Implementations add their own fields. */
export interface VectorFileHeader {
  format: number;
  kind: VectorIndexKind;
  dimensions: number;
  /** File name of the data file, in the header's directory. */
  data: string;
  [field: string]: unknown;
}

/** A saved vector index that cannot be read back (`DAMAGED_CACHE`: rebuild it). */
export function damaged(file: string, reason: string, cause?: unknown): StrataError {
  return new StrataError('DAMAGED_CACHE', `saved vector index ${file} ${reason}`, {
    subject: file,
    hint: 'rebuild it with `strata reindex`',
    cause,
  });
}

function isHeader(value: unknown): value is VectorFileHeader {
  const header = value as VectorFileHeader | null;
  return (
    typeof header === 'object' &&
    header !== null &&
    (header.kind === 'hnsw' || header.kind === 'brute-force') &&
    Number.isInteger(header.dimensions) &&
    header.dimensions > 0 &&
    typeof header.data === 'string' &&
    // Only a plain name in the same directory: a header must not point elsewhere.
    /^[^/\\]+$/.test(header.data) &&
    !header.data.startsWith('..')
  );
}

/**
 * Reads and checks the header at `file`. Throws `NOT_FOUND` when there is none and
 * `IO_ERROR` when it is damaged or of another format version.
 */
export async function readVectorHeader(file: string): Promise<VectorFileHeader> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new StrataError('NOT_FOUND', `no saved vector index at ${file}`, { subject: file });
    }
    throw damaged(file, 'cannot be read', error);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw damaged(file, 'is not valid JSON', error);
  }
  const format = (parsed as { format?: unknown } | null)?.format;
  if (format !== VECTOR_FILE_FORMAT) {
    throw damaged(file, `has format ${String(format)}, expected ${VECTOR_FILE_FORMAT}`);
  }
  if (!isHeader(parsed)) throw damaged(file, 'has a malformed header');
  return parsed;
}

/** Absolute path of the data file a header names. */
export function dataPathOf(file: string, header: VectorFileHeader): string {
  return path.join(path.dirname(file), header.data);
}

/**
 * Saves an index: `writeData` writes the data file at the path it is given, then the
 * header (with `data` filled in) replaces the old one, then the old data file is removed.
 */
export async function writeVectorFiles(
  file: string,
  header: Omit<VectorFileHeader, 'format' | 'data'>,
  writeData: (dataPath: string) => Promise<void>,
): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const previous = await readVectorHeader(file).catch(() => null);
  const data = `${path.basename(file)}.${randomBytes(6).toString('hex')}.bin`;
  const dataPath = path.join(path.dirname(file), data);
  try {
    await writeData(dataPath);
    await writeFileAtomic(
      file,
      JSON.stringify({ ...header, format: VECTOR_FILE_FORMAT, data }),
      PRIVATE,
    );
  } catch (error) {
    await unlink(dataPath).catch(() => {});
    throw error;
  }
  if (previous && previous.data !== data) {
    // Best effort: a reader that already opened the header may still read it, and a
    // missing data file only makes a later load fail over to a rebuild.
    await unlink(dataPathOf(file, previous)).catch(() => {});
  }
}
