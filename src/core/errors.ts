/**
 * Errors strata reports to people and programs. Every error carries a stable `code`
 * (for programs: never match on messages) and a message that names the offending file,
 * field or value and says how to fix it. Messages start with `strata: `.
 */

/** Stable error codes, shown in `--json` output and MCP `isError` results. */
export type ErrorCode =
  | 'INVALID_ARGUMENT'
  | 'INVALID_ID'
  | 'INVALID_FRONTMATTER'
  | 'INVALID_CONFIG'
  | 'INVALID_GRAPH'
  | 'FILE_TOO_LARGE'
  | 'BINARY_FILE'
  | 'NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'READ_ONLY_SCOPE'
  | 'SCOPE_UNAVAILABLE'
  | 'UNSAFE_PATH'
  | 'CONFLICT'
  | 'DUPLICATE'
  | 'LOCK_TIMEOUT'
  | 'IO_ERROR'
  /** No space left on the disk holding the file named (or over the user's quota there). */
  | 'DISK_FULL'
  /** A saved index or cache that cannot be read back: rebuilt, never trusted. */
  | 'DAMAGED_CACHE'
  /** The server is still loading its indexes; the same call will work shortly. */
  | 'NOT_READY'
  /** A bug: anything thrown that is not a {@link StrataError} nor a file-system error. */
  | 'INTERNAL';

/** An expected failure with a code, a message naming what is wrong, and optionally a fix. */
export class StrataError extends Error {
  readonly code: ErrorCode;
  /** What the user can do about it, when there is something to do. */
  readonly hint: string | undefined;
  /** The file or field concerned, when there is one. */
  readonly subject: string | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { hint?: string; subject?: string; cause?: unknown } = {},
  ) {
    super(message.startsWith('strata: ') ? message : `strata: ${message}`, {
      cause: options.cause,
    });
    this.name = 'StrataError';
    this.code = code;
    this.hint = options.hint;
    this.subject = options.subject;
  }
}

/** True when `value` is a {@link StrataError}, optionally of one of the given codes. */
export function isStrataError(value: unknown, ...codes: ErrorCode[]): value is StrataError {
  return value instanceof StrataError && (codes.length === 0 || codes.includes(value.code));
}

/** A problem found while loading many files: reported, not thrown, so the rest still load. */
export interface Problem {
  /** Absolute path of the file concerned. */
  path: string;
  code: ErrorCode;
  message: string;
}

/** Turns any thrown value into a {@link Problem} for `path`. */
export function toProblem(path: string, error: unknown): Problem {
  if (isStrataError(error)) return { path, code: error.code, message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { path, code: 'IO_ERROR', message: `strata: ${path}: ${message}` };
}

/**
 * Any thrown value as a {@link StrataError}, the same way in the CLI and the MCP server:
 * a file-system error (it has a syscall) is `IO_ERROR`, anything else unexpected is
 * `INTERNAL`.
 */
export function toStrataError(error: unknown): StrataError {
  if (isStrataError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  const isSystem =
    error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';
  const errno = isSystem ? (error as NodeJS.ErrnoException) : undefined;
  if (errno?.code === 'ENOSPC' || errno?.code === 'EDQUOT') {
    const where = errno.path ? `the disk holding ${errno.path}` : 'a disk strata writes to';
    return new StrataError('DISK_FULL', `${where} is full (${message})`, {
      hint: 'free space on that disk, then try again',
      ...(errno.path ? { subject: errno.path } : {}),
      cause: error,
    });
  }
  return isSystem
    ? new StrataError('IO_ERROR', message, {
        hint: 'check the path and its permissions, then try again',
        cause: error,
      })
    : new StrataError('INTERNAL', `unexpected error: ${message}`, {
        hint: 'see strata.log in the cache directory; `strata doctor` checks the installation',
        cause: error,
      });
}
