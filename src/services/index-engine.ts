/**
 * The search indexes of one store, kept in memory and persisted in the cache: the keyword
 * index, the vector index, the document infos and the file stamps they were built from.
 * Only this module changes them (one owner); the sync service feeds it file changes.
 */
import type { Problem } from '../core/errors.js';
import type { Memory, MemoryId } from '../core/memory.js';
import { rankScope, type ScopeName } from '../core/scope.js';
import { isScopedKey, type ScopedKey } from '../core/scoped-key.js';
import type { EmbeddingSpace } from '../embeddings/provider.js';
import type { KeywordIndex } from '../search/keyword-index.js';
import { KeywordIndex as KeywordIndexClass } from '../search/keyword-index.js';
import type { FileStamp } from '../search/persistence.js';
import { loadSearchState, saveSearchState } from '../search/persistence.js';
import type { VectorIndex } from '../search/vector-index.js';
import { type FileReading, findStale, listAllFiles, mapLimit, readFileEntry } from './file-sync.js';
import { type DocInfo, toDocInfo } from './index-docs.js';
import type { StoreContext } from './store.js';

/** How the engine came up, for logs, `doctor` and the bench. */
export interface OpenReport {
  /** `loaded`: persisted indexes reused; `rebuilt`: built from the files. */
  mode: 'loaded' | 'rebuilt';
  /** Why the persisted indexes were not used, when rebuilt. */
  reason?: string;
  /** Files read (changed since the saved stamps, or all on a rebuild). */
  read: number;
  removed: number;
  ms: number;
}

/** The mutable index state (owned by one engine). */
export interface IndexState {
  keyword: KeywordIndex;
  vectors: VectorIndex | null;
  space: EmbeddingSpace | null;
  /**
   * The file hash each vector was computed from, by key. A vector is current only while this
   * equals the hash of the document's file: search skips the others.
   */
  vectorHashes: Map<ScopedKey, string>;
  files: Record<string, FileStamp>;
  docs: Map<ScopedKey, DocInfo>;
  /** Document key by file path. */
  keyOfPath: Map<string, ScopedKey>;
  problems: Map<string, Problem>;
  /** Keys hidden because a more specific scope holds the same id. */
  shadowed: Set<ScopedKey>;
  /** Frontmatter links added or removed since last drained: the graph follows them. */
  linkChanges: LinkChange[];
}

/** A memory whose frontmatter `links` changed (in an IDE, or while nobody watched). */
export interface LinkChange {
  scope: ScopeName;
  from: MemoryId;
  added: MemoryId[];
  removed: MemoryId[];
}

/** Memories whose vectors must be (re)computed after a change. */
export type EmbedQueue = Map<string, Memory>;

function emptyState(): IndexState {
  return {
    keyword: KeywordIndexClass.create(),
    vectors: null,
    space: null,
    vectorHashes: new Map(),
    files: {},
    docs: new Map(),
    keyOfPath: new Map(),
    problems: new Map(),
    shadowed: new Set(),
    linkChanges: [],
  };
}

/** Recomputes which keys are shadowed by the same id in a more specific scope. */
export function computeShadowed(docs: ReadonlyMap<ScopedKey, DocInfo>): Set<ScopedKey> {
  const best = new Map<string, DocInfo>();
  for (const doc of docs.values()) {
    const current = best.get(doc.id);
    if (!current || rankScope(doc.scope) < rankScope(current.scope)) best.set(doc.id, doc);
  }
  const shadowed = new Set<ScopedKey>();
  for (const doc of docs.values()) if (best.get(doc.id) !== doc) shadowed.add(doc.key);
  return shadowed;
}

function removePath(state: IndexState, file: string): void {
  delete state.files[file];
  state.problems.delete(file);
  const key = state.keyOfPath.get(file);
  if (!key) return;
  state.keyOfPath.delete(file);
  // Another file may hold the same key now (a rename within a scope): keep its entry.
  const doc = state.docs.get(key);
  if (doc && doc.path !== file) return;
  state.docs.delete(key);
  state.keyword.delete(key);
  state.vectorHashes.delete(key);
  if (state.vectors?.has(key)) state.vectors.delete(key);
}

/** The hash of the file `key` is indexed from, or undefined when it is not indexed. */
export function currentHash(state: IndexState, key: ScopedKey): string | undefined {
  const doc = state.docs.get(key);
  return doc ? state.files[doc.path]?.hash : undefined;
}

/** True when `key` has a vector computed from the document's current content. */
export function isVectorCurrent(state: IndexState, key: ScopedKey): boolean {
  const hash = state.vectorHashes.get(key);
  return hash !== undefined && hash === currentHash(state, key) && !!state.vectors?.has(key);
}

function recordLinkChange(state: IndexState, before: readonly MemoryId[], doc: DocInfo): void {
  const added = doc.links.filter((l) => !before.includes(l));
  const removed = before.filter((l) => !doc.links.includes(l));
  if (added.length || removed.length)
    state.linkChanges.push({ scope: doc.scope, from: doc.id, added, removed });
}

