import { openSearch } from '../../app/open-search.js';
import { expireBreadcrumbs } from '../../services/gc.js';
import type { Command } from '../command.js';

/** `strata gc`: compact derived data and archive expired breadcrumbs. */
export const gcCommand: Command = {
  name: 'gc',
  summary: 'Compact indexes, drop orphaned cache entries, archive expired breadcrumbs',
  help: `strata gc [--dry-run]

  Vacuums the keyword index, drops vectors and cache entries of memories that no longer
  exist, and archives breadcrumbs not updated for breadcrumbs.ttlDays (default 30) into
  archive/ (nothing is deleted). --dry-run lists what would be done.`,
  options: { 'dry-run': { type: 'boolean' } },
  async run(ctx, { values }) {
    const dryRun = values['dry-run'] === true;
    const breadcrumbs = await expireBreadcrumbs(ctx.store, ctx.config.breadcrumbs.ttlDays, dryRun);
    let compacted: { vectorsDropped: number; cacheDropped: number; removedFiles: string[] } | null =
      null;
    if (!dryRun) {
      const service = await openSearch(ctx, {
        component: 'cli',
        notice: ctx.notice,
        embeddings: false,
      });
      try {
        compacted = await service.compact();
      } finally {
        await service.close();
      }
    }
    const json = { dryRun, breadcrumbs, compacted };
    const lines = [
      ...breadcrumbs.expired.map(
        (b) =>
          `${dryRun ? 'would archive' : 'archived'} ${b.id} (${b.scope}, updated ${b.updated})`,
      ),
      ...breadcrumbs.failed.map((f) => `could not archive ${f.id}: ${f.message}`),
      compacted
        ? `index compacted; ${compacted.vectorsDropped} orphaned vectors and ${compacted.cacheDropped} cached embeddings dropped`
        : 'dry run: nothing changed',
    ];
    return { json, text: lines.join('\n'), exitCode: breadcrumbs.failed.length ? 1 : 0 };
  },
};
