/**
 * Which gotchas apply to a file, in which order, and how they are worded.
 * Used by the PostToolUse hook (gotcha warnings, `hooks/features/gotcha-warnings.ts`) and by
 * `strata gotchas <file>`. Pure.
 */
import type { GotchaEntry } from '../digest.js';
import { FENCE_OVERHEAD, MAX_CONTEXT_CHARS, oneLine, scopeLabel } from '../fence.js';
import { anyGlobMatches, globPieces } from '../glob.js';
import { SEVERITIES } from '../memory.js';
import { pathWords } from '../terms.js';

/** A gotcha that applies to a file, and why. */
export interface GotchaMatch {
  gotcha: GotchaEntry;
  /** `pattern`: a `file_patterns` glob matched; `tag`: a tag met a path word. */
  via: 'pattern' | 'tag';
}

/**
 * Whether a tag that is a word of the path (a folder or file name) also matches. Off by
 * default (`hooks.gotchas.matchTags`): tags name topics, so a folder called `payments/` would
 * bring every payments gotcha to every file in it, whatever files its `file_patterns` name.
 */
export interface GotchaMatchOptions {
  matchTags: boolean;
}

/** Limits for {@link selectGotchas}. */
export interface GotchaLimits {
  maxPerRead: number;
  /** Roughly 4 characters per token. */
  maxTokens: number;
}

/**
 * The longest literal run of a glob (text without wildcards), or '' when it has none
 * worth checking: a path that does not contain it cannot match.
 */
export function globLiteral(glob: string): string {
  let best = '';
  for (const piece of globPieces(glob) ?? []) if (piece.length > best.length) best = piece;
  return best.length >= 3 ? best : '';
}

/**
 * Whether one of `globs` matches `relPath` (project-relative; null outside the project
 * matches nothing). A glob that cannot be compiled matches nothing.
 */
export function globsMatch(globs: readonly unknown[], relPath: string | null): boolean {
  return relPath !== null && anyGlobMatches(globs, relPath);
}

function patternMatches(gotcha: GotchaEntry, relPath: string | null): boolean {
  return globsMatch(gotcha.globs, relPath);
}

