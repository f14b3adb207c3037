/**
 * Keeping the vector index in step with the documents: choose (or load) the index for the
 * active embedding space, and embed the memories that lack a vector. Vectors of two models
 * are never mixed: a change of space starts a new index.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Memory } from '../core/memory.js';
import type { EmbeddingSpace } from '../embeddings/provider.js';
import type { Embeddings } from '../embeddings/select-provider.js';
import { openVectorCache, type VectorCache } from '../embeddings/vector-cache.js';
import { createVectorIndex, type VectorIndexOptions } from '../search/create-vector-index.js';
import { loadSavedVectors } from '../search/persistence.js';
import { mapLimit, readFileEntry } from './file-sync.js';
import { embeddingText } from './index-docs.js';
import type { EmbedQueue, IndexState } from './index-engine.js';
import type { StoreContext } from './store.js';

/** What the vector side did. */
export interface VectorReport {
  space: EmbeddingSpace | null;
  embedded: number;
  fromCache: number;
  /** Why there are no vectors, when there are none. */
  reason?: string;
  /** Set when the native index could not be used. */
  fallbackReason?: string;
}

function sameSpace(a: EmbeddingSpace | null, b: EmbeddingSpace | null): boolean {
  return (
    !!a && !!b && a.provider === b.provider && a.model === b.model && a.dimensions === b.dimensions
  );
}

/** Makes `state.vectors` an index of `space`: the current one, the saved one, or a new one. */
async function prepareIndex(
  state: IndexState,
  space: EmbeddingSpace,
  cacheDir: string,
  options: VectorIndexOptions,
): Promise<string | undefined> {
  if (state.vectors && sameSpace(state.space, space)) return undefined;
  const saved = await loadSavedVectors(cacheDir, space, options);
  if (saved) {
    state.vectors = saved.index;
    state.space = space;
    // Drop vectors of documents that no longer exist (deleted while nobody watched).
    for (const key of state.vectors.keys()) if (!state.docs.has(key)) state.vectors.delete(key);
    return undefined;
  }
  const choice = await createVectorIndex(space.dimensions, options);
  state.vectors = choice.index;
  state.space = space;
  return choice.fallbackReason;
}

/** The memories whose vectors are missing: from the queue, or read again from their files. */
async function collectMissing(
  ctx: StoreContext,
  state: IndexState,
  queue: EmbedQueue,
): Promise<Memory[]> {
  const vectors = state.vectors!;
  const missing: Memory[] = [...queue.values()].filter((m) => state.docs.has(`${m.scope}:${m.id}`));
  const queued = new Set(queue.keys());
  const reread = [...state.docs.values()].filter((d) => !queued.has(d.key) && !vectors.has(d.key));
  const readings = await mapLimit(reread, 32, (d) => readFileEntry(ctx.scopes, d.path, ctx.read));
  for (const r of readings) if (r.kind === 'memory') missing.push(r.memory);
  return missing;
}

async function embedInto(
  state: IndexState,
  embeddings: Embeddings,
  cache: VectorCache,
  memories: readonly Memory[],
  batchSize: number,
): Promise<{ embedded: number; fromCache: number }> {
  let embedded = 0;
  let fromCache = 0;
  const todo: Array<{ key: string; text: string }> = [];
  for (const m of memories) {
    const key = `${m.scope}:${m.id}`;
    const text = embeddingText(m);
    const cached = cache.get(text);
    if (cached) {
      state.vectors!.upsert(key, cached);
      fromCache++;
    } else todo.push({ key, text });
  }
  for (let i = 0; i < todo.length; i += batchSize) {
    const batch = todo.slice(i, i + batchSize);
    const result = await embeddings.embed(batch.map((b) => b.text));
    // The backend changed or went away mid-way: stop; the next sync picks it up again.
    if (!result || !sameSpace(result.space, state.space)) break;
    batch.forEach((b, j) => {
      const vector = result.vectors[j]!;
      state.vectors!.upsert(b.key, vector);
      cache.set(b.text, vector);
    });
    embedded += batch.length;
  }
  await cache.save();
  return { embedded, fromCache };
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
  options: { cacheDir: string; batchSize: number; vector?: VectorIndexOptions },
): Promise<VectorReport> {
  const space =
    embeddings.activeSpace() ?? ((await embeddings.init()) && embeddings.activeSpace()) ?? null;
  if (!space) {
    state.vectors = null;
    state.space = null;
    return {
      space: null,
      embedded: 0,
      fromCache: 0,
      reason: embeddings.status().reason ?? 'no embeddings',
    };
  }
  const fallbackReason = await prepareIndex(state, space, options.cacheDir, options.vector ?? {});
  const cache = await openVectorCache({ dir: options.cacheDir, space });
  const missing = await collectMissing(ctx, state, queue);
  const counts = await embedInto(state, embeddings, cache, missing, options.batchSize);
  const report: VectorReport = { space, ...counts };
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
