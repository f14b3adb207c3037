#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  PathTable,
  StringTable,
  isSameSpace,
  readAt,
  readPathTable,
  readStringTable
} from "./chunk-QKDODJ4C.js";
import {
  PRIVATE,
  isUnwritable,
  writeFileAtomic
} from "./chunk-SDR562BD.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/indexing/doc-table.ts
import { closeSync, fstatSync } from "node:fs";

// src/indexing/key-by-path.ts
var SavedKeyByPath = class {
  #keys;
  #paths;
  #gone;
  #changed = /* @__PURE__ */ new Map();
  constructor(keys, paths, gone) {
    this.#keys = keys, this.#paths = paths, this.#gone = gone;
  }
  #row(file) {
    return this.#paths.indexOf(file, (row) => this.#gone[row] === 0);
  }
  get(file) {
    let changed = this.#changed.get(file);
    if (changed !== void 0) return changed;
    let row = this.#row(file);
    return row < 0 ? void 0 : this.#keys.at(row);
  }
  set(file, key) {
    return this.#hide(file), this.#changed.set(file, key), this;
  }
  delete(file) {
    return this.#changed.delete(file) || this.#hide(file);
  }
  #hide(file) {
    let row = this.#row(file);
    return row < 0 ? !1 : (this.#gone[row] = 1, !0);
  }
  *keys() {
    for (let [file] of this.entries()) yield file;
  }
  *entries() {
    for (let row = 0; row < this.#paths.size; row++)
      this.#gone[row] === 0 && (yield [this.#paths.at(row), this.#keys.at(row)]);
    yield* this.#changed.entries();
  }
  [Symbol.iterator]() {
    return this.entries();
  }
};

