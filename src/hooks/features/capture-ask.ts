/**
 * Capture judged by Claude (Stop): the first time Claude stops in a session whose
 * transcript has capture candidates, the stop is blocked once with a reason that lists the
 * candidate turns and asks Claude to save the real lessons as drafts and drop the rest.
 * Never in a subagent, never twice in a session (a marker file in the session's folder,
 * and nothing while Claude Code says a stop hook is already making Claude go on), never
 * when the user turned it off, and by default (`auto`) only while Claude Code's own auto
 * memory is off: while it is on, its system prompt already has Claude save what it learns.
 * Fast and local: a bounded read of the transcript's end and fixed patterns over bounded
 * slices of it, no model.
 *
 * The marker is claimed (created exclusively) before the transcript is read: of several
 * stops racing in one session exactly one goes on, and a stop killed during the scan
 * (Claude Code's timeout) leaves the claim, so later stops do not pay for it again. A scan
 * that finds nothing, fails or passes the hook's own deadline gives the claim back.
 */

import { unlinkSync } from 'node:fs';
import path from 'node:path';
import { decideAtStop } from '../../core/capture/ask-at-stop.js';
import { findCandidates } from '../../core/capture/candidates.js';
import { redactTranscript } from '../../core/capture/redact-transcript.js';
import { renderStopReason } from '../../core/capture/stop-reason.js';
import { parseTranscript } from '../../core/capture/transcript.js';
import { matchGlob } from '../../core/glob.js';
import { isoString } from '../../core/time.js';
import { readTranscriptTail } from '../../storage/transcript-read.js';
import { sessionDir } from '../hook-env.js';
import type { HookContext } from '../hook-frame.js';
import { claimFileSync, mtimeMs, writeJsonFileAtomic } from '../state-files.js';

/**
 * Only the end of the transcript is read: the hook runs at every stop until it asks, and
 * recent turns matter most. Every session of the labelled sets fits (the largest is 1.2 MB);
 * the hook's time on a full window is in bench/RESULTS.md.
 */
export const STOP_TRANSCRIPT_BYTES = 2 * 1024 * 1024;

/** Whether this stop is one to consider: the main agent's, not already continuing, switched on. */
function isAskable(ctx: HookContext): boolean {
  const input = ctx.input;
  if (input.hook_event_name !== undefined && input.hook_event_name !== 'Stop') return false;
  // Claude is already going on because a stop hook (this one or another) blocked.
  if (input.stop_hook_active === true) return false;
  // A subagent's stop carries its id; only the session's own Claude is asked.
  if (input.agent_id !== undefined || input.agent_type !== undefined) return false;
  // `auto` asks only while Claude Code's auto memory is off, as read from its settings when
  // the scopes were found (no second read).
  return (
    ctx.config.drafts.capture && decideAtStop(ctx.config.capture.atStop, ctx.env.autoMemory).ask
  );
}

/**
 * How long a stop waits for a transcript that does not exist yet: Claude Code can run the
 * Stop hook of a short session a few tens of milliseconds before it creates the file (seen
 * with the real CLI on a loaded machine), and a stop that gives up then is never asked again
 * in a one-turn session. Bounded well inside the hook's deadline.
 */
const TRANSCRIPT_WAIT_MS = 500;
const TRANSCRIPT_POLL_MS = 20;

/**
 * The transcript path from stdin when it is an absolute `.jsonl` file that exists, waiting
 * up to {@link TRANSCRIPT_WAIT_MS} for Claude Code to create it.
 */
async function transcriptOf(input: Record<string, unknown>): Promise<string | null> {
  const file = input.transcript_path;
  if (typeof file !== 'string' || !path.isAbsolute(file) || !file.endsWith('.jsonl')) return null;
  for (let waited = 0; mtimeMs(file) === null; waited += TRANSCRIPT_POLL_MS) {
    if (waited >= TRANSCRIPT_WAIT_MS) return null;
    await new Promise<void>((resolve) => setTimeout(resolve, TRANSCRIPT_POLL_MS));
  }
  return file;
}

/** Lets a timer due by now run: the hook's deadline can then end a long scan between steps. */
const yieldToTimers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The reason to block this stop with, or null to let Claude stop. */
export async function captureAsk(ctx: HookContext): Promise<string | null> {
  const root = ctx.env.projectRoot;
  if (!isAskable(ctx) || !ctx.session || !root) return null;
  const marker = path.join(sessionDir(ctx.env, ctx.session), 'capture-asked.json');
  if (mtimeMs(marker) !== null) return null;
  const file = await transcriptOf(ctx.input);
  if (!file) return null;
  if (!claimFileSync(marker, { at: isoString(ctx.now), state: 'scanning' })) return null;
  const release = () => unlinkSync(marker);
  ctx.onDeadline(release);
  try {
    const reason = await askFor(ctx, { root, file, marker });
    if (!reason) release();
    return reason;
  } catch (error) {
    release();
    throw error;
  }
}

/** Scans the transcript's end; writes the marker's candidates and returns the reason, if any. */
async function askFor(
  ctx: HookContext,
  { root, file, marker }: { root: string; file: string; marker: string },
): Promise<string | null> {
  const { privacy } = ctx.config;
  const tail = readTranscriptTail(file, STOP_TRANSCRIPT_BYTES);
  const { events } = redactTranscript(parseTranscript(tail.text), privacy.redactSecrets);
  await yieldToTimers();
  const candidates = findCandidates(events, {
    projectRoot: root,
    isExcluded: (rel) => privacy.excludePatterns.some((g) => matchGlob(g, rel)),
  });
  const reason = renderStopReason(candidates, ctx.env.cliPath, tail.truncated);
  await yieldToTimers();
  if (!reason) return null;
  // Written right before the answer, in the same tick: asked means answered.
  writeJsonFileAtomic(marker, {
    at: isoString(ctx.now),
    candidates: candidates.map((c) => ({ turn: c.turn, kind: c.kind })),
  });
  ctx.log(`asked Claude to judge ${candidates.length} capture candidates`);
  return reason;
}
