/**
 * Turns what the `ollama` client throws into an {@link EmbeddingError} with a message that
 * names the address and the fix. Classification uses `status_code`, `cause.code` and error
 * names only: message texts change between versions and languages.
 */
import { EmbeddingError, type EmbeddingFailureKind } from '../embedding-errors.js';

/** What the message needs to know about the call that failed. */
export interface OllamaCallContext {
  host: string;
  /** The model being used or the first one strata would like. */
  model: string;
  timeoutMs: number;
}

/** Converts any error thrown by an Ollama call into an {@link EmbeddingError}. */
export function toOllamaError(error: unknown, context: OllamaCallContext): EmbeddingError {
  if (error instanceof EmbeddingError) return error;
  const kind = classify(error);
  const { message, hint } = describe(kind, error, context);
  return new EmbeddingError('ollama', kind, `${message}: ${hint}`, {
    hint,
    subject: context.host,
    cause: error,
  });
}

function classify(error: unknown): EmbeddingFailureKind {
  const name = errorName(error);
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  const status = statusCode(error);
  if (status === 404) return 'model-missing';
  if (status !== undefined) return 'server-error';
  if (name === 'SyntaxError') return 'bad-response';
  // fetch reports network failures as TypeError with the socket error as `cause`.
  if (name === 'TypeError' || causeCode(error) !== undefined) return 'unreachable';
  return 'server-error';
}

function describe(
  kind: EmbeddingFailureKind,
  error: unknown,
  { host, model, timeoutMs }: OllamaCallContext,
): { message: string; hint: string } {
  const start = `start it with \`ollama serve\` and \`ollama pull ${model}\``;
  switch (kind) {
    case 'timeout':
      return {
        message: `Ollama at ${host} did not answer within ${timeoutMs} ms`,
        hint: `check \`ollama ps\`, or raise embedding.timeoutMs`,
      };
    case 'model-missing':
      return {
        message: `Ollama at ${host} has no model "${model}"`,
        hint: `run \`ollama pull ${model}\` or set embedding.model to an installed model`,
      };
    case 'server-error':
      return {
        message: `Ollama at ${host} failed${statusText(error)}`,
        hint: 'check the Ollama server log, or restart it with `ollama serve`',
      };
    case 'bad-response':
      return {
        message: `Ollama at ${host} sent a response strata cannot read (${errorName(error) ?? 'invalid data'})`,
        hint: 'check that embedding.endpoint / OLLAMA_HOST points at an Ollama server',
      };
    default: {
      const code = causeCode(error);
      return { message: `Ollama not reachable at ${host}${code ? ` (${code})` : ''}`, hint: start };
    }
  }
}

function statusText(error: unknown): string {
  const status = statusCode(error);
  if (status === undefined) return '';
  const detail = (error as { error?: unknown }).error;
  return typeof detail === 'string' && detail !== ''
    ? ` with HTTP ${status} (${detail})`
    : ` with HTTP ${status}`;
}

function errorName(error: unknown): string | undefined {
  return error instanceof Error || isRecord(error) ? String((error as Error).name) : undefined;
}

function statusCode(error: unknown): number | undefined {
  if (!isRecord(error)) return undefined;
  const status = error.status_code;
  return typeof status === 'number' ? status : undefined;
}

function causeCode(error: unknown): string | undefined {
  if (!isRecord(error) || !isRecord(error.cause)) return undefined;
  const code = error.cause.code;
  return typeof code === 'string' ? code : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
