/**
 * Which command gotchas a Bash command line meets: every simple command it runs (see
 * `command-forms.ts`) looked up by program name in the command digest, then matched
 * against the candidates' patterns (`command-pattern.ts`). Pure.
 */
import type { GotchaEntry } from '../digest.js';
import type { GotchaMatch } from '../gotcha/gotcha-match.js';
import { commandForms } from './command-forms.js';
import {
  type CommandMatcher,
  type CommandShape,
  commandShape,
  matchShape,
} from './command-pattern.js';

/** Gotchas met by a command line, ranked as the digest is, and the command that met the first. */
export interface CommandMatches {
  matches: GotchaMatch[];
  /** The simple command (its words joined) behind the first match; '' when none. */
  command: string;
  /** The simple commands behind the matches, each once, in match order. */
  commands: string[];
}

/**
 * Where matching finds command gotchas: the digest in memory ({@link digestIndex}) or the
 * hook's lookup file, which reads only the programs a line runs and the entries it meets.
 */
export interface CommandIndex {
  /**
   * Gotcha numbers whose patterns may match a command of `shape`, ascending (digest order):
   * at least every gotcha with a pattern that does.
   */
  candidates(shape: CommandShape): readonly number[];
  /** The compiled patterns of gotcha `i` (those for other programs may be left out). */
  matchers(i: number): readonly unknown[];
  /** Gotcha `i`, or null when it cannot be read. */
  gotcha(i: number): GotchaEntry | null;
}

const isPieces = (word: unknown) =>
  Array.isArray(word) && word.length > 0 && word.every((piece) => typeof piece === 'string');

/** The patterns of a usable shape among `value`. */
function usable(value: readonly unknown[]): CommandMatcher[] {
  return value.filter(
    (m): m is CommandMatcher =>
      !!m &&
      typeof (m as CommandMatcher).program === 'string' &&
      Array.isArray((m as CommandMatcher).positional) &&
      Array.isArray((m as CommandMatcher).options) &&
      (m as CommandMatcher).positional.every(isPieces) &&
      (m as CommandMatcher).options.every(isPieces),
  );
}

/**
 * The gotchas of `index` whose patterns match a command `line` runs, skipping the ids in
 * `skip`, at most `limit`, in digest order (severity, then newest). Only gotchas that
 * match are read.
 */
export function matchCommandLine(
  index: CommandIndex,
  line: string,
  skip: ReadonlySet<string>,
  limit: number,
): CommandMatches {
  const met = new Map<number, string[]>();
  const checked = new Map<number, CommandMatcher[]>();
  for (const form of commandForms(line)) {
    const shape = commandShape(form);
    if (!shape) continue;
    for (const i of index.candidates(shape)) {
      if (met.has(i)) continue;
      let own = checked.get(i);
      if (!own) {
        own = usable(index.matchers(i));
        checked.set(i, own);
      }
      if (own.some((m) => matchShape(m, shape))) met.set(i, form);
    }
  }
  const matches: GotchaMatch[] = [];
  const forms: string[][] = [];
  for (const i of [...met.keys()].sort((a, b) => a - b)) {
    if (matches.length >= limit) break;
    const gotcha = index.gotcha(i);
    if (!gotcha || skip.has(gotcha.id)) continue;
    matches.push({ gotcha, via: 'pattern' });
    forms.push(met.get(i)!);
  }
  const commands = [...new Set(forms.map((form) => form.join(' ')))];
  return { matches, command: commands[0] ?? '', commands };
}
