/**
 * Session start's word on git: memory files a merge left unmerged (named once, with the
 * command that finishes them), and how far the global memory is behind its remote. Only
 * local git commands with a short timeout, and only when git's own files say there is
 * something to ask (a merge in progress, a repository around the global memory): the
 * remote is never contacted here, the count is against the remote-tracking branch as
 * `strata sync` (or `git fetch`) last left it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { hasConflictMarkers } from '../../core/git/conflict-text.js';
import { readBoundedTextSync } from '../../storage/bounded-read.js';
import { runGit } from '../../storage/git/git-run.js';
import { readGitLayout } from '../../storage/git/git-worktree.js';
import type { ScopeDir } from '../../storage/scope-dir.js';

const GIT_TIMEOUT_MS = 1500;
const NAMED = 4;
const GRAPH_MAX_BYTES = 32 * 1024 * 1024;
/** What git leaves in its folder while a merge-like command waits for a person. */
const MERGE_STATES = [
  'MERGE_HEAD',
  'CHERRY_PICK_HEAD',
  'REVERT_HEAD',
  'rebase-merge',
  'rebase-apply',
];

/** The git folder of the checkout holding `dir` (found by its `.git`, without git). */
function findGitDir(dir: string): string | null {
  for (let at = dir; ; at = path.dirname(at)) {
    const layout = existsSync(path.join(at, '.git')) ? readGitLayout(at) : null;
    if (layout) return layout.gitDir;
    if (path.dirname(at) === at) return null;
  }
}

/** The environment git runs with: the hook's own, not whatever process hosts it. */
type GitEnv = Readonly<Record<string, string | undefined>>;

async function unmergedIn(scope: ScopeDir, env: GitEnv): Promise<string[]> {
  const names = new Set<string>();
  const gitDir = findGitDir(scope.dir);
  if (gitDir && MERGE_STATES.some((f) => existsSync(path.join(gitDir, f)))) {
    const run = await runGit(scope.dir, ['ls-files', '-u', '-z', '--', '.'], {
      timeoutMs: GIT_TIMEOUT_MS,
      env,
    });
    for (const row of run.ok ? run.stdout.split('\0').filter(Boolean) : [])
      names.add(row.slice(row.indexOf('\t') + 1));
  }
  try {
    const graph = readBoundedTextSync(path.join(scope.dir, 'graph.json'), GRAPH_MAX_BYTES);
    if (graph.ok && hasConflictMarkers(graph.text)) names.add('graph.json');
  } catch {}
  return [...names].map((n) => `${scope.scope}/${n}`);
}

async function globalBehind(scope: ScopeDir | undefined, env: GitEnv): Promise<number> {
  if (!scope || !findGitDir(scope.dir)) return 0;
  const run = await runGit(scope.dir, ['rev-list', '--count', 'HEAD..@{upstream}'], {
    timeoutMs: GIT_TIMEOUT_MS,
    env,
  });
  return run.ok ? Number.parseInt(run.stdout, 10) || 0 : 0;
}

/**
 * The notices for session start (none when git has nothing to say); git runs with `env`.
 */
export async function gitNotices(scopes: readonly ScopeDir[], env: GitEnv): Promise<string[]> {
  const writable = scopes.filter((s) => !s.readOnly);
  const [lists, behind] = await Promise.all([
    Promise.all(writable.map((scope) => unmergedIn(scope, env))),
    globalBehind(
      writable.find((s) => s.scope === 'global'),
      env,
    ),
  ]);
  const files = lists.flat();
  const notices: string[] = [];
  if (files.length) {
    const named = files.slice(0, NAMED).join(', ') + (files.length > NAMED ? ', …' : '');
    notices.push(
      `strata: a git merge left ${files.length} memory file(s) conflicted (${named}); memory reads graph.json as the union of both sides. Run \`strata verify --fix\`, then commit.`,
    );
  }
  if (behind)
    notices.push(
      `strata: global memory is ${behind} commit(s) behind its remote (as last fetched): run \`strata sync\`.`,
    );
  return notices;
}
