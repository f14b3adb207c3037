/**
 * Which command gotchas a Bash command line meets: every simple command it runs (see
 * `command-forms.ts`) looked up by program name in the command digest, then matched
 * against the candidates' patterns (`command-pattern.ts`). Pure.
 */
import type { GotchaMatch } from '../gotcha/gotcha-match.js';
import type { CommandDigest } from './command-digest.js';
import { commandForms, programName } from './command-forms.js';
import { type CommandMatcher, matchCommand } from './command-pattern.js';

/** Gotchas met by a command line, ranked as the digest is, and the command that met the first. */
export interface CommandMatches {
  matches: GotchaMatch[];
  /** The simple command (its words joined) behind the first match; '' when none. */
  command: string;
  /** The simple commands behind the matches, each once, in match order. */
  commands: string[];
}

const isPieces = (word: unknown) =>
  Array.isArray(word) && word.length > 0 && word.every((piece) => typeof piece === 'string');

/** The digest's compiled patterns of one gotcha, those of a usable shape. */
function matchers(value: unknown): CommandMatcher[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (m): m is CommandMatcher =>
      !!m &&
      typeof m.program === 'string' &&
      Array.isArray(m.positional) &&
      Array.isArray(m.options) &&
      m.positional.every(isPieces) &&
      m.options.every(isPieces),
  );
}

/**
 * The gotchas of `digest` whose patterns match a command `line` runs, skipping the ids in
 * `skip`, at most `limit`, in digest order (severity, then newest).
 */
export function matchCommandLine(
  digest: CommandDigest,
  line: string,
  skip: ReadonlySet<string>,
  limit: number,
): CommandMatches {
  const met = new Map<number, string[]>();
  const checked = new Map<number, CommandMatcher[]>();
  for (const form of commandForms(line)) {
    const key = programName(form[0]!);
    if (!Object.hasOwn(digest.programs, key)) continue;
    const list = digest.programs[key];
    if (!Array.isArray(list)) continue;
    for (const i of list) {
      const gotcha = digest.gotchas[i];
      if (!gotcha || met.has(i) || skip.has(gotcha.id)) continue;
      const own = checked.get(i) ?? matchers(digest.matchers[i]);
      checked.set(i, own);
      if (own.some((m) => matchCommand(m, form))) met.set(i, form);
    }
  }
  const ranked = [...met.keys()].sort((a, b) => a - b).slice(0, Math.max(0, limit));
  const commands = [...new Set(ranked.map((i) => met.get(i)!.join(' ')))];
  return {
    matches: ranked.map((i) => ({ gotcha: digest.gotchas[i]!, via: 'pattern' as const })),
    command: commands[0] ?? '',
    commands,
  };
}
