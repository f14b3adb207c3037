/**
 * UserPromptSubmit → topic shift (stash and stash hints), then pushed decisions and
 * learnings in the room left.
 */
import { fenceMemory, roomAfter } from '../../core/fence.js';
import { pushForPrompt } from '../features/push.js';
import { topicShiftLines } from '../features/topic-shift.js';
import type { HookContext } from '../hook-frame.js';
import { readPrompt } from '../prompt-input.js';

/** The UserPromptSubmit handler: what `runHook` runs for the event, whatever io it is given. */
export function handlePrompt(ctx: HookContext): string | null {
  const prompt = readPrompt(ctx);
  if (!prompt) return null;
  const lines = topicShiftLines(ctx, prompt);
  return fenceMemory([...lines, ...pushForPrompt(ctx, prompt, roomAfter(lines))]);
}
