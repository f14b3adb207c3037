/**
 * The SessionStart context: what a new session should know, within a token budget
 * (about 4 characters per token). Counts and the few most relevant items, each one line
 * without its text, and how to get the rest: every session pays for this block, while a
 * gotcha is shown again by the Read hook when a file it covers is read. Sections go in
 * order of value and stop when the budget is spent. Pure.
 */
import type { DigestItem, SessionDigest } from './digest.js';
import { FENCE_OVERHEAD, fenceMemory, MAX_CONTEXT_CHARS, oneLine, scopeLabel } from './fence.js';
import { countOf } from './plural.js';

/** A stash known to the hooks (from their own index, newer than the digest). */
export interface OpenStash {
  id: string;
  label: string;
  created: string;
}

/** Inputs besides the digest. */
export interface SessionContextInput {
  projectRoot: string | null;
  digest: SessionDigest | null;
  stashes: readonly OpenStash[];
  /** Where the previous session in the project ended (lines from core/handoff-render). */
  handoff?: readonly string[] | undefined;
  /** After a compaction: the thread the session was on. */
  snapshot?: { label: string; files: string[] } | undefined;
  tokenBudget: number;
  /**
   * The budget (tokens) of enterprise policy gotchas, from the defaults and the enterprise
   * config alone: they are listed before everything else, outside `tokenBudget`, which a
   * repository may set. Without it they share the general budget.
   */
  policyTokenBudget?: number | undefined;
  /** Drafts from earlier sessions waiting for review. */
  drafts?: number | undefined;
  /** Claude Code notes that look like team knowledge (offered by `/strata:review`). */
  promotable?: number | undefined;
  /** The last background audit's count line (core/audit-summary), when current. */
  audit?: string | null | undefined;
  /** strata's own notices (e.g. repository settings it ignored), first in the block. */
  notices?: readonly string[];
}

/**
 * strata's own guidance, always included and printed before the fence (it is strata
 * speaking, not a stored note): how to reach the rest, in the same words as the system
 * prompt's memory section — Claude Code's folder is searched too, the team's share is a
 * promotion.
 */
export const TOOLS_LINE =
  "strata: mcp__plugin_strata_memory__memory_search (several phrasings in `queries`) searches all memory, Claude Code's folder included; /strata:review promotes notes to the team; /strata:resume <id> brings back a stash.";

/** Items shown per section; the section heading counts the rest where it knows them. */
const SECTION_ITEMS = 3;

/** `- [scope] title (severity, id)`: every stored piece one safe line, the text left out. */
function item(i: DigestItem): string {
  const sev = i.severity ? `${oneLine(i.severity, 10)}, ` : '';
  return `- ${scopeLabel(i.scope)} ${oneLine(i.title, 120)} (${sev}${oneLine(i.id, 100)})`;
}

/** Policy first, then critical before high, newest first within each (the digest's order). */
function gotchaItems(d: SessionDigest | null, scopes: 'policy' | 'rest' | 'all'): string[] {
  const rank = (i: DigestItem) =>
    (i.scope === 'enterprise' ? 0 : 2) + (i.severity === 'critical' ? 0 : 1);
  const wanted = (i: DigestItem) =>
    scopes === 'all' || (scopes === 'policy') === (i.scope === 'enterprise');
  return [...(d?.criticalGotchas ?? [])]
    .filter(wanted)
    .sort((a, b) => rank(a) - rank(b))
    .map(item);
}

/** The policy gotcha lines that fit `tokens` (their own budget), at most a section's worth. */
function fitPolicy(d: SessionDigest | null, tokens: number | undefined): string[] {
  if (tokens === undefined) return [];
  const kept: string[] = [];
  let left = Math.min(tokens * 4, MAX_CONTEXT_CHARS / 4);
  for (const line of gotchaItems(d, 'policy').slice(0, SECTION_ITEMS)) {
    const cut = line.length > 300 ? `${line.slice(0, 299)}…` : line;
    if (cut.length + 1 > left) break;
    kept.push(cut);
    left -= cut.length + 1;
  }
  return kept;
}

function gotchaTitle(d: SessionDigest | null): string {
  const count = d?.criticalGotchaCount;
  if (!Number.isSafeInteger(count)) return 'Critical and high gotchas';
  return `Critical and high gotchas (${count}; each is shown when a file or command it covers comes up)`;
}

