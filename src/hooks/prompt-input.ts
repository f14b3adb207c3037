/** The prompt of a UserPromptSubmit event, as every prompt feature should see it. */
import { redactSecrets } from '../core/redact.js';
import type { HookContext } from './hook-frame.js';

/** Past this a prompt is cut: the features look at its start only. */
const MAX_PROMPT_CHARS = 20_000;

/** Longer than any secret the redaction recognises as a token. */
const SECRET_MARGIN = 4_096;

/**
 * The prompt, cut and with secrets redacted when the setting is on; null outside a session
 * or for an empty prompt (nothing to follow or match).
 */
export function readPrompt(ctx: HookContext): string | null {
  const raw = ctx.input.prompt;
  if (!ctx.session || typeof raw !== 'string' || !raw.trim()) return null;
  if (!ctx.config.privacy.redactSecrets) return raw.slice(0, MAX_PROMPT_CHARS);
  // Redact before the cut (a secret cut in half is no longer recognised); the margin holds
  // any secret that straddles the cut while keeping a huge prompt's redaction bounded.
  return redactSecrets(raw.slice(0, MAX_PROMPT_CHARS + SECRET_MARGIN)).slice(0, MAX_PROMPT_CHARS);
}
