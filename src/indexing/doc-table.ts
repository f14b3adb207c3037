/**
 * The document infos of a saved generation, served from their file: the keys and paths are
 * read when it opens (shadowing and the catch-up need every one), each info only when a
 * memory becomes a result or a caller walks them all. Changes since the save live in an
 * overlay; the file is never written after it is saved.
 *
 * The keys and the paths are held as tables (io/string-table.ts, io/path-table.ts): at 100k
 * memories, 100k key strings, 100k path strings and two Maps over them were 37 MB; as
 * tables they are their characters and a few bytes a row, and the path-to-key map of the
 * state is served from the same rows.
 *
 * File layout (all integers little-endian u32):
 *   magic `SDT2` · header length · header (JSON: format, count, problems, vector hashes)
 *   · keys (a string table) · paths (a path table)
 *   · count + 1 record offsets (from the start of the records) · records (UTF-8 JSON each)
 */
import { closeSync, fstatSync } from 'node:fs';
import type { ScopedKey } from '../core/scoped-key.js';
import { PathTable, readPathTable } from '../io/path-table.js';
import { readAt } from '../io/read-at.js';
import { readStringTable, StringTable } from '../io/string-table.js';
import type { DocInfo } from './index-docs.js';
import { type KeyByPath, SavedKeyByPath } from './key-by-path.js';

export type { KeyByPath } from './key-by-path.js';

const MAGIC = 0x32544453; // "SDT2"
/** How much of the records a walk over all of them reads at once. */
const WALK_CHUNK = 1 << 20;

/** What the indexes need of a document table: a `Map` of document infos, by key. */
export interface DocTable extends Iterable<[ScopedKey, DocInfo]> {
  readonly size: number;
  get(key: ScopedKey): DocInfo | undefined;
  has(key: ScopedKey): boolean;
  set(key: ScopedKey, info: DocInfo): unknown;
  delete(key: ScopedKey): boolean;
  keys(): IterableIterator<ScopedKey>;
  values(): IterableIterator<DocInfo>;
  entries(): IterableIterator<[ScopedKey, DocInfo]>;
  /** Releases the file the infos are read from, if any. */
  close?(): void;
}

/** The part of the saved payload besides the infos: small, parsed at open. */
export interface DocTableHeader {
  format: number;
  problems: unknown[];
  vectorHashes?: Record<string, string>;
}

/** Encodes `docs` with `header` into the bytes of a document table file. */
export function encodeDocTable(head: DocTableHeader, docs: DocTable): Buffer {
  const keys: string[] = [];
  const paths: string[] = [];
  const records: Buffer[] = [];
  for (const [key, info] of docs.entries()) {
    keys.push(key);
    paths.push(info.path);
    records.push(Buffer.from(JSON.stringify(info), 'utf8'));
  }
  const offsets = new Uint32Array(records.length + 1);
  for (let i = 0; i < records.length; i++) offsets[i + 1] = offsets[i]! + records[i]!.length;
  const tables = [StringTable.of(keys).toBytes(), PathTable.of(paths).toBytes()];
  const tableBytes = tables[0]!.length + tables[1]!.length;
  const header = Buffer.from(
    JSON.stringify({ ...head, count: records.length, tableBytes }),
    'utf8',
  );
  const lead = Buffer.alloc(8);
  lead.writeUInt32LE(MAGIC, 0);
  lead.writeUInt32LE(header.length, 4);
  return Buffer.concat([
    lead,
    header,
    ...tables,
    Buffer.from(offsets.buffer, offsets.byteOffset, offsets.byteLength),
    ...records,
  ]);
}

function mustRead(fd: number, position: number, length: number): Buffer {
  const bytes = readAt(fd, position, length);
  if (!bytes) throw new Error('its document table is cut short');
  return bytes;
}

type StoredHeader = DocTableHeader & { count: number; tableBytes: number };

function readHeaderAt(fd: number, size: number): { header: StoredHeader; next: number } {
  if (size < 8 || mustRead(fd, 0, 4).readUInt32LE(0) !== MAGIC)
    throw new Error('its document table is not one this version reads');
  const length = mustRead(fd, 4, 4).readUInt32LE(0);
  if (8 + length > size) throw new Error('its document table is cut short');
  const header = JSON.parse(mustRead(fd, 8, length).toString('utf8')) as StoredHeader;
  if (
    typeof header !== 'object' ||
    header === null ||
    !Number.isInteger(header.count) ||
    !Number.isInteger(header.tableBytes)
  )
    throw new Error('its document table header is malformed');
  return { header, next: 8 + length };
}

/** The header of the document table open as `fd` (problems, vector hashes). */
export function readDocTableHeader(fd: number): DocTableHeader & { count: number } {
  const { tableBytes: _, ...header } = readHeaderAt(fd, fstatSync(fd).size).header;
  return header;
}

/**
 * Opens the document table file `fd` (taking ownership of it: `close` closes it). Throws
 * when the file is not a whole table of this format.
 */
