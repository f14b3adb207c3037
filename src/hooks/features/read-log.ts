/**
 * Read log (PostToolUse): notes each file Claude reads or edits, with its content terms, in
 * the session's `reads.jsonl`, which the topic shift folds into the thread at the next prompt.
 */
import { contentTerms } from '../../core/terms.js';
import { isoString } from '../../core/time.js';
import { isExcluded, type ToolFile, toolContent } from '../file-path.js';
import type { HookContext } from '../hook-frame.js';
import { type ReadRecord, readsPath } from '../session-state.js';
import { appendJsonLine } from '../state-files.js';

function appendRead(ctx: HookContext, session: string, file: ToolFile): void {
  if (!ctx.config.topic.enabled) return;
  if (isExcluded(file, ctx.config.privacy.excludePatterns)) return;
  const record: ReadRecord = {
    path: file.display,
    terms: contentTerms(toolContent(ctx.input)),
    at: isoString(ctx.now),
  };
  appendJsonLine(readsPath(ctx.env, session), record);
}

/** Appends `file` to the read log; never throws (a failure is only logged). */
export function recordRead(ctx: HookContext, file: ToolFile): void {
  if (!ctx.session) return;
  try {
    appendRead(ctx, ctx.session, file);
  } catch (error) {
    ctx.log(`could not record the read: ${(error as Error).message}`);
  }
}
