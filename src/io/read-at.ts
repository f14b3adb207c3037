/**
 * Reads of a byte range of an open file, for the files strata reads by offset (the keyword
 * index, the document table, the hooks' gotcha lookup). Synchronous: the hooks and the
 * index read a few small ranges where a promise per read costs more than the read.
 */
import { readSync } from 'node:fs';

/** Exactly `length` bytes of `fd` from `position`, or null when the file ends first. */
export function readAt(fd: number, position: number, length: number): Buffer | null {
  const bytes = Buffer.allocUnsafe(length);
  let done = 0;
  while (done < length) {
    const n = readSync(fd, bytes, done, length - done, position + done);
    if (n === 0) return null;
    done += n;
  }
  return bytes;
}
