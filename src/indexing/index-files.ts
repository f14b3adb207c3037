/**
 * The index folder's files, owned here so that no command deletes cache files itself:
 * a full rebuild starts from an empty folder except the embedding cache (keyed by model
 * and text, it cannot be stale, and it spares re-embedding every memory), and a compaction
 * removes the strays earlier generations left.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { VECTOR_CACHE_FILE } from '../embeddings/vector-cache/vector-cache.js';
import { TEMP_DIR } from '../io/temp-files.js';
import { findStrayFiles } from './saved-generations.js';
import { STORE_CALIBRATION_FILE } from './store-calibration.js';

/** The audit's neighbour lists, kept beside the saved vectors they were computed from. */
export const AUDIT_NEIGHBOURS_FILE = 'audit-neighbours.json';
/** The embeddings the audit keeps beside its lists (`embeddingFileBeside` names it). */
const AUDIT_EMBEDDINGS_FILE = 'audit-neighbours.vectors';

/**
 * Files of the index folder that no generation names but that are managed on their own
 * (the embedding cache, and files each checked against the vectors' space or content
 * hashes when read): a compaction keeps them. Deleting the calibration would leave an
 * unmeasured model on the default floor until the next complete vector run, and the
 * audit's files would cost a full audit to rebuild.
 */
const SIDE_FILES: ReadonlySet<string> = new Set([
  // Writes in progress (its stale temp files are removed by the next writer).
  TEMP_DIR,
  VECTOR_CACHE_FILE,
  STORE_CALIBRATION_FILE,
  AUDIT_NEIGHBOURS_FILE,
  AUDIT_EMBEDDINGS_FILE,
]);

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
  const strays = await findStrayFiles(dir, SIDE_FILES);
  for (const file of strays) await rm(file, { force: true });
  return strays;
}
