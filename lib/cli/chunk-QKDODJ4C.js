#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  PRIVATE,
  hashText,
  isMemoryId,
  writeFileAtomic
} from "./chunk-SDR562BD.js";
import {
  isScopeName
} from "./chunk-DLNTYKWA.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/core/scoped-key.ts
function toScopedKey(scope, id) {
  return `${scope}:${id}`;
}
function isScopedKey(value) {
  if (typeof value != "string") return !1;
  let colon = value.indexOf(":");
  return colon > 0 && isScopeName(value.slice(0, colon)) && isMemoryId(value.slice(colon + 1));
}

// src/core/embedding-space.ts
function isSameSpace(a, b) {
  return !a || !b ? !1 : a.provider === b.provider && a.model === b.model && a.dimensions === b.dimensions;
}
function canEmbedIn(provider, saved) {
  return provider === "none" ? !0 : saved.provider === (provider === "embedded" ? "embedded" : "ollama");
}

// src/search/hnsw-index.ts
import { chmod } from "node:fs/promises";

// src/search/vector-file.ts
import { randomBytes } from "node:crypto";
import { mkdir, readFile, unlink } from "node:fs/promises";
import path from "node:path";
var VECTOR_FILE_FORMAT = 1;
function damaged(file, reason, cause) {
  return new StrataError("DAMAGED_CACHE", `saved vector index ${file} ${reason}`, {
    subject: file,
    hint: "rebuild it with `strata reindex`",
    cause
  });
}
function isHeader(value) {
  let header = value;
  return typeof header == "object" && header !== null && (header.kind === "hnsw" || header.kind === "brute-force") && Number.isInteger(header.dimensions) && header.dimensions > 0 && typeof header.data == "string" && // Only a plain name in the same directory: a header must not point elsewhere.
  /^[^/\\]+$/.test(header.data) && !header.data.startsWith("..");
}
async function readVectorHeader(file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw error.code === "ENOENT" ? new StrataError("NOT_FOUND", `no saved vector index at ${file}`, { subject: file }) : damaged(file, "cannot be read", error);
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw damaged(file, "is not valid JSON", error);
  }
  let format = parsed?.format;
  if (format !== VECTOR_FILE_FORMAT)
    throw damaged(file, `has format ${String(format)}, expected ${VECTOR_FILE_FORMAT}`);
  if (!isHeader(parsed)) throw damaged(file, "has a malformed header");
  return parsed;
}
function dataPathOf(file, header) {
  return path.join(path.dirname(file), header.data);
}
async function writeVectorFiles(file, header, writeData) {
  await mkdir(path.dirname(file), { recursive: !0 });
  let previous = await readVectorHeader(file).catch(() => null), data = `${path.basename(file)}.${randomBytes(6).toString("hex")}.bin`, dataPath = path.join(path.dirname(file), data);
  try {
    await writeData(dataPath), await writeFileAtomic(
      file,
      JSON.stringify({ ...header, format: VECTOR_FILE_FORMAT, data }),
      PRIVATE
    );
  } catch (error) {
    throw await unlink(dataPath).catch(() => {
    }), error;
  }
  previous && previous.data !== data && await unlink(dataPathOf(file, previous)).catch(() => {
  });
}

// src/search/vector-index.ts
function checkVector(vector, dimensions, what) {
  if (vector.length !== dimensions)
    throw new StrataError(
      "INVALID_ARGUMENT",
      `${what} has ${vector.length} dimensions, the index has ${dimensions}`,
      { hint: "vectors of another model cannot share an index: rebuild it with `strata reindex`" }
    );
  let sum = 0;
  for (let i = 0; i < dimensions; i++) {
    let value = vector[i];
    if (!Number.isFinite(value))
      throw new StrataError("INVALID_ARGUMENT", `${what} holds ${value} at position ${i}`, {
        hint: "check the embedding provider: it returned a broken vector"
      });
    sum += value * value;
  }
  if (sum === 0)
    throw new StrataError("INVALID_ARGUMENT", `${what} is a zero vector`, {
      hint: "check the embedding provider: a zero vector has no direction to compare"
    });
  return Math.sqrt(sum);
}
function checkK(k) {
  if (!Number.isInteger(k) || k < 0)
    throw new StrataError("INVALID_ARGUMENT", `k ${k} is not a count of neighbours`, {
      hint: "pass a whole number such as 10"
    });
}

