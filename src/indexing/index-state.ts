/**
 * The in-memory state of one store's indexes (keyword index, vector index, document infos,
 * file stamps) and every change to it. This module is its one owner: the engine builds and
 * saves it, the vector sync and the search service change it only through these functions,
 * so an invariant (a vector is current only while its hash matches the file) lives here.
 */
import type { Problem } from '../core/errors.js';
import type { Memory, MemoryId } from '../core/memory.js';
import { rankScope, type ScopeName } from '../core/scope.js';
import { isScopedKey, type ScopedKey } from '../core/scoped-key.js';
import type { EmbeddingSpace } from '../embeddings/provider.js';
import type { KeywordIndex } from '../search/keyword/keyword-index.js';
import { KeywordIndex as KeywordIndexClass } from '../search/keyword/keyword-index.js';
import type { VectorIndex } from '../search/vector-index.js';
import type { DiskDocTable, DocTable, KeyByPath } from './doc-table.js';
import { FileStamps } from './file-stamps.js';
import type { FileReading } from './file-sync.js';
import { type DocInfo, toDocInfo } from './index-docs.js';

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
  files: FileStamps;
  /** The document infos: a `Map` while built in memory, a `DiskDocTable` once restored. */
  docs: DocTable;
  /** Document key by file path. */
  keyOfPath: KeyByPath;
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

export function emptyState(): IndexState {
  return {
    keyword: KeywordIndexClass.create(),
    vectors: null,
    space: null,
    vectorHashes: new Map(),
    files: new FileStamps(),
    docs: new Map(),
    keyOfPath: new Map(),
    problems: new Map(),
    shadowed: new Set(),
    linkChanges: [],
  };
}

/**
 * Recomputes which keys are shadowed by the same id in a more specific scope. Reads the
 * keys only (`scope:id`): the infos may live on disk.
 */
export function computeShadowed(docs: Pick<DocTable, 'keys'>): Set<ScopedKey> {
  // Keys are unique, so only a second scope can shadow: one pass, no Map, in the common case.
  if (!holdsTwoScopes(docs.keys())) return new Set();
  const best = new Map<string, ScopedKey>();
  for (const key of docs.keys()) {
    const { scope, id } = splitKey(key);
    const current = best.get(id);
    if (!current || rankScope(scope) < rankScope(splitKey(current).scope)) best.set(id, key);
  }
  const shadowed = new Set<ScopedKey>();
  for (const key of docs.keys()) if (best.get(splitKey(key).id) !== key) shadowed.add(key);
  return shadowed;
}

function holdsTwoScopes(keys: Iterable<ScopedKey>): boolean {
  let first: string | undefined;
  for (const key of keys) {
    const colon = key.indexOf(':');
    if (first === undefined) first = key.slice(0, colon);
    else if (colon !== first.length || !key.startsWith(first)) return true;
  }
  return false;
}

/** The scope and id of a key (`scope:id`; scope names hold no `:`). */
export function splitKey(key: ScopedKey): { scope: ScopeName; id: MemoryId } {
  const colon = key.indexOf(':');
  return { scope: key.slice(0, colon) as ScopeName, id: key.slice(colon + 1) as MemoryId };
}

function removePath(state: IndexState, file: string): void {
  state.files.delete(file);
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
  return doc ? state.files.get(doc.path)?.hash : undefined;
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
    if (reading.stamp) state.files.set(reading.path, reading.stamp);
    return;
  }
  const beforeKey = state.keyOfPath.get(reading.path);
  const before = beforeKey ? state.docs.get(beforeKey) : undefined;
  // Same bytes (a save without edits, a touch, a full reindex): only the stamp moves.
  if (
    before &&
    reading.kind === 'memory' &&
    state.files.get(reading.path)?.hash === reading.stamp.hash
  ) {
    state.files.set(reading.path, reading.stamp);
    return;
  }
  removePath(state, reading.path);
  state.files.set(reading.path, reading.stamp);
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

/**
 * Makes `index` the vector index of `space`. Vectors of documents that no longer exist are
 * dropped (deleted while nobody watched); `fresh` forgets which file hashes the old vectors
 * came from, for an index that starts empty.
 */
