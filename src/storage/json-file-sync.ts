/**
 * Synchronous atomic JSON writes for short-lived processes (hooks): temp file in the same
 * folder, then rename, so a reader sees the old file or the new one and never half of one.
 */
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** Replaces `file` with `value` as JSON, atomically. Throws on I/O errors. */
export function writeJsonSync(file: string, value: unknown): void {
  writeTextSync(file, JSON.stringify(value));
}

/**
 * Makes `dir` (owner only) unless it is there. A stat first: the folder is there on every
 * write but a session's first, and a recursive mkdir of a folder that exists still costs a
 * hook a noticeable part of its start.
 */
export function ensureFolderSync(dir: string): void {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * Writes all of `data` to a new or appended `file` (`flags`: `wx`, `w` or `a`; owner only)
 * through open/write/close rather than writeFileSync: a hook has already used those, and
 * each fs function a short process calls first costs it a compile. `fsync` makes the bytes
 * durable before the file is closed.
 */
export function writeFileBytesSync(
  file: string,
  data: string | Uint8Array,
  flags: 'wx' | 'w' | 'a',
  fsync = false,
): void {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  const fd = openSync(file, flags, 0o600);
  try {
    // A write to a regular file may still stop short (a signal, a full disk): go on from there.
    for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
    if (fsync) fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Replaces `file` with `text`, atomically. Throws on I/O errors. */
export function writeTextSync(file: string, text: string): void {
  // Hook state and stashes hold prompts: owner only, as the rest of the cache.
  ensureFolderSync(path.dirname(file));
  const rand = Math.floor(Math.random() * 0xffffffff).toString(36);
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${rand}.tmp`);
  try {
    writeFileBytesSync(temp, text, 'wx');
    renameSync(temp, file);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {}
    throw error;
  }
}
