#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  mapLimit,
  readFileEntry
} from "./chunk-SZZWAVGO.js";
import {
  openVectorCache
} from "./chunk-VUFTBUXA.js";
import {
  FileStamps,
  KeywordIndex,
  createVectorIndex,
  docKey,
  isSameSpace,
  isScopedKey,
  loadSavedVectors,
  ownString,
  toScopedKey
} from "./chunk-QKDODJ4C.js";
import {
  summarizeBody
} from "./chunk-TZM32FOC.js";
import {
  rankScope
} from "./chunk-DLNTYKWA.js";

// src/indexing/index-vectors.ts
import { readFile } from "node:fs/promises";
import path from "node:path";

// src/core/embedding-text.ts
function embeddingText(memory) {
  let text = `${memory.title}
${memory.tags.join(", ")}
${memory.body.trim()}`;
  return text.length > 2e3 ? text.slice(0, 2e3) : text;
}

// src/indexing/index-docs.ts
function toDocInfo(memory) {
  let info = {
    key: docKey(memory.scope, memory.id),
    id: memory.id,
    title: memory.title,
    type: memory.type,
    scope: memory.scope,
    path: memory.path,
    tags: memory.tags,
    links: memory.links,
    updated: memory.updated,
    archived: memory.archived,
    // Cut from the body: held as a view of it, it would keep every body of the store alive.
    snippet: ownString(summarizeBody(memory.body, 200))
  };
  return memory.severity && (info.severity = memory.severity), memory.status && (info.status = memory.status), memory.filePatterns?.length && (info.filePatterns = memory.filePatterns), memory.commandPatterns?.length && (info.commandPatterns = memory.commandPatterns), info;
}

