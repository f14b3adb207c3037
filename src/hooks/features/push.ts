/**
 * Push (PostToolUse and UserPromptSubmit): decisions and learnings shown unasked: one bound to a file Claude reads, and the one or
 * two that match a prompt best (above the configured floor). Each is shown at most once
 * per session, whichever hook showed it first. Reads `push.json` only when the setting is
 * on, so the hooks cost nothing more when it is off.
 */
import path from 'node:path';
import { asPushDigest, type PushDigest } from '../../core/push/push-digest.js';
import { formatPush, selectForFile, selectForPrompt } from '../../core/push/push-match.js';
import type { ToolFile } from '../file-path.js';
import { sessionDir } from '../hook-env.js';
import type { HookContext } from '../hook-frame.js';
import { readJsonFile, writeJsonFileAtomic } from '../state-files.js';

/** What the push remembers per session. */
export interface PushSessionState {
  shown: string[];
}

/** Past this the digest is not read (it holds at most a few hundred entries). */
const MAX_DIGEST_BYTES = 8 * 1024 * 1024;

function readDigest(ctx: HookContext): PushDigest | null {
  return asPushDigest(readJsonFile(ctx.env.paths.push, MAX_DIGEST_BYTES));
}

function stateFile(ctx: HookContext): string | null {
  return ctx.session ? path.join(sessionDir(ctx.env, ctx.session), 'pushed.json') : null;
}

function readShown(file: string | null): Set<string> {
  const state = file ? readJsonFile<PushSessionState>(file) : null;
  return new Set(
    Array.isArray(state?.shown) ? state.shown.filter((s) => typeof s === 'string') : [],
  );
}

function saveShown(ctx: HookContext, file: string | null, shown: Set<string>): void {
  if (!file) return;
  try {
    writeJsonFileAtomic(file, { shown: [...shown] } satisfies PushSessionState);
  } catch (error) {
    ctx.log(`could not save pushed memories: ${(error as Error).message}`);
  }
}

/**
 * The line for a decision or learning bound to `file`, or none; marks it shown. `room`:
 * characters left in the hook's block (a line that does not fit is not shown).
 */
export function pushForFile(ctx: HookContext, file: ToolFile, room: number): string[] {
  if (!ctx.config.pushDecisions.read) return [];
  const digest = readDigest(ctx);
  if (!digest) return [];
  const state = stateFile(ctx);
  const shown = readShown(state);
  const entry = selectForFile(digest, file.relative, file.display, shown);
  if (!entry) return [];
  const line = formatPush(entry, `bound to ${file.display}`);
  if (line.length + 1 > room) return [];
  shown.add(entry.id);
  saveShown(ctx, state, shown);
  return [line];
}

/** Lines for the decisions and learnings that match `prompt` best, within `room`; marks them shown. */
export function pushForPrompt(ctx: HookContext, prompt: string, room: number): string[] {
  const settings = ctx.config.pushDecisions;
  if (!settings.prompt || settings.maxPerPrompt < 1) return [];
  const digest = readDigest(ctx);
  if (!digest) return [];
  const state = stateFile(ctx);
  const shown = readShown(state);
  const lines: string[] = [];
  let left = room;
  for (const entry of selectForPrompt(digest, prompt, shown, settings)) {
    const line = formatPush(entry, 'that may bear on this prompt');
    if (line.length + 1 > left) break;
    left -= line.length + 1;
    lines.push(line);
    shown.add(entry.id);
  }
  if (!lines.length) return [];
  saveShown(ctx, state, shown);
  ctx.log(`pushed ${lines.length} decisions or learnings`);
  return lines;
}
