/**
 * SessionStart → digest refresh, audit count, handoff of the previous session,
 * memory overview.
 */
import { newestStoreChange } from '../../storage/store-fingerprint.js';
import { auditCountLine } from '../features/audit-count.js';
import { readSessionDigest, refreshStaleDigest } from '../features/digest-refresh.js';
import { gitNotices } from '../features/git-notices.js';
import { handoffLines } from '../features/handoff.js';
import { sessionOverview } from '../features/session-overview.js';
import type { HookContext } from '../hook-frame.js';

/** The SessionStart handler: what `runHook` runs for the event, whatever io it is given. */
export async function handleSessionStart(ctx: HookContext): Promise<string> {
  const digest = readSessionDigest(ctx);
  // One look at the folders' mtimes serves both the digest and the audit count.
  const newest = newestStoreChange(ctx.env.scopes);
  await refreshStaleDigest(ctx, digest, newest);
  const [audit, git] = await Promise.all([
    auditCountLine(ctx, newest),
    gitNotices(ctx.env.scopes, ctx.env.childEnv),
  ]);
  return sessionOverview(ctx, digest, handoffLines(ctx), audit, git);
}
