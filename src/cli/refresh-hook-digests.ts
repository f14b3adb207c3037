/**
 * For a command that changed memories without the search service open: the hooks read
 * only digests, so they are rewritten from the store now (one pass over the files, no
 * index write), and a forgotten gotcha stops warning at the next file read.
 */
import { refreshDigests } from '../indexing/digests.js';
import { loadStore } from '../storage/load-store.js';
import type { CliContext } from './command.js';

/** Rewrites the hook digests; a failure is a notice (the command's own change stands). */
export async function refreshHookDigests(ctx: CliContext): Promise<void> {
  try {
    const store = await loadStore(ctx.store);
    await refreshDigests(ctx.store, store, ctx.cacheRoot, ctx.projectRoot ?? null);
  } catch (error) {
    ctx.notice(
      `strata: the hooks' digests were not rewritten (${(error as Error).message}); the next search or session start does it`,
    );
  }
}
