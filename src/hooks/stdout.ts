/**
 * A hook's one line of output, written to fd 1 synchronously. `process.stdout` is a
 * stream whose first use loads Node's stream modules (a few ms per hook on Node, several
 * more on Bun) and whose writes to a pipe may still be pending when the process exits.
 */
import { writeSync } from 'node:fs';
import { pause } from './stdin.js';

/** How long a full pipe (EAGAIN, non-blocking stdout) is waited on before giving up. */
export const STDOUT_DEADLINE_MS = 1_000;

/**
 * Writes all of `text` to `fd`, waiting on EAGAIN (with the same back-off as stdin) for at
 * most `deadlineMs` in all; throws the write's error otherwise, or when the wait runs out.
 */
export function writeFdSync(fd: number, text: string, deadlineMs = STDOUT_DEADLINE_MS): void {
  const bytes = Buffer.from(text, 'utf8');
  let done = 0;
  let waited = 0;
  while (done < bytes.length) {
    try {
      done += writeSync(fd, bytes, done, bytes.length - done);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN' || waited >= deadlineMs) throw error;
      const step = Math.min(16, 1 + waited / 8);
      pause(step);
      waited += step;
    }
  }
}
