/**
 * Reading a hook's stdin synchronously (the cheapest way for a short-lived process), with
 * a size cap so a huge payload can never make a hook slow or hungry, and a deadline so a
 * stdin left open in non-blocking mode can never keep it waiting.
 */
import { closeSync, constants, openSync, readSync } from 'node:fs';

/** Payloads above this are dropped unread (the hook then does nothing). */
export const MAX_STDIN_BYTES = 16 * 1024 * 1024;

/** How long a non-blocking stdin that has no data yet is waited for. */
export const STDIN_DEADLINE_MS = 2_000;

/** Sleeps without burning a core: `Atomics.wait` blocks the thread for up to `ms`. */
export function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Stdin reopened non-blocking when it is a pipe (Linux `/proc/self/fd/0` gives a new open
 * file description), so that a writer that never closes meets the deadline below instead
 * of a `read` that blocks forever. Sockets and other systems keep fd 0 as it is: there a
 * stuck stdin is bounded by the timeout hooks.json gives Claude Code.
 */
export function openStdin(): number {
  try {
    return openSync('/proc/self/fd/0', constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return 0;
  }
}

/** Reads stdin ({@link openStdin}, then {@link readFdSync}) and closes what it opened. */
export function readStdinSync(
  max = MAX_STDIN_BYTES,
  deadlineMs = STDIN_DEADLINE_MS,
): string | null {
  const fd = openStdin();
  try {
    return readFdSync(fd, max, deadlineMs);
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}

/**
 * All of `fd`, or null when it exceeds `max` bytes, cannot be read, or
 * has not ended within `deadlineMs` of waiting on EAGAIN. A blocking pipe is read as it
 * comes: Claude Code writes the payload and closes it.
 */
export function readFdSync(fd: number, max: number, deadlineMs: number): string | null {
  const chunks: Buffer[] = [];
  let total = 0;
  let waited = 0;
  const chunk = Buffer.allocUnsafe(1 << 16);
  for (;;) {
    let n: number;
    try {
      n = readSync(fd, chunk, 0, chunk.length, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EOF') break;
      if (code !== 'EAGAIN' || waited >= deadlineMs) return null;
      // Back off from 1 ms to 16 ms: quick for a payload on its way, cheap for a stuck one.
      const step = Math.min(16, 1 + waited / 8);
      pause(step);
      waited += step;
      continue;
    }
    if (n === 0) break;
    total += n;
    if (total > max) return null;
    chunks.push(Buffer.from(chunk.subarray(0, n)));
  }
  return Buffer.concat(chunks).toString('utf8');
}
