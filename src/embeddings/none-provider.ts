/**
 * Keyword-only search: the provider that has no vectors. It exists so that "no semantic
 * search" is an explicit, reportable state rather than a missing object; every call says
 * so with an error the caller can recognise (`kind: 'disabled'`).
 */
import { EmbeddingError } from './embedding-errors.js';
import type { EmbeddingProvider, EmbeddingSpace } from './provider.js';

/** The provider used when embeddings are off or no backend could serve. */
export class NoneProvider implements EmbeddingProvider {
  readonly name = 'none' as const;
  private readonly reason: string;

  /** `reason` says why there are no vectors, e.g. "embedding.provider is none". */
  constructor(reason = 'embedding.provider is "none"') {
    this.reason = reason;
  }

  /** Always rejects: this provider has no embedding space. */
  async init(): Promise<EmbeddingSpace> {
    throw this.error();
  }

  /** Returns [] for no texts; any text is refused, since there is no model to embed it. */
  async embed(texts: readonly string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    throw this.error();
  }

  async close(): Promise<void> {}

  private error(): EmbeddingError {
    return new EmbeddingError('none', 'disabled', `keyword-only search: ${this.reason}`, {
      hint: 'set embedding.provider to "auto" to search by meaning',
      subject: 'embedding.provider',
    });
  }
}
