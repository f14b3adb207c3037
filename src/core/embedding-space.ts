/**
 * What makes two vectors comparable, said once for every layer (embeddings, search,
 * services): the provider, the model and the number of dimensions. Vectors of two
 * different spaces are never compared, whatever their lengths. Pure.
 */

/** Which backend produced a vector. */
export type ProviderName = 'ollama' | 'embedded' | 'none';

/** Identity of an embedding space: vectors are comparable only within one. */
export interface EmbeddingSpace {
  provider: ProviderName;
  model: string;
  dimensions: number;
}

/** True when vectors of `a` and `b` may be compared: both known, same provider, model and dimensions. */
export function isSameSpace(
  a: EmbeddingSpace | null | undefined,
  b: EmbeddingSpace | null | undefined,
): boolean {
  if (!a || !b) return false;
  return a.provider === b.provider && a.model === b.model && a.dimensions === b.dimensions;
}

/** The `embedding.provider` setting. */
export type ProviderSetting = 'auto' | 'ollama' | 'embedded' | 'none';

/**
 * True when a process configured with `provider` can embed queries in `saved`'s backend
 * (with `none` it embeds nothing and keeps whatever is saved untouched). The embedded
 * model is opt-in: its vectors are of no use to a process that will never load it.
 */
export function canEmbedIn(provider: ProviderSetting, saved: EmbeddingSpace): boolean {
  if (provider === 'none') return true;
  return saved.provider === (provider === 'embedded' ? 'embedded' : 'ollama');
}
