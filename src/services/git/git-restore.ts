/**
 * A memory deleted on one branch while another branch linked it: the merge keeps the
 * new edge, so the memory comes back from git's history rather than the link being
 * dropped. Only ids a graph edge names are restored (an edge is only written while its
 * memory exists, so it was made on a branch that had not seen the deletion); a link left
 * in frontmatter after `strata forget` stays a dangling link for `verify` to report.
 */
import path from 'node:path';
import { encodeText } from '../../core/byte-text.js';
import { isStrataError } from '../../core/errors.js';
import { findWorkTree, runGit } from '../../storage/git/git-run.js';
import type { ScopeDir } from '../../storage/scope-dir.js';
import { createScopeFile } from '../../storage/scope-write.js';

/** Newest deletion of `<id>.md` below `dir`: the commit and the repository path. */
type Deletions = Map<string, { commit: string; rel: string }>;

async function listDeletions(dir: string): Promise<Deletions> {
  // A merge in progress: the other branch's deletion is in MERGE_HEAD, not yet in HEAD.
  const merging = (await runGit(dir, ['rev-parse', '-q', '--verify', 'MERGE_HEAD'])).ok;
  const heads = merging ? ['HEAD', 'MERGE_HEAD'] : ['HEAD'];
  const format = ['--diff-filter=D', '--name-only', '--format=%x01%H'];
  const run = await runGit(dir, ['log', ...format, ...heads, '--', '.']);
  const found: Deletions = new Map();
  for (const chunk of run.ok ? run.stdout.split('\x01') : []) {
    const [commit, ...paths] = chunk.trim().split('\n');
    for (const rel of paths) {
      const id = path.posix.basename(rel, '.md');
      if (commit && rel.endsWith('.md') && !found.has(id)) found.set(id, { commit, rel });
    }
  }
  return found;
}

/** Restores the files of `ids` in `scope` from before their deletion; returns their paths. */
export async function restoreDeleted(scope: ScopeDir, ids: ReadonlySet<string>): Promise<string[]> {
  if (!ids.size) return [];
  const top = await findWorkTree(scope.dir);
  if (!top) return [];
  const deletions = await listDeletions(scope.dir);
  const restored: string[] = [];
  for (const id of ids) {
    const hit = deletions.get(id);
    if (!hit) continue;
    const show = await runGit(top, ['show', `${hit.commit}^:${hit.rel}`]);
    if (!show.ok) continue;
    const file = path.join(top, hit.rel);
    try {
      // A folder on the way may now be a committed link: the scope's door refuses it.
      await createScopeFile(scope, file, encodeText(show.stdout));
      await runGit(top, ['add', '--', hit.rel]);
      restored.push(file);
    } catch (error) {
      if (!isStrataError(error, 'ALREADY_EXISTS')) throw error;
    }
  }
  return restored;
}
