/**
 * The capture rule for a command that a guard refused: a project's PreToolUse hook
 * ("Bash operation blocked by hook: use rg instead of grep -r") or Claude Code itself
 * ("cd to … was blocked"). The refusal states the convention the guard enforces, in the
 * guard's own words, so it is a lesson as it stands. One draft for the hooks (a hook renamed
 * or split mid-session is still one convention being enforced) and one for Claude Code. Pure.
 */

import type { DraftCandidate } from './draft.js';
import { clip } from './text-rules.js';
import type { TranscriptEvent } from './transcript.js';

/** A tool result saying a guard refused the call. */
const BLOCKED = /\b(?:operation blocked by hook|was blocked\b)/i;
/** The guard's name: the hook command in brackets, else Claude Code. */
const HOOK_NAME = /^\s*-\s*\[([^\]]+)\]:?/m;

/** One refusal: which guard, what it said, and the call it refused. */
interface Refusal {
  /** `hook` or `claude-code`: what the drafts are grouped by. */
  kind: string;
  guard: string;
  message: string;
  call: string;
}

/** Whether a tool result's text is a guard refusing the call. */
export function isRefusal(text: string): boolean {
  return BLOCKED.test(text);
}

/** The refusal in a result's text, or null when the result is not one. */
function refusalIn(text: string, call: string): Refusal | null {
  if (!BLOCKED.test(text)) return null;
  const hook = HOOK_NAME.exec(text);
  const guard = hook ? `hook \`${hook[1]!.trim()}\`` : 'Claude Code';
  const body = hook ? text.slice(hook.index + hook[0].length) : text;
  const message = body
    .replace(/^\s*(?:Error:\s*)?/, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join(' ');
  const kind = hook ? 'hook' : 'claude-code';
  return message ? { kind, guard, message: clip(message, 240), call } : null;
}

/** The refusals of a session, in order, each with the call it refused. */
function refusals(events: readonly TranscriptEvent[]): Refusal[] {
  const calls = new Map<string, string>();
  const out: Refusal[] = [];
  for (const e of events) {
    if (e.kind === 'tool') calls.set(e.id, String(e.input.command ?? e.input.file_path ?? e.name));
    if (e.kind !== 'result' || !e.isError) continue;
    const found = refusalIn(e.text, calls.get(e.id) ?? '');
    if (found) out.push(found);
  }
  return out;
}

/** r6: the hooks, and Claude Code, that refused calls, with what they said (first first). */
export function findRefusals(events: readonly TranscriptEvent[]): DraftCandidate[] {
  const byKind = new Map<string, Refusal[]>();
  for (const r of refusals(events)) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r]);
  return [...byKind.values()].map((list) => {
    const guard = list[0]!.guard;
    const messages = [...new Set(list.map((r) => r.message))];
    return {
      rule: 'blocked',
      type: 'gotcha',
      title: clip(`${guard} refuses \`${clip(list[0]!.call, 40)}\`: ${messages[0]}`, 110),
      summary: clip(`${guard} refused ${list.length} call(s): ${messages.join(' / ')}`, 400),
      evidence: list.slice(0, 4).map((r) => `Refused: \`${clip(r.call, 120)}\` — ${r.message}`),
      severity: 'medium',
    };
  });
}
