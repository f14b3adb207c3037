import { refreshDigests } from '../../services/digests.js';
import { loadStore } from '../../services/store.js';
import type { Command } from '../command.js';

/** `strata reindex`: rebuild derived data from the files. */
export const reindexCommand: Command = {
  name: 'reindex',
  summary: 'Rebuild indexes and digests from the memory files',
  help: `strata reindex [--full]

  Re-reads the memory files and rewrites the derived data in the cache directory
  (digests the hooks read). Files are the truth: this never changes a memory file.`,
  options: { full: { type: 'boolean' } },
  async run(ctx) {
    const store = await loadStore(ctx.store);
    const digests = await refreshDigests(ctx.store, store, ctx.cacheRoot, ctx.projectRoot ?? null);
    const json = {
      memories: store.visible.length,
      problems: store.problems,
      gotchas: digests.gotchas,
      digestDir: digests.path,
    };
    const text = `Indexed ${store.visible.length} memories (${store.problems.length} unreadable files); digests in ${digests.path}`;
    return { json, text };
  },
};
