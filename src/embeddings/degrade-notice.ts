/**
 * The one message a person sees when semantic search gets worse: what failed, what strata
 * uses instead, and how to fix it (the fix is part of each provider's error message).
 */
import type { ProviderName } from './provider.js';

/** A backend that was tried and why it could not serve. */
export interface ProviderFailure {
  provider: ProviderName;
  error: unknown;
}

/** The failure message without the `strata: ` prefix, for joining into one sentence. */
export function failureText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^strata: /, '');
}

/** Composes the degrade notice for falling back to `active` after `failures`. */
export function degradeNotice(
  active: { provider: ProviderName; model: string; dimensions: number },
  failures: readonly ProviderFailure[],
): string {
  const why = failures.map((failure) => failureText(failure.error)).join('; ');
  if (active.provider === 'none') {
    return `strata: ${why}. Search uses keywords only until an embedding backend answers.`;
  }
  return `strata: ${why}. Using the ${active.provider} model ${active.model} (${active.dimensions}-d) until ${preferred(failures)} answers again.`;
}

function preferred(failures: readonly ProviderFailure[]): string {
  const first = failures[0]?.provider;
  return first === 'ollama' ? 'Ollama' : first === 'embedded' ? 'the embedded model' : 'it';
}
