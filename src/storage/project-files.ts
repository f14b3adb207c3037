/**
 * The files of a project, as project-relative `/` paths, for checks such as "does any
 * file still match this gotcha's file_patterns". Version-control and dependency folders
 * are skipped; links are not followed.
 */
import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Folders never listed: history and installed dependencies are not the project's files. */
const SKIPPED = new Set(['.git', 'node_modules', '.hg', '.svn']);

/** The listing, and whether it stopped at the limit (then absence proves nothing). */
export interface ProjectFiles {
  files: string[];
  truncated: boolean;
}

/** Lists up to `limit` files below `root`. Unreadable folders are skipped. */
export async function listProjectFiles(root: string, limit = 200_000): Promise<ProjectFiles> {
  const files: string[] = [];
  const pending: string[] = [''];
  while (pending.length) {
    const relDir = pending.pop()!;
    let entries: Dirent[];
    try {
      entries = await readdir(path.join(root, relDir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const rel = relDir ? `${relDir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) pending.push(rel);
      } else if (entry.isFile() || entry.isSymbolicLink()) {
        if (files.length >= limit) return { files, truncated: true };
        files.push(rel);
      }
    }
  }
  return { files, truncated: false };
}
