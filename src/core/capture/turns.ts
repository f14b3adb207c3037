/**
 * Turns of a session: turn N starts at the user's Nth prompt and holds everything up to the
 * next one (Claude's replies, its tool calls and their results). Candidates name the turn
 * they point at, so Claude (or a person) can find it again. Pure.
 */
import type { TranscriptEvent } from './transcript.js';

/** The turn of each event, 1-based; events before the first prompt belong to turn 1. */
export function turnNumbers(events: readonly TranscriptEvent[]): number[] {
  let turn = 0;
  return events.map((e) => {
    if (e.kind === 'prompt') turn++;
    return Math.max(turn, 1);
  });
}

/** The user's prompts in order: prompt N is at index N - 1. */
export function promptsOf(events: readonly TranscriptEvent[]): string[] {
  return events.flatMap((e) => (e.kind === 'prompt' ? [e.text] : []));
}

/** Whitespace collapsed, for finding a quoted line in the text it was cut from. */
function flat(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** What an event says, as one string to search a quote in. */
function eventText(e: TranscriptEvent): string {
  if (e.kind === 'tool') return flat(String(e.input.command ?? e.input.file_path ?? e.name));
  return flat(e.text);
}

/** Each event's text as {@link findQuoted} searches it (computed once for many quotes). */
export function quotableTexts(events: readonly TranscriptEvent[]): string[] {
  return events.map(eventText);
}

/** Labels the rules put before a quote ("User: …", "Failed: `…` — …"). */
const QUOTE_LABEL =
  /^(?:User(?: reported)?|Claude(?: found| conceded)?|Failed|Passed|Changed|Edited|Refused):\s*/;

/** The part of an evidence line to look for: its label, backticks and ellipsis removed. */
function probeOf(line: string): string {
  const body = line.replace(QUOTE_LABEL, '');
  const quoted = /^`([^`]+)`/.exec(body)?.[1] ?? body;
  return flat(quoted.replace(/…$/, '')).slice(0, 60);
}

/**
 * The index of the first event that holds one of `evidence`'s quotes, or -1. The rules
 * quote the events they fired on, so this finds where a draft came from without each rule
 * carrying positions.
 */
export function findQuoted(
  events: readonly TranscriptEvent[],
  evidence: readonly string[],
  texts: readonly string[] = quotableTexts(events),
): number {
  for (const line of evidence) {
    const probe = probeOf(line);
    if (probe.length < 8) continue;
    const at = texts.findIndex((t) => t.includes(probe));
    if (at >= 0) return at;
  }
  return -1;
}