// src/indexing/index-state.ts
function emptyState() {
  return {
    keyword: KeywordIndex.create(),
    vectors: null,
    space: null,
    vectorHashes: /* @__PURE__ */ new Map(),
    files: new FileStamps(),
    docs: /* @__PURE__ */ new Map(),
    keyOfPath: /* @__PURE__ */ new Map(),
    problems: /* @__PURE__ */ new Map(),
    shadowed: /* @__PURE__ */ new Set(),
    linkChanges: []
  };
}
function computeShadowed(docs) {
  if (!holdsTwoScopes(docs.keys())) return /* @__PURE__ */ new Set();
  let best = /* @__PURE__ */ new Map();
  for (let key of docs.keys()) {
    let { scope, id } = splitKey(key), current = best.get(id);
    (!current || rankScope(scope) < rankScope(splitKey(current).scope)) && best.set(id, key);
  }
  let shadowed = /* @__PURE__ */ new Set();
  for (let key of docs.keys()) best.get(splitKey(key).id) !== key && shadowed.add(key);
  return shadowed;
}
function holdsTwoScopes(keys) {
  let first;
  for (let key of keys) {
    let colon = key.indexOf(":");
    if (first === void 0) first = key.slice(0, colon);
    else if (colon !== first.length || !key.startsWith(first)) return !0;
  }
  return !1;
}
function splitKey(key) {
  let colon = key.indexOf(":");
  return { scope: key.slice(0, colon), id: key.slice(colon + 1) };
}
function removePath(state, file) {
  state.files.delete(file), state.problems.delete(file);
  let key = state.keyOfPath.get(file);
  if (!key) return;
  state.keyOfPath.delete(file);
  let doc = state.docs.get(key);
  doc && doc.path !== file || (state.docs.delete(key), state.keyword.delete(key), state.vectorHashes.delete(key), state.vectors?.has(key) && state.vectors.delete(key));
}
function currentHash(state, key) {
  let doc = state.docs.get(key);
  return doc ? state.files.get(doc.path)?.hash : void 0;
}
function isVectorCurrent(state, key) {
  let hash = state.vectorHashes.get(key);
  return hash !== void 0 && hash === currentHash(state, key) && !!state.vectors?.has(key);
}
function recordLinkChange(state, before, doc) {
  let added = doc.links.filter((l) => !before.includes(l)), removed = before.filter((l) => !doc.links.includes(l));
  (added.length || removed.length) && state.linkChanges.push({ scope: doc.scope, from: doc.id, added, removed });
}
function applyReading(state, reading, queue) {
  if (reading.kind === "gone") {
    removePath(state, reading.path);
    return;
  }
  if (reading.kind === "problem") {
    removePath(state, reading.path), state.problems.set(reading.path, reading.problem), reading.stamp && state.files.set(reading.path, reading.stamp);
    return;
  }
  let beforeKey = state.keyOfPath.get(reading.path), before = beforeKey ? state.docs.get(beforeKey) : void 0;
  if (before && reading.kind === "memory" && state.files.get(reading.path)?.hash === reading.stamp.hash) {
    state.files.set(reading.path, reading.stamp);
    return;
  }
  if (removePath(state, reading.path), state.files.set(reading.path, reading.stamp), reading.kind === "other") return;
  let { memory } = reading, info = toDocInfo(memory), previous = state.docs.get(info.key) ?? before;
  previous && previous.path !== reading.path && state.keyOfPath.delete(previous.path), recordLinkChange(state, previous?.links ?? [], info), state.docs.set(info.key, info), state.keyOfPath.set(reading.path, info.key), state.keyword.upsert(memory), queue.set(info.key, memory);
}
function attachVectors(state, index, space, options = {}) {
  state.vectors = index, state.space = space, options.fresh && state.vectorHashes.clear();
  for (let key of index.keys())
    (!isScopedKey(key) || !state.docs.has(key) || options.alsoDrop?.(key)) && index.delete(key);
}
function detachVectors(state) {
  state.vectors = null, state.space = null, state.vectorHashes.clear();
}
function putVector(state, key, vector, hash) {
  if (!state.vectors) throw new Error(`strata: no vector index to store ${key} in`);
  state.vectors.upsert(key, vector), state.vectorHashes.set(key, hash);
}
function dropOrphanVectors(state) {
  let dropped = 0;
  for (let key of state.vectors?.keys() ?? [])
    (!isScopedKey(key) || !state.docs.has(key)) && (state.vectors.delete(key), dropped++);
  return dropped;
}
function removePaths(state, paths) {
  let gone = new Set(paths.map((p) => p.endsWith("/") ? p.slice(0, -1) : p)), removed = 0;
  if (gone.size > 0) {
    let known = /* @__PURE__ */ new Set([
      ...state.files.paths(),
      ...state.problems.keys(),
      ...state.keyOfPath.keys()
    ]);
    for (let file of known)
      isUnder(file, gone) && (removePath(state, file), removed++);
  }
  return state.shadowed = computeShadowed(state.docs), removed;
}
function isUnder(file, gone) {
  if (gone.has(file)) return !0;
  for (let i = file.indexOf("/"); i !== -1; i = file.indexOf("/", i + 1))
    if (gone.has(file.slice(0, i))) return !0;
  return !1;
}
function addProblems(state, problems) {
  for (let p of problems) state.problems.set(p.path, p);
}
function applyReadings(state, readings, queue) {
  for (let reading of readings) applyReading(state, reading, queue);
}
function updateShadowed(state) {
  state.shadowed = computeShadowed(state.docs);
}
function drainLinkChanges(state) {
  return state.linkChanges.splice(0);
}
function restoreState(saved) {
  let state = emptyState();
  return state.keyword = saved.keyword, state.files = saved.files, state.docs = saved.docs, state.keyOfPath = saved.docs.keyByPath(), addProblems(state, saved.problems), state.vectorHashes = readVectorHashes(state, saved.vectorHashes), state.shadowed = computeShadowed(state.docs), state;
}
function readVectorHashes(state, saved) {
  if (saved) {
    let valid = Object.entries(saved).filter(
      (entry) => isScopedKey(entry[0]) && typeof entry[1] == "string"
    );
    return new Map(valid);
  }
  let hashes = /* @__PURE__ */ new Map();
  for (let [file, key] of state.keyOfPath) {
    let hash = state.files.get(file)?.hash;
    hash && hashes.set(key, hash);
  }
  return hashes;
}

