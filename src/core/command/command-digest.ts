/**
 * `gotcha-commands.json`: the gotchas that have `command_patterns`, keyed by program name,
 * with their patterns compiled, as one JSON object. The Bash hook reads the same filings
 * from the gotcha lookup (`gotcha/gotcha-lookup.ts`), one program at a time, and this file
 * only when the lookup cannot be used; `strata gotchas --command` matches against the
 * digest built in memory. Pure; the digest writer builds it beside `gotchas.json`.
 */
import { DIGEST_VERSION, type GotchaDigest, type GotchaEntry } from '../digest.js';
import { programName } from './command-forms.js';
import type { CommandIndex } from './command-match.js';
import { type CommandMatcher, compileCommandPattern, patternKey } from './command-pattern.js';

/** Bumped when the layout changes; the hook ignores a file of any other. */
export const COMMAND_DIGEST_VERSION = 2;

/** The file's shape. Gotcha numbers are positions in `gotchas` (the digest's ranking order). */
export interface CommandDigest {
  /** Version 1 (no `matchers`) is still read: a cache written before stays of use until reindexed. */
  version: typeof COMMAND_DIGEST_VERSION | 1;
  digestVersion: typeof DIGEST_VERSION;
  generatedAt: string;
  /** Program name (see `programName`) → gotchas with a pattern for it. */
  programs: Record<string, number[]>;
  gotchas: GotchaEntry[];
  /** The usable patterns of each gotcha, compiled (same positions as `gotchas`); absent in version 1. */
  matchers?: CommandMatcher[][];
}

/** The command digest of `digest`: its gotchas with usable command patterns. */
export function buildCommandDigest(digest: GotchaDigest): CommandDigest {
  const programs: Record<string, number[]> = {};
  const gotchas: GotchaEntry[] = [];
  const matchers: CommandMatcher[][] = [];
  for (const gotcha of digest.gotchas) {
    const keys = new Set<string>();
    const own: CommandMatcher[] = [];
    for (const pattern of gotcha.commands ?? []) {
      const key = patternKey(pattern);
      const matcher = compileCommandPattern(pattern);
      if (key === null || !matcher) continue;
      keys.add(key);
      own.push(matcher);
    }
    if (!keys.size) continue;
    for (const key of keys) {
      if (!Object.hasOwn(programs, key)) programs[key] = [];
      programs[key]!.push(gotchas.length);
    }
    gotchas.push(gotcha);
    matchers.push(own);
  }
  return {
    version: COMMAND_DIGEST_VERSION,
    digestVersion: DIGEST_VERSION,
    generatedAt: digest.generatedAt,
    programs,
    gotchas,
    matchers,
  };
}

/** The digest when `value` is one this code reads, else null. */
export function asCommandDigest(value: unknown): CommandDigest | null {
  const d = value as CommandDigest | null;
  if (!d || typeof d !== 'object') return null;
  if (d.version !== COMMAND_DIGEST_VERSION && d.version !== 1) return null;
  if (d.digestVersion !== DIGEST_VERSION) return null;
  const compiled =
    d.version === 1 || (Array.isArray(d.matchers) && d.matchers.length === d.gotchas?.length);
  const shaped =
    Array.isArray(d.gotchas) &&
    compiled &&
    !!d.programs &&
    typeof d.programs === 'object' &&
    !Array.isArray(d.programs);
  return shaped ? d : null;
}

/** `digest` as a {@link CommandIndex} (the CLI, and the hook when the lookup file is unusable). */
export function digestIndex(digest: CommandDigest): CommandIndex {
  return {
    candidates: (shape) => {
      const key = programName(shape.program);
      const list = Object.hasOwn(digest.programs, key) ? digest.programs[key] : null;
      return Array.isArray(list) ? list.filter((i) => Number.isInteger(i)) : [];
    },
    matchers: (i) => {
      const own = digest.version === 1 ? undefined : digest.matchers?.[i];
      if (Array.isArray(own)) return own;
      const patterns = digest.gotchas[i]?.commands ?? [];
      return patterns.flatMap((p) =>
        typeof p === 'string' ? (compileCommandPattern(p) ?? []) : [],
      );
    },
    gotcha: (i) => digest.gotchas[i] ?? null,
  };
}
