/**
 * File-system write failures as errors a person can act on. Out of space is the one a
 * person fixes outside strata, so it gets its own code and names the file whose disk is
 * full; a permission problem keeps the generic IO_ERROR hint.
 */
import { StrataError } from '../core/errors.js';

/** errno codes that mean the disk (or the user's quota on it) has no room left. */
const OUT_OF_SPACE = new Set(['ENOSPC', 'EDQUOT']);

/** errno codes of a file system that cannot be written at all, whatever strata does. */
const UNWRITABLE = new Set([...OUT_OF_SPACE, 'EROFS', 'EACCES', 'EPERM']);

function errnoOf(error: unknown): string | undefined {
  return error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
}

/** True for a write that failed because the disk is full. */
export function isOutOfSpace(error: unknown): boolean {
  const code = errnoOf(error);
  return (
    (code !== undefined && OUT_OF_SPACE.has(code)) ||
    (error instanceof StrataError && error.code === 'DISK_FULL')
  );
}

/**
 * True for a write the file system refused (full, read-only, not permitted): a cache that
 * cannot be saved then, while what was asked can still be answered.
 */
export function isUnwritable(error: unknown): boolean {
  const code = errnoOf(error);
  return isOutOfSpace(error) || (code !== undefined && UNWRITABLE.has(code));
}

/** errno codes of a folder on the way to the file that is a file instead. */
const NOT_A_FOLDER = new Set(['EEXIST', 'ENOTDIR']);

/**
 * `error` of a write to `target`: DISK_FULL naming the file when out of space, IO_ERROR
 * naming the file when a folder on its way is a file, else as is.
 */
export function toWriteError(error: unknown, target: string): unknown {
  if (error instanceof StrataError) return error;
  const code = errnoOf(error);
  if (
    code !== undefined &&
    NOT_A_FOLDER.has(code) &&
    (error as NodeJS.ErrnoException).syscall === 'mkdir'
  )
    return new StrataError('IO_ERROR', `cannot write ${target}: a folder on its way is a file`, {
      subject: target,
      hint: `move or rename the file at ${(error as NodeJS.ErrnoException).path ?? 'that place'}, then try again`,
      cause: error,
    });
  if (!isOutOfSpace(error)) return error;
  return new StrataError('DISK_FULL', `the disk holding ${target} is full`, {
    subject: target,
    hint: 'free space on that disk, then try again',
    cause: error,
  });
}
