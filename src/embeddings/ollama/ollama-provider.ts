/**
 * Embeddings from an Ollama server through the `ollama` client. Every call has a deadline,
 * a failure opens the circuit breaker, and the model is the first installed one of
 * `[model, ...fallbackModels]`. Dimensions come from Ollama's first answer.
 */
import { type EmbedResponse, type ListResponse, Ollama } from 'ollama';
import { CircuitBreaker } from '../circuit-breaker.js';
import { createDeadlineFetch } from '../deadline-fetch.js';
import { assertEmbeddable, toBatches } from '../embed-input.js';
import { EmbeddingError } from '../embedding-errors.js';
import type { EmbeddingProvider, EmbeddingSpace } from '../provider.js';
import { isFiniteVector, normalise } from '../vector-math.js';
import { toOllamaError } from './ollama-errors.js';

/** Options of {@link OllamaProvider}. */
export interface OllamaProviderOptions {
  /** Base URL, already resolved (see resolveOllamaHost). */
  host: string;
  model: string;
  fallbackModels?: readonly string[];
  /** Deadline of each call (milliseconds). */
  timeoutMs: number;
  /**
   * Deadline of the first embed, which may have to load the model into memory; the
   * server has already answered `/api/tags` by then. Defaults to max(timeoutMs, 10 s).
   */
  loadTimeoutMs?: number;
  /** Texts per `/api/embed` request. */
  batchSize: number;
  /** Shared breaker; a private one (30 s cool-down) when absent. */
  breaker?: CircuitBreaker;
  /** The underlying fetch; the global one when absent. */
  fetch?: typeof fetch;
}

const PROBE_TEXT = 'strata embedding probe';

/** Strips the implicit `:latest` tag so `x` and `x:latest` name one model. */
export function canonicalModelName(name: string): string {
  return name.endsWith(':latest') ? name.slice(0, -':latest'.length) : name;
}

/** Returns the first of `wanted` that appears in Ollama's model list, or undefined. */
export function pickInstalledModel(
  list: ListResponse,
  wanted: readonly string[],
): string | undefined {
  const installed = new Set<string>();
  for (const entry of list.models ?? []) {
    if (typeof entry?.name === 'string') installed.add(canonicalModelName(entry.name));
    if (typeof entry?.model === 'string') installed.add(canonicalModelName(entry.model));
  }
  return wanted.find((name) => installed.has(canonicalModelName(name)));
}

/** The Ollama backend of {@link EmbeddingProvider}. */
export class OllamaProvider implements EmbeddingProvider {
  readonly name = 'ollama' as const;
  readonly host: string;
  /** Exposed so the facade can tell "cooling down" from "never tried". */
  readonly breaker: CircuitBreaker;
  private readonly options: OllamaProviderOptions;
  private space: EmbeddingSpace | undefined;
  private pending: Promise<EmbeddingSpace> | undefined;

  constructor(options: OllamaProviderOptions) {
    this.options = options;
    this.host = options.host;
    this.breaker = options.breaker ?? new CircuitBreaker();
  }

  /** Finds an installed model and measures its dimensions with one probe embed. */
  async init(): Promise<EmbeddingSpace> {
    if (this.space) return this.space;
    this.assertBreakerClosed();
    this.pending ??= this.connect().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** Embeds `texts` in batches of `batchSize`; returns unit-length vectors in order. */
  async embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]> {
    assertEmbeddable(texts);
    if (texts.length === 0) return [];
    const space = await this.init();
    const vectors: number[][] = [];
    for (const batch of toBatches(texts, this.options.batchSize)) {
      const response = await this.call(
        (client) => client.embed({ model: space.model, input: batch }),
        this.options.timeoutMs,
        signal,
      );
      vectors.push(...this.readVectors(response, batch.length, space.dimensions));
    }
    return vectors;
  }

  /** Nothing to release: requests use the global connection pool. */
  async close(): Promise<void> {
    this.space = undefined;
  }

