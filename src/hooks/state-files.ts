/**
 * Small synchronous JSON files for hook state: read leniently (anything wrong → null),
 * written atomically (temp file in the same folder + rename), so a hook killed mid-write
 * or two hooks at once never leave half a file.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureFolderSync, writeFileBytesSync, writeJsonSync } from '../storage/json-file-sync.js';

/** The parsed file, or null when it is missing, too large or not JSON. */
export function readJsonFile<T>(file: string, maxBytes = 4 * 1024 * 1024): T | null {
  try {
    const text = readFileSync(file, 'utf8');
    if (text.length > maxBytes) return null;
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** Replaces `file` with `value` as JSON, atomically (see storage/json-file-sync). */
export const writeJsonFileAtomic = writeJsonSync;

/**
 * Creates `file` holding `value` only when it does not exist yet (`O_EXCL`): of several
 * hooks racing for one claim, exactly one gets true. Only the file's existence is the
 * claim, so a process killed while writing its few bytes still holds it.
 */
export function claimFileSync(file: string, value: unknown): boolean {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, JSON.stringify(value), { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Appends one JSON line (a single small `write`, so concurrent appenders do not interleave). */
export function appendJsonLine(file: string, value: unknown): void {
  // Session state holds prompts and read paths: owner only. One write of the whole line.
  ensureFolderSync(path.dirname(file));
  writeFileBytesSync(file, `${JSON.stringify(value)}\n`, 'a');
}

/** Every parseable JSON line of `file` (broken lines are skipped). */
export function readJsonLines<T>(file: string): T[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const out: T[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      out.push(JSON.parse(line) as T);
    } catch {}
  }
  return out;
}

/** Modification time in ms, or null when the file is missing. */
export function mtimeMs(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}
