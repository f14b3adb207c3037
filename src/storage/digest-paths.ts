/**
 * Where a project's digest files and hook session state live in the cache. Kept apart from
 * the digest writer so the hooks can find the files without loading the writer's imports.
 */
import path from 'node:path';
import { projectCacheDir } from './cache-dir.js';

/** Paths of a project's digest files. */
export interface DigestPaths {
  dir: string;
  gotchas: string;
  /** The same gotchas laid out for the Read hook (core/gotcha/gotcha-lookup). */
  gotchaLookup: string;
  /** The gotchas with command patterns, for the Bash hook (core/command/command-digest). */
  gotchaCommands: string;
  session: string;
  /** Decisions and learnings the hooks may show unasked (core/push-digest). */
  push: string;
  /** Counts of the last background audit (core/audit-summary), shown at session start. */
  auditSummary: string;
  /** Per-session hook state lives below this folder, one file per session id. */
  sessions: string;
  /**
   * The cache folder shared by every worktree of the repository (keyed to the main
   * checkout, like the local scope): the stash index and the latest handoff note.
   */
  shared: string;
}

/**
 * The digest files of `projectRoot` (null: sessions outside any project). Digests and
 * indexes are per checkout (they hold its project scope, which differs by branch);
 * `memoryRoot` (default: the project root) keys what belongs to the local scope.
 */
export function digestPaths(
  cacheRoot: string,
  projectRoot: string | null | undefined,
  memoryRoot: string | null | undefined = projectRoot,
): DigestPaths {
  const dir = projectCacheDir(cacheRoot, projectRoot);
  // Hashing a path is most of this function's cost on a hook's path: once when both are one.
  const shared = memoryRoot === projectRoot ? dir : projectCacheDir(cacheRoot, memoryRoot);
  return {
    dir,
    gotchas: path.join(dir, 'gotchas.json'),
    gotchaLookup: path.join(dir, 'gotcha-lookup.jsonl'),
    gotchaCommands: path.join(dir, 'gotcha-commands.json'),
    session: path.join(dir, 'session.json'),
    push: path.join(dir, 'push.json'),
    auditSummary: path.join(dir, 'audit-summary.json'),
    sessions: path.join(dir, 'sessions'),
    shared,
  };
}
