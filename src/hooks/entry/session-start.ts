/**
 * Entry: SessionStart → digest refresh, handoff of the previous session, memory overview.
 * Only wires the features; the bundle `lib/hooks/session-start.js`.
 */
import { readSessionDigest, refreshStaleDigest } from '../features/digest-refresh.js';
import { handoffLines } from '../features/handoff.js';
import { sessionOverview } from '../features/session-overview.js';
import { type HookContext, processIo, runHook } from '../runtime.js';
import { readStdinSync } from '../stdin.js';

async function handleSessionStart(ctx: HookContext): Promise<string> {
  const digest = readSessionDigest(ctx);
  await refreshStaleDigest(ctx, digest);
  return sessionOverview(ctx, digest, handoffLines(ctx));
}

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('SessionStart', handleSessionStart, processIo(readStdinSync, 'SessionStart'));
