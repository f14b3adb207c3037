/**
 * Files git lists as unmerged (a merge it has not been told is finished) below a folder.
 */
import path from 'node:path';
import { findWorkTree, runGit } from './git-run.js';

/** Absolute paths of the unmerged files below `dir`; empty outside a repository. */
export async function listUnmerged(dir: string): Promise<string[]> {
  const run = await runGit(dir, ['ls-files', '-u', '--full-name', '-z', '--', '.'], {
    timeoutMs: 5000,
  });
  if (!run.ok || !run.stdout) return [];
  const top = await findWorkTree(dir);
  if (!top) return [];
  const rels = new Set(
    run.stdout
      .split('\0')
      .filter(Boolean)
      .map((row) => row.slice(row.indexOf('\t') + 1)),
  );
  return [...rels].map((rel) => path.join(top, rel));
}
