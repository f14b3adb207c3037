/**
 * `strata sync`: personal memory on several machines through a git remote. Commits
 * strata's changes in the global memory folder, fetches, merges with strata's rules
 * (the merge driver, then `verify --fix` for what git leaves), and pushes. Never forces:
 * a push the remote refuses is reported, and the next sync merges first.
 */
import { hostname } from 'node:os';
import { StrataError } from '../../core/errors.js';
import { findWorkTree, type GitRun, runGit } from '../../storage/git-run.js';
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

async function mustGit(cwd: string, args: string[], timeoutMs?: number): Promise<GitRun> {
  const run = await runGit(cwd, args, timeoutMs ? { timeoutMs } : {});
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

async function findUpstream(repo: string): Promise<Upstream> {
  const branch = (await runGit(repo, ['symbolic-ref', '--short', 'HEAD'])).stdout.trim();
  const set = (await runGit(repo, ['config', '--get', `branch.${branch}.remote`])).stdout.trim();
  const remotes = (await runGit(repo, ['remote'])).stdout.split('\n').filter(Boolean);
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

async function countCommits(repo: string, range: string): Promise<number> {
  const run = await runGit(repo, ['rev-list', '--count', range]);
  return run.ok ? Number.parseInt(run.stdout, 10) || 0 : 0;
}

async function unmergedPaths(repo: string): Promise<string[]> {
  const run = await runGit(repo, ['diff', '--name-only', '--diff-filter=U']);
  return run.stdout.split('\n').filter(Boolean);
}

function conflictError(repo: string, paths: readonly string[], aborted: boolean): StrataError {
  return new StrataError(
    'CONFLICT',
    `${repo}: git cannot finish the merge: ${paths.join(', ')} need a person`,
    {
      subject: repo,
      hint: aborted
        ? 'nothing was lost (the merge was undone): run git merge with the remote branch in that folder, fix the files named, commit, then strata sync'
        : 'finish the merge in progress there (strata verify --fix, then git commit), then strata sync',
    },
  );
}

/** Commits everything in the memory folder that is not committed yet. */
async function commitOwn(dir: string): Promise<boolean> {
  await mustGit(dir, ['add', '-A', '--', '.']);
  const staged = await runGit(dir, ['diff', '--cached', '--quiet', '--', '.']);
  if (staged.ok) return false;
  // Only the memory folder: whatever else the repository holds is not strata's to commit.
  const message = `strata sync from ${hostname()}`;
  await mustGit(dir, ['commit', '-q', '--no-verify', '-m', message, '--', '.']);
  return true;
}

/** Merges the fetched remote branch; conflicts go through `verify --fix`'s rules. */
async function mergeUpstream(ctx: StoreContext, scope: ScopeDir, repo: string, ref: string) {
  const merge = await runGit(repo, ['merge', '--no-edit', '-q', ref]);
  if (merge.ok) return [];
  const resolved = await resolveGitConflicts({ ...ctx, scopes: [scope] });
  const left = await unmergedPaths(repo);
  if (left.length || resolved.some((r) => r.outcome === 'left')) {
    await runGit(repo, ['merge', '--abort']);
    throw conflictError(repo, left.length ? left : resolved.map((r) => r.path), true);
  }
  await mustGit(repo, ['commit', '-q', '--no-edit', '--no-verify']);
  return resolved;
}

/** Syncs the global scope with its remote; `driver` is this CLI's merge-driver command. */
export async function syncGlobal(ctx: StoreContext, driver: string): Promise<SyncResult> {
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
  const waiting = await unmergedPaths(repo);
  if (waiting.length) throw conflictError(repo, waiting, false);
  const up = await findUpstream(repo);
  await setupGitMerge(scope, driver);
  const committed = await commitOwn(scope.dir);
  await mustGit(repo, ['fetch', '-q', up.remote], NETWORK_TIMEOUT_MS);
  const known = (await runGit(repo, ['rev-parse', '-q', '--verify', up.ref])).ok;
  const pulled = known ? await countCommits(repo, `HEAD..${up.ref}`) : 0;
  const resolved = pulled ? await mergeUpstream(ctx, scope, repo, up.ref) : [];
  const pushed = known
    ? await countCommits(repo, `${up.ref}..HEAD`)
    : await countCommits(repo, 'HEAD');
  if (pushed)
    await mustGit(
      repo,
      ['push', '-q', '-u', up.remote, `HEAD:refs/heads/${up.branch}`],
      NETWORK_TIMEOUT_MS,
    );
  return { repo, upstream: `${up.remote}/${up.branch}`, committed, pulled, pushed, resolved };
}
