/**
 * PreToolUse (Edit, Write, MultiEdit, NotebookEdit, Bash) → the gotchas of the file about
 * to change or of the command about to run, before the tool runs; a critical one may ask
 * the user to confirm the call (or, as enterprise policy, refuse it). The PostToolUse hook
 * shares the session's record of shown gotchas, so nothing is shown twice.
 */
import { fenceMemory } from '../../core/fence.js';
import { commandGotchas } from '../features/command-warnings.js';
import { fileGotchas, type GotchaShowing } from '../features/gotcha-warnings.js';
import { toolFile } from '../file-path.js';
import type { HookContext, HookReply } from '../hook-frame.js';

const FILE_TOOLS = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit']);

function reply(showing: GotchaShowing): HookReply | null {
  const context = fenceMemory(showing.lines);
  if (!context) return null;
  if (showing.action === 'warn' || !showing.reason) return { context };
  return { context, decision: showing.action, reason: `strata: ${showing.reason}` };
}

/** The PreToolUse handler: what `runHook` runs for the event, whatever io it is given. */
export function handleBeforeTool(ctx: HookContext): HookReply | null {
  const tool = ctx.input.tool_name;
  if (tool === 'Bash') return reply(commandGotchas(ctx));
  if (typeof tool !== 'string' || !FILE_TOOLS.has(tool)) return null;
  const file = toolFile(ctx.input, ctx.env.projectRoot);
  return file ? reply(fileGotchas(ctx, file)) : null;
}
