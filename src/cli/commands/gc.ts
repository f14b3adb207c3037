import { expireBreadcrumbs } from '../../services/gc.js';
import { describeLeftover, findLeftovers, removeLeftovers } from '../../services/leftovers.js';
import type { Command } from '../command.js';
import { openCliSearch } from '../open-cli-search.js';

/** `strata gc`: compact derived data and archive expired breadcrumbs. */
export const gcCommand: Command = {
  name: 'gc',
  help: `strata gc [--dry-run]

  Vacuums the keyword index, drops vectors and cache entries of memories that no longer
  exist, and archives breadcrumbs not updated for breadcrumbs.ttlDays (default 30) into
  archive/ (nothing is deleted). Removes temp and lock files left in the scopes by
  processes that are gone. --dry-run lists what would be done.`,
  options: { 'dry-run': { type: 'boolean' } },
  async run(ctx, { values }) {
    const dryRun = values['dry-run'] === true;
    const breadcrumbs = await expireBreadcrumbs(ctx.store, ctx.config.breadcrumbs.ttlDays, dryRun);
    const leftovers = await findLeftovers(ctx.scopes);
    const removed = dryRun ? [] : await removeLeftovers(leftovers);
    let compacted: { vectorsDropped: number; cacheDropped: number; removedFiles: string[] } | null =
      null;
    if (!dryRun) {
      const service = await openCliSearch(ctx, { embeddings: false });
      try {
        compacted = await service.compact();
      } finally {
        await service.close();
      }
    }
    const json = { dryRun, breadcrumbs, compacted, leftovers: { found: leftovers, removed } };
    const lines = [
      ...breadcrumbs.expired.map(
        (b) =>
          `${dryRun ? 'would archive' : 'archived'} ${b.id} (${b.scope}, updated ${b.updated})`,
      ),
      ...breadcrumbs.failed.map((f) => `could not archive ${f.id}: ${f.message}`),
      ...leftovers.map(
        (l) => `${removed.includes(l.path) ? 'removed' : 'would remove'} ${describeLeftover(l)}`,
      ),
      compacted
        ? `index compacted; ${compacted.vectorsDropped} orphaned vectors and ${compacted.cacheDropped} cached embeddings dropped`
        : 'dry run: nothing changed',
    ];
    return { json, text: lines.join('\n'), exitCode: breadcrumbs.failed.length ? 1 : 0 };
  },
};