/** Applies one file reading to the state; memories to embed go into `queue`. */
export function applyReading(state: IndexState, reading: FileReading, queue: EmbedQueue): void {
  if (reading.kind === 'gone') {
    removePath(state, reading.path);
    return;
  }
  if (reading.kind === 'problem') {
    removePath(state, reading.path);
    state.problems.set(reading.path, reading.problem);
    if (reading.stamp) state.files[reading.path] = reading.stamp;
    return;
  }
  const beforeKey = state.keyOfPath.get(reading.path);
  const before = beforeKey ? state.docs.get(beforeKey) : undefined;
  // Same bytes (a save without edits, a touch, a full reindex): only the stamp moves.
  if (
    before &&
    reading.kind === 'memory' &&
    state.files[reading.path]?.hash === reading.stamp.hash
  ) {
    state.files[reading.path] = reading.stamp;
    return;
  }
  removePath(state, reading.path);
  state.files[reading.path] = reading.stamp;
  if (reading.kind === 'other') return;
  const { memory } = reading;
  const info = toDocInfo(memory);
  const previous = state.docs.get(info.key) ?? before;
  if (previous && previous.path !== reading.path) state.keyOfPath.delete(previous.path);
  recordLinkChange(state, previous?.links ?? [], info);
  state.docs.set(info.key, info);
  state.keyOfPath.set(reading.path, info.key);
  state.keyword.upsert(memory);
  queue.set(info.key, memory);
}

/** Reads `paths` and applies them; returns the memories that need vectors. */
export async function applyPaths(
  ctx: StoreContext,
  state: IndexState,
  paths: readonly string[],
): Promise<EmbedQueue> {
  const readings = await mapLimit(paths, 64, (p) => readFileEntry(ctx.scopes, p, ctx.read));
  const queue: EmbedQueue = new Map();
  for (const reading of readings) applyReading(state, reading, queue);
  state.shadowed = computeShadowed(state.docs);
  return queue;
}

/** Removes `paths` (files, or folders standing for everything below them). */
export function removePaths(state: IndexState, paths: readonly string[]): number {
  let removed = 0;
  for (const gone of paths) {
    const prefix = gone.endsWith('/') ? gone : `${gone}/`;
    const known = new Set([
      ...Object.keys(state.files),
      ...state.problems.keys(),
      ...state.keyOfPath.keys(),
    ]);
    for (const file of known) {
      if (file === gone || file.startsWith(prefix)) {
        removePath(state, file);
        removed++;
      }
    }
  }
  state.shadowed = computeShadowed(state.docs);
  return removed;
}

/** Loads the persisted keyword index and infos, or starts empty, then catches up with the disk. */
export async function openIndexState(
  ctx: StoreContext,
  cacheDir: string,
): Promise<{ state: IndexState; queue: EmbedQueue; report: OpenReport }> {
  const start = performance.now();
  const loaded = await loadSearchState(cacheDir, { space: null });
  const state = emptyState();
  let reason: string | undefined;
  const payload = loaded.ok ? readPayload(loaded.state.docs) : null;
  if (loaded.ok && payload) {
    state.keyword = loaded.state.keyword;
    state.files = { ...loaded.state.files };
    for (const doc of Object.values(payload.docs)) {
      state.docs.set(doc.key, doc);
      state.keyOfPath.set(doc.path, doc.key);
    }
    for (const problem of payload.problems) state.problems.set(problem.path, problem);
    state.vectorHashes = readVectorHashes(state, payload.vectorHashes);
  } else {
    reason = loaded.ok ? 'saved index has no document infos' : loaded.reason;
  }
  const listing = await listAllFiles(ctx.scopes);
  const { toRead, removed } = findStale(state.files, listing.files);
  removePaths(state, removed);
  const queue = await applyPaths(ctx, state, toRead);
  for (const p of listing.problems) state.problems.set(p.path, p);
  const report: OpenReport = {
    mode: reason === undefined ? 'loaded' : 'rebuilt',
    read: toRead.length,
    removed: removed.length,
    ms: Math.round(performance.now() - start),
  };
  if (reason !== undefined) report.reason = reason;
  return { state, queue, report };
}

/** Saves the state (keyword index, vectors, infos, stamps) in `cacheDir`. */
export async function persistIndexState(state: IndexState, cacheDir: string): Promise<void> {
  await state.keyword.vacuumIfDirty();
  await saveSearchState(cacheDir, {
    keyword: state.keyword,
    vectors: state.vectors,
    space: state.space,
    files: state.files,
    docs: {
      format: PAYLOAD_FORMAT,
      docs: Object.fromEntries(state.docs),
      problems: [...state.problems.values()],
      vectorHashes: Object.fromEntries(state.vectorHashes),
    },
  });
}

/** Version of the per-document payload saved beside the indexes. */
const PAYLOAD_FORMAT = 1;

/** The saved document infos and problems, or null when absent or of another version. */
function readPayload(value: unknown): {
  docs: Record<string, DocInfo>;
  problems: Problem[];
  vectorHashes?: Record<string, string>;
} | null {
  const p = value as
    | { format?: unknown; docs?: unknown; problems?: unknown; vectorHashes?: unknown }
    | undefined;
  if (!p || p.format !== PAYLOAD_FORMAT || typeof p.docs !== 'object' || !Array.isArray(p.problems))
    return null;
  const payload = { docs: p.docs as Record<string, DocInfo>, problems: p.problems as Problem[] };
  return typeof p.vectorHashes === 'object' && p.vectorHashes !== null
    ? { ...payload, vectorHashes: p.vectorHashes as Record<string, string> }
    : payload;
}

/**
 * The vector hashes of a saved payload. One saved before they were recorded trusts each
 * vector to match the file stamp saved with it (vectors of files changed since are
 * dropped by the catch-up that follows).
 */
function readVectorHashes(
  state: IndexState,
  saved: Record<string, string> | undefined,
): Map<ScopedKey, string> {
  if (saved) {
    const valid = Object.entries(saved).filter(
      (entry): entry is [ScopedKey, string] =>
        isScopedKey(entry[0]) && typeof entry[1] === 'string',
    );
    return new Map(valid);
  }
  const hashes = new Map<ScopedKey, string>();
  for (const doc of state.docs.values()) {
    const hash = state.files[doc.path]?.hash;
    if (hash) hashes.set(doc.key, hash);
  }
  return hashes;
}
