/**
 * Keeps a {@link SearchService} following the files: a watcher on every scope directory
 * whose batches update the indexes, graphs and digests at once, and ask for the vectors to
 * follow in the background. A batch never waits for embedding, so a deletion or an edit
 * reaches search within its own batch however long the embedding backlog is.
 */

import { findScopeLink } from '../storage/safe-path.js';
import { type DirectoryWatcher, watchDirectories } from '../storage/watcher.js';
import type { SearchService } from './search-service.js';

/** Options for {@link startWatching}. */
export interface WatchSyncOptions {
  /** Called after each batch is applied (tests await it; `strata watch` prints it). */
  onApplied?: (summary: {
    read: number;
    removed: number;
    changed: string[];
    removedPaths: string[];
  }) => void;
  /** Called once a vector run that started after the batch was applied has ended. */
  onVectors?: (summary: { changed: string[] }) => void;
  onError: (error: unknown) => void;
  debounceMs?: number;
}

/** Starts watching; resolves once the watcher is ready to report changes. */
export async function startWatching(
  service: SearchService,
  options: WatchSyncOptions,
): Promise<DirectoryWatcher> {
  // A scope reached through a link is not read, so it is not watched either.
  // The instructions scope is the project root: re-read at start, never watched whole.
  const dirs = service.options.ctx.scopes
    .filter((s) => s.scope !== 'instructions' && !findScopeLink(s))
    .map((s) => s.dir);
  const watcher = await watchDirectories({
    dirs,
    ...(options.debounceMs !== undefined ? { debounceMs: options.debounceMs } : {}),
    onError: options.onError,
    onBatch: async (batch) => {
      const counts = await service.applyBatch(batch);
      options.onApplied?.({ ...counts, changed: batch.changed, removedPaths: batch.removed });
      service.requestVectors().then(
        () => options.onVectors?.({ changed: batch.changed }),
        (error: unknown) => options.onError(error),
      );
    },
  });
  await watcher.ready;
  return watcher;
}
