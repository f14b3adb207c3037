/**
 * Where the latest handoff note lives: in the cache folder shared by every worktree of a
 * repository. Kept apart from the writer so the SessionStart hook finds it without
 * loading the writer's imports.
 */
import path from 'node:path';

/** `handoff.json` in a shared cache folder (`DigestPaths.shared`). */
export function handoffPath(sharedCacheDir: string): string {
  return path.join(sharedCacheDir, 'handoff.json');
}
