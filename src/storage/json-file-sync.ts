/**
 * Synchronous atomic JSON writes for short-lived processes (hooks): temp file in the same
 * folder, then rename, so a reader sees the old file or the new one and never half of one.
 */
import {
  closeSync,
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

/** Replaces `file` with `text`, atomically. Throws on I/O errors. */
export function writeTextSync(file: string, text: string): void {
  // Hook state and stashes hold prompts: owner only, as the rest of the cache. A stat
  // first: the folder is there on every write but a session's first, and a recursive
  // mkdir costs a hook about half a millisecond even when it has nothing to make.
  const dir = path.dirname(file);
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  const rand = Math.floor(Math.random() * 0xffffffff).toString(36);
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${rand}.tmp`);
  try {
    // open/write/close rather than writeFileSync: a hook has already used the first two,
    // and each fs function a short process calls first costs it a compile.
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {}
    throw error;
  }
}
