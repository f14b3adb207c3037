/**
 * Why an embedding backend could not serve, as a value callers can branch on. The
 * facade degrades on any of these; the kind only chooses the wording and the fix.
 */
import { type ErrorCode, StrataError } from '../core/errors.js';
import type { ProviderName } from './provider.js';

/** What went wrong, independent of the message text. */
export type EmbeddingFailureKind =
  | 'unreachable'
  | 'timeout'
  | 'model-missing'
  | 'server-error'
  | 'bad-response'
  | 'not-installed'
  | 'load-failed'
  | 'disabled'
  | 'cooling-down';

/** A {@link StrataError} raised by an embedding provider, tagged with a failure kind. */
export class EmbeddingError extends StrataError {
  readonly provider: ProviderName;
  readonly kind: EmbeddingFailureKind;

  constructor(
    provider: ProviderName,
    kind: EmbeddingFailureKind,
    message: string,
    options: { hint?: string; subject?: string; cause?: unknown } = {},
  ) {
    super(codeFor(kind), message, options);
    this.name = 'EmbeddingError';
    this.provider = provider;
    this.kind = kind;
  }
}

function codeFor(kind: EmbeddingFailureKind): ErrorCode {
  // The core code list has no "unavailable"; NOT_FOUND fits a missing model or package,
  // everything else is an I/O failure of the backend.
  return kind === 'model-missing' || kind === 'not-installed' ? 'NOT_FOUND' : 'IO_ERROR';
}

/** True when `value` is an {@link EmbeddingError}. */
export function isEmbeddingError(value: unknown): value is EmbeddingError {
  return value instanceof EmbeddingError;
}
