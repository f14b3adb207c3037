#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  isSameSpace
} from "./chunk-I3DXZ2XO.js";
import {
  PRIVATE,
  isUnwritable,
  writeFileAtomic
} from "./chunk-HUHSGRFC.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/embeddings/vector-cache/vector-cache.ts
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

// src/embeddings/vector-cache/vector-cache-format.ts
var MAGIC = "STVC";
function encodeVectorCache(space, entries) {
  let header = {
    version: 1,
    ...pickSpace(space),
    count: entries.size
  }, json = Buffer.from(JSON.stringify(header), "utf8"), bodyStart = align4(8 + json.length), keysBytes = entries.size * 32, out = Buffer.alloc(bodyStart + keysBytes + entries.size * space.dimensions * 4);
  out.write(MAGIC, 0, "latin1"), out.writeUInt32LE(json.length, 4), json.copy(out, 8);
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
  if (bytes.length < 8 || bytes.toString("latin1", 0, 4) !== MAGIC) return;
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
  VECTOR_CACHE_FILE,
  openVectorCache
};
