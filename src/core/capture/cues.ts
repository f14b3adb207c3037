/**
 * The wide cues: turns that may hold a lesson which no rule states in so many words. A user
 * pushing back or setting a rule in any phrasing, Claude conceding, a failure Claude
 * explains, a choice made. They are wide on purpose and never become drafts on their own:
 * they only point Claude at turns to judge. Pure.
 */

import { withoutFences } from './text-cues.js';
import type { TranscriptEvent } from './transcript.js';

/** What made a turn a candidate. */
export type CueKind = 'correction' | 'conceded' | 'failure-explained' | 'decision';

/** A turn a wide cue fired on. */
export interface Cue {
  kind: CueKind;
  /** Index of the event it fired on. */
  at: number;
}

/** A prompt that pushes back, corrects or states how things are done here. */
const CORRECTION = new RegExp(
  [
    String.raw`^(?:no|nope|wrong|stop|wait|actually|hmm+|not quite|that'?s not)\b`,
    String.raw`\b(?:never|always|don'?t|do not|instead(?: of)?|rather than|make sure|remember)\b`,
    String.raw`\b(?:you (?:should|must|need to|forgot|missed|broke|didn'?t|did not|have to)|i (?:said|told you|asked|meant|prefer|want you to))\b`,
    String.raw`\b(?:why (?:did|do|are|is|would) you|are you sure|did you (?:not )?(?:check|test|read|run))\b`,
    String.raw`\b(?:(?:is|was|that'?s|it'?s) (?:wrong|incorrect|not right|not what)|doesn'?t work|didn'?t work|still (?:fails|failing|broken|wrong|not))\b`,
    String.raw`\b(?:we (?:use|don'?t use|prefer|always|never)|use \S+ (?:not|instead))\b`,
  ].join('|'),
  'i',
);

/** Idioms that use those words and set no rule ("never mind", "I always forget"). */
const IDIOM =
  /\b(?:never ?mind|no (?:worries|problem|thanks|need)|i (?:always|never) (?:forget|remember|know)|always (?:good|nice|fun|happy)|(?:don'?t|do not) (?:worry|know|think|see|understand))\b/gi;

/** Claude conceding a point or a mistake. */
const CONCEDES =
  /\b(?:you'?re (?:absolutely |completely )?(?:right|correct)|good catch|my (?:mistake|bad|apologies)|i apologi[sz]e|i should have|i was wrong|i missed)\b/i;

/** Claude naming why something failed. */
const EXPLAINS =
  /\b(?:the (?:root cause|issue|problem|culprit|bug|reason) (?:is|was)|(?:is|was) caused by|turns out|that'?s why|because of|the fix (?:is|was)|fails? because|failed because)\b/i;

/** A choice for the project, with or without its reason. */
const DECISION =
  /\b(?:let'?s (?:use|go with|keep|switch to|stick with|move to)|we(?:'ll| will| should)? (?:go with|switch to|stick with|move to)|(?:we|i) (?:decided|chose|picked|opted)|decided to|going with)\b/i;

/** Prompts longer than this are pasted material (logs, specs), not a correction. */
const PROMPT_MAX = 2_000;

function promptCue(text: string): boolean {
  if (text.length > PROMPT_MAX) return false;
  return CORRECTION.test(withoutFences(text).replace(IDIOM, ' '));
}

/** Whether a tool result at or before `at` (in the same turn) failed. */
function failedBefore(events: readonly TranscriptEvent[], at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind === 'prompt') return false;
    if (e.kind === 'result' && e.isError) return true;
  }
  return false;
}

function cueOf(events: readonly TranscriptEvent[], e: TranscriptEvent, i: number): CueKind | null {
  if (e.kind === 'prompt') {
    if (promptCue(e.text)) return 'correction';
    return DECISION.test(e.text) && e.text.length <= PROMPT_MAX ? 'decision' : null;
  }
  if (e.kind !== 'text') return null;
  if (CONCEDES.test(e.text)) return 'conceded';
  if (EXPLAINS.test(e.text) && failedBefore(events, i)) return 'failure-explained';
  return DECISION.test(e.text) ? 'decision' : null;
}

/** Every event a wide cue fires on, in order. */
export function findCues(events: readonly TranscriptEvent[]): Cue[] {
  const out: Cue[] = [];
  events.forEach((e, i) => {
    const kind = cueOf(events, e, i);
    if (kind) out.push({ kind, at: i });
  });
  return out;
}
