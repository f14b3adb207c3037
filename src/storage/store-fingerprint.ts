/**
 * A cheap fingerprint of the store: which scope folders are in force and the newest
 * modification time among them and their subfolders. Adding, removing, renaming or
 * atomically rewriting a memory moves a folder's mtime, so no file needs to be read: the
 * SessionStart hook can afford it on every start.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { ScopeDir } from './scope/scope-dir.js';

/** Folders whose mtime moves when strata (or anyone) adds, removes or renames a memory. */
const WATCHED_SUBFOLDERS = ['', 'permanent', 'temporary', 'archive'];

function mtimeOf(dir: string): number {
  try {
    return statSync(dir).mtimeMs;
  } catch {
    return 0;
  }
}

/** The newest change to the scope folders, by directory mtime (no scan of the files). */
export function newestStoreChange(scopes: readonly Pick<ScopeDir, 'dir'>[]): number {
  let newest = 0;
  for (const scope of scopes) {
    for (const sub of WATCHED_SUBFOLDERS)
      newest = Math.max(newest, mtimeOf(path.join(scope.dir, sub)));
  }
  return newest;
}

/** The scopes in force and their newest change, as one comparable string. */
export function storeFingerprint(
  scopes: readonly Pick<ScopeDir, 'scope' | 'dir'>[],
  newest = newestStoreChange(scopes),
): string {
  return `${newest}|${scopes.map((s) => `${s.scope}=${s.dir}`).join('|')}`;
}
