/**
 * Entry: SessionStart → digest refresh, audit count, handoff of the previous session,
 * memory overview.
 * Only wires the features; the bundle `lib/hooks/session-start.js`.
 */
import { newestStoreChange } from '../../storage/store-fingerprint.js';
import { auditCountLine } from '../features/audit-count.js';
import { readSessionDigest, refreshStaleDigest } from '../features/digest-refresh.js';
import { gitNotices } from '../features/git-notices.js';
import { handoffLines } from '../features/handoff.js';
import { sessionOverview } from '../features/session-overview.js';
import { type HookContext, processIo, runHook } from '../runtime.js';
import { readStdinSync } from '../stdin.js';

async function handleSessionStart(ctx: HookContext): Promise<string> {
  const digest = readSessionDigest(ctx);
  // One look at the folders' mtimes serves both the digest and the audit count.
  const newest = newestStoreChange(ctx.env.scopes);
  await refreshStaleDigest(ctx, digest, newest);
  const [audit, git] = await Promise.all([auditCountLine(ctx, newest), gitNotices(ctx.env.scopes)]);
  return sessionOverview(ctx, digest, handoffLines(ctx), audit, git);
}

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('SessionStart', handleSessionStart, processIo(readStdinSync, 'SessionStart'));
