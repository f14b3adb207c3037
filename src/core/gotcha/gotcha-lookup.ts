/**
 * `gotcha-lookup.jsonl`: the gotcha digest laid out for the hooks that run on every file
 * read, edit and command, which must cost next to nothing beyond starting a process
 * whatever the size of the store.
 *
 * Each glob is filed under one *token* a matching path must have: a literal folder or file
 * name of the glob (`s:payments` for `src/payments/**`), else a literal extension (`x:ts`
 * for `*.ts`) or name stem (`p:payments-client` for `payments-client.*`), choosing the one
 * fewest globs share; globs without any (`**`, `{a,b}/x`) are filed under `a:`, tags under
 * `t:<tag>`, and `command_patterns`, compiled, under `c:<program>` or `c:<program> <word>`
 * for a literal first word or option they require. Line 1 is a small
 * header (where each bucket line is), then one line per gotcha, then the bucket lines:
 * tokens hashed into buckets, each listing per token the gotcha number, the byte span of
 * its line and the glob's literal runs (or the compiled patterns). A hook parses the
 * header, the few bucket lines its path's tokens (or its line's programs) hash to, and
 * only the lines of gotchas that can still match. Pure; the digest writer builds it beside
 * `gotchas.json`.
 */
import {
  type CommandMatcher,
  compileCommandPattern,
  patternKey,
  patternTokens,
} from '../command/command-pattern.js';
import { DIGEST_VERSION, type GotchaDigest, type GotchaEntry } from '../digest.js';
import { globPieces, holdsInOrder } from '../glob.js';

/** Bumped when the layout changes; the hook falls back to `gotchas.json` on any other. */
export const GOTCHA_LOOKUP_VERSION = 2;

/** Line 1 of the file. Gotcha numbers are positions in the digest (its ranking order). */
export interface GotchaLookupHeader {
  version: typeof GOTCHA_LOOKUP_VERSION;
  /** The {@link DIGEST_VERSION} of the entry lines. */
  digestVersion: typeof DIGEST_VERSION;
  generatedAt: string;
  count: number;
  /** Gotchas with command patterns: with none, the Bash hook stops at the header. */
  commands: number;
  /**
   * Byte offset (after the header line) of each bucket line, plus the end of the last, which
   * is the end of the file (a file of another length is torn or foreign).
   */
  buckets: number[];
}

/**
 * One filing in a bucket: gotcha number, byte span of its entry line (after the header
 * line), then for a glob the literal runs a path must hold in order (none: no test), for a
 * program the gotcha's compiled patterns for it.
 */
export type LookupItem = [number, number, number, ...(string | CommandMatcher)[]];

/** One filing before layout. */
interface Filing {
  n: number;
  token: string;
  extra: Array<string | CommandMatcher>;
}

/** A bucket line: token → filings. */
export type LookupBucket = Record<string, LookupItem[]>;

/** The token every path looks up for globs that have no other. */
const ALWAYS = 'a:';

/** FNV-1a of `token`, as a bucket number below `buckets`. */
export function bucketOf(token: string, buckets: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193);
  return (h >>> 0) % buckets;
}

/** The tokens of one name: itself, its extension (after the last dot), its stem (before the first). */
function nameTokens(name: string, out: Set<string>): void {
  out.add(`s:${name}`);
  const last = name.lastIndexOf('.');
  if (last >= 0 && last < name.length - 1) out.add(`x:${name.slice(last + 1)}`);
  const first = name.indexOf('.');
  if (first > 0) out.add(`p:${name.slice(0, first)}`);
}

/**
 * The tokens of a file: of each of its folder and file names (null outside the project:
 * no glob can match), with `a:`, and `t:<word>` for each of `tagWords` when tags match.
 */
export function pathTokens(relPath: string | null, tagWords: ReadonlySet<string> | null): string[] {
  const out = new Set<string>();
  if (relPath !== null) {
    out.add(ALWAYS);
    for (const name of relPath.split('/')) if (name) nameTokens(name, out);
  }
  for (const word of tagWords ?? []) out.add(`t:${word}`);
  return [...out];
}

/**
 * Tokens every path a glob matches has (see the module comment), or [] when there are
 * none. A glob name without wildcards is a whole folder or file name of the path (a `*` or
 * `?` never crosses a `/`, and a pattern matching a folder covers what is below it); one
 * ending in `.<literal>` gives that extension, one starting `<literal>.` that stem.
 */
