/**
 * Garbage collection of derived data and of expired temporary breadcrumbs. Breadcrumbs
 * past their TTL are archived, not deleted: the files are the user's.
 */
import type { Memory } from '../core/memory.js';
import { loadStore, type StoreContext } from '../storage/load-store.js';
import { forgetMemory } from './forget.js';

/** Breadcrumbs that are done with: open, stashed, snapshot or handoff ones older than `ttlDays`. */
export function findExpiredBreadcrumbs(
  memories: readonly Memory[],
  ttlDays: number,
  now: Date,
): Memory[] {
  const cutoff = now.getTime() - ttlDays * 86_400_000;
  return memories.filter((m) => {
    if (m.type !== 'breadcrumb' || m.archived) return false;
    if (m.status && !['open', 'stashed', 'resumed', 'snapshot', 'handoff'].includes(m.status))
      return false;
    const at = Date.parse(m.updated || m.created);
    return Number.isFinite(at) && at < cutoff;
  });
}

/** What `gc` found or did. */
export interface GcBreadcrumbReport {
  expired: Array<{ id: string; scope: string; updated: string; path: string }>;
  archived: string[];
  failed: Array<{ id: string; message: string }>;
}

/** Archives expired breadcrumbs (or only lists them when `dryRun`). */
export async function expireBreadcrumbs(
  ctx: StoreContext,
  ttlDays: number,
  dryRun: boolean,
): Promise<GcBreadcrumbReport> {
  const store = await loadStore(ctx);
  const writable = new Set(ctx.scopes.filter((s) => !s.readOnly).map((s) => s.scope));
  const expired = findExpiredBreadcrumbs(store.all, ttlDays, ctx.now()).filter((m) =>
    writable.has(m.scope),
  );
  const report: GcBreadcrumbReport = {
    expired: expired.map((m) => ({ id: m.id, scope: m.scope, updated: m.updated, path: m.path })),
    archived: [],
    failed: [],
  };
  if (dryRun) return report;
  for (const m of expired) {
    try {
      await forgetMemory(ctx, m.id, { scope: m.scope });
      report.archived.push(m.id);
    } catch (error) {
      report.failed.push({
        id: m.id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return report;
}
