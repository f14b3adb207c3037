/**
 * Keeping the vector index in step with the documents: choose (or load) the index for the
 * active embedding space, and embed the memories that lack a vector. Vectors of two models
 * are never mixed: a change of space starts a new index.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type EmbeddingSpace, isSameSpace } from '../core/embedding-space.js';
import { embeddingText } from '../core/embedding-text.js';
import type { Memory } from '../core/memory.js';
import { toScopedKey } from '../core/scoped-key.js';
import type { Embeddings } from '../embeddings/select-provider.js';
import { openVectorCache, type VectorCache } from '../embeddings/vector-cache/vector-cache.js';
import { createVectorIndex, type VectorIndexOptions } from '../search/create-vector-index.js';
import type { StoreContext } from '../storage/load-store.js';
import { mapLimit, readFileEntry } from './file-sync.js';
import type { DocInfo } from './index-docs.js';
import {
  attachVectors,
  currentHash,
  detachVectors,
  type EmbedQueue,
  type IndexState,
  isVectorCurrent,
  putVector,
} from './index-state.js';
import { loadSavedVectors } from './saved-generations.js';
import type { Tally, VectorRunOptions } from './vector-run.js';

/** What the vector side did. */
export interface VectorReport {
  space: EmbeddingSpace | null;
  embedded: number;
  fromCache: number;
  /** Why there are no vectors, when there are none. */
  reason?: string;
  /** Set when the native index could not be used. */
  fallbackReason?: string;
  /** Set when the run was stopped by its signal: the rest is embedded next time. */
  interrupted?: boolean;
}

/** Makes `state.vectors` an index of `space`: the current one, the saved one, or a new one. */
async function prepareIndex(
  state: IndexState,
  space: EmbeddingSpace,
  cacheDir: string,
  options: VectorIndexOptions,
): Promise<string | undefined> {
  if (state.vectors && isSameSpace(state.space, space)) return undefined;
  const saved = await loadSavedVectors(cacheDir, space, options);
  if (saved) {
    attachVectors(state, saved.index, space);
    return undefined;
  }
  const choice = await createVectorIndex(space.dimensions, options);
  attachVectors(state, choice.index, space, { fresh: true });
  return choice.fallbackReason;
}

/** Memories embedded per round: bounds the files held in memory during a full re-embed. */
const EMBED_CHUNK = 256;

/** True when `memory` is what its document holds now (not an older reading of the file). */
function isCurrentReading(state: IndexState, memory: Memory): boolean {
  return (
    memory.hash !== undefined &&
    memory.hash === currentHash(state, toScopedKey(memory.scope, memory.id))
  );
}

/**
 * What lacks a current vector: queued memories (in hand) and documents to read again from
 * their files. A queued reading that the file has moved on from is left out: the newer
 * reading is queued too, or its document is reread.
 */
function findMissing(
  state: IndexState,
  queue: EmbedQueue,
): { queued: Memory[]; reread: DocInfo[] } {
  const queued = [...queue.values()].filter((m) => isCurrentReading(state, m));
  const inHand = new Set(queued.map((m) => toScopedKey(m.scope, m.id)));
  const reread = [...state.docs.values()].filter(
    (d) => !inHand.has(d.key) && !isVectorCurrent(state, d.key),
  );
  return { queued, reread };
}

/**
 * Stores the vector of `memory` unless the file changed or went away while it was being
 * embedded: an old text's vector must never stand for the new text.
 */
function storeVector(state: IndexState, memory: Memory, vector: ArrayLike<number>): boolean {
  if (!isCurrentReading(state, memory)) return false;
  putVector(state, toScopedKey(memory.scope, memory.id), vector, memory.hash!);
  return true;
}

/** Reads the memories of `docs` from their files (a vanished or broken file is skipped). */
async function readMemories(ctx: StoreContext, docs: readonly DocInfo[]): Promise<Memory[]> {
  const readings = await mapLimit(docs, 32, (d) => readFileEntry(ctx.scopes, d.path, ctx.read));
  return readings.flatMap((r) => (r.kind === 'memory' ? [r.memory] : []));
}

/** Lets pending I/O callbacks and timers run before the next batch. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Upserts the vectors of `memories`: from the cache when known, else embedded in batches. */
async function embedInto(
  state: IndexState,
  embeddings: Embeddings,
  cache: VectorCache,
  memories: readonly Memory[],
  batchSize: number,
  tally: Tally,
  run: VectorRunOptions,
): Promise<boolean> {
  const todo: Array<{ memory: Memory; text: string }> = [];
  for (const m of memories) {
    const text = embeddingText(m);
    const cached = cache.get(text);
    if (cached) {
      if (storeVector(state, m, cached)) tally.fromCache++;
    } else todo.push({ memory: m, text });
  }
  const report = () => run.onProgress?.({ ...tally, done: tally.embedded + tally.fromCache });
  report();
  for (let i = 0; i < todo.length; i += batchSize) {
    // An in-process model answers without real I/O, so a whole backlog would otherwise run
    // as one chain of microtasks: file events, tool calls and timers wait for its end.
    await yieldToEventLoop();
    if (run.signal?.aborted) return false;
    const batch = todo.slice(i, i + batchSize);
    let result: Awaited<ReturnType<Embeddings['embed']>>;
    try {
      // The signal also stops a batch under way: on a slow model one takes seconds.
      result = await embeddings.embed(
        batch.map((b) => b.text),
        run.signal,
      );
    } catch (error) {
      if (run.signal?.aborted) return false;
      throw error;
    }
    // The backend changed or went away mid-way: stop; the next sync picks it up again.
    if (!result || !isSameSpace(result.space, state.space)) return false;
    batch.forEach((b, j) => {
      const vector = result.vectors[j]!;
      storeVector(state, b.memory, vector);
      // The text's vector is right whatever became of the file: keep it for later.
      cache.set(b.text, vector);
    });
    tally.embedded += batch.length;
    report();
  }
  return true;
}

