/**
 * The one interface every embedding backend implements (Ollama, embedded USE-lite, none).
 */

import type { EmbeddingSpace, ProviderName } from '../core/embedding-space.js';

// The space is defined in core, where search and services see the same definition.
export { type EmbeddingSpace, isSameSpace, type ProviderName } from '../core/embedding-space.js';

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
