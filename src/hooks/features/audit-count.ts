/**
 * Audit count (SessionStart): one line with the counts of the last background audit, when
 * it describes the store as it is now. The hook never runs the audit (seconds at 10,000
 * memories): it reads the summary file and, when that is missing or stale, starts a
 * detached `strata audit --summary` for a later start.
 */
import {
  auditSummaryLine,
  isAuditSummaryCurrent,
  readAuditSummary,
} from '../../core/audit-summary.js';
import { readBoundedTextSync } from '../../storage/bounded-read.js';
import { storeFingerprint } from '../../storage/store-fingerprint.js';
import { requestAuditSummary } from '../detached.js';
import type { HookContext } from '../hook-frame.js';

/** The summary file, parsed; null when missing, too large, not a file or not a summary. */
function readSummaryFile(file: string) {
  try {
    const read = readBoundedTextSync(file, 64 * 1024);
    return read.ok ? readAuditSummary(JSON.parse(read.text)) : null;
  } catch {
    return null;
  }
}

/**
 * The count line of the last background audit when it matches the store whose newest
 * change is `newest`; otherwise null, after asking for a new audit in the background.
 */
export async function auditCountLine(ctx: HookContext, newest: number): Promise<string | null> {
  const hours = ctx.config.audit.sessionStartIntervalHours;
  if (hours <= 0 || ctx.input.source === 'compact') return null;
  const summary = readSummaryFile(ctx.env.paths.auditSummary);
  const fingerprint = storeFingerprint(ctx.env.scopes, newest);
  if (summary && isAuditSummaryCurrent(summary, fingerprint, ctx.now, hours))
    return auditSummaryLine(summary.counts);
  try {
    if (await requestAuditSummary(ctx.env, ctx.now, hours)) ctx.log('audit summary requested');
  } catch (error) {
    ctx.log(`could not start the audit: ${(error as Error).message}`);
  }
  return null;
}
