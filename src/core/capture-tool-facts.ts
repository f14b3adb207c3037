/**
 * The capture rule for a constraint Claude states right after a shell command failed:
 * "`sudo` can't prompt for your password here - it needs a direct terminal", "osquery
 * requires sudo for the pkg installer". The users of the sessions word their corrections
 * in their own ways; Claude's account of a failure reads the same whoever the user is, so
 * the rule reads Claude's words, not the user's. To tell the lesson from a status report
 * ("The deployment is failing again"), the sentence must name a word of the command that
 * failed before its constraint verb: the fact is about the thing that was run. Pure.
 */
import type { DraftCandidate } from './capture-draft.js';
import { withoutFences } from './capture-text-cues.js';
import { clip, splitSentences } from './capture-text-rules.js';
import { isRefusal } from './capture-tool-blocked.js';
import { errorExcerpt } from './capture-tool-errors.js';
import type { TranscriptEvent } from './transcript.js';

/** Words that state a constraint: what a thing needs, cannot do, or is not. */
const CONSTRAINT =
  /\b(?:requires?|needs?|can'?t|cannot|does(?:n'?t| not)|do(?:n'?t| not)|is(?:n'?t| not)|are(?:n'?t| not)|only|must|expects?|has no|have no|is not supported|not allowed)\b/i;

/** Openings Claude puts before the fact: an interjection or an apology. */
const LEAD_IN =
  /^(?:(?:ah|oh|right|hmm|ok(?:ay)?|i see|sorry|unfortunately|yes)[,!.:\s\u2014-]+)+/i;

/** Sentences that are Claude's next step or its own state, not a fact about the tool. */
const NOT_A_FACT =
  /^(?:let me|let's|i'?ll|i will|i'?m|i |we |now\b|perfect|great|good|excellent|done|committed)/i;

/** Command words too common to tie a sentence to the command (`cd`, `2>&1`, paths). */
const COMMON = new Set(
  'the and for with dev null echo grep head tail true false bin usr opt local users home tmp cat sort less then else done'.split(
    ' ',
  ),
);

/** The distinctive words of a shell command: programs, subcommands, arguments. */
export function commandWords(command: string): Set<string> {
  const words = command.toLowerCase().match(/[a-z][a-z0-9_-]{2,}/g) ?? [];
  return new Set(words.filter((w) => !COMMON.has(w)));
}

/**
 * The first of the reply's first two sentences that states a constraint about something
 * the command named, with its lead-in ("Sorry -") dropped.
 */
export function factAbout(reply: string, words: ReadonlySet<string>): string | null {
  for (const raw of splitSentences(withoutFences(reply)).slice(0, 2)) {
    const sentence = raw.replace(LEAD_IN, '');
    if (NOT_A_FACT.test(sentence) || sentence.endsWith('?') || sentence.endsWith(':')) continue;
    const verb = CONSTRAINT.exec(sentence);
    if (!verb) continue;
    const subject = sentence.slice(0, verb.index).toLowerCase();
    const named = subject.match(/[a-z][a-z0-9_-]{2,}/g) ?? [];
    if (named.some((w) => words.has(w))) return sentence;
  }
  return null;
}

/** Claude's first reply after event `at`, before the next prompt. */
function firstReply(events: readonly TranscriptEvent[], at: number): string | null {
  for (let i = at + 1; i < events.length; i++) {
    const e = events[i]!;
    if (e.kind === 'prompt') return null;
    if (e.kind === 'text') return e.text;
  }
  return null;
}

/** The line a failure is quoted by: its error line, else its first line of output. */
function failureLine(output: string): string {
  const first = output
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l && !/^Exit code \d+$/.test(l));
  return errorExcerpt(output) ?? clip(first ?? '', 220);
}

/**
 * r8: a constraint Claude states right after a shell command failed, about a thing the
 * command named; one draft per fact title, the first.
 */
export function findFailureFacts(events: readonly TranscriptEvent[]): DraftCandidate[] {
  const commands = new Map<string, string>();
  const out: DraftCandidate[] = [];
  events.forEach((e, i) => {
    if (e.kind === 'tool' && typeof e.input.command === 'string')
      commands.set(e.id, e.input.command);
    if (e.kind !== 'result' || !e.isError || isRefusal(e.text)) return;
    const command = commands.get(e.id);
    const reply = command === undefined ? null : firstReply(events, i);
    const fact = reply && command ? factAbout(reply, commandWords(command)) : null;
    if (!fact || !command) return;
    const title = clip(fact.charAt(0).toUpperCase() + fact.slice(1), 100);
    out.push({
      rule: 'diagnosis',
      type: 'learning',
      title,
      summary: clip(fact, 400),
      evidence: [`\`${clip(command, 100)}\` failed: ${failureLine(e.text)}`, `Claude: ${fact}`],
    });
  });
  return out;
}

/**
 * A line of Claude's that labels a root cause and states it: "**Root cause:** the rule …",
 * "### Root Cause: The issue was stale closures", "Root cause identified: …". Claude writes
 * this label when it sums up what it found, whoever the user is; a bare heading ("Root
 * Cause Analysis") states nothing.
 */
const ROOT_CAUSE_LABEL =
  /^(?:\d+\.\s+)?[#>*\s-]*(?:the\s+)?root\s+cause(?:\s+identified|\s+found)?\s*\**\s*:\s*\**\s*(.*)$/i;

/** The cause a root-cause label states, without markdown, or null (fewer than four words). */
export function labelledRootCause(line: string): string | null {
  const m = ROOT_CAUSE_LABEL.exec(line.trim());
  const cause = m?.[1]?.replace(/\*\*/g, '').trim();
  return cause && cause.split(/\s+/).length >= 4 ? cause : null;
}

/**
 * r8 for a summary: the first root cause Claude labels in a session ("Root cause: …"),
 * wherever it comes; one per session, since a session's later summaries restate it.
 */
export function findLabelledRootCause(events: readonly TranscriptEvent[]): DraftCandidate[] {
  for (const e of events) {
    if (e.kind !== 'text') continue;
    const lines = withoutFences(e.text)
      .split('\n')
      .filter((l) => l.trim());
    for (const [k, line] of lines.entries()) {
      // "### Root Cause:" as a heading: the cause is the line under it.
      const quoted = labelledRootCause(line) ? line : `${line} ${lines[k + 1] ?? ''}`;
      const cause = labelledRootCause(quoted);
      if (!cause) continue;
      const sentence = splitSentences(cause)[0] ?? cause;
      const title = clip(sentence.charAt(0).toUpperCase() + sentence.slice(1), 100);
      return [
        {
          rule: 'diagnosis',
          type: 'learning',
          title,
          summary: clip(cause, 400),
          evidence: [`Claude: ${clip(quoted, 300)}`],
        },
      ];
    }
  }
  return [];
}
