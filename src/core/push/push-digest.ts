/**
 * `push.json`: the decisions and learnings the hooks may show unasked, bounded so the
 * hooks can read and score it in a millisecond or two with no index library: the newest
 * {@link PUSH_LIMIT} entries, each with its globs and tags (for the Read hook) and a small
 * weighted term map of its title, tags and opening text (for the prompt hook), plus the
 * document frequency of every term. Pure; the digest writer builds it beside the others.
 */
import { DIGEST_VERSION, summarizeBody } from '../digest.js';
import type { TextCard } from '../memory-card.js';
import type { ScopeName } from '../scope.js';
import { textTerms } from '../terms.js';

/** Most entries kept: past this the newest win (a runaway store must not slow a prompt). */
export const PUSH_LIMIT = 300;
/** Most terms kept per entry. */
const TERMS_PER_ENTRY = 32;
/** Weight of a term found in the title or tags; one found only in the opening text. */
const HEAD_WEIGHT = 1;
const BODY_WEIGHT = 0.5;

/** The memory types pushed: what was decided and what was learned. */
export const PUSH_TYPES: readonly string[] = ['decision', 'learning'];

/** A decision or learning as the hooks need it. */
export interface PushEntry {
  id: string;
  title: string;
  type: string;
  scope: ScopeName;
  updated: string;
  /** `file_patterns` as written. */
  globs: string[];
  /** Lowercase tags. */
  tags: string[];
  /** The start of the body, at most ~200 characters. */
  summary: string;
  /** Stemmed term → weight (1: title or tag, 0.5: opening text only). */
  terms: Record<string, number>;
}

/** `push.json`. */
export interface PushDigest {
  version: typeof DIGEST_VERSION;
  generatedAt: string;
  count: number;
  /** Stemmed term → how many entries carry it. */
  df: Record<string, number>;
  entries: PushEntry[];
}

/** Title and tag terms first at full weight, then the most frequent body terms. */
function entryTerms(m: TextCard): Record<string, number> {
  const terms = new Map<string, number>();
  for (const t of textTerms(`${m.title} ${m.tags.join(' ')}`)) terms.set(t, HEAD_WEIGHT);
  const counts = new Map<string, number>();
  // The opening the search index keeps too (200 characters), so every digest writer
  // (the CLI from files, the server from its index) writes the same terms.
  for (const t of textTerms(summarizeBody(m.body, 200)))
    if (!terms.has(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
  const body = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  for (const [t] of body) {
    if (terms.size >= TERMS_PER_ENTRY) break;
    terms.set(t, BODY_WEIGHT);
  }
  return Object.fromEntries([...terms.entries()].slice(0, TERMS_PER_ENTRY));
}

/** Builds the push digest from the visible memories: live decisions and learnings, newest first. */
export function buildPushDigest(memories: readonly TextCard[], now: Date): PushDigest {
  const entries = memories
    .filter((m) => PUSH_TYPES.includes(String(m.type)) && !m.archived && m.status !== 'draft')
    .sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0))
    .slice(0, PUSH_LIMIT)
    .map<PushEntry>((m) => ({
      id: m.id,
      title: m.title,
      type: String(m.type),
      scope: m.scope,
      updated: m.updated,
      globs: m.filePatterns ?? [],
      tags: m.tags.map((t) => t.toLowerCase()),
      summary: summarizeBody(m.body, 200),
      terms: entryTerms(m),
    }));
  const df: Record<string, number> = {};
  for (const e of entries) for (const t of Object.keys(e.terms)) df[t] = (df[t] ?? 0) + 1;
  return {
    version: DIGEST_VERSION,
    generatedAt: now.toISOString(),
    count: entries.length,
    df,
    entries,
  };
}

/** The digest when `value` is one this code reads, else null. */
export function asPushDigest(value: unknown): PushDigest | null {
  const d = value as PushDigest | null;
  if (!d || typeof d !== 'object' || d.version !== DIGEST_VERSION) return null;
  return Array.isArray(d.entries) && d.df && typeof d.df === 'object' ? d : null;
}
