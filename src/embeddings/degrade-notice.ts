/**
 * The one message a person sees when search cannot use meaning: what failed, what strata
 * uses instead, and how to fix it (the fix is part of each provider's error message). When
 * Ollama is simply not set up, keyword search is the configured default, not a failure:
 * the message then says, in one line, how to get search by meaning.
 */
import { isEmbeddingError } from './embedding-errors.js';
import type { ProviderName } from './provider.js';

/** A backend that was tried and why it could not serve. */
export interface ProviderFailure {
  provider: ProviderName;
  error: unknown;
}

/** How to get search by meaning, as one clause: install Ollama and pull `model`. */
export function meaningHint(model: string): string {
  return `to search by meaning, install Ollama (https://ollama.com) and run \`ollama pull ${model}\``;
}

/** The failure message without the `strata: ` prefix, for joining into one sentence. */
export function failureText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^strata: /, '');
}

/**
 * True when every failure is an Ollama that is not there to ask (nothing listens, or none
 * of the models is pulled), as on a machine without Ollama; false when one is set up but
 * failing (a timeout, an error, an unreadable answer).
 */
export function isOllamaNotSetUp(failures: readonly ProviderFailure[]): boolean {
  return (
    failures.length > 0 &&
    failures.every(
      ({ provider, error }) =>
        provider === 'ollama' &&
        isEmbeddingError(error) &&
        (error.kind === 'unreachable' || error.kind === 'model-missing'),
    )
  );
}

/** Why there is no Ollama to ask at `host`, and how to get `model`, for a status line. */
export function notSetUpText(
  failures: readonly ProviderFailure[],
  ollama: { host: string; model: string },
): string {
  const error = failures[0]?.error;
  const missing = isEmbeddingError(error) && error.kind === 'model-missing';
  const why = missing
    ? `Ollama at ${ollama.host} has not pulled ${ollama.model}`
    : `no Ollama answers at ${ollama.host}`;
  return `${why}; ${meaningHint(ollama.model)}`;
}

/**
 * Composes the notice for keyword-only search after `failures` (no backend serves);
 * `ollama` is where Ollama is looked for and the model named in the pull command.
 */
export function degradeNotice(
  failures: readonly ProviderFailure[],
  ollama: { host: string; model: string },
): string {
  if (isOllamaNotSetUp(failures)) {
    return `strata: search uses keywords only: ${notSetUpText(failures, ollama)}.`;
  }
  const why = failures.map((failure) => failureText(failure.error)).join('; ');
  return `strata: ${why}. Search uses keywords only until an embedding backend answers.`;
}
