/**
 * PostToolUse (Read, Edit, Write, MultiEdit) → read log for the topic shift, gotcha
 * warnings, then a decision or learning bound to the file in the room left.
 */
import { fenceMemory, roomAfter } from '../../core/fence.js';
import { gotchaWarnings } from '../features/gotcha-warnings.js';
import { pushForFile } from '../features/push.js';
import { recordRead } from '../features/read-log.js';
import { toolFile } from '../file-path.js';
import type { HookContext } from '../hook-frame.js';

/** The PostToolUse handler: what `runHook` runs for the event, whatever io it is given. */
export function handleToolFile(ctx: HookContext): string | null {
  const file = toolFile(ctx.input, ctx.env.projectRoot);
  if (!file) return null;
  recordRead(ctx, file);
  const lines = gotchaWarnings(ctx, file);
  return fenceMemory([...lines, ...pushForFile(ctx, file, roomAfter(lines))]);
}
