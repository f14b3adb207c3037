/**
 * The vectors the search index saved, read without opening the search service: opening it
 * catches up with the files and reconciles every scope's `graph.json`, which a reader that
 * promises to change nothing (the site build's audit) must not do.
 */

import { openIndexState } from '../indexing/index-engine.js';
import { attachSavedVectors } from '../indexing/index-vectors.js';
import type { VectorIndex } from '../search/vector-index.js';
import { indexCacheDir } from '../storage/cache-dir.js';
import type { StoreContext } from '../storage/load-store.js';

/**
 * The saved vectors of the store's memories (keys `scope:id`), without those of memories
 * changed since they were embedded; null when none are saved. Writes nothing.
 */
export async function readSavedVectors(
  ctx: StoreContext,
  cacheRoot: string,
  projectRoot: string | null,
): Promise<VectorIndex | null> {
  const cacheDir = indexCacheDir(cacheRoot, projectRoot);
  const { state, queue, report } = await openIndexState(ctx, cacheDir);
  // Without a saved index there is nothing to tell which saved vector is still current.
  if (report.reason) return null;
  await attachSavedVectors(state, queue, cacheDir, {});
  return state.vectors?.size ? state.vectors : null;
}
