/**
 * PreToolUse (Edit, Write, MultiEdit, NotebookEdit, Bash) → the gotchas of the file about
 * to change or of the command about to run. Claude Code gives the hook's context to the
 * model with the tool's result, so a high gotcha holds the call once (a refusal whose reason
 * is the gotcha: Claude reads it before acting, and the same call run again goes through)
 * and a critical one asks the user (or, as enterprise policy, refuses the call). The PostToolUse hook
 * shares the session's record of shown gotchas, so nothing is shown twice.
 */
import { fenceMemory } from '../../core/fence.js';
import { commandGotchas } from '../features/command-warnings.js';
import { fileGotchas, type GotchaShowing } from '../features/gotcha-warnings.js';
import { toolFile } from '../file-path.js';
import type { HookContext, HookReply } from '../hook-frame.js';

const FILE_TOOLS = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit']);

/** Why a held call did not run, and that running it again goes through (`line`: the gotcha's warning). */
export function holdReason(line: string): string {
  return `strata held this call once, before it ran, for a known gotcha: ${line} — The call did not run. If it is still right, run it again unchanged; strata holds a gotcha once per session.`;
}

function reply(showing: GotchaShowing): HookReply | null {
  const context = fenceMemory(showing.lines);
  if (!context) return null;
  if (showing.action === 'warn' || !showing.reason) return { context };
  if (showing.action === 'hold')
    return { context, decision: 'deny', reason: holdReason(showing.reason) };
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
