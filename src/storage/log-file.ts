/**
 * A plain append-only log file in the cache directory, for diagnostics nobody should have
 * to see on screen. Failing to log never fails the caller.
 */
import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';

/** Rotate (keep one previous file) once the log passes this size. */
const MAX_LOG_BYTES = 2 * 1024 * 1024;

/** Returns a function appending timestamped lines to `file`. */
export function createFileLog(file: string, component: string): (line: string) => void {
  return (line: string) => {
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      try {
        if (statSync(file).size > MAX_LOG_BYTES) renameSync(file, `${file}.1`);
      } catch {}
      appendFileSync(
        file,
        `${new Date().toISOString()} ${component} ${line.replace(/\n/g, ' ')}\n`,
        { mode: 0o600 },
      );
    } catch {}
  };
}
