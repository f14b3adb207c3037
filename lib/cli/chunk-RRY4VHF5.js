#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  createEmbeddings
} from "./chunk-2X3XVHUP.js";
import {
  addProblems,
  applyReadings,
  attachSavedVectors,
  drainLinkChanges,
  dropOrphanVectors,
  emptyState,
  isVectorCurrent,
  pruneVectorCache,
  removePaths,
  restoreState,
  splitKey,
  syncVectors,
  updateShadowed
} from "./chunk-TPDF2BVG.js";
import {
  findChangedFiles,
  mapLimit,
  readFileEntry
} from "./chunk-SZZWAVGO.js";
import {
  DEFAULT_CALIBRATION,
  StoreCalibrations,
  removeStrayFiles,
  resolveCalibration
} from "./chunk-6NYJ7ISR.js";
import {
  encodeDocTable,
  openDocTable
} from "./chunk-VUFTBUXA.js";
import {
  FileStamps,
  KeywordIndex,
  canEmbedIn,
  idFromKey,
  isScopedKey,
  loadSearchState,
  matchesFilter,
  saveSearchState,
  toScopedKey
} from "./chunk-QKDODJ4C.js";
import {
  chooseWorkerCount
} from "./chunk-IWGOURYV.js";
import {
  checkTypeFilter
} from "./chunk-MSBHMWFW.js";
import {
  buildPushDigest
} from "./chunk-FNSK6N3R.js";
import {
  writeDigests
} from "./chunk-OQEGFL2Q.js";
import {
  digestPaths
} from "./chunk-JMPUCGT5.js";
import {
  indexCacheDir
} from "./chunk-QUIOUXOQ.js";
import {
  buildGotchaDigest,
  buildSessionDigest
} from "./chunk-TZM32FOC.js";
import {
  updateGraph
} from "./chunk-A4QYTY4Q.js";
import {
  isoSeconds,
  isoString
} from "./chunk-7KTB7TC7.js";
import {
  DEFAULT_LABEL,
  addEdge,
  findEdge,
  removeEdge
} from "./chunk-Z6SYHISM.js";
import {
  SESSION_NOTE_TYPES,
  assertRealFolders,
  isUnwritable
} from "./chunk-SDR562BD.js";
import {
  SCOPES,
  isScopeName
} from "./chunk-DLNTYKWA.js";
import {
  didYouMean
} from "./chunk-PD5D57LS.js";
import {
  StrataError,
  isStrataError
} from "./chunk-VWF6XKUM.js";

