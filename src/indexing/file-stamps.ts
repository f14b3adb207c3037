/**
 * Stamps of source files (size, mtime, content hash), saved with the indexes so that a
 * process starting later re-indexes only the files that changed.
 *
 * Saved, they are a table by row (the paths as one string with offsets, sizes and mtimes
 * as typed arrays, the hashes as one string): at 100k files a JSON object of paths was
 * 22 MB to parse into 32 MB of objects. A table read back keeps that form; changes since
 * live in a Map beside it.
 *
 * File layout: magic `SST1`, the paths (io/path-table.ts), the hashes (a string table,
 * io/string-table.ts), then the sizes and the mtimes (f64 each, little-endian).
 */
import { closeSync, readFileSync } from 'node:fs';
import { StrataError } from '../core/errors.js';
import { PathTable, readPathTable } from '../io/path-table.js';
import { readStringTable, StringTable } from '../io/string-table.js';
import { hashText } from '../storage/file-update.js';

/** What identifies one version of a source file. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
  /** {@link hashContent} of the file's bytes. */
  hash: string;
}

/**
 * SHA-256 of a file's content, hex: the content part of a {@link FileStamp}. The same hash
 * a memory carries (`memory.hash`), so the two can be compared.
 */
export const hashContent: (data: string | Uint8Array) => string = hashText;

const MAGIC = 'SST1';

/** The stamps of every indexed file, by path: saved rows, and the changes since in a Map. */
export class FileStamps {
  readonly #paths: PathTable;
  readonly #hashes: StringTable;
  readonly #sizes: Float64Array;
  readonly #mtimes: Float64Array;
  /** Saved rows deleted or replaced since (the Map holds a replaced one). */
  readonly #gone: Uint8Array;
  #goneCount = 0;
  readonly #changed = new Map<string, FileStamp>();

  constructor(
    saved: { paths: PathTable; hashes: StringTable; sizes: Float64Array; mtimes: Float64Array } = {
      paths: PathTable.of([]),
      hashes: StringTable.of([]),
      sizes: new Float64Array(0),
      mtimes: new Float64Array(0),
    },
  ) {
    const n = saved.paths.size;
    if (saved.hashes.size !== n || saved.sizes.length !== n || saved.mtimes.length !== n)
      throw new Error('the file stamps do not match their paths');
    this.#paths = saved.paths;
    this.#hashes = saved.hashes;
    this.#sizes = saved.sizes;
    this.#mtimes = saved.mtimes;
    this.#gone = new Uint8Array(n);
  }

  get size(): number {
    return this.#paths.size - this.#goneCount + this.#changed.size;
  }

