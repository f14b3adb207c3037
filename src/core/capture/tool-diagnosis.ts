/**
 * The capture rule for a cause found while debugging: something failed (a command, or an
 * error the user pasted), and Claude's next words name the cause ("The issue is that …",
 * "`result` is a reserved word", "it's a scoping issue"). The cause is the lesson; the
 * failure is quoted as the evidence that it was found, not guessed. Pure.
 */

import type { DraftCandidate } from './draft.js';
import { withoutFences } from './text-cues.js';
import { clip, splitSentences } from './text-rules.js';
import { isRefusal } from './tool-blocked.js';
import { errorExcerpt } from './tool-errors.js';
import type { TranscriptEvent } from './transcript.js';

/** A sentence that names a cause: the cue words people use for what they found. */
const CAUSE = new RegExp(
  [
    String.raw`\b(?:the|a|one) (?:root cause|real problem|real issue|problem|issue|culprit|cause|catch) (?:is|was|here is)\b`,
    String.raw`\broot cause\b[^.?!]*?(?:is|was|:)`,
    String.raw`\bturns out\b`,
    String.raw`\b(?:it'?s|this is|that'?s) an? [\w-]+ (?:issue|problem|bug)\b`,
    String.raw`\bis a reserved (?:word|keyword|name)\b`,
    String.raw`\b(?:is|are) not supported\b|\bdoes(?:n'?t| not) support\b`,
  ].join('|'),
  'i',
);

/**
 * A failure the user reports: words a failure message carries ("error", "not defined"),
 * or the user saying something did not work ("that didn't quite work", "it hangs").
 */
const REPORTED_FAILURE =
  /\b(?:error|exception|failed|failing|failures?|not defined|can'?t (?:get|make|find)|cannot|did(?:n'?t| not) (?:quite )?work|does(?:n'?t| not) work|not working|still (?:seeing|getting|failing|broken)|hangs?)\b/i;
/** Prompts longer than this are instructions that mention an error, not a report of one. */
const REPORT_MAX = 1500;

/** Openings of Claude's next step, not part of the cause. */
const NEXT_STEP = /^(?:let me|let's|i'?ll|i will|now\b|first,? (?:let|i))/i;

/** A failure and where it happened. */
interface Failure {
  at: number;
  /** What failed, as quoted in the draft. */
  what: string;
}

/** The failures of a session: failing tool results (not refusals) and pasted errors. */
function failures(events: readonly TranscriptEvent[]): Failure[] {
  const calls = new Map<string, string>();
  const out: Failure[] = [];
  events.forEach((e, i) => {
    if (e.kind === 'tool') calls.set(e.id, String(e.input.command ?? e.input.file_path ?? e.name));
    if (e.kind === 'result' && e.isError && !isRefusal(e.text)) {
      const error = errorExcerpt(e.text);
      if (error)
        out.push({ at: i, what: `\`${clip(calls.get(e.id) ?? '', 100)}\` failed: ${error}` });
    }
    if (e.kind === 'prompt' && e.text.length <= REPORT_MAX && REPORTED_FAILURE.test(e.text))
      out.push({ at: i, what: `User reported: ${clip(e.text, 200)}` });
  });
  return out;
}

/** Claude's first reply after `at`, before the next prompt, or null. */
function firstReplyAfter(events: readonly TranscriptEvent[], at: number): string | null {
  for (let i = at + 1; i < events.length; i++) {
    const e = events[i]!;
    if (e.kind === 'prompt') return null;
    if (e.kind === 'text') return e.text;
  }
  return null;
}

/** The cause a reply names, with the sentence after it when that explains it. */
function causeIn(reply: string): { title: string; cause: string } | null {
  const sentences = splitSentences(withoutFences(reply));
  // "Let me check if the issue is …" is a step, not a cause.
  const at = sentences.findIndex((s) => !NEXT_STEP.test(s) && CAUSE.test(s) && !s.endsWith('?'));
  if (at < 0) return null;
  // The sentence after the cause often explains it; "Let me rename it:" is a step.
  const after = sentences[at + 1];
  const next = after && !NEXT_STEP.test(after) && !after.endsWith(':') ? after : undefined;
  const cause = next ? `${sentences[at]} ${next}` : sentences[at]!;
  // "Yes, it's a scoping issue." names no cause on its own: the next sentence does.
  const head = sentences[at]!.replace(/^(?:yes|yeah|right|ok(?:ay)?|ah|so)[,!.]?\s+/i, '');
  const title = clip(head.length < 40 && next ? `${head} ${next}` : head, 100);
  return { title: title.charAt(0).toUpperCase() + title.slice(1), cause };
}

/** r7: a cause Claude named in its first reply after a failure, with the failure it explains. */
export function findDiagnoses(events: readonly TranscriptEvent[]): DraftCandidate[] {
  const out: DraftCandidate[] = [];
  const seen = new Set<string>();
  for (const f of failures(events)) {
    const reply = firstReplyAfter(events, f.at);
    const found = reply === null || seen.has(reply) ? null : causeIn(reply);
    if (!found || reply === null) continue;
    seen.add(reply);
    out.push(diagnosisDraft(f, found));
  }
  return out;
}

function diagnosisDraft(f: Failure, { title, cause }: { title: string; cause: string }) {
  return {
    rule: 'diagnosis',
    type: 'learning',
    title,
    summary: clip(cause, 400),
    evidence: [f.what, `Claude found: ${clip(cause, 300)}`],
  } satisfies DraftCandidate;
}

/**
 * A finding the user states, opening the sentence: "it seems like …", "the problem is …",
 * "I think the issue is caused by …", "I noticed that …".
 */
const USER_FINDING =
  /^(?:(?:so|first|also|and|but|ok(?:ay)?)[,:]?\s+)*(?:i (?:think|believe)\s+)?(?:it (?:seems|looks) like\b|the (?:root cause|problem|issue|culprit) (?:is|was)\b(?! (?:solved|fixed|resolved))|turns out\b|i (?:found|noticed|realized|discovered) that\b)|\bis caused by\b/i;
/** Findings about Claude's work ("it looks like you …") or guesses ("maybe …") are not facts. */
const NOT_A_FINDING = /\b(?:it (?:seems|looks) like you|maybe|perhaps|either)\b|^[-*#>]|\*\*/i;

/** r7 for the user's own words: a finding stated in a prompt, the fact found. */
export function findUserFindings(events: readonly TranscriptEvent[]): DraftCandidate[] {
  const out: DraftCandidate[] = [];
  for (const e of events) {
    if (e.kind !== 'prompt') continue;
    const sentences = splitSentences(withoutFences(e.text));
    const hit = sentences.find(
      (s) => USER_FINDING.test(s) && !NOT_A_FINDING.test(s) && !s.endsWith('?') && s.length > 30,
    );
    if (!hit) continue;
    const title = clip(hit.replace(/^(?:so|first|also|ok(?:ay)?|and)[,:]?\s+/i, ''), 100);
    out.push({
      rule: 'diagnosis',
      type: 'learning',
      title: title.charAt(0).toUpperCase() + title.slice(1),
      summary: clip(hit, 400),
      evidence: [`User: ${clip(e.text, 400)}`],
    });
  }
  return out;
}