function header(input: SessionContextInput): string {
  const d = input.digest;
  const where = input.projectRoot
    ? `project ${oneLine(input.projectRoot, 300)}`
    : 'no project (global scope only)';
  if (!d)
    return `strata memory for ${where}: the memory digest is being built; search works meanwhile.`;
  const scopes = d.scopes
    .filter((s) => s.count > 0)
    .map((s) => `${s.scope} ${s.count}`)
    .join(', ');
  return `strata memory for ${where}: ${countOf(d.total, 'memory', 'memories')} (${scopes || 'no scopes'}).`;
}

function stashLines(input: SessionContextInput): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const s of input.stashes) {
    seen.add(s.id);
    const id = oneLine(s.id, 100);
    const at = oneLine(String(s.created).slice(0, 16).replace('T', ' '), 20);
    lines.push(
      `- [local] ${oneLine(s.label, 120)} (${id}, stashed ${at}) — resume with /strata:resume ${id}`,
    );
  }
  for (const b of input.digest?.openBreadcrumbs ?? []) {
    if (!seen.has(b.id))
      lines.push(
        `${item(b)}${b.status === 'stashed' ? ` — resume with /strata:resume ${oneLine(b.id, 100)}` : ''}`,
      );
  }
  return lines;
}

/** At most this much of the context goes to strata's own notices. */
const MAX_NOTICE_CHARS = 1_500;

/** The notices, one line each, that fit their share of the context. */
function fitNotices(notices: readonly string[]): string[] {
  const kept: string[] = [];
  let used = 0;
  for (const notice of notices) {
    const line = oneLine(notice, 600);
    if (used + line.length + 1 > MAX_NOTICE_CHARS) break;
    kept.push(line);
    used += line.length + 1;
  }
  return kept;
}

/**
 * Builds the context text: strata's guidance line, then the fenced stored notes; never
 * longer than the budget allows, and never longer than a hook may print (so the closing
 * tag and the notices are never cut off).
 */
export function buildSessionContext(input: SessionContextInput): string {
  // Notices come first: they say what strata ignored, which must survive any budget.
  const notices = fitNotices(input.notices ?? []);
  // Then policy, under its own budget: a repository's tokenBudget cannot hide it.
  const policy = fitPolicy(input.digest, input.policyTokenBudget);
  const policyBlock = policy.length ? `\nEnterprise policy gotchas:\n${policy.join('\n')}` : '';
  const reserved =
    FENCE_OVERHEAD + policyBlock.length + notices.reduce((n, line) => n + line.length + 1, 0);
  const chars = Math.min(input.tokenBudget * 4, MAX_CONTEXT_CHARS);
  const budget = Math.max(200, chars - reserved);
  const d = input.digest;
  const sections: Array<[string, string[]]> = [
    [
      'Before the compaction this session was on',
      input.snapshot
        ? [
            `- [local] ${oneLine(input.snapshot.label, 200)}${input.snapshot.files.length ? ` (files: ${oneLine(input.snapshot.files.slice(0, 8).join(', '), 400)})` : ''}`,
          ]
        : [],
    ],
    ['Where the last session ended', [...(input.handoff ?? [])]],
    [
      gotchaTitle(d),
      gotchaItems(d, input.policyTokenBudget === undefined ? 'all' : 'rest').slice(
        0,
        SECTION_ITEMS,
      ),
    ],
    ['Open stashes and breadcrumbs', stashLines(input).slice(0, SECTION_ITEMS)],
    ['Hubs', (d?.hubs ?? []).slice(0, SECTION_ITEMS).map(item)],
    ['Recent decisions', (d?.recentDecisions ?? []).slice(0, SECTION_ITEMS).map(item)],
  ];
  let text = header(input) + policyBlock;
  const drafts = input.drafts ?? 0;
  if (drafts > 0)
    text += `\n${drafts} draft${drafts === 1 ? '' : 's'} from earlier sessions: \`/strata:review\``;
  const promotable = input.promotable ?? 0;
  if (promotable > 0)
    text += `\n${promotable} of Claude Code's notes may be team knowledge: \`/strata:review\` (promote only with the user's yes)`;
  if (input.audit) text += `\n${oneLine(input.audit, 300)}`;
  let left = budget - text.length - TOOLS_LINE.length - 2;
  for (const [title, lines] of sections) {
    if (!lines.length || left < title.length + 40) continue;
    let block = `\n${title}:`;
    for (const line of lines) {
      const cut = line.length > 300 ? `${line.slice(0, 299)}…` : line;
      if (block.length + cut.length + 1 > left) break;
      block += `\n${cut}`;
    }
    if (block.includes('\n-')) {
      text += block;
      left -= block.length;
    }
  }
  return `${TOOLS_LINE}\n${fenceMemory([...notices, text]) ?? ''}`;
}
