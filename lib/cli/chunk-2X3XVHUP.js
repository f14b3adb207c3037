#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  Ollama,
  createDeadlineFetch,
  resolveOllamaHost
} from "./chunk-TGVE5BR7.js";
import {
  EmbeddingError,
  assertEmbeddable,
  chooseWorkerCount,
  isEmbeddingError,
  toBatches
} from "./chunk-IWGOURYV.js";
import {
  isFiniteVector,
  normalise
} from "./chunk-43VN4BCW.js";

// src/embeddings/degrade-notice.ts
function meaningHint(model) {
  return `to search by meaning, install Ollama (https://ollama.com) and run \`ollama pull ${model}\``;
}
function failureText(error) {
  return (error instanceof Error ? error.message : String(error)).replace(/^strata: /, "");
}
function isOllamaNotSetUp(failures) {
  return failures.length > 0 && failures.every(
    ({ provider, error }) => provider === "ollama" && isEmbeddingError(error) && (error.kind === "unreachable" || error.kind === "model-missing")
  );
}
function notSetUpText(failures, ollama) {
  let error = failures[0]?.error;
  return `${isEmbeddingError(error) && error.kind === "model-missing" ? `Ollama at ${ollama.host} has not pulled ${ollama.model}` : `no Ollama answers at ${ollama.host}`}; ${meaningHint(ollama.model)}`;
}
function degradeNotice(failures, ollama) {
  return isOllamaNotSetUp(failures) ? `strata: search uses keywords only: ${notSetUpText(failures, ollama)}.` : `strata: ${failures.map((failure) => failureText(failure.error)).join("; ")}. Search uses keywords only until an embedding backend answers.`;
}

// src/embeddings/select-provider.ts
import { availableParallelism } from "node:os";

// src/embeddings/circuit-breaker.ts
var CircuitBreaker = class {
  coolDownMs;
  now;
  openedAt;
  failure;
  constructor(options = {}) {
    this.coolDownMs = options.coolDownMs ?? 3e4, this.now = options.now ?? Date.now;
  }
  /** The current state, computed from the clock. */
  get state() {
    return this.openedAt === void 0 ? "closed" : this.now() - this.openedAt >= this.coolDownMs ? "half-open" : "open";
  }
  /** True when a call may be attempted now. */
  canTry() {
    return this.state !== "open";
  }
  /** The error that opened the breaker, while it is open or half-open. */
  get lastFailure() {
    return this.failure;
  }
  /** When calls will be let through again (epoch ms), or undefined when closed. */
  get retryAt() {
    return this.openedAt === void 0 ? void 0 : this.openedAt + this.coolDownMs;
  }
  /** Milliseconds until calls are let through again; 0 when they already are. */
  get remainingMs() {
    let retryAt = this.retryAt;
    return retryAt === void 0 ? 0 : Math.max(0, retryAt - this.now());
  }
  /** Records a successful call: the breaker closes. */
  recordSuccess() {
    this.openedAt = void 0, this.failure = void 0;
  }
  /** Records a failed call: the breaker (re)opens for a full cool-down from now. */
  recordFailure(error) {
    this.openedAt = this.now(), this.failure = error;
  }
  /** Closes the breaker without a call, e.g. after the user fixed the configuration. */
  reset() {
    this.recordSuccess();
  }
};

// src/embeddings/lazy-provider.ts
var LazyProvider = class {
  name;
  load;
  loaded;
  constructor(name, load) {
    this.name = name, this.load = load;
  }
  async init() {
    return (await this.provider()).init();
  }
  async embed(texts, signal) {
    return (await this.provider()).embed(texts, signal);
  }
  /** Closes the provider if it was ever loaded; never loads it to close it. */
  async close() {
    let loaded = this.loaded;
    this.loaded = void 0, await (await loaded?.catch(() => {
    }))?.close();
  }
  provider() {
    return this.loaded ??= this.load().catch((error) => {
      throw this.loaded = void 0, error;
    }), this.loaded;
  }
};

