/**
 * A provider whose code is imported on first use. The embedded model's module (and, through
 * it, its packages and weights) is only reached when `embedding.provider` is "embedded", so
 * a process in the default configuration never loads it.
 */
import type { EmbeddingProvider, EmbeddingSpace, ProviderName } from './provider.js';

/** Wraps `load` as a provider named `name`; `load` runs once, at the first `init` or `embed`. */
export class LazyProvider implements EmbeddingProvider {
  readonly name: ProviderName;
  private readonly load: () => Promise<EmbeddingProvider>;
  private loaded: Promise<EmbeddingProvider> | undefined;

  constructor(name: ProviderName, load: () => Promise<EmbeddingProvider>) {
    this.name = name;
    this.load = load;
  }

  async init(): Promise<EmbeddingSpace> {
    return (await this.provider()).init();
  }

  async embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]> {
    return (await this.provider()).embed(texts, signal);
  }

  /** Closes the provider if it was ever loaded; never loads it to close it. */
  async close(): Promise<void> {
    const loaded = this.loaded;
    this.loaded = undefined;
    const provider = await loaded?.catch(() => undefined);
    await provider?.close();
  }

  private provider(): Promise<EmbeddingProvider> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }
}
