/**
 * `strata sync`: personal memory on several machines through a git remote. Commits
 * strata's changes in the global memory folder, fetches, merges with strata's rules
 * (the merge driver, then `verify --fix` for what git leaves), and pushes. Never forces:
 * a push the remote refuses is reported, and the next sync merges first.
 */
import { hostname } from 'node:os';
import { StrataError } from '../../core/errors.js';
import { findWorkTree, type GitEnv, type GitRun, runGit } from '../../storage/git/git-run.js';
import { getWritableScope, type StoreContext } from '../../storage/load-store.js';
import type { ScopeDir } from '../../storage/scope-dir.js';
import { type Resolution, resolveGitConflicts } from './git-resolve.js';
import { setupGitMerge } from './git-setup.js';

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
}

interface Upstream {
  remote: string;
  branch: string;
  ref: string;
}

const NETWORK_TIMEOUT_MS = 120_000;

/** git in one environment: sync commits, fetches and pushes as the user who runs it. */
type Git = (cwd: string, args: readonly string[], timeoutMs?: number) => Promise<GitRun>;

function gitIn(env: GitEnv): Git {
  return (cwd, args, timeoutMs) => runGit(cwd, args, timeoutMs ? { timeoutMs, env } : { env });
}

async function mustGit(git: Git, cwd: string, args: string[], timeoutMs?: number): Promise<GitRun> {
  const run = await git(cwd, args, timeoutMs);
  if (!run.ok) {
    throw new StrataError(
      'IO_ERROR',
      `git ${args[0]} failed in ${cwd}: ${run.stderr.trim() || run.stdout.trim()}`,
      {
        subject: cwd,
        hint: `run git ${args.join(' ')} there to see why; strata sync changed nothing on the remote`,
      },
    );
  }
  return run;
}

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

/** Commits everything in the memory folder that is not committed yet. */
async function commitOwn(git: Git, dir: string): Promise<boolean> {
  await mustGit(git, dir, ['add', '-A', '--', '.']);
  const staged = await git(dir, ['diff', '--cached', '--quiet', '--', '.']);
  if (staged.ok) return false;
  // Only the memory folder: whatever else the repository holds is not strata's to commit.
  const message = `strata sync from ${hostname()}`;
  await mustGit(git, dir, ['commit', '-q', '--no-verify', '-m', message, '--', '.']);
  return true;
}

/** Merges the fetched remote branch; conflicts go through `verify --fix`'s rules. */
async function mergeUpstream(
  git: Git,
  ctx: StoreContext,
  scope: ScopeDir,
  repo: string,
  ref: string,
  upstream: string,
) {
  const merge = await git(repo, ['merge', '--no-edit', '-q', ref]);
  if (merge.ok) return [];
  const resolved = await resolveGitConflicts({ ...ctx, scopes: [scope] });
  const left = await unmergedPaths(git, repo);
  if (left.length || resolved.some((r) => r.outcome === 'left')) {
    await git(repo, ['merge', '--abort']);
    throw conflictError(repo, left.length ? left : resolved.map((r) => r.path), upstream);
  }
  await mustGit(git, repo, ['commit', '-q', '--no-edit', '--no-verify']);
  return resolved;
}

/**
 * Syncs the global scope with its remote; `driver` is this CLI's merge-driver command and
 * `env` the environment of the user it syncs for (HOME, git identity, credentials).
 */
export async function syncGlobal(
  ctx: StoreContext,
  driver: string,
  env: GitEnv,
): Promise<SyncResult> {
  const git = gitIn(env);
  const scope = getWritableScope(ctx, 'global');
  const repo = await findWorkTree(scope.dir);
  if (!repo) {
    throw new StrataError(
      'SCOPE_UNAVAILABLE',
      `global memory (${scope.dir}) is not a git repository`,
      {
        subject: scope.dir,
        hint: `run git init there (or git clone your memory repository into it), add a remote, then strata sync`,
      },
    );
  }
  const waiting = await unmergedPaths(git, repo);
  if (waiting.length) throw conflictError(repo, waiting);
  const up = await findUpstream(git, repo);
  await setupGitMerge(scope, driver);
  const committed = await commitOwn(git, scope.dir);
  await mustGit(git, repo, ['fetch', '-q', up.remote], NETWORK_TIMEOUT_MS);
  const known = (await git(repo, ['rev-parse', '-q', '--verify', up.ref])).ok;
  const pulled = known ? await countCommits(git, repo, `HEAD..${up.ref}`) : 0;
  const upstream = `${up.remote}/${up.branch}`;
  const resolved = pulled ? await mergeUpstream(git, ctx, scope, repo, up.ref, upstream) : [];
  const pushed = known
    ? await countCommits(git, repo, `${up.ref}..HEAD`)
    : await countCommits(git, repo, 'HEAD');
  if (pushed)
    await mustGit(
      git,
      repo,
      ['push', '-q', '-u', up.remote, `HEAD:refs/heads/${up.branch}`],
      NETWORK_TIMEOUT_MS,
    );
  return { repo, upstream, committed, pulled, pushed, resolved };
}