  private async connect(): Promise<EmbeddingSpace> {
    const list = await this.call((client) => client.list(), this.options.timeoutMs);
    const wanted = [this.options.model, ...(this.options.fallbackModels ?? [])];
    const model = pickInstalledModel(list, wanted);
    if (model === undefined) throw this.fail(this.noModelError(wanted));
    const loadTimeoutMs = this.options.loadTimeoutMs ?? Math.max(this.options.timeoutMs, 10_000);
    const response = await this.call(
      (client) => client.embed({ model, input: [PROBE_TEXT] }),
      loadTimeoutMs,
    );
    const [probe] = this.readVectors(response, 1, undefined);
    this.space = {
      provider: 'ollama',
      model: canonicalModelName(model),
      dimensions: probe!.length,
    };
    return this.space;
  }

  /** Runs one client call under a deadline; failures open the breaker and become EmbeddingErrors. */
  private async call<T>(
    run: (client: Ollama) => Promise<T>,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<T> {
    this.assertBreakerClosed();
    const fetch = createDeadlineFetch({ timeoutMs, signal, fetch: this.options.fetch });
    try {
      const result = await run(new Ollama({ host: this.host, fetch }));
      this.breaker.recordSuccess();
      return result;
    } catch (error) {
      // The caller cancelled: not Ollama's fault, so the breaker stays as it is.
      if (signal?.aborted) throw signal.reason;
      throw this.fail(
        toOllamaError(error, { host: this.host, model: this.modelForMessages(), timeoutMs }),
      );
    }
  }

  private readVectors(
    response: EmbedResponse,
    count: number,
    dimensions: number | undefined,
  ): number[][] {
    const embeddings: unknown = response?.embeddings;
    const valid =
      Array.isArray(embeddings) &&
      embeddings.length === count &&
      embeddings.every(
        (vector) =>
          isFiniteVector(vector) &&
          vector.length > 0 &&
          vector.length === (dimensions ?? vector.length),
      ) &&
      new Set(embeddings.map((vector: number[]) => vector.length)).size <= 1;
    if (!valid) {
      throw this.fail(
        new EmbeddingError(
          'ollama',
          'bad-response',
          `Ollama at ${this.host} returned ${describeEmbeddings(embeddings)} for ${count} texts (expected ${count} vectors${dimensions ? ` of ${dimensions} numbers` : ''}): check that embedding.model names an embedding model`,
          { subject: this.host },
        ),
      );
    }
    return (embeddings as number[][]).map(normalise);
  }

  private fail(error: EmbeddingError): EmbeddingError {
    this.breaker.recordFailure(error);
    // Forget the model: after the cool-down it may have been removed or replaced.
    this.space = undefined;
    return error;
  }

  private assertBreakerClosed(): void {
    if (this.breaker.canTry()) return;
    const last = this.breaker.lastFailure;
    const retryIn = Math.ceil(this.breaker.remainingMs / 1000);
    const reason = last instanceof Error ? last.message.replace(/^strata: /, '') : 'it failed';
    throw new EmbeddingError(
      'ollama',
      'cooling-down',
      `Ollama skipped after a recent failure: ${reason}`,
      {
        hint: retryIn > 0 ? `strata retries Ollama within ${retryIn} s` : undefined,
        subject: this.host,
        cause: last,
      },
    );
  }

  private modelForMessages(): string {
    return this.space?.model ?? this.options.model;
  }

  private noModelError(wanted: readonly string[]): EmbeddingError {
    return new EmbeddingError(
      'ollama',
      'model-missing',
      `Ollama at ${this.host} has none of the embedding models ${wanted.join(', ')}: run \`ollama pull ${wanted[0]}\``,
      { hint: `ollama pull ${wanted[0]}`, subject: 'embedding.model' },
    );
  }
}

function describeEmbeddings(value: unknown): string {
  if (!Array.isArray(value)) return 'no embeddings';
  const lengths = [...new Set(value.map((vector) => (Array.isArray(vector) ? vector.length : -1)))];
  return `${value.length} vectors (lengths ${lengths.join(', ')})`;
}
