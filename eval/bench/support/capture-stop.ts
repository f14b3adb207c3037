/**
 * What strata's Stop hook does to a whole recorded session, replayed turn by turn: Claude
 * Code runs the hook at the end of every turn, and the hook asks at the first turn whose
 * transcript so far has candidates, never again. Shared by the capture cost bench and the
 * packets for a simulated judge, so both see exactly what the hook would inject.
 */
import path from 'node:path';
import { findCandidates } from '../../../src/core/capture/candidates.js';
import { redactTranscript } from '../../../src/core/capture/redact-transcript.js';
import { renderStopReason } from '../../../src/core/capture/stop-reason.js';
import { parseTranscript, type TranscriptEvent } from '../../../src/core/capture/transcript.js';
import { DEFAULT_EXCLUDE_PATTERNS } from '../../../src/core/config/hook-config.js';
import { matchGlob } from '../../../src/core/glob.js';
import { STOP_TRANSCRIPT_BYTES } from '../../../src/hooks/features/capture-ask.js';
import { REPO } from '../../../test/kit/cli.js';

/** The CLI path the reason names, as an installed plugin at this checkout would. */
export const CLI_PATH = path.join(REPO, 'lib', 'cli', 'main.js');

/** The files the hook never names with the default config (`privacy.excludePatterns`). */
const isExcluded = (rel: string) => DEFAULT_EXCLUDE_PATTERNS.some((g) => matchGlob(g, rel));

/** The hook's answer at the first stop that has candidates. */
export interface StopAsk {
  /** The turn whose stop was blocked. */
  turn: number;
  reason: string;
  candidates: number;
}

/** A session as the hook reads it: events after redaction (the default config). */
export function sessionEvents(jsonl: string): TranscriptEvent[] {
  return redactTranscript(parseTranscript(jsonl), true).events;
}

/** The events up to the end of `turn` (before the next prompt). */
export function eventsThrough(events: readonly TranscriptEvent[], turn: number): TranscriptEvent[] {
  let seen = 0;
  const out: TranscriptEvent[] = [];
  for (const e of events) {
    if (e.kind === 'prompt') seen++;
    if (seen > turn && seen > 1) break;
    out.push(e);
  }
  return out;
}

/** Number of turns (user prompts; at least 1 when there are events). */
export function turnCount(events: readonly TranscriptEvent[]): number {
  const prompts = events.filter((e) => e.kind === 'prompt').length;
  return events.length ? Math.max(prompts, 1) : 0;
}

/**
 * The stop the hook blocks in `events` replayed turn by turn, or null when no stop has
 * candidates. Every session of the sets is smaller than the hook's read window
 * ({@link STOP_TRANSCRIPT_BYTES}), so each stop sees the whole session so far.
 */
export function firstAsk(events: readonly TranscriptEvent[], projectRoot: string): StopAsk | null {
  const turns = turnCount(events);
  for (let turn = 1; turn <= turns; turn++) {
    const candidates = findCandidates(eventsThrough(events, turn), { projectRoot, isExcluded });
    const reason = renderStopReason(candidates, CLI_PATH, false);
    if (reason) return { turn, reason, candidates: candidates.length };
  }
  return null;
}

/** {@link firstAsk} of a session's JSONL text; refuses one over the hook's read window. */
export function firstAskOf(jsonl: string, projectRoot: string): StopAsk | null {
  if (Buffer.byteLength(jsonl) > STOP_TRANSCRIPT_BYTES)
    throw new Error(
      `strata: a session over ${STOP_TRANSCRIPT_BYTES} bytes needs a windowed replay`,
    );
  return firstAsk(sessionEvents(jsonl), projectRoot);
}

const RESULT_CHARS = 500;
const INPUT_CHARS = 300;

const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max)} … [${text.length - max} more characters]`;

function toolLine(e: Extract<TranscriptEvent, { kind: 'tool' }>): string {
  const input = e.input.command ?? e.input.file_path ?? JSON.stringify(e.input);
  return `Tool call (${e.name}): ${cut(String(input), INPUT_CHARS)}`;
}

/** The conversation as its Claude had it: prompts numbered as the hook numbers them. */
export function renderSession(events: readonly TranscriptEvent[]): string {
  const out: string[] = [];
  let turn = 0;
  for (const e of events) {
    if (e.kind === 'prompt') {
      turn++;
      out.push('', `## Prompt ${turn}`, `User: ${e.text}`);
    } else if (e.kind === 'text') out.push(`Claude: ${e.text}`);
    else if (e.kind === 'tool') out.push(toolLine(e));
    else out.push(`Tool result${e.isError ? ' (error)' : ''}: ${cut(e.text, RESULT_CHARS)}`);
  }
  return `${out.join('\n').trim()}\n`;
}
