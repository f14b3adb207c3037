#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/core/errors.ts
var StrataError = class extends Error {
  code;
  /** What the user can do about it, when there is something to do. */
  hint;
  /** The file or field concerned, when there is one. */
  subject;
  constructor(code, message, options = {}) {
    super(message.startsWith("strata: ") ? message : `strata: ${message}`, {
      cause: options.cause
    }), this.name = "StrataError", this.code = code, this.hint = options.hint, this.subject = options.subject;
  }
};
function isStrataError(value, ...codes) {
  return value instanceof StrataError && (codes.length === 0 || codes.includes(value.code));
}
function toProblem(path, error) {
  if (isStrataError(error)) return { path, code: error.code, message: error.message };
  let message = error instanceof Error ? error.message : String(error);
  return { path, code: "IO_ERROR", message: `strata: ${path}: ${message}` };
}
function toStrataError(error) {
  if (isStrataError(error)) return error;
  let message = error instanceof Error ? error.message : String(error), isSystem = error instanceof Error && typeof error.syscall == "string", errno = isSystem ? error : void 0;
  if (errno?.code === "ENOSPC" || errno?.code === "EDQUOT") {
    let where = errno.path ? `the disk holding ${errno.path}` : "a disk strata writes to";
    return new StrataError("DISK_FULL", `${where} is full (${message})`, {
      hint: "free space on that disk, then try again",
      ...errno.path ? { subject: errno.path } : {},
      cause: error
    });
  }
  return isSystem ? new StrataError("IO_ERROR", message, {
    hint: "check the path and its permissions, then try again",
    cause: error
  }) : new StrataError("INTERNAL", `unexpected error: ${message}`, {
    hint: "see strata.log in the cache directory; `strata doctor` checks the installation",
    cause: error
  });
}

export {
  StrataError,
  isStrataError,
  toProblem,
  toStrataError
};
