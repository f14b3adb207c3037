/**
 * Reads a small file a repository may control (a scope's `config.json`) without trusting
 * it to be one: a FIFO would block `open`, `/dev/zero` would never end, a huge file would
 * fill memory. Opens non-blocking, accepts regular files only, reads at most `maxBytes`.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/** Why a file could not be read as small text; `missing` is not an error. */
export type BoundedReadResult =
  | { ok: true; text: string }
  | { ok: false; reason: 'missing' | 'not a regular file' | 'too large'; size?: number };

/** A copy of `buffer` with twice the room, at most `limit` bytes. */
function growBuffer(buffer: Buffer, limit: number): Buffer {
  const bigger = Buffer.allocUnsafe(Math.min(limit, buffer.length * 2));
  buffer.copy(bigger);
  return bigger;
}

/** Reads `file` as UTF-8 if it is a regular file of at most `maxBytes` bytes. */
export function readBoundedTextSync(file: string, maxBytes: number): BoundedReadResult {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ok: false, reason: 'missing' };
    throw error;
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) return { ok: false, reason: 'not a regular file' };
    if (info.size > maxBytes) return { ok: false, reason: 'too large', size: info.size };
    // Sized by fstat, not by the cap: a 1 MiB buffer per small note made reading a
    // folder of notes mostly zero-filling. It grows if the file grows while read.
    let buffer: Buffer = Buffer.allocUnsafe(Math.min(maxBytes, info.size) + 1);
    let length = 0;
    // The size can change between fstat and read; the cap holds either way.
    while (length <= maxBytes) {
      if (length === buffer.length) buffer = growBuffer(buffer, maxBytes + 1);
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
    }
    if (length > maxBytes) return { ok: false, reason: 'too large', size: length };
    return { ok: true, text: buffer.subarray(0, length).toString('utf8') };
  } finally {
    closeSync(fd);
  }
}
