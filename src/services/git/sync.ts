/**
 * `strata sync`: personal memory on several machines through a git remote. Commits
 * strata's changes in the global memory folder, fetches, merges with strata's rules
 * (the merge driver, then `verify --fix` for what git leaves), and pushes. Never forces:
 * a push the remote refuses is reported, and the next sync merges first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { StrataError } from '../../core/errors.js';
import { findWorkTree, type GitEnv, runGit } from '../../storage/git/git-run.js';
import { getWritableScope, type StoreContext } from '../../storage/load-store.js';
import { withLock } from '../../storage/lock.js';
import type { ScopeDir } from '../../storage/scope/scope-dir.js';
import { type Resolution, resolveGitConflicts } from './git-resolve.js';
import { setupGitMerge } from './git-setup.js';
import { commitOwn, type Git, gitError, gitIn, mustGit } from './sync-git.js';
import { type DeadSync, openJournal, recoverDeadSync, type SyncJournal } from './sync-journal.js';

/** What one sync did. */
export interface SyncResult {
  repo: string;
  upstream: string;
  committed: boolean;
  /** Commits taken from the remote. */
  pulled: number;
  /** Commits sent to the remote. */
  pushed: number;
  resolved: Resolution[];
  /** What was cleaned up after an earlier sync that was killed. */
  recovered: string[];
}

interface Upstream {
  remote: string;
  branch: string;
  ref: string;
}

const NETWORK_TIMEOUT_MS = 120_000;

async function findUpstream(git: Git, repo: string): Promise<Upstream> {
  const branch = (await git(repo, ['symbolic-ref', '--short', 'HEAD'])).stdout.trim();
  const set = (await git(repo, ['config', '--get', `branch.${branch}.remote`])).stdout.trim();
  const remotes = (await git(repo, ['remote'])).stdout.split('\n').filter(Boolean);
  const remote = set || (remotes.includes('origin') ? 'origin' : remotes[0]);
  if (!branch || !remote) {
    throw new StrataError(
      'SCOPE_UNAVAILABLE',
      `${repo} has ${branch ? 'no remote' : 'no branch checked out'}`,
      {
        subject: repo,
        hint: 'add one with git remote add origin <url> (a bare repository or a private host), check out a branch, then run strata sync',
      },
    );
  }
  return { remote, branch, ref: `refs/remotes/${remote}/${branch}` };
}

async function countCommits(git: Git, repo: string, range: string): Promise<number> {
  const run = await git(repo, ['rev-list', '--count', range]);
  return run.ok ? Number.parseInt(run.stdout, 10) || 0 : 0;
}

async function unmergedPaths(git: Git, repo: string): Promise<string[]> {
  const run = await git(repo, ['diff', '--name-only', '--diff-filter=U']);
  return run.stdout.split('\n').filter(Boolean);
}

/**
 * The refusal of a merge only a person can finish. `upstream` (`origin/main`) is the
 * branch that was merged when the merge was undone; the advice names it and the state
 * the files are in, so each step can be typed as written.
 */
function conflictError(repo: string, paths: readonly string[], upstream?: string): StrataError {
  const named = paths.join(', ');
  const hint = upstream
    ? `nothing was lost: the merge was undone and ${named} ${paths.length === 1 ? 'is' : 'are'} as this machine last committed; run git -C ${repo} merge ${upstream}, then strata verify --fix (it merges the fields), keep the right lines between the conflict markers in ${named}, git add and git commit them, then strata sync`
    : `a merge is in progress in ${repo} and ${named} still ${paths.length === 1 ? 'holds' : 'hold'} conflicts: strata verify --fix merges the fields, keep the right lines between the markers, git add and git commit, then strata sync`;
  return new StrataError(
    'CONFLICT',
    `${repo}: git cannot finish the merge: ${named} need a person`,
    {
      subject: repo,
      hint,
    },
  );
}

/**
 * Merges the fetched remote branch; conflicts go through `verify --fix`'s rules. Histories
 * that share no commit merge too: a second machine joins with memories of its own, or
 * from a clone made before the first push.
 */
async function mergeUpstream(
  git: Git,
  journal: SyncJournal,
  ctx: StoreContext,
  scope: ScopeDir,
  repo: string,
  ref: string,
  upstream: string,
) {
  journal.setMerging(true);
  const args = ['merge', '--no-edit', '-q', '--allow-unrelated-histories', ref];
  const merge = await git(repo, args);
  if (merge.ok) {
    journal.setMerging(false);
    return [];
  }
  // No merge in progress: git refused before merging, and its reason is the error.
  if (!(await git(repo, ['rev-parse', '-q', '--verify', 'MERGE_HEAD'])).ok) {
    journal.setMerging(false);
    throw gitError(repo, args, merge);
  }
  const resolved = await resolveGitConflicts({ ...ctx, scopes: [scope] });
  const left = await unmergedPaths(git, repo);
  if (left.length || resolved.some((r) => r.outcome === 'left')) {
    await git(repo, ['merge', '--abort']);
    journal.setMerging(false);
    throw conflictError(repo, left.length ? left : resolved.map((r) => r.path), upstream);
  }
  await mustGit(git, repo, ['commit', '-q', '--no-edit', '--no-verify']);
  journal.setMerging(false);
  return resolved;
}

/**
 * The remote branch to sync with, once fetched: the one of this branch's name, else the
 * remote's only branch (a machine whose git names its first branch differently).
 */
