/**
 * An Ollama-compatible HTTP server on 127.0.0.1 for tests, backed by the real USE-lite
 * model, so the real `ollama` client, real HTTP and real semantic similarity are exercised.
 * Faults (HTTP errors, a response that never comes, malformed JSON) and the list of
 * installed models can be switched while it runs, and embedding batches can be held back
 * (a backlog that stays put until the test lets it go).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadUseLite, type TextEmbedder } from '../../src/embeddings/embedded-provider.js';
import { normalise } from '../../src/embeddings/vector-math.js';
import { calibrationFor } from '../../src/search/similarity-calibration.js';

/** A model the server reports as installed; `dimensions` truncates USE-lite's 512. */
export interface FakeModel {
  name: string;
  dimensions?: number;
}

/** What the server does instead of answering normally. */
export type FakeOllamaFault =
  | { kind: 'none' }
  | { kind: 'error'; status: number; message?: string }
  | { kind: 'hang' }
  | { kind: 'stall-body' }
  | { kind: 'malformed-json' };

/** One request as received. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Options of {@link startFakeOllama}. */
export interface FakeOllamaOptions {
  /** Installed models; default `embeddinggemma`. */
  models?: Array<string | FakeModel>;
  /** A loaded model to share; otherwise USE-lite is loaded once, on the first embed. */
  embedder?: TextEmbedder;
}

/** Embedding batches held back by {@link FakeOllama.holdEmbeds}. */
export interface EmbedHold {
  /** Batches held so far, released or not. */
  readonly held: number;
  /** Resolves once `count` batches have been held in all. */
  waitForHeld(count: number): Promise<void>;
  /** Lets the batches held now go on (later ones are held again). */
  release(): void;
  /** Stops holding and lets every held batch go on. */
  stop(): void;
}

/** A running fake server. */
export interface FakeOllama {
  url: string;
  /** Number of HTTP requests received so far. */
  readonly requests: number;
  /** Every request received, in order. */
  readonly received: readonly RecordedRequest[];
  /** Sets a fault for every route, or only for `path` (e.g. `/api/embed`). */
  setFault(fault: FakeOllamaFault, path?: string): void;
  /** Replaces the list of installed models. */
  setModels(models: Array<string | FakeModel>): void;
  /** What `/api/generate` answers for any prompt (default `- A summary.`). */
  setGenerateReply(text: string): void;
  /**
   * Holds `/api/embed` requests of at least `minInputs` texts until released: a query (one
   * text) still gets its answer while a backlog batch waits.
   */
  holdEmbeds(minInputs: number): EmbedHold;
  /** Stops listening and drops every open connection, including hanging ones. */
  close(): Promise<void>;
}

interface State {
  models: FakeModel[];
  faults: Map<string, FakeOllamaFault>;
  received: RecordedRequest[];
  generateReply: string;
  embedder: () => Promise<TextEmbedder>;
  /** Decides whether an embed request of `inputs` texts waits, and for what. */
  gate?: (inputs: number) => Promise<void> | undefined;
}

/** A hold on embedding batches, installed as the state's gate. */
function createHold(state: State, minInputs: number): EmbedHold {
  let held = 0;
  let opened: Array<() => void> = [];
  let waiters: Array<{ count: number; resolve: () => void }> = [];
  const release = () => {
    for (const open of opened.splice(0)) open();
  };
  state.gate = (inputs) => {
    if (inputs < minInputs) return undefined;
    held++;
    const gate = new Promise<void>((resolve) => opened.push(resolve));
    const reached = waiters.filter((w) => held >= w.count);
    waiters = waiters.filter((w) => held < w.count);
    for (const w of reached) w.resolve();
    return gate;
  };
  return {
    get held() {
      return held;
    },
    waitForHeld: (count) =>
      held >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    release,
    stop: () => {
      delete state.gate;
      release();
      opened = [];
    },
  };
}

/**
 * `embedder` computing each distinct text once: the model is deterministic and tests embed
 * the same sample memories store after store, so a repeat is answered from memory. What
 * reaches the model (or the fake's HTTP log) is unchanged; only the repeated work goes.
 */
