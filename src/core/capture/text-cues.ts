/**
 * Cues the correction rule reads besides its "never / always / don't" patterns: project
 * conventions stated without those words, push-back phrased as a question, and the
 * sentences that look like rules but are not lessons (a one-off about the current step,
 * words about "the user" that Claude wrote). Each cue is a fixed pattern, so a draft can
 * still say exactly why it was proposed. Pure.
 */
import type { TranscriptEvent } from './transcript.js';

/**
 * Something a lesson can be about beyond the task at hand: a quoted name, a path or file,
 * a flag, or a tool. A convention without one ("we use this approach") is just talk.
 */
const CONCRETE =
  /`[^`]+`|[\w.~-]+\/[\w./-]*|\b[\w-]+\.[a-z]{1,5}\b|(?:^|\s)--?[a-z][\w-]*|\b(?:npm|pnpm|yarn|npx|git|pytest|uv|pip|node|tsc|biome|ruff|eslint|prettier|make|docker|ci|hooks?|specs?|tests?|commits?|branch(?:es)?|lint(?:er)?|formatter|build)\b/i;

/**
 * A project convention stated as a plain fact or imperative: "we use pnpm", "tests live in
 * specs/", "run the linter before committing", "X goes under docs/".
 */
const CONVENTION = new RegExp(
  [
    String.raw`^(?:we|this (?:project|repo(?:sitory)?|codebase))\s+(?:use|uses|run|runs|keep|keeps|name|prefer|commit)\s+\S`,
    String.raw`\b(?:lives?|belongs?|goes|go|should (?:go|live|be)) (?:in|under|into|inside)\s+\S+\/`,
    String.raw`\b(?:run|check|test)\b[^.?!]{1,60}\bbefore (?:commit|committing|push|pushing|you commit|you push|merging)\b`,
  ].join('|'),
  'i',
);

/** "and always …", "to always …": a standing rule inside a longer sentence. */
const ALWAYS_INLINE = /\b(?:and|but|so|please|also|then|to)\s+always\s+[a-z]+/i;

/** A preference said outright: "I don't want …", "I'd rather …". */
const PREFERENCE = /\bi (?:don'?t want|do not want|(?:'d|would) rather)\b/i;

/** A prompt opening that pushes back with a question ("why did you …?", "are you sure?"). */
const QUESTION_PUSHBACK = /^(?:why (?:did|do|are|would|is) you\b|are you sure\b|w8\b|wait\b)/i;

/** A one-off about the current step, not a standing rule. */
const ONE_OFF =
  /\b(?:in this (?:\w+ ){0,3}(?:phase|session|task|step)|for (?:now|this (?:task|session|step))|this time|right now)\b/i;

/** Claude's words carried into a prompt (a plan, its thinking): "the user …", "user feedback". */
const NOT_USERS_VOICE = /\b(?:the user|user feedback|user wants|user asked)\b/i;

/** `text` without fenced blocks: pasted output or quotations, not the user's own words. */
export function withoutFences(text: string): string {
  return text.replace(/```[\s\S]*?(?:```|$)/g, ' ');
}

/** A sentence that opens or closes a quotation: someone else's words, quoted. */
const QUOTED = /^["\u201c]|["\u201d]$/;

/** Whether `sentence` states a project convention about something concrete. */
export function isConvention(sentence: string): boolean {
  return CONVENTION.test(sentence) && CONCRETE.test(sentence);
}

/** Whether `sentence` states a rule or preference inline ("and always …", "I don't want …"). */
export function isInlinePreference(sentence: string): boolean {
  return ALWAYS_INLINE.test(sentence) || PREFERENCE.test(sentence);
}

/** Whether a prompt opening with `first` pushes back with a question. */
export function opensWithQuestion(first: string): boolean {
  return QUESTION_PUSHBACK.test(first.trim());
}

/** Whether `sentence` looks like a rule but is not a lesson to keep. */
export function isNotALesson(sentence: string): boolean {
  return ONE_OFF.test(sentence) || NOT_USERS_VOICE.test(sentence) || QUOTED.test(sentence);
}

/** Claude conceding the user's point ("You're absolutely right!"): the prompt corrected it. */
const CONCEDES =
  /^(?:oh,? )?(?:you'?re|you are) (?:absolutely |completely |totally |quite )?(?:right|correct)\b[^.!]*[.!]*|^(?:good|great) (?:catch|point)\b[^.!]*[.!]*/i;

/** Openings of Claude's next step, not a restatement of the lesson. */
const NEXT_STEP = /^(?:let me|let's|i'?ll|i will|i apologi[sz]e|sorry|now\b)/i;

/** Claude's first words after the prompt at `at` ('' when the next prompt comes first). */
export function firstReply(events: readonly TranscriptEvent[], at: number): string {
  for (let i = at + 1; i < events.length; i++) {
    const e = events[i]!;
    if (e.kind === 'prompt') return '';
    if (e.kind === 'text') return e.text.trim();
  }
  return '';
}

/**
 * What Claude said right after conceding the prompt at `at`, or null when its first reply
 * does not concede. The words after the concession often restate the lesson ("The pattern
 * is `#\s*skip-hook`, so …"); steps ("Let me fix that") are left out.
 */
export function concession(events: readonly TranscriptEvent[], at: number): string | null {
  const reply = firstReply(events, at);
  const head = CONCEDES.exec(reply);
  if (!head) return null;
  const rest = reply.slice(head[0].length).split(/(?<=[.!?])\s+|\n+/);
  return rest
    .map((x) => x.trim())
    .filter((x) => x && !NEXT_STEP.test(x))
    .slice(0, 2)
    .join(' ');
}
