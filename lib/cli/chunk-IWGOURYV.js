#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

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
function isEmbeddingError(value) {
  return value instanceof EmbeddingError;
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

export {
  EmbeddingError,
  isEmbeddingError,
  assertEmbeddable,
  toBatches,
  loadEmbeddedModel,
  chooseWorkerCount
};
