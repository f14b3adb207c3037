/**
 * Entry: UserPromptSubmit → topic shift (stash and stash hints), then pushed decisions and
 * learnings in the room left. Only wires the features; the bundle
 * `lib/hooks/user-prompt-submit.js`.
 */
import { fenceMemory, roomAfter } from '../../core/fence.js';
import { pushForPrompt } from '../features/push.js';
import { topicShiftLines } from '../features/topic-shift.js';
import { readPrompt } from '../prompt-input.js';
import { type HookContext, processIo, runHook } from '../runtime.js';
import { readStdinSync } from '../stdin.js';

function handlePrompt(ctx: HookContext): string | null {
  const prompt = readPrompt(ctx);
  if (!prompt) return null;
  const lines = topicShiftLines(ctx, prompt);
  return fenceMemory([...lines, ...pushForPrompt(ctx, prompt, roomAfter(lines))]);
}

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('UserPromptSubmit', handlePrompt, processIo(readStdinSync, 'UserPromptSubmit'));
