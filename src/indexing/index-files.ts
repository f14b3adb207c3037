/**
 * The index folder's files, owned here so that no command deletes cache files itself:
 * a full rebuild starts from an empty folder except the embedding cache (keyed by model
 * and text, it cannot be stale, and it spares re-embedding every memory), and a compaction
 * removes the strays earlier generations left.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { VECTOR_CACHE_FILE } from '../embeddings/vector-cache.js';
import { findStrayFiles } from './saved-generations.js';

/** Deletes the saved indexes in `dir`, keeping the embedding cache. */
export async function resetSavedIndexes(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    if (name !== VECTOR_CACHE_FILE)
      await rm(path.join(dir, name), { recursive: true, force: true });
  }
}

/** Deletes the files of `dir` no saved generation uses; returns their paths. */
export async function removeStrayFiles(dir: string): Promise<string[]> {
  const strays = await findStrayFiles(dir);
  for (const file of strays) await rm(file, { force: true });
  return strays;
}
