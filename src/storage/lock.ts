/**
 * Advisory lock files for read-modify-write of shared files (graph.json, a memory being
 * edited). Works across processes: the lock is a file created exclusively, holding the
 * owner's pid and a random token. The owner touches it while it works, so only a lock
 * whose owner died, or that nobody refreshed for `staleMs`, is taken over; and a release
 * removes the lock only while it still holds the owner's token, never a successor's.
 */
import { randomBytes } from 'node:crypto';
import { open, readFile, stat, unlink, utimes } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { StrataError } from '../core/errors.js';

/** Options for {@link withLock}. */
export interface LockOptions {
  /** Give up after this long. */
  timeoutMs?: number;
  /** A lock older than this is considered abandoned. */
  staleMs?: number;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isStale(lockPath: string, staleMs: number): Promise<boolean> {
  try {
    const [text, info] = await Promise.all([readFile(lockPath, 'utf8'), stat(lockPath)]);
    const pid = Number.parseInt(text, 10);
    if (Date.now() - info.mtimeMs > staleMs) return true;
    // Only trust the pid once the owner had time to write it.
    return Number.isInteger(pid) && pid > 0 && !isAlive(pid);
  } catch {
    return false;
  }
}

async function tryAcquire(lockPath: string, token = ''): Promise<boolean> {
  try {
    const handle = await open(lockPath, 'wx', 0o600);
    try {
      await handle.writeFile(`${process.pid} ${token}\n`);
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
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
  while (!(await tryAcquire(lockPath, token))) {
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