/** ISO stamps compare as plain strings; `localeCompare` would load ICU (~10 ms) on the hook path. */
function byNewest(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

function severityRank(gotcha: GotchaEntry): number {
  const rank = SEVERITIES.indexOf(gotcha.severity);
  return rank < 0 ? SEVERITIES.length : rank;
}

/** The path words tags are tested against, or null when tags do not match. */
function tagWords(relPath: string | null, displayPath: string, options: GotchaMatchOptions) {
  return options.matchTags ? pathWords(relPath ?? displayPath) : null;
}

function tagMatches(gotcha: GotchaEntry, words: ReadonlySet<string> | null): boolean {
  return words !== null && gotcha.tags.some((t) => words.has(t));
}

/**
 * Every gotcha matching the file, ranked: severity, then pattern over tag, then the most
 * recently updated. `relPath` is project-relative with `/` (null when the file lies outside
 * the project: only tags can match then).
 */
export function matchGotchas(
  gotchas: readonly GotchaEntry[],
  relPath: string | null,
  displayPath: string,
  options: GotchaMatchOptions,
): GotchaMatch[] {
  const words = tagWords(relPath, displayPath, options);
  const found: GotchaMatch[] = [];
  for (const gotcha of gotchas) {
    if (patternMatches(gotcha, relPath)) found.push({ gotcha, via: 'pattern' });
    else if (tagMatches(gotcha, words)) found.push({ gotcha, via: 'tag' });
  }
  return found.sort(
    (a, b) =>
      severityRank(a.gotcha) - severityRank(b.gotcha) ||
      (a.via === b.via ? 0 : a.via === 'pattern' ? -1 : 1) ||
      byNewest(a.gotcha.updated, b.gotcha.updated),
  );
}

/** Ranking without the match kind: severity, then the most recently updated (stable). */
export function bySeverityThenNewest(a: GotchaEntry, b: GotchaEntry): number {
  return severityRank(a) - severityRank(b) || byNewest(a.updated, b.updated);
}

/**
 * The first `limit` gotchas of {@link matchGotchas} whose ids are not in `skip`, in the
 * same order, testing patterns only until they are found: the Read hook shows a few
 * warnings, so the patterns of gotchas ranked below those need never be compiled.
 */
export function firstMatches(
  gotchas: readonly GotchaEntry[],
  relPath: string | null,
  displayPath: string,
  skip: ReadonlySet<string>,
  limit: number,
  options: GotchaMatchOptions,
): GotchaMatch[] {
  const words = tagWords(relPath, displayPath, options);
  const ranked = gotchas.filter((g) => !skip.has(g.id)).sort(bySeverityThenNewest);
  const found: GotchaMatch[] = [];
  let tagged: GotchaMatch[] = [];
  for (const [i, gotcha] of ranked.entries()) {
    if (found.length >= limit) break;
    if (patternMatches(gotcha, relPath)) found.push({ gotcha, via: 'pattern' });
    else if (tagMatches(gotcha, words)) tagged.push({ gotcha, via: 'tag' });
    // Tag matches rank after every pattern match of their severity, before the next one.
    const next = ranked[i + 1];
    if (!next || severityRank(next) !== severityRank(gotcha)) {
      found.push(...tagged);
      tagged = [];
    }
  }
  return found.slice(0, Math.max(0, limit));
}

/**
 * One warning line: its scope label, then a plain fact with the memory id, so Claude can
 * open the memory. Every piece of stored text is flattened to one safe line.
 */
export function formatGotcha(displayPath: string, gotcha: GotchaEntry, maxChars: number): string {
  const title = oneLine(gotcha.title, 200);
  const head = `${scopeLabel(gotcha.scope)} Known gotcha for ${oneLine(displayPath, 200)} (${oneLine(gotcha.severity, 10)}, ${oneLine(gotcha.id, 100)}): ${title}`;
  const summaryText = gotcha.summary ? oneLine(gotcha.summary, 400) : '';
  const summary = summaryText && summaryText !== title ? ` — ${summaryText}` : '';
  const line = head + summary;
  if (line.length <= maxChars) return line;
  return head.length + 1 >= maxChars
    ? `${head.slice(0, maxChars - 1)}…`
    : `${line.slice(0, maxChars - 1)}…`;
}

/**
 * The warnings to show now: matches not yet shown in this session, at most `maxPerRead`,
 * within the token cap. `usedChars`: what lines already in the same block take of the
 * hook's hard cap. `displayPath`: what the warnings are about, or per match (a file a
 * command writes, beside the command's own gotchas). Returns the lines and the ids they show.
 */
export function selectGotchas(
  matches: readonly GotchaMatch[],
  displayPath: string | ((match: GotchaMatch) => string),
  shown: ReadonlySet<string>,
  limits: GotchaLimits,
  usedChars = 0,
): { lines: string[]; ids: string[] } {
  const fresh = matches.filter((m) => !shown.has(m.gotcha.id)).slice(0, limits.maxPerRead);
  // The block's fence is part of what Claude reads, and a hook's text has a hard cap.
  const budget = Math.min(limits.maxTokens * 4, MAX_CONTEXT_CHARS - usedChars) - FENCE_OVERHEAD;
  const lines: string[] = [];
  const ids: string[] = [];
  let used = 0;
  for (const [i, match] of fresh.entries()) {
    const fair = Math.floor((budget - used) / (fresh.length - i));
    if (fair < 60) break;
    const subject = typeof displayPath === 'string' ? displayPath : displayPath(match);
    const line = formatGotcha(subject, match.gotcha, fair);
    used += line.length + 1;
    lines.push(line);
    ids.push(match.gotcha.id);
  }
  return { lines, ids };
}