export function rememberVectors(embedder: TextEmbedder): TextEmbedder {
  const known = new Map<string, number[]>();
  return {
    async embed(texts) {
      const missing = [...new Set(texts.filter((text) => !known.has(text)))];
      if (missing.length) {
        const vectors = await embedder.embed(missing);
        for (const [i, text] of missing.entries()) known.set(text, vectors[i] as number[]);
      }
      return texts.map((text) => [...(known.get(text) as number[])]);
    },
    ...(embedder.dispose ? { dispose: () => embedder.dispose?.() } : {}),
  };
}

/** Starts a fake Ollama on an ephemeral loopback port. */
export async function startFakeOllama(options: FakeOllamaOptions = {}): Promise<FakeOllama> {
  let loading: Promise<TextEmbedder> | undefined;
  const state: State = {
    models: toModels(options.models ?? ['embeddinggemma']),
    faults: new Map(),
    received: [],
    generateReply: '- A summary.',
    embedder: () => {
      loading ??= options.embedder
        ? Promise.resolve(rememberVectors(options.embedder))
        : loadUseLite().then(rememberVectors);
      return loading;
    },
  };
  const server = createServer((req, res) => {
    handle(state, req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return state.received.length;
    },
    received: state.received,
    setFault: (fault, path) => state.faults.set(path ?? '*', fault),
    setModels: (models) => {
      state.models = toModels(models);
    },
    setGenerateReply: (text) => {
      state.generateReply = text;
    },
    holdEmbeds: (minInputs) => createHold(state, minInputs),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handle(state: State, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const text = await readBody(req);
  const body = parseJson(text);
  state.received.push({ method: req.method ?? 'GET', path, body });
  const fault = state.faults.get(path) ?? state.faults.get('*') ?? { kind: 'none' };
  if (applyFault(fault, res)) return;
  if (req.method === 'POST' && text !== '' && body === undefined) {
    return sendJson(res, 400, { error: 'invalid JSON in request body' });
  }
  await route(state, `${req.method} ${path}`, body, res);
}

async function route(
  state: State,
  route: string,
  body: unknown,
  res: ServerResponse,
): Promise<void> {
  switch (route) {
    case 'GET /':
    case 'HEAD /':
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return void res.end('Ollama is running');
    case 'GET /api/version':
      return sendJson(res, 200, { version: '0.12.6' });
    case 'GET /api/tags':
      return sendJson(res, 200, { models: state.models.map(tagEntry) });
    case 'POST /api/show':
      return show(state, body, res);
    case 'POST /api/embed':
      return embed(state, body, res);
    case 'POST /api/embeddings':
      return legacyEmbeddings(state, body, res);
    case 'POST /api/generate':
      return generate(state, body, res);
    default:
      return sendJson(res, 404, { error: `${route} not found` });
  }
}

/** Returns true when the fault answered (or deliberately did not answer) the request. */
function applyFault(fault: FakeOllamaFault, res: ServerResponse): boolean {
  switch (fault.kind) {
    case 'error':
      sendJson(res, fault.status, {
        error: fault.message ?? 'llama runner process has terminated',
      });
      return true;
    case 'hang':
      // Headers are never sent; the socket stays open until the client gives up or close().
      return true;
    case 'stall-body':
      // Headers and the start of a body arrive, the rest never does.
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.write('{"model":"embeddinggemma","embeddings":[');
      return true;
    case 'malformed-json':
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end('{"model":"embeddinggemma","embeddings":[[0.1,0.2');
      return true;
    default:
      return false;
  }
}

/** A non-streaming `/api/generate` answer with the reply set by the test. */
function generate(state: State, body: unknown, res: ServerResponse): void {
  const request = (body ?? {}) as { model?: unknown; prompt?: unknown };
  const model = findModel(state, request.model);
  if (!model) {
    modelNotFound(res, request.model);
    return;
  }
  if (typeof request.prompt !== 'string') {
    sendJson(res, 400, { error: 'prompt required' });
    return;
  }
  sendJson(res, 200, {
    model: model.name,
    created_at: new Date(0).toISOString(),
    response: state.generateReply,
    done: true,
    done_reason: 'stop',
  });
}

async function embed(state: State, body: unknown, res: ServerResponse): Promise<void> {
  const request = (body ?? {}) as { model?: unknown; input?: unknown };
  const model = findModel(state, request.model);
  if (!model) return modelNotFound(res, request.model);
  const input = request.input;
  const texts = typeof input === 'string' ? [input] : input;
  if (!Array.isArray(texts) || texts.some((text) => typeof text !== 'string')) {
    return sendJson(res, 400, { error: 'invalid input type' });
  }
  if (texts.some((text) => text.trim() === '')) {
    return sendJson(res, 400, { error: 'input must not be empty' });
  }
  await state.gate?.(texts.length);
  const embeddings = await embedAs(state, model, texts as string[]);
  sendJson(res, 200, {
    model: model.name,
    embeddings,
    total_duration: 1,
    load_duration: 0,
    prompt_eval_count: texts.length,
  });
}

async function legacyEmbeddings(state: State, body: unknown, res: ServerResponse): Promise<void> {
  const request = (body ?? {}) as { model?: unknown; prompt?: unknown };
  const model = findModel(state, request.model);
  if (!model) return modelNotFound(res, request.model);
  if (typeof request.prompt !== 'string' || request.prompt.trim() === '') {
    return sendJson(res, 200, { embedding: [] });
  }
  const [embedding] = await embedAs(state, model, [request.prompt]);
  sendJson(res, 200, { embedding });
}

function show(state: State, body: unknown, res: ServerResponse): void {
  const request = (body ?? {}) as { model?: unknown };
  const model = findModel(state, request.model);
  if (!model) {
    modelNotFound(res, request.model);
    return;
  }
  sendJson(res, 200, {
    modelfile: '',
    parameters: '',
    template: '',
    details: details(),
    model_info: { 'general.architecture': 'use', 'use.embedding_length': model.dimensions ?? 512 },
    capabilities: ['embedding'],
  });
}

async function embedAs(state: State, model: FakeModel, texts: string[]): Promise<number[][]> {
  if (texts.length === 0) return [];
  const vectors = await (await state.embedder()).embed(texts);
  // Truncate and renormalise like Ollama's `dimensions` option, to vary the width.
  return model.dimensions
    ? vectors.map((vector) => normalise(vector.slice(0, model.dimensions)))
    : vectors;
}

function findModel(state: State, name: unknown): FakeModel | undefined {
  if (typeof name !== 'string') return undefined;
  const wanted = withTag(name);
  return state.models.find((model) => withTag(model.name) === wanted);
}

function modelNotFound(res: ServerResponse, name: unknown): void {
  sendJson(res, 404, { error: `model "${String(name)}" not found, try pulling it first` });
}

function tagEntry(model: FakeModel): Record<string, unknown> {
  const name = withTag(model.name);
  return {
    name,
    model: name,
    modified_at: '2026-01-01T00:00:00Z',
    size: 26_000_000,
    digest: 'sha256:0000',
    details: details(),
  };
}

function details(): Record<string, unknown> {
  return {
    parent_model: '',
    format: 'gguf',
    family: 'use',
    families: ['use'],
    parameter_size: '6M',
    quantization_level: 'F32',
  };
}

function withTag(name: string): string {
  return name.includes(':') ? name : `${name}:latest`;
}

function toModels(models: Array<string | FakeModel>): FakeModel[] {
  return models.map((model) => (typeof model === 'string' ? { name: model } : model));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(value));
}

/**
 * The fake serves USE-lite vectors under Ollama model names, which have no measured
 * calibration (so search would read them with the conservative default floor). This
 * writes a global config that reads them as what they are: USE-lite similarities. It
 * also gives the fake the time a busy machine needs: it computes real embeddings, and a
 * batch past the 2 s default would (rightly) degrade search; the tests using this are
 * about shapes and reuse, not deadlines (test/embeddings covers those).
 */
export function readFakeVectorsAsUseLite(home: string): void {
  const dir = path.join(home, '.claude', 'memory');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'config.json'),
    JSON.stringify({ search: USE_LITE_SEARCH, embedding: { timeoutMs: 60_000 } }),
  );
}

/** Search settings that read the fake's vectors as USE-lite similarities. */
export const USE_LITE_SEARCH = {
  semanticFloor: calibrationFor({ provider: 'embedded', model: 'use-lite' }).floor,
};
