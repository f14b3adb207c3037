/**
 * Where a stale gotcha's files went. A pattern that names one file and matches nothing is
 * most often a file that a commit renamed (`git mv`, or a move git detects): git's history
 * names the new path, which is the fix the audit proposes. Local git only, bounded runs.
 */
import { runGit } from '../../storage/git/git-run.js';

/** A `file_patterns` entry naming a file git renamed, and the name it has now. */
export interface PatternRename {
  from: string;
  to: string;
  /** The commit (abbreviated) of the last rename. */
  commit: string;
}

/** Only a plain path names one file; a glob is not followed. */
const PLAIN_PATH = /^[^*?[{\\]+$/;
/** A file renamed again and again is followed this many times at most. */
const MAX_HOPS = 4;
const GIT_TIMEOUT_MS = 5000;

/** The path `file` was renamed to by the commit that last removed it, if it was renamed. */
async function renamedOnce(
  root: string,
  file: string,
): Promise<{ to: string; commit: string } | null> {
  const removed = await runGit(
    root,
    ['log', '--diff-filter=D', '--format=%H', '-n', '1', '--', file],
    { timeoutMs: GIT_TIMEOUT_MS },
  );
  const commit = removed.ok ? removed.stdout.trim() : '';
  if (!/^[0-9a-f]{7,64}$/.test(commit)) return null;
  const changes = await runGit(
    root,
    ['diff-tree', '-r', '-M', '--name-status', '--no-commit-id', '--diff-filter=R', commit],
    { timeoutMs: GIT_TIMEOUT_MS },
  );
  for (const line of changes.ok ? changes.stdout.split('\n') : []) {
    const [status, from, to] = line.split('\t');
    if (status?.startsWith('R') && from === file && to) return { to, commit: commit.slice(0, 12) };
  }
  return null;
}

/**
 * The renames of `patterns` that name a missing file (`exists` says which paths are
 * there), followed to a path that exists. Patterns git knows nothing about are left out.
 */
export async function findPatternRenames(
  root: string,
  patterns: readonly string[],
  exists: (relPath: string) => boolean,
): Promise<PatternRename[]> {
  const found: PatternRename[] = [];
  for (const pattern of patterns) {
    const file = pattern.trim().replace(/^\.?\//, '');
    if (!PLAIN_PATH.test(file) || exists(file)) continue;
    let at = file;
    let commit = '';
    for (let hop = 0; hop < MAX_HOPS && !exists(at); hop++) {
      const next = await renamedOnce(root, at);
      if (!next) break;
      at = next.to;
      commit = next.commit;
    }
    if (at !== file && exists(at)) found.push({ from: pattern, to: at, commit });
  }
  return found;
}
