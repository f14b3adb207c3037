/**
 * The document infos of a saved generation, served from their file: the keys and paths are
 * read when it opens (shadowing and the catch-up need every one), each info only when a
 * memory becomes a result or a caller walks them all. Changes since the save live in an
 * overlay; the file is never written after it is saved.
 *
 * File layout (all integers little-endian u32):
 *   magic `SDT1` · header length · header (JSON: format, count, problems, vector hashes)
 *   · keys length · keys (UTF-8, NUL-separated) · paths length · paths (UTF-8, NUL-separated)
 *   · count + 1 record offsets (from the start of the records) · records (UTF-8 JSON each)
 */
import { closeSync, fstatSync } from 'node:fs';
import type { ScopedKey } from '../core/scoped-key.js';
import { readAt } from '../io/read-at.js';
import type { DocInfo } from './index-docs.js';

const MAGIC = 0x31544453; // "SDT1"
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
export function encodeDocTable(header: DocTableHeader, docs: DocTable): Buffer {
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
  const section = (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32LE(bytes.length);
    return [length, bytes];
  };
  const magic = Buffer.alloc(4);
  magic.writeUInt32LE(MAGIC);
  return Buffer.concat([
    magic,
    ...section(JSON.stringify({ ...header, count: records.length })),
    ...section(keys.join('\0')),
    ...section(paths.join('\0')),
    Buffer.from(offsets.buffer, offsets.byteOffset, offsets.byteLength),
    ...records,
  ]);
}

function mustRead(fd: number, position: number, length: number): Buffer {
  const bytes = readAt(fd, position, length);
  if (!bytes) throw new Error('its document table is cut short');
  return bytes;
}

/** Reads a length-prefixed section at `position`; returns it and where the next starts. */
function readSection(fd: number, position: number, fileSize: number): [string, number] {
  if (position + 4 > fileSize) throw new Error('its document table is cut short');
  const length = mustRead(fd, position, 4).readUInt32LE(0);
  if (position + 4 + length > fileSize) throw new Error('its document table is cut short');
  return [mustRead(fd, position + 4, length).toString('utf8'), position + 4 + length];
}

function readHeaderAt(fd: number): { header: DocTableHeader & { count: number }; next: number } {
  const size = fstatSync(fd).size;
  if (size < 8 || mustRead(fd, 0, 4).readUInt32LE(0) !== MAGIC)
    throw new Error('its document table is not one this version reads');
  const [text, next] = readSection(fd, 4, size);
  const header = JSON.parse(text) as DocTableHeader & { count: number };
  if (typeof header !== 'object' || header === null || !Number.isInteger(header.count))
    throw new Error('its document table header is malformed');
  return { header, next };
}

/** The header of the document table open as `fd` (problems, vector hashes). */
export function readDocTableHeader(fd: number): DocTableHeader & { count: number } {
  return readHeaderAt(fd).header;
}

/**
 * Opens the document table file `fd` (taking ownership of it: `close` closes it). Throws
 * when the file is not a whole table of this format.
 */
export function openDocTable(fd: number): { header: DocTableHeader; docs: DiskDocTable } {
  const size = fstatSync(fd).size;
  const { header, next } = readHeaderAt(fd);
  const [keyText, afterKeys] = readSection(fd, next, size);
  const [pathText, afterPaths] = readSection(fd, afterKeys, size);
  const count = header.count;
  const keys = count ? (keyText.split('\0') as ScopedKey[]) : [];
  const paths = count ? pathText.split('\0') : [];
  const offsetBytes = (count + 1) * 4;
  if (keys.length !== count || paths.length !== count || afterPaths + offsetBytes > size)
    throw new Error('its document table does not match its header');
  const raw = mustRead(fd, afterPaths, offsetBytes);
  const offsets = new Uint32Array(count + 1);
  for (let i = 0; i <= count; i++) offsets[i] = raw.readUInt32LE(i * 4);
  const base = afterPaths + offsetBytes;
  if (base + offsets[count]! !== size) throw new Error('its document table is cut short');
  return { header, docs: new DiskDocTable(fd, keys, paths, offsets, base) };
}

/** Document infos read from their file by offset, with the changes since in memory. */
export class DiskDocTable implements DocTable {
  readonly #fd: number;
  readonly #keys: readonly ScopedKey[];
  readonly #paths: readonly string[];
  readonly #offsets: Uint32Array;
  readonly #base: number;
  readonly #row = new Map<ScopedKey, number>();
  /** Saved rows replaced or deleted since: the overlay holds the current ones. */
  readonly #hidden = new Set<ScopedKey>();
  readonly #overlay = new Map<ScopedKey, DocInfo>();
  #closed = false;

  constructor(
    fd: number,
    keys: readonly ScopedKey[],
    paths: readonly string[],
    offsets: Uint32Array,
    base: number,
  ) {
    this.#fd = fd;
    this.#keys = keys;
    this.#paths = paths;
    this.#offsets = offsets;
    this.#base = base;
    for (let i = 0; i < keys.length; i++) this.#row.set(keys[i]!, i);
  }

  get size(): number {
    return this.#keys.length - this.#hidden.size + this.#overlay.size;
  }

  /** The saved (key, path) pairs still current, without reading an info. */
  *savedPaths(): IterableIterator<[ScopedKey, string]> {
    for (let i = 0; i < this.#keys.length; i++)
      if (!this.#hidden.has(this.#keys[i]!)) yield [this.#keys[i]!, this.#paths[i]!];
  }

  has(key: ScopedKey): boolean {
    return this.#overlay.has(key) || (this.#row.has(key) && !this.#hidden.has(key));
  }

  get(key: ScopedKey): DocInfo | undefined {
    const changed = this.#overlay.get(key);
    if (changed) return changed;
    const row = this.#row.get(key);
    if (row === undefined || this.#hidden.has(key)) return undefined;
    const start = this.#offsets[row]!;
    return this.#parse(mustRead(this.#fd, this.#base + start, this.#offsets[row + 1]! - start));
  }

  set(key: ScopedKey, info: DocInfo): this {
    if (this.#row.has(key)) this.#hidden.add(key);
    this.#overlay.set(key, info);
    return this;
  }

  delete(key: ScopedKey): boolean {
    if (this.#overlay.delete(key)) return true;
    if (!this.#row.has(key) || this.#hidden.has(key)) return false;
    this.#hidden.add(key);
    return true;
  }

  *keys(): IterableIterator<ScopedKey> {
    for (const key of this.#keys) if (!this.#hidden.has(key)) yield key;
    yield* this.#overlay.keys();
  }

  *values(): IterableIterator<DocInfo> {
    for (const [, info] of this.entries()) yield info;
  }

  /** Every entry: the saved ones read in chunks, in file order, then the changed ones. */
  *entries(): IterableIterator<[ScopedKey, DocInfo]> {
    let chunk: Buffer = Buffer.alloc(0);
    let chunkStart = 0;
    for (let i = 0; i < this.#keys.length; i++) {
      const key = this.#keys[i]!;
      if (this.#hidden.has(key)) continue;
      const start = this.#offsets[i]!;
      const end = this.#offsets[i + 1]!;
      if (start < chunkStart || end > chunkStart + chunk.length) {
        chunkStart = start;
        const last = this.#offsets[this.#keys.length]!;
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