export function openDocTable(fd: number): { header: DocTableHeader; docs: DiskDocTable } {
  const size = fstatSync(fd).size;
  const { header: stored, next } = readHeaderAt(fd, size);
  const { tableBytes, ...header } = stored;
  const count = header.count;
  const offsetBytes = (count + 1) * 4;
  if (next + tableBytes + offsetBytes > size) throw new Error('its document table is cut short');
  const tables = mustRead(fd, next, tableBytes);
  const [keys, afterKeys] = readStringTable(tables, 0);
  const [paths, afterPaths] = readPathTable(tables, afterKeys);
  if (keys.size !== count || paths.size !== count || afterPaths !== tableBytes)
    throw new Error('its document table does not match its header');
  const at = next + tableBytes;
  const offsets = new Uint32Array(count + 1);
  new Uint8Array(offsets.buffer).set(mustRead(fd, at, offsetBytes));
  const base = at + offsetBytes;
  if (base + offsets[count]! !== size) throw new Error('its document table is cut short');
  return { header, docs: new DiskDocTable(fd, keys, paths, offsets, base) };
}

/** Document infos read from their file by offset, with the changes since in memory. */
export class DiskDocTable implements DocTable {
  readonly #fd: number;
  readonly #keys: StringTable;
  readonly #paths: PathTable;
  readonly #offsets: Uint32Array;
  readonly #base: number;
  /** Saved rows replaced or deleted since (1): the overlay holds the current ones. */
  readonly #hidden: Uint8Array;
  #hiddenCount = 0;
  readonly #overlay = new Map<ScopedKey, DocInfo>();
  #closed = false;

  constructor(fd: number, keys: StringTable, paths: PathTable, offsets: Uint32Array, base: number) {
    this.#fd = fd;
    this.#keys = keys;
    this.#paths = paths;
    this.#offsets = offsets;
    this.#base = base;
    this.#hidden = new Uint8Array(keys.size);
  }

  get size(): number {
    return this.#keys.size - this.#hiddenCount + this.#overlay.size;
  }

  /**
   * The saved rows as a path-to-key map (the state's `keyOfPath`), without reading an info;
   * its changes are its own, not this table's.
   */
  keyByPath(): KeyByPath {
    const gone = new Uint8Array(this.#hidden);
    return new SavedKeyByPath(this.#keys, this.#paths, gone);
  }

  /** The row of a saved key still current, or -1. */
  #row(key: ScopedKey): number {
    return this.#keys.indexOf(key, (row) => this.#hidden[row] === 0);
  }

  has(key: ScopedKey): boolean {
    return this.#overlay.has(key) || this.#row(key) >= 0;
  }

  get(key: ScopedKey): DocInfo | undefined {
    const changed = this.#overlay.get(key);
    if (changed) return changed;
    const row = this.#row(key);
    if (row < 0) return undefined;
    const start = this.#offsets[row]!;
    return this.#parse(mustRead(this.#fd, this.#base + start, this.#offsets[row + 1]! - start));
  }

  set(key: ScopedKey, info: DocInfo): this {
    this.#hide(this.#row(key));
    this.#overlay.set(key, info);
    return this;
  }

  delete(key: ScopedKey): boolean {
    if (this.#overlay.delete(key)) return true;
    return this.#hide(this.#row(key));
  }

  #hide(row: number): boolean {
    if (row < 0) return false;
    this.#hidden[row] = 1;
    this.#hiddenCount++;
    return true;
  }

  *keys(): IterableIterator<ScopedKey> {
    for (let row = 0; row < this.#keys.size; row++)
      if (this.#hidden[row] === 0) yield this.#keys.at(row) as ScopedKey;
    yield* this.#overlay.keys();
  }

  *values(): IterableIterator<DocInfo> {
    for (const [, info] of this.entries()) yield info;
  }

  /** Every entry: the saved ones read in chunks, in file order, then the changed ones. */
  *entries(): IterableIterator<[ScopedKey, DocInfo]> {
    let chunk: Buffer = Buffer.alloc(0);
    let chunkStart = 0;
    const count = this.#keys.size;
    for (let i = 0; i < count; i++) {
      if (this.#hidden[i] !== 0) continue;
      const key = this.#keys.at(i) as ScopedKey;
      const start = this.#offsets[i]!;
      const end = this.#offsets[i + 1]!;
      if (start < chunkStart || end > chunkStart + chunk.length) {
        chunkStart = start;
        const last = this.#offsets[count]!;
        chunk = mustRead(
          this.#fd,
          this.#base + start,
          Math.min(last - start, Math.max(WALK_CHUNK, end - start)),
        );
      }
      yield [key, this.#parse(chunk.subarray(start - chunkStart, end - chunkStart))];
    }
    yield* this.#overlay.entries();
  }

  [Symbol.iterator](): IterableIterator<[ScopedKey, DocInfo]> {
    return this.entries();
  }

  /** Closes the file; the table must not be read after. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    closeSync(this.#fd);
  }

  #parse(bytes: Buffer): DocInfo {
    return JSON.parse(bytes.toString('utf8')) as DocInfo;
  }
}
