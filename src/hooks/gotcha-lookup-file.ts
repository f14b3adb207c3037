/**
 * Reads `gotcha-lookup.jsonl` (see core/gotcha/gotcha-lookup): the header from the start of
 * the file, the bucket lines a path's tokens (or a command line's programs) hash to, and
 * the entry lines of the gotchas that may match, each read and parsed alone. Most reads
 * match no gotcha and parse no entry. Whenever the file is missing, of another version or
 * inconsistent, the hooks fall back to `gotchas.json` and `gotcha-commands.json`.
 */
import { closeSync, fstatSync, openSync } from 'node:fs';
import type { CommandIndex } from '../core/command/command-match.js';
import { shapeTokens } from '../core/command/command-pattern.js';
import type { GotchaEntry } from '../core/digest.js';
import {
  asGotchaEntry,
  asLookupHeader,
  bucketCandidates,
  bucketItems,
  bucketOf,
  type GotchaLookupHeader,
  pathTokens,
} from '../core/gotcha/gotcha-lookup.js';
import { pathWords } from '../core/terms.js';
import { readAt } from '../io/read-at.js';

/** Past this the file is not read (the digest of a runaway store must not stall a read). */
const MAX_BYTES = 64 * 1024 * 1024;
/** First read: the header of a 10,000-gotcha store is about 20 KB. */
const FIRST_READ = 64 * 1024;
const NEWLINE = 0x0a;

/** The header and where the body starts; the last bucket offset must end the file. */
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
  return header && end + 1 + header.buckets.at(-1)! === size ? { header, body: end + 1 } : null;
}

/** An open lookup file: its header, and reads of its bucket and entry lines. */
export interface GotchaLookupFile {
  header: GotchaLookupHeader;
  /** The parsed bucket line `token` hashes to (each line read once). */
  bucketFor(token: string): unknown;
  /** The entry line at `span`, as a gotcha; null when it is not one. */
  entryAt(span: readonly [number, number]): GotchaEntry | null;
  close(): void;
}

/**
 * Opens `file` and checks its header; null when it is missing, too large, of another
 * version or torn. The reads throw on a line that is not JSON: callers treat that as
 * unusable too.
 */
export function openGotchaLookup(file: string): GotchaLookupFile | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const size = fstatSync(fd).size;
    const read = size <= MAX_BYTES ? readHeader(fd, size) : null;
    if (!read) {
      closeSync(fd);
      return null;
    }
    const { header, body } = read;
    const { buckets } = header;
    const count = buckets.length - 1;
    const lines = new Map<number, unknown>();
    const lineAt = (from: number, to: number): unknown => {
      const bytes = readAt(fd, body + from, to - from);
      return bytes ? JSON.parse(bytes.toString('utf8')) : null;
    };
    return {
      header,
      bucketFor: (token) => {
        const b = bucketOf(token, count);
        if (!lines.has(b)) lines.set(b, lineAt(buckets[b]!, buckets[b + 1]! - 1));
        return lines.get(b);
      },
      // Entry lines lie before the first bucket line.
      entryAt: ([from, to]) => (to <= buckets[0]! ? asGotchaEntry(lineAt(from, to)) : null),
      close: () => closeSync(fd),
    };
  } catch {
    closeSync(fd);
    return null;
  }
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
  const lookup = openGotchaLookup(file);
  if (!lookup) return null;
  try {
    const tokens = pathTokens(relPath, matchTags ? pathWords(relPath ?? displayPath) : null);
    const found = new Map<number, [number, number]>();
    for (const token of tokens)
      if (!bucketCandidates(lookup.bucketFor(token), [token], relPath, found)) return null;
    const entries: GotchaEntry[] = [];
    for (const n of [...found.keys()].sort((x, y) => x - y)) {
      const entry = lookup.entryAt(found.get(n)!);
      if (!entry) return null;
      entries.push(entry);
    }
    return entries;
  } catch {
    // A line that is not JSON: the caller falls back to gotchas.json.
    return null;
  } finally {
    lookup.close();
  }
}

/**
 * The command gotchas of an open lookup as a {@link CommandIndex}: the bucket lines of a
 * command's tokens are read when a command line runs it, an entry when its patterns match.
 * A filing of another shape throws (the caller fails open).
 */
export function lookupCommandIndex(lookup: GotchaLookupFile): CommandIndex {
  const filed = new Map<number, { span: [number, number]; matchers: unknown[] }>();
  const byToken = new Map<string, number[]>();
  const filings = (token: string): number[] => {
    const known = byToken.get(token);
    if (known) return known;
    const items = bucketItems(lookup.bucketFor(token), token);
    if (items === null) throw new Error(`gotcha lookup: the bucket of ${token} is not one`);
    for (const [n, from, to, ...matchers] of items) {
      const gotcha = filed.get(n);
      if (gotcha) gotcha.matchers.push(...matchers);
      else filed.set(n, { span: [from, to], matchers });
    }
    const list = items.map((item) => item[0]);
    byToken.set(token, list);
    return list;
  };
  return {
    candidates: (shape) => [...new Set(shapeTokens(shape).flatMap(filings))].sort((a, b) => a - b),
    matchers: (i) => filed.get(i)?.matchers ?? [],
    gotcha: (i) => {
      const span = filed.get(i)?.span;
      return span ? lookup.entryAt(span) : null;
    },
  };
}
