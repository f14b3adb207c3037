/**
 * The one diagnostics log writer, for hooks, the MCP server and the CLI alike: plain
 * append-only files in the cache directory that nobody should have to see on screen.
 * One line per message (whitespace collapsed, capped), private to the user, rotated
 * once past {@link MAX_LOG_BYTES} keeping one previous file. Failing to log never fails
 * the caller.
 */
import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { isoString } from '../core/time.js';

/** Rotate (keep one previous file) once the log passes this size. */
export const MAX_LOG_BYTES = 1024 * 1024;
/** A longer message is cut: a log line is a clue, not a dump. */
const MAX_LINE_CHARS = 2_000;

/** Appends `component message` with a timestamp to `file`; never throws. */
export function appendLogLine(file: string, component: string, message: string): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      if (statSync(file).size > MAX_LOG_BYTES) renameSync(file, `${file}.1`);
    } catch {}
    const line = message.replace(/\s+/g, ' ').slice(0, MAX_LINE_CHARS);
    appendFileSync(file, `${isoString(new Date())} ${component} ${line}\n`, { mode: 0o600 });
  } catch {
    // Nowhere to log (read-only disk): staying silent is the fail-open behaviour.
  }
}

/** Returns a function appending timestamped lines to `file`. */
export function createFileLog(file: string, component: string): (line: string) => void {
  return (line: string) => appendLogLine(file, component, line);
}
