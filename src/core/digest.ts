/**
 * Digests: small JSON files the hooks read instead of any index. Built from memory cards
 * (with the text their summaries are cut from) by the sync service after each batch; their
 * types are the contract with the hooks. Pure.
 */

import { teamReasons } from './claude/claude-promotion.js';
import type { Severity } from './memory.js';
import { SEVERITIES } from './memory.js';
import type { TextCard } from './memory-card.js';
import { stripMergeMarkers } from './merge/merge-marker.js';
import type { ScopeName } from './scope.js';

/** Bumped when a digest's shape changes; hooks ignore digests of another version. */
export const DIGEST_VERSION = 2;

/** A gotcha as the Read hook needs it. */
export interface GotchaEntry {
  id: string;
  title: string;
  scope: ScopeName;
  severity: Severity;
  /** The `file_patterns` globs as written (compiled by the reader: see `glob.ts`). */
  globs: string[];
  /** The `command_patterns` as written (see `command/command-pattern.ts`); absent when none. */
  commands?: string[];
  tags: string[];
  /** The start of the body, at most ~300 characters. */
  summary: string;
  updated: string;
}

/** `gotchas.json`. */
export interface GotchaDigest {
  version: typeof DIGEST_VERSION;
  generatedAt: string;
  projectRoot: string | null;
  gotchas: GotchaEntry[];
}

/** A memory mentioned in the session-start digest. */
export interface DigestItem {
  id: string;
  title: string;
  type: string;
  scope: ScopeName;
  updated: string;
  severity?: Severity;
  status?: string;
  summary: string;
}

/** `session.json`: what a new session should be told. */
export interface SessionDigest {
  version: typeof DIGEST_VERSION;
  generatedAt: string;
  projectRoot: string | null;
  scopes: Array<{ scope: ScopeName; dir: string; count: number }>;
  total: number;
  criticalGotchas: DigestItem[];
  hubs: DigestItem[];
  recentDecisions: DigestItem[];
  openBreadcrumbs: DigestItem[];
  /** Drafts waiting for review (absent in digests written before drafts existed). */
  drafts?: number;
  /** Notes of Claude Code's own memory that look like team knowledge (absent before). */
  promotable?: number;
  /** All critical and high gotchas, of which `criticalGotchas` holds the newest (absent in older digests). */
  criticalGotchaCount?: number;
}

/** Drafts are proposals, not facts: no digest shows them as memories. */
function isDraft(m: TextCard): boolean {
  return m.status === 'draft';
}

/**
 * First ~`max` characters of a body as one line, cut at a word. Headings and a merge's
 * provenance lines are left out: they name files and ids, not what the memory says.
 */
export function summarizeBody(body: string, max = 300): string {
  const flat = stripMergeMarkers(body)
    .replace(/^#{1,6}\s+.*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 40))}…`;
}

function severityRank(s: Severity | undefined): number {
  return s ? SEVERITIES.indexOf(s) : SEVERITIES.length;
}

/** Builds the gotcha digest from the visible, non-archived memories. */
export function buildGotchaDigest(
  memories: readonly TextCard[],
  projectRoot: string | null,
  now: Date,
): GotchaDigest {
  const gotchas = memories
    .filter((m) => m.type === 'gotcha' && !m.archived && !isDraft(m))
    .map<GotchaEntry>((m) => {
      const entry: GotchaEntry = {
        id: m.id,
        title: m.title,
        scope: m.scope,
        severity: m.severity ?? 'medium',
        globs: m.filePatterns ?? [],
        tags: m.tags.map((t) => t.toLowerCase()),
        summary: summarizeBody(m.body),
        updated: m.updated,
      };
      if (m.commandPatterns?.length) entry.commands = m.commandPatterns;
      return entry;
    })
    .sort(
      (a, b) =>
        severityRank(a.severity) - severityRank(b.severity) || b.updated.localeCompare(a.updated),
    );
  return { version: DIGEST_VERSION, generatedAt: now.toISOString(), projectRoot, gotchas };
}

function toItem(m: TextCard, summaryLength: number): DigestItem {
  const item: DigestItem = {
    id: m.id,
    title: m.title,
    type: String(m.type),
    scope: m.scope,
    updated: m.updated,
    summary: summarizeBody(m.body, summaryLength),
  };
  if (m.severity) item.severity = m.severity;
  if (m.status) item.status = m.status;
  return item;
}

const isCriticalGotcha = (m: TextCard) =>
  m.type === 'gotcha' && (m.severity === 'critical' || m.severity === 'high');

const newestFirst = (a: TextCard, b: TextCard) => b.updated.localeCompare(a.updated);

const policyThenNewest = (a: TextCard, b: TextCard) =>
  Number(b.scope === 'enterprise') - Number(a.scope === 'enterprise') || newestFirst(a, b);

/** Builds the session-start digest: the few things worth saying when a session begins. */
export function buildSessionDigest(
  memories: readonly TextCard[],
  scopes: ReadonlyArray<{ scope: ScopeName; dir: string }>,
  projectRoot: string | null,
  now: Date,
): SessionDigest {
  const live = memories.filter((m) => !m.archived && !isDraft(m));
  const pick = (filter: (m: TextCard) => boolean, n: number, len = 160, order = newestFirst) =>
    live
      .filter(filter)
      .sort(order)
      .slice(0, n)
      .map((m) => toItem(m, len));
  return {
    version: DIGEST_VERSION,
    generatedAt: now.toISOString(),
    projectRoot,
    scopes: scopes.map((s) => ({ ...s, count: live.filter((m) => m.scope === s.scope).length })),
    total: live.length,
    // Policy first: newer gotchas a repository commits cannot push it off the list.
    criticalGotchas: pick(isCriticalGotcha, 10, 160, policyThenNewest),
    criticalGotchaCount: live.filter(isCriticalGotcha).length,
    hubs: pick((m) => m.type === 'hub', 8, 120),
    recentDecisions: pick((m) => m.type === 'decision', 8, 160),
    openBreadcrumbs: pick(
      (m) => m.type === 'breadcrumb' && (m.status === 'open' || m.status === 'stashed'),
      8,
      200,
    ),
    drafts: memories.filter((m) => !m.archived && isDraft(m)).length,
    promotable: live.filter((m) => m.scope === 'claude' && teamReasons(m).length > 0).length,
  };
}