// src/indexing/doc-table.ts
var MAGIC = 844383315, WALK_CHUNK = 1 << 20;
function encodeDocTable(head, docs) {
  let keys = [], paths = [], records = [];
  for (let [key, info] of docs.entries())
    keys.push(key), paths.push(info.path), records.push(Buffer.from(JSON.stringify(info), "utf8"));
  let offsets = new Uint32Array(records.length + 1);
  for (let i = 0; i < records.length; i++) offsets[i + 1] = offsets[i] + records[i].length;
  let tables = [StringTable.of(keys).toBytes(), PathTable.of(paths).toBytes()], tableBytes = tables[0].length + tables[1].length, header = Buffer.from(
    JSON.stringify({ ...head, count: records.length, tableBytes }),
    "utf8"
  ), lead = Buffer.alloc(8);
  return lead.writeUInt32LE(MAGIC, 0), lead.writeUInt32LE(header.length, 4), Buffer.concat([
    lead,
    header,
    ...tables,
    Buffer.from(offsets.buffer, offsets.byteOffset, offsets.byteLength),
    ...records
  ]);
}
function mustRead(fd, position, length) {
  let bytes = readAt(fd, position, length);
  if (!bytes) throw new Error("its document table is cut short");
  return bytes;
}
function readHeaderAt(fd, size) {
  if (size < 8 || mustRead(fd, 0, 4).readUInt32LE(0) !== MAGIC)
    throw new Error("its document table is not one this version reads");
  let length = mustRead(fd, 4, 4).readUInt32LE(0);
  if (8 + length > size) throw new Error("its document table is cut short");
  let header = JSON.parse(mustRead(fd, 8, length).toString("utf8"));
  if (typeof header != "object" || header === null || !Number.isInteger(header.count) || !Number.isInteger(header.tableBytes))
    throw new Error("its document table header is malformed");
  return { header, next: 8 + length };
}
function readDocTableHeader(fd) {
  let { tableBytes: _, ...header } = readHeaderAt(fd, fstatSync(fd).size).header;
  return header;
}
function openDocTable(fd) {
  let size = fstatSync(fd).size, { header: stored, next } = readHeaderAt(fd, size), { tableBytes, ...header } = stored, count = header.count, offsetBytes = (count + 1) * 4;
  if (next + tableBytes + offsetBytes > size) throw new Error("its document table is cut short");
  let tables = mustRead(fd, next, tableBytes), [keys, afterKeys] = readStringTable(tables, 0), [paths, afterPaths] = readPathTable(tables, afterKeys);
  if (keys.size !== count || paths.size !== count || afterPaths !== tableBytes)
    throw new Error("its document table does not match its header");
  let at = next + tableBytes, offsets = new Uint32Array(count + 1);
  new Uint8Array(offsets.buffer).set(mustRead(fd, at, offsetBytes));
  let base = at + offsetBytes;
  if (base + offsets[count] !== size) throw new Error("its document table is cut short");
  return { header, docs: new DiskDocTable(fd, keys, paths, offsets, base) };
}
var DiskDocTable = class {
  #fd;
  #keys;
  #paths;
  #offsets;
  #base;
  /** Saved rows replaced or deleted since (1): the overlay holds the current ones. */
  #hidden;
  #hiddenCount = 0;
  #overlay = /* @__PURE__ */ new Map();
  #closed = !1;
  constructor(fd, keys, paths, offsets, base) {
    this.#fd = fd, this.#keys = keys, this.#paths = paths, this.#offsets = offsets, this.#base = base, this.#hidden = new Uint8Array(keys.size);
  }
  get size() {
    return this.#keys.size - this.#hiddenCount + this.#overlay.size;
  }
  /**
   * The saved rows as a path-to-key map (the state's `keyOfPath`), without reading an info;
   * its changes are its own, not this table's.
   */
  keyByPath() {
    let gone = new Uint8Array(this.#hidden);
    return new SavedKeyByPath(this.#keys, this.#paths, gone);
  }
  /** The row of a saved key still current, or -1. */
  #row(key) {
    return this.#keys.indexOf(key, (row) => this.#hidden[row] === 0);
  }
  has(key) {
    return this.#overlay.has(key) || this.#row(key) >= 0;
  }
  get(key) {
    let changed = this.#overlay.get(key);
    if (changed) return changed;
    let row = this.#row(key);
    if (row < 0) return;
    let start = this.#offsets[row];
    return this.#parse(mustRead(this.#fd, this.#base + start, this.#offsets[row + 1] - start));
  }
  set(key, info) {
    return this.#hide(this.#row(key)), this.#overlay.set(key, info), this;
  }
  delete(key) {
    return this.#overlay.delete(key) ? !0 : this.#hide(this.#row(key));
  }
  #hide(row) {
    return row < 0 ? !1 : (this.#hidden[row] = 1, this.#hiddenCount++, !0);
  }
  *keys() {
    for (let row = 0; row < this.#keys.size; row++)
      this.#hidden[row] === 0 && (yield this.#keys.at(row));
    yield* this.#overlay.keys();
  }
  *values() {
    for (let [, info] of this.entries()) yield info;
  }
  /** Every entry: the saved ones read in chunks, in file order, then the changed ones. */
  *entries() {
    let chunk = Buffer.alloc(0), chunkStart = 0, count = this.#keys.size;
    for (let i = 0; i < count; i++) {
      if (this.#hidden[i] !== 0) continue;
      let key = this.#keys.at(i), start = this.#offsets[i], end = this.#offsets[i + 1];
      if (start < chunkStart || end > chunkStart + chunk.length) {
        chunkStart = start;
        let last = this.#offsets[count];
        chunk = mustRead(
          this.#fd,
          this.#base + start,
          Math.min(last - start, Math.max(WALK_CHUNK, end - start))
        );
      }
      yield [key, this.#parse(chunk.subarray(start - chunkStart, end - chunkStart))];
    }
    yield* this.#overlay.entries();
  }
  [Symbol.iterator]() {
    return this.entries();
  }
  /** Closes the file; the table must not be read after. */
  close() {
    this.#closed || (this.#closed = !0, closeSync(this.#fd));
  }
  #parse(bytes) {
    return JSON.parse(bytes.toString("utf8"));
  }
};

// src/embeddings/vector-cache/vector-cache.ts
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

// src/embeddings/vector-cache/vector-cache-format.ts
var MAGIC2 = "STVC";
function encodeVectorCache(space, entries) {
  let header = {
    version: 1,
    ...pickSpace(space),
    count: entries.size
  }, json = Buffer.from(JSON.stringify(header), "utf8"), bodyStart = align4(8 + json.length), keysBytes = entries.size * 32, out = Buffer.alloc(bodyStart + keysBytes + entries.size * space.dimensions * 4);
  out.write(MAGIC2, 0, "latin1"), out.writeUInt32LE(json.length, 4), json.copy(out, 8);
  let floats = new Float32Array(
    out.buffer,
    out.byteOffset + bodyStart + keysBytes,
    entries.size * space.dimensions
  ), index = 0;
  for (let [key, vector] of entries)
    out.write(key, bodyStart + index * 32, "hex"), floats.set(vector, index * space.dimensions), index++;
  return out;
}
function decodeVectorCache(bytes) {
  if (bytes.length < 8 || bytes.toString("latin1", 0, 4) !== MAGIC2) return;
  let headerLength = bytes.readUInt32LE(4);
  if (8 + headerLength > bytes.length) return;
  let header = parseHeader(bytes.toString("utf8", 8, 8 + headerLength));
  if (header === void 0) return;
  let bodyStart = align4(8 + headerLength), keysBytes = header.count * 32, floatCount = header.count * header.dimensions;
  if (bodyStart + keysBytes + floatCount * 4 !== bytes.length) return;
  let start = bytes.byteOffset + bodyStart + keysBytes, floats = new Float32Array(bytes.buffer.slice(start, start + floatCount * 4)), entries = /* @__PURE__ */ new Map();
  for (let i = 0; i < header.count; i++) {
    let key = bytes.toString("hex", bodyStart + i * 32, bodyStart + (i + 1) * 32);
    entries.set(key, floats.subarray(i * header.dimensions, (i + 1) * header.dimensions));
  }
  return { space: pickSpace(header), entries };
}
function parseHeader(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return;
  }
  let header = value;
  return header !== null && typeof header == "object" && header.version === 1 && (header.provider === "ollama" || header.provider === "embedded") && typeof header.model == "string" && Number.isInteger(header.dimensions) && (header.dimensions ?? 0) > 0 && Number.isInteger(header.count) && (header.count ?? -1) >= 0 ? header : void 0;
}
function pickSpace(space) {
  return { provider: space.provider, model: space.model, dimensions: space.dimensions };
}
function align4(offset) {
  return offset + 3 & -4;
}

// src/embeddings/vector-cache/vector-cache.ts
var VECTOR_CACHE_FILE = "vectors.bin";
function vectorCacheKey(space, text) {
  return createHash("sha256").update(`${space.provider}\0${space.model}\0${text}`).digest("hex");
}
async function openVectorCache(options) {
  let file = path.join(options.dir, options.fileName ?? VECTOR_CACHE_FILE), bytes;
  try {
    bytes = await readFile(file);
  } catch (error) {
    if (error.code === "ENOENT")
      return new VectorCache(file, options.space);
    throw new StrataError(
      "IO_ERROR",
      `cannot read the vector cache ${file}: ${error.message}`,
      {
        hint: "check its permissions, or delete it (it is rebuilt)",
        subject: file,
        cause: error
      }
    );
  }
  let content = decodeVectorCache(bytes);
  return content === void 0 ? new VectorCache(file, options.space, void 0, "unreadable") : isSameSpace(content.space, options.space) ? new VectorCache(file, options.space, content.entries) : new VectorCache(file, options.space, void 0, "space-changed");
}
var VectorCache = class {
  file;
  space;
  /** Set when entries on disk were discarded at load; the next save replaces them. */
  dropped;
  entries;
  changed;
  constructor(file, space, entries, dropped) {
    this.file = file, this.space = { provider: space.provider, model: space.model, dimensions: space.dimensions }, this.entries = entries ?? /* @__PURE__ */ new Map(), this.dropped = dropped, this.changed = dropped !== void 0;
  }
  /** Number of cached vectors. */
  get size() {
    return this.entries.size;
  }
  /** True when there are changes not yet saved. */
  get dirty() {
    return this.changed;
  }
  /** The cached vector of `text`, or undefined. */
  get(text) {
    return this.entries.get(vectorCacheKey(this.space, text));
  }
  /** Caches the vector of `text`; it must have the space's dimensions. */
  set(text, vector) {
    if (vector.length !== this.space.dimensions)
      throw new StrataError(
        "INVALID_ARGUMENT",
        `vector of ${vector.length} numbers does not fit the cache of ${this.space.provider}/${this.space.model} (${this.space.dimensions}-d)`,
        { hint: "open a cache for the space the vector came from", subject: this.file }
      );
    this.entries.set(vectorCacheKey(this.space, text), Float32Array.from(vector)), this.changed = !0;
  }
  /** Drops every entry whose text is not in `texts`; returns how many were dropped. */
  retainOnly(texts) {
    let keep = /* @__PURE__ */ new Set();
    for (let text of texts) keep.add(vectorCacheKey(this.space, text));
    let removed = 0;
    for (let key of this.entries.keys())
      keep.has(key) || (this.entries.delete(key), removed++);
    return removed > 0 && (this.changed = !0), removed;
  }
  /** Writes the cache atomically (temp file + rename) when it changed since load or last save. */
  /**
   * Writes the cache when it changed. A disk that refuses the write (full, read-only) only
   * costs re-embedding later, so it is no failure: the entries stay unsaved for next time.
   */
  async save() {
    if (this.changed) {
      try {
        await writeFileAtomic(this.file, encodeVectorCache(this.space, this.entries), PRIVATE);
      } catch (error) {
        if (isUnwritable(error)) return;
        throw error;
      }
      this.changed = !1;
    }
  }
};

export {
  encodeDocTable,
  readDocTableHeader,
  openDocTable,
  VECTOR_CACHE_FILE,
  openVectorCache
};
