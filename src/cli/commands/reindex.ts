import { countOf } from '../../core/plural.js';
import { resetSavedIndexes } from '../../indexing/index-files.js';
import type { VectorReport } from '../../indexing/index-vectors.js';
import type { SearchService } from '../../indexing/search-service.js';
import { indexCacheDir } from '../../storage/cache-dir.js';
import type { CliContext, Command } from '../command.js';
import { createProgressReporter } from '../embed-progress.js';
import { openCliSearch } from '../open-cli-search.js';

/** Exit code of a run stopped by Ctrl-C (128 + SIGINT), as shells report it. */
const INTERRUPTED_EXIT = 130;

/**
 * Computes the missing vectors with progress on stderr. Ctrl-C stops between batches: the
 * vectors computed so far are kept (index and cache), so the next reindex resumes.
 */
async function embedWithProgress(
  ctx: CliContext,
  service: SearchService,
  json: boolean,
  signal: AbortSignal,
): Promise<VectorReport | null> {
  const progress = createProgressReporter({
    write: ctx.progress.write,
    isTTY: !json && ctx.progress.isTTY,
  });
  try {
    return await service.syncVectors({ signal, onProgress: (p) => progress.update(p) });
  } finally {
    progress.end();
  }
}

/**
 * Says on stderr that keyword search is ready, and what comes next: vectors when a backend
 * can compute them (a long run), else that none will be (the backend's notice says why).
 */
async function noticeSearchable(
  ctx: CliContext,
  service: SearchService,
  startedAt: number,
): Promise<void> {
  const ready = await service.options.embeddings?.init();
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const next =
    ready && ready.provider !== 'none'
      ? `computing vectors next with ${ready.provider}/${ready.model} (Ctrl-C stops; the next reindex resumes)`
      : 'no vectors are computed: nothing here can compute them, so search uses keywords only (strata doctor says how to add meaning)';
  ctx.notice(
    `strata: keyword index and digests written: ${countOf(service.status().visible, 'memory', 'memories')} searchable (${seconds} s); ${next}`,
  );
}

/** `strata reindex`: bring derived data up to date with the files, or rebuild it all. */
export const reindexCommand: Command = {
  name: 'reindex',
  help: `strata reindex [--full] [--no-embed]

  Re-reads the memory files whose size, time or content changed and updates the keyword
  index, the vectors, the link graph and the digests the hooks read. --full throws the
  saved indexes away first and rebuilds everything (vectors of unchanged texts come from
  the embedding cache). Files are the truth: this never
  changes a memory file. --no-embed skips computing vectors.

  The keyword index and digests are written first (search works from then on); vectors
  follow, with progress on stderr. Ctrl-C while embedding keeps what was computed, and the
  next reindex embeds only the rest.`,
  options: { full: { type: 'boolean' }, 'no-embed': { type: 'boolean' } },
  async run(ctx, { values }) {
    const startedAt = Date.now();
    if (values.full) await resetSavedIndexes(indexCacheDir(ctx.cacheRoot, ctx.projectRoot));
    const embed = values['no-embed'] !== true;
    const service = await openCliSearch(ctx, { embeddings: embed });
    // Ctrl-C from here on stops embedding at the next batch; the files written so far
    // (keyword index, digests, vectors) stay consistent. A second Ctrl-C ends at once.
    const controller = new AbortController();
    const unsubscribe = ctx.onSignal('SIGINT', () => controller.abort());
    try {
      // After a rebuild (`--full`, or no saved index) this reads nothing again.
      const refreshed = await service.refreshAll();
      if (embed) await noticeSearchable(ctx, service, startedAt);
      const vectors = embed
        ? await embedWithProgress(ctx, service, values.json === true, controller.signal)
        : null;
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
        interrupted: vectors?.interrupted === true,
        calibration: status.calibration,
        cacheDir: status.cacheDir,
      };
      const provider = status.embeddings
        ? `${status.embeddings.provider}${status.embeddings.model ? `/${status.embeddings.model}` : ''}`
        : 'off';
      const lines = [
        `Indexed ${countOf(status.visible, 'memory', 'memories')} (${countOf(status.problems.length, 'unreadable file')}: see strata verify).`,
        status.embeddings?.provider === 'none' && !status.vectors
          ? 'Vectors: none (search uses keywords only).'
          : `Vectors: ${status.vectors} (${provider}; ${json.embedded} embedded now, ${json.fromCache} from cache).`,
        `Derived data: ${status.cacheDir}`,
      ];
      // The similarity calibration is tuning detail: --json carries it, the summary does not.
      if (json.interrupted)
        lines.push(
          'Interrupted: run strata reindex again to embed the rest (what was computed is kept).',
        );
      return {
        json,
        text: lines.join('\n'),
        ...(json.interrupted ? { exitCode: INTERRUPTED_EXIT } : {}),
      };
    } finally {
      unsubscribe();
      await service.close();
    }
  },
};
