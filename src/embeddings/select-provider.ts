/**
 * The embeddings facade: picks a backend per `embedding.provider` (auto = Ollama when it
 * answers, else keyword-only; embedded = the in-process USE-lite model, opt-in), falls back
 * to keyword-only per call when the backend fails, and tells the user once. Every result
 * carries its embedding space, so callers notice a change of backend and never mix vectors
 * of two models.
 */
import { availableParallelism } from 'node:os';
import type { Config } from '../core/config/config.js';
import { CircuitBreaker } from './circuit-breaker.js';
import {
  degradeNotice,
  failureText,
  isOllamaNotSetUp,
  notSetUpText,
  type ProviderFailure,
} from './degrade-notice.js';
import { assertEmbeddable } from './embed-input.js';
import { LazyProvider } from './lazy-provider.js';
import { resolveOllamaHost } from './ollama/ollama-host.js';
import { OllamaProvider } from './ollama/ollama-provider.js';
import type { EmbeddingProvider, EmbeddingSpace, ProviderName } from './provider.js';
import type { TextEmbedder } from './text-embedder.js';
import { chooseWorkerCount } from './worker-embedder.js';

/** What the facade currently serves, for `strata doctor`, stats and logs. */
export interface EmbeddingStatus {
  provider: ProviderName;
  /** Empty when the provider is `none`. */
  model: string;
  /** 0 when the provider is `none`. */
  dimensions: number;
  /**
   * True when the configured backend is there but failed, so search lost meaning it had.
   * False for keyword-only by configuration, or when Ollama is simply not set up.
   */
  degraded: boolean;
  /** Why it is degraded (or why there are no vectors, with how to get them). */
  reason?: string;
}

/** Vectors together with the space they belong to. */
export interface EmbeddingBatch {
  space: EmbeddingSpace;
  vectors: number[][];
}

/** The facade returned by {@link createEmbeddings}. */
export interface Embeddings {
  /** Picks a backend; never throws for an unavailable backend, it degrades instead. */
  init(): Promise<EmbeddingStatus>;
  /** The current status; before `init` it reports provider `none`, not loaded yet. */
  status(): EmbeddingStatus;
  /** The space of the vectors `embed` returns now, or undefined when keyword-only. */
  activeSpace(): EmbeddingSpace | undefined;
  /**
   * Embeds non-empty texts with the best backend that answers. Returns null when no
   * backend can (keyword-only). Empty texts are refused with INVALID_ARGUMENT.
   */
  embed(texts: readonly string[], signal?: AbortSignal): Promise<EmbeddingBatch | null>;
  close(): Promise<void>;
}

/** Inputs of {@link createEmbeddings}; the composition root reads env and config. */
export interface CreateEmbeddingsOptions {
  config: Config['embedding'];
  /** The OLLAMA_HOST value, if set. */
  ollamaHostEnv?: string | undefined;
  /** Diagnostic lines for the log file. */
  log?: (message: string) => void;
  /** User-facing degrade and keyword-only messages; each is reported once per facade. */
  onNotice?: (message: string) => void;
  /** Clock of the circuit breakers (tests inject one). */
  now?: () => number;
  /** Cool-down after a backend fails (default 30 s). */
  coolDownMs?: number;
  /** Deadline of Ollama's first embed, which may load the model. */
  ollamaLoadTimeoutMs?: number;
  /** Loader of the embedded model (tests share one). */
  loadEmbedded?: () => Promise<TextEmbedder>;
  /** The fetch under the Ollama client. */
  fetch?: typeof fetch;
}

interface Slot {
  provider: EmbeddingProvider;
  breaker: CircuitBreaker;
}

/** Builds the facade; nothing is contacted or loaded until `init` or `embed`. */
export function createEmbeddings(options: CreateEmbeddingsOptions): Embeddings {
  const ollama: OllamaTarget = {
    host: resolveOllamaHost({
      configEndpoint: options.config.endpoint,
      ollamaHostEnv: options.ollamaHostEnv,
    }),
    model: options.config.model,
  };
  return new EmbeddingsFacade(createSlots(options, ollama), options, ollama);
}

/** The Ollama server and model the configuration points at, named in notices. */
interface OllamaTarget {
  host: string;
  model: string;
}

