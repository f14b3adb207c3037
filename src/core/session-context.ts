/**
 * The SessionStart context: what a new session should know, within a token budget
 * (about 4 characters per token). Sections go in order of value and stop when the
 * budget is spent. Pure.
 */
import type { DigestItem, SessionDigest } from './digest.js';

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
  /** After a compaction: the thread the session was on. */
  snapshot?: { label: string; files: string[] } | undefined;
  tokenBudget: number;
}

/** The tools line (always included: it is how Claude reaches the rest). */
export const TOOLS_LINE =
  'Tools: mcp__plugin_strata_memory__memory_search finds memories (memory_get opens one by id, memory_save records a decision, learning or gotcha); /strata:recall <query> searches; /strata:resume <id> brings back a stashed thread.';

function item(i: DigestItem): string {
  const sev = i.severity ? `${i.severity}, ` : '';
  const summary = i.summary && i.summary !== i.title ? ` — ${i.summary}` : '';
  return `- ${i.title} (${sev}${i.id})${summary}`;
}

function header(input: SessionContextInput): string {
  const d = input.digest;
  const where = input.projectRoot
    ? `project ${input.projectRoot}`
    : 'no project (global scope only)';
  if (!d)
    return `strata memory for ${where}: the memory digest is being built; search works meanwhile.`;
  const scopes = d.scopes.map((s) => `${s.scope} ${s.count}`).join(', ');
  return `strata memory for ${where}: ${d.total} memories (${scopes || 'no scopes'}).`;
}

function stashLines(input: SessionContextInput): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const s of input.stashes) {
    seen.add(s.id);
    lines.push(
      `- ${s.label} (${s.id}, stashed ${s.created.slice(0, 16).replace('T', ' ')}) — resume with /strata:resume ${s.id}`,
    );
  }
  for (const b of input.digest?.openBreadcrumbs ?? []) {
    if (!seen.has(b.id))
      lines.push(
        `${item(b)}${b.status === 'stashed' ? ` — resume with /strata:resume ${b.id}` : ''}`,
      );
  }
  return lines;
}

/** Builds the context text; never longer than the budget allows. */
export function buildSessionContext(input: SessionContextInput): string {
  const budget = Math.max(200, input.tokenBudget * 4);
  const d = input.digest;
  const sections: Array<[string, string[]]> = [
    [
      'Before the compaction this session was on',
      input.snapshot
        ? [
            `- ${input.snapshot.label}${input.snapshot.files.length ? ` (files: ${input.snapshot.files.slice(0, 8).join(', ')})` : ''}`,
          ]
        : [],
    ],
    ['Critical and high gotchas', (d?.criticalGotchas ?? []).map(item)],
    ['Open stashes and breadcrumbs', stashLines(input)],
    ['Hubs', (d?.hubs ?? []).map(item)],
    ['Recent decisions', (d?.recentDecisions ?? []).map(item)],
  ];
  let text = header(input);
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
  return `${text}\n${TOOLS_LINE}`;
}