async function settleUpstream(git: Git, repo: string, up: Upstream): Promise<Upstream | null> {
  if ((await git(repo, ['rev-parse', '-q', '--verify', up.ref])).ok) return up;
  if ((await git(repo, ['config', '--get', `branch.${up.branch}.merge`])).ok) return null;
  const prefix = `refs/remotes/${up.remote}/`;
  const refs = (await git(repo, ['for-each-ref', '--format=%(refname)', prefix])).stdout
    .split('\n')
    .filter((r) => r && r !== `${prefix}HEAD`);
  const only = refs.length === 1 ? refs[0] : undefined;
  return only ? { remote: up.remote, branch: only.slice(prefix.length), ref: only } : null;
}

/** True when `branch` already tracks the upstream branch `up`. */
async function isTracking(git: Git, repo: string, branch: string, up: Upstream): Promise<boolean> {
  const get = async (key: string) =>
    (await git(repo, ['config', '--get', `branch.${branch}.${key}`])).stdout.trim();
  return (await get('remote')) === up.remote && (await get('merge')) === `refs/heads/${up.branch}`;
}

/** Cleans up after a sync that was killed: its git's index.lock, its merge in progress. */
async function recover(
  git: Git,
  dead: DeadSync | null,
  gitDir: string,
  repo: string,
): Promise<string[]> {
  const notes: string[] = [];
  if (dead?.removedIndexLock)
    notes.push(`removed ${path.join(gitDir, 'index.lock')} left by a sync that was killed`);
  if (dead?.merging && existsSync(path.join(gitDir, 'MERGE_HEAD'))) {
    await mustGit(git, repo, ['merge', '--abort']);
    notes.push('undid the merge a killed sync left unfinished (it is redone now)');
  }
  return notes;
}

/** Commit, fetch, merge and push, under the sync lock with its journal open. */
async function syncLocked(
  git: Git,
  journal: SyncJournal,
  ctx: StoreContext,
  driver: string,
  where: { scope: ScopeDir; repo: string; recovered: string[] },
): Promise<SyncResult> {
  const { scope, repo, recovered } = where;
  const waiting = await unmergedPaths(git, repo);
  if (waiting.length) throw conflictError(repo, waiting);
  const wanted = await findUpstream(git, repo);
  await setupGitMerge(scope, driver);
  const committed = await commitOwn(git, scope.dir);
  await mustGit(git, repo, ['fetch', '-q', wanted.remote], NETWORK_TIMEOUT_MS);
  const up = (await settleUpstream(git, repo, wanted)) ?? wanted;
  const known = up !== wanted || (await git(repo, ['rev-parse', '-q', '--verify', up.ref])).ok;
  const born = (await git(repo, ['rev-parse', '-q', '--verify', 'HEAD'])).ok;
  const pulled = known ? await countCommits(git, repo, born ? `HEAD..${up.ref}` : up.ref) : 0;
  const upstream = `${up.remote}/${up.branch}`;
  const resolved = pulled
    ? await mergeUpstream(git, journal, ctx, scope, repo, up.ref, upstream)
    : [];
  const pushed = !(await git(repo, ['rev-parse', '-q', '--verify', 'HEAD'])).ok
    ? 0
    : await countCommits(git, repo, known ? `${up.ref}..HEAD` : 'HEAD');
  if (pushed) {
    // `-u` rewrites .git/config: only while the branch does not track the remote one yet.
    const tracks = await isTracking(git, repo, wanted.branch, up);
    const push = [
      'push',
      '-q',
      ...(tracks ? [] : ['-u']),
      up.remote,
      `HEAD:refs/heads/${up.branch}`,
    ];
    await mustGit(git, repo, push, NETWORK_TIMEOUT_MS);
  }
  return {
    repo,
    upstream,
    committed,
    pulled,
    pushed,
    resolved,
    recovered,
  };
}

/**
 * Syncs the global scope with its remote; `driver` is this CLI's merge-driver command and
 * `env` the environment of the user it syncs for (HOME, git identity, credentials). One
 * sync at a time per repository (`.git/strata-sync.lock`); what a killed one left is
 * cleaned up first (see sync-journal).
 */
export async function syncGlobal(
  ctx: StoreContext,
  driver: string,
  env: GitEnv,
): Promise<SyncResult> {
  const scope = getWritableScope(ctx, 'global');
  const repo = await findWorkTree(scope.dir);
  const gitDir = repo
    ? (await runGit(repo, ['rev-parse', '--absolute-git-dir'], { env })).stdout.trim()
    : '';
  if (!repo || !gitDir) {
    throw new StrataError(
      'SCOPE_UNAVAILABLE',
      `global memory (${scope.dir}) is not a git repository`,
      {
        subject: scope.dir,
        hint: `run git init there (or git clone your memory repository into it), add a remote, then strata sync`,
      },
    );
  }
  return withLock(
    path.join(gitDir, 'strata-sync.lock'),
    async () => {
      // Read before this sync's own journal replaces it.
      const dead = await recoverDeadSync(gitDir, repo);
      const journal = openJournal(gitDir);
      const git = gitIn(env, journal);
      try {
        const recovered = await recover(git, dead, gitDir, repo);
        return await syncLocked(git, journal, ctx, driver, { scope, repo, recovered });
      } finally {
        await journal.close();
      }
    },
    { timeoutMs: 30_000 },
  );
}