// src/search/fusion.ts
var DAY_MS = 864e5, SCOPE_BONUS = 0.02, RECENCY_WEIGHT = 0.1, DEFAULTS = {
  semanticWeight: 0.2,
  semanticFloor: DEFAULT_CALIBRATION.floor,
  semanticCeiling: DEFAULT_CALIBRATION.ceiling,
  halfLifeDays: 180
};
function checkRange(name, value, min, max) {
  if (!(Number.isFinite(value) && value >= min && value <= max))
    throw new StrataError("INVALID_ARGUMENT", `${name} ${value} is out of range`, {
      hint: `use a number from ${min} to ${max}`
    });
}
function byMax(list) {
  let max = 0;
  for (let item of list) max = Math.max(max, item.score);
  return new Map(list.map((item) => [item.key, max > 0 ? Math.max(0, item.score) / max : 0]));
}
function aboveFloor(list, floor, ceiling) {
  let scores = /* @__PURE__ */ new Map();
  for (let item of list)
    item.score > floor && scores.set(item.key, Math.min(1, (item.score - floor) / (ceiling - floor)));
  return scores;
}
function normalizeScores(list, method, calibration = DEFAULT_CALIBRATION) {
  let seen = /* @__PURE__ */ new Set(), unique = list.filter((item) => !seen.has(item.key) && seen.add(item.key));
  return unique.length === 0 ? /* @__PURE__ */ new Map() : method === "calibrated" ? aboveFloor(unique, calibration.floor, calibration.ceiling) : byMax(unique);
}
var SCOPE_STEPS = {
  enterprise: 3,
  local: 2,
  claude: 2,
  project: 1,
  instructions: 1,
  global: 0
};
function scopeFactor(scope) {
  return 1 + SCOPE_BONUS * SCOPE_STEPS[scope];
}
function recencyFactor(updated, now, halfLifeDays = DEFAULTS.halfLifeDays) {
  let at = Date.parse(updated);
  if (Number.isNaN(at)) return 1 - RECENCY_WEIGHT;
  let ageDays = Math.max(0, (Number(now) - at) / DAY_MS);
  return 1 - RECENCY_WEIGHT + RECENCY_WEIGHT * 0.5 ** (ageDays / halfLifeDays);
}
function resolveOptions(options) {
  let merged = { ...DEFAULTS, ...options };
  if (checkRange("semanticWeight", merged.semanticWeight, 0, 1), checkRange("semanticFloor", merged.semanticFloor, -1, 0.999), checkRange("semanticCeiling", merged.semanticCeiling, merged.semanticFloor + 1e-3, 1), checkRange("halfLifeDays", merged.halfLifeDays, Number.MIN_VALUE, Number.MAX_VALUE), Number.isNaN(Number(merged.now)))
    throw new StrataError("INVALID_ARGUMENT", `now ${String(merged.now)} is not a time`, {
      hint: "pass a Date or epoch milliseconds"
    });
  return merged;
}
function fuseScores(keyword, semantic, meta, options) {
  let o = resolveOptions(options), calibration = { floor: o.semanticFloor, ceiling: o.semanticCeiling }, kw = normalizeScores(keyword, "max"), sem = normalizeScores(semantic, "calibrated", calibration), weight = sem.size === 0 ? 0 : kw.size === 0 ? 1 : o.semanticWeight, keys = /* @__PURE__ */ new Set([...kw.keys(), ...sem.keys()]), results = [];
  for (let key of keys) {
    let k = kw.get(key) ?? 0, s = sem.get(key) ?? 0, fused = (1 - weight) * k + weight * s, info = meta(key), scope = info ? scopeFactor(info.scope) : 1, recency = recencyFactor(info?.updated ?? "", o.now, o.halfLifeDays), final = fused * scope * recency;
    results.push({
      key,
      score: final,
      explanation: {
        keyword: k,
        semantic: s,
        fused,
        scopeFactor: scope,
        recencyFactor: recency,
        final
      }
    });
  }
  return results.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

// src/search/hybrid-search.ts
function hybridSearch(query) {
  let limit = query.limit ?? 10, pool = query.candidates ?? Math.max(50, limit * 5), { keyword, filter = {}, isVectorCurrent: isVectorCurrent2 = () => !0 } = query, keywordHits = query.text.trim() ? keyword.search(query.text, { filter, limit: pool }) : [], vectorHits = query.vectors && query.queryVector && query.vectors.size > 0 ? query.vectors.search(query.queryVector, pool, (key) => {
    let stored = keyword.stored(key);
    return stored !== void 0 && matchesFilter(stored, filter) && isVectorCurrent2(key);
  }) : [];
  return fuseScores(keywordHits, vectorHits, (key) => keyword.stored(key), query.fusion).slice(0, limit).flatMap((result) => {
    let stored = keyword.stored(result.key);
    return stored ? [{ ...result, id: idFromKey(result.key), scope: stored.scope, type: stored.type }] : [];
  });
}

// src/search/rank-fusion.ts
function fuseRankings(rankings, k = 60) {
  if (rankings.length === 1) return [...rankings[0] ?? []];
  let fused = /* @__PURE__ */ new Map();
  for (let ranking of rankings)
    ranking.forEach((item, index) => {
      let entry = fused.get(item.key), value = 1 / (k + index + 1);
      entry ? (entry.value += value, item.score > entry.item.score && (entry.item = item)) : fused.set(item.key, { item, value });
    });
  return [...fused.values()].sort(
    (a, b) => b.value - a.value || b.item.score - a.item.score || (a.item.key < b.item.key ? -1 : a.item.key > b.item.key ? 1 : 0)
  ).map((entry) => entry.item);
}
function fuseRankingsScored(rankings, k = 60) {
  if (rankings.length <= 1) return [...rankings[0] ?? []];
  let value = /* @__PURE__ */ new Map();
  for (let ranking of rankings)
    ranking.forEach((item, index) => {
      value.set(item.key, (value.get(item.key) ?? 0) + 1 / (k + index + 1));
    });
  let best = rankings.length / (k + 1);
  return fuseRankings(rankings, k).map((item) => ({
    ...item,
    score: (value.get(item.key) ?? 0) / best
  }));
}

// src/indexing/search-query.ts
var MAX_QUERY_CHARS = 2e3;
function bad(field, message, hint) {
  return new StrataError("INVALID_ARGUMENT", `${field} ${message}`, { subject: field, hint });
}
function requestPhrasings(request) {
  let texts = [request.query, ...Array.isArray(request.queries) ? request.queries : []].map((text) => typeof text == "string" ? text.trim() : "");
  return [...new Set(texts.filter(Boolean))];
}
function checkPhrasings(request) {
  let phrasings = requestPhrasings(request);
  if (phrasings.length === 0) throw bad("query", "is empty", "pass a few words to search for");
  if (phrasings.length > 5)
    throw bad(
      "queries",
      `holds ${phrasings.length} phrasings`,
      `pass at most ${5}, the most different ones`
    );
  if (phrasings.some((text) => text.length > MAX_QUERY_CHARS))
    throw bad("query", `is longer than ${MAX_QUERY_CHARS} characters`, "use a few key words");
  return phrasings;
}
function checkSearchRequest(request, defaultLimit) {
  let phrasings = checkPhrasings(request), query = phrasings.join(" | "), mode = request.mode ?? "hybrid";
  if (!["hybrid", "keyword", "semantic"].includes(mode))
    throw bad("mode", `"${mode}" is not a mode`, "use hybrid, keyword or semantic");
  let limit = request.limit ?? defaultLimit;
  if (!Number.isInteger(limit) || limit < 1 || limit > 200)
    throw bad("limit", `${limit} is not a whole number from 1 to 200`, "use 1 to 200");
  let scopes = request.scopes ?? [], badScope = scopes.find((s) => !isScopeName(s));
  if (badScope !== void 0)
    throw bad(
      "scope",
      `"${badScope}" is not a scope`,
      `${didYouMean(badScope, SCOPES)}use one of ${SCOPES.join(", ")}`
    );
  if (checkTypeFilter(request.types ?? []), request.since !== void 0 && Number.isNaN(Date.parse(request.since)))
    throw bad("since", `"${request.since}" is not a date`, "use an ISO date such as 2026-01-31");
  let filter = { archived: request.archived ? "include" : "exclude" };
  return request.types?.length ? filter.types = request.types : filter.excludeTypes = SESSION_NOTE_TYPES, scopes.length && (filter.scopes = scopes), request.tags?.length && (filter.tags = request.tags), request.since && (filter.updatedSince = request.since), { query, phrasings, mode, limit, filter };
}
function runSearch(state, request, options) {
  let { query, phrasings, mode, limit, filter } = checkSearchRequest(
    request,
    options.defaultLimit
  ), vectors = options.queryVectors, canVector = !!state.vectors && state.vectors.size > 0 && vectors?.length === phrasings.length, degraded = mode !== "keyword" && !canVector, weight = mode === "keyword" || !canVector ? 0 : mode === "semantic" ? 1 : options.semanticWeight, fusion = {
    now: options.now,
    semanticWeight: weight,
    halfLifeDays: options.halfLifeDays,
    semanticFloor: options.calibration.floor,
    semanticCeiling: options.calibration.ceiling
  }, rankings = phrasings.map(
    (text, i) => hybridSearch({
      keyword: state.keyword,
      vectors: weight > 0 ? state.vectors : null,
      text: weight === 1 ? "" : text,
      queryVector: weight > 0 ? vectors?.[i] ?? null : null,
      filter,
      isVectorCurrent: (key) => isScopedKey(key) && isVectorCurrent(state, key),
      // Extra candidates, since shadowed ids are dropped after ranking.
      limit: limit + state.shadowed.size,
      fusion
    })
  ), results = toResults(state, fuseRankingsScored(rankings), limit), response = {
    query,
    ...phrasings.length > 1 ? { queries: phrasings } : {},
    mode,
    degraded,
    results
  };
  return degraded && (response.notice = `strata: searched by keywords only, not by meaning: ${options.noVectorReason ?? "no embedding model is available"}`), response;
}
function toResults(state, hits, limit) {
  let results = [];
  for (let hit of hits) {
    if (results.length >= limit) break;
    let doc = isScopedKey(hit.key) ? state.docs.get(hit.key) : void 0;
    !doc || state.shadowed.has(doc.key) || results.push({
      id: doc.id,
      title: doc.title,
      type: doc.type,
      scope: doc.scope,
      score: Math.round(hit.score * 1e4) / 1e4,
      path: doc.path,
      snippet: doc.snippet,
      tags: doc.tags,
      archived: doc.archived,
      explanation: hit.explanation
    });
  }
  return results;
}

// src/app/open-search.ts
import path2 from "node:path";

// src/indexing/search-service.ts
import { availableParallelism } from "node:os";

// src/indexing/coalesced-runs.ts
var CoalescedRuns = class {
  task;
  running;
  next;
  constructor(task) {
    this.task = task;
  }
  /** Resolves with the result of a run that starts after this call (never an earlier one). */
  request() {
    let running = this.running;
    return running ? (this.next ??= running.catch(() => {
    }).then(() => (this.next = void 0, this.start())), this.next) : this.start();
  }
  start() {
    let run = this.task().finally(() => {
      this.running === run && (this.running = void 0);
    });
    return this.running = run, run;
  }
};

// src/indexing/graph-sync.ts
function linksBack(state, change, target) {
  for (let key of state.docs.keys())
    if (splitKey(key).id === target && state.docs.get(key)?.links.includes(change.from))
      return !0;
  return !1;
}
async function reconcileGraphs(ctx, state, log) {
  let changes = drainLinkChanges(state), written = 0;
  for (let scope of ctx.scopes) {
    let mine = changes.filter((c) => c.scope === scope.scope);
    if (!mine.length || scope.readOnly || scope.scope === "claude") continue;
    let stamp = isoSeconds(ctx.now());
    try {
      await assertRealFolders(scope), await updateGraph(scope.dir, (graph) => {
        let changed = !1;
        for (let change of mine) {
          for (let to of change.added)
            findEdge(graph, change.from, to) || (addEdge(graph, change.from, to, DEFAULT_LABEL, stamp), changed = !0);
          for (let to of change.removed)
            linksBack(state, change, to) || (changed = removeEdge(graph, change.from, to) || changed);
        }
        return changed && written++, changed;
      });
    } catch (error) {
      if (!isStrataError(error)) throw error;
      log(`strata: graph not updated: ${error.message}`);
    }
  }
  return written;
}

// src/indexing/index-engine.ts
import { closeSync } from "node:fs";
var READ_BATCH = 1e3;
async function applyPaths(ctx, state, paths, options = {}) {
  let queue = /* @__PURE__ */ new Map();
  for (let at = 0; at < paths.length; at += READ_BATCH) {
    let batch = paths.slice(at, at + READ_BATCH), readings = await mapLimit(batch, 64, (p) => readFileEntry(ctx.scopes, p, ctx.read));
    applyReadings(state, readings, queue), options.queue === !1 && queue.clear();
  }
  return updateShadowed(state), queue;
}
async function loadIndexState(cacheDir) {
  let start = performance.now(), loaded = await loadSearchState(cacheDir, { space: null, deferStamps: !0 }), state = emptyState(), reason, payload = loaded.ok ? readPayload(loaded.state.docsFd) : null;
  loaded.ok && payload ? state = restoreState({
    keyword: loaded.state.keyword,
    files: new FileStamps(),
    docs: payload.docs,
    problems: payload.problems,
    vectorHashes: payload.vectorHashes
  }) : (loaded.ok && loaded.state.keyword.close(), reason = loaded.ok ? "saved index has no document infos" : loaded.reason, state.keyword = KeywordIndex.build());
  let report = {
    mode: reason === void 0 ? "loaded" : "rebuilt",
    read: 0,
    removed: 0,
    ms: Math.round(performance.now() - start)
  };
  reason !== void 0 && (report.reason = reason);
  let readStamps = reason === void 0 && loaded.ok ? loaded.state.readStamps : void 0;
  return { state, report, catchUp: async (ctx) => {
    if (readStamps) {
      let before = state.files;
      state.files = readStamps();
      for (let [file, stamp] of before.entries()) state.files.set(file, stamp);
    }
    let { toRead, removed, problems } = await findChangedFiles(ctx.scopes, state.files);
    removePaths(state, removed);
    let queue = await applyPaths(ctx, state, toRead, { queue: reason === void 0 });
    return addProblems(state, problems), report.read = toRead.length, report.removed = removed.length, report.ms = Math.round(performance.now() - start), queue;
  } };
}
async function persistIndexState(state, cacheDir) {
  await state.keyword.vacuumIfDirty(), await saveSearchState(cacheDir, {
    keyword: state.keyword,
    vectors: state.vectors,
    space: state.space,
    files: state.files,
    docs: encodeDocTable(
      {
        format: PAYLOAD_FORMAT,
        problems: [...state.problems.values()],
        vectorHashes: Object.fromEntries(state.vectorHashes)
      },
      state.docs
    )
  });
}
var PAYLOAD_FORMAT = 2;
function readPayload(fd) {
  if (fd === void 0) return null;
  let opened;
  try {
    opened = openDocTable(fd);
  } catch {
    return closeSync(fd), null;
  }
  let { header, docs } = opened;
  if (header.format !== PAYLOAD_FORMAT || !Array.isArray(header.problems))
    return docs.close(), null;
  let payload = { docs, problems: header.problems }, hashes = header.vectorHashes;
  return typeof hashes == "object" && hashes !== null ? { ...payload, vectorHashes: hashes } : payload;
}

// src/indexing/search-service.ts
function toDigestCard(doc) {
  return { ...doc, body: doc.snippet };
}
var VECTORS_PENDING = "the meaning index is still being built in the background (the first time, every memory is embedded); search again in a minute, or run `strata reindex` to build it now", SearchService = class _SearchService {
  options;
  cacheDir;
  openReport;
  state;
  pending;
  lastVectors;
  persistTimer;
  saving = Promise.resolve();
  closed = !1;
  vectorRuns = new CoalescedRuns(() => this.syncVectors());
  calibrations;
  /**
   * Resolves once the state caught up with the files on disk (changed while no process
   * watched), was saved and the digests written; rejects when that failed.
   */
  caughtUp = Promise.resolve();
  constructor(options, state, queue, report) {
    this.options = options, this.cacheDir = indexCacheDir(options.cacheRoot, options.projectRoot), this.calibrations = new StoreCalibrations(this.cacheDir), this.state = state, this.pending = queue, this.openReport = report;
  }
  /** Loads persisted indexes (or builds them), catches up with the files, saves, writes digests. */
  static async open(options) {
    let service = await _SearchService.openSaved(options);
    return await service.caughtUp, service;
  }
  /**
   * Opens the saved indexes and returns at once, answering from them while it catches up
   * with the files in the background (`caughtUp`): at 100k memories the saved stamps and a
   * `stat` of every file take seconds that a first search need not wait for. Without a
   * saved index there is nothing to answer from: it returns once the index is built.
   */
  static async openSaved(options) {
    let cacheDir = indexCacheDir(options.cacheRoot, options.projectRoot), { state, report, catchUp } = await loadIndexState(cacheDir), service = new _SearchService(options, state, /* @__PURE__ */ new Map(), report);
    return service.caughtUp = service.catchUp(catchUp), service.caughtUp.catch(() => {
    }), report.mode === "rebuilt" && await service.caughtUp, service;
  }
  /** Brings the loaded state up to date with the disk, then saves what changed. */
  async catchUp(run) {
    let { options, openReport: report } = this;
    await new Promise((resolve) => setImmediate(resolve)), report.mode !== "rebuilt" && await Promise.resolve(options.catchUpAfter).catch(() => {
    });
    let queue = await run(options.ctx);
    this.enqueue(queue), report.reason ? options.log(`strata: rebuilding the search index: ${report.reason}`) : await attachSavedVectors(
      this.state,
      this.pending,
      this.cacheDir,
      options.vector ?? {},
      (saved) => canEmbedIn(options.config.embedding.provider, saved)
    ), !(!report.read && !report.removed && report.mode !== "rebuilt") && await this.afterChange().catch((error) => {
      if (!isUnwritable(error)) throw error;
      let why = error instanceof Error ? error.message : String(error);
      options.log(`strata: the search index was not saved (${why}); answering from memory`);
    });
  }
  /**
   * Keeps memories for the next vector sync. Without embeddings (`--no-embed`,
   * `embedding.provider: none`) nothing ever takes them: they are not kept.
   */
  enqueue(queue) {
    if (this.options.embeddings)
      for (let [key, memory] of queue) this.pending.set(key, memory);
  }
  /** The in-memory state (read-only use: tests, verify, the bench). */
  get index() {
    return this.state;
  }
  /**
   * Documents visible in search (the most specific scope of each id). Reads every info
   * (from the saved file, once restored): for callers that need them all.
   */
  visibleDocs() {
    let visible = [];
    for (let doc of this.state.docs.values())
      this.state.shadowed.has(doc.key) || visible.push(doc);
    return visible;
  }
  /**
   * The document info of memory `id`: the one in `scope`, or without it the visible one.
   * Walks the keys, not the infos: reads one info at most.
   */
  findDoc(id, scope) {
    if (scope) return this.state.docs.get(toScopedKey(scope, id));
    for (let key of this.state.docs.keys())
      if (splitKey(key).id === id && !this.state.shadowed.has(key)) return this.state.docs.get(key);
  }
  /**
   * Applies a watcher batch. The in-memory indexes (what search answers from) and the
   * graphs change before this resolves; saving the indexes and rewriting the digests is
   * deferred and coalesced, since a 10k-memory index takes far longer to write than to update.
   */
  async applyBatch(batch) {
    let removed = removePaths(this.state, batch.removed), queue = await applyPaths(this.options.ctx, this.state, batch.changed);
    return this.enqueue(queue), this.state.linkChanges.length && await reconcileGraphs(this.options.ctx, this.state, this.options.log), this.schedulePersist(), { read: batch.changed.length, removed };
  }
  /**
   * Takes in files this process just wrote (a CLI save) and rewrites the hook digests,
   * without saving the indexes: the next process catches those up from the file stamps,
   * but the hooks read only digests, so a gotcha saved with no server running would
   * otherwise stay off the Read hook until the next search or session start.
   */
  async applyWritten(paths) {
    await applyPaths(this.options.ctx, this.state, paths), await this.writeDigests();
  }
  /** Saves the indexes and digests once changes stop for `persistDelayMs`. */
  schedulePersist() {
    this.persistTimer && clearTimeout(this.persistTimer), this.persistTimer = setTimeout(() => {
      this.persistTimer = void 0, this.flush();
    }, this.options.persistDelayMs ?? 500);
  }
  /** Saves now whatever is not saved yet (waits for a save in progress). */
  async flush() {
    this.persistTimer && (clearTimeout(this.persistTimer), this.persistTimer = void 0), this.saving = this.saving.then(() => this.afterChange()).catch((error) => {
      this.options.log(
        `strata: saving the index failed: ${error instanceof Error ? error.message : String(error)}`
      );
    }), await this.saving;
  }
  /**
   * Re-reads every file whose stamp changed (for `strata reindex`; `--full` instead deletes
   * the saved indexes before the service opens, so opening rebuilds them). After a rebuild
   * this process has just read, indexed and saved every file: reading them all again would
   * double the cost of a reindex for nothing, so it returns at once.
   */
  async refreshAll() {
    if (this.openReport.mode === "rebuilt") return { read: 0, removed: 0 };
    let files = [...this.state.files.paths(), ...this.state.problems.keys()], queue = await applyPaths(this.options.ctx, this.state, files);
    return this.enqueue(queue), await this.afterChange(), { read: files.length, removed: 0 };
  }
  async afterChange() {
    await reconcileGraphs(this.options.ctx, this.state, this.options.log), await persistIndexState(this.state, this.cacheDir), await this.writeDigests();
  }
  /** Rewrites the hook digests from the visible documents. */
  async writeDigests() {
    let now = this.options.ctx.now(), memories = this.visibleDocs().map(toDigestCard), scopes = this.options.ctx.scopes.map((s) => ({ scope: s.scope, dir: s.dir })), root = this.options.projectRoot;
    await writeDigests(digestPaths(this.options.cacheRoot, root), {
      gotchas: buildGotchaDigest(memories, root, now),
      session: buildSessionDigest(memories, scopes, root, now),
      push: buildPushDigest(memories, now)
    });
  }
  /**
   * Embeds what lacks a current vector, in one run at a time: callers that do not wait for
   * it (the watcher) go on applying changes, which search sees at once.
   */
  requestVectors() {
    return this.vectorRuns.request();
  }
  /** Embeds what lacks a current vector, now, and schedules a save. */
  async syncVectors(run) {
    let { embeddings } = this.options;
    if (!embeddings || this.closed) return null;
    let queue = this.pending;
    this.pending = /* @__PURE__ */ new Map();
    let report = await syncVectors(this.options.ctx, this.state, queue, embeddings, {
      cacheDir: this.cacheDir,
      batchSize: this.roundSize(),
      ...this.options.vector ? { vector: this.options.vector } : {},
      ...run ? { run } : {}
    });
    return this.lastVectors = report, report.fallbackReason && this.options.log(`strata: ${report.fallbackReason}`), !report.interrupted && !this.closed && await this.calibrations.refresh(this.state, embeddings, run?.signal).catch((error) => {
      this.options.log(`strata: could not estimate the similarity calibration: ${error}`);
    }), (report.embedded || report.fromCache) && !this.closed && this.schedulePersist(), report;
  }
  /** Texts per embedding round: one batch per thread of the embedded model, so each works. */
  roundSize() {
    let { batchSize, provider, workers } = this.options.config.embedding;
    return provider !== "embedded" ? batchSize : batchSize * chooseWorkerCount(workers, availableParallelism());
  }
  /**
   * Embeds query phrasings in the space of the vector index, one vector each; null with a
   * reason when it cannot.
   */
  async embedQueries(texts) {
    let { embeddings } = this.options;
    if (!embeddings) return { vectors: null, reason: 'embedding.provider is "none"' };
    let batch = await embeddings.embed([...texts]);
    if (batch && !this.state.vectors) return { vectors: null, reason: VECTORS_PENDING };
    if (!batch)
      return {
        vectors: null,
        reason: embeddings.status().reason ?? "no embedding backend answered"
      };
    let space = this.state.space;
    return !space || batch.space.model !== space.model || batch.space.provider !== space.provider ? {
      vectors: null,
      reason: `the query was embedded by ${batch.space.provider}/${batch.space.model}, the index holds ${space?.provider}/${space?.model}`
    } : { vectors: batch.vectors };
  }
  /**
   * Searches. `queryVector` skips embedding a one-phrasing query (the bench passes one in).
   * An invalid request is refused before anything is embedded.
   */
  async search(request, queryVector) {
    let { search } = this.options.config, { phrasings, mode } = checkSearchRequest(request, search.defaultLimit), vectors = queryVector ? [queryVector] : null, reason;
    queryVector === void 0 && mode !== "keyword" && ({ vectors, reason } = await this.embedQueries(phrasings), !reason && !this.state.vectors?.size && (reason = VECTORS_PENDING));
    let space = this.state.space, estimated = space ? await this.calibrations.get(space) : null;
    return runSearch(this.state, request, {
      queryVectors: vectors,
      calibration: resolveCalibration(space, search.semanticFloor, estimated),
      ...reason ? { noVectorReason: reason } : {},
      now: this.options.ctx.now(),
      defaultLimit: search.defaultLimit,
      semanticWeight: search.semanticWeight,
      halfLifeDays: search.recencyHalfLifeDays
    });
  }
  /**
   * Compacts derived data: vacuums the keyword index, drops vectors of documents that no
   * longer exist, and removes stray files of the index folder (returning their paths).
   */
  async compact() {
    await this.state.keyword.vacuumIfDirty(1, 0);
    let vectorsDropped = dropOrphanVectors(this.state), cacheDropped = this.state.space ? await pruneVectorCache(this.options.ctx, this.state, this.cacheDir) : 0;
    return await persistIndexState(this.state, this.cacheDir), { vectorsDropped, cacheDropped, removedFiles: await removeStrayFiles(this.cacheDir) };
  }
  /** Counts for `doctor`, `stats` and the MCP server. */
  status() {
    return {
      documents: this.state.docs.size,
      visible: this.state.docs.size - this.state.shadowed.size,
      problems: [...this.state.problems.values()],
      vectors: this.state.vectors?.size ?? 0,
      vectorKind: this.state.vectors?.kind ?? null,
      space: this.state.space,
      embeddings: this.options.embeddings?.status() ?? null,
      lastVectors: this.lastVectors ?? null,
      cacheDir: this.cacheDir,
      /** How semantic similarities are read (measured, estimated from the store, or default). */
      calibration: this.state.space ? resolveCalibration(
        this.state.space,
        this.options.config.search.semanticFloor,
        this.calibrations.peek(this.state.space)
      ) : null
    };
  }
  /**
   * Saves pending changes and releases the embedding backends and the saved keyword file
   * (the index must not be searched afterwards). A background embedding run
   * is not waited for (a backlog can take minutes); what it has not saved is embedded
   * again next time, mostly from the cache.
   */
  async close() {
    this.closed = !0, await this.caughtUp.catch(() => {
    }), this.persistTimer && await this.flush(), await this.saving, await this.options.embeddings?.close(), this.state.keyword.close(), this.state.docs.close?.();
  }
};

// src/storage/log-file.ts
import { appendFileSync, mkdirSync, renameSync, statSync } from "node:fs";
import path from "node:path";
var MAX_LOG_BYTES = 1024 * 1024, MAX_LINE_CHARS = 2e3;
function appendLogLine(file, component, message) {
  try {
    mkdirSync(path.dirname(file), { recursive: !0, mode: 448 });
    try {
      statSync(file).size > MAX_LOG_BYTES && renameSync(file, `${file}.1`);
    } catch {
    }
    let line = message.replace(/\s+/g, " ").slice(0, MAX_LINE_CHARS);
    appendFileSync(file, `${isoString(/* @__PURE__ */ new Date())} ${component} ${line}
`, { mode: 384 });
  } catch {
  }
}
function createFileLog(file, component) {
  return (line) => appendLogLine(file, component, line);
}

// src/app/open-search.ts
function logFilePath(cacheRoot) {
  return path2.join(cacheRoot, "strata.log");
}
async function openSearch(runtime, options) {
  let log = createFileLog(logFilePath(runtime.cacheRoot), options.component), embeddings = options.embeddings !== !1 && runtime.config.embedding.provider !== "none" ? createEmbeddings({
    config: runtime.config.embedding,
    ollamaHostEnv: runtime.ollamaHostEnv,
    log,
    onNotice: options.notice
  }) : null;
  return (options.answerFirst ? SearchService.openSaved : SearchService.open)({
    ctx: runtime.store,
    config: runtime.config,
    cacheRoot: runtime.cacheRoot,
    projectRoot: runtime.projectRoot ?? null,
    embeddings,
    log,
    catchUpAfter: options.catchUpAfter
  });
}

// src/core/quiet-window.ts
function isStillQuiet(last, at) {
  return last !== void 0 && at - last >= 0 && at - last < 36e5;
}

export {
  checkSearchRequest,
  createFileLog,
  logFilePath,
  openSearch,
  isStillQuiet
};
