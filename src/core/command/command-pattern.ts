/**
 * Gotcha `command_patterns`: which Bash commands a gotcha is about. A pattern is a few
 * words, e.g. `prisma migrate reset`, `npm publish`, `git push --force`, `terraform apply *`.
 *
 * Rules (matched against each simple command a line runs, see `command-forms.ts`):
 * - The first word is the program, written out (no wildcard); it matches the program's
 *   name whatever its folder (`/usr/bin/npm`), or its path when the word holds a `/`.
 * - Further words not starting with `-` must be the command's next words, in order, not
 *   counting its options: `npm publish` matches `npm publish --tag next` and
 *   `npm --silent publish`, not `npm run publish`.
 * - Words starting with `-` must each be one of the command's options, anywhere:
 *   `git push --force` matches `git push origin main --force`.
 * - `*` in a word stands for any run of characters within that word; a lone `*` for any
 *   one word. Nothing else is special, and matching is case-sensitive.
 *
 * Matching is linear: a word's literal pieces are found in order with `indexOf` (a word
 * with only `*` wildcards matches when its pieces occur in order, first at the start and
 * last at the end), never a RegExp built from the pattern. Pure.
 */
import { programName } from './command-forms.js';

/** Limits per pattern; a longer one is refused at save and skipped when read. */
export const COMMAND_PATTERN_LIMITS = { length: 200, words: 12, wildcards: 8 } as const;

/** One compiled word: literal pieces between `*`s. */
type WordMatcher = readonly string[];

/** A pattern ready to match. */
export interface CommandMatcher {
  /** The program word (no wildcard), the digest's key once reduced by {@link programName}. */
  program: string;
  positional: WordMatcher[];
  options: WordMatcher[];
}

/** Why `pattern` can never be used, or null when it is fine. */
export function checkCommandPattern(pattern: string): string | null {
  if (pattern.length > COMMAND_PATTERN_LIMITS.length)
    return `is longer than ${COMMAND_PATTERN_LIMITS.length} characters`;
  if (/[\u0000-\u001f\u007f]/.test(pattern)) return 'holds a control character or a line break';
  const words = pattern.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return 'is empty';
  if (words.length > COMMAND_PATTERN_LIMITS.words)
    return `has more than ${COMMAND_PATTERN_LIMITS.words} words`;
  if (words[0]!.includes('*'))
    return 'starts with a wildcard; write the program name first (e.g. npm publish)';
  if (words[0]!.startsWith('-')) return 'starts with an option; write the program name first';
  if (/[|&;<>()`$'"\\]/.test(pattern))
    return 'holds shell syntax (quotes, |, &, ;, <, >, $, parentheses); write the words of one command';
  const wildcards = [...pattern].filter((c) => c === '*').length;
  if (wildcards > COMMAND_PATTERN_LIMITS.wildcards)
    return `has more than ${COMMAND_PATTERN_LIMITS.wildcards} wildcards`;
  return null;
}

/** The pieces of one pattern word. */
function compileWord(word: string): WordMatcher {
  return word.split('*');
}

/** Compiles a pattern; null when {@link checkCommandPattern} refuses it. */
export function compileCommandPattern(pattern: string): CommandMatcher | null {
  if (checkCommandPattern(pattern) !== null) return null;
  const [program, ...rest] = pattern.trim().split(/\s+/);
  return {
    program: program!,
    positional: rest.filter((w) => !w.startsWith('-')).map(compileWord),
    options: rest.filter((w) => w.startsWith('-')).map(compileWord),
  };
}

/** Whether `text` matches a word's pieces: first at the start, last at the end, in order. */
export function matchWord(pieces: WordMatcher, text: string): boolean {
  if (pieces.length === 1) return text === pieces[0];
  const first = pieces[0]!;
  const last = pieces.at(-1)!;
  if (text.length < first.length + last.length) return false;
  if (!text.startsWith(first) || !text.endsWith(last)) return false;
  let at = first.length;
  const end = text.length - last.length;
  for (let i = 1; i < pieces.length - 1; i++) {
    const piece = pieces[i]!;
    if (!piece) continue;
    const found = text.indexOf(piece, at);
    if (found < 0 || found + piece.length > end) return false;
    at = found + piece.length;
  }
  return true;
}

/** The program of a pattern as the digest keys it. */
export function patternKey(pattern: string): string | null {
  const first = pattern.trim().split(/\s+/)[0];
  return first && checkCommandPattern(pattern) === null ? programName(first) : null;
}

const withoutDotSlash = (word: string) => (word.startsWith('./') ? word.slice(2) : word);

/** A simple command split as patterns see it: program word, positional words, options. */
export interface CommandShape {
  program: string;
  positional: string[];
  options: string[];
}

/** The shape of the simple command `words` (first word the program); null when empty. */
export function commandShape(words: readonly string[]): CommandShape | null {
  const program = words[0];
  if (program === undefined) return null;
  const positional: string[] = [];
  const options: string[] = [];
  let afterDashes = false;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (!afterDashes && word === '--') afterDashes = true;
    else if (!afterDashes && word.startsWith('-') && word !== '-') options.push(word);
    else positional.push(word);
  }
  return { program, positional, options };
}

/** Whether `matcher` matches a command of shape `shape` (see {@link commandShape}). */
export function matchShape(matcher: CommandMatcher, shape: CommandShape): boolean {
  const { program, positional, options } = shape;
  const name = matcher.program.includes('/') ? withoutDotSlash(program) : programName(program);
  if (name !== withoutDotSlash(matcher.program)) return false;
  if (matcher.positional.length > positional.length) return false;
  for (const [i, pieces] of matcher.positional.entries())
    if (!matchWord(pieces, positional[i]!)) return false;
  return matcher.options.every((pieces) => options.some((o) => matchWord(pieces, o)));
}

/**
 * The lookup tokens of a command of shape `shape`: `c:<program>`, and `c:<program> <word>`
 * for its first positional word and for each option (see {@link patternTokens}).
 */
export function shapeTokens(shape: CommandShape): string[] {
  const key = programName(shape.program);
  const words = [...shape.positional.slice(0, 1), ...shape.options];
  return [...new Set([`c:${key}`, ...words.map((word) => `c:${key} ${word}`)])];
}

/**
 * Tokens every command `matcher` matches has among its {@link shapeTokens}: its program's,
 * and one per literal word it requires (a first positional word or an option without `*`).
 */
export function patternTokens(matcher: CommandMatcher, key: string): string[] {
  const literal = (word: readonly string[] | undefined) => (word?.length === 1 ? word[0]! : null);
  const words = [literal(matcher.positional[0]), ...matcher.options.map(literal)];
  return [`c:${key}`, ...words.filter((w) => w !== null).map((w) => `c:${key} ${w}`)];
}
