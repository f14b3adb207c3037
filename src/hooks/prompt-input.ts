/** The prompt of a UserPromptSubmit event, as every prompt feature should see it. */
import { redactSecrets } from '../core/redact.js';
import type { HookContext } from './runtime.js';

/** Past this a prompt is cut: the features look at its start only. */
const MAX_PROMPT_CHARS = 20_000;

/**
 * The prompt, cut and with secrets redacted when the setting is on; null outside a session
 * or for an empty prompt (nothing to follow or match).
 */
export function readPrompt(ctx: HookContext): string | null {
  const raw = ctx.input.prompt;
  if (!ctx.session || typeof raw !== 'string' || !raw.trim()) return null;
  const cut = raw.slice(0, MAX_PROMPT_CHARS);
  return ctx.config.privacy.redactSecrets ? redactSecrets(cut) : cut;
}
