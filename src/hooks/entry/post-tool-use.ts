/**
 * Entry: PostToolUse (Read, Edit, Write, MultiEdit) → read log for the topic shift, gotcha
 * warnings, then a decision or learning bound to the file in the room left. Only wires the
 * features; the bundle `lib/hooks/post-tool-use.js`.
 */
import { fenceMemory, roomAfter } from '../../core/fence.js';
import { gotchaWarnings } from '../features/gotcha-warnings.js';
import { pushForFile } from '../features/push.js';
import { recordRead } from '../features/read-log.js';
import { toolFile } from '../file-path.js';
import { type HookContext, processIo, runHook } from '../runtime.js';
import { readStdinSync } from '../stdin.js';

function handleToolFile(ctx: HookContext): string | null {
  const file = toolFile(ctx.input, ctx.env.projectRoot);
  if (!file) return null;
  recordRead(ctx, file);
  const lines = gotchaWarnings(ctx, file);
  return fenceMemory([...lines, ...pushForFile(ctx, file, roomAfter(lines))]);
}

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('PostToolUse', handleToolFile, processIo(readStdinSync, 'PostToolUse'));
