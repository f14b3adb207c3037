/**
 * How well gotchas' `file_patterns` fit a project's files: how many files each gotcha's
 * globs match, which match none (stale or mistyped) or too many (a warning on most
 * files says nothing), and the project's folders with their file counts — what Claude
 * needs to propose better file and command patterns (`/strata:enrich-patterns`). Pure.
 */
import type { GotchaEntry } from './digest.js';
import { globsMatch } from './gotcha/gotcha-match.js';

/** One gotcha whose patterns need a look, and why. */
export interface PatternCase {
  gotcha: GotchaEntry;
  /** `none`: no file pattern matches a file; `too-many`: they match over the share; `no-patterns`: neither file nor command patterns. */
  problem: 'none' | 'too-many' | 'no-patterns';
  matched: number;
  /** Up to five of the files matched. */
  examples: string[];
}

/** A folder of the project and how many files lie below it. */
export interface FolderCount {
  folder: string;
  files: number;
}

/** Files below `files` matched by `globs`: the count and a few examples. */
export function globCoverage(
  globs: readonly string[],
  files: readonly string[],
): { matched: number; examples: string[] } {
  let matched = 0;
  const examples: string[] = [];
  for (const file of files) {
    if (!globsMatch(globs, file)) continue;
    matched++;
    if (examples.length < 5) examples.push(file);
  }
  return { matched, examples };
}

/**
 * The gotchas whose patterns match no file, more than `maxShare` of the files, or that
 * have no patterns at all, in digest order (severity, then newest). A gotcha with command
 * patterns only is not a case: it is about commands, not files.
 */
export function findPatternCases(
  gotchas: readonly GotchaEntry[],
  files: readonly string[],
  maxShare: number,
): PatternCase[] {
  const cases: PatternCase[] = [];
  const limit = Math.max(1, Math.floor(files.length * maxShare));
  for (const gotcha of gotchas) {
    if (!gotcha.globs.length) {
      if (!gotcha.commands?.length)
        cases.push({ gotcha, problem: 'no-patterns', matched: 0, examples: [] });
      continue;
    }
    const { matched, examples } = globCoverage(gotcha.globs, files);
    if (matched === 0) cases.push({ gotcha, problem: 'none', matched, examples });
    else if (files.length >= 20 && matched > limit)
      cases.push({ gotcha, problem: 'too-many', matched, examples });
  }
  return cases;
}

/** The folders `depth` levels deep or less, most files first, at most `max`. */
export function folderCounts(files: readonly string[], depth = 2, max = 80): FolderCount[] {
  const counts = new Map<string, number>();
  for (const file of files) {
    const parts = file.split('/').slice(0, -1);
    for (let d = 1; d <= Math.min(depth, parts.length); d++) {
      const folder = `${parts.slice(0, d).join('/')}/`;
      counts.set(folder, (counts.get(folder) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([folder, n]) => ({ folder, files: n }))
    .sort((a, b) => b.files - a.files || (a.folder < b.folder ? -1 : 1))
    .slice(0, max);
}