export function attachVectors(
  state: IndexState,
  index: VectorIndex,
  space: EmbeddingSpace | null,
  options: { fresh?: boolean; alsoDrop?: (key: string) => boolean } = {},
): void {
  state.vectors = index;
  state.space = space;
  if (options.fresh) state.vectorHashes.clear();
  for (const key of index.keys())
    if (!isScopedKey(key) || !state.docs.has(key) || options.alsoDrop?.(key)) index.delete(key);
}

/** Drops the vector index: this process has no embedding space. */
export function detachVectors(state: IndexState): void {
  state.vectors = null;
  state.space = null;
  state.vectorHashes.clear();
}

/** Stores the vector of `key`, computed from the file content whose hash is `hash`. */
export function putVector(
  state: IndexState,
  key: ScopedKey,
  vector: ArrayLike<number>,
  hash: string,
): void {
  if (!state.vectors) throw new Error(`strata: no vector index to store ${key} in`);
  state.vectors.upsert(key, vector);
  state.vectorHashes.set(key, hash);
}

/** Drops vectors of documents that no longer exist; returns how many. */
export function dropOrphanVectors(state: IndexState): number {
  let dropped = 0;
  for (const key of state.vectors?.keys() ?? []) {
    if (!isScopedKey(key) || !state.docs.has(key)) {
      state.vectors!.delete(key);
      dropped++;
    }
  }
  return dropped;
}

/** Removes `paths` (files, or folders standing for everything below them). */
export function removePaths(state: IndexState, paths: readonly string[]): number {
  // One pass over what is known, whatever the number of paths: a folder removed with tens
  // of thousands of files below it, each reported on its own, was a scan per path.
  const gone = new Set(paths.map((p) => (p.endsWith('/') ? p.slice(0, -1) : p)));
  let removed = 0;
  if (gone.size > 0) {
    const known = new Set([
      ...state.files.paths(),
      ...state.problems.keys(),
      ...state.keyOfPath.keys(),
    ]);
    for (const file of known) {
      if (!isUnder(file, gone)) continue;
      removePath(state, file);
      removed++;
    }
  }
  state.shadowed = computeShadowed(state.docs);
  return removed;
}

/** True when `file` is one of `gone` or lies in a folder that is. */
function isUnder(file: string, gone: ReadonlySet<string>): boolean {
  if (gone.has(file)) return true;
  for (let i = file.indexOf('/'); i !== -1; i = file.indexOf('/', i + 1))
    if (gone.has(file.slice(0, i))) return true;
  return false;
}

/** Marks `problems` (unreadable folders, broken files) on the state. */
export function addProblems(state: IndexState, problems: readonly Problem[]): void {
  for (const p of problems) state.problems.set(p.path, p);
}

/**
 * Applies file readings; the memories that need vectors go into `queue`. Call
 * {@link updateShadowed} once the readings of a change are all applied.
 */
export function applyReadings(
  state: IndexState,
  readings: readonly FileReading[],
  queue: EmbedQueue,
): void {
  for (const reading of readings) applyReading(state, reading, queue);
}

/** Recomputes which documents are shadowed, after readings were applied. */
export function updateShadowed(state: IndexState): void {
  state.shadowed = computeShadowed(state.docs);
}

/** Takes the frontmatter link changes recorded since the last call. */
export function drainLinkChanges(state: IndexState): LinkChange[] {
  return state.linkChanges.splice(0);
}

/**
 * A state rebuilt from a saved generation (keyword index, stamps, document infos): the
 * infos stay in their file, only their keys and paths are read.
 */
export function restoreState(saved: {
  keyword: KeywordIndex;
  files: FileStamps;
  docs: DiskDocTable;
  problems: readonly Problem[];
  vectorHashes: Record<string, string> | undefined;
}): IndexState {
  const state = emptyState();
  state.keyword = saved.keyword;
  state.files = saved.files;
  state.docs = saved.docs;
  state.keyOfPath = saved.docs.keyByPath();
  addProblems(state, saved.problems);
  state.vectorHashes = readVectorHashes(state, saved.vectorHashes);
  // A restored state answers before it catches up with the files: shadowing holds already.
  state.shadowed = computeShadowed(state.docs);
  return state;
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
  for (const [file, key] of state.keyOfPath) {
    const hash = state.files.get(file)?.hash;
    if (hash) hashes.set(key, hash);
  }
  return hashes;
}
