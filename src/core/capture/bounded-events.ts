/**
 * What the capture rules and cues read of a transcript: every event's text cut to bounded
 * slices before any pattern sees it. A tool result can be megabytes on one line (a hex
 * dump, minified code); a pattern that backtracks is quadratic on such a line, and a
 * hook's deadline cannot fire during synchronous work. With every line at most
 * {@link MAX_SCANNED_LINE} characters and every text at most {@link MAX_SCANNED_TEXT},
 * the work of any pattern is bounded per event, whatever the transcript holds. Events
 * are cut after redaction (a cut must not split a secret the patterns would recognise).
 * Pure.
 */
import type { TranscriptEvent } from './transcript.js';

/** The longest line a capture pattern reads; a longer one keeps its start. */
export const MAX_SCANNED_LINE = 1_000;
/** The most characters of one event a capture pattern reads: its start and its end. */
export const MAX_SCANNED_TEXT = 16_000;

const CUT = '\n…\n';

function hasLongLine(text: string): boolean {
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    if (stop - start > MAX_SCANNED_LINE) return true;
    start = stop + 1;
  }
  return false;
}

/**
 * `text` as the patterns read it: the first and last halves of {@link MAX_SCANNED_TEXT}
 * (an error is usually at the start or the end of an output), each line cut to
 * {@link MAX_SCANNED_LINE}. Unchanged when already within both bounds.
 */
export function boundText(text: string): string {
  const half = (MAX_SCANNED_TEXT - CUT.length) >> 1;
  const short =
    text.length <= MAX_SCANNED_TEXT ? text : text.slice(0, half) + CUT + text.slice(-half);
  if (!hasLongLine(short)) return short;
  return short
    .split('\n')
    .map((line) => (line.length > MAX_SCANNED_LINE ? line.slice(0, MAX_SCANNED_LINE) : line))
    .join('\n');
}

function boundValue(value: unknown): unknown {
  if (typeof value === 'string') return boundText(value);
  if (Array.isArray(value)) return value.map(boundValue);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, boundValue(v)]));
  return value;
}

/** `events` with every text and every string of a tool's input within the bounds. */
export function boundEvents(events: readonly TranscriptEvent[]): TranscriptEvent[] {
  return events.map((e) =>
    e.kind === 'tool'
      ? { ...e, input: boundValue(e.input) as Record<string, unknown> }
      : { ...e, text: boundText(e.text) },
  );
}