function createSlots(options: CreateEmbeddingsOptions, ollama: OllamaTarget): Slot[] {
  const { config } = options;
  const breaker = () => new CircuitBreaker({ coolDownMs: options.coolDownMs, now: options.now });
  const slots: Slot[] = [];
  if (config.provider === 'auto' || config.provider === 'ollama') {
    const ollamaBreaker = breaker();
    const provider = new OllamaProvider({
      host: ollama.host,
      model: ollama.model,
      fallbackModels: config.fallbackModels,
      timeoutMs: config.timeoutMs,
      loadTimeoutMs: options.ollamaLoadTimeoutMs,
      batchSize: config.batchSize,
      breaker: ollamaBreaker,
      fetch: options.fetch,
    });
    slots.push({ provider, breaker: ollamaBreaker });
  }
  // Opt-in only: USE-lite costs ~130 MB per model thread and measured no better than
  // keyword search, so its code and weights are imported only when it is chosen.
  if (config.provider === 'embedded') {
    const load = async () => {
      const { EmbeddedProvider } = await import('./embedded-provider.js');
      return new EmbeddedProvider({
        batchSize: config.batchSize,
        load: options.loadEmbedded,
        workers: chooseWorkerCount(config.workers, availableParallelism()),
      });
    };
    slots.push({ provider: new LazyProvider('embedded', load), breaker: breaker() });
  }
  return slots;
}

class EmbeddingsFacade implements Embeddings {
  private readonly slots: readonly Slot[];
  private readonly options: CreateEmbeddingsOptions;
  private readonly ollama: OllamaTarget;
  private readonly noticed = new Set<ProviderName>();
  private current: EmbeddingStatus;
  private space: EmbeddingSpace | undefined;

  constructor(slots: readonly Slot[], options: CreateEmbeddingsOptions, ollama: OllamaTarget) {
    this.slots = slots;
    this.options = options;
    this.ollama = ollama;
    this.current = {
      provider: 'none',
      model: '',
      dimensions: 0,
      degraded: false,
      reason: 'the embedding model is not loaded yet',
    };
  }

  async init(): Promise<EmbeddingStatus> {
    await this.run([]);
    return this.status();
  }

  status(): EmbeddingStatus {
    return { ...this.current };
  }

  activeSpace(): EmbeddingSpace | undefined {
    return this.space ? { ...this.space } : undefined;
  }

  async embed(texts: readonly string[], signal?: AbortSignal): Promise<EmbeddingBatch | null> {
    assertEmbeddable(texts);
    return this.run(texts, signal);
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.provider.close()));
  }

  /** Tries each backend in order of preference; the first that serves wins. */
  private async run(
    texts: readonly string[],
    signal?: AbortSignal,
  ): Promise<EmbeddingBatch | null> {
    const failures: ProviderFailure[] = [];
    for (const slot of this.slots) {
      if (!slot.breaker.canTry()) {
        failures.push({ provider: slot.provider.name, error: slot.breaker.lastFailure });
        continue;
      }
      try {
        const space = await slot.provider.init();
        const vectors = await slot.provider.embed(texts, signal);
        slot.breaker.recordSuccess();
        this.activate(space, failures);
        return { space, vectors };
      } catch (error) {
        if (signal?.aborted) throw error;
        slot.breaker.recordFailure(error);
        failures.push({ provider: slot.provider.name, error });
      }
    }
    this.activateNone(failures);
    return null;
  }

  private activate(space: EmbeddingSpace, failures: readonly ProviderFailure[]): void {
    const degraded = failures.length > 0;
    const next: EmbeddingStatus = { ...space, degraded };
    if (degraded) next.reason = reasonOf(failures);
    this.space = space;
    this.transition(next, null);
  }

  private activateNone(failures: readonly ProviderFailure[]): void {
    // Only auto treats a machine without Ollama as keyword-only by choice; a provider the
    // user named explicitly that cannot serve is a loss.
    const notSetUp = this.options.config.provider === 'auto' && isOllamaNotSetUp(failures);
    const degraded = failures.length > 0 && !notSetUp;
    const ollama = this.ollama;
    const reason = notSetUp
      ? notSetUpText(failures, ollama)
      : degraded
        ? reasonOf(failures)
        : 'embedding.provider is "none"';
    this.space = undefined;
    const none = { provider: 'none' as const, model: '', dimensions: 0 };
    const notice = failures.length ? degradeNotice(failures, ollama) : null;
    this.transition({ ...none, degraded, reason }, notice);
  }

  /**
   * Records the new status; logs real changes, and reports a loss of meaning (`notice`)
   * to the user once per target backend (later ones reach the log only).
   */
  private transition(next: EmbeddingStatus, notice: string | null): void {
    const previous = this.current;
    this.current = next;
    const changed =
      previous.provider !== next.provider ||
      previous.model !== next.model ||
      previous.dimensions !== next.dimensions ||
      previous.degraded !== next.degraded;
    // Keyword-only without Ollama looks like the unloaded start; its notice is still new.
    const fresh = notice !== null && !this.noticed.has(next.provider);
    if (changed || fresh) {
      this.options.log?.(
        notice ?? `strata: embeddings now ${next.provider}/${next.model} (${next.dimensions}-d)`,
      );
    }
    if (notice && fresh) {
      this.noticed.add(next.provider);
      this.options.onNotice?.(notice);
    }
  }
}

function reasonOf(failures: readonly ProviderFailure[]): string {
  return failures.map((failure) => failureText(failure.error)).join('; ');
}