// src/embeddings/ollama/ollama-errors.ts
function toOllamaError(error, context) {
  if (error instanceof EmbeddingError) return error;
  let kind = classify(error), { message, hint } = describe(kind, error, context);
  return new EmbeddingError("ollama", kind, `${message}: ${hint}`, {
    hint,
    subject: context.host,
    cause: error
  });
}
function classify(error) {
  let name = errorName(error);
  if (name === "TimeoutError" || name === "AbortError") return "timeout";
  let status = statusCode(error);
  return status === 404 ? "model-missing" : status !== void 0 ? "server-error" : name === "SyntaxError" ? "bad-response" : name === "TypeError" || causeCode(error) !== void 0 ? "unreachable" : "server-error";
}
function describe(kind, error, { host, model, timeoutMs }) {
  let start = `start it with \`ollama serve\` and \`ollama pull ${model}\``;
  switch (kind) {
    case "timeout":
      return {
        message: `Ollama at ${host} did not answer within ${timeoutMs} ms`,
        hint: "check `ollama ps`, or raise embedding.timeoutMs"
      };
    case "model-missing":
      return {
        message: `Ollama at ${host} has no model "${model}"`,
        hint: `run \`ollama pull ${model}\` or set embedding.model to an installed model`
      };
    case "server-error":
      return {
        message: `Ollama at ${host} failed${statusText(error)}`,
        hint: "check the Ollama server log, or restart it with `ollama serve`"
      };
    case "bad-response":
      return {
        message: `Ollama at ${host} sent a response strata cannot read (${errorName(error) ?? "invalid data"})`,
        hint: "check that embedding.endpoint / OLLAMA_HOST points at an Ollama server"
      };
    default: {
      let code = causeCode(error);
      return { message: `Ollama not reachable at ${host}${code ? ` (${code})` : ""}`, hint: start };
    }
  }
}
function statusText(error) {
  let status = statusCode(error);
  if (status === void 0) return "";
  let detail = error.error;
  return typeof detail == "string" && detail !== "" ? ` with HTTP ${status} (${detail})` : ` with HTTP ${status}`;
}
function errorName(error) {
  return error instanceof Error || isRecord(error) ? String(error.name) : void 0;
}
function statusCode(error) {
  if (!isRecord(error)) return;
  let status = error.status_code;
  return typeof status == "number" ? status : void 0;
}
function causeCode(error) {
  if (!isRecord(error) || !isRecord(error.cause)) return;
  let code = error.cause.code;
  return typeof code == "string" ? code : void 0;
}
function isRecord(value) {
  return typeof value == "object" && value !== null;
}

