/**
 * Push-back phrased as a question: the user questions what Claude just did ("did you not
 * check this?!", "are you sure you deployed this?", "why are we not using …?", "have you
 * tried …?", "do I have to say it every time?"). The question is the correction; a genuine
 * question ("did you want to revise anything?") is told apart by what Claude does next:
 * its reply concedes ("You're right") or takes the question as advice ("Great
 * suggestion"). A bare "Are you sure?" names nothing to remember and is left out. Pure.
 */
import { concession, firstReply, isNotALesson, withoutFences } from './capture-text-cues.js';
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

/** What Claude Code records when the user refused or stopped a tool call. */
const REFUSED =
  /^(?:The user doesn't want to proceed with this tool use|No \(tell Claude|\[Request interrupted by user for tool use\])/;

/** Whether the user refused or stopped the tool call right before the prompt at `at`. */
function followsRefusal(events: readonly TranscriptEvent[], at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind === 'result' || e.kind === 'prompt') return REFUSED.test(e.text.trim());
    if (e.kind === 'text') return false;
  }
  return false;
}

/**
 * The first sentence of a prompt that follows a refused tool call and that Claude's reply
 * concedes ("I am not using SSO tokens, but a normal user token"), or null.
 */
export function refusedAndConceded(events: readonly TranscriptEvent[], at: number): string | null {
  const e = events[at];
  if (e?.kind !== 'prompt' || REFUSED.test(e.text.trim()) || !followsRefusal(events, at))
    return null;
  const first = promptSentences(e.text).find((x) => x.length > 0);
  if (!first || first.split(/\s+/).length < MIN_WORDS || isNotALesson(first)) return null;
  return concession(events, at) !== null ? first : null;
}
