/**
 * Where the digests live and how they are written. The hooks read these files with a
 * plain `JSON.parse`; only the sync service writes them (atomically, so a hook never
 * reads half a file).
 */
import path from 'node:path';
import type { GotchaDigest, SessionDigest } from '../core/digest.js';
import { writeFileAtomic } from './atomic-write.js';
import { projectCacheDir } from './cache-dir.js';

/** Paths of a project's digest files. */
export interface DigestPaths {
  dir: string;
  gotchas: string;
  session: string;
  /** Per-session hook state lives below this folder, one file per session id. */
  sessions: string;
}

/** The digest files of `projectRoot` (null: sessions outside any project). */
export function digestPaths(
  cacheRoot: string,
  projectRoot: string | null | undefined,
): DigestPaths {
  const dir = projectCacheDir(cacheRoot, projectRoot);
  return {
    dir,
    gotchas: path.join(dir, 'gotchas.json'),
    session: path.join(dir, 'session.json'),
    sessions: path.join(dir, 'sessions'),
  };
}

/** Writes both digests atomically. */
export async function writeDigests(
  paths: DigestPaths,
  digests: { gotchas: GotchaDigest; session: SessionDigest },
): Promise<void> {
  await writeFileAtomic(paths.gotchas, JSON.stringify(digests.gotchas));
  await writeFileAtomic(paths.session, JSON.stringify(digests.session));
}
