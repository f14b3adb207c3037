/**
 * The vectors the search index saved, read without opening the search service: opening it
 * catches up with the files and reconciles every scope's `graph.json`, which a reader that
 * promises to change nothing (the audit, the site build's audit) must not do.
 */

import { closeSync } from 'node:fs';
import type { EmbeddingSpace } from '../core/embedding-space.js';
import type { Memory } from '../core/memory.js';
import { toScopedKey } from '../core/scoped-key.js';
import { readDocTableHeader } from '../indexing/doc-table.js';
import { loadSavedVectorsWithDocs } from '../indexing/saved-generations.js';
import type { VectorIndex } from '../search/vector-index.js';
import { indexCacheDir } from '../storage/cache-dir.js';

/** Saved vectors still current for the memories given, and the model that made them. */
export interface SavedVectors {
  vectors: VectorIndex;
  space: EmbeddingSpace;
}

/** The file hash each saved vector was computed from, by key, from the saved document table. */
function vectorHashesOf(docsFd: number): Record<string, unknown> | null {
  try {
    const hashes: unknown = readDocTableHeader(docsFd).vectorHashes;
    return hashes && typeof hashes === 'object' ? (hashes as Record<string, unknown>) : null;
  } catch {
    return null;
  } finally {
    closeSync(docsFd);
  }
}

/**
 * The saved vectors of `memories` (keys `scope:id`) whose memory is unchanged since it was
 * embedded (its file hash, taken when the store was read, equals the one saved with the
 * vector); null when none are. Reads the cache only: the memories are the store already
 * loaded, so no memory file is read twice. Writes nothing.
 */
export async function readSavedVectors(
  memories: readonly Memory[],
  cacheRoot: string,
  projectRoot: string | null,
): Promise<SavedVectors | null> {
  const saved = await loadSavedVectorsWithDocs(indexCacheDir(cacheRoot, projectRoot));
  const hashes = saved ? vectorHashesOf(saved.docsFd) : null;
  if (!saved || !hashes) return null;
  const current = new Set<string>();
  for (const m of memories) {
    const key = toScopedKey(m.scope, m.id);
    if (m.hash !== undefined && hashes[key] === m.hash) current.add(key);
  }
  for (const key of saved.index.keys()) if (!current.has(key)) saved.index.delete(key);
  return saved.index.size ? { vectors: saved.index, space: saved.space } : null;
}
