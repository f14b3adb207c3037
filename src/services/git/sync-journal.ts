/**
 * What a running `strata sync` is doing, kept in `.git/strata-sync.json` so the next sync
 * can clean up after one that was killed. A git command killed with it leaves
 * `.git/index.lock`, and git then refuses every later command until someone deletes it.
 *
 * Only a lock the dead sync's own git left is removed: the journal names each git it
 * starts before it starts, the git's pid is written by the git process itself before git
 * runs (`strata-sync.pid`), and the lock must have been made
 * while that git could run (from its start to its time limit), that git must be gone, and
 * so must the sync, on this host, and (where processes can be listed) no git may be
 * running in the repository. A lock of any other git (a commit waiting for its editor)
 * is left alone, and git's own error names it. Sync runs under
 * `.git/strata-sync.lock`, so a journal found there is never a live sync's.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { readdir, readFile, readlink, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { isPidAlive } from '../../io/pid-alive.js';

/** The journal's content. */
interface JournalState {
  pid: number;
  host: string;
  /** The git command running now: when it started and its time limit (its pid: `gitPidFile`). */
  git?: { args: string; started: number; limitMs: number };
  /** True from the merge's start until it is committed or undone. */
  merging?: boolean;
}

/** The journal of one sync run. */
export interface SyncJournal {
  /** Records a git command about to start (synchronously: a kill may follow at once). */
  gitStarting(args: readonly string[], limitMs: number): void;
  /** The file the git about to start writes its pid to (see runGit's `pidFile`). */
  readonly pidFile: string;
  /** Records that a merge is (or is no longer) in progress. */
  setMerging(merging: boolean): void;
  /** Removes the journal: the sync ended, well or not. */
  close(): Promise<void>;
}

/** The journal file of the repository whose git folder is `gitDir`. */
function journalPath(gitDir: string): string {
  return path.join(gitDir, 'strata-sync.json');
}

/** Where the running git's pid is written. */
function pidPath(gitDir: string): string {
  return path.join(gitDir, 'strata-sync.pid');
}

/** Opens the journal of a sync starting now. */
export function openJournal(gitDir: string): SyncJournal {
  const file = journalPath(gitDir);
  const state: JournalState = { pid: process.pid, host: hostname() };
  // Synchronous, small and whole (renamed into place): on disk before the git it names starts.
  const save = () => {
    writeFileSync(`${file}.new`, `${JSON.stringify(state)}\n`, { mode: 0o600 });
    renameSync(`${file}.new`, file);
  };
  save();
  return {
    pidFile: pidPath(gitDir),
    gitStarting(args, limitMs) {
      state.git = { args: args.join(' ').slice(0, 200), started: Date.now(), limitMs };
      save();
    },
    setMerging(merging) {
      state.merging = merging;
      save();
    },
    close: async () => {
      await unlink(file).catch(() => {});
      await unlink(pidPath(gitDir)).catch(() => {});
    },
  };
}

/** What a dead sync left, as far as it can be cleaned up safely. */
export interface DeadSync {
  /** `.git/index.lock` was its git's, and has been removed. */
  removedIndexLock: boolean;
  /** It died during a merge: the caller undoes that merge. */
  merging: boolean;
}

async function readState(file: string): Promise<JournalState | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    const s = parsed as JournalState;
    return typeof s?.pid === 'number' && typeof s.host === 'string' ? s : null;
  } catch {
    return null;
  }
}

/** The pid the journal's git wrote, when it was written for that git (not an earlier one). */
async function readGitPid(gitDir: string, started: number): Promise<number | null> {
  try {
    const file = pidPath(gitDir);
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    const pid = Number(text.trim());
    return Number.isInteger(pid) && pid > 0 && info.mtimeMs >= started - CLOCK_SLACK_MS
      ? pid
      : null;
  } catch {
    return null;
  }
}

/**
 * True when Linux lists a live `git` process working in `repo` (its folder, or one below):
 * its lock is not stale, whatever the journal says. Elsewhere nothing can be listed: false.
 */
async function isGitRunningIn(repo: string): Promise<boolean> {
  if (process.platform !== 'linux') return false;
  const pids = await readdir('/proc').catch(() => [] as string[]);
  for (const pid of pids.filter((p) => /^\d+$/.test(p))) {
    const comm = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
    if (comm.trim() !== 'git' || !isPidAlive(Number(pid))) continue;
    const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => '');
    if (cwd === repo || cwd.startsWith(`${repo}/`)) return true;
  }
  return false;
}

/** Slack for clocks of file times against `Date.now()`. */
const CLOCK_SLACK_MS = 2_000;

/**
 * Reads the journal a killed sync left in `gitDir` (call while holding the sync lock) and
 * removes its git's `index.lock`; null when no dead sync of this host left one. `repo` is
 * the work tree: a git still running there keeps its lock.
 */
export async function recoverDeadSync(gitDir: string, repo: string): Promise<DeadSync | null> {
  const file = journalPath(gitDir);
  const state = await readState(file);
  if (!state || state.host !== hostname() || isPidAlive(state.pid)) return null;
  const lock = path.join(gitDir, 'index.lock');
  const made = await stat(lock).then(
    (s) => s.mtimeMs,
    () => null,
  );
  const git = state.git;
  const pid = git ? await readGitPid(gitDir, git.started) : null;
  const ours =
    made !== null &&
    git !== undefined &&
    pid !== null &&
    !isPidAlive(pid) &&
    made >= git.started - CLOCK_SLACK_MS &&
    made <= git.started + git.limitMs + CLOCK_SLACK_MS &&
    !(await isGitRunningIn(repo));
  if (ours) await unlink(lock).catch(() => {});
  await unlink(file).catch(() => {});
  await unlink(pidPath(gitDir)).catch(() => {});
  return { removedIndexLock: ours, merging: state.merging === true };
}
