/**
 * Advisory lock files for read-modify-write of shared files (graph.json, a memory being
 * edited). Works across processes: the lock is a file holding the owner's pid, a random
 * token and its host, written to a temp file and linked into place, so a lock is never
 * seen empty or half-written. The owner touches it while it works, so only a lock whose
 * owner died (on this host), that is empty or unreadable (never one of ours), or that
 * nobody refreshed for `staleMs`, is taken over; and a release removes the lock only
 * while it still holds the owner's token, never a successor's.
 */
import { randomBytes } from 'node:crypto';
import { link, open, readFile, stat, unlink, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { StrataError } from '../core/errors.js';
import { isPidAlive } from '../io/pid-alive.js';
import { prepareTempDir, tempPathFor } from '../io/temp-files.js';
import { toWriteError } from '../io/write-errors.js';

/** Options for {@link withLock}. */
export interface LockOptions {
  /** Give up after this long. */
  timeoutMs?: number;
  /** A lock older than this is considered abandoned. */
  staleMs?: number;
}

/** What a lock file says about its owner. */
export interface LockOwner {
  pid: number;
  host: string | null;
}

/** The owner a lock's text names; null when it names none (empty, or not a lock's text). */
export function parseLockOwner(text: string): LockOwner | null {
  const [pid, , host] = text.trim().split(' ');
  const n = Number(pid);
  return Number.isInteger(n) && n > 0 ? { pid: n, host: host || null } : null;
}

/**
 * True when the owner `text` names is gone: no owner at all (locks are linked into place
 * whole, so an empty or unparsable one was never a live lock), or a dead pid on this host.
 */
export function isOwnerGone(text: string): boolean {
  const owner = parseLockOwner(text);
  if (!owner) return true;
  if (owner.host !== null && owner.host !== hostname()) return false;
  return !isPidAlive(owner.pid);
}

/**
 * How long an empty lock is left alone: an older strata created the lock first and wrote
 * its pid after, so for a moment its live lock was empty.
 */
const EMPTY_GRACE_MS = 1_000;

async function isStale(lockPath: string, staleMs: number): Promise<boolean> {
  try {
    const [text, info] = await Promise.all([readFile(lockPath, 'utf8'), stat(lockPath)]);
    const age = Date.now() - info.mtimeMs;
    if (age > staleMs) return true;
    return isOwnerGone(text) && (parseLockOwner(text) !== null || age > EMPTY_GRACE_MS);
  } catch {
    return false;
  }
}

/**
 * Writes the lock's text to a temp file beside it (no fsync: a lock need not survive a
 * crash). A full disk fails here, before any lock exists, and leaves no temp file.
 */
async function writeOwnerFile(lockPath: string, token: string): Promise<string> {
  await prepareTempDir(path.dirname(lockPath));
  const temp = tempPathFor(lockPath);
  try {
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(`${process.pid} ${token} ${hostname()}\n`);
    } finally {
      await handle.close();
    }
    return temp;
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw toWriteError(error, lockPath);
  }
}

/** Links the owner file into place: true when the lock is now ours. */
async function tryLink(ownerFile: string, lockPath: string): Promise<boolean> {
  try {
    await link(ownerFile, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw toWriteError(error, lockPath);
  }
}

/** Takes `lockPath` once if it is free, holding `token`. */
async function tryAcquire(lockPath: string, token = ''): Promise<boolean> {
  const ownerFile = await writeOwnerFile(lockPath, token);
  try {
    return await tryLink(ownerFile, lockPath);
  } finally {
    await unlink(ownerFile).catch(() => {});
  }
}

/** A takeover guard older than this belongs to a process that died while taking over. */
const GUARD_STALE_MS = 5_000;

/**
 * Removes `lockPath` if it is still stale, holding a guard file meanwhile. Without the
 * guard, two waiters that both saw the same dead owner could race: the first removes the
 * stale lock and takes a fresh one, then the second removes that fresh lock, and two
 * processes hold the lock at once. Under the guard the staleness is checked again, so the
 * fresh lock of a live owner is never removed. Returns true when the stale lock is gone.
 */
async function takeOver(lockPath: string, staleMs: number): Promise<boolean> {
  const guard = `${lockPath}.takeover`;
  if (!(await tryAcquire(guard))) {
    if (await isStale(guard, GUARD_STALE_MS)) await unlink(guard).catch(() => {});
    return false;
  }
  try {
    if (!(await isStale(lockPath, staleMs))) return false;
    await unlink(lockPath).catch(() => {});
    return true;
  } finally {
    await unlink(guard).catch(() => {});
  }
}

/** Runs `fn` while holding the lock file `lockPath`; always releases it. */
export async function withLock<T>(
  lockPath: string,
  fn: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const staleMs = options.staleMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  let wait = 2;
  const token = randomBytes(8).toString('hex');
  const ownerFile = await writeOwnerFile(lockPath, token);
  try {
    while (!(await tryLink(ownerFile, lockPath))) {
      if ((await isStale(lockPath, staleMs)) && (await takeOver(lockPath, staleMs))) continue;
      if (Date.now() > deadline) {
        throw new StrataError('LOCK_TIMEOUT', `${lockPath} is held by another process`, {
          subject: lockPath,
          hint: 'retry; if no strata process is running, delete the lock file',
        });
      }
      await delay(wait + Math.random() * wait);
      wait = Math.min(wait * 2, 50);
    }
  } finally {
    await unlink(ownerFile).catch(() => {});
  }
  // Keep the lock fresh while `fn` runs, so a slow owner is never mistaken for a dead one.
  const refresh = setInterval(
    () => {
      const now = new Date();
      void utimes(lockPath, now, now).catch(() => {});
    },
    Math.max(50, staleMs / 3),
  );
  refresh.unref?.();
  try {
    return await fn();
  } finally {
    clearInterval(refresh);
    await releaseLock(lockPath, token);
  }
}

/** Removes the lock only while it is still ours (a successor's lock is left alone). */
async function releaseLock(lockPath: string, token: string): Promise<void> {
  const text = await readFile(lockPath, 'utf8').catch(() => null);
  if (text === null || text.trim().split(' ')[1] !== token) return;
  await unlink(lockPath).catch(() => {});
}
