/**
 * Which decisions and learnings of the push digest to show unasked: on a file read, those
 * bound to the file (a `file_patterns` glob, or a tag that is a word of the path); on a
 * prompt, the few whose terms cover most of what the prompt says, scored against a floor.
 * Plain term overlap weighted by rarity, no index and no model: it must run inside a hook.
 * Pure.
 */
import { oneLine, scopeLabel } from '../fence.js';
import { globsMatch } from '../gotcha/gotcha-match.js';
import { pathWords, textTerms } from '../terms.js';
import type { PushDigest, PushEntry } from './push-digest.js';

/** Prompt terms scored (a pasted log must not cost more than a short question). */
const MAX_PROMPT_TERMS = 48;
/** Characters of one pushed line. */
const MAX_LINE_CHARS = 400;

/** An entry and how well it covers the prompt (0–1). */
export interface PushScore {
  entry: PushEntry;
  score: number;
  /** Prompt terms the entry carries. */
  matched: number;
}

function own(map: Record<string, number>, key: string): number {
  return Object.hasOwn(map, key) && typeof map[key] === 'number' ? map[key] : 0;
}

/** Rarity of a term in the digest; a term no entry carries is the rarest of all. */
function idf(digest: PushDigest, term: string): number {
  return Math.log((digest.entries.length + 1) / (own(digest.df, term) + 0.5));
}

/**
 * Every entry not in `skip` that shares a term with the prompt, best first: the share of
 * the prompt's rarity-weighted terms the entry carries (title and tag terms count fully,
 * opening-text terms half), ties to the most recently updated.
 */
export function rankForPrompt(
  digest: PushDigest,
  prompt: string,
  skip: ReadonlySet<string> = new Set(),
): PushScore[] {
  const terms = [...new Set(textTerms(prompt.slice(0, 20_000)))].slice(0, MAX_PROMPT_TERMS);
  const weights = terms.map((t) => idf(digest, t));
  const total = weights.reduce((a, b) => a + b, 0);
  if (!(total > 0)) return [];
  const found: PushScore[] = [];
  for (const entry of digest.entries) {
    if (!entry || typeof entry.id !== 'string' || skip.has(entry.id) || !entry.terms) continue;
    let sum = 0;
    let matched = 0;
    for (const [i, term] of terms.entries()) {
      const w = own(entry.terms, term);
      if (w <= 0) continue;
      sum += weights[i]! * Math.min(w, 1);
      matched += 1;
    }
    if (matched) found.push({ entry, score: sum / total, matched });
  }
  return found.sort(
    (a, b) =>
      b.score - a.score ||
      (a.entry.updated < b.entry.updated ? 1 : a.entry.updated > b.entry.updated ? -1 : 0),
  );
}

/** Limits of a prompt push. */
export interface PromptPushLimits {
  /** Score an entry must reach (0–1). */
  minScore: number;
  /** Most entries shown for one prompt. */
  maxPerPrompt: number;
}

/** The entries to show for a prompt: the best not yet shown, each at or above the floor. */
export function selectForPrompt(
  digest: PushDigest,
  prompt: string,
  shown: ReadonlySet<string>,
  limits: PromptPushLimits,
): PushEntry[] {
  return rankForPrompt(digest, prompt, shown)
    .filter((s) => s.score >= limits.minScore)
    .slice(0, limits.maxPerPrompt)
    .map((s) => s.entry);
}

/**
 * A tag carried by more entries than this says too little about which one a file needs
 * (`api`, `database`, `testing`), unless the entry meets the path with two tags.
 */
const MAX_TAG_SHARE = 2;

function countTags(digest: PushDigest): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of digest.entries)
    if (entry && Array.isArray(entry.tags))
      for (const tag of new Set(entry.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}

/** How an entry's tags meet a path: how many, and how many entries share the rarest. */
function tagFit(entry: PushEntry, words: ReadonlySet<string>, counts: Map<string, number>) {
  const met = Array.isArray(entry.tags) ? [...new Set(entry.tags)].filter((t) => words.has(t)) : [];
  const rarest = Math.min(...met.map((t) => counts.get(t) ?? 1));
  return { met: met.length, rarest };
}

/**
 * The entry bound to a file, or null: the first whose `file_patterns` match it; else the
 * one whose tags meet the path's words best (more tags, then a rarer tag, then the most
 * recently updated), when they say enough: two tags, or one few entries carry. None in
 * `shown`.
 */
export function selectForFile(
  digest: PushDigest,
  relPath: string | null,
  displayPath: string,
  shown: ReadonlySet<string>,
): PushEntry | null {
  const words = pathWords(relPath ?? displayPath);
  const counts = countTags(digest);
  let best: { entry: PushEntry; met: number; rarest: number } | null = null;
  for (const entry of digest.entries) {
    if (!entry || typeof entry.id !== 'string' || shown.has(entry.id)) continue;
    if (Array.isArray(entry.globs) && globsMatch(entry.globs, relPath)) return entry;
    const fit = tagFit(entry, words, counts);
    if (!fit.met || (fit.met < 2 && fit.rarest > MAX_TAG_SHARE)) continue;
    // Entries come newest first, so a tie keeps the newer one.
    if (!best || fit.met > best.met || (fit.met === best.met && fit.rarest < best.rarest))
      best = { entry, ...fit };
  }
  return best?.entry ?? null;
}

/**
 * One line for a pushed entry: scope label, kind, why it is shown, its id (so Claude can
 * open it), title and the start of its text, flattened to one safe line.
 */
export function formatPush(entry: PushEntry, why: string): string {
  const kind = entry.type === 'learning' ? 'Learning' : 'Decision';
  const title = oneLine(String(entry.title), 200);
  const head = `${scopeLabel(entry.scope)} ${kind} ${why} (${oneLine(entry.id, 100)}): ${title}`;
  const summary = entry.summary ? oneLine(String(entry.summary), 300) : '';
  const line = summary && summary !== title ? `${head} — ${summary}` : head;
  const points = Array.from(line);
  return points.length <= MAX_LINE_CHARS
    ? line
    : `${points.slice(0, MAX_LINE_CHARS - 1).join('')}…`;
}