export function globTokens(glob: string): string[] {
  if (globPieces(glob) === null) return [];
  const out: string[] = [];
  const body = glob
    .trim()
    .replace(/^\.?\//, '')
    .replace(/^\/+/, '');
  for (const name of body.split('/')) {
    if (!name || name === '**' || name === '.' || name === '..') continue;
    if (!/[*?]/.test(name)) {
      out.push(`s:${name}`);
      continue;
    }
    const ext = /\.([^.*?]+)$/.exec(name);
    if (ext) out.push(`x:${ext[1]}`);
    const stem = /^([^.*?]+)\./.exec(name);
    if (stem) out.push(`p:${stem[1]}`);
  }
  return out;
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

/** Each glob's token: the one the fewest globs share, so a path meets as few filings as it can. */
function fileGlobs(digest: GotchaDigest): Filing[] {
  const perGlob = digest.gotchas.flatMap((g, n) =>
    g.globs.map((glob) => ({ n, tokens: globTokens(glob), pieces: globPieces(glob) ?? [] })),
  );
  const shared = new Map<string, number>();
  for (const { tokens } of perGlob)
    for (const token of new Set(tokens)) shared.set(token, (shared.get(token) ?? 0) + 1);
  return perGlob.map(({ n, tokens, pieces }) => {
    let token = ALWAYS;
    for (const t of tokens) if (token === ALWAYS || shared.get(t)! < shared.get(token)!) token = t;
    return { n, token, extra: pieces };
  });
}

/**
 * Each gotcha's usable command patterns, compiled, each under the token of its program or
 * of a literal word it requires that the fewest patterns share: one filing per token.
 */
function commandFilings(digest: GotchaDigest): Filing[] {
  const patterns = digest.gotchas.flatMap((g, n) =>
    (g.commands ?? []).flatMap((pattern) => {
      const key = typeof pattern === 'string' ? patternKey(pattern) : null;
      const matcher = key === null ? null : compileCommandPattern(pattern);
      return key !== null && matcher ? [{ n, matcher, tokens: patternTokens(matcher, key) }] : [];
    }),
  );
  const shared = new Map<string, number>();
  for (const { tokens } of patterns)
    for (const token of new Set(tokens)) shared.set(token, (shared.get(token) ?? 0) + 1);
  const filed = new Map<string, Filing>();
  for (const { n, matcher, tokens } of patterns) {
    let token = tokens[0]!;
    for (const t of tokens) if (shared.get(t)! < shared.get(token)!) token = t;
    const filing = filed.get(`${n} ${token}`);
    if (filing) filing.extra.push(matcher);
    else filed.set(`${n} ${token}`, { n, token, extra: [matcher] });
  }
  return [...filed.values()];
}

/** The file text for `digest`: header line, one line per gotcha in digest order, then the bucket lines. */
export function buildGotchaLookup(digest: GotchaDigest): string {
  const entries = digest.gotchas.map((g) => JSON.stringify(g));
  const spans: Array<[number, number]> = [];
  let at = 0;
  for (const entry of entries) {
    const end = at + utf8Length(entry);
    spans.push([at, end]);
    at = end + 1;
  }
  const commands = commandFilings(digest);
  const filings: Filing[] = [
    ...fileGlobs(digest),
    ...digest.gotchas.flatMap((g, n) => g.tags.map((tag) => ({ n, token: `t:${tag}`, extra: [] }))),
    ...commands,
  ];
  const tokens = new Set(filings.map((f) => f.token)).size;
  const count = Math.max(1, Math.min(1 << 16, Math.ceil(tokens / 4)));
  const lines: LookupBucket[] = Array.from({ length: count }, () => ({}));
  for (const { n, token, extra } of filings) {
    const line = lines[bucketOf(token, count)]!;
    if (!Object.hasOwn(line, token)) line[token] = [];
    line[token]!.push([n, spans[n]![0], spans[n]![1], ...extra]);
  }
  const bucketText = lines.map((line) => JSON.stringify(line));
  const buckets = [at];
  for (const text of bucketText) buckets.push(buckets.at(-1)! + utf8Length(text) + 1);
  const header: GotchaLookupHeader = {
    version: GOTCHA_LOOKUP_VERSION,
    digestVersion: DIGEST_VERSION,
    generatedAt: digest.generatedAt,
    count: entries.length,
    commands: new Set(commands.map((f) => f.n)).size,
    buckets,
  };
  return `${[JSON.stringify(header), ...entries, ...bucketText].join('\n')}\n`;
}

const isOffset = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/** The header when `value` is one this code reads, else null. */
export function asLookupHeader(value: unknown): GotchaLookupHeader | null {
  const h = value as GotchaLookupHeader | null;
  if (!h || typeof h !== 'object') return null;
  if (h.version !== GOTCHA_LOOKUP_VERSION || h.digestVersion !== DIGEST_VERSION) return null;
  const b = h.buckets;
  const shaped =
    Number.isInteger(h.count) &&
    Number.isInteger(h.commands) &&
    Array.isArray(b) &&
    b.length >= 2 &&
    b.every((o, i) => isOffset(o) && (i === 0 || o > b[i - 1]!));
  return shaped ? h : null;
}

const isItem = (item: unknown): item is LookupItem =>
  Array.isArray(item) && isOffset(item[0]) && isOffset(item[1]) && item[2] > item[1];

/** The filings of `token` in a parsed bucket line: [] when none, null when the line is not a bucket. */
export function bucketItems(bucket: unknown, token: string): LookupItem[] | null {
  if (!bucket || typeof bucket !== 'object' || Array.isArray(bucket)) return null;
  // Own keys only: a path name like "constructor" must not reach Object.prototype.
  if (!Object.hasOwn(bucket, token)) return [];
  const list = (bucket as LookupBucket)[token];
  return Array.isArray(list) && list.every(isItem) ? list : null;
}

/**
 * Adds to `found` (gotcha number → entry span) the filings of `tokens` in a parsed bucket
 * line that `relPath` may match: every tag filing, and glob filings whose literal runs the
 * path holds in order (none outside the project). False when the line is not a bucket.
 */
export function bucketCandidates(
  bucket: unknown,
  tokens: readonly string[],
  relPath: string | null,
  found: Map<number, [number, number]>,
): boolean {
  for (const token of tokens) {
    const items = bucketItems(bucket, token);
    if (items === null) return false;
    const tag = token.startsWith('t:');
    for (const item of items) {
      if (!tag && (relPath === null || !holdsInOrder(relPath, item.slice(3)))) continue;
      found.set(item[0], [item[1], item[2]]);
    }
  }
  return true;
}

/** A parsed entry line as a gotcha, or null when it is not one. */
export function asGotchaEntry(value: unknown): GotchaEntry | null {
  const g = value as GotchaEntry | null;
  return g && typeof g.id === 'string' && Array.isArray(g.globs) && Array.isArray(g.tags)
    ? g
    : null;
}
