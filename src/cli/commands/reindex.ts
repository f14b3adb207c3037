import { openSearch } from '../../app/open-search.js';
import { resetSavedIndexes } from '../../indexing/index-files.js';
import { indexCacheDir } from '../../storage/cache-dir.js';
import type { Command } from '../command.js';

/** `strata reindex`: bring derived data up to date with the files, or rebuild it all. */
export const reindexCommand: Command = {
  name: 'reindex',
  summary: 'Update (or with --full rebuild) indexes and digests from the memory files',
  help: `strata reindex [--full] [--no-embed]

  Re-reads the memory files whose size, time or content changed and updates the keyword
  index, the vectors, the link graph and the digests the hooks read. --full throws the
  saved indexes away first and rebuilds everything (vectors of unchanged texts come from
  the embedding cache). Files are the truth: this never
  changes a memory file. --no-embed skips computing vectors.`,
  options: { full: { type: 'boolean' }, 'no-embed': { type: 'boolean' } },
  async run(ctx, { values }) {
    if (values.full) await resetSavedIndexes(indexCacheDir(ctx.cacheRoot, ctx.projectRoot));
    const embed = values['no-embed'] !== true;
    const service = await openSearch(ctx, {
      component: 'cli',
      notice: ctx.notice,
      embeddings: embed,
    });
    try {
      const refreshed = values.full ? { read: 0 } : await service.refreshAll();
      const vectors = embed ? await service.syncVectors() : null;
      const status = service.status();
      const json = {
        open: service.openReport,
        reread: refreshed.read,
        documents: status.visible,
        problems: status.problems,
        vectors: status.vectors,
        embeddings: status.embeddings,
        embedded: vectors?.embedded ?? 0,
        fromCache: vectors?.fromCache ?? 0,
        cacheDir: status.cacheDir,
      };
      const provider = status.embeddings
        ? `${status.embeddings.provider}${status.embeddings.model ? `/${status.embeddings.model}` : ''}`
        : 'off';
      const text = [
        `Indexed ${status.visible} memories (${status.problems.length} unreadable files: see strata verify).`,
        `Vectors: ${status.vectors} (${provider}; ${json.embedded} embedded now, ${json.fromCache} from cache).`,
        `Derived data: ${status.cacheDir}`,
      ].join('\n');
      return { json, text };
    } finally {
      await service.close();
    }
  },
};
