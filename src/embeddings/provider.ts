/**
 * The one interface every embedding backend implements (Ollama, embedded USE-lite, none).
 */

/** Which backend produced a vector. Vectors of two different (provider, model) pairs are never compared. */
export type ProviderName = 'ollama' | 'embedded' | 'none';

/** Identity of an embedding space: vectors are comparable only within one. */
export interface EmbeddingSpace {
  provider: ProviderName;
  model: string;
  dimensions: number;
}

/** Turns texts into unit-length vectors. */
export interface EmbeddingProvider {
  readonly name: ProviderName;
  /**
   * Prepares the provider (finds the model, loads weights) and reports the embedding
   * space, or throws when this provider cannot serve. Cheap to call twice.
   */
  init(): Promise<EmbeddingSpace>;
  /** Embeds non-empty texts in order; one vector per text. */
  embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]>;
  /** Releases resources (model memory, sockets). */
  close(): Promise<void>;
}

/** True when vectors of `a` and `b` may be compared (same provider, model and dimensions). */
export function isSameSpace(a: EmbeddingSpace | undefined, b: EmbeddingSpace | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  return a.provider === b.provider && a.model === b.model && a.dimensions === b.dimensions;
}
