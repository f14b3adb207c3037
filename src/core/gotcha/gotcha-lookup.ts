/**
 * `gotcha-lookup.jsonl`: the gotcha digest laid out for the Read hook, which runs on every
 * file read and must cost next to nothing beyond starting a process. Line 1 is a small
 * header mapping literal path fragments and tags to gotcha numbers; every further line is
 * one {@link GotchaEntry}, found by byte offset. The hook parses the header and only the
 * entries a path could match, instead of `JSON.parse` of every gotcha and a glob check of
 * every pattern. Pure; the digest writer builds it beside `gotchas.json`.
 */
import { DIGEST_VERSION, type GotchaDigest, type GotchaEntry } from '../digest.js';
import { globLiteral } from './gotcha-match.js';

/** Bumped when the layout changes; the hook falls back to `gotchas.json` on any other. */
export const GOTCHA_LOOKUP_VERSION = 1;

/** Line 1 of the file. Gotcha numbers are positions in the digest (its ranking order). */
export interface GotchaLookupHeader {
  version: typeof GOTCHA_LOOKUP_VERSION;
  /** The {@link DIGEST_VERSION} of the entry lines. */
  digestVersion: typeof DIGEST_VERSION;
  generatedAt: string;
  count: number;
  /** Longest literal of a `file_patterns` glob → gotchas with such a pattern. */
  literals: Record<string, number[]>;
  /** Gotchas with a pattern that has no usable literal (always tested). */
  always: number[];
  /** Lowercase tag → gotchas carrying it. */
  tags: Record<string, number[]>;
  /** Byte offset of each entry line after the header line, plus the end (`count + 1` values). */
  offsets: number[];
}

/** UTF-8 length of `text` (JSON.stringify output: no lone surrogates). */
function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

function add(map: Map<string, number[]>, key: string, index: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [index]);
  else if (list.at(-1) !== index) list.push(index);
}

/** The file text for `digest` (header line, then one line per gotcha, in digest order). */
export function buildGotchaLookup(digest: GotchaDigest): string {
  const literals = new Map<string, number[]>();
  const tags = new Map<string, number[]>();
  const always: number[] = [];
  const lines: string[] = [];
  const offsets = [0];
  for (const [i, gotcha] of digest.gotchas.entries()) {
    for (const glob of gotcha.globs) {
      const literal = globLiteral(glob);
      if (literal) add(literals, literal, i);
      else if (always.at(-1) !== i) always.push(i);
    }
    for (const tag of gotcha.tags) add(tags, tag, i);
    const line = JSON.stringify(gotcha);
    lines.push(line);
    offsets.push(offsets.at(-1)! + utf8Length(line) + 1);
  }
  const header: GotchaLookupHeader = {
    version: GOTCHA_LOOKUP_VERSION,
    digestVersion: DIGEST_VERSION,
    generatedAt: digest.generatedAt,
    count: lines.length,
    literals: Object.fromEntries(literals),
    always,
    tags: Object.fromEntries(tags),
    offsets,
  };
  return `${[JSON.stringify(header), ...lines].join('\n')}\n`;
}

/** The header when `value` is one this code reads, else null. */
export function asLookupHeader(value: unknown): GotchaLookupHeader | null {
  const h = value as GotchaLookupHeader | null;
  if (!h || typeof h !== 'object') return null;
  if (h.version !== GOTCHA_LOOKUP_VERSION || h.digestVersion !== DIGEST_VERSION) return null;
  const shaped =
    Number.isInteger(h.count) &&
    Array.isArray(h.offsets) &&
    h.offsets.length === h.count + 1 &&
    Array.isArray(h.always) &&
    !!h.literals &&
    typeof h.literals === 'object' &&
    !!h.tags &&
    typeof h.tags === 'object';
  return shaped ? h : null;
}

function addAll(found: Set<number>, list: unknown): void {
  if (Array.isArray(list)) for (const i of list) found.add(i);
}

/**
 * The gotchas that could match a file, ascending (digest order): those with a pattern
 * literal the path contains or without a literal (only when the file is inside the
 * project, `relPath` not null), and those with a tag among the path `words`. Every gotcha
 * {@link matchGotchas} would return is among them.
 */
export function lookupCandidates(
  header: GotchaLookupHeader,
  relPath: string | null,
  words: ReadonlySet<string>,
): number[] {
  const found = new Set<number>();
  if (relPath !== null) {
    addAll(found, header.always);
    for (const literal of Object.keys(header.literals))
      if (relPath.includes(literal)) addAll(found, header.literals[literal]);
  }
  // Own keys only: a path word like "constructor" must not reach Object.prototype.
  for (const word of words) if (Object.hasOwn(header.tags, word)) addAll(found, header.tags[word]);
  return [...found].filter((i) => Number.isInteger(i)).sort((a, b) => a - b);
}

/** A parsed entry line as a gotcha, or null when it is not one. */
export function asGotchaEntry(value: unknown): GotchaEntry | null {
  const g = value as GotchaEntry | null;
  return g && typeof g.id === 'string' && Array.isArray(g.globs) && Array.isArray(g.tags)
    ? g
    : null;
}
