/**
 * Reading a hook's stdin synchronously (the cheapest way for a short-lived process), with
 * a size cap so a huge payload can never make a hook slow or hungry.
 */
import { readSync } from 'node:fs';

/** Payloads above this are dropped unread (the hook then does nothing). */
export const MAX_STDIN_BYTES = 16 * 1024 * 1024;

/** All of fd 0, or null when it exceeds `max` bytes or cannot be read synchronously. */
export function readStdinSync(max = MAX_STDIN_BYTES): string | null {
  const chunks: Buffer[] = [];
  let total = 0;
  const chunk = Buffer.allocUnsafe(1 << 16);
  for (;;) {
    let n: number;
    try {
      n = readSync(0, chunk, 0, chunk.length, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') continue;
      if (code === 'EOF') break;
      return null;
    }
    if (n === 0) break;
    total += n;
    if (total > max) return null;
    chunks.push(Buffer.from(chunk.subarray(0, n)));
  }
  return Buffer.concat(chunks).toString('utf8');
}