// src/search/hnsw-index.ts
var DEFAULTS = { initialCapacity: 1024, ef: 64, m: 16, efConstruction: 200, seed: 100 }, REBUILD_DELETED_SHARE = 0.25;
async function loadHnswlib() {
  let mod = await import("hnswlib-node"), ctor = (mod.default ?? mod).HierarchicalNSW;
  if (typeof ctor != "function") throw new Error("hnswlib-node has no HierarchicalNSW export");
  return ctor;
}
function readLabels(file, value) {
  if (!Array.isArray(value)) throw damaged(file, "has no label table");
  return value.map((entry) => {
    if (!Array.isArray(entry) || !Number.isInteger(entry[0]) || typeof entry[1] != "string")
      throw damaged(file, "has a malformed label table");
    return [entry[0], entry[1]];
  });
}
var HnswIndex = class _HnswIndex {
  kind = "hnsw";
  dimensions;
  #ctor;
  #options;
  #index;
  #labelOf = /* @__PURE__ */ new Map();
  #keyOf = /* @__PURE__ */ new Map();
  #nextLabel = 0;
  constructor(ctor, dimensions, options) {
    this.#ctor = ctor, this.dimensions = dimensions, this.#options = options, this.#index = this.#newIndex(options.initialCapacity);
  }
  /** An empty index for vectors of `dimensions`, using the given hnswlib constructor. */
  static create(ctor, dimensions, options = {}) {
    if (!Number.isInteger(dimensions) || dimensions <= 0)
      throw new StrataError("INVALID_ARGUMENT", `dimensions ${dimensions} is not a vector length`, {
        hint: "pass the embedding space dimensions, such as 512 or 768"
      });
    let merged = { ...DEFAULTS, ...options };
    return merged.ef = Math.max(64, merged.ef), merged.initialCapacity = Math.max(16, merged.initialCapacity), new _HnswIndex(ctor, dimensions, merged);
  }
  /** Loads an index saved by {@link HnswIndex.save}; throws `DAMAGED_CACHE` when damaged. */
  static async load(ctor, file, options = {}) {
    let header = await readVectorHeader(file);
    if (header.kind !== "hnsw")
      throw damaged(file, `holds a ${header.kind} index, not an hnsw one`);
    let labels = readLabels(file, header.labels), saved = typeof header.ef == "number" ? { ef: header.ef } : {}, index = _HnswIndex.create(ctor, header.dimensions, { ...saved, ...options }), native = new ctor("cosine", header.dimensions);
    try {
      await native.readIndex(dataPathOf(file, header));
    } catch (error) {
      throw damaged(file, `has an unreadable data file ${header.data}`, error);
    }
    return native.setEf(index.#options.ef), index.#adopt(native, labels), index;
  }
  get size() {
    return this.#labelOf.size;
  }
  /** The search breadth in effect (for checks that it survived a load). */
  get ef() {
    return this.#index.getEf();
  }
  /** Points still in the graph but marked deleted. */
  get deletedCount() {
    return this.#index.getCurrentCount() - this.#labelOf.size;
  }
  /** Points the graph can hold before it is resized. */
  get capacity() {
    return this.#index.getMaxElements();
  }
  has(key) {
    return this.#labelOf.has(key);
  }
  keys() {
    return [...this.#labelOf.keys()];
  }
  upsert(key, vector) {
    checkVector(vector, this.dimensions, `vector for ${key}`);
    let point = Array.from(vector), existing = this.#labelOf.get(key);
    if (existing !== void 0) {
      this.#index.addPoint(point, existing);
      return;
    }
    this.#index.getCurrentCount() >= this.#index.getMaxElements() && this.#index.resizeIndex(this.#index.getMaxElements() * 2);
    let label = this.#nextLabel++;
    this.#index.addPoint(point, label), this.#labelOf.set(key, label), this.#keyOf.set(label, key);
  }
  vector(key) {
    let label = this.#labelOf.get(key);
    return label === void 0 ? void 0 : Array.from(this.#index.getPoint(label));
  }
  delete(key) {
    let label = this.#labelOf.get(key);
    return label === void 0 ? !1 : (this.#index.markDelete(label), this.#labelOf.delete(key), this.#keyOf.delete(label), this.deletedCount > this.#index.getCurrentCount() * REBUILD_DELETED_SHARE && this.#rebuild(), !0);
  }
  search(query, k, filter) {
    checkK(k), checkVector(query, this.dimensions, "query vector");
    let count = Math.min(k, this.size);
    if (count === 0) return [];
    this.#index.getEf() < count && this.#index.setEf(count);
    let labelFilter = filter ? (label) => {
      let key = this.#keyOf.get(label);
      return key !== void 0 && filter(key);
    } : void 0, result = this.#index.searchKnn(Array.from(query), count, labelFilter);
    return this.#index.getEf() !== this.#options.ef && this.#index.setEf(this.#options.ef), result.neighbors.map((label, i) => ({
      key: this.#keyOf.get(label),
      score: 1 - result.distances[i]
    }));
  }
  async save(file) {
    let labels = [...this.#keyOf.entries()];
    await writeVectorFiles(
      file,
      { kind: this.kind, dimensions: this.dimensions, labels, ef: this.#options.ef },
      async (dataPath) => {
        await this.#index.writeIndex(dataPath), await chmod(dataPath, 384);
      }
    );
  }
  #newIndex(capacity) {
    let { m, efConstruction, seed, ef } = this.#options, index = new this.#ctor("cosine", this.dimensions);
    return index.initIndex(capacity, m, efConstruction, seed), index.setEf(ef), index;
  }
  /** Takes over a loaded graph after checking it against the label table. */
  #adopt(native, labels) {
    let present = new Set(native.getIdsList());
    for (let [label, key] of labels) {
      if (!present.has(label) || this.#labelOf.has(key))
        throw new StrataError(
          "DAMAGED_CACHE",
          `saved vector index does not match its label table (${key})`,
          {
            hint: "rebuild it with `strata reindex`"
          }
        );
      this.#labelOf.set(key, label), this.#keyOf.set(label, key);
    }
    this.#index = native, this.#nextLabel = native.getIdsList().reduce((max, label) => Math.max(max, label + 1), 0);
  }
  /** Rebuilds the graph from the live points, dropping the dead ones. */
  #rebuild() {
    let live = [...this.#labelOf.entries()], capacity = Math.max(this.#options.initialCapacity, live.length * 2), fresh = this.#newIndex(capacity), labelOf = /* @__PURE__ */ new Map(), keyOf = /* @__PURE__ */ new Map();
    live.forEach(([key, oldLabel], label) => {
      fresh.addPoint(this.#index.getPoint(oldLabel), label), labelOf.set(key, label), keyOf.set(label, key);
    }), this.#index = fresh, this.#labelOf = labelOf, this.#keyOf = keyOf, this.#nextLabel = live.length;
  }
};

// src/search/brute-force-index.ts
import { readFile as readFile2 } from "node:fs/promises";
var INITIAL_CAPACITY = 64, BruteForceIndex = class _BruteForceIndex {
  kind = "brute-force";
  dimensions;
  /** Unit vectors, one per slot, slots 0..size-1 in use. */
  #data;
  /** Key of each slot. */
  #keys = [];
  #slots = /* @__PURE__ */ new Map();
  /** An empty index for vectors of `dimensions`. */
  constructor(dimensions, initialCapacity = INITIAL_CAPACITY) {
    if (!Number.isInteger(dimensions) || dimensions <= 0)
      throw new StrataError("INVALID_ARGUMENT", `dimensions ${dimensions} is not a vector length`, {
        hint: "pass the embedding space dimensions, such as 512 or 768"
      });
    this.dimensions = dimensions, this.#data = new Float32Array(Math.max(1, initialCapacity) * dimensions);
  }
  /** Loads an index saved by {@link BruteForceIndex.save}; throws `DAMAGED_CACHE` when damaged. */
  static async load(file) {
    let header = await readVectorHeader(file), keys = header.keys;
    if (header.kind !== "brute-force" || !Array.isArray(keys))
      throw damaged(file, `holds a ${header.kind} index, not a brute-force one`);
    let bytes = await readFile2(dataPathOf(file, header)).catch(() => {
      throw damaged(file, `is missing its data file ${header.data}`);
    }), floats = keys.length * header.dimensions;
    if (bytes.byteLength !== floats * 4) throw damaged(file, "has a data file of the wrong size");
    let index = new _BruteForceIndex(header.dimensions, keys.length), data = new Float32Array(floats);
    return new Uint8Array(data.buffer).set(bytes), index.#data.set(data), keys.forEach((key, slot) => {
      index.#keys.push(String(key)), index.#slots.set(String(key), slot);
    }), index;
  }
  get size() {
    return this.#keys.length;
  }
  has(key) {
    return this.#slots.has(key);
  }
  keys() {
    return [...this.#keys];
  }
  upsert(key, vector) {
    let norm = checkVector(vector, this.dimensions, `vector for ${key}`), slot = this.#slots.get(key);
    slot === void 0 && (slot = this.#keys.length, this.#ensureCapacity(slot + 1), this.#keys.push(key), this.#slots.set(key, slot));
    let offset = slot * this.dimensions;
    for (let i = 0; i < this.dimensions; i++) this.#data[offset + i] = vector[i] / norm;
  }
  vector(key) {
    let slot = this.#slots.get(key);
    if (slot === void 0) return;
    let offset = slot * this.dimensions;
    return Array.from(this.#data.subarray(offset, offset + this.dimensions));
  }
  delete(key) {
    let slot = this.#slots.get(key);
    if (slot === void 0) return !1;
    let last2 = this.#keys.length - 1;
    if (slot !== last2) {
      let lastKey = this.#keys[last2], from = last2 * this.dimensions;
      this.#data.copyWithin(slot * this.dimensions, from, from + this.dimensions), this.#keys[slot] = lastKey, this.#slots.set(lastKey, slot);
    }
    return this.#keys.pop(), this.#slots.delete(key), !0;
  }
  search(query, k, filter) {
    checkK(k);
    let norm = checkVector(query, this.dimensions, "query vector");
    if (k === 0 || this.size === 0) return [];
    let unit = Float32Array.from({ length: this.dimensions }, (_, i) => query[i] / norm), hits = [];
    for (let slot = 0; slot < this.#keys.length; slot++) {
      let key = this.#keys[slot];
      filter && !filter(key) || hits.push({ key, score: this.#dot(unit, slot) });
    }
    return hits.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)), hits.slice(0, k);
  }
  async save(file) {
    let used = this.#data.subarray(0, this.size * this.dimensions), bytes = new Uint8Array(used.slice().buffer), keys = [...this.#keys];
    await writeVectorFiles(
      file,
      { kind: this.kind, dimensions: this.dimensions, keys },
      (dataPath) => writeFileAtomic(dataPath, bytes)
    );
  }
  #dot(unit, slot) {
    let offset = slot * this.dimensions, sum = 0;
    for (let i = 0; i < this.dimensions; i++) sum += unit[i] * this.#data[offset + i];
    return sum;
  }
  #ensureCapacity(slots) {
    if (slots * this.dimensions <= this.#data.length) return;
    let grown2 = new Float32Array(
      Math.max(slots, this.#data.length / this.dimensions * 2) * this.dimensions
    );
    grown2.set(this.#data), this.#data = grown2;
  }
};

// src/search/create-vector-index.ts
async function tryLoadNative(options) {
  try {
    return { ctor: await (options.loadNative ?? loadHnswlib)() };
  } catch (error) {
    return {
      reason: `hnswlib-node could not be loaded (${error instanceof Error ? error.message.split(`
`)[0] : String(error)}); using exact brute-force search`
    };
  }
}
async function createVectorIndex(dimensions, options = {}) {
  if (options.prefer === "brute-force")
    return { index: new BruteForceIndex(dimensions), kind: "brute-force" };
  let native = await tryLoadNative(options);
  return "reason" in native ? {
    index: new BruteForceIndex(dimensions),
    kind: "brute-force",
    fallbackReason: native.reason
  } : { index: HnswIndex.create(native.ctor, dimensions, options.hnsw), kind: "hnsw" };
}
async function loadVectorIndex(file, options = {}) {
  if ((await readVectorHeader(file)).kind === "brute-force")
    return { index: await BruteForceIndex.load(file), kind: "brute-force" };
  let native = await tryLoadNative(options);
  if ("reason" in native)
    throw new StrataError(
      "IO_ERROR",
      `saved vector index ${file} needs hnswlib-node: ${native.reason}`,
      {
        subject: file,
        hint: "rebuild it with `strata reindex`, or reinstall strata so hnswlib-node builds"
      }
    );
  return { index: await HnswIndex.load(native.ctor, file, options.hnsw), kind: "hnsw" };
}

// src/indexing/saved-generations.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { closeSync as closeSync3, openSync as openSync2 } from "node:fs";
import { mkdir as mkdir2, readFile as readFile3, unlink as unlink2 } from "node:fs/promises";
import path2 from "node:path";

// node_modules/minisearch/dist/es/index.js
var ENTRIES = "ENTRIES", KEYS = "KEYS", VALUES = "VALUES";
var TreeIterator = class {
  constructor(set, type) {
    let node = set._tree, keys = Array.from(node.keys());
    this.set = set, this._type = type, this._path = keys.length > 0 ? [{ node, keys }] : [];
  }
  next() {
    let value = this.dive();
    return this.backtrack(), value;
  }
  dive() {
    if (this._path.length === 0)
      return { done: !0, value: void 0 };
    let { node, keys } = last$1(this._path);
    if (last$1(keys) === "")
      return { done: !1, value: this.result() };
    let child = node.get(last$1(keys));
    return this._path.push({ node: child, keys: Array.from(child.keys()) }), this.dive();
  }
  backtrack() {
    if (this._path.length === 0)
      return;
    let keys = last$1(this._path).keys;
    keys.pop(), !(keys.length > 0) && (this._path.pop(), this.backtrack());
  }
  key() {
    return this.set._prefix + this._path.map(({ keys }) => last$1(keys)).filter((key) => key !== "").join("");
  }
  value() {
    return last$1(this._path).node.get("");
  }
  result() {
    switch (this._type) {
      case VALUES:
        return this.value();
      case KEYS:
        return this.key();
      default:
        return [this.key(), this.value()];
    }
  }
  [Symbol.iterator]() {
    return this;
  }
}, last$1 = (array) => array[array.length - 1], fuzzySearch = (node, query, maxDistance) => {
  let results = /* @__PURE__ */ new Map();
  if (query === void 0)
    return results;
  let n = query.length + 1, m = n + maxDistance, matrix = new Uint8Array(m * n).fill(maxDistance + 1);
  for (let j = 0; j < n; ++j)
    matrix[j] = j;
  for (let i = 1; i < m; ++i)
    matrix[i * n] = i;
  return recurse(node, query, maxDistance, results, matrix, 1, n, ""), results;
}, recurse = (node, query, maxDistance, results, matrix, m, n, prefix) => {
  let offset = m * n;
  key: for (let key of node.keys())
    if (key === "") {
      let distance = matrix[offset - 1];
      distance <= maxDistance && results.set(prefix, [node.get(key), distance]);
    } else {
      let i = m;
      for (let pos = 0; pos < key.length; ++pos, ++i) {
        let char = key[pos], thisRowOffset = n * i, prevRowOffset = thisRowOffset - n, minDistance = matrix[thisRowOffset], jmin = Math.max(0, i - maxDistance - 1), jmax = Math.min(n - 1, i + maxDistance);
        for (let j = jmin; j < jmax; ++j) {
          let different = char !== query[j], rpl = matrix[prevRowOffset + j] + +different, del = matrix[prevRowOffset + j + 1] + 1, ins = matrix[thisRowOffset + j] + 1, dist = matrix[thisRowOffset + j + 1] = Math.min(rpl, del, ins);
          dist < minDistance && (minDistance = dist);
        }
        if (minDistance > maxDistance)
          continue key;
      }
      recurse(node.get(key), query, maxDistance, results, matrix, i, n, prefix + key);
    }
}, SearchableMap = class _SearchableMap {
  /**
   * The constructor is normally called without arguments, creating an empty
   * map. In order to create a {@link SearchableMap} from an iterable or from an
   * object, check {@link SearchableMap.from} and {@link
   * SearchableMap.fromObject}.
   *
   * The constructor arguments are for internal use, when creating derived
   * mutable views of a map at a prefix.
   */
  constructor(tree = /* @__PURE__ */ new Map(), prefix = "") {
    this._size = void 0, this._tree = tree, this._prefix = prefix;
  }
  /**
   * Creates and returns a mutable view of this {@link SearchableMap},
   * containing only entries that share the given prefix.
   *
   * ### Usage:
   *
   * ```javascript
   * let map = new SearchableMap()
   * map.set("unicorn", 1)
   * map.set("universe", 2)
   * map.set("university", 3)
   * map.set("unique", 4)
   * map.set("hello", 5)
   *
   * let uni = map.atPrefix("uni")
   * uni.get("unique") // => 4
   * uni.get("unicorn") // => 1
   * uni.get("hello") // => undefined
   *
   * let univer = map.atPrefix("univer")
   * univer.get("unique") // => undefined
   * univer.get("universe") // => 2
   * univer.get("university") // => 3
   * ```
   *
   * @param prefix  The prefix
   * @return A {@link SearchableMap} representing a mutable view of the original
   * Map at the given prefix
   */
  atPrefix(prefix) {
    if (!prefix.startsWith(this._prefix))
      throw new Error("Mismatched prefix");
    let [node, path3] = trackDown(this._tree, prefix.slice(this._prefix.length));
    if (node === void 0) {
      let [parentNode, key] = last(path3);
      for (let k of parentNode.keys())
        if (k !== "" && k.startsWith(key)) {
          let node2 = /* @__PURE__ */ new Map();
          return node2.set(k.slice(key.length), parentNode.get(k)), new _SearchableMap(node2, prefix);
        }
    }
    return new _SearchableMap(node, prefix);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/clear
   */
  clear() {
    this._size = void 0, this._tree.clear();
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/delete
   * @param key  Key to delete
   */
  delete(key) {
    return this._size = void 0, remove(this._tree, key);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/entries
   * @return An iterator iterating through `[key, value]` entries.
   */
  entries() {
    return new TreeIterator(this, ENTRIES);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/forEach
   * @param fn  Iteration function
   */
  forEach(fn) {
    for (let [key, value] of this)
      fn(key, value, this);
  }
  /**
   * Returns a Map of all the entries that have a key within the given edit
   * distance from the search key. The keys of the returned Map are the matching
   * keys, while the values are two-element arrays where the first element is
   * the value associated to the key, and the second is the edit distance of the
   * key to the search key.
   *
   * ### Usage:
   *
   * ```javascript
   * let map = new SearchableMap()
   * map.set('hello', 'world')
   * map.set('hell', 'yeah')
   * map.set('ciao', 'mondo')
   *
   * // Get all entries that match the key 'hallo' with a maximum edit distance of 2
   * map.fuzzyGet('hallo', 2)
   * // => Map(2) { 'hello' => ['world', 1], 'hell' => ['yeah', 2] }
   *
   * // In the example, the "hello" key has value "world" and edit distance of 1
   * // (change "e" to "a"), the key "hell" has value "yeah" and edit distance of 2
   * // (change "e" to "a", delete "o")
   * ```
   *
   * @param key  The search key
   * @param maxEditDistance  The maximum edit distance (Levenshtein)
   * @return A Map of the matching keys to their value and edit distance
   */
  fuzzyGet(key, maxEditDistance) {
    return fuzzySearch(this._tree, key, maxEditDistance);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/get
   * @param key  Key to get
   * @return Value associated to the key, or `undefined` if the key is not
   * found.
   */
  get(key) {
    let node = lookup(this._tree, key);
    return node !== void 0 ? node.get("") : void 0;
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/has
   * @param key  Key
   * @return True if the key is in the map, false otherwise
   */
  has(key) {
    let node = lookup(this._tree, key);
    return node !== void 0 && node.has("");
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/keys
   * @return An `Iterable` iterating through keys
   */
  keys() {
    return new TreeIterator(this, KEYS);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/set
   * @param key  Key to set
   * @param value  Value to associate to the key
   * @return The {@link SearchableMap} itself, to allow chaining
   */
  set(key, value) {
    if (typeof key != "string")
      throw new Error("key must be a string");
    return this._size = void 0, createPath(this._tree, key).set("", value), this;
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/size
   */
  get size() {
    if (this._size)
      return this._size;
    this._size = 0;
    let iter = this.entries();
    for (; !iter.next().done; )
      this._size += 1;
    return this._size;
  }
  /**
   * Updates the value at the given key using the provided function. The function
   * is called with the current value at the key, and its return value is used as
   * the new value to be set.
   *
   * ### Example:
   *
   * ```javascript
   * // Increment the current value by one
   * searchableMap.update('somekey', (currentValue) => currentValue == null ? 0 : currentValue + 1)
   * ```
   *
   * If the value at the given key is or will be an object, it might not require
   * re-assignment. In that case it is better to use `fetch()`, because it is
   * faster.
   *
   * @param key  The key to update
   * @param fn  The function used to compute the new value from the current one
   * @return The {@link SearchableMap} itself, to allow chaining
   */
  update(key, fn) {
    if (typeof key != "string")
      throw new Error("key must be a string");
    this._size = void 0;
    let node = createPath(this._tree, key);
    return node.set("", fn(node.get(""))), this;
  }
  /**
   * Fetches the value of the given key. If the value does not exist, calls the
   * given function to create a new value, which is inserted at the given key
   * and subsequently returned.
   *
   * ### Example:
   *
   * ```javascript
   * const map = searchableMap.fetch('somekey', () => new Map())
   * map.set('foo', 'bar')
   * ```
   *
   * @param key  The key to update
   * @param initial  A function that creates a new value if the key does not exist
   * @return The existing or new value at the given key
   */
  fetch(key, initial) {
    if (typeof key != "string")
      throw new Error("key must be a string");
    this._size = void 0;
    let node = createPath(this._tree, key), value = node.get("");
    return value === void 0 && node.set("", value = initial()), value;
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/values
   * @return An `Iterable` iterating through values.
   */
  values() {
    return new TreeIterator(this, VALUES);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/@@iterator
   */
  [Symbol.iterator]() {
    return this.entries();
  }
  /**
   * Creates a {@link SearchableMap} from an `Iterable` of entries
   *
   * @param entries  Entries to be inserted in the {@link SearchableMap}
   * @return A new {@link SearchableMap} with the given entries
   */
  static from(entries) {
    let tree = new _SearchableMap();
    for (let [key, value] of entries)
      tree.set(key, value);
    return tree;
  }
  /**
   * Creates a {@link SearchableMap} from the iterable properties of a JavaScript object
   *
   * @param object  Object of entries for the {@link SearchableMap}
   * @return A new {@link SearchableMap} with the given entries
   */
  static fromObject(object) {
    return _SearchableMap.from(Object.entries(object));
  }
}, trackDown = (tree, key, path3 = []) => {
  if (key.length === 0 || tree == null)
    return [tree, path3];
  for (let k of tree.keys())
    if (k !== "" && key.startsWith(k))
      return path3.push([tree, k]), trackDown(tree.get(k), key.slice(k.length), path3);
  return path3.push([tree, key]), trackDown(void 0, "", path3);
}, lookup = (tree, key) => {
  if (key.length === 0 || tree == null)
    return tree;
  for (let k of tree.keys())
    if (k !== "" && key.startsWith(k))
      return lookup(tree.get(k), key.slice(k.length));
}, createPath = (node, key) => {
  let keyLength = key.length;
  outer: for (let pos = 0; node && pos < keyLength; ) {
    for (let k of node.keys())
      if (k !== "" && key[pos] === k[0]) {
        let len = Math.min(keyLength - pos, k.length), offset = 1;
        for (; offset < len && key[pos + offset] === k[offset]; )
          ++offset;
        let child2 = node.get(k);
        if (offset === k.length)
          node = child2;
        else {
          let intermediate = /* @__PURE__ */ new Map();
          intermediate.set(k.slice(offset), child2), node.set(key.slice(pos, pos + offset), intermediate), node.delete(k), node = intermediate;
        }
        pos += offset;
        continue outer;
      }
    let child = /* @__PURE__ */ new Map();
    return node.set(key.slice(pos), child), child;
  }
  return node;
}, remove = (tree, key) => {
  let [node, path3] = trackDown(tree, key);
  if (node !== void 0) {
    if (node.delete(""), node.size === 0)
      cleanup(path3);
    else if (node.size === 1) {
      let [key2, value] = node.entries().next().value;
      merge(path3, key2, value);
    }
  }
}, cleanup = (path3) => {
  if (path3.length === 0)
    return;
  let [node, key] = last(path3);
  if (node.delete(key), node.size === 0)
    cleanup(path3.slice(0, -1));
  else if (node.size === 1) {
    let [key2, value] = node.entries().next().value;
    key2 !== "" && merge(path3.slice(0, -1), key2, value);
  }
}, merge = (path3, key, value) => {
  if (path3.length === 0)
    return;
  let [node, nodeKey] = last(path3);
  node.set(nodeKey + key, value), node.delete(nodeKey);
}, last = (array) => array[array.length - 1], OR = "or", AND = "and", AND_NOT = "and_not", MiniSearch = class _MiniSearch {
  /**
   * @param options  Configuration options
   *
   * ### Examples:
   *
   * ```javascript
   * // Create a search engine that indexes the 'title' and 'text' fields of your
   * // documents:
   * const miniSearch = new MiniSearch({ fields: ['title', 'text'] })
   * ```
   *
   * ### ID Field:
   *
   * ```javascript
   * // Your documents are assumed to include a unique 'id' field, but if you want
   * // to use a different field for document identification, you can set the
   * // 'idField' option:
   * const miniSearch = new MiniSearch({ idField: 'key', fields: ['title', 'text'] })
   * ```
   *
   * ### Options and defaults:
   *
   * ```javascript
   * // The full set of options (here with their default value) is:
   * const miniSearch = new MiniSearch({
   *   // idField: field that uniquely identifies a document
   *   idField: 'id',
   *
   *   // extractField: function used to get the value of a field in a document.
   *   // By default, it assumes the document is a flat object with field names as
   *   // property keys and field values as string property values, but custom logic
   *   // can be implemented by setting this option to a custom extractor function.
   *   extractField: (document, fieldName) => document[fieldName],
   *
   *   // tokenize: function used to split fields into individual terms. By
   *   // default, it is also used to tokenize search queries, unless a specific
   *   // `tokenize` search option is supplied. When tokenizing an indexed field,
   *   // the field name is passed as the second argument.
   *   tokenize: (string, _fieldName) => string.split(SPACE_OR_PUNCTUATION),
   *
   *   // processTerm: function used to process each tokenized term before
   *   // indexing. It can be used for stemming and normalization. Return a falsy
   *   // value in order to discard a term. By default, it is also used to process
   *   // search queries, unless a specific `processTerm` option is supplied as a
   *   // search option. When processing a term from a indexed field, the field
   *   // name is passed as the second argument.
   *   processTerm: (term, _fieldName) => term.toLowerCase(),
   *
   *   // searchOptions: default search options, see the `search` method for
   *   // details
   *   searchOptions: undefined,
   *
   *   // fields: document fields to be indexed. Mandatory, but not set by default
   *   fields: undefined
   *
   *   // storeFields: document fields to be stored and returned as part of the
   *   // search results.
   *   storeFields: []
   * })
   * ```
   */
  constructor(options) {
    if (options?.fields == null)
      throw new Error('MiniSearch: option "fields" must be provided');
    let autoVacuum = options.autoVacuum == null || options.autoVacuum === !0 ? defaultAutoVacuumOptions : options.autoVacuum;
    this._options = {
      ...defaultOptions,
      ...options,
      autoVacuum,
      searchOptions: { ...defaultSearchOptions, ...options.searchOptions || {} },
      autoSuggestOptions: { ...defaultAutoSuggestOptions, ...options.autoSuggestOptions || {} }
    }, this._index = new SearchableMap(), this._documentCount = 0, this._documentIds = /* @__PURE__ */ new Map(), this._idToShortId = /* @__PURE__ */ new Map(), this._fieldIds = {}, this._fieldLength = /* @__PURE__ */ new Map(), this._avgFieldLength = [], this._nextId = 0, this._storedFields = /* @__PURE__ */ new Map(), this._dirtCount = 0, this._currentVacuum = null, this._enqueuedVacuum = null, this._enqueuedVacuumConditions = defaultVacuumConditions, this.addFields(this._options.fields);
  }
  /**
   * Adds a document to the index
   *
   * @param document  The document to be indexed
   */
  add(document) {
    let { extractField, stringifyField, tokenize: tokenize2, processTerm: processTerm2, fields, idField } = this._options, id = extractField(document, idField);
    if (id == null)
      throw new Error(`MiniSearch: document does not have ID field "${idField}"`);
    if (this._idToShortId.has(id))
      throw new Error(`MiniSearch: duplicate ID ${id}`);
    let shortDocumentId = this.addDocumentId(id);
    this.saveStoredFields(shortDocumentId, document);
    for (let field of fields) {
      let fieldValue = extractField(document, field);
      if (fieldValue == null)
        continue;
      let tokens = tokenize2(stringifyField(fieldValue, field), field), fieldId = this._fieldIds[field], uniqueTerms = new Set(tokens).size;
      this.addFieldLength(shortDocumentId, fieldId, this._documentCount - 1, uniqueTerms);
      for (let term of tokens) {
        let processedTerm = processTerm2(term, field);
        if (Array.isArray(processedTerm))
          for (let t of processedTerm)
            this.addTerm(fieldId, shortDocumentId, t);
        else processedTerm && this.addTerm(fieldId, shortDocumentId, processedTerm);
      }
    }
  }
  /**
   * Adds all the given documents to the index
   *
   * @param documents  An array of documents to be indexed
   */
  addAll(documents) {
    for (let document of documents)
      this.add(document);
  }
  /**
   * Adds all the given documents to the index asynchronously.
   *
   * Returns a promise that resolves (to `undefined`) when the indexing is done.
   * This method is useful when index many documents, to avoid blocking the main
   * thread. The indexing is performed asynchronously and in chunks.
   *
   * @param documents  An array of documents to be indexed
   * @param options  Configuration options
   * @return A promise resolving to `undefined` when the indexing is done
   */
  addAllAsync(documents, options = {}) {
    let { chunkSize = 10 } = options, acc = { chunk: [], promise: Promise.resolve() }, { chunk, promise } = documents.reduce(({ chunk: chunk2, promise: promise2 }, document, i) => (chunk2.push(document), (i + 1) % chunkSize === 0 ? {
      chunk: [],
      promise: promise2.then(() => new Promise((resolve) => setTimeout(resolve, 0))).then(() => this.addAll(chunk2))
    } : { chunk: chunk2, promise: promise2 }), acc);
    return promise.then(() => this.addAll(chunk));
  }
  /**
   * Removes the given document from the index.
   *
   * The document to remove must NOT have changed between indexing and removal,
   * otherwise the index will be corrupted.
   *
   * This method requires passing the full document to be removed (not just the
   * ID), and immediately removes the document from the inverted index, allowing
   * memory to be released. A convenient alternative is {@link
   * MiniSearch#discard}, which needs only the document ID, and has the same
   * visible effect, but delays cleaning up the index until the next vacuuming.
   *
   * @param document  The document to be removed
   */
  remove(document) {
    let { tokenize: tokenize2, processTerm: processTerm2, extractField, stringifyField, fields, idField } = this._options, id = extractField(document, idField);
    if (id == null)
      throw new Error(`MiniSearch: document does not have ID field "${idField}"`);
    let shortId = this._idToShortId.get(id);
    if (shortId == null)
      throw new Error(`MiniSearch: cannot remove document with ID ${id}: it is not in the index`);
    for (let field of fields) {
      let fieldValue = extractField(document, field);
      if (fieldValue == null)
        continue;
      let tokens = tokenize2(stringifyField(fieldValue, field), field), fieldId = this._fieldIds[field], uniqueTerms = new Set(tokens).size;
      this.removeFieldLength(shortId, fieldId, this._documentCount, uniqueTerms);
      for (let term of tokens) {
        let processedTerm = processTerm2(term, field);
        if (Array.isArray(processedTerm))
          for (let t of processedTerm)
            this.removeTerm(fieldId, shortId, t);
        else processedTerm && this.removeTerm(fieldId, shortId, processedTerm);
      }
    }
    this._storedFields.delete(shortId), this._documentIds.delete(shortId), this._idToShortId.delete(id), this._fieldLength.delete(shortId), this._documentCount -= 1;
  }
  /**
   * Removes all the given documents from the index. If called with no arguments,
   * it removes _all_ documents from the index.
   *
   * @param documents  The documents to be removed. If this argument is omitted,
   * all documents are removed. Note that, for removing all documents, it is
   * more efficient to call this method with no arguments than to pass all
   * documents.
   */
  removeAll(documents) {
    if (documents)
      for (let document of documents)
        this.remove(document);
    else {
      if (arguments.length > 0)
        throw new Error("Expected documents to be present. Omit the argument to remove all documents.");
      this._index = new SearchableMap(), this._documentCount = 0, this._documentIds = /* @__PURE__ */ new Map(), this._idToShortId = /* @__PURE__ */ new Map(), this._fieldLength = /* @__PURE__ */ new Map(), this._avgFieldLength = [], this._storedFields = /* @__PURE__ */ new Map(), this._nextId = 0;
    }
  }
  /**
   * Discards the document with the given ID, so it won't appear in search results
   *
   * It has the same visible effect of {@link MiniSearch.remove} (both cause the
   * document to stop appearing in searches), but a different effect on the
   * internal data structures:
   *
   *   - {@link MiniSearch#remove} requires passing the full document to be
   *   removed as argument, and removes it from the inverted index immediately.
   *
   *   - {@link MiniSearch#discard} instead only needs the document ID, and
   *   works by marking the current version of the document as discarded, so it
   *   is immediately ignored by searches. This is faster and more convenient
   *   than {@link MiniSearch#remove}, but the index is not immediately
   *   modified. To take care of that, vacuuming is performed after a certain
   *   number of documents are discarded, cleaning up the index and allowing
   *   memory to be released.
   *
   * After discarding a document, it is possible to re-add a new version, and
   * only the new version will appear in searches. In other words, discarding
   * and re-adding a document works exactly like removing and re-adding it. The
   * {@link MiniSearch.replace} method can also be used to replace a document
   * with a new version.
   *
   * #### Details about vacuuming
   *
   * Repetite calls to this method would leave obsolete document references in
   * the index, invisible to searches. Two mechanisms take care of cleaning up:
   * clean up during search, and vacuuming.
   *
   *   - Upon search, whenever a discarded ID is found (and ignored for the
   *   results), references to the discarded document are removed from the
   *   inverted index entries for the search terms. This ensures that subsequent
   *   searches for the same terms do not need to skip these obsolete references
   *   again.
   *
   *   - In addition, vacuuming is performed automatically by default (see the
   *   `autoVacuum` field in {@link Options}) after a certain number of
   *   documents are discarded. Vacuuming traverses all terms in the index,
   *   cleaning up all references to discarded documents. Vacuuming can also be
   *   triggered manually by calling {@link MiniSearch#vacuum}.
   *
   * @param id  The ID of the document to be discarded
   */
  discard(id) {
    let shortId = this._idToShortId.get(id);
    if (shortId == null)
      throw new Error(`MiniSearch: cannot discard document with ID ${id}: it is not in the index`);
    this._idToShortId.delete(id), this._documentIds.delete(shortId), this._storedFields.delete(shortId), (this._fieldLength.get(shortId) || []).forEach((fieldLength, fieldId) => {
      this.removeFieldLength(shortId, fieldId, this._documentCount, fieldLength);
    }), this._fieldLength.delete(shortId), this._documentCount -= 1, this._dirtCount += 1, this.maybeAutoVacuum();
  }
  maybeAutoVacuum() {
    if (this._options.autoVacuum === !1)
      return;
    let { minDirtFactor, minDirtCount, batchSize, batchWait } = this._options.autoVacuum;
    this.conditionalVacuum({ batchSize, batchWait }, { minDirtCount, minDirtFactor });
  }
  /**
   * Discards the documents with the given IDs, so they won't appear in search
   * results
   *
   * It is equivalent to calling {@link MiniSearch#discard} for all the given
   * IDs, but with the optimization of triggering at most one automatic
   * vacuuming at the end.
   *
   * Note: to remove all documents from the index, it is faster and more
   * convenient to call {@link MiniSearch.removeAll} with no argument, instead
   * of passing all IDs to this method.
   */
  discardAll(ids) {
    let autoVacuum = this._options.autoVacuum;
    try {
      this._options.autoVacuum = !1;
      for (let id of ids)
        this.discard(id);
    } finally {
      this._options.autoVacuum = autoVacuum;
    }
    this.maybeAutoVacuum();
  }
  /**
   * It replaces an existing document with the given updated version
   *
   * It works by discarding the current version and adding the updated one, so
   * it is functionally equivalent to calling {@link MiniSearch#discard}
   * followed by {@link MiniSearch#add}. The ID of the updated document should
   * be the same as the original one.
   *
   * Since it uses {@link MiniSearch#discard} internally, this method relies on
   * vacuuming to clean up obsolete document references from the index, allowing
   * memory to be released (see {@link MiniSearch#discard}).
   *
   * @param updatedDocument  The updated document to replace the old version
   * with
   */
  replace(updatedDocument) {
    let { idField, extractField } = this._options, id = extractField(updatedDocument, idField);
    this.discard(id), this.add(updatedDocument);
  }
  /**
   * Triggers a manual vacuuming, cleaning up references to discarded documents
   * from the inverted index
   *
   * Vacuuming is only useful for applications that use the {@link
   * MiniSearch#discard} or {@link MiniSearch#replace} methods.
   *
   * By default, vacuuming is performed automatically when needed (controlled by
   * the `autoVacuum` field in {@link Options}), so there is usually no need to
   * call this method, unless one wants to make sure to perform vacuuming at a
   * specific moment.
   *
   * Vacuuming traverses all terms in the inverted index in batches, and cleans
   * up references to discarded documents from the posting list, allowing memory
   * to be released.
   *
   * The method takes an optional object as argument with the following keys:
   *
   *   - `batchSize`: the size of each batch (1000 by default)
   *
   *   - `batchWait`: the number of milliseconds to wait between batches (10 by
   *   default)
   *
   * On large indexes, vacuuming could have a non-negligible cost: batching
   * avoids blocking the thread for long, diluting this cost so that it is not
   * negatively affecting the application. Nonetheless, this method should only
   * be called when necessary, and relying on automatic vacuuming is usually
   * better.
   *
   * It returns a promise that resolves (to undefined) when the clean up is
   * completed. If vacuuming is already ongoing at the time this method is
   * called, a new one is enqueued immediately after the ongoing one, and a
   * corresponding promise is returned. However, no more than one vacuuming is
   * enqueued on top of the ongoing one, even if this method is called more
   * times (enqueuing multiple ones would be useless).
   *
   * @param options  Configuration options for the batch size and delay. See
   * {@link VacuumOptions}.
   */
  vacuum(options = {}) {
    return this.conditionalVacuum(options);
  }
  conditionalVacuum(options, conditions) {
    return this._currentVacuum ? (this._enqueuedVacuumConditions = this._enqueuedVacuumConditions && conditions, this._enqueuedVacuum != null ? this._enqueuedVacuum : (this._enqueuedVacuum = this._currentVacuum.then(() => {
      let conditions2 = this._enqueuedVacuumConditions;
      return this._enqueuedVacuumConditions = defaultVacuumConditions, this.performVacuuming(options, conditions2);
    }), this._enqueuedVacuum)) : this.vacuumConditionsMet(conditions) === !1 ? Promise.resolve() : (this._currentVacuum = this.performVacuuming(options), this._currentVacuum);
  }
  async performVacuuming(options, conditions) {
    let initialDirtCount = this._dirtCount;
    if (this.vacuumConditionsMet(conditions)) {
      let batchSize = options.batchSize || defaultVacuumOptions.batchSize, batchWait = options.batchWait || defaultVacuumOptions.batchWait, i = 1;
      for (let [term, fieldsData] of this._index) {
        for (let [fieldId, fieldIndex] of fieldsData)
          for (let [shortId] of fieldIndex)
            this._documentIds.has(shortId) || (fieldIndex.size <= 1 ? fieldsData.delete(fieldId) : fieldIndex.delete(shortId));
        this._index.get(term).size === 0 && this._index.delete(term), i % batchSize === 0 && await new Promise((resolve) => setTimeout(resolve, batchWait)), i += 1;
      }
      this._dirtCount -= initialDirtCount;
    }
    await null, this._currentVacuum = this._enqueuedVacuum, this._enqueuedVacuum = null;
  }
  vacuumConditionsMet(conditions) {
    if (conditions == null)
      return !0;
    let { minDirtCount, minDirtFactor } = conditions;
    return minDirtCount = minDirtCount || defaultAutoVacuumOptions.minDirtCount, minDirtFactor = minDirtFactor || defaultAutoVacuumOptions.minDirtFactor, this.dirtCount >= minDirtCount && this.dirtFactor >= minDirtFactor;
  }
  /**
   * Is `true` if a vacuuming operation is ongoing, `false` otherwise
   */
  get isVacuuming() {
    return this._currentVacuum != null;
  }
  /**
   * The number of documents discarded since the most recent vacuuming
   */
  get dirtCount() {
    return this._dirtCount;
  }
  /**
   * A number between 0 and 1 giving an indication about the proportion of
   * documents that are discarded, and can therefore be cleaned up by vacuuming.
   * A value close to 0 means that the index is relatively clean, while a higher
   * value means that the index is relatively dirty, and vacuuming could release
   * memory.
   */
  get dirtFactor() {
    return this._dirtCount / (1 + this._documentCount + this._dirtCount);
  }
  /**
   * Returns `true` if a document with the given ID is present in the index and
   * available for search, `false` otherwise
   *
   * @param id  The document ID
   */
  has(id) {
    return this._idToShortId.has(id);
  }
  /**
   * Returns the stored fields (as configured in the `storeFields` constructor
   * option) for the given document ID. Returns `undefined` if the document is
   * not present in the index.
   *
   * @param id  The document ID
   */
  getStoredFields(id) {
    let shortId = this._idToShortId.get(id);
    if (shortId != null)
      return this._storedFields.get(shortId);
  }
  /**
   * Search for documents matching the given search query.
   *
   * The result is a list of scored document IDs matching the query, sorted by
   * descending score, and each including data about which terms were matched and
   * in which fields.
   *
   * ### Basic usage:
   *
   * ```javascript
   * // Search for "zen art motorcycle" with default options: terms have to match
   * // exactly, and individual terms are joined with OR
   * miniSearch.search('zen art motorcycle')
   * // => [ { id: 2, score: 2.77258, match: { ... } }, { id: 4, score: 1.38629, match: { ... } } ]
   * ```
   *
   * ### Restrict search to specific fields:
   *
   * ```javascript
   * // Search only in the 'title' field
   * miniSearch.search('zen', { fields: ['title'] })
   * ```
   *
   * ### Field boosting:
   *
   * ```javascript
   * // Boost a field
   * miniSearch.search('zen', { boost: { title: 2 } })
   * ```
   *
   * ### Prefix search:
   *
   * ```javascript
   * // Search for "moto" with prefix search (it will match documents
   * // containing terms that start with "moto" or "neuro")
   * miniSearch.search('moto neuro', { prefix: true })
   * ```
   *
   * ### Fuzzy search:
   *
   * ```javascript
   * // Search for "ismael" with fuzzy search (it will match documents containing
   * // terms similar to "ismael", with a maximum edit distance of 0.2 term.length
   * // (rounded to nearest integer)
   * miniSearch.search('ismael', { fuzzy: 0.2 })
   * ```
   *
   * ### Combining strategies:
   *
   * ```javascript
   * // Mix of exact match, prefix search, and fuzzy search
   * miniSearch.search('ismael mob', {
   *  prefix: true,
   *  fuzzy: 0.2
   * })
   * ```
   *
   * ### Advanced prefix and fuzzy search:
   *
   * ```javascript
   * // Perform fuzzy and prefix search depending on the search term. Here
   * // performing prefix and fuzzy search only on terms longer than 3 characters
   * miniSearch.search('ismael mob', {
   *  prefix: term => term.length > 3
   *  fuzzy: term => term.length > 3 ? 0.2 : null
   * })
   * ```
   *
   * ### Combine with AND:
   *
   * ```javascript
   * // Combine search terms with AND (to match only documents that contain both
   * // "motorcycle" and "art")
   * miniSearch.search('motorcycle art', { combineWith: 'AND' })
   * ```
   *
   * ### Combine with AND_NOT:
   *
   * There is also an AND_NOT combinator, that finds documents that match the
   * first term, but do not match any of the other terms. This combinator is
   * rarely useful with simple queries, and is meant to be used with advanced
   * query combinations (see later for more details).
   *
   * ### Filtering results:
   *
   * ```javascript
   * // Filter only results in the 'fiction' category (assuming that 'category'
   * // is a stored field)
   * miniSearch.search('motorcycle art', {
   *   filter: (result) => result.category === 'fiction'
   * })
   * ```
   *
   * ### Wildcard query
   *
   * Searching for an empty string (assuming the default tokenizer) returns no
   * results. Sometimes though, one needs to match all documents, like in a
   * "wildcard" search. This is possible by passing the special value
   * {@link MiniSearch.wildcard} as the query:
   *
   * ```javascript
   * // Return search results for all documents
   * miniSearch.search(MiniSearch.wildcard)
   * ```
   *
   * Note that search options such as `filter` and `boostDocument` are still
   * applied, influencing which results are returned, and their order:
   *
   * ```javascript
   * // Return search results for all documents in the 'fiction' category
   * miniSearch.search(MiniSearch.wildcard, {
   *   filter: (result) => result.category === 'fiction'
   * })
   * ```
   *
   * ### Advanced combination of queries:
   *
   * It is possible to combine different subqueries with OR, AND, and AND_NOT,
   * and even with different search options, by passing a query expression
   * tree object as the first argument, instead of a string.
   *
   * ```javascript
   * // Search for documents that contain "zen" and ("motorcycle" or "archery")
   * miniSearch.search({
   *   combineWith: 'AND',
   *   queries: [
   *     'zen',
   *     {
   *       combineWith: 'OR',
   *       queries: ['motorcycle', 'archery']
   *     }
   *   ]
   * })
   *
   * // Search for documents that contain ("apple" or "pear") but not "juice" and
   * // not "tree"
   * miniSearch.search({
   *   combineWith: 'AND_NOT',
   *   queries: [
   *     {
   *       combineWith: 'OR',
   *       queries: ['apple', 'pear']
   *     },
   *     'juice',
   *     'tree'
   *   ]
   * })
   * ```
   *
   * Each node in the expression tree can be either a string, or an object that
   * supports all {@link SearchOptions} fields, plus a `queries` array field for
   * subqueries.
   *
   * Note that, while this can become complicated to do by hand for complex or
   * deeply nested queries, it provides a formalized expression tree API for
   * external libraries that implement a parser for custom query languages.
   *
   * @param query  Search query
   * @param searchOptions  Search options. Each option, if not given, defaults to the corresponding value of `searchOptions` given to the constructor, or to the library default.
   */
  search(query, searchOptions = {}) {
    let { searchOptions: globalSearchOptions } = this._options, searchOptionsWithDefaults = { ...globalSearchOptions, ...searchOptions }, rawResults = this.executeQuery(query, searchOptions), results = [];
    for (let [docId, { score, terms, match }] of rawResults) {
      let quality = terms.length || 1, result = {
        id: this._documentIds.get(docId),
        score: score * quality,
        terms: Object.keys(match),
        queryTerms: terms,
        match
      };
      Object.assign(result, this._storedFields.get(docId)), (searchOptionsWithDefaults.filter == null || searchOptionsWithDefaults.filter(result)) && results.push(result);
    }
    return query === _MiniSearch.wildcard && searchOptionsWithDefaults.boostDocument == null || results.sort(byScore), results;
  }
  /**
   * Provide suggestions for the given search query
   *
   * The result is a list of suggested modified search queries, derived from the
   * given search query, each with a relevance score, sorted by descending score.
   *
   * By default, it uses the same options used for search, except that by
   * default it performs prefix search on the last term of the query, and
   * combine terms with `'AND'` (requiring all query terms to match). Custom
   * options can be passed as a second argument. Defaults can be changed upon
   * calling the {@link MiniSearch} constructor, by passing a
   * `autoSuggestOptions` option.
   *
   * ### Basic usage:
   *
   * ```javascript
   * // Get suggestions for 'neuro':
   * miniSearch.autoSuggest('neuro')
   * // => [ { suggestion: 'neuromancer', terms: [ 'neuromancer' ], score: 0.46240 } ]
   * ```
   *
   * ### Multiple words:
   *
   * ```javascript
   * // Get suggestions for 'zen ar':
   * miniSearch.autoSuggest('zen ar')
   * // => [
   * //  { suggestion: 'zen archery art', terms: [ 'zen', 'archery', 'art' ], score: 1.73332 },
   * //  { suggestion: 'zen art', terms: [ 'zen', 'art' ], score: 1.21313 }
   * // ]
   * ```
   *
   * ### Fuzzy suggestions:
   *
   * ```javascript
   * // Correct spelling mistakes using fuzzy search:
   * miniSearch.autoSuggest('neromancer', { fuzzy: 0.2 })
   * // => [ { suggestion: 'neuromancer', terms: [ 'neuromancer' ], score: 1.03998 } ]
   * ```
   *
   * ### Filtering:
   *
   * ```javascript
   * // Get suggestions for 'zen ar', but only within the 'fiction' category
   * // (assuming that 'category' is a stored field):
   * miniSearch.autoSuggest('zen ar', {
   *   filter: (result) => result.category === 'fiction'
   * })
   * // => [
   * //  { suggestion: 'zen archery art', terms: [ 'zen', 'archery', 'art' ], score: 1.73332 },
   * //  { suggestion: 'zen art', terms: [ 'zen', 'art' ], score: 1.21313 }
   * // ]
   * ```
   *
   * @param queryString  Query string to be expanded into suggestions
   * @param options  Search options. The supported options and default values
   * are the same as for the {@link MiniSearch#search} method, except that by
   * default prefix search is performed on the last term in the query, and terms
   * are combined with `'AND'`.
   * @return  A sorted array of suggestions sorted by relevance score.
   */
  autoSuggest(queryString, options = {}) {
    options = { ...this._options.autoSuggestOptions, ...options };
    let suggestions = /* @__PURE__ */ new Map();
    for (let { score, terms } of this.search(queryString, options)) {
      let phrase = terms.join(" "), suggestion = suggestions.get(phrase);
      suggestion != null ? (suggestion.score += score, suggestion.count += 1) : suggestions.set(phrase, { score, terms, count: 1 });
    }
    let results = [];
    for (let [suggestion, { score, terms, count }] of suggestions)
      results.push({ suggestion, terms, score: score / count });
    return results.sort(byScore), results;
  }
  /**
   * Total number of documents available to search
   */
  get documentCount() {
    return this._documentCount;
  }
  /**
   * Number of terms in the index
   */
  get termCount() {
    return this._index.size;
  }
  /**
   * Deserializes a JSON index (serialized with `JSON.stringify(miniSearch)`)
   * and instantiates a MiniSearch instance. It should be given the same options
   * originally used when serializing the index.
   *
   * ### Usage:
   *
   * ```javascript
   * // If the index was serialized with:
   * let miniSearch = new MiniSearch({ fields: ['title', 'text'] })
   * miniSearch.addAll(documents)
   *
   * const json = JSON.stringify(miniSearch)
   * // It can later be deserialized like this:
   * miniSearch = MiniSearch.loadJSON(json, { fields: ['title', 'text'] })
   * ```
   *
   * @param json  JSON-serialized index
   * @param options  configuration options, same as the constructor
   * @return An instance of MiniSearch deserialized from the given JSON.
   */
  static loadJSON(json, options) {
    if (options == null)
      throw new Error("MiniSearch: loadJSON should be given the same options used when serializing the index");
    return this.loadJS(JSON.parse(json), options);
  }
  /**
   * Async equivalent of {@link MiniSearch.loadJSON}
   *
   * This function is an alternative to {@link MiniSearch.loadJSON} that returns
   * a promise, and loads the index in batches, leaving pauses between them to avoid
   * blocking the main thread. It tends to be slower than the synchronous
   * version, but does not block the main thread, so it can be a better choice
   * when deserializing very large indexes.
   *
   * @param json  JSON-serialized index
   * @param options  configuration options, same as the constructor
   * @return A Promise that will resolve to an instance of MiniSearch deserialized from the given JSON.
   */
  static async loadJSONAsync(json, options) {
    if (options == null)
      throw new Error("MiniSearch: loadJSON should be given the same options used when serializing the index");
    return this.loadJSAsync(JSON.parse(json), options);
  }
  /**
   * Returns the default value of an option. It will throw an error if no option
   * with the given name exists.
   *
   * @param optionName  Name of the option
   * @return The default value of the given option
   *
   * ### Usage:
   *
   * ```javascript
   * // Get default tokenizer
   * MiniSearch.getDefault('tokenize')
   *
   * // Get default term processor
   * MiniSearch.getDefault('processTerm')
   *
   * // Unknown options will throw an error
   * MiniSearch.getDefault('notExisting')
   * // => throws 'MiniSearch: unknown option "notExisting"'
   * ```
   */
  static getDefault(optionName) {
    if (defaultOptions.hasOwnProperty(optionName))
      return getOwnProperty(defaultOptions, optionName);
    throw new Error(`MiniSearch: unknown option "${optionName}"`);
  }
  /**
   * @ignore
   */
  static loadJS(js, options) {
    let { index, documentIds, fieldLength, storedFields, serializationVersion } = js, miniSearch = this.instantiateMiniSearch(js, options);
    miniSearch._documentIds = objectToNumericMap(documentIds), miniSearch._fieldLength = objectToNumericMap(fieldLength), miniSearch._storedFields = objectToNumericMap(storedFields);
    for (let [shortId, id] of miniSearch._documentIds)
      miniSearch._idToShortId.set(id, shortId);
    for (let [term, data] of index) {
      let dataMap = /* @__PURE__ */ new Map();
      for (let fieldId of Object.keys(data)) {
        let indexEntry = data[fieldId];
        serializationVersion === 1 && (indexEntry = indexEntry.ds), dataMap.set(parseInt(fieldId, 10), objectToNumericMap(indexEntry));
      }
      miniSearch._index.set(term, dataMap);
    }
    return miniSearch;
  }
  /**
   * @ignore
   */
  static async loadJSAsync(js, options) {
    let { index, documentIds, fieldLength, storedFields, serializationVersion } = js, miniSearch = this.instantiateMiniSearch(js, options);
    miniSearch._documentIds = await objectToNumericMapAsync(documentIds), miniSearch._fieldLength = await objectToNumericMapAsync(fieldLength), miniSearch._storedFields = await objectToNumericMapAsync(storedFields);
    for (let [shortId, id] of miniSearch._documentIds)
      miniSearch._idToShortId.set(id, shortId);
    let count = 0;
    for (let [term, data] of index) {
      let dataMap = /* @__PURE__ */ new Map();
      for (let fieldId of Object.keys(data)) {
        let indexEntry = data[fieldId];
        serializationVersion === 1 && (indexEntry = indexEntry.ds), dataMap.set(parseInt(fieldId, 10), await objectToNumericMapAsync(indexEntry));
      }
      ++count % 1e3 === 0 && await wait(0), miniSearch._index.set(term, dataMap);
    }
    return miniSearch;
  }
  /**
   * @ignore
   */
  static instantiateMiniSearch(js, options) {
    let { documentCount, nextId, fieldIds, averageFieldLength, dirtCount, serializationVersion } = js;
    if (serializationVersion !== 1 && serializationVersion !== 2)
      throw new Error("MiniSearch: cannot deserialize an index created with an incompatible version");
    let miniSearch = new _MiniSearch(options);
    return miniSearch._documentCount = documentCount, miniSearch._nextId = nextId, miniSearch._idToShortId = /* @__PURE__ */ new Map(), miniSearch._fieldIds = fieldIds, miniSearch._avgFieldLength = averageFieldLength, miniSearch._dirtCount = dirtCount || 0, miniSearch._index = new SearchableMap(), miniSearch;
  }
  /**
   * @ignore
   */
  executeQuery(query, searchOptions = {}) {
    if (query === _MiniSearch.wildcard)
      return this.executeWildcardQuery(searchOptions);
    if (typeof query != "string") {
      let options2 = { ...searchOptions, ...query, queries: void 0 }, results2 = query.queries.map((subquery) => this.executeQuery(subquery, options2));
      return this.combineResults(results2, options2.combineWith);
    }
    let { tokenize: tokenize2, processTerm: processTerm2, searchOptions: globalSearchOptions } = this._options, options = { tokenize: tokenize2, processTerm: processTerm2, ...globalSearchOptions, ...searchOptions }, { tokenize: searchTokenize, processTerm: searchProcessTerm } = options, results = searchTokenize(query).flatMap((term) => searchProcessTerm(term)).filter((term) => !!term).map(termToQuerySpec(options)).map((query2) => this.executeQuerySpec(query2, options));
    return this.combineResults(results, options.combineWith);
  }
  /**
   * @ignore
   */
  executeQuerySpec(query, searchOptions) {
    let options = { ...this._options.searchOptions, ...searchOptions }, boosts = (options.fields || this._options.fields).reduce((boosts2, field) => ({ ...boosts2, [field]: getOwnProperty(options.boost, field) || 1 }), {}), { boostDocument, weights, maxFuzzy, bm25: bm25params } = options, { fuzzy: fuzzyWeight, prefix: prefixWeight } = { ...defaultSearchOptions.weights, ...weights }, data = this._index.get(query.term), results = this.termResults(query.term, query.term, 1, query.termBoost, data, boosts, boostDocument, bm25params), prefixMatches, fuzzyMatches;
    if (query.prefix && (prefixMatches = this._index.atPrefix(query.term)), query.fuzzy) {
      let fuzzy = query.fuzzy === !0 ? 0.2 : query.fuzzy, maxDistance = fuzzy < 1 ? Math.min(maxFuzzy, Math.round(query.term.length * fuzzy)) : fuzzy;
      maxDistance && (fuzzyMatches = this._index.fuzzyGet(query.term, maxDistance));
    }
    if (prefixMatches)
      for (let [term, data2] of prefixMatches) {
        let distance = term.length - query.term.length;
        if (!distance)
          continue;
        fuzzyMatches?.delete(term);
        let weight = prefixWeight * term.length / (term.length + 0.3 * distance);
        this.termResults(query.term, term, weight, query.termBoost, data2, boosts, boostDocument, bm25params, results);
      }
    if (fuzzyMatches)
      for (let term of fuzzyMatches.keys()) {
        let [data2, distance] = fuzzyMatches.get(term);
        if (!distance)
          continue;
        let weight = fuzzyWeight * term.length / (term.length + distance);
        this.termResults(query.term, term, weight, query.termBoost, data2, boosts, boostDocument, bm25params, results);
      }
    return results;
  }
  /**
   * @ignore
   */
  executeWildcardQuery(searchOptions) {
    let results = /* @__PURE__ */ new Map(), options = { ...this._options.searchOptions, ...searchOptions };
    for (let [shortId, id] of this._documentIds) {
      let score = options.boostDocument ? options.boostDocument(id, "", this._storedFields.get(shortId)) : 1;
      results.set(shortId, {
        score,
        terms: [],
        match: {}
      });
    }
    return results;
  }
  /**
   * @ignore
   */
  combineResults(results, combineWith = OR) {
    if (results.length === 0)
      return /* @__PURE__ */ new Map();
    let operator = combineWith.toLowerCase(), combinator = combinators[operator];
    if (!combinator)
      throw new Error(`Invalid combination operator: ${combineWith}`);
    return results.reduce(combinator) || /* @__PURE__ */ new Map();
  }
  /**
   * Allows serialization of the index to JSON, to possibly store it and later
   * deserialize it with {@link MiniSearch.loadJSON}.
   *
   * Normally one does not directly call this method, but rather call the
   * standard JavaScript `JSON.stringify()` passing the {@link MiniSearch}
   * instance, and JavaScript will internally call this method. Upon
   * deserialization, one must pass to {@link MiniSearch.loadJSON} the same
   * options used to create the original instance that was serialized.
   *
   * ### Usage:
   *
   * ```javascript
   * // Serialize the index:
   * let miniSearch = new MiniSearch({ fields: ['title', 'text'] })
   * miniSearch.addAll(documents)
   * const json = JSON.stringify(miniSearch)
   *
   * // Later, to deserialize it:
   * miniSearch = MiniSearch.loadJSON(json, { fields: ['title', 'text'] })
   * ```
   *
   * @return A plain-object serializable representation of the search index.
   */
  toJSON() {
    let index = [];
    for (let [term, fieldIndex] of this._index) {
      let data = {};
      for (let [fieldId, freqs] of fieldIndex)
        data[fieldId] = Object.fromEntries(freqs);
      index.push([term, data]);
    }
    return {
      documentCount: this._documentCount,
      nextId: this._nextId,
      documentIds: Object.fromEntries(this._documentIds),
      fieldIds: this._fieldIds,
      fieldLength: Object.fromEntries(this._fieldLength),
      averageFieldLength: this._avgFieldLength,
      storedFields: Object.fromEntries(this._storedFields),
      dirtCount: this._dirtCount,
      index,
      serializationVersion: 2
    };
  }
  /**
   * @ignore
   */
  termResults(sourceTerm, derivedTerm, termWeight, termBoost, fieldTermData, fieldBoosts, boostDocumentFn, bm25params, results = /* @__PURE__ */ new Map()) {
    if (fieldTermData == null)
      return results;
    for (let field of Object.keys(fieldBoosts)) {
      let fieldBoost = fieldBoosts[field], fieldId = this._fieldIds[field], fieldTermFreqs = fieldTermData.get(fieldId);
      if (fieldTermFreqs == null)
        continue;
      let matchingFields = fieldTermFreqs.size, avgFieldLength = this._avgFieldLength[fieldId];
      for (let docId of fieldTermFreqs.keys()) {
        if (!this._documentIds.has(docId)) {
          this.removeTerm(fieldId, docId, derivedTerm), matchingFields -= 1;
          continue;
        }
        let docBoost = boostDocumentFn ? boostDocumentFn(this._documentIds.get(docId), derivedTerm, this._storedFields.get(docId)) : 1;
        if (!docBoost)
          continue;
        let termFreq = fieldTermFreqs.get(docId), fieldLength = this._fieldLength.get(docId)[fieldId], rawScore = calcBM25Score(termFreq, matchingFields, this._documentCount, fieldLength, avgFieldLength, bm25params), weightedScore = termWeight * termBoost * fieldBoost * docBoost * rawScore, result = results.get(docId);
        if (result) {
          result.score += weightedScore, assignUniqueTerm(result.terms, sourceTerm);
          let match = getOwnProperty(result.match, derivedTerm);
          match ? match.push(field) : result.match[derivedTerm] = [field];
        } else
          results.set(docId, {
            score: weightedScore,
            terms: [sourceTerm],
            match: { [derivedTerm]: [field] }
          });
      }
    }
    return results;
  }
  /**
   * @ignore
   */
  addTerm(fieldId, documentId, term) {
    let indexData = this._index.fetch(term, createMap), fieldIndex = indexData.get(fieldId);
    if (fieldIndex == null)
      fieldIndex = /* @__PURE__ */ new Map(), fieldIndex.set(documentId, 1), indexData.set(fieldId, fieldIndex);
    else {
      let docs = fieldIndex.get(documentId);
      fieldIndex.set(documentId, (docs || 0) + 1);
    }
  }
  /**
   * @ignore
   */
  removeTerm(fieldId, documentId, term) {
    if (!this._index.has(term)) {
      this.warnDocumentChanged(documentId, fieldId, term);
      return;
    }
    let indexData = this._index.fetch(term, createMap), fieldIndex = indexData.get(fieldId);
    fieldIndex == null || fieldIndex.get(documentId) == null ? this.warnDocumentChanged(documentId, fieldId, term) : fieldIndex.get(documentId) <= 1 ? fieldIndex.size <= 1 ? indexData.delete(fieldId) : fieldIndex.delete(documentId) : fieldIndex.set(documentId, fieldIndex.get(documentId) - 1), this._index.get(term).size === 0 && this._index.delete(term);
  }
  /**
   * @ignore
   */
  warnDocumentChanged(shortDocumentId, fieldId, term) {
    for (let fieldName of Object.keys(this._fieldIds))
      if (this._fieldIds[fieldName] === fieldId) {
        this._options.logger("warn", `MiniSearch: document with ID ${this._documentIds.get(shortDocumentId)} has changed before removal: term "${term}" was not present in field "${fieldName}". Removing a document after it has changed can corrupt the index!`, "version_conflict");
        return;
      }
  }
  /**
   * @ignore
   */
  addDocumentId(documentId) {
    let shortDocumentId = this._nextId;
    return this._idToShortId.set(documentId, shortDocumentId), this._documentIds.set(shortDocumentId, documentId), this._documentCount += 1, this._nextId += 1, shortDocumentId;
  }
  /**
   * @ignore
   */
  addFields(fields) {
    for (let i = 0; i < fields.length; i++)
      this._fieldIds[fields[i]] = i;
  }
  /**
   * @ignore
   */
  addFieldLength(documentId, fieldId, count, length) {
    let fieldLengths = this._fieldLength.get(documentId);
    fieldLengths == null && this._fieldLength.set(documentId, fieldLengths = []), fieldLengths[fieldId] = length;
    let totalFieldLength = (this._avgFieldLength[fieldId] || 0) * count + length;
    this._avgFieldLength[fieldId] = totalFieldLength / (count + 1);
  }
  /**
   * @ignore
   */
  removeFieldLength(documentId, fieldId, count, length) {
    if (count === 1) {
      this._avgFieldLength[fieldId] = 0;
      return;
    }
    let totalFieldLength = this._avgFieldLength[fieldId] * count - length;
    this._avgFieldLength[fieldId] = totalFieldLength / (count - 1);
  }
  /**
   * @ignore
   */
  saveStoredFields(documentId, doc) {
    let { storeFields, extractField } = this._options;
    if (storeFields == null || storeFields.length === 0)
      return;
    let documentFields = this._storedFields.get(documentId);
    documentFields == null && this._storedFields.set(documentId, documentFields = {});
    for (let fieldName of storeFields) {
      let fieldValue = extractField(doc, fieldName);
      fieldValue !== void 0 && (documentFields[fieldName] = fieldValue);
    }
  }
};
MiniSearch.wildcard = /* @__PURE__ */ Symbol("*");
var getOwnProperty = (object, property) => Object.prototype.hasOwnProperty.call(object, property) ? object[property] : void 0, combinators = {
  [OR]: (a, b) => {
    for (let docId of b.keys()) {
      let existing = a.get(docId);
      if (existing == null)
        a.set(docId, b.get(docId));
      else {
        let { score, terms, match } = b.get(docId);
        existing.score = existing.score + score, existing.match = Object.assign(existing.match, match), assignUniqueTerms(existing.terms, terms);
      }
    }
    return a;
  },
  [AND]: (a, b) => {
    let combined = /* @__PURE__ */ new Map();
    for (let docId of b.keys()) {
      let existing = a.get(docId);
      if (existing == null)
        continue;
      let { score, terms, match } = b.get(docId);
      assignUniqueTerms(existing.terms, terms), combined.set(docId, {
        score: existing.score + score,
        terms: existing.terms,
        match: Object.assign(existing.match, match)
      });
    }
    return combined;
  },
  [AND_NOT]: (a, b) => {
    for (let docId of b.keys())
      a.delete(docId);
    return a;
  }
}, defaultBM25params = { k: 1.2, b: 0.7, d: 0.5 }, calcBM25Score = (termFreq, matchingCount, totalCount, fieldLength, avgFieldLength, bm25params) => {
  let { k, b, d } = bm25params;
  return Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5)) * (d + termFreq * (k + 1) / (termFreq + k * (1 - b + b * fieldLength / avgFieldLength)));
}, termToQuerySpec = (options) => (term, i, terms) => {
  let fuzzy = typeof options.fuzzy == "function" ? options.fuzzy(term, i, terms) : options.fuzzy || !1, prefix = typeof options.prefix == "function" ? options.prefix(term, i, terms) : options.prefix === !0, termBoost = typeof options.boostTerm == "function" ? options.boostTerm(term, i, terms) : 1;
  return { term, fuzzy, prefix, termBoost };
}, defaultOptions = {
  idField: "id",
  extractField: (document, fieldName) => document[fieldName],
  stringifyField: (fieldValue, fieldName) => fieldValue.toString(),
  tokenize: (text) => text.split(SPACE_OR_PUNCTUATION),
  processTerm: (term) => term.toLowerCase(),
  fields: void 0,
  searchOptions: void 0,
  storeFields: [],
  logger: (level, message) => {
    typeof console?.[level] == "function" && console[level](message);
  },
  autoVacuum: !0
}, defaultSearchOptions = {
  combineWith: OR,
  prefix: !1,
  fuzzy: !1,
  maxFuzzy: 6,
  boost: {},
  weights: { fuzzy: 0.45, prefix: 0.375 },
  bm25: defaultBM25params
}, defaultAutoSuggestOptions = {
  combineWith: AND,
  prefix: (term, i, terms) => i === terms.length - 1
}, defaultVacuumOptions = { batchSize: 1e3, batchWait: 10 }, defaultVacuumConditions = { minDirtFactor: 0.1, minDirtCount: 20 }, defaultAutoVacuumOptions = { ...defaultVacuumOptions, ...defaultVacuumConditions }, assignUniqueTerm = (target, term) => {
  target.includes(term) || target.push(term);
}, assignUniqueTerms = (target, source) => {
  for (let term of source)
    target.includes(term) || target.push(term);
}, byScore = ({ score: a }, { score: b }) => b - a, createMap = () => /* @__PURE__ */ new Map(), objectToNumericMap = (object) => {
  let map = /* @__PURE__ */ new Map();
  for (let key of Object.keys(object))
    map.set(parseInt(key, 10), object[key]);
  return map;
}, objectToNumericMapAsync = async (object) => {
  let map = /* @__PURE__ */ new Map(), count = 0;
  for (let key of Object.keys(object))
    map.set(parseInt(key, 10), object[key]), ++count % 1e3 === 0 && await wait(0);
  return map;
}, wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)), SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

// src/search/word-forms.ts
var IRREGULAR_VERBS = [
  "begin: began begun",
  "bind: bound",
  "break: broke broken",
  "bring: brought",
  "build: built",
  "buy: bought",
  "catch: caught",
  "choose: chose chosen",
  "come: came",
  "deal: dealt",
  "dig: dug",
  "draw: drew drawn",
  "drive: drove driven",
  "eat: ate eaten",
  "fall: fell fallen",
  "feed: fed",
  "feel: felt",
  "fight: fought",
  "find: found",
  "forget: forgot forgotten",
  "freeze: froze frozen",
  "get: got gotten",
  "give: gave given",
  "go: went gone",
  "grow: grew grown",
  "hang: hung",
  "hide: hid hidden",
  "hold: held",
  "keep: kept",
  "know: knew known",
  "lead: led",
  "lose: lost",
  "make: made",
  "mean: meant",
  "meet: met",
  "override: overrode overridden",
  "pay: paid",
  "rebuild: rebuilt",
  "rewrite: rewrote rewritten",
  "ride: rode ridden",
  "rise: rose risen",
  "run: ran",
  "say: said",
  "see: saw seen",
  "sell: sold",
  "send: sent",
  "shake: shook shaken",
  "shoot: shot",
  "show: shown",
  "sit: sat",
  "sleep: slept",
  "spend: spent",
  "spin: spun",
  "stand: stood",
  "steal: stole stolen",
  "stick: stuck",
  "strike: struck stricken",
  "swear: swore sworn",
  "take: took taken",
  "teach: taught",
  "tell: told",
  "think: thought",
  "throw: threw thrown",
  "understand: understood",
  "wake: woke woken",
  "wear: wore worn",
  "win: won",
  "withdraw: withdrew withdrawn",
  "write: wrote written"
], COMPARATIVES = [
  "big: bigger biggest",
  "busy: busier busiest",
  "cheap: cheaper cheapest",
  "clean: cleaner cleanest",
  "close: closer closest",
  "deep: deeper deepest",
  "dense: denser densest",
  "early: earlier earliest",
  "easy: easier easiest",
  "fast: faster fastest",
  "few: fewer fewest",
  "fine: finer finest",
  "good: better best",
  "bad: worse worst",
  "hard: harder hardest",
  "heavy: heavier heaviest",
  "high: higher highest",
  "large: larger largest",
  "lean: leaner leanest",
  "light: lighter lightest",
  "long: longer longest",
  "loose: looser loosest",
  "low: lower lowest",
  "new: newer newest",
  "old: older oldest",
  "quick: quicker quickest",
  "safe: safer safest",
  "short: shorter shortest",
  "simple: simpler simplest",
  "slow: slower slowest",
  "small: smaller smallest",
  "strict: stricter strictest",
  "strong: stronger strongest",
  "thin: thinner thinnest",
  "tight: tighter tightest",
  "tiny: tinier tiniest",
  "weak: weaker weakest",
  "wide: wider widest"
];
function buildForms(lines) {
  let forms = /* @__PURE__ */ new Map();
  for (let line of lines) {
    let [base, list] = line.split(": ");
    for (let form of list.split(" ")) forms.set(form, base);
  }
  return forms;
}
var WORD_FORMS = buildForms([
  ...IRREGULAR_VERBS,
  ...COMPARATIVES
]);

// src/search/tokenizer.ts
var TOKEN_PATTERN = /[\p{L}\p{N}_]+(?:[-./@:][\p{L}\p{N}_]+)*/gu, PART_SEPARATORS = /[-./@:_]+/, PLAIN_WORD = /^[^-./@:_][^-./@:_\p{Lu}]*$/u, CAMEL_BOUNDARY = new RegExp("(?<=[\\p{Ll}\\p{N}])(?=\\p{Lu})|(?<=\\p{Lu})(?=\\p{Lu}\\p{Ll})(?!\\p{Lu}s(?!\\p{Ll}))", "u"), STOPWORDS = new Set(
  "a about all also am an and any are as at be been being both but by can could did do does during each for from had has have he her him his how i if in into is it its just me my of on or other our same she should so some such than that the their them then there these they this those to too us very was we were what when where which who why will with would you your".split(" ")
), PROTECTED_WORDS = new Set(
  "bed embed need seed feed speed shed red string thing spring ring ping during news always series species yes has was does its this his".split(" ")
), VOWEL = /[aeiouy]/, DOUBLED_CONSONANT = /([b-df-hj-kmnp-rtv-xz])\1$/, MIN_STEM = 3;
function stripPlural(word) {
  return word.length > 4 && word.endsWith("ies") ? `${word.slice(0, -3)}y` : word.endsWith("sses") || word.length > 4 && /(?:ch|sh|x|z)es$/.test(word) ? word.slice(0, -2) : word.length > 3 && word.endsWith("s") && !/(?:ss|us|is|os)$/.test(word) ? word.slice(0, -1) : word;
}
function stripVerbSuffix(word) {
  for (let suffix of ["ing", "ied", "ed"]) {
    if (!word.endsWith(suffix)) continue;
    if (suffix === "ied") return word.length > 4 ? `${word.slice(0, -3)}y` : null;
    if (suffix === "ed" && word.endsWith("eed")) return null;
    let stem2 = word.slice(0, -suffix.length);
    return stem2.length < MIN_STEM || !VOWEL.test(stem2) ? null : DOUBLED_CONSONANT.test(stem2) ? stem2.slice(0, -1) : stem2;
  }
  return null;
}
function stem(word) {
  let base = WORD_FORMS.get(word);
  if (base !== void 0) return stem(base);
  if (word.length <= 3 || PROTECTED_WORDS.has(word) || /\d/.test(word)) return word;
  let singular = stripPlural(word), verbStem = stripVerbSuffix(singular);
  return verbStem !== null ? verbStem : singular.length > 4 && singular.endsWith("e") && !singular.endsWith("ee") ? singular.slice(0, -1) : singular;
}
function tokenize(text) {
  return text.match(TOKEN_PATTERN) ?? [];
}
function splitCompound(token) {
  return PLAIN_WORD.test(token) ? [token] : token.split(PART_SEPARATORS).flatMap((piece) => piece.split(CAMEL_BOUNDARY)).filter((part) => part.length > 0);
}
function normalizePart(part, options) {
  let lower = part.toLowerCase();
  return lower.length < 2 || !options.keepStopwords && STOPWORDS.has(lower) ? null : stem(lower);
}
function processTerm(token, options = {}) {
  let parts = splitCompound(token);
  if (parts.length <= 1) {
    let term = normalizePart(token, options);
    return term === null ? null : [term];
  }
  let terms = /* @__PURE__ */ new Set([token.toLowerCase()]);
  for (let part of parts) {
    let term = normalizePart(part, options);
    term !== null && terms.add(term);
  }
  return [...terms];
}
function surfaceForms(token, options = {}) {
  let forms = [];
  for (let part of splitCompound(token)) {
    let form = part.toLowerCase(), term = normalizePart(form, options);
    term !== null && term !== form && forms.push({ form, stem: term });
  }
  return forms;
}
function analyze(text) {
  return tokenize(text).flatMap((token) => processTerm(token) ?? []);
}

// src/search/query-pruning.ts
var PRUNE_MIN_DOCUMENTS = 1e3, PRUNE_MAX_SHARE = 0.2;
function pruneQuery(query, documentCount, documentFrequency, termsOf) {
  if (documentCount < PRUNE_MIN_DOCUMENTS) return query;
  let limit = documentCount * PRUNE_MAX_SHARE, tokens = tokenize(query), frequencies = tokens.map((token) => {
    let found = termsOf(token).map(documentFrequency).filter((df) => df > 0);
    return found.length ? Math.min(...found) : 0;
  });
  return frequencies.some((df) => df > 0 && df <= limit) ? tokens.filter((_, i) => (frequencies[i] ?? 0) <= limit).join(" ") : query;
}

// src/search/keyword/keyword-codec.ts
import { closeSync, fstatSync, openSync } from "node:fs";

// src/io/read-at.ts
import { readSync } from "node:fs";
function readAt(fd, position, length) {
  let bytes = Buffer.allocUnsafe(length), done = 0;
  for (; done < length; ) {
    let n = readSync(fd, bytes, done, length - done, position + done);
    if (n === 0) return null;
    done += n;
  }
  return bytes;
}

// src/search/compact-postings.ts
var CompactPostings = class {
  #store;
  #start;
  #count;
  /** Where the last lookup ended: MiniSearch reads `get(doc)` right after iterating to `doc`. */
  #cursor;
  /** Saved entries removed, saved entries with another frequency, entries added since. */
  #removed = null;
  #changed = null;
  #added = null;
  constructor(store, start, count) {
    this.#store = store, this.#start = start, this.#count = count, this.#cursor = start;
  }
  get size() {
    return this.#count - (this.#removed?.size ?? 0) + (this.#added?.size ?? 0);
  }
  /**
   * The shared arrays and this list's bounds while it is unchanged, for a scorer that
   * walks postings without an iterator; null once it was written to.
   */
  range() {
    if (this.#removed || this.#changed || this.#added) return null;
    let { docs, freqs } = this.#store;
    return { docs, freqs, start: this.#start, end: this.#start + this.#count };
  }
  /** The position of `doc` in the saved entries (removed or not), or -1. */
  #find(doc) {
    let docs = this.#store.docs;
    if (this.#count > 0 && docs[this.#cursor] === doc) return this.#cursor;
    let lo = this.#start, hi = this.#start + this.#count - 1;
    for (; lo <= hi; ) {
      let mid = lo + hi >>> 1, at = docs[mid];
      if (at === doc)
        return this.#cursor = mid, mid;
      at < doc ? lo = mid + 1 : hi = mid - 1;
    }
    return -1;
  }
  /** True when `doc` is a saved entry not removed since. */
  #holdsSaved(doc) {
    return !this.#removed?.has(doc) && this.#find(doc) >= 0;
  }
  get(doc) {
    let added = this.#added?.get(doc);
    if (added !== void 0) return added;
    if (this.#removed?.has(doc)) return;
    let at = this.#find(doc);
    if (!(at < 0))
      return this.#changed?.get(doc) ?? this.#store.freqs[at];
  }
  has(doc) {
    return this.get(doc) !== void 0;
  }
  set(doc, freq) {
    return !this.#added?.has(doc) && this.#holdsSaved(doc) ? (this.#changed ??= /* @__PURE__ */ new Map(), this.#changed.set(doc, freq)) : (this.#added ??= /* @__PURE__ */ new Map(), this.#added.set(doc, freq)), this;
  }
  delete(doc) {
    return this.#added?.delete(doc) ? !0 : this.#holdsSaved(doc) ? (this.#removed ??= /* @__PURE__ */ new Set(), this.#removed.add(doc), this.#changed?.delete(doc), !0) : !1;
  }
  /**
   * Calls `visit(doc, freq)` for each entry in order, without an iterator. An entry removed
   * during the walk is skipped if not yet reached, as in a Map.
   */
  scan(visit) {
    let { docs, freqs } = this.#store, end = this.#start + this.#count, removed = this.#removed, changed = this.#changed;
    if (!removed && !changed)
      for (let i = this.#start; i < end; i++) visit(docs[i], freqs[i]);
    else
      for (let i = this.#start; i < end; i++) {
        let doc = docs[i];
        removed?.has(doc) || visit(doc, changed?.get(doc) ?? freqs[i]);
      }
    if (this.#added) for (let [doc, freq] of this.#added) visit(doc, freq);
  }
  *entries() {
    let { docs, freqs } = this.#store;
    for (let i = this.#start; i < this.#start + this.#count; i++) {
      let doc = docs[i];
      this.#removed?.has(doc) || (this.#cursor = i, yield [doc, this.#changed?.get(doc) ?? freqs[i]]);
    }
    this.#added && (yield* this.#added.entries());
  }
  *keys() {
    for (let [doc] of this.entries()) yield doc;
  }
  *values() {
    for (let [, freq] of this.entries()) yield freq;
  }
  [Symbol.iterator]() {
    return this.entries();
  }
  forEach(fn) {
    for (let [doc, freq] of this.entries()) fn(freq, doc, this);
  }
}, SmallMap = class {
  #pairs;
  /** A map of `pairs` (key, value, key, value, …), taken over as is. */
  constructor(pairs = []) {
    this.#pairs = pairs;
  }
  get size() {
    return this.#pairs.length / 2;
  }
  #indexOf(key) {
    for (let i = 0; i < this.#pairs.length; i += 2) if (this.#pairs[i] === key) return i;
    return -1;
  }
  get(key) {
    let at = this.#indexOf(key);
    return at < 0 ? void 0 : this.#pairs[at + 1];
  }
  has(key) {
    return this.#indexOf(key) >= 0;
  }
  set(key, value) {
    let at = this.#indexOf(key);
    return at >= 0 ? this.#pairs[at + 1] = value : this.#pairs = [...this.#pairs, key, value], this;
  }
  delete(key) {
    let at = this.#indexOf(key);
    return at < 0 ? !1 : (this.#pairs = this.#pairs.filter((_, i) => i !== at && i !== at + 1), !0);
  }
  /** Walks the pairs as they were when it started: MiniSearch deletes while it walks (vacuum). */
  *entries() {
    let pairs = this.#pairs;
    for (let i = 0; i < pairs.length; i += 2) yield [pairs[i], pairs[i + 1]];
  }
  *keys() {
    for (let [key] of this.entries()) yield key;
  }
  *values() {
    for (let [, value] of this.entries()) yield value;
  }
  [Symbol.iterator]() {
    return this.entries();
  }
  forEach(fn) {
    for (let [key, value] of this.entries()) fn(value, key, this);
  }
};

// src/io/string-table.ts
var StringTable = class _StringTable {
  #text;
  #starts;
  /** Row + 1 at each slot (0: empty); built on the first lookup. */
  #slots = null;
  constructor(text, starts) {
    if (starts.length < 1 || starts[starts.length - 1] !== text.length)
      throw new Error("a string table does not match its text");
    this.#text = text, this.#starts = starts;
  }
  /** A table of `strings`, in their order. */
  static of(strings) {
    let starts = new Uint32Array(strings.length + 1);
    for (let i = 0; i < strings.length; i++) starts[i + 1] = starts[i] + strings[i].length;
    return new _StringTable(strings.join(""), starts);
  }
  get size() {
    return this.#starts.length - 1;
  }
  /** The string at `row`. */
  at(row) {
    return this.#text.slice(this.#starts[row], this.#starts[row + 1]);
  }
  /**
   * Compares the string at `row` with `key` by UTF-16 code unit, looking at most at `key`'s
   * length when `prefixOnly` (then a string that starts with `key` compares equal).
   */
  compareAt(row, key, prefixOnly = !1) {
    let start = this.#starts[row], length = this.#starts[row + 1] - start, n = Math.min(length, key.length);
    for (let i = 0; i < n; i++) {
      let diff = this.#text.charCodeAt(start + i) - key.charCodeAt(i);
      if (diff !== 0) return diff;
    }
    return prefixOnly && length >= key.length ? 0 : length - key.length;
  }
  /** The first row holding `value` (and, when given, that `accept` takes), or -1. */
  indexOf(value, accept) {
    let slots = this.#slots ?? this.#buildSlots(), mask = slots.length - 1;
    for (let slot = hashString(value, 0, value.length) & mask; ; slot = slot + 1 & mask) {
      let held = slots[slot];
      if (held === 0) return -1;
      if (this.#equals(held - 1, value) && (!accept || accept(held - 1))) return held - 1;
    }
  }
  #equals(row, value) {
    let start = this.#starts[row];
    if (this.#starts[row + 1] - start !== value.length) return !1;
    for (let i = 0; i < value.length; i++)
      if (this.#text.charCodeAt(start + i) !== value.charCodeAt(i)) return !1;
    return !0;
  }
  /** Every row in a slot; rows of one value lie along its probe path in row order. */
  #buildSlots() {
    let capacity = 16;
    for (; capacity < this.size * 2; ) capacity *= 2;
    let slots = new Int32Array(capacity), mask = capacity - 1;
    for (let row = 0; row < this.size; row++) {
      let slot = hashString(this.#text, this.#starts[row], this.#starts[row + 1]) & mask;
      for (; slots[slot] !== 0; ) slot = slot + 1 & mask;
      slots[slot] = row + 1;
    }
    return this.#slots = slots, slots;
  }
  /** The table as bytes (see {@link readStringTable}). */
  toBytes() {
    let latin1 = !/[^\u0000-\u00ff]/.test(this.#text), text = Buffer.from(this.#text, latin1 ? "latin1" : "utf16le"), head = Buffer.alloc(9);
    head.writeUInt8(latin1 ? 1 : 0, 0), head.writeUInt32LE(this.size, 1), head.writeUInt32LE(text.length, 5);
    let starts = this.#starts;
    return Buffer.concat([
      head,
      text,
      Buffer.from(starts.buffer, starts.byteOffset, starts.byteLength)
    ]);
  }
};
function hashString(text, start, end) {
  let hash = 2166136261;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}
function readStringTable(bytes, position) {
  let view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (position + 9 > view.length) throw new Error("a string table is cut short");
  let latin1 = view.readUInt8(position) === 1, count = view.readUInt32LE(position + 1), textBytes = view.readUInt32LE(position + 5), textAt = position + 9, startsAt = textAt + textBytes, end = startsAt + (count + 1) * 4;
  if (end > view.length) throw new Error("a string table is cut short");
  let text = view.toString(latin1 ? "latin1" : "utf16le", textAt, startsAt), starts = new Uint32Array(count + 1);
  return new Uint8Array(starts.buffer).set(view.subarray(startsAt, end)), [new StringTable(text, starts), end];
}

// src/search/keyword/term-table.ts
function compareStrings(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function sortTerms(terms) {
  return Uint32Array.from(terms.keys()).sort((a, b) => compareStrings(terms[a], terms[b]));
}
var TermTable = class {
  #terms;
  #sorted;
  constructor(text, starts, sorted) {
    this.#terms = new StringTable(text, starts), this.#sorted = sorted;
  }
  get count() {
    return this.#sorted.length;
  }
  /** The term at position `index` of MiniSearch's order. */
  term(index) {
    return this.#terms.at(index);
  }
  /** The first sorted position whose term is not below `key` (or, with `prefixOnly`, above its range). */
  #bound(key, prefixOnly, upper) {
    let lo = 0, hi = this.#sorted.length;
    for (; lo < hi; ) {
      let mid = lo + hi >>> 1, c = this.#terms.compareAt(this.#sorted[mid], key, prefixOnly);
      c < 0 || upper && c === 0 ? lo = mid + 1 : hi = mid;
    }
    return lo;
  }
  /** The position of `term`, or -1. */
  find(term) {
    let at = this.#bound(term, !1, !1);
    if (at >= this.#sorted.length) return -1;
    let index = this.#sorted[at];
    return this.#terms.compareAt(index, term) === 0 ? index : -1;
  }
  /** Positions of the terms that start with `prefix` (itself included), in MiniSearch's order. */
  withPrefix(prefix) {
    let lo = this.#bound(prefix, !0, !1), hi = this.#bound(prefix, !0, !0);
    return Array.from(this.#sorted.subarray(lo, hi)).sort((a, b) => a - b);
  }
  /**
   * Terms within `maxDistance` edits of `query`, with their distance, in the order of
   * MiniSearch's `fuzzyGet`:
   * MiniSearch's banded Levenshtein matrix, walked over the sorted terms so that rows of a
   * prefix shared with the previous term are reused, and the terms under a prefix already
   * too far skipped (as its radix tree skips a subtree).
   */
  fuzzy(query, maxDistance) {
    let n = query.length + 1, m = n + maxDistance, matrix = new Uint8Array(m * n).fill(maxDistance + 1);
    for (let j = 0; j < n; ++j) matrix[j] = j;
    for (let i = 1; i < m; ++i) matrix[i * n] = i;
    let found = [], computed = "", valid = 0;
    for (let s = 0; s < this.#sorted.length; ) {
      let index = this.#sorted[s], term = this.term(index), depth = 0;
      for (; depth < valid && depth < term.length && term[depth] === computed[depth]; ) depth++;
      computed = term, valid = depth;
      let prunedAt = -1;
      for (let pos = depth; pos < term.length; pos++) {
        let i = pos + 1;
        if (i >= m) {
          prunedAt = i;
          break;
        }
        if (fillRow(matrix, query, term.charCodeAt(pos), i, n, maxDistance) > maxDistance) {
          prunedAt = i;
          break;
        }
        valid = i;
      }
      if (prunedAt < 0) {
        let distance = matrix[(term.length + 1) * n - 1];
        distance <= maxDistance && found.push([index, distance]), s++;
      } else
        valid = Math.min(valid, prunedAt - 1), s = this.#bound(term.slice(0, prunedAt), !0, !0);
    }
    return found.sort((a, b) => b[0] - a[0]);
  }
};
function fillRow(matrix, query, char, i, n, maxDistance) {
  let thisRow = n * i, prevRow = thisRow - n, minDistance = matrix[thisRow], jmin = Math.max(0, i - maxDistance - 1), jmax = Math.min(n - 1, i + maxDistance);
  for (let j = jmin; j < jmax; ++j) {
    let different = char !== query.charCodeAt(j) ? 1 : 0, rpl = matrix[prevRow + j] + different, del = matrix[prevRow + j + 1] + 1, ins = matrix[thisRow + j] + 1, dist = Math.min(rpl, del, ins);
    matrix[thisRow + j + 1] = dist, dist < minDistance && (minDistance = dist);
  }
  return minDistance;
}

// src/search/keyword/keyword-codec.ts
var MAGIC = "STRK", ByteWriter = class {
  bytes = new Uint8Array(65536);
  length = 0;
  #reserve(extra) {
    if (this.length + extra <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    for (; size < this.length + extra; ) size *= 2;
    let grown2 = new Uint8Array(size);
    grown2.set(this.bytes.subarray(0, this.length)), this.bytes = grown2;
  }
  varint(value) {
    this.#reserve(8);
    let rest = value;
    for (; rest >= 128; )
      this.bytes[this.length++] = rest % 128 | 128, rest = Math.floor(rest / 128);
    this.bytes[this.length++] = rest;
  }
  append(raw) {
    this.#reserve(raw.length), this.bytes.set(raw, this.length), this.length += raw.length;
  }
};
function writeFields(out, fields) {
  let list = [...fields];
  out.varint(list.length);
  for (let [fieldId, postings] of list) {
    out.varint(fieldId), out.varint(postings.size);
    let docs = [...postings.keys()].sort((a, b) => a - b), previous = 0;
    for (let doc of docs)
      out.varint(doc - previous), out.varint(postings.get(doc)), previous = doc;
  }
}
function writeEncoded(out, fields) {
  out.varint(fields.length);
  for (let { field, count, pairs } of fields)
    out.varint(field), out.varint(count), out.append(pairs);
}
function encodeKeywordFile(stats, documents, terms) {
  let names = [], postingStarts = [0], postings = new ByteWriter();
  for (let { term, fields, encoded, raw } of terms) {
    if (names.push(term), raw ? postings.append(raw) : encoded ? writeEncoded(postings, encoded) : writeFields(postings, fields ?? []), postings.length > 4294967295) throw new Error("keyword postings exceed 4 GB");
    postingStarts.push(postings.length);
  }
  let text = names.join(""), latin1 = !/[^\u0000-\u00ff]/.test(text), termBytes = Buffer.from(text, latin1 ? "latin1" : "utf16le"), termStarts = new Uint32Array(names.length + 1);
  names.forEach((name, i) => {
    termStarts[i + 1] = termStarts[i] + name.length;
  });
  let docBytes = Buffer.from(JSON.stringify(documents)), header = {
    ...stats,
    termCount: names.length,
    latin1,
    termChars: text.length,
    documentBytes: docBytes.length,
    postingBytes: postings.length
  }, headerBytes = Buffer.from(JSON.stringify(header)), lead = Buffer.alloc(8);
  lead.write(MAGIC, 0, "latin1"), lead.writeUInt32LE(headerBytes.length, 4);
  let u32 = (array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  return Buffer.concat([
    lead,
    headerBytes,
    termBytes,
    u32(termStarts),
    u32(sortTerms(names)),
    u32(Uint32Array.from(postingStarts)),
    docBytes,
    postings.bytes.subarray(0, postings.length)
  ]);
}
function decodeTerm(bytes) {
  let pos = 0, read = () => {
    let value = 0, scale = 1;
    for (; ; ) {
      if (pos >= bytes.length) throw new Error("postings end early");
      let byte = bytes[pos++];
      if (byte < 128) return value + byte * scale;
      value += (byte & 127) * scale, scale *= 128;
    }
  }, pairs = new Array(read() * 2), capacity = Math.floor(bytes.length / 2), store = { docs: new Uint32Array(capacity), freqs: new Uint8Array(capacity) }, next = 0;
  for (let f = 0; f < pairs.length; f += 2) {
    let fieldId = read(), count = read();
    if (next + count > capacity) throw new Error("postings overrun their bytes");
    let doc = 0;
    for (let i = next; i < next + count; i++) {
      let delta = bytes[pos];
      if (delta < 128 && pos + 1 < bytes.length && bytes[pos + 1] < 128) {
        doc += delta, store.docs[i] = doc, store.freqs[i] = bytes[pos + 1], pos += 2;
        continue;
      }
      doc += read(), store.docs[i] = doc;
      let freq = read();
      if (freq > 255 && !(store.freqs instanceof Uint32Array)) {
        let wider = new Uint32Array(capacity);
        wider.set(store.freqs), store.freqs = wider;
      }
      store.freqs[i] = freq;
    }
    pairs[f] = fieldId, pairs[f + 1] = new CompactPostings(store, next, count), next += count;
  }
  return new SmallMap(pairs);
}
function mustRead(fd, length, position) {
  let bytes = readAt(fd, position, length);
  if (!bytes) throw new Error("the file ends early");
  return bytes;
}
function readU32(fd, count, position) {
  let array = new Uint32Array(count), bytes = mustRead(fd, array.byteLength, position);
  return new Uint8Array(array.buffer).set(bytes), array;
}
function readHeader(fd) {
  let lead = mustRead(fd, 8, 0);
  if (lead.toString("latin1", 0, 4) !== MAGIC) throw new Error("it is not a saved keyword index");
  let length = lead.readUInt32LE(4), header = JSON.parse(mustRead(fd, length, 8).toString("utf8"));
  if (!Number.isInteger(header?.termCount) || !Number.isInteger(header.postingBytes))
    throw new Error("its header is incomplete");
  return { header, at: 8 + length };
}
function openKeywordFile(file, expectedFormat) {
  let fd = openSync(file, "r");
  try {
    let { header, at } = readHeader(fd);
    if (header.format !== expectedFormat)
      throw new Error(`format ${String(header.format)}, expected ${expectedFormat}`);
    let n = header.termCount, termByteLength = header.termChars * (header.latin1 ? 1 : 2), text = mustRead(fd, termByteLength, at).toString(header.latin1 ? "latin1" : "utf16le"), pos = at + termByteLength, starts = readU32(fd, n + 1, pos);
    pos += starts.byteLength;
    let sorted = readU32(fd, n, pos);
    pos += sorted.byteLength;
    let postingStarts = readU32(fd, n + 1, pos);
    pos += postingStarts.byteLength;
    let documentBytes = mustRead(fd, header.documentBytes, pos), base = pos + header.documentBytes;
    if (starts[n] !== header.termChars || postingStarts[n] !== header.postingBytes)
      throw new Error("its term table does not match its header");
    if (fstatSync(fd).size !== base + header.postingBytes)
      throw new Error("its size does not match its header");
    let {
      termCount: _t,
      latin1: _l,
      termChars: _c,
      documentBytes: _d,
      postingBytes: _p,
      ...stats
    } = header, open = !0;
    return {
      stats,
      documentBytes,
      terms: new TermTable(text, starts, sorted),
      termBytes: (index) => mustRead(
        fd,
        postingStarts[index + 1] - postingStarts[index],
        base + postingStarts[index]
      ),
      close: () => {
        open && closeSync(fd), open = !1;
      }
    };
  } catch (error) {
    throw closeSync(fd), error;
  }
}

// src/search/keyword/posting-lists.ts
function blockSize(written) {
  return Math.min(4096, Math.max(8, written));
}
function grown(array, needed) {
  if (needed <= array.length) return array;
  let size = array.length * 2;
  for (; size < needed; ) size *= 2;
  let next = new array.constructor(size);
  return next.set(array), next;
}
var PostingLists = class {
  #pool = new Uint8Array(1 << 20);
  #poolLength = 0;
  /** Per list: first block, write position, end of the current block's data. */
  #head = new Uint32Array(1024);
  #at = new Uint32Array(1024);
  #end = new Uint32Array(1024);
  /** Per list: bytes in the blocks before the current one, bytes written. */
  #before = new Uint32Array(1024);
  #bytes = new Uint32Array(1024);
  /** Per list: postings, and the last document (for the next gap). */
  #counts = new Uint32Array(1024);
  #last = new Uint32Array(1024);
  #lists = 0;
  #scratch = new Uint8Array(16);
  /** Number of lists. */
  get size() {
    return this.#lists;
  }
  /** A new empty list; returns its id. */
  create() {
    let id = this.#lists++;
    if (id >= this.#head.length) {
      let n = id + 1;
      this.#head = grown(this.#head, n), this.#at = grown(this.#at, n), this.#end = grown(this.#end, n), this.#before = grown(this.#before, n), this.#bytes = grown(this.#bytes, n), this.#counts = grown(this.#counts, n), this.#last = grown(this.#last, n);
    }
    let block = this.#allocate(8);
    return this.#head[id] = block, this.#at[id] = block, this.#end[id] = block + 8, id;
  }
  #allocate(size) {
    let at = this.#poolLength;
    return this.#poolLength += size + 4, this.#pool = grown(this.#pool, this.#poolLength), at;
  }
  /** Number of postings in `list`. */
  count(list) {
    return this.#counts[list];
  }
  /**
   * Appends a posting: `doc` must not be below the list's last document (ascending order,
   * as documents are added), `frequency` at least 1.
   */
  append(list, doc, frequency) {
    let scratch = this.#scratch, n = writeVarint(scratch, 0, doc - this.#last[list]);
    n = writeVarint(scratch, n, frequency), this.#last[list] = doc, this.#counts[list]++;
    let at = this.#at[list];
    for (let i = 0; i < n; i++)
      at === this.#end[list] && (at = this.#chain(list, at)), this.#pool[at++] = scratch[i];
    this.#at[list] = at, this.#bytes[list] += n;
  }
  /** Starts a new block for `list`, whose current block is full and ends at `at`. */
  #chain(list, at) {
    let before = this.#before[list] + blockSize(this.#before[list]);
    this.#before[list] = before;
    let size = blockSize(before), block = this.#allocate(size);
    return new DataView(this.#pool.buffer).setUint32(at, block, !0), this.#end[list] = block + size, block;
  }
  /** Bytes of `list` (its varint pairs). */
  byteLength(list) {
    return this.#bytes[list];
  }
  /** Copies the bytes of `list` (its varint pairs) into `into` at `at`. */
  read(list, into, at) {
    let total = this.#bytes[list], view = new DataView(this.#pool.buffer), block = this.#head[list], passed = 0;
    for (; passed < total; ) {
      let size = blockSize(passed), take = Math.min(size, total - passed);
      into.set(this.#pool.subarray(block, block + take), at + passed), passed += take, passed < total && (block = view.getUint32(block + size, !0));
    }
  }
};
function writeVarint(into, at, value) {
  let rest = value, pos = at;
  for (; rest >= 128; )
    into[pos++] = rest % 128 | 128, rest = Math.floor(rest / 128);
  return into[pos++] = rest, pos;
}

// src/core/own-string.ts
function ownString(text) {
  return text.length < 13 ? text : Buffer.from(text, "utf16le").toString("utf16le");
}

// src/search/keyword/token-terms.ts
var TokenTerms = class {
  #process;
  #tokens = /* @__PURE__ */ new Map();
  #ids = /* @__PURE__ */ new Map();
  /** Term names by id. */
  names = [];
  constructor(process) {
    this.#process = process;
  }
  /** The entry of `token` (made when new). */
  entry(token) {
    let entry = this.#tokens.get(token);
    if (!entry) {
      let own = ownString(token);
      entry = { token: own, terms: [] }, this.#tokens.set(own, entry);
    }
    return entry;
  }
  /**
   * The term ids of `entry` in term group `group`, analysed as in `field` the first time:
   * every field of a group must give the same terms for a token.
   */
  terms(entry, group, field) {
    let known = entry.terms[group];
    if (known !== void 0) return known;
    let processed = this.#process(entry.token, field), ids = -1;
    return Array.isArray(processed) ? ids = processed.length === 1 ? this.#id(processed[0]) : processed.map((t) => this.#id(t)) : processed && (ids = this.#id(processed)), entry.terms[group] = ids, ids;
  }
  #id(term) {
    let id = this.#ids.get(term);
    if (id === void 0) {
      let own = ownString(term);
      id = this.names.length, this.#ids.set(own, id), this.names.push(own);
    }
    return id;
  }
};

// src/search/keyword/keyword-builder.ts
var MAX_FIELDS = 5, INITIAL_TERMS = 16384;
function grownInt32(array, needed) {
  if (needed <= array.length) return array;
  let next = new Int32Array(Math.max(needed, array.length * 2)).fill(-1);
  return next.set(array), next;
}
var KeywordBuilder = class {
  #options;
  #fields;
  /** Per field: its term group (fields of a group give a token the same terms). */
  #groups;
  /** Document rows by key; a discarded note's row becomes null. */
  #rows = /* @__PURE__ */ new Map();
  #documents = [];
  #documentCount = 0;
  #dirtCount = 0;
  #averages = [];
  #tokens;
  /** Term ids in the order MiniSearch's index would first hold them. */
  #firstSeen = [];
  /** Per term and field: its posting list, or -1. */
  #lists = new Int32Array(INITIAL_TERMS * MAX_FIELDS).fill(-1);
  /** Per term: its fields in the order they first held it, 3 bits each (field id + 1). */
  #fieldOrder = new Uint16Array(INITIAL_TERMS);
  /** Per term: its count in the field being added (0 outside), and the terms counted. */
  #noteCounts = new Uint32Array(INITIAL_TERMS);
  #touched = [];
  #postings = new PostingLists();
  /**
   * `termGroup` says which fields give a token the same terms (the same number), so that
   * a token is analysed once for all of them; by default every field is a group.
   */
  constructor(options, termGroup = (f) => options.fields.indexOf(f)) {
    if (options.fields.length > MAX_FIELDS) throw new Error("too many keyword fields");
    this.#options = options, this.#fields = options.fields, this.#groups = options.fields.map(termGroup), this.#tokens = new TokenTerms(options.processTerm);
  }
  /** Documents held (discarded ones not counted). */
  get size() {
    return this.#documentCount;
  }
  /** Discarded documents whose postings are still held. */
  get dirtCount() {
    return this.#dirtCount;
  }
  has(id) {
    return this.#rows.has(id);
  }
  /** Adds a document, as MiniSearch's `add`; its id must be new. */
  add(document) {
    let { extractField, idField } = this.#options, id = extractField(document, idField);
    if (id == null) throw new Error(`document has no ID field "${String(idField)}"`);
    if (this.#rows.has(id)) throw new Error(`duplicate ID ${String(id)}`);
    let shortId = this.#documents.length;
    this.#rows.set(id, shortId), this.#documentCount++;
    let lengths = [], counted = /* @__PURE__ */ new Map();
    for (let fieldId = 0; fieldId < this.#fields.length; fieldId++) {
      let field = this.#fields[fieldId], value = extractField(document, field);
      if (value == null) continue;
      let tokens = counted.get(value);
      tokens || (tokens = this.#countTokens(value, field), counted.set(value, tokens));
      let length = tokens.entries.length;
      lengths[fieldId] = length;
      let count = this.#documentCount - 1, average = this.#averages[fieldId] || 0;
      this.#averages[fieldId] = (average * count + length) / (count + 1), this.#addTerms(shortId, fieldId, tokens);
    }
    this.#documents.push([shortId, id, lengths, this.#storedFields(document)]);
  }
  /** Discards a document, as MiniSearch's `discard`: its postings stay until a vacuum. */
  discard(id) {
    let row = this.#rows.get(id);
    if (row === void 0) throw new Error(`cannot discard ${String(id)}: it is not held`);
    this.#rows.delete(id), this.#documents[row][2].forEach((length, fieldId) => {
      let count = this.#documentCount;
      count === 1 ? this.#averages[fieldId] = 0 : this.#averages[fieldId] = (this.#averages[fieldId] * count - length) / (count - 1);
    }), this.#documents[row] = null, this.#documentCount--, this.#dirtCount++;
  }
  #countTokens(value, field) {
    let { tokenize: tokenize2, stringifyField } = this.#options, at = /* @__PURE__ */ new Map(), entries = [], counts = [];
    for (let token of tokenize2(stringifyField(value, field), field)) {
      let i = at.get(token);
      i !== void 0 ? counts[i]++ : (at.set(token, entries.length), entries.push(this.#tokens.entry(token)), counts.push(1));
    }
    return { entries, counts };
  }
  /**
   * The terms of a field's tokens, counts summed within the note, appended as postings in
   * the order the terms first come in the field (MiniSearch's order of adding them).
   */
  #addTerms(doc, fieldId, tokens) {
    let field = this.#fields[fieldId], group = this.#groups[fieldId], touched = this.#touched;
    touched.length = 0;
    let { entries, counts } = tokens;
    for (let i = 0; i < entries.length; i++) {
      let ids = this.#tokens.terms(entries[i], group, field);
      if (typeof ids == "number")
        ids >= 0 && this.#count(ids, counts[i]);
      else for (let id of ids) this.#count(id, counts[i]);
    }
    for (let term of touched)
      this.#postings.append(this.#list(term, fieldId), doc, this.#noteCounts[term]), this.#noteCounts[term] = 0;
  }
  #count(term, count) {
    term >= this.#noteCounts.length && this.#growTerms(term + 1), this.#noteCounts[term] === 0 && this.#touched.push(term), this.#noteCounts[term] += count;
  }
  #growTerms(needed) {
    let size = Math.max(needed, this.#noteCounts.length * 2), counts = new Uint32Array(size);
    counts.set(this.#noteCounts), this.#noteCounts = counts;
    let order = new Uint16Array(size);
    order.set(this.#fieldOrder), this.#fieldOrder = order, this.#lists = grownInt32(this.#lists, size * MAX_FIELDS);
  }
  /** The posting list of `term` in `fieldId`, created (term and field noted) when new. */
  #list(term, fieldId) {
    let slot = term * MAX_FIELDS + fieldId, list = this.#lists[slot];
    return list < 0 && (list = this.#postings.create(), this.#lists[slot] = list, this.#fieldOrder[term] === 0 && this.#firstSeen.push(term), this.#fieldOrder[term] = this.#fieldOrder[term] << 3 | fieldId + 1), list;
  }
  #storedFields(document) {
    let { storeFields, extractField } = this.#options;
    if (!storeFields || storeFields.length === 0) return;
    let stored = {};
    for (let name of storeFields) {
      let value = extractField(document, name);
      value !== void 0 && (stored[name] = value);
    }
    return stored;
  }
  /** The keyword file of what was added, with format number `format`. */
  encode(format) {
    let fieldIds = {};
    this.#fields.forEach((field, i) => {
      fieldIds[field] = i;
    });
    let stats = {
      format,
      documentCount: this.#documentCount,
      nextId: this.#documents.length,
      fieldIds,
      averageFieldLength: this.#averages,
      dirtCount: this.#dirtCount
    }, documents = this.#documents.filter((doc) => doc !== null);
    return encodeKeywordFile(stats, documents, this.#termsToSave());
  }
  /**
   * The terms in MiniSearch's iteration order, each with its encoded posting lists. The
   * lists of one term share a buffer the next term reuses: the encoder copies them at once.
   */
  *#termsToSave() {
    let buffer = new Uint8Array(65536);
    for (let termId of this.#termOrder()) {
      let fields = [];
      for (let order = this.#fieldOrder[termId]; order > 0; order >>= 3)
        fields.unshift((order & 7) - 1);
      let lists = fields.map((field) => this.#lists[termId * MAX_FIELDS + field]), total = 0;
      for (let list of lists) total += this.#postings.byteLength(list);
      total > buffer.length && (buffer = new Uint8Array(total * 2));
      let encoded = [], offset = 0;
      for (let [i, list] of lists.entries()) {
        let length = this.#postings.byteLength(list);
        this.#postings.read(list, buffer, offset), encoded.push({
          field: fields[i],
          count: this.#postings.count(list),
          pairs: buffer.subarray(offset, offset + length)
        }), offset += length;
      }
      yield { term: this.#tokens.names[termId], encoded };
    }
  }
  /**
   * Term ids in MiniSearch's iteration order: the order of its term tree (a radix tree of
   * Maps, whose order depends on the order keys were inserted), filled here the same way.
   */
  #termOrder() {
    let tree = new MiniSearch({ fields: [] })._index, names = this.#tokens.names;
    for (let id of this.#firstSeen) tree.set(names[id], id);
    let order = new Uint32Array(this.#firstSeen.length), at = 0;
    for (let id of tree.values()) order[at++] = id;
    return order;
  }
};

// src/search/keyword/disk-term-index.ts
var CACHE_BYTES = 4 * 1024 * 1024, DiskTermIndex = class {
  #file;
  /** Changed saved terms (null: removed) and new terms, by term. */
  #overlay = /* @__PURE__ */ new Map();
  /** Terms of the overlay that the file does not hold, for prefix and fuzzy matching. */
  #newTable = null;
  #cache = /* @__PURE__ */ new Map();
  #cacheBytes = 0;
  #removedSaved = 0;
  #added = 0;
  constructor(file) {
    this.#file = file;
  }
  get size() {
    return this.#file.terms.count - this.#removedSaved + this.#added;
  }
  /** The saved term at `index`, decoded (from the cache when it was read lately). */
  #saved(index) {
    let hit = this.#cache.get(index);
    if (hit)
      return this.#cache.delete(index), this.#cache.set(index, hit), hit.fields;
    let bytes = this.#file.termBytes(index), fields = decodeTerm(bytes);
    this.#cache.set(index, { fields, bytes: bytes.length }), this.#cacheBytes += bytes.length;
    for (let [old, entry] of this.#cache) {
      if (this.#cacheBytes <= CACHE_BYTES || old === index) break;
      this.#cache.delete(old), this.#cacheBytes -= entry.bytes;
    }
    return fields;
  }
  get(term) {
    let changed = this.#overlay.get(term);
    if (changed !== void 0) return changed ?? void 0;
    let index = this.#file.terms.find(term);
    return index < 0 ? void 0 : this.#saved(index);
  }
  has(term) {
    return this.get(term) !== void 0;
  }
  /** The term's fields for a change: they move into the overlay (created when missing). */
  fetch(term, create) {
    let changed = this.#overlay.get(term);
    if (changed) return changed;
    let index = this.#file.terms.find(term), fields;
    if (index >= 0 && changed === void 0) {
      fields = this.#saved(index);
      let entry = this.#cache.get(index);
      this.#cache.delete(index), this.#cacheBytes -= entry.bytes;
    } else fields = create();
    return this.set(term, fields), fields;
  }
  set(term, fields) {
    let before = this.#overlay.get(term), saved = this.#file.terms.find(term) >= 0;
    return saved && before === null && this.#removedSaved--, !saved && before === void 0 && (this.#added++, this.#newTable = null), this.#overlay.set(term, fields), this;
  }
  delete(term) {
    return this.has(term) ? (this.#file.terms.find(term) >= 0 ? (this.#overlay.set(term, null), this.#removedSaved++) : (this.#overlay.delete(term), this.#added--, this.#newTable = null), !0) : !1;
  }
  /** Every term in order, with its fields (saved ones read from disk, one at a time). */
  *[Symbol.iterator]() {
    for (let entry of this.#entries()) {
      let fields = entry.fields ?? decodeTerm(this.#file.termBytes(entry.index));
      yield [entry.term, fields];
    }
  }
  /** The terms to save, in order: an unchanged saved term as its saved bytes. */
  *toSave() {
    for (let entry of this.#entries())
      entry.fields ? yield { term: entry.term, fields: entry.fields } : yield { term: entry.term, raw: this.#file.termBytes(entry.index) };
  }
  *#entries() {
    let { terms } = this.#file;
    for (let index = 0; index < terms.count; index++) {
      let term = terms.term(index), changed = this.#overlay.get(term);
      changed !== null && (yield { term, index, fields: changed ?? null });
    }
    for (let term of this.#newTerms().names)
      yield { term, index: -1, fields: this.#overlay.get(term) };
  }
  #newTerms() {
    if (!this.#newTable) {
      let names = [...this.#overlay.keys()].filter((t) => this.#file.terms.find(t) < 0), starts = new Uint32Array(names.length + 1);
      names.forEach((name, i) => {
        starts[i + 1] = starts[i] + name.length;
      }), this.#newTable = { table: new TermTable(names.join(""), starts, sortTerms(names)), names };
    }
    return this.#newTable;
  }
  /**
   * MiniSearch's vacuum over this index: postings of documents `live` rejects are dropped,
   * then fields left empty, then terms left empty; what stays keeps its order.
   */
  vacuum(live) {
    for (let entry of [...this.#entries()]) {
      let fields = entry.fields ?? decodeTerm(this.#file.termBytes(entry.index)), kept = [], changed = !1;
      for (let [fieldId, postings] of fields) {
        let left = withoutDead(postings, live);
        changed ||= left !== postings, left && kept.push(fieldId, left);
      }
      changed && (kept.length === 0 ? this.delete(entry.term) : this.set(entry.term, new SmallMap(kept)));
    }
  }
  /** The terms (and their fields) that start with `prefix`, `prefix` itself included. */
  atPrefix(prefix) {
    let out = [], add = (term) => {
      let fields = this.get(term);
      fields && out.push([term, fields]);
    };
    for (let index of this.#file.terms.withPrefix(prefix)) add(this.#file.terms.term(index));
    let fresh = this.#newTerms();
    for (let index of fresh.table.withPrefix(prefix)) add(fresh.names[index]);
    return out;
  }
  /** The terms within `maxDistance` edits of `term`, with their fields and distance. */
  fuzzyGet(term, maxDistance) {
    let out = /* @__PURE__ */ new Map(), add = (found, distance) => {
      let fields = this.get(found);
      fields && out.set(found, [fields, distance]);
    }, { terms } = this.#file;
    for (let [index, distance] of terms.fuzzy(term, maxDistance))
      add(terms.term(index), distance);
    let fresh = this.#newTerms();
    for (let [index, distance] of fresh.table.fuzzy(term, maxDistance))
      add(fresh.names[index], distance);
    return out;
  }
};
function withoutDead(postings, live) {
  let docs = [], freqs = [];
  for (let [doc, freq] of postings)
    live(doc) && (docs.push(doc), freqs.push(freq));
  if (docs.length === postings.size) return postings;
  if (docs.length === 0) return null;
  if (!docs.every((doc, i) => i === 0 || doc > docs[i - 1])) return new Map(docs.map((doc, i) => [doc, freqs[i]]));
  let store = { docs: Uint32Array.from(docs), freqs: Uint32Array.from(freqs) };
  return new CompactPostings(store, 0, docs.length);
}

// src/search/keyword/keyword-bytes.ts
function keywordFileFromBytes(bytes, expectedFormat) {
  let all = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), slice = (position, length) => {
    if (position + length > all.length) throw new Error("the file ends early");
    return all.subarray(position, position + length);
  }, u32 = (count, position) => {
    let array = new Uint32Array(count);
    return new Uint8Array(array.buffer).set(slice(position, array.byteLength)), array;
  };
  if (slice(0, 4).toString("latin1") !== MAGIC) throw new Error("it is not a saved keyword index");
  let headerLength = all.readUInt32LE(4), {
    termCount: n,
    latin1,
    termChars,
    documentBytes,
    postingBytes,
    ...stats
  } = JSON.parse(slice(8, headerLength).toString("utf8"));
  if (stats.format !== expectedFormat)
    throw new Error(`format ${String(stats.format)}, expected ${expectedFormat}`);
  let pos = 8 + headerLength, text = slice(pos, termChars * (latin1 ? 1 : 2)).toString(latin1 ? "latin1" : "utf16le");
  pos += termChars * (latin1 ? 1 : 2);
  let starts = u32(n + 1, pos);
  pos += starts.byteLength;
  let sorted = u32(n, pos);
  pos += sorted.byteLength;
  let postingStarts = u32(n + 1, pos);
  pos += postingStarts.byteLength;
  let documents = slice(pos, documentBytes), base = pos + documentBytes;
  if (all.length !== base + postingBytes) throw new Error("its size does not match its header");
  return {
    stats,
    documentBytes: documents,
    terms: new TermTable(text, starts, sorted),
    termBytes: (index) => slice(base + postingStarts[index], postingStarts[index + 1] - postingStarts[index]),
    close: () => {
    }
  };
}

// src/search/keyword/saved-documents-scan.ts
var NO_LENGTH = 4294967295, QUOTE = 34, BACKSLASH = 92, COMMA = 44, OPEN = 91, CLOSE = 93, Column = class {
  values;
  length = 0;
  constructor(capacity) {
    this.values = new Uint32Array(Math.max(16, capacity));
  }
  push(value) {
    if (this.length === this.values.length) {
      let grown2 = new Uint32Array(this.values.length * 2);
      grown2.set(this.values), this.values = grown2;
    }
    this.values[this.length++] = value;
  }
  done() {
    return this.length === this.values.length ? this.values : this.values.slice(0, this.length);
  }
};
function refuse(at) {
  throw new Error(`its documents are not the list this version writes (at byte ${at})`);
}
function stringEnd(bytes, at) {
  let quote = bytes.indexOf(QUOTE, at + 1);
  if (quote > 0 && bytes[quote - 1] !== BACKSLASH) return quote + 1;
  let i = at + 1;
  for (; ; ) {
    let byte = bytes[i];
    if (byte === void 0 && refuse(at), byte === QUOTE) return i + 1;
    i += byte === BACKSLASH ? 2 : 1;
  }
}
function valueEnd(bytes, at) {
  let depth = 0, i = at;
  for (; ; ) {
    let byte = bytes[i];
    if (byte === void 0 && refuse(at), byte === QUOTE) {
      if (i = stringEnd(bytes, i), depth === 0) return i;
    } else if (byte === 123 || byte === OPEN)
      depth++, i++;
    else if (byte === 125 || byte === CLOSE) {
      if (depth === 0 || (depth--, i++, depth === 0)) return i;
    } else {
      if (byte === COMMA && depth === 0) return i;
      i++;
    }
  }
}
function scanDocuments(bytes, expected) {
  let shortIds = new Column(expected), lengths = new Column(expected * 4), counts = new Column(expected), storedRanges = new Column(expected * 2), keyRanges = new Column(expected * 2), decoded = /* @__PURE__ */ new Map(), ascii = !0, width = 0, pos = 0, expect = (byte) => {
    bytes[pos] !== byte && refuse(pos), pos++;
  }, integer = (nullable) => {
    if (nullable && bytes[pos] === 110)
      return (bytes[pos + 1] !== 117 || bytes[pos + 2] !== 108 || bytes[pos + 3] !== 108) && refuse(pos), pos += 4, -1;
    let start = pos, value = 0;
    for (let digit = bytes[pos] - 48; digit >= 0 && digit <= 9; digit = bytes[pos] - 48)
      value = value * 10 + digit, pos++;
    return (pos === start || pos - start > 10) && refuse(start), value;
  };
  for (expect(OPEN); bytes[pos] !== CLOSE; ) {
    shortIds.length > 0 && expect(COMMA), expect(OPEN), shortIds.push(integer(!1)), expect(COMMA), bytes[pos] !== QUOTE && refuse(pos);
    let end = stringEnd(bytes, pos), plain = !0;
    for (let i = pos + 1; i < end - 1; i++) {
      let byte = bytes[i];
      byte >= 128 ? ascii = !1 : byte === BACKSLASH && (plain = !1);
    }
    plain || decoded.set(shortIds.length - 1, JSON.parse(bytes.toString("utf8", pos, end))), keyRanges.push(pos + 1), keyRanges.push(end - 1), pos = end, expect(COMMA), expect(OPEN);
    let count = 0;
    for (; bytes[pos] !== CLOSE; ) {
      count > 0 && expect(COMMA);
      let length = integer(!0);
      length >= NO_LENGTH && refuse(pos), lengths.push(length < 0 ? NO_LENGTH : length), count++;
    }
    pos++, count > 255 && refuse(pos), counts.push(count), width = Math.max(width, count), expect(COMMA), storedRanges.push(pos), pos = valueEnd(bytes, pos), storedRanges.push(pos), expect(CLOSE);
  }
  return pos !== bytes.length - 1 && refuse(pos), {
    keys: keyTable(bytes, keyRanges.done(), decoded, ascii),
    shortIds: shortIds.done(),
    ...lengthColumns(lengths.done(), counts.done(), width),
    ...storedColumn(bytes, storedRanges.done())
  };
}
function gather(bytes, ranges) {
  let n = ranges.length / 2, starts = new Uint32Array(n + 1);
  for (let row = 0; row < n; row++)
    starts[row + 1] = starts[row] + ranges[row * 2 + 1] - ranges[row * 2];
  let out = Buffer.allocUnsafe(starts[n]), o = 0, high = 0;
  for (let row = 0; row < n; row++) {
    let end = ranges[row * 2 + 1];
    for (let i = ranges[row * 2]; i < end; i++) {
      let byte = bytes[i];
      high |= byte, out[o++] = byte;
    }
  }
  return { out, starts, ascii: high < 128 };
}
function keyTable(bytes, ranges, decoded, ascii) {
  if (!ascii || decoded.size > 0) {
    let keys = Array.from(
      { length: ranges.length / 2 },
      (_, row) => decoded.get(row) ?? bytes.toString("utf8", ranges[row * 2], ranges[row * 2 + 1])
    );
    return StringTable.of(keys);
  }
  let { out, starts } = gather(bytes, ranges);
  return new StringTable(out.toString("latin1"), starts);
}
function lengthColumns(flat, counts, width) {
  let lengths = new Uint32Array(counts.length * width), at = 0;
  for (let row = 0; row < counts.length; row++) {
    let count = counts[row];
    for (let f = 0; f < count; f++) lengths[row * width + f] = flat[at++];
  }
  return { lengths, lengthCounts: Uint8Array.from(counts), width };
}
function storedColumn(bytes, ranges) {
  let { out, starts, ascii } = gather(bytes, ranges);
  return { stored: out, storedStarts: starts, storedEncoding: ascii ? "latin1" : "utf8" };
}

// src/search/keyword/saved-documents.ts
var SavedRowsMap = class {
  #gone;
  #goneCount = 0;
  #changed = /* @__PURE__ */ new Map();
  #rows;
  constructor(rows) {
    this.#rows = rows, this.#gone = new Uint8Array(rows);
  }
  #live(key) {
    let row = this.findRow(key);
    return row >= 0 && this.#gone[row] === 0 ? row : -1;
  }
  /** Calls `visit` with each saved row still current, then with each entry set since. */
  eachCurrent(visitRow, visitChanged) {
    for (let row = 0; row < this.#rows; row++) this.#gone[row] === 0 && visitRow(row);
    for (let [key, value] of this.#changed) visitChanged(key, value);
  }
  /** The saved row `key` is served from, or -1 (absent, deleted, or set since). */
  savedRow(key) {
    return this.#changed.has(key) ? -1 : this.#live(key);
  }
  get size() {
    return this.#rows - this.#goneCount + this.#changed.size;
  }
  get(key) {
    if (this.#changed.has(key)) return this.#changed.get(key);
    let row = this.#live(key);
    return row < 0 ? void 0 : this.valueAt(row);
  }
  has(key) {
    return this.#changed.has(key) || this.#live(key) >= 0;
  }
  set(key, value) {
    return this.#hide(this.#live(key)), this.#changed.set(key, value), this;
  }
  delete(key) {
    return this.#changed.delete(key) ? !0 : this.#hide(this.#live(key));
  }
  #hide(row) {
    return row < 0 ? !1 : (this.#gone[row] = 1, this.#goneCount++, !0);
  }
  *keys() {
    for (let row = 0; row < this.#rows; row++) this.#gone[row] === 0 && (yield this.keyAt(row));
    yield* this.#changed.keys();
  }
  *values() {
    for (let [, value] of this.entries()) yield value;
  }
  *entries() {
    for (let row = 0; row < this.#rows; row++)
      this.#gone[row] === 0 && (yield [this.keyAt(row), this.valueAt(row)]);
    yield* this.#changed.entries();
  }
  [Symbol.iterator]() {
    return this.entries();
  }
  forEach(visit) {
    for (let [key, value] of this.entries()) visit(value, key, this);
  }
}, ByShortId = class extends SavedRowsMap {
  columns;
  #rowOf;
  constructor(columns, rowOf) {
    super(columns.shortIds.length), this.columns = columns, this.#rowOf = rowOf;
  }
  findRow(shortId) {
    return Number.isInteger(shortId) && shortId >= 0 && shortId < this.#rowOf.length ? this.#rowOf[shortId] : -1;
  }
  keyAt(row) {
    return this.columns.shortIds[row];
  }
}, DocumentIds = class extends ByShortId {
  valueAt(row) {
    return this.columns.keys.at(row);
  }
}, FieldLengths = class extends ByShortId {
  /**
   * Writes each current document's field lengths into `columns[field][shortId]` (0 for a
   * field it lacks), as the scorer's table holds them, without an array per document.
   */
  fillColumns(columns) {
    let { lengths, lengthCounts, shortIds, width } = this.columns;
    this.eachCurrent(
      (row) => {
        let count = Math.min(lengthCounts[row], columns.length);
        for (let f = 0; f < count; f++) {
          let length = lengths[row * width + f];
          columns[f][shortIds[row]] = length === NO_LENGTH ? 0 : length;
        }
      },
      (shortId, fieldLengths) => {
        for (let f = 0; f < columns.length; f++) columns[f][shortId] = fieldLengths[f] ?? 0;
      }
    );
  }
  valueAt(row) {
    let { lengths, width } = this.columns, out = new Array(this.columns.lengthCounts[row]);
    for (let f = 0; f < out.length; f++) {
      let length = lengths[row * width + f];
      out[f] = length === NO_LENGTH ? null : length;
    }
    return out;
  }
}, StoredFields = class extends ByShortId {
  /** Per row: 0 until read, else 1 + the index of its type and of its scope in `#values`. */
  #typeOf;
  #scopeOf;
  #archived;
  #values = [];
  #valueIds = /* @__PURE__ */ new Map();
  constructor(columns, rowOf) {
    super(columns, rowOf);
    let rows = columns.shortIds.length;
    this.#typeOf = new Uint16Array(rows), this.#scopeOf = new Uint16Array(rows), this.#archived = new Uint8Array(rows);
  }
  valueAt(row) {
    let { stored, storedStarts, storedEncoding } = this.columns;
    return JSON.parse(stored.toString(storedEncoding, storedStarts[row], storedStarts[row + 1]));
  }
  /**
   * The type, scope and archived state of a saved document, kept as small numbers once its
   * row has been parsed: a search filters thousands of documents on these, and parsing
   * each one's fields every time cost a tenth of a search. Undefined for a document changed
   * since the save, or whose fields are not the plain values a memory has (read them whole).
   */
  brief(shortId) {
    let row = this.savedRow(shortId);
    if (!(row < 0) && !(this.#typeOf[row] === 0 && !this.#remember(row)))
      return {
        type: this.#values[this.#typeOf[row] - 1],
        scope: this.#values[this.#scopeOf[row] - 1],
        archived: this.#archived[row] === 1
      };
  }
  #remember(row) {
    let fields = this.valueAt(row);
    if (typeof fields != "object" || fields === null) return !1;
    let type = this.#idOf(fields.type), scope = this.#idOf(fields.scope);
    return type === 0 || scope === 0 ? !1 : (this.#typeOf[row] = type, this.#scopeOf[row] = scope, this.#archived[row] = fields.archived ? 1 : 0, !0);
  }
  /** 1 + the index of a string value, or 0 for anything else (or too many of them). */
  #idOf(value) {
    if (typeof value != "string") return 0;
    let id = this.#valueIds.get(value);
    if (id === void 0) {
      if (this.#values.length >= 65534) return 0;
      id = this.#values.push(value), this.#valueIds.set(value, id);
    }
    return id;
  }
}, ShortIdsByKey = class extends SavedRowsMap {
  #columns;
  constructor(columns) {
    super(columns.shortIds.length), this.#columns = columns;
  }
  findRow(key) {
    return typeof key == "string" ? this.#columns.keys.indexOf(key) : -1;
  }
  keyAt(row) {
    return this.#columns.keys.at(row);
  }
  valueAt(row) {
    return this.#columns.shortIds[row];
  }
};
function documentMaps(bytes, nextId, count) {
  let columns = scanDocuments(bytes, count), { shortIds } = columns, top = nextId;
  for (let id of shortIds) top = Math.max(top, id + 1);
  let rowOf = new Int32Array(top).fill(-1);
  for (let row = 0; row < shortIds.length; row++) {
    if (rowOf[shortIds[row]] !== -1) throw new Error("its documents repeat a short id");
    rowOf[shortIds[row]] = row;
  }
  let asMap = (view) => view;
  return {
    documentIds: asMap(new DocumentIds(columns, rowOf)),
    idToShortId: asMap(new ShortIdsByKey(columns)),
    fieldLength: asMap(new FieldLengths(columns, rowOf)),
    storedFields: asMap(new StoredFields(columns, rowOf))
  };
}

// src/search/keyword/keyword-file.ts
function fillDocuments(ms, bytes) {
  let maps = documentMaps(bytes, ms._nextId, ms._documentCount);
  ms._documentIds = maps.documentIds, ms._idToShortId = maps.idToShortId, ms._fieldLength = maps.fieldLength, ms._storedFields = maps.storedFields;
}
function openSavedSearch(file, options, format) {
  let saved = typeof file == "string" ? openKeywordFile(file, format) : keywordFileFromBytes(file, format);
  try {
    let { stats } = saved, search = MiniSearch.loadJS(
      {
        documentCount: stats.documentCount,
        nextId: stats.nextId,
        fieldIds: stats.fieldIds,
        averageFieldLength: stats.averageFieldLength,
        dirtCount: stats.dirtCount,
        documentIds: {},
        fieldLength: {},
        storedFields: {},
        index: [],
        serializationVersion: 2
      },
      options
    ), ms = search;
    fillDocuments(ms, saved.documentBytes), saved.documentBytes = Buffer.alloc(0);
    let terms = new DiskTermIndex(saved);
    return ms._index = terms, { search, terms, close: () => saved.close() };
  } catch (error) {
    throw saved.close(), error;
  }
}
function termsToSave(ms) {
  let index = ms._index;
  return index instanceof DiskTermIndex ? index.toSave() : (function* () {
    for (let [term, fields] of index) yield { term, fields };
  })();
}
function encodeSearch(search, format) {
  let ms = search, documents = [];
  for (let [shortId, key] of ms._documentIds)
    documents.push([
      shortId,
      key,
      ms._fieldLength.get(shortId) ?? [],
      ms._storedFields.get(shortId)
    ]);
  let stats = {
    format,
    documentCount: ms._documentCount,
    nextId: ms._nextId,
    fieldIds: ms._fieldIds,
    averageFieldLength: ms._avgFieldLength,
    dirtCount: ms._dirtCount
  };
  return encodeKeywordFile(stats, documents, termsToSave(ms));
}
function vacuumOpened(search, terms) {
  let ms = search, dirt = ms._dirtCount;
  terms.vacuum((doc) => ms._documentIds.has(doc)), ms._dirtCount -= dirt;
}

// src/search/keyword/keyword-filter.ts
function toMillis(value) {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}
function matchesDates(updated, filter) {
  if (filter.updatedSince === void 0 && filter.updatedUntil === void 0) return !0;
  let at = Date.parse(updated);
  return !(Number.isNaN(at) || filter.updatedSince !== void 0 && at < toMillis(filter.updatedSince) || filter.updatedUntil !== void 0 && at > toMillis(filter.updatedUntil));
}
function matchesFilter(stored, filter = {}) {
  let archived = filter.archived ?? "exclude";
  if (archived === "exclude" && stored.archived || archived === "only" && !stored.archived || filter.types && !filter.types.includes(stored.type) || filter.excludeTypes?.includes(stored.type) || filter.scopes && !filter.scopes.includes(stored.scope)) return !1;
  if (filter.tags && filter.tags.length > 0) {
    let have = new Set(stored.tags.map((tag) => tag.toLowerCase()));
    if (!filter.tags.every((tag) => have.has(tag.toLowerCase()))) return !1;
  }
  return matchesDates(stored.updated, filter);
}
function checkFilterDates(filter) {
  for (let name of ["updatedSince", "updatedUntil"]) {
    let value = filter[name];
    if (value !== void 0 && Number.isNaN(toMillis(value)))
      throw new StrataError("INVALID_ARGUMENT", `${name} ${String(value)} is not a date`, {
        hint: "give an ISO 8601 date such as 2026-01-31 or 2026-01-31T12:00:00Z"
      });
  }
}

// src/search/keyword/keyword-scorer.ts
var NO_EXPANSION = { prefix: !1, fuzzy: !1 };
function buildDocTable(ms) {
  let size = ms._nextId, fieldCount = Object.keys(ms._fieldIds).length, live = new Uint8Array(size), lengths = Array.from({ length: fieldCount }, () => new Uint32Array(size));
  for (let shortId of ms._documentIds.keys()) live[shortId] = 1;
  let columns = ms._fieldLength;
  if (columns.fillColumns) columns.fillColumns(lengths);
  else
    for (let [shortId, fieldLengths] of ms._fieldLength)
      for (let f = 0; f < fieldCount; f++) lengths[f][shortId] = fieldLengths[f] ?? 0;
  return { live, lengths };
}
function eachPosting(postings, visit) {
  if (!("range" in postings)) {
    for (let [doc, freq] of postings) visit(doc, freq);
    return;
  }
  let range = postings.range();
  if (!range) {
    postings.scan(visit);
    return;
  }
  let { docs, freqs, end } = range;
  for (let i = range.start; i < end; i++) visit(docs[i], freqs[i]);
}
function derivedTerms(ms, term, { prefix, fuzzy }) {
  let out = [[term, ms._index.get(term), 1]], fuzzyMatches;
  if (fuzzy) {
    let maxDistance = fuzzy < 1 ? Math.min(6, Math.round(term.length * fuzzy)) : fuzzy;
    maxDistance && (fuzzyMatches = ms._index.fuzzyGet(term, maxDistance));
  }
  if (prefix)
    for (let [found, data] of ms._index.atPrefix(term)) {
      let distance = found.length - term.length;
      distance && (fuzzyMatches?.delete(found), out.push([found, data, 0.375 * found.length / (found.length + 0.3 * distance)]));
    }
  for (let [found, [data, distance]] of fuzzyMatches ?? [])
    distance && out.push([found, data, 0.45 * found.length / (found.length + distance)]);
  return out;
}
var RunBuffers = class {
  stamp;
  total;
  order;
  bits = new Uint32Array(0);
  constructor(size) {
    this.stamp = new Int32Array(size), this.total = new Float64Array(size), this.order = new Int32Array(size);
  }
}, Scratch = class {
  constructor(size) {
    this.size = size;
    this.#specStamp = new Int32Array(size), this.#specAcc = new Float64Array(size), this.#touched = new Int32Array(size), this.#runs = [new RunBuffers(size), new RunBuffers(size), new RunBuffers(size)];
  }
  size;
  #specStamp;
  #specAcc;
  #touched;
  #runs;
  #epoch = 0;
  #next = 0;
  /** A fresh epoch number (stamps are compared with it). */
  epoch() {
    if (this.#epoch >= 2147483632) {
      this.#epoch = 0, this.#specStamp.fill(0);
      for (let run of this.#runs) run.stamp.fill(0);
    }
    return this.#epoch += 1, this.#epoch;
  }
  /** The buffers of the next run; a search uses at most three at once (main, forms, aliases). */
  run(words) {
    let run = this.#runs[this.#next];
    return this.#next = (this.#next + 1) % this.#runs.length, run.bits.length < this.size * words && (run.bits = new Uint32Array(this.size * words)), run;
  }
  get spec() {
    return { stamp: this.#specStamp, acc: this.#specAcc, touched: this.#touched };
  }
};
function scoreQuery(ms, table, scratch, query) {
  let unique = [...new Set(query.terms)], words = Math.max(1, Math.ceil(unique.length / 32)), run = scratch.run(words), runEpoch = scratch.epoch(), { stamp, total, order, bits } = run, spec = scratch.spec, count = 0, { k, b, d } = query.bm25, N = ms._documentCount, specs = query.terms.map((term) => ({
    term,
    termBoost: query.termBoost?.(term) ?? 1,
    expansion: query.expansion?.(term) ?? NO_EXPANSION
  }));
  for (let { term, termBoost, expansion } of specs) {
    let u = unique.indexOf(term), word = u >>> 5, mask = 1 << (u & 31) >>> 0, specEpoch = scratch.epoch(), touchedCount = 0;
    for (let [derived, data, weight] of derivedTerms(ms, term, expansion))
      if (data)
        for (let field of query.fields) {
          let fieldId = ms._fieldIds[field], postings = data.get(fieldId);
          if (postings == null) continue;
          let fieldBoost = query.boosts[field] || 1, lengths = table.lengths[fieldId], avg = ms._avgFieldLength[fieldId], df = postings.size, idf2 = Math.log(1 + (N - df + 0.5) / (df + 0.5)), scale = weight * termBoost * fieldBoost;
          eachPosting(postings, (doc, tf) => {
            if (!table.live[doc]) {
              ms.removeTerm(fieldId, doc, derived), df -= 1, idf2 = Math.log(1 + (N - df + 0.5) / (df + 0.5));
              return;
            }
            let raw = idf2 * (d + tf * (k + 1) / (tf + k * (1 - b + b * lengths[doc] / avg))), weighted = scale * raw;
            spec.stamp[doc] !== specEpoch ? (spec.stamp[doc] = specEpoch, spec.acc[doc] = weighted, spec.touched[touchedCount++] = doc) : spec.acc[doc] += weighted;
          });
        }
    for (let i = 0; i < touchedCount; i++) {
      let doc = spec.touched[i];
      stamp[doc] !== runEpoch ? (stamp[doc] = runEpoch, total[doc] = spec.acc[doc], order[count++] = doc, bits.fill(0, doc * words, doc * words + words)) : total[doc] += spec.acc[doc], bits[doc * words + word] |= mask;
    }
  }
  return {
    order,
    count,
    total,
    bits,
    words,
    unique,
    matched: (doc) => stamp[doc] === runEpoch
  };
}
function countTerms(scores, doc, keep) {
  let n = 0;
  for (let w = 0; w < scores.words; w++) {
    let v = scores.bits[doc * scores.words + w];
    keep && (v &= keep[w]), v -= v >>> 1 & 1431655765, v = (v & 858993459) + (v >>> 2 & 858993459), n += (v + (v >>> 4) & 252645135) * 16843009 >>> 24;
  }
  return n;
}
function holds(postings, doc) {
  return postings.has(doc);
}
function matchedTerms(ms, doc, query) {
  let found = /* @__PURE__ */ new Set();
  for (let term of new Set(query.terms)) {
    let expansion = query.expansion?.(term) ?? NO_EXPANSION;
    for (let [name, data] of derivedTerms(ms, term, expansion)) {
      if (!data || found.has(name)) continue;
      query.fields.map((field) => ms._fieldIds[field]).some((id) => {
        let p = data.get(id);
        return p != null && holds(p, doc);
      }) && found.add(name);
    }
  }
  return [...found].sort();
}

// src/search/keyword/keyword-terms.ts
var FORMS_FIELD = "forms", ALIASES_FIELD = "aliases", KEYWORD_FIELDS = ["title", "text", ALIASES_FIELD, FORMS_FIELD], FORMS_FIELD_ID = KEYWORD_FIELDS.indexOf(FORMS_FIELD), TERM_OPTIONS = { keepStopwords: !0 };
function fieldTerms(token, field) {
  if (field !== FORMS_FIELD) return processTerm(token, TERM_OPTIONS);
  let forms = surfaceForms(token, TERM_OPTIONS).map((entry) => entry.form);
  return forms.length > 0 ? forms : null;
}
function onlyStopwords(query) {
  return tokenize(query).every((token) => processTerm(token) === null);
}
function stopwordTerms(query) {
  let stop = /* @__PURE__ */ new Set(), content = /* @__PURE__ */ new Set();
  for (let token of tokenize(query)) {
    let terms = processTerm(token, TERM_OPTIONS) ?? [], target = processTerm(token) === null ? stop : content;
    for (let term of terms) target.add(term);
  }
  for (let term of content) stop.delete(term);
  return stop;
}
function idf(documentCount, df) {
  return Math.log(1 + (documentCount - df + 0.5) / (df + 0.5));
}
function stopwordBoost(query, stopTerms, documentCount, documentFrequency) {
  if (stopTerms.size === 0) return () => 1;
  let content = 0;
  for (let token of tokenize(query))
    for (let term of processTerm(token) ?? []) {
      let df = documentFrequency(term);
      df > 0 && !stopTerms.has(term) && (content = Math.max(content, idf(documentCount, df)));
    }
  return content === 0 ? () => 1 : (term) => {
    if (!stopTerms.has(term)) return 1;
    let own = idf(documentCount, documentFrequency(term));
    return own > content ? content / own : 1;
  };
}
function termDocumentFrequency(search, term) {
  let fields = search._index?.get?.(term);
  if (!fields) return 0;
  let df = 0;
  for (let [field, docs] of fields) field !== FORMS_FIELD_ID && (df = Math.max(df, docs.size));
  return df;
}

// src/search/keyword/keyword-tuning.ts
var KEYWORD_RANKING = {
  titleBoost: 0.1,
  aliasBoost: 0.5,
  minPrefixLength: 3,
  minFuzzyLength: 6,
  fuzziness: 0.2,
  bm25: { k: 1.5, b: 1, d: 0 }
};

// src/search/keyword/keyword-top-k.ts
function worse(a, b) {
  return a.score !== b.score ? a.score < b.score : a.mainScore !== b.mainScore ? a.mainScore < b.mainScore : a.seen > b.seen;
}
function sideSum(scores, doc, boost) {
  if (!scores.matched(doc)) return 0;
  let q = countTerms(scores, doc);
  return boost * (scores.total[doc] * q) / Math.max(1, q);
}
function contentMask(main, stopTerms) {
  let mask = new Uint32Array(main.words);
  return main.unique.forEach((term, u) => {
    stopTerms.has(term) || (mask[u >>> 5] |= 1 << (u & 31) >>> 0);
  }), mask;
}
var WorstFirstHeap = class {
  constructor(capacity) {
    this.capacity = capacity;
  }
  capacity;
  items = [];
  /** True when a hit of these keys would enter (the heap is not full or it beats the worst). */
  admits(score, mainScore, seen) {
    if (this.items.length < this.capacity) return !0;
    let low = this.items[0];
    return score !== low.score ? score > low.score : mainScore !== low.mainScore ? mainScore > low.mainScore : seen < low.seen;
  }
  push(hit) {
    let items = this.items;
    if (items.length < this.capacity) {
      items.push(hit);
      let i2 = items.length - 1;
      for (; i2 > 0; ) {
        let parent = i2 - 1 >> 1;
        if (!worse(items[i2], items[parent])) break;
        [items[i2], items[parent]] = [items[parent], items[i2]], i2 = parent;
      }
      return;
    }
    items[0] = hit;
    let i = 0;
    for (; ; ) {
      let left = 2 * i + 1, right = left + 1, low = i;
      if (left < items.length && worse(items[left], items[low]) && (low = left), right < items.length && worse(items[right], items[low]) && (low = right), low === i) break;
      [items[i], items[low]] = [items[low], items[i]], i = low;
    }
  }
};
function selectTopK(input) {
  let { main, forms, aliases, limit } = input;
  if (limit <= 0) return [];
  let content = contentMask(main, input.stopTerms), heap = new WorstFirstHeap(limit);
  for (let seen = 0; seen < main.count; seen++) {
    let doc = main.order[seen], words = countTerms(main, doc, content);
    if (words === 0) continue;
    let q = countTerms(main, doc), mainScore = main.total[doc] * q, score = (mainScore / Math.max(1, q) + sideSum(forms, doc, 1) + sideSum(aliases, doc, KEYWORD_RANKING.aliasBoost)) * words;
    heap.admits(score, mainScore, seen) && input.accept(doc) && heap.push({ doc, score, mainScore, seen });
  }
  return heap.items.sort((a, b) => worse(a, b) ? 1 : worse(b, a) ? -1 : 0);
}

// src/search/keyword/keyword-index.ts
var KEYWORD_INDEX_FORMAT = 8;
function docKey(scope, id) {
  return toScopedKey(scope, id);
}
function readField(doc, field) {
  return doc[field === FORMS_FIELD ? "text" : field];
}
function miniSearchOptions() {
  return {
    idField: "key",
    fields: [...KEYWORD_FIELDS],
    extractField: readField,
    storeFields: ["type", "scope", "tags", "updated", "archived"],
    tokenize: (text) => tokenize(text),
    processTerm: (term, field) => fieldTerms(term, field),
    stringifyField: (value) => Array.isArray(value) ? value.join(" ") : String(value),
    // Vacuuming is started explicitly (see `vacuumIfDirty`) so callers can await it before saving.
    autoVacuum: !1,
    // Prefix and fuzzy matching are set per search (see `#expansion`).
    searchOptions: {
      fields: ["title", "text"],
      boost: { title: KEYWORD_RANKING.titleBoost, text: 1 },
      bm25: { ...KEYWORD_RANKING.bm25 }
    }
  };
}
function idSearchText(id, title) {
  let titleTerms = new Set(analyze(title));
  return splitCompound(id).filter((part) => !(processTerm(part) ?? []).every((term) => titleTerms.has(term))).join(" ");
}
function toDocument(source) {
  let aliases = source.aliases?.length ? source.aliases.join(`
`) : void 0, text = [idSearchText(source.id, source.title), source.title, source.tags.join(" ")];
  return aliases && text.push(aliases), {
    key: docKey(source.scope, source.id),
    title: source.title,
    type: source.type,
    scope: source.scope,
    tags: [...source.tags],
    updated: source.updated,
    archived: source.archived,
    text: `${text.join(`
`)}
${source.body}`,
    ...aliases ? { aliases } : {}
  };
}
function idFromKey(key) {
  return key.slice(key.indexOf(":") + 1);
}
var KeywordIndex = class _KeywordIndex {
  #search;
  /** The saved file the terms are read from, for an opened index. */
  #opened;
  /**
   * While a built index is filled (see {@link KeywordIndex.build}): the postings being
   * built; `#search` is an empty placeholder until the index is saved and opened.
   */
  #builder = null;
  /** Field lengths and live flags for the scorer; null after any change to the index. */
  #table = null;
  #scratch = null;
  /**
   * The short ids of the last search's hits, by key, until the index changes: a caller
   * reads their stored fields next, and an opened index finds a key's short id through a
   * hash of all its keys that it then need not build for a first answer.
   */
  #lastHits = /* @__PURE__ */ new Map();
  constructor(search, opened = null) {
    this.#search = search, this.#opened = opened;
  }
  /** An empty index. */
  static create() {
    return new _KeywordIndex(new MiniSearch(miniSearchOptions()));
  }
  /**
   * An empty index to fill with many memories and then save (a rebuild): it builds the
   * saved file's postings directly (keyword-builder.ts) instead of MiniSearch's in-memory
   * term index, and serializes to the same bytes. It answers searches once
   * {@link savedTo} hands it the file it was saved to; anything else than adding, replacing
   * and deleting before that opens it from its bytes in memory.
   */
  static build() {
    let index = _KeywordIndex.create();
    return index.#builder = new KeywordBuilder(
      miniSearchOptions(),
      (field) => field === FORMS_FIELD ? 1 : 0
    ), index;
  }
  /**
   * Tells the index it was just saved to `file`: a built index then answers from that
   * file, as an index opened by {@link KeywordIndex.open} does (the file must stay, or be
   * deleted while open, until {@link close}). Does nothing for any other index.
   */
  savedTo(file) {
    this.#builder && this.#adopt(file);
  }
  #adopt(file) {
    let opened = openSavedSearch(file, miniSearchOptions(), KEYWORD_INDEX_FORMAT);
    this.#search = opened.search, this.#opened = opened, this.#builder = null, this.#table = null;
  }
  /**
   * A built index, opened from its bytes in memory when it must answer before a save (the
   * save failed: a full disk, a read-only cache).
   */
  #ready() {
    return this.#builder && this.#adopt(this.#builder.encode(KEYWORD_INDEX_FORMAT)), this.#search;
  }
  /**
   * Opens an index saved by {@link KeywordIndex.serialize} in `file`: its terms stay in the
   * file and are read when a query needs them, so the file must stay until {@link close}
   * (a save writes a new file; an open one that is deleted stays readable). Throws
   * `DAMAGED_CACHE` when the file is not a saved index or was saved by another format
   * version (rebuild it then).
   */
  static open(file) {
    try {
      let opened = openSavedSearch(file, miniSearchOptions(), KEYWORD_INDEX_FORMAT);
      return new _KeywordIndex(opened.search, opened);
    } catch (error) {
      if (error.code === "ENOENT") throw error;
      let why = error instanceof Error ? error.message : String(error);
      throw new StrataError("DAMAGED_CACHE", `saved keyword index is unusable: ${why}`, {
        hint: "rebuild it with `strata reindex`",
        cause: error
      });
    }
  }
  /** Closes the saved file of an opened index; it must not be searched afterwards. */
  close() {
    this.#opened?.close();
  }
  /** Number of indexed memories. */
  get size() {
    return this.#builder?.size ?? this.#search.documentCount;
  }
  /** Discarded documents whose terms are still in the index, waiting for a vacuum. */
  get dirtCount() {
    return this.#builder?.dirtCount ?? this.#search.dirtCount;
  }
  /** True when a memory with this key is indexed. */
  has(key) {
    return this.#builder?.has(key) ?? this.#search.has(key);
  }
  /** Adds a memory, or replaces the indexed version of it. */
  upsert(memory) {
    let doc = toDocument(memory);
    this.#changed();
    let target = this.#builder ?? this.#search;
    target.has(doc.key) && target.discard(doc.key), target.add(doc);
  }
  /** Removes a memory by key; false when it was not indexed. */
  delete(key) {
    let target = this.#builder ?? this.#search;
    return target.has(key) ? (this.#changed(), target.discard(key), !0) : !1;
  }
  #changed() {
    this.#table = null, this.#lastHits.clear();
  }
  /** The stored fields of an indexed memory, or undefined. */
  stored(key) {
    let doc = this.#lastHits.get(key);
    return doc !== void 0 ? this.#storedOf(doc) : this.#ready().getStoredFields(key);
  }
  /**
   * Which query terms are matched by prefix and fuzzily: only long enough terms the index
   * does not hold as they are. MiniSearch adds up the scores of every expansion, so a known
   * word such as `git` would also score `github`, `git-config` and every `git/…` path.
   */
  #expansion(expand) {
    if (!expand) return;
    let { minPrefixLength, minFuzzyLength, fuzziness } = KEYWORD_RANKING;
    return (term) => {
      let unknown = this.documentFrequency(term) === 0;
      return {
        prefix: term.length >= minPrefixLength && unknown,
        fuzzy: term.length >= minFuzzyLength && unknown ? fuzziness : !1
      };
    };
  }
  /**
   * Searches; results are best first. An empty or all-stopword query returns nothing.
   * Scores are MiniSearch's BM25 as the tests' reference `rescore` defines them, computed
   * over dense arrays (keyword-scorer.ts) so that only the best `limit` become results.
   */
  search(query, options = {}) {
    let filter = options.filter ?? {};
    if (checkFilterDates(filter), onlyStopwords(query)) return [];
    this.#ready();
    let ms = this.#internals(), pruned = pruneQuery(
      query,
      ms._documentCount,
      (term) => this.documentFrequency(term),
      (token) => fieldTerms(token, "text") ?? []
    ), stopTerms = stopwordTerms(pruned), df = (term) => this.documentFrequency(term), tokens = tokenize(pruned), termsIn = (field) => tokens.flatMap((token) => fieldTerms(token, field) ?? []), stems = termsIn(void 0), { bm25, titleBoost } = KEYWORD_RANKING, table = this.#docTable(), scratch = this.#scratch, score = (q) => scoreQuery(ms, table, scratch, q), main = score({
      terms: stems,
      fields: ["title", "text"],
      boosts: { title: titleBoost, text: 1 },
      bm25,
      termBoost: stopwordBoost(pruned, stopTerms, ms._documentCount, df),
      expansion: this.#expansion(options.expand !== !1)
    }), forms = score({ terms: termsIn(FORMS_FIELD), fields: [FORMS_FIELD], boosts: {}, bm25 }), aliases = score({
      terms: stems,
      fields: [ALIASES_FIELD],
      boosts: {},
      bm25: { ...bm25, b: 0 }
    }), top = selectTopK({
      main,
      forms,
      aliases,
      stopTerms,
      limit: options.limit ?? 20,
      accept: (doc) => this.#accepts(doc, filter)
    }), hits = top.map((hit) => this.#toHit(hit, stems, options.expand !== !1));
    return this.#lastHits = new Map(hits.map((hit, i) => [hit.key, top[i].doc])), hits;
  }
  #internals() {
    return this.#search;
  }
  #docTable() {
    if (!this.#table) {
      let ms = this.#internals();
      this.#table = buildDocTable(ms), (!this.#scratch || this.#scratch.size < ms._nextId) && (this.#scratch = new Scratch(ms._nextId + Math.ceil(ms._nextId / 8) + 64));
    }
    return this.#table;
  }
  /** True when document `doc` passes `filter`: on its brief fields when they are all it reads. */
  #accepts(doc, filter) {
    let plain = !filter.tags?.length && filter.updatedSince === void 0 && filter.updatedUntil === void 0, fields = this.#internals()._storedFields, brief = plain ? fields.brief?.(doc) : void 0;
    return matchesFilter(brief ?? this.#storedOf(doc), filter);
  }
  #storedOf(doc) {
    return this.#internals()._storedFields.get(doc) ?? {};
  }
  /** A selected note as a hit, with the index terms it matched (sorted: index order varies). */
  #toHit(hit, stems, expand) {
    let ms = this.#internals(), key = String(ms._documentIds.get(hit.doc)), stored = this.#storedOf(hit.doc), terms = matchedTerms(ms, hit.doc, {
      terms: stems,
      fields: ["title", "text"],
      expansion: this.#expansion(expand)
    });
    return {
      key,
      id: idFromKey(key),
      scope: stored.scope,
      type: stored.type,
      score: hit.score,
      terms
    };
  }
  /**
   * How many documents hold `term` in the title or the whole note (an upper bound while
   * discarded documents await a vacuum; see {@link termDocumentFrequency}).
   */
  documentFrequency(term) {
    return termDocumentFrequency(this.#ready(), term);
  }
  /**
   * Cleans discarded entries out of the index when they are many (at least `minDirtCount`
   * and a `minDirtFactor` share of the documents). Resolves true when a vacuum ran.
   */
  async vacuumIfDirty(minDirtCount = 20, minDirtFactor = 0.1) {
    if (this.#builder) {
      let { dirtCount, size } = this.#builder;
      if (dirtCount < minDirtCount || dirtCount / (1 + size + dirtCount) < minDirtFactor)
        return !1;
    }
    let search = this.#ready();
    return search.isVacuuming || search.dirtCount < minDirtCount || search.dirtFactor < minDirtFactor ? !1 : (this.#opened ? vacuumOpened(search, this.#opened.terms) : await search.vacuum({ batchWait: 0 }), this.#changed(), !0);
  }
  /** The index as the bytes of a saved file, with its format version, for {@link KeywordIndex.open}. */
  serialize() {
    return this.#builder ? this.#builder.encode(KEYWORD_INDEX_FORMAT) : encodeSearch(this.#search, KEYWORD_INDEX_FORMAT);
  }
};

// src/indexing/file-stamps.ts
import { closeSync as closeSync2, readFileSync } from "node:fs";

// src/io/path-table.ts
var PathTable = class _PathTable {
  #folders;
  #folderOf;
  #names;
  constructor(folders, folderOf, names) {
    if (folderOf.length !== names.size) throw new Error("a path table does not match its names");
    for (let folder of folderOf)
      if (folder >= folders.size) throw new Error("a path table names a folder it lacks");
    this.#folders = folders, this.#folderOf = folderOf, this.#names = names;
  }
  /** A table of `paths`, in their order. */
  static of(paths) {
    let folders = [], folderIds = /* @__PURE__ */ new Map(), folderOf = [], names = [];
    for (let file of paths) {
      let cut = file.lastIndexOf("/") + 1, folder = file.slice(0, cut), id = folderIds.get(folder);
      id === void 0 && (id = folders.push(folder) - 1, folderIds.set(folder, id)), folderOf.push(id), names.push(file.slice(cut));
    }
    return new _PathTable(
      StringTable.of(folders),
      Uint32Array.from(folderOf),
      StringTable.of(names)
    );
  }
  get size() {
    return this.#names.size;
  }
  /** The path at `row`. */
  at(row) {
    return this.#folders.at(this.#folderOf[row]) + this.#names.at(row);
  }
  /** The first row holding `file` (and, when given, that `accept` takes), or -1. */
  indexOf(file, accept) {
    let cut = file.lastIndexOf("/") + 1, folder = this.#folders.indexOf(file.slice(0, cut));
    return folder < 0 ? -1 : this.#names.indexOf(
      file.slice(cut),
      (row) => this.#folderOf[row] === folder && (!accept || accept(row))
    );
  }
  /** The table as bytes (see {@link readPathTable}). */
  toBytes() {
    let ids = this.#folderOf;
    return Buffer.concat([
      this.#folders.toBytes(),
      this.#names.toBytes(),
      Buffer.from(ids.buffer, ids.byteOffset, ids.byteLength)
    ]);
  }
};
function readPathTable(bytes, position) {
  let [folders, afterFolders] = readStringTable(bytes, position), [names, afterNames] = readStringTable(bytes, afterFolders), end = afterNames + names.size * 4;
  if (end > bytes.length) throw new Error("a path table is cut short");
  let folderOf = new Uint32Array(names.size);
  return new Uint8Array(folderOf.buffer).set(bytes.subarray(afterNames, end)), [new PathTable(folders, folderOf, names), end];
}

// src/indexing/file-stamps.ts
var hashContent = hashText, MAGIC2 = "SST1", FileStamps = class {
  #paths;
  #hashes;
  #sizes;
  #mtimes;
  /** Saved rows deleted or replaced since (the Map holds a replaced one). */
  #gone;
  #goneCount = 0;
  #changed = /* @__PURE__ */ new Map();
  constructor(saved = {
    paths: PathTable.of([]),
    hashes: StringTable.of([]),
    sizes: new Float64Array(0),
    mtimes: new Float64Array(0)
  }) {
    let n = saved.paths.size;
    if (saved.hashes.size !== n || saved.sizes.length !== n || saved.mtimes.length !== n)
      throw new Error("the file stamps do not match their paths");
    this.#paths = saved.paths, this.#hashes = saved.hashes, this.#sizes = saved.sizes, this.#mtimes = saved.mtimes, this.#gone = new Uint8Array(n);
  }
  get size() {
    return this.#paths.size - this.#goneCount + this.#changed.size;
  }
  #row(file) {
    let row = this.#paths.indexOf(file);
    return row >= 0 && this.#gone[row] === 0 ? row : -1;
  }
  #stampAt(row) {
    return { size: this.#sizes[row], mtimeMs: this.#mtimes[row], hash: this.#hashes.at(row) };
  }
  get(file) {
    let changed = this.#changed.get(file);
    if (changed) return changed;
    let row = this.#row(file);
    return row < 0 ? void 0 : this.#stampAt(row);
  }
  has(file) {
    return this.#changed.has(file) || this.#row(file) >= 0;
  }
  set(file, stamp) {
    this.#hide(this.#row(file)), this.#changed.set(file, stamp);
  }
  delete(file) {
    this.#changed.delete(file) || this.#hide(this.#row(file));
  }
  #hide(row) {
    row < 0 || (this.#gone[row] = 1, this.#goneCount++);
  }
  /** Every path with a stamp: the saved ones still current, then the changed ones. */
  *paths() {
    for (let row = 0; row < this.#paths.size; row++)
      this.#gone[row] === 0 && (yield this.#paths.at(row));
    yield* this.#changed.keys();
  }
  *entries() {
    for (let row = 0; row < this.#paths.size; row++)
      this.#gone[row] === 0 && (yield [this.#paths.at(row), this.#stampAt(row)]);
    yield* this.#changed.entries();
  }
  /**
   * A check of the files on disk against the stamps, one file at a time: `see` says
   * whether a listed file must be read (new, or its size or mtime differ), `unseen` lists
   * the stamped paths no `see` named (removed since). Holds one byte a saved row, not the
   * listing.
   */
  check() {
    let seen = new Uint8Array(this.#paths.size), seenChanged = /* @__PURE__ */ new Set();
    return {
      see: (file, size, mtimeMs) => {
        let changed = this.#changed.get(file);
        if (changed)
          return seenChanged.add(file), changed.size !== size || changed.mtimeMs !== mtimeMs;
        let row = this.#row(file);
        return row < 0 ? !0 : (seen[row] = 1, this.#sizes[row] !== size || this.#mtimes[row] !== mtimeMs);
      },
      unseen: () => {
        let out = [];
        for (let row = 0; row < this.#paths.size; row++)
          this.#gone[row] === 0 && seen[row] === 0 && out.push(this.#paths.at(row));
        for (let file of this.#changed.keys()) seenChanged.has(file) || out.push(file);
        return out;
      }
    };
  }
  /** The stamps as the bytes of a saved file (see {@link readFileStamps}). */
  toBytes() {
    let paths = [], hashes = [], sizes = [], mtimes = [];
    for (let [file, stamp] of this.entries())
      paths.push(file), hashes.push(stamp.hash), sizes.push(stamp.size), mtimes.push(stamp.mtimeMs);
    let f64 = (values) => Buffer.from(Float64Array.from(values).buffer);
    return Buffer.concat([
      Buffer.from(MAGIC2, "latin1"),
      PathTable.of(paths).toBytes(),
      StringTable.of(hashes).toBytes(),
      f64(sizes),
      f64(mtimes)
    ]);
  }
};
function decodeFileStamps(bytes) {
  if (bytes.length < 4 || bytes.toString("latin1", 0, 4) !== MAGIC2)
    throw new Error("the file stamps are not a table this version reads");
  let [paths, afterPaths] = readPathTable(bytes, 4), [hashes, afterHashes] = readStringTable(bytes, afterPaths), n = paths.size;
  if (afterHashes + n * 16 !== bytes.length) throw new Error("the file stamps are cut short");
  let f64 = (at) => {
    let values = new Float64Array(n);
    return new Uint8Array(values.buffer).set(bytes.subarray(at, at + n * 8)), values;
  };
  return new FileStamps({
    paths,
    hashes,
    sizes: f64(afterHashes),
    mtimes: f64(afterHashes + n * 8)
  });
}
function stampReader(file) {
  let fd = file, read;
  return () => {
    if (read) return read;
    if (fd < 0) throw new StrataError("DAMAGED_CACHE", "the saved file stamps were not read");
    try {
      return read = decodeFileStamps(readFileSync(fd)), read;
    } catch (error) {
      throw new StrataError("DAMAGED_CACHE", "the saved file stamps are unreadable", {
        hint: "rebuild the index with `strata reindex`",
        cause: error
      });
    } finally {
      closeSync2(fd), fd = -1;
    }
  };
}

// src/indexing/saved-generations.ts
var SEARCH_STATE_FORMAT = 4, MANIFEST = "manifest.json";
function spaceName(space) {
  return space ? `${space.provider}/${space.model} (${space.dimensions} dimensions)` : "none";
}
function sameSpace(a, b) {
  return a === b || isSameSpace(a, b);
}
async function saveSearchState(dir, state) {
  await mkdir2(dir, { recursive: !0 });
  let previous = await readPreviousManifest(dir), generation = randomBytes2(6).toString("hex"), manifest = {
    format: SEARCH_STATE_FORMAT,
    keywordFormat: KEYWORD_INDEX_FORMAT,
    keyword: `keyword.${generation}.bin`,
    stamps: `stamps.${generation}.bin`,
    vectors: state.vectors ? `vectors.${generation}.json` : null,
    vectorKind: state.vectors?.kind ?? null,
    space: state.vectors ? state.space : null,
    docs: state.docs ? `docs.${generation}.bin` : null
  };
  try {
    await writeFileAtomic(path2.join(dir, manifest.keyword), state.keyword.serialize(), PRIVATE), await writeFileAtomic(path2.join(dir, manifest.stamps), state.files.toBytes(), PRIVATE), state.docs && manifest.docs && await writeFileAtomic(path2.join(dir, manifest.docs), state.docs, PRIVATE), state.vectors && manifest.vectors && await state.vectors.save(path2.join(dir, manifest.vectors)), await writeFileAtomic(path2.join(dir, MANIFEST), `${JSON.stringify(manifest)}
`, PRIVATE);
  } catch (error) {
    throw await removeGeneration(dir, manifest).catch(() => {
    }), error;
  }
  state.keyword.savedTo(path2.join(dir, manifest.keyword)), previous && await removeGeneration(dir, previous);
}
async function readPreviousManifest(dir) {
  try {
    let parsed = JSON.parse(await readFile3(path2.join(dir, MANIFEST), "utf8"));
    return isManifest(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
async function removeGeneration(dir, manifest) {
  let files = [manifest.keyword, manifest.stamps];
  if (manifest.docs && files.push(manifest.docs), manifest.vectors) {
    let header = await readFile3(path2.join(dir, manifest.vectors), "utf8").catch(() => "{}"), data = JSON.parse(header).data;
    typeof data == "string" && files.push(data), files.push(manifest.vectors);
  }
  for (let file of files)
    isPlainName(file) && await unlink2(path2.join(dir, file)).catch(() => {
    });
}
function isPlainName(name) {
  return typeof name == "string" && /^[\w.-]+$/.test(name) && !name.startsWith(".");
}
function isManifest(value) {
  let m = value;
  return typeof m == "object" && m !== null && isPlainName(m.keyword) && isPlainName(m.stamps) && (m.vectors === null || isPlainName(m.vectors)) && (m.docs === void 0 || m.docs === null || isPlainName(m.docs));
}
async function readManifest(dir) {
  let parsed = JSON.parse(await readFile3(path2.join(dir, MANIFEST), "utf8")), format = parsed?.format;
  if (format !== SEARCH_STATE_FORMAT)
    throw new Error(`it has format ${String(format)}, this version reads ${SEARCH_STATE_FORMAT}`);
  if (!isManifest(parsed)) throw new Error("its manifest is malformed");
  if (parsed.keywordFormat !== KEYWORD_INDEX_FORMAT)
    throw new Error(`its keyword index has format ${String(parsed.keywordFormat)}`);
  return parsed;
}
function explainFailure(error) {
  return error.code === "ENOENT" ? "a file of it is missing" : error instanceof SyntaxError ? "a file of it is not valid JSON" : (error instanceof Error ? error.message : String(error)).replace(/^strata: /, "");
}
async function loadSearchState(dir, options) {
  let manifest;
  try {
    manifest = await readManifest(dir);
  } catch (error) {
    return {
      ok: !1,
      reason: error.code === "ENOENT" ? `no saved search index in ${dir}` : `saved search index in ${dir} is unusable: ${explainFailure(error)}`
    };
  }
  let wantVectors = options.space !== null && manifest.vectors !== null;
  if (wantVectors && !sameSpace(manifest.space, options.space))
    return {
      ok: !1,
      reason: `embedding model changed from ${spaceName(manifest.space)} to ${spaceName(options.space)}`
    };
  let keyword, stampsFd, docsFd;
  try {
    let fd = openSync2(path2.join(dir, manifest.stamps), "r");
    stampsFd = fd, keyword = KeywordIndex.open(path2.join(dir, manifest.keyword));
    let loaded = wantVectors ? await loadVectorIndex(path2.join(dir, manifest.vectors), options.vector) : null;
    if (loaded && loaded.index.dimensions !== manifest.space?.dimensions)
      throw new Error(
        `its vectors have ${loaded.index.dimensions} dimensions, the manifest says ${manifest.space?.dimensions}`
      );
    manifest.docs && (docsFd = openSync2(path2.join(dir, manifest.docs), "r"));
    let readStamps = stampReader(fd);
    stampsFd = void 0;
    let docs = docsFd;
    return docsFd = void 0, { ok: !0, state: {
      keyword,
      vectors: loaded?.index ?? null,
      vectorKind: loaded?.kind ?? null,
      space: loaded ? manifest.space : null,
      files: options.deferStamps ? new FileStamps() : readStamps(),
      ...options.deferStamps ? { readStamps } : {},
      ...docs !== void 0 ? { docsFd: docs } : {}
    } };
  } catch (error) {
    return keyword?.close(), stampsFd !== void 0 && closeSync3(stampsFd), docsFd !== void 0 && closeSync3(docsFd), {
      ok: !1,
      reason: `saved search index in ${dir} is unusable: ${explainFailure(error)}`
    };
  }
}
async function loadManifestVectors(dir, manifest, space, options, accept = () => !0) {
  let saved = manifest.space;
  if (!manifest.vectors || !saved || !accept(saved) || space !== "saved" && !sameSpace(saved, space)) return null;
  let loaded = await loadVectorIndex(path2.join(dir, manifest.vectors), options);
  return loaded.index.dimensions === saved.dimensions ? { ...loaded, space: saved } : null;
}
async function loadSavedVectors(dir, space, options = {}, accept) {
  try {
    return await loadManifestVectors(dir, await readManifest(dir), space, options, accept);
  } catch {
    return null;
  }
}
async function loadSavedVectorsWithDocs(dir) {
  try {
    let manifest = await readManifest(dir);
    if (!manifest.docs) return null;
    let loaded = await loadManifestVectors(dir, manifest, "saved", {});
    if (!loaded) return null;
    let docsFd = openSync2(path2.join(dir, manifest.docs), "r");
    return { index: loaded.index, space: loaded.space, docsFd };
  } catch {
    return null;
  }
}
async function findStrayFiles(dir, sideFiles) {
  let { readdir } = await import("node:fs/promises"), manifest;
  try {
    manifest = await readManifest(dir);
  } catch {
    return [];
  }
  let keep = /* @__PURE__ */ new Set([MANIFEST, manifest.keyword, manifest.stamps]);
  if (manifest.docs && keep.add(manifest.docs), manifest.vectors) {
    keep.add(manifest.vectors);
    let header = await readFile3(path2.join(dir, manifest.vectors), "utf8").catch(() => "{}"), data = JSON.parse(header).data;
    typeof data == "string" && keep.add(data);
  }
  return (await readdir(dir).catch(() => [])).filter((n) => !keep.has(n) && !sideFiles.has(n)).map((n) => path2.join(dir, n));
}

export {
  toScopedKey,
  isScopedKey,
  tokenize,
  processTerm,
  analyze,
  isSameSpace,
  canEmbedIn,
  MiniSearch,
  readAt,
  StringTable,
  readStringTable,
  ownString,
  matchesFilter,
  docKey,
  idSearchText,
  idFromKey,
  KeywordIndex,
  PathTable,
  readPathTable,
  hashContent,
  FileStamps,
  loadHnswlib,
  createVectorIndex,
  saveSearchState,
  loadSearchState,
  loadSavedVectors,
  loadSavedVectorsWithDocs,
  findStrayFiles
};