// src/embeddings/ollama/ollama-provider.ts
var PROBE_TEXT = "strata embedding probe";
function canonicalModelName(name) {
  return name.endsWith(":latest") ? name.slice(0, -7) : name;
}
function pickInstalledModel(list, wanted) {
  let installed = /* @__PURE__ */ new Set();
  for (let entry of list.models ?? [])
    typeof entry?.name == "string" && installed.add(canonicalModelName(entry.name)), typeof entry?.model == "string" && installed.add(canonicalModelName(entry.model));
  return wanted.find((name) => installed.has(canonicalModelName(name)));
}
var OllamaProvider = class {
  name = "ollama";
  host;
  /** Exposed so the facade can tell "cooling down" from "never tried". */
  breaker;
  options;
  space;
  pending;
  constructor(options) {
    this.options = options, this.host = options.host, this.breaker = options.breaker ?? new CircuitBreaker();
  }
  /** Finds an installed model and measures its dimensions with one probe embed. */
  async init() {
    return this.space ? this.space : (this.assertBreakerClosed(), this.pending ??= this.connect().finally(() => {
      this.pending = void 0;
    }), this.pending);
  }
  /** Embeds `texts` in batches of `batchSize`; returns unit-length vectors in order. */
  async embed(texts, signal) {
    if (assertEmbeddable(texts), texts.length === 0) return [];
    let space = await this.init(), vectors = [];
    for (let batch of toBatches(texts, this.options.batchSize)) {
      let response = await this.call(
        (client) => client.embed({ model: space.model, input: batch }),
        this.options.timeoutMs,
        signal
      );
      vectors.push(...this.readVectors(response, batch.length, space.dimensions));
    }
    return vectors;
  }
  /** Nothing to release: requests use the global connection pool. */
  async close() {
    this.space = void 0;
  }
  async connect() {
    let list = await this.call((client) => client.list(), this.options.timeoutMs), wanted = [this.options.model, ...this.options.fallbackModels ?? []], model = pickInstalledModel(list, wanted);
    if (model === void 0) throw this.fail(this.noModelError(wanted));
    let loadTimeoutMs = this.options.loadTimeoutMs ?? Math.max(this.options.timeoutMs, 1e4), response = await this.call(
      (client) => client.embed({ model, input: [PROBE_TEXT] }),
      loadTimeoutMs
    ), [probe] = this.readVectors(response, 1, void 0);
    return this.space = {
      provider: "ollama",
      model: canonicalModelName(model),
      dimensions: probe.length
    }, this.space;
  }
  /** Runs one client call under a deadline; failures open the breaker and become EmbeddingErrors. */
  async call(run, timeoutMs, signal) {
    this.assertBreakerClosed();
    let fetch = createDeadlineFetch({ timeoutMs, signal, fetch: this.options.fetch });
    try {
      let result = await run(new Ollama({ host: this.host, fetch }));
      return this.breaker.recordSuccess(), result;
    } catch (error) {
      throw signal?.aborted ? signal.reason : this.fail(
        toOllamaError(error, { host: this.host, model: this.modelForMessages(), timeoutMs })
      );
    }
  }
  readVectors(response, count, dimensions) {
    let embeddings = response?.embeddings;
    if (!(Array.isArray(embeddings) && embeddings.length === count && embeddings.every(
      (vector) => isFiniteVector(vector) && vector.length > 0 && vector.length === (dimensions ?? vector.length)
    ) && new Set(embeddings.map((vector) => vector.length)).size <= 1))
      throw this.fail(
        new EmbeddingError(
          "ollama",
          "bad-response",
          `Ollama at ${this.host} returned ${describeEmbeddings(embeddings)} for ${count} texts (expected ${count} vectors${dimensions ? ` of ${dimensions} numbers` : ""}): check that embedding.model names an embedding model`,
          { subject: this.host }
        )
      );
    return embeddings.map(normalise);
  }
  fail(error) {
    return this.breaker.recordFailure(error), this.space = void 0, error;
  }
  assertBreakerClosed() {
    if (this.breaker.canTry()) return;
    let last = this.breaker.lastFailure, retryIn = Math.ceil(this.breaker.remainingMs / 1e3), reason = last instanceof Error ? last.message.replace(/^strata: /, "") : "it failed";
    throw new EmbeddingError(
      "ollama",
      "cooling-down",
      `Ollama skipped after a recent failure: ${reason}`,
      {
        hint: retryIn > 0 ? `strata retries Ollama within ${retryIn} s` : void 0,
        subject: this.host,
        cause: last
      }
    );
  }
  modelForMessages() {
    return this.space?.model ?? this.options.model;
  }
  noModelError(wanted) {
    return new EmbeddingError(
      "ollama",
      "model-missing",
      `Ollama at ${this.host} has none of the embedding models ${wanted.join(", ")}: run \`ollama pull ${wanted[0]}\``,
      { hint: `ollama pull ${wanted[0]}`, subject: "embedding.model" }
    );
  }
};
function describeEmbeddings(value) {
  if (!Array.isArray(value)) return "no embeddings";
  let lengths = [...new Set(value.map((vector) => Array.isArray(vector) ? vector.length : -1))];
  return `${value.length} vectors (lengths ${lengths.join(", ")})`;
}