/** Vectors embedded between two saves of the cache: a killed run loses at most these. */
const SAVE_EVERY = 1_024;

/**
 * Embeds what is missing, chunk by chunk: at 10k memories a re-embed (a new model) would
 * otherwise hold every file's text at once. Stops early when the backend changes.
 */
async function embedMissing(
  ctx: StoreContext,
  state: IndexState,
  missing: { queued: Memory[]; reread: DocInfo[] },
  embeddings: Embeddings,
  cache: VectorCache,
  batchSize: number,
  run: VectorRunOptions,
): Promise<Tally> {
  const tally = {
    embedded: 0,
    fromCache: 0,
    total: missing.queued.length + missing.reread.length,
  };
  let savedAt = 0;
  const chunks: Array<() => Promise<Memory[]>> = [];
  for (let i = 0; i < missing.queued.length; i += EMBED_CHUNK) {
    const chunk = missing.queued.slice(i, i + EMBED_CHUNK);
    chunks.push(async () => chunk);
  }
  for (let i = 0; i < missing.reread.length; i += EMBED_CHUNK) {
    const docs = missing.reread.slice(i, i + EMBED_CHUNK);
    chunks.push(() => readMemories(ctx, docs));
  }
  for (const next of chunks) {
    const memories = await next();
    const complete = await embedInto(state, embeddings, cache, memories, batchSize, tally, run);
    if (!complete) break;
    if (tally.embedded - savedAt >= SAVE_EVERY) {
      await cache.save();
      savedAt = tally.embedded;
    }
  }
  return tally;
}

/**
 * Brings the vectors up to date: picks the active embedding space (initialising the
 * embeddings when needed), loads or creates its index, and embeds what is missing.
 */
export async function syncVectors(
  ctx: StoreContext,
  state: IndexState,
  queue: EmbedQueue,
  embeddings: Embeddings,
  options: {
    cacheDir: string;
    batchSize: number;
    vector?: VectorIndexOptions;
    run?: VectorRunOptions;
  },
): Promise<VectorReport> {
  const space =
    embeddings.activeSpace() ?? ((await embeddings.init()) && embeddings.activeSpace()) ?? null;
  if (!space) {
    detachVectors(state);
    return {
      space: null,
      embedded: 0,
      fromCache: 0,
      reason: embeddings.status().reason ?? 'no embeddings',
    };
  }
  const fallbackReason = await prepareIndex(state, space, options.cacheDir, options.vector ?? {});
  const missing = findMissing(state, queue);
  const report: VectorReport = { space, embedded: 0, fromCache: 0 };
  if (missing.queued.length || missing.reread.length) {
    // The cache (20 MB at 10k × 512-d) is read only when something lacks a vector, and
    // dropped when the sync ends: most syncs find nothing missing.
    const cache = await openVectorCache({ dir: options.cacheDir, space });
    const run = options.run ?? {};
    const tally = await embedMissing(
      ctx,
      state,
      missing,
      embeddings,
      cache,
      options.batchSize,
      run,
    );
    await cache.save();
    report.embedded = tally.embedded;
    report.fromCache = tally.fromCache;
    if (run.signal?.aborted) report.interrupted = true;
  }
  if (fallbackReason) report.fallbackReason = fallbackReason;
  return report;
}

/** The embedding space recorded in the saved manifest, if any. */
export async function loadManifestSpace(cacheDir: string): Promise<EmbeddingSpace | null> {
  try {
    const text = await readFile(path.join(cacheDir, 'manifest.json'), 'utf8');
    const space = (JSON.parse(text) as { space?: EmbeddingSpace | null }).space;
    return space && typeof space.model === 'string' && typeof space.dimensions === 'number'
      ? space
      : null;
  } catch {
    return null;
  }
}

/** Drops cached embeddings of texts no current memory has; returns how many. */
export async function pruneVectorCache(
  ctx: StoreContext,
  state: IndexState,
  cacheDir: string,
): Promise<number> {
  if (!state.space) return 0;
  const cache = await openVectorCache({ dir: cacheDir, space: state.space });
  const readings = await mapLimit([...state.docs.values()], 32, (d) =>
    readFileEntry(ctx.scopes, d.path, ctx.read),
  );
  const texts = readings.flatMap((r) => (r.kind === 'memory' ? [embeddingText(r.memory)] : []));
  const dropped = cache.retainOnly(texts);
  await cache.save();
  return dropped;
}

/**
 * Loads the saved vectors even when this process computes none, so that saving the state
 * keeps them. Vectors of memories that changed since are dropped: they are stale, and an
 * embedding-capable process recomputes them. Vectors `accept` refuses (a space no backend
 * of this process can embed a query in) are not loaded: they could never be searched.
 */
export async function attachSavedVectors(
  state: IndexState,
  queue: EmbedQueue,
  cacheDir: string,
  options: VectorIndexOptions,
  accept?: (saved: EmbeddingSpace) => boolean,
): Promise<void> {
  const loaded = await loadSavedVectors(cacheDir, 'saved', options, accept);
  if (!loaded) return;
  // The manifest's space came from an embeddings provider when it was saved.
  attachVectors(state, loaded.index, loaded.space, { alsoDrop: (key) => queue.has(key) });
}
