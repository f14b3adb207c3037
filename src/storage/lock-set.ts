/**
 * Holding several locks at once, for operations that change several files and must take
 * every lock before they write anything.
 *
 * Deadlock-free by one global order: every operation that nests locks takes graph locks
 * first, then memory-file locks, each group sorted by path. Operations that hold a single
 * lock (an edit, the watcher's graph sync) never wait for a second one while holding it.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { lockPathFor } from './file-update.js';
import { graphLockPath } from './graph-store.js';
import { withLock } from './lock.js';

/** Runs `fn` holding every lock in `lockPaths` (taken in sorted order, released in reverse). */
export async function withLocks<T>(lockPaths: readonly string[], fn: () => Promise<T>): Promise<T> {
  const sorted = [...new Set(lockPaths)].sort();
  const take = (i: number): Promise<T> =>
    i === sorted.length ? fn() : withLock(sorted[i]!, () => take(i + 1));
  return take(0);
}

/** Runs `fn` holding the `graph.json` locks of `scopeDirs` (folders are created as needed). */
export async function withGraphLocks<T>(
  scopeDirs: readonly string[],
  fn: () => Promise<T>,
): Promise<T> {
  for (const dir of scopeDirs) await mkdir(dir, { recursive: true });
  return withLocks(scopeDirs.map(graphLockPath), fn);
}

/** Runs `fn` holding the locks of the memory files `files` (after any graph locks). */
export function withFileLocks<T>(files: readonly string[], fn: () => Promise<T>): Promise<T> {
  return withLocks(
    files.map((f) => lockPathFor(path.resolve(f))),
    fn,
  );
}
