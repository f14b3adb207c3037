/**
 * Capture candidates: the turns of a session that may hold a lesson, found fast and without
 * a model. The rules (`propose.ts`) and the wide cues (`cues.ts`) both point at turns; at
 * most one candidate per turn is kept, a rule's before a cue's, and Claude decides which
 * are lessons. Pure.
 */

import { boundEvents } from './bounded-events.js';
import { type CueKind, findCues } from './cues.js';
import type { CaptureRule } from './draft.js';
import { proposeDrafts } from './propose.js';
import type { TranscriptEvent } from './transcript.js';
import { findQuoted, promptsOf, quotableTexts, turnNumbers } from './turns.js';

/** A turn worth judging and why. */
export interface CaptureCandidate {
  /** 1-based: the user's Nth prompt and what followed it. */
  turn: number;
  kind: CaptureRule | CueKind;
  /** The user's prompt of that turn (empty when the turn has none). */
  prompt: string;
  /** What the rule saw (its draft title), or the event the cue fired on. */
  detail: string;
}

/** What a candidate list is bounded by. */
export const MAX_CANDIDATES = 8;

function eventLine(e: TranscriptEvent | undefined): string {
  if (!e) return '';
  if (e.kind === 'tool') return String(e.input.command ?? e.name);
  return e.text;
}

/** Candidates from the rules, each at the turn its quoted evidence comes from. */
function ruleCandidates(
  events: readonly TranscriptEvent[],
  turns: readonly number[],
  prompts: readonly string[],
  options: CandidateOptions,
): CaptureCandidate[] {
  const out: CaptureCandidate[] = [];
  const drafts = proposeDrafts(events, { ...options, known: [] });
  if (!drafts.length) return out;
  const texts = quotableTexts(events);
  for (const c of drafts) {
    const at = findQuoted(events, c.evidence, texts);
    if (at < 0) continue;
    const turn = turns[at]!;
    out.push({ turn, kind: c.rule, prompt: prompts[turn - 1] ?? '', detail: c.title });
  }
  return out;
}

/** Where the session ran, and the files never to name (the privacy exclusions). */
export interface CandidateOptions {
  projectRoot: string | null;
  isExcluded?: (relPath: string) => boolean;
}

/**
 * The candidate turns of `events`, in turn order, one per turn, at most
 * {@link MAX_CANDIDATES} (rule candidates kept first when there are more).
 */
export function findCandidates(
  transcript: readonly TranscriptEvent[],
  options: CandidateOptions,
): CaptureCandidate[] {
  const events = boundEvents(transcript);
  const turns = turnNumbers(events);
  const prompts = promptsOf(events);
  const byTurn = new Map<number, CaptureCandidate>();
  for (const c of ruleCandidates(events, turns, prompts, options))
    if (!byTurn.has(c.turn)) byTurn.set(c.turn, c);
  const ruled = byTurn.size;
  for (const cue of findCues(events)) {
    const turn = turns[cue.at]!;
    if (byTurn.has(turn)) continue;
    const detail = cue.kind === 'correction' ? '' : eventLine(events[cue.at]);
    byTurn.set(turn, { turn, kind: cue.kind, prompt: prompts[turn - 1] ?? '', detail });
  }
  const all = [...byTurn.values()];
  // Over the bound, the rules' turns stay and the latest cue turns fill the rest.
  const kept =
    all.length <= MAX_CANDIDATES
      ? all
      : [
          ...all.slice(0, Math.min(ruled, MAX_CANDIDATES)),
          ...all.slice(ruled).slice(-Math.max(0, MAX_CANDIDATES - ruled)),
        ];
  return kept.sort((a, b) => a.turn - b.turn);
}