// src/embeddings/select-provider.ts
function createEmbeddings(options) {
  let ollama = {
    host: resolveOllamaHost({
      configEndpoint: options.config.endpoint,
      ollamaHostEnv: options.ollamaHostEnv
    }),
    model: options.config.model
  };
  return new EmbeddingsFacade(createSlots(options, ollama), options, ollama);
}
function createSlots(options, ollama) {
  let { config } = options, breaker = () => new CircuitBreaker({ coolDownMs: options.coolDownMs, now: options.now }), slots = [];
  if (config.provider === "auto" || config.provider === "ollama") {
    let ollamaBreaker = breaker(), provider = new OllamaProvider({
      host: ollama.host,
      model: ollama.model,
      fallbackModels: config.fallbackModels,
      timeoutMs: config.timeoutMs,
      loadTimeoutMs: options.ollamaLoadTimeoutMs,
      batchSize: config.batchSize,
      breaker: ollamaBreaker,
      fetch: options.fetch
    });
    slots.push({ provider, breaker: ollamaBreaker });
  }
  if (config.provider === "embedded") {
    let load = async () => {
      let { EmbeddedProvider } = await import("./embedded-provider-6AL5TORF.js");
      return new EmbeddedProvider({
        batchSize: config.batchSize,
        load: options.loadEmbedded,
        workers: chooseWorkerCount(config.workers, availableParallelism())
      });
    };
    slots.push({ provider: new LazyProvider("embedded", load), breaker: breaker() });
  }
  return slots;
}
var EmbeddingsFacade = class {
  slots;
  options;
  ollama;
  noticed = /* @__PURE__ */ new Set();
  current;
  space;
  constructor(slots, options, ollama) {
    this.slots = slots, this.options = options, this.ollama = ollama, this.current = {
      provider: "none",
      model: "",
      dimensions: 0,
      degraded: !1,
      reason: "the embedding model is not loaded yet"
    };
  }
  async init() {
    return await this.run([]), this.status();
  }
  status() {
    return { ...this.current };
  }
  activeSpace() {
    return this.space ? { ...this.space } : void 0;
  }
  async embed(texts, signal) {
    return assertEmbeddable(texts), this.run(texts, signal);
  }
  async close() {
    await Promise.all(this.slots.map((slot) => slot.provider.close()));
  }
  /** Tries each backend in order of preference; the first that serves wins. */
  async run(texts, signal) {
    let failures = [];
    for (let slot of this.slots) {
      if (!slot.breaker.canTry()) {
        failures.push({ provider: slot.provider.name, error: slot.breaker.lastFailure });
        continue;
      }
      try {
        let space = await slot.provider.init(), vectors = await slot.provider.embed(texts, signal);
        return slot.breaker.recordSuccess(), this.activate(space, failures), { space, vectors };
      } catch (error) {
        if (signal?.aborted) throw error;
        slot.breaker.recordFailure(error), failures.push({ provider: slot.provider.name, error });
      }
    }
    return this.activateNone(failures), null;
  }
  activate(space, failures) {
    let degraded = failures.length > 0, next = { ...space, degraded };
    degraded && (next.reason = reasonOf(failures)), this.space = space, this.transition(next, null);
  }
  activateNone(failures) {
    let notSetUp = this.options.config.provider === "auto" && isOllamaNotSetUp(failures), degraded = failures.length > 0 && !notSetUp, ollama = this.ollama, reason = notSetUp ? notSetUpText(failures, ollama) : degraded ? reasonOf(failures) : 'embedding.provider is "none"';
    this.space = void 0;
    let none = { provider: "none", model: "", dimensions: 0 }, notice = failures.length ? degradeNotice(failures, ollama) : null;
    this.transition({ ...none, degraded, reason }, notice);
  }
  /**
   * Records the new status; logs real changes, and reports a loss of meaning (`notice`)
   * to the user once per target backend (later ones reach the log only).
   */
  transition(next, notice) {
    let previous = this.current;
    this.current = next;
    let changed = previous.provider !== next.provider || previous.model !== next.model || previous.dimensions !== next.dimensions || previous.degraded !== next.degraded, fresh = notice !== null && !this.noticed.has(next.provider);
    (changed || fresh) && this.options.log?.(
      notice ?? `strata: embeddings now ${next.provider}/${next.model} (${next.dimensions}-d)`
    ), notice && fresh && (this.noticed.add(next.provider), this.options.onNotice?.(notice));
  }
};
function reasonOf(failures) {
  return failures.map((failure) => failureText(failure.error)).join("; ");
}

export {
  meaningHint,
  createEmbeddings
};
