/**
 * Session prune (SessionEnd): removes session folders untouched for two weeks, a few at a
 * time, so the cache does not grow with every session ever run.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { HookContext } from '../hook-frame.js';

const KEEP_SESSIONS_MS = 14 * 24 * 3_600_000;
const MAX_PRUNED = 50;

function pruneFolders(dir: string, now: number, current: string): void {
  let pruned = 0;
  for (const name of readdirSync(dir)) {
    if (name === current || pruned >= MAX_PRUNED) continue;
    const full = path.join(dir, name);
    if (now - statSync(full).mtimeMs > KEEP_SESSIONS_MS) {
      rmSync(full, { recursive: true, force: true });
      pruned++;
    }
  }
}

/** Prunes old session folders, keeping `session`'s; never throws (pruning is best effort). */
export function pruneOldSessions(ctx: HookContext, session: string): void {
  try {
    pruneFolders(ctx.env.paths.sessions, ctx.now.getTime(), session);
  } catch {}
}