  #row(file: string): number {
    const row = this.#paths.indexOf(file);
    return row >= 0 && this.#gone[row] === 0 ? row : -1;
  }

  #stampAt(row: number): FileStamp {
    return { size: this.#sizes[row]!, mtimeMs: this.#mtimes[row]!, hash: this.#hashes.at(row) };
  }

  get(file: string): FileStamp | undefined {
    const changed = this.#changed.get(file);
    if (changed) return changed;
    const row = this.#row(file);
    return row < 0 ? undefined : this.#stampAt(row);
  }

  has(file: string): boolean {
    return this.#changed.has(file) || this.#row(file) >= 0;
  }

  set(file: string, stamp: FileStamp): void {
    this.#hide(this.#row(file));
    this.#changed.set(file, stamp);
  }

  delete(file: string): void {
    if (!this.#changed.delete(file)) this.#hide(this.#row(file));
  }

  #hide(row: number): void {
    if (row < 0) return;
    this.#gone[row] = 1;
    this.#goneCount++;
  }

  /** Every path with a stamp: the saved ones still current, then the changed ones. */
  *paths(): IterableIterator<string> {
    for (let row = 0; row < this.#paths.size; row++)
      if (this.#gone[row] === 0) yield this.#paths.at(row);
    yield* this.#changed.keys();
  }

  *entries(): IterableIterator<[string, FileStamp]> {
    for (let row = 0; row < this.#paths.size; row++)
      if (this.#gone[row] === 0) yield [this.#paths.at(row), this.#stampAt(row)];
    yield* this.#changed.entries();
  }

  /**
   * A check of the files on disk against the stamps, one file at a time: `see` says
   * whether a listed file must be read (new, or its size or mtime differ), `unseen` lists
   * the stamped paths no `see` named (removed since). Holds one byte a saved row, not the
   * listing.
   */
  check(): {
    see(file: string, size: number, mtimeMs: number): boolean;
    unseen(): string[];
  } {
    const seen = new Uint8Array(this.#paths.size);
    const seenChanged = new Set<string>();
    return {
      see: (file, size, mtimeMs) => {
        const changed = this.#changed.get(file);
        if (changed) {
          seenChanged.add(file);
          return changed.size !== size || changed.mtimeMs !== mtimeMs;
        }
        const row = this.#row(file);
        if (row < 0) return true;
        seen[row] = 1;
        return this.#sizes[row] !== size || this.#mtimes[row] !== mtimeMs;
      },
      unseen: () => {
        const out: string[] = [];
        for (let row = 0; row < this.#paths.size; row++)
          if (this.#gone[row] === 0 && seen[row] === 0) out.push(this.#paths.at(row));
        for (const file of this.#changed.keys()) if (!seenChanged.has(file)) out.push(file);
        return out;
      },
    };
  }

  /** The stamps as the bytes of a saved file (see {@link readFileStamps}). */
  toBytes(): Buffer {
    const paths: string[] = [];
    const hashes: string[] = [];
    const sizes: number[] = [];
    const mtimes: number[] = [];
    for (const [file, stamp] of this.entries()) {
      paths.push(file);
      hashes.push(stamp.hash);
      sizes.push(stamp.size);
      mtimes.push(stamp.mtimeMs);
    }
    const f64 = (values: number[]) => Buffer.from(Float64Array.from(values).buffer);
    return Buffer.concat([
      Buffer.from(MAGIC, 'latin1'),
      PathTable.of(paths).toBytes(),
      StringTable.of(hashes).toBytes(),
      f64(sizes),
      f64(mtimes),
    ]);
  }
}

/** Stamps from the bytes of a saved file; throws when they are not a whole table. */
export function decodeFileStamps(bytes: Buffer): FileStamps {
  if (bytes.length < 4 || bytes.toString('latin1', 0, 4) !== MAGIC)
    throw new Error('the file stamps are not a table this version reads');
  const [paths, afterPaths] = readPathTable(bytes, 4);
  const [hashes, afterHashes] = readStringTable(bytes, afterPaths);
  const n = paths.size;
  if (afterHashes + n * 16 !== bytes.length) throw new Error('the file stamps are cut short');
  const f64 = (at: number) => {
    const values = new Float64Array(n);
    new Uint8Array(values.buffer).set(bytes.subarray(at, at + n * 8));
    return values;
  };
  return new FileStamps({
    paths,
    hashes,
    sizes: f64(afterHashes),
    mtimes: f64(afterHashes + n * 8),
  });
}

/** How the current files differ from the stamps a saved set was built from. */
export interface FileChanges {
  added: string[];
  changed: string[];
  removed: string[];
}

/** Compares stamps by path; a file counts as changed when its hash differs. */
export function diffFiles(saved: FileStamps, current: FileStamps): FileChanges {
  const changes: FileChanges = { added: [], changed: [], removed: [] };
  for (const [file, stamp] of current.entries()) {
    const before = saved.get(file);
    if (!before) changes.added.push(file);
    // Size and mtime only say a file may have changed; its hash says whether it did.
    else if (before.hash !== stamp.hash) changes.changed.push(file);
  }
  for (const file of saved.paths()) {
    if (!current.has(file)) changes.removed.push(file);
  }
  return changes;
}

/** Reads the stamps from an open file once, then closes it; throws `DAMAGED_CACHE` when unreadable. */
export function stampReader(file: number): () => FileStamps {
  let fd = file;
  let read: FileStamps | undefined;
  return () => {
    if (read) return read;
    if (fd < 0) throw new StrataError('DAMAGED_CACHE', 'the saved file stamps were not read');
    try {
      read = decodeFileStamps(readFileSync(fd));
      return read;
    } catch (error) {
      throw new StrataError('DAMAGED_CACHE', 'the saved file stamps are unreadable', {
        hint: 'rebuild the index with `strata reindex`',
        cause: error,
      });
    } finally {
      closeSync(fd);
      fd = -1;
    }
  };
}
