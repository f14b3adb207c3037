/**
 * The audit as the CLI and the site build run it: the store read once, the saved vectors
 * taken from the cache for the memories unchanged since they were embedded (and their
 * neighbour lists kept there between runs), nothing written to the store. And the summary a background run leaves for session start.
 */

import path from 'node:path';
import {
  AUDIT_SUMMARY_VERSION,
  type AuditCounts,
  type AuditSummary,
} from '../../core/audit-summary.js';
import { AUDIT_NEIGHBOURS_FILE } from '../../indexing/index-files.js';
import { PRIVATE, writeFileAtomic } from '../../io/atomic-write.js';
import { indexCacheDir } from '../../storage/cache-dir.js';
import { loadStore, type StoreContext } from '../../storage/load-store.js';
import { readSavedVectors } from '../saved-vectors.js';
import { type AuditReport, auditLoadedStore } from './audit.js';
import { MISSING_PATH } from './audit-paths.js';

/** Where the audit runs and what it reads besides the scopes. */
export interface SavedAuditOptions {
  projectRoot: string | null;
  cacheRoot: string;
  ttlDays: number;
}

/**
 * Reads every scope once and audits it, comparing by meaning where the search index saved
 * vectors. Never opens the search service, so no `graph.json` is reconciled.
 */
export async function auditWithSavedVectors(
  ctx: StoreContext,
  options: SavedAuditOptions,
): Promise<AuditReport> {
  const store = await loadStore(ctx);
  const saved = await readSavedVectors(store.all, options.cacheRoot, options.projectRoot);
  return auditLoadedStore(ctx, store, {
    projectRoot: options.projectRoot,
    ttlDays: options.ttlDays,
    vectors: saved?.vectors ?? null,
    space: saved?.space ?? null,
    // Beside the saved vectors they come from: derived data, never the store.
    neighbourFile: path.join(
      indexCacheDir(options.cacheRoot, options.projectRoot),
      AUDIT_NEIGHBOURS_FILE,
    ),
  });
}

/** How many findings of each kind `report` holds. */
export function countFindings(report: AuditReport): AuditCounts {
  const missing = report.stale.filter((s) => s.reason === MISSING_PATH).length;
  return {
    duplicates: report.duplicates.length,
    staleGotchas: report.stale.length - missing,
    missingPaths: missing,
    superseded: report.superseded.length,
    orphans: report.orphans.length,
    expired: report.expired.length,
    notMemories: report.notMemories.length,
    misread: report.misread.length,
  };
}

/** The summary of `report`, for an audit that began at `startedAt` on `fingerprint`. */
export function summarizeForSessionStart(
  report: AuditReport,
  fingerprint: string,
  startedAt: Date,
  ms: number,
): AuditSummary {
  return {
    version: AUDIT_SUMMARY_VERSION,
    generatedAt: startedAt.toISOString(),
    fingerprint,
    counts: countFindings(report),
    ms: Math.round(ms),
  };
}

/** Replaces the summary file atomically (a hook reading it sees the old one or the new). */
export async function writeAuditSummary(file: string, summary: AuditSummary): Promise<void> {
  await writeFileAtomic(file, JSON.stringify(summary), PRIVATE);
}
