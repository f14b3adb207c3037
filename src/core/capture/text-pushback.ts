/**
 * Push-back phrased as a question: the user questions what Claude just did ("did you not
 * check this?!", "are you sure you deployed this?", "why are we not using …?", "have you
 * tried …?", "do I have to say it every time?"). The question is the correction; a genuine
 * question ("did you want to revise anything?") is told apart by what Claude does next:
 * its reply concedes ("You're right") or takes the question as advice ("Great
 * suggestion"). A bare "Are you sure?" names nothing to remember and is left out. Pure.
 */

import { concession, firstReply, isNotALesson, withoutFences } from './text-cues.js';
import type { TranscriptEvent } from './transcript.js';

/** A question that challenges Claude's work, where a sentence or clause starts. */
const PUSHBACK_QUESTION = new RegExp(
  String.raw`(?:^|[-,;:(\u2014\u2013]\s*|\b(?:but|and|so|also|then|ok(?:ay)?|now)\s+)` +
    String.raw`(?:did(?:n'?t)? you\b|are you (?:sure|certain)\b|why (?:are|do|did|is|would|were|was|does|can'?t|aren'?t|don'?t|didn'?t|isn'?t|wasn'?t) (?:we|you)\b|have(?:n'?t)? you (?:tried|checked|looked|considered|read|run|tested|verified)\b|do i (?:have|need) to (?:say|tell|remind|repeat|ask)\b|can'?t you\b|can you not\b|couldn'?t you\b|could you not\b|what are you doing\b|shouldn'?t (?:we|you)\b|wouldn'?t it be\b)`,
  'i',
);

/** Claude taking the question as advice rather than answering it. */
const TAKES_IT = /^(?:great|good|excellent) (?:suggestion|idea|point|question|catch)\b/i;

/** Sentences of a prompt with their end marks, one line each, code fences left out. */
function promptSentences(text: string): string[] {
  return withoutFences(text)
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim());
}

/** Fewer words than this: the question names nothing ("Are you sure?", "What are you doing?"). */
const MIN_WORDS = 5;

/**
 * The push-back question of the prompt at `at`, or null: a question challenging Claude's
 * work that Claude's reply concedes or takes as advice.
 */
export function pushbackQuestion(events: readonly TranscriptEvent[], at: number): string | null {
  const e = events[at];
  if (e?.kind !== 'prompt') return null;
  const hit = promptSentences(e.text).find(
    (s) =>
      s.includes('?') &&
      PUSHBACK_QUESTION.test(s) &&
      !isNotALesson(s) &&
      s.split(/\s+/).length >= MIN_WORDS,
  );
  if (!hit) return null;
  return concession(events, at) !== null || TAKES_IT.test(firstReply(events, at)) ? hit : null;
}