// src/indexing/index-vectors.ts
async function prepareIndex(state, space, cacheDir, options) {
  if (state.vectors && isSameSpace(state.space, space)) return;
  let saved = await loadSavedVectors(cacheDir, space, options);
  if (saved) {
    attachVectors(state, saved.index, space);
    return;
  }
  let choice = await createVectorIndex(space.dimensions, options);
  return attachVectors(state, choice.index, space, { fresh: !0 }), choice.fallbackReason;
}
var EMBED_CHUNK = 256;
function isCurrentReading(state, memory) {
  return memory.hash !== void 0 && memory.hash === currentHash(state, toScopedKey(memory.scope, memory.id));
}
function findMissing(state, queue) {
  let queued = [...queue.values()].filter((m) => isCurrentReading(state, m)), inHand = new Set(queued.map((m) => toScopedKey(m.scope, m.id))), reread = [...state.docs.values()].filter(
    (d) => !inHand.has(d.key) && !isVectorCurrent(state, d.key)
  );
  return { queued, reread };
}
function storeVector(state, memory, vector) {
  return isCurrentReading(state, memory) ? (putVector(state, toScopedKey(memory.scope, memory.id), vector, memory.hash), !0) : !1;
}
async function readMemories(ctx, docs) {
  return (await mapLimit(docs, 32, (d) => readFileEntry(ctx.scopes, d.path, ctx.read))).flatMap((r) => r.kind === "memory" ? [r.memory] : []);
}
function yieldToEventLoop() {
  return new Promise((resolve) => setImmediate(resolve));
}
async function embedInto(state, embeddings, cache, memories, batchSize, tally, run) {
  let todo = [];
  for (let m of memories) {
    let text = embeddingText(m), cached = cache.get(text);
    cached ? storeVector(state, m, cached) && tally.fromCache++ : todo.push({ memory: m, text });
  }
  let report = () => run.onProgress?.({ ...tally, done: tally.embedded + tally.fromCache });
  report();
  for (let i = 0; i < todo.length; i += batchSize) {
    if (await yieldToEventLoop(), run.signal?.aborted) return !1;
    let batch = todo.slice(i, i + batchSize), result;
    try {
      result = await embeddings.embed(
        batch.map((b) => b.text),
        run.signal
      );
    } catch (error) {
      if (run.signal?.aborted) return !1;
      throw error;
    }
    if (!result || !isSameSpace(result.space, state.space)) return !1;
    batch.forEach((b, j) => {
      let vector = result.vectors[j];
      storeVector(state, b.memory, vector), cache.set(b.text, vector);
    }), tally.embedded += batch.length, report();
  }
  return !0;
}
var SAVE_EVERY = 1024;
async function embedMissing(ctx, state, missing, embeddings, cache, batchSize, run) {
  let tally = {
    embedded: 0,
    fromCache: 0,
    total: missing.queued.length + missing.reread.length
  }, savedAt = 0, chunks = [];
  for (let i = 0; i < missing.queued.length; i += EMBED_CHUNK) {
    let chunk = missing.queued.slice(i, i + EMBED_CHUNK);
    chunks.push(async () => chunk);
  }
  for (let i = 0; i < missing.reread.length; i += EMBED_CHUNK) {
    let docs = missing.reread.slice(i, i + EMBED_CHUNK);
    chunks.push(() => readMemories(ctx, docs));
  }
  for (let next of chunks) {
    let memories = await next();
    if (!await embedInto(state, embeddings, cache, memories, batchSize, tally, run)) break;
    tally.embedded - savedAt >= SAVE_EVERY && (await cache.save(), savedAt = tally.embedded);
  }
  return tally;
}
async function syncVectors(ctx, state, queue, embeddings, options) {
  let space = embeddings.activeSpace() ?? (await embeddings.init() && embeddings.activeSpace()) ?? null;
  if (!space)
    return detachVectors(state), {
      space: null,
      embedded: 0,
      fromCache: 0,
      reason: embeddings.status().reason ?? "no embeddings"
    };
  let fallbackReason = await prepareIndex(state, space, options.cacheDir, options.vector ?? {}), missing = findMissing(state, queue), report = { space, embedded: 0, fromCache: 0 };
  if (missing.queued.length || missing.reread.length) {
    let cache = await openVectorCache({ dir: options.cacheDir, space }), run = options.run ?? {}, tally = await embedMissing(
      ctx,
      state,
      missing,
      embeddings,
      cache,
      options.batchSize,
      run
    );
    await cache.save(), report.embedded = tally.embedded, report.fromCache = tally.fromCache, run.signal?.aborted && (report.interrupted = !0);
  }
  return fallbackReason && (report.fallbackReason = fallbackReason), report;
}
async function loadManifestSpace(cacheDir) {
  try {
    let text = await readFile(path.join(cacheDir, "manifest.json"), "utf8"), space = JSON.parse(text).space;
    return space && typeof space.model == "string" && typeof space.dimensions == "number" ? space : null;
  } catch {
    return null;
  }
}
async function pruneVectorCache(ctx, state, cacheDir) {
  if (!state.space) return 0;
  let cache = await openVectorCache({ dir: cacheDir, space: state.space }), texts = (await mapLimit(
    [...state.docs.values()],
    32,
    (d) => readFileEntry(ctx.scopes, d.path, ctx.read)
  )).flatMap((r) => r.kind === "memory" ? [embeddingText(r.memory)] : []), dropped = cache.retainOnly(texts);
  return await cache.save(), dropped;
}
async function attachSavedVectors(state, queue, cacheDir, options, accept) {
  let loaded = await loadSavedVectors(cacheDir, "saved", options, accept);
  loaded && attachVectors(state, loaded.index, loaded.space, { alsoDrop: (key) => queue.has(key) });
}

export {
  embeddingText,
  emptyState,
  splitKey,
  isVectorCurrent,
  dropOrphanVectors,
  removePaths,
  addProblems,
  applyReadings,
  updateShadowed,
  drainLinkChanges,
  restoreState,
  syncVectors,
  loadManifestSpace,
  pruneVectorCache,
  attachSavedVectors
};
