/**
 * Reads the gotchas a file could match from `gotcha-lookup.jsonl` (see
 * core/gotcha/gotcha-lookup): the header from the start of the file, the bucket lines the
 * path's tokens hash to, and the entry lines of the gotchas whose literal runs the path
 * holds, each read and parsed alone. Most reads match no gotcha and parse no entry. Returns
 * null whenever the file is missing, of another version or inconsistent, so the hook falls
 * back to `gotchas.json`.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { GotchaEntry } from '../core/digest.js';
import {
  asGotchaEntry,
  asLookupHeader,
  bucketCandidates,
  bucketOf,
  pathTokens,
} from '../core/gotcha/gotcha-lookup.js';
import { pathWords } from '../core/terms.js';

/** Past this the file is not read (the digest of a runaway store must not stall a read). */
const MAX_BYTES = 64 * 1024 * 1024;
/** First read: the header of a 10,000-gotcha store is about 20 KB. */
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

/** The header's bucket offsets and where the body starts; the last must end the file. */
function readHeader(fd: number, size: number): { buckets: number[]; body: number } | null {
  let head = readAt(fd, 0, Math.min(size, FIRST_READ));
  let end = head ? head.indexOf(NEWLINE) : -1;
  if (head && end < 0 && size > head.length) {
    head = readAt(fd, 0, size);
    end = head ? head.indexOf(NEWLINE) : -1;
  }
  if (!head || end < 0) return null;
  const header = asLookupHeader(JSON.parse(head.toString('utf8', 0, end)));
  // Anything else is a torn or foreign file.
  return header && end + 1 + header.buckets.at(-1)! === size
    ? { buckets: header.buckets, body: end + 1 }
    : null;
}

/** One line of the body, without its newline, parsed; null when it cannot be read. */
function readLine(fd: number, body: number, from: number, to: number): unknown {
  const bytes = readAt(fd, body + from, to - from);
  return bytes ? JSON.parse(bytes.toString('utf8')) : null;
}

/**
 * The gotchas of `file` that {@link matchGotchas} must check, in digest order, or null
 * when the lookup cannot be used. `relPath` is project-relative (null outside the project);
 * with `matchTags`, gotchas with a tag among the path's words are candidates too.
 */
export function readGotchaCandidates(
  file: string,
  relPath: string | null,
  displayPath: string,
  matchTags = true,
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
    const { buckets, body } = read;
    const tokens = pathTokens(relPath, matchTags ? pathWords(relPath ?? displayPath) : null);
    const count = buckets.length - 1;
    const found = new Map<number, [number, number]>();
    for (const b of new Set(tokens.map((t) => bucketOf(t, count)))) {
      const line = readLine(fd, body, buckets[b]!, buckets[b + 1]! - 1);
      if (!bucketCandidates(line, tokens, relPath, found)) return null;
    }
    const entries: GotchaEntry[] = [];
    for (const n of [...found.keys()].sort((x, y) => x - y)) {
      const [from, to] = found.get(n)!;
      if (to > buckets[0]!) return null;
      const entry = asGotchaEntry(readLine(fd, body, from, to));
      if (!entry) return null;
      entries.push(entry);
    }
    return entries;
  } catch {
    // Unreadable, or a line that is not JSON: the caller falls back to gotchas.json.
    return null;
  } finally {
    closeSync(fd);
  }
}
