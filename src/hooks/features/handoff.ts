/**
 * Handoff (SessionStart): the note the previous session left about where work stood, shown
 * to the next one unless it is the same session or the start follows a compaction.
 */
import {
  handoffContextLines,
  isHandoffFresh,
  readHandoffNote,
} from '../../core/handoff/handoff-render.js';
import { handoffPath } from '../../storage/handoff-path.js';
import type { HookContext } from '../hook-frame.js';
import { readJsonFile } from '../state-files.js';

/** The previous session's handoff lines: not after a compaction or for the same session. */
export function handoffLines(ctx: HookContext): string[] {
  if (ctx.input.source === 'compact') return [];
  const note = readHandoffNote(readJsonFile(handoffPath(ctx.env.paths.shared), 256 * 1024));
  if (!note || note.session === ctx.input.session_id || !isHandoffFresh(note, ctx.now)) return [];
  return handoffContextLines(note);
}
