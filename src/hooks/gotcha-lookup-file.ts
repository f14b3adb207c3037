/**
 * Reads the gotchas a file could match from `gotcha-lookup.jsonl` (see core/gotcha/gotcha-lookup):
 * the header from the start of the file, then only the byte span holding the candidate
 * entries, and `JSON.parse` of the header and of those entries alone. Most reads match no
 * gotcha and never touch the entries. Returns null whenever the file is missing, of
 * another version or inconsistent, so the hook falls back to `gotchas.json`.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { GotchaEntry } from '../core/digest.js';
import {
  asGotchaEntry,
  asLookupHeader,
  type GotchaLookupHeader,
  lookupCandidates,
} from '../core/gotcha/gotcha-lookup.js';
import { pathWords } from '../core/terms.js';

/** Past this the file is not read (the digest of a runaway store must not stall a read). */
const MAX_BYTES = 64 * 1024 * 1024;
/** First read: the header of a 1,000-gotcha store is about 30 KB. */
const FIRST_READ = 64 * 1024;
const NEWLINE = 0x0a;

/** `length` bytes from `position`, or null when the file is shorter. */
function readAt(fd: number, position: number, length: number): Buffer | null {
  const bytes = Buffer.allocUnsafe(length);
  let done = 0;
  while (done < length) {
    const n = readSync(fd, bytes, done, length - done, position + done);
    if (n === 0) return null;
    done += n;
  }
  return bytes;
}

/** The header and where the entries start; the offsets must end where the file ends. */
function readHeader(fd: number, size: number): { header: GotchaLookupHeader; body: number } | null {
  let head = readAt(fd, 0, Math.min(size, FIRST_READ));
  let end = head ? head.indexOf(NEWLINE) : -1;
  if (head && end < 0 && size > head.length) {
    head = readAt(fd, 0, size);
    end = head ? head.indexOf(NEWLINE) : -1;
  }
  if (!head || end < 0) return null;
  const header = asLookupHeader(JSON.parse(head.toString('utf8', 0, end)));
  // Anything else is a torn or foreign file.
  return header && end + 1 + header.offsets[header.count]! === size
    ? { header, body: end + 1 }
    : null;
}

/** The entries `wanted` (ascending numbers), read as one span; null when one is not a gotcha. */
function readEntries(
  fd: number,
  header: GotchaLookupHeader,
  body: number,
  wanted: readonly number[],
): GotchaEntry[] | null {
  if (!wanted.length) return [];
  const offset = (i: number) => {
    const at = header.offsets[i];
    return Number.isInteger(at) && at! >= 0 ? at! : Number.NaN;
  };
  const from = offset(wanted[0]!);
  const to = offset(wanted.at(-1)! + 1);
  if (!(to > from)) return null;
  const span = readAt(fd, body + from, to - from);
  if (!span) return null;
  const entries: GotchaEntry[] = [];
  for (const i of wanted) {
    const start = offset(i) - from;
    const end = offset(i + 1) - from;
    if (!(start >= 0 && end > start && end <= span.length)) return null;
    const entry = asGotchaEntry(JSON.parse(span.toString('utf8', start, end - 1)));
    if (!entry) return null;
    entries.push(entry);
  }
  return entries;
}

/**
 * The gotchas of `file` that {@link matchGotchas} must check, in digest order, or null
 * when the lookup cannot be used. `relPath` is project-relative (null outside the project).
 */
export function readGotchaCandidates(
  file: string,
  relPath: string | null,
  displayPath: string,
): GotchaEntry[] | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const size = fstatSync(fd).size;
    const read = size <= MAX_BYTES ? readHeader(fd, size) : null;
    if (!read) return null;
    const wanted = lookupCandidates(read.header, relPath, pathWords(relPath ?? displayPath));
    return readEntries(fd, read.header, read.body, wanted);
  } catch {
    // Unreadable, or a line that is not JSON: the caller falls back to gotchas.json.
    return null;
  } finally {
    closeSync(fd);
  }
}
