/**
 * File globs as used in gotcha `file_patterns` and `privacy.excludePatterns`. Globs come
 * from committed files, so they are untrusted: they are compiled to a Thompson NFA and
 * matched by simulating every state at once, which costs O(pattern × path) whatever the
 * pattern. (A RegExp built from a glob backtracks: `{*,*}` twelve times froze the Read
 * hook.) Limits on length, wildcards and alternatives keep even that product small.
 * Pure: no I/O.
 *
 * Rules: paths are relative to the project root with `/` separators; `**` crosses
 * directories, `*` and `?` do not; `{a,b}` alternates (nesting allowed); `[abc]`, `[a-z]`,
 * `[!abc]` are classes of one character other than `/`; a pattern without `/` matches the
 * base name in any directory. As in `.gitignore`, a pattern that matches a folder matches
 * everything below it: `src/payments`, `src/payments/` and `src/payments/**` all cover
 * `src/payments/charge.ts`, since people name a folder either way.
 */
import { StrataError } from './errors.js';

/** Limits per glob; a glob beyond any of them is refused at save and skipped when read. */
export const GLOB_LIMITS = {
  length: 256,
  /** `*`, `**`, `?` and `[…]` together. */
  wildcards: 16,
  /** Alternatives over all `{…}` groups. */
  alternatives: 32,
  braceDepth: 3,
} as const;

type Node =
  | { t: 'lit'; c: string }
  | { t: 'one' }
  | { t: 'class'; negated: boolean; ranges: Array<[string, string]> }
  | { t: 'star' }
  | { t: 'any' }
  | { t: 'seg' }
  | { t: 'alt'; alts: Node[][] };

interface Parsed {
  nodes: Node[];
  wildcards: number;
  alternatives: number;
  depth: number;
}

