/**
 * The git that `strata sync` runs: each command named in the sync's journal before it
 * starts, failures in git's own words, and the commit of the memory folder's own changes
 * (never strata's lock files).
 */
import { hostname } from 'node:os';
import { StrataError } from '../../core/errors.js';
import { type GitEnv, type GitRun, runGit } from '../../storage/git/git-run.js';
import type { SyncJournal } from './sync-journal.js';

/** runGit's own limit for a local command. */
const LOCAL_TIMEOUT_MS = 10_000;

/** git in one environment: sync commits, fetches and pushes as the user who runs it. */
export type Git = (cwd: string, args: readonly string[], timeoutMs?: number) => Promise<GitRun>;

/** Every git the sync starts is named in its journal first (see sync-journal). */
export function gitIn(env: GitEnv, journal: SyncJournal): Git {
  return (cwd, args, timeoutMs) => {
    journal.gitStarting(args, timeoutMs ?? LOCAL_TIMEOUT_MS);
    const pidFile = journal.pidFile;
    return runGit(cwd, args, { timeoutMs: timeoutMs ?? LOCAL_TIMEOUT_MS, env, pidFile });
  };
}

/** strata's lock files and their takeover guards: never committed (see storage/lock). */
const LOCK_FILES = [':(exclude,glob)**/*.lock', ':(exclude,glob)**/*.lock.takeover'];

/** git's own words for a command that failed. */
export function gitError(cwd: string, args: readonly string[], run: GitRun): StrataError {
  return new StrataError(
    'IO_ERROR',
    `git ${args[0]} failed in ${cwd}: ${run.stderr.trim() || run.stdout.trim() || `exit ${run.code}`}`,
    {
      subject: cwd,
      hint: `run git ${args.join(' ')} there to see why; strata sync changed nothing on the remote`,
    },
  );
}

export async function mustGit(
  git: Git,
  cwd: string,
  args: string[],
  timeoutMs?: number,
): Promise<GitRun> {
  const run = await git(cwd, args, timeoutMs);
  if (!run.ok) throw gitError(cwd, args, run);
  return run;
}

/** The pathspec of `spec` without its exclusion. */
function including(spec: string): string {
  return spec.replace(':(exclude,', ':(');
}

/** True when everything staged in the repository lies in the memory folder `dir`. */
async function isOnlyStagedIn(git: Git, dir: string): Promise<boolean> {
  const prefix = (await git(dir, ['rev-parse', '--show-prefix'])).stdout.trim();
  const staged = await git(dir, ['diff', '--cached', '--name-only', '-z']);
  return staged.ok && staged.stdout.split('\0').every((p) => !p || p.startsWith(prefix));
}

/** Commits everything in the memory folder that is not committed yet. */
export async function commitOwn(git: Git, dir: string): Promise<boolean> {
  await mustGit(git, dir, ['add', '-A', '--', '.', ...LOCK_FILES]);
  // Only the memory folder: whatever else the repository has staged is not strata's to
  // commit. When nothing else is, the index is committed as it is, which alone can carry
  // a lock file an earlier version committed out of the repository (the file stays).
  const alone = await isOnlyStagedIn(git, dir);
  const tracked = await git(dir, ['ls-files', '-z', '--', ...LOCK_FILES.map(including)]);
  const locks = alone ? tracked.stdout.split('\0').filter(Boolean) : [];
  if (locks.length) await mustGit(git, dir, ['rm', '-q', '--cached', '--', ...locks]);
  const staged = await git(dir, ['diff', '--cached', '--quiet', '--', '.']);
  if (staged.ok) return false;
  const message = `strata sync from ${hostname()}`;
  const only = alone ? [] : ['--', '.'];
  await mustGit(git, dir, ['commit', '-q', '--no-verify', '-m', message, ...only]);
  return true;
}