/** Normalises a glob as written: `\` as `/`, no `./` or leading `/`, a trailing `/` as `/**`. */
function normalize(glob: string): { body: string; anywhere: boolean } {
  let pattern = glob.trim().replace(/\\/g, '/').replace(/^\.\//, '');
  if (pattern.endsWith('/')) pattern += '**';
  return { body: pattern.replace(/^\//, ''), anywhere: !pattern.includes('/') };
}

function parseClass(p: string, start: number): { node: Node; end: number } | null {
  const close = p.indexOf(']', start + 2);
  if (close < 0) return null;
  let body = p.slice(start + 1, close);
  const negated = body.startsWith('!') || body.startsWith('^');
  if (negated) body = body.slice(1);
  const ranges: Array<[string, string]> = [];
  for (let i = 0; i < body.length; i++) {
    const lo = body[i]!;
    if (body[i + 1] === '-' && i + 2 < body.length) {
      ranges.push([lo, body[i + 2]!]);
      i += 2;
    } else ranges.push([lo, lo]);
  }
  return { node: { t: 'class', negated, ranges }, end: close + 1 };
}

/** Parses `p` from `state.i` until the end, or a `,`/`}` of the enclosing brace group. */
function parseSeq(p: string, state: { i: number }, depth: number, out: Parsed): Node[] {
  const nodes: Node[] = [];
  while (state.i < p.length) {
    const ch = p[state.i]!;
    if (depth > 0 && (ch === ',' || ch === '}')) return nodes;
    if (ch === '*') {
      const double = p[state.i + 1] === '*';
      const atStart = state.i === 0 || p[state.i - 1] === '/';
      if (double && atStart && p[state.i + 2] === '/') {
        nodes.push({ t: 'seg' });
        state.i += 3;
      } else {
        nodes.push({ t: double ? 'any' : 'star' });
        state.i += double ? 2 : 1;
      }
      out.wildcards++;
      continue;
    }
    if (ch === '[') {
      const cls = parseClass(p, state.i);
      if (cls) {
        nodes.push(cls.node);
        out.wildcards++;
        state.i = cls.end;
        continue;
      }
    }
    if (ch === '{') {
      state.i++;
      nodes.push(parseAlt(p, state, depth + 1, out));
      continue;
    }
    if (ch === '?') {
      nodes.push({ t: 'one' });
      out.wildcards++;
    } else nodes.push({ t: 'lit', c: ch });
    state.i++;
  }
  return nodes;
}

/** After a `{`: alternatives up to the matching `}` (an unclosed group ends with the glob). */
function parseAlt(p: string, state: { i: number }, depth: number, out: Parsed): Node {
  out.depth = Math.max(out.depth, depth);
  const alts: Node[][] = [];
  for (;;) {
    alts.push(parseSeq(p, state, depth, out));
    out.alternatives++;
    const ch = p[state.i];
    state.i++;
    if (ch !== ',') break;
  }
  return { t: 'alt', alts };
}

function parse(body: string): Parsed {
  const out: Parsed = { nodes: [], wildcards: 0, alternatives: 0, depth: 0 };
  out.nodes = parseSeq(body, { i: 0 }, 0, out);
  return out;
}

/** Why `glob` is refused (too long, too many wildcards or alternatives), or null. */
export function checkGlob(glob: string): string | null {
  if (glob.length > GLOB_LIMITS.length)
    return `is ${glob.length} characters long (limit ${GLOB_LIMITS.length})`;
  if (/[\0\n\r]/.test(glob)) return 'holds a control character';
  const parsed = parse(normalize(glob).body);
  if (parsed.wildcards > GLOB_LIMITS.wildcards)
    return `has ${parsed.wildcards} wildcards (limit ${GLOB_LIMITS.wildcards})`;
  if (parsed.alternatives > GLOB_LIMITS.alternatives)
    return `has ${parsed.alternatives} {…} alternatives (limit ${GLOB_LIMITS.alternatives})`;
  if (parsed.depth > GLOB_LIMITS.braceDepth)
    return `nests {…} ${parsed.depth} deep (limit ${GLOB_LIMITS.braceDepth})`;
  return null;
}

// ── NFA ────────────────────────────────────────────────────────────────────────────────

/** A state consumes one character (`test`) and goes to `next`, or splits without input. */
type State = { test: (c: string) => boolean; next: number } | { split: number[] } | { match: true };

const notSlash = (c: string) => c !== '/';
const anyChar = () => true;

function classTest(node: Extract<Node, { t: 'class' }>): (c: string) => boolean {
  return (c) => {
    if (c === '/') return false;
    const inside = node.ranges.some(([lo, hi]) => c >= lo && c <= hi);
    return inside !== node.negated;
  };
}

function compileNode(states: State[], node: Node, next: number): number {
  const push = (s: State) => states.push(s) - 1;
  switch (node.t) {
    case 'lit':
      return push({ test: (c) => c === node.c, next });
    case 'one':
      return push({ test: notSlash, next });
    case 'class':
      return push({ test: classTest(node), next });
    case 'star':
    case 'any': {
      const loop = { split: [] as number[] };
      const at = push(loop);
      loop.split.push(push({ test: node.t === 'star' ? notSlash : anyChar, next: at }), next);
      return at;
    }
    case 'seg': {
      // ([^/]*/)* : any number of whole folders, including none.
      const boundary = { split: [] as number[] };
      const inside = { split: [] as number[] };
      const a = push(boundary);
      const x = push(inside);
      inside.split.push(
        push({ test: notSlash, next: x }),
        push({ test: (c) => c === '/', next: a }),
      );
      boundary.split.push(next, x);
      return a;
    }
    case 'alt':
      return push({ split: node.alts.map((alt) => compileSeq(states, alt, next)) });
  }
}

function compileSeq(states: State[], nodes: readonly Node[], next: number): number {
  let at = next;
  for (let i = nodes.length - 1; i >= 0; i--) at = compileNode(states, nodes[i]!, at);
  return at;
}

/** A compiled glob. */
export interface GlobMatcher {
  /** True when the project-relative path matches. */
  test(relPath: string): boolean;
}

/** For each state, the consuming (or match) states it reaches without input. */
function closures(states: readonly State[]): Int32Array[] {
  const mark = new Int32Array(states.length).fill(-1);
  return states.map((_, from) => {
    const found: number[] = [];
    const stack = [from];
    while (stack.length) {
      const i = stack.pop()!;
      if (mark[i] === from) continue;
      mark[i] = from;
      const state = states[i]!;
      if ('split' in state)
        for (let k = state.split.length - 1; k >= 0; k--) stack.push(state.split[k]!);
      else found.push(i);
    }
    return Int32Array.from(found);
  });
}

/**
 * Runs every state at once over `text`: each character costs at most one test per state,
 * so the whole match is O(states × length) with no backtracking.
 */
function simulate(
  states: readonly State[],
  reach: readonly Int32Array[],
  start: number,
  text: string,
): boolean {
  const mark = new Int32Array(states.length).fill(-1);
  let current = new Int32Array(states.length);
  let next = new Int32Array(states.length);
  let size = 0;
  for (const i of reach[start]!) current[size++] = i;
  for (let pos = 0; pos < text.length && size; pos++) {
    const c = text[pos]!;
    // The text so far is a folder of the path: a match there covers everything below it.
    if (c === '/' && hasMatch(states, current, size)) return true;
    let count = 0;
    for (let k = 0; k < size; k++) {
      const state = states[current[k]!]!;
      if (!('test' in state) || !state.test(c)) continue;
      for (const j of reach[state.next]!) {
        if (mark[j] === pos) continue;
        mark[j] = pos;
        next[count++] = j;
      }
    }
    [current, next, size] = [next, current, count];
  }
  return hasMatch(states, current, size);
}

function hasMatch(states: readonly State[], current: Int32Array, size: number): boolean {
  for (let k = 0; k < size; k++) if ('match' in states[current[k]!]!) return true;
  return false;
}

/**
 * The literal text every match must end with (`.zz` of `{*,*}.zz`), for a quick refusal: the
 * path ends with it, or one of its folders does.
 */
function literalSuffix(nodes: readonly Node[]): string {
  let suffix = '';
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i]!;
    if (node.t !== 'lit') break;
    suffix = node.c + suffix;
  }
  return suffix;
}

/**
 * Compiles a glob (see the module comment for the rules). Throws `INVALID_ARGUMENT` naming
 * the glob when it is beyond {@link GLOB_LIMITS}; callers reading stored globs skip it.
 */
export function compileGlob(glob: string): GlobMatcher {
  const problem = checkGlob(glob);
  if (problem)
    throw new StrataError(
      'INVALID_ARGUMENT',
      `glob ${JSON.stringify(glob.slice(0, 80))} ${problem}`,
      {
        subject: glob,
        hint: 'use fewer wildcards and alternatives: list several simple globs instead of one clever one',
      },
    );
  const { body, anywhere } = normalize(glob);
  const nodes = parse(body).nodes;
  const states: State[] = [{ match: true }];
  const start = compileSeq(states, anywhere ? [{ t: 'seg' }, ...nodes] : nodes, 0);
  const reach = closures(states);
  const suffix = literalSuffix(nodes);
  return {
    test: (relPath) =>
      (relPath.endsWith(suffix) || relPath.includes(`${suffix}/`)) &&
      simulate(states, reach, start, relPath),
  };
}

/** True when the project-relative `relPath` matches `glob`; false for a refused glob. */
export function matchGlob(glob: string, relPath: string): boolean {
  try {
    return compileGlob(glob).test(relPath);
  } catch {
    return false;
  }
}

/**
 * The literal runs of a glob between its wildcards, in order (`src/payments/` and `.ts`
 * for `src/payments/*.ts`), or null when it has braces, classes or backslashes. A path the
 * glob matches holds every run in that order, so most globs are ruled out by a few
 * `indexOf`s before one is compiled. A run's leading `/` is dropped: a `**` folder
 * wildcard may match no folder at all.
 */
export function globPieces(glob: string): string[] | null {
  if (/[{[\\]/.test(glob)) return null;
  const pieces: string[] = [];
  for (const raw of glob
    .trim()
    .replace(/^\.?\//, '')
    .split(/[*?]+/)) {
    const piece = raw.replace(/^\/+/, '');
    if (piece) pieces.push(piece);
  }
  return pieces;
}

/** Whether `text` holds each of `pieces`, in order, without overlaps. */
export function holdsInOrder(text: string, pieces: readonly unknown[]): boolean {
  let at = 0;
  for (const piece of pieces) {
    if (typeof piece !== 'string') return false;
    const found = text.indexOf(piece, at);
    if (found < 0) return false;
    at = found + piece.length;
  }
  return true;
}

/**
 * Whether one of `globs` matches `relPath`, compiling only those whose literal runs the
 * path holds ({@link globPieces}); a glob beyond the limits (or not a string) matches nothing.
 */
export function anyGlobMatches(globs: readonly unknown[], relPath: string): boolean {
  for (const glob of globs) {
    if (typeof glob !== 'string') continue;
    const pieces = globPieces(glob);
    if (pieces && !holdsInOrder(relPath, pieces)) continue;
    try {
      if (compileGlob(glob).test(relPath)) return true;
    } catch {
      // Refused at save and named by `strata verify`; the other globs still apply.
    }
  }
  return false;
}
