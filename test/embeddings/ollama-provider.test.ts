import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CircuitBreaker } from '../../src/embeddings/circuit-breaker.js';
import { loadUseLite, type TextEmbedder } from '../../src/embeddings/embedded-provider.js';
import { EmbeddingError } from '../../src/embeddings/embedding-errors.js';
import {
  OllamaProvider,
  type OllamaProviderOptions,
} from '../../src/embeddings/ollama/ollama-provider.js';
import { cosine } from '../../src/embeddings/vector-math.js';
import { type FakeOllama, startFakeOllama } from '../kit/fake-ollama.js';
import { expectStrataError } from '../support/expect-error.js';

let embedder: TextEmbedder;
let server: FakeOllama;

beforeAll(async () => {
  // One USE-lite model for the whole file: the server and nothing else use it.
  embedder = await loadUseLite();
  // The first inference is slow (graph warm-up); keep it out of the deadlines below.
  await embedder.embed(['warm up']);
  server = await startFakeOllama({ embedder });
});
afterAll(() => server.close());
afterEach(() => {
  server.setFault({ kind: 'none' });
  server.setFault({ kind: 'none' }, '/api/embed');
  server.setModels(['embeddinggemma']);
});

function provider(overrides: Partial<OllamaProviderOptions> = {}): OllamaProvider {
  return new OllamaProvider({
    host: server.url,
    model: 'embeddinggemma',
    fallbackModels: ['nomic-embed-text', 'all-minilm'],
    timeoutMs: 5_000,
    batchSize: 32,
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<EmbeddingError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EmbeddingError);
  return error as EmbeddingError;
}

function embedRequests(since: number): Array<{ model: string; input: string[] }> {
  return server.received
    .slice(since)
    .filter((request) => request.path === '/api/embed')
    .map((request) => request.body as { model: string; input: string[] });
}

describe('OllamaProvider model selection', () => {
  it('uses the configured model when installed, matching name:latest', async () => {
    server.setModels(['embeddinggemma:latest', 'all-minilm']);
    const space = await provider().init();
    expect(space).toEqual({ provider: 'ollama', model: 'embeddinggemma', dimensions: 512 });
  });

  it('falls back to the first installed fallback model and records its dimensions', async () => {
    server.setModels(['llama3.2', { name: 'all-minilm', dimensions: 384 }]);
    const ollama = provider();
    expect(await ollama.init()).toEqual({
      provider: 'ollama',
      model: 'all-minilm',
      dimensions: 384,
    });
    const start = server.requests;
    const [vector] = await ollama.embed(['dimensions come from the answer']);
    expect(vector).toHaveLength(384);
    expect(embedRequests(start)[0]?.model).toBe('all-minilm');
  });

  it('reports a missing model with the pull command', async () => {
    server.setModels(['llama3.2']);
    const error = await failure(provider().init());
    expect(error.kind).toBe('model-missing');
    expect(error.message).toContain('ollama pull embeddinggemma');
  });
});

describe('OllamaProvider embedding', () => {
  it('sends batches of batchSize and returns unit vectors in order', async () => {
    const ollama = provider({ batchSize: 4 });
    await ollama.init();
    const start = server.requests;
    const texts = Array.from({ length: 10 }, (_, i) => `memory number ${i} about topic ${i % 3}`);
    const vectors = await ollama.embed(texts);
    expect(embedRequests(start).map((request) => request.input.length)).toEqual([4, 4, 2]);
    expect(vectors).toHaveLength(10);
    for (const vector of vectors) expect(Math.hypot(...vector)).toBeCloseTo(1, 5);
    const [again] = await ollama.embed([texts[7]!]);
    expect(cosine(again!, vectors[7]!)).toBeCloseTo(1, 5);
  });

  it('never sends an empty or blank string, and sends nothing for no texts', async () => {
    const ollama = provider();
    await ollama.init();
    const start = server.requests;
    expect(await ollama.embed([])).toEqual([]);
    for (const bad of [[''], ['fine', '   ']]) {
      await expectStrataError(() => ollama.embed(bad), 'INVALID_ARGUMENT');
    }
    expect(server.requests).toBe(start);
  });

  it('keeps meaning: related texts are closer than unrelated ones', async () => {
    const [query, related, unrelated] = await provider().embed([
      'docker compose networking',
      'container network config',
      'pancake recipe',
    ]);
    expect(cosine(query!, related!)).toBeGreaterThan(cosine(query!, unrelated!));
  });
});

describe('OllamaProvider failures', () => {
  it('404 on embed becomes model-missing', async () => {
    const ollama = provider();
    await ollama.init();
    server.setModels([]);
    const error = await failure(ollama.embed(['text']));
    expect(error.kind).toBe('model-missing');
    expect(error.code).toBe('NOT_FOUND');
  });

  it('500 becomes server-error naming the status', async () => {
    server.setFault({ kind: 'error', status: 500, message: 'runner crashed' }, '/api/embed');
    const error = await failure(provider().init());
    expect(error.kind).toBe('server-error');
    expect(error.message).toContain('HTTP 500');
  });

  it('a response that never comes hits the deadline', async () => {
    server.setFault({ kind: 'hang' });
    const error = await failure(provider({ timeoutMs: 150 }).init());
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('150 ms');
  });

  it('a hanging first embed is bounded by loadTimeoutMs', async () => {
    server.setFault({ kind: 'hang' }, '/api/embed');
    const error = await failure(provider({ loadTimeoutMs: 100 }).init());
    expect(error.kind).toBe('timeout');
  });

  it('a body that stops half-way is bounded by the same deadline', async () => {
    // Generous enough for /api/tags to succeed on a busy machine; the stall then hits it.
    const ollama = provider({ timeoutMs: 1_000 });
    await ollama.init();
    server.setFault({ kind: 'stall-body' }, '/api/embed');
    const error = await failure(ollama.embed(['text']));
    expect(error.kind).toBe('timeout');
  });

  it('malformed JSON becomes bad-response', async () => {
    server.setFault({ kind: 'malformed-json' }, '/api/embed');
    const error = await failure(provider().init());
    expect(error.kind).toBe('bad-response');
  });

  it('a closed port becomes unreachable with the start command', async () => {
    const closed = await startFakeOllama({ embedder });
    await closed.close();
    const error = await failure(provider({ host: closed.url }).init());
    expect(error.kind).toBe('unreachable');
    expect(error.message).toContain(`Ollama not reachable at ${closed.url}`);
    expect(error.message).toContain('ollama serve');
  });

  it('skips Ollama during the cool-down, then tries again', async () => {
    let now = 0;
    const breaker = new CircuitBreaker({ coolDownMs: 30_000, now: () => now });
    const ollama = provider({ breaker });
    await ollama.init();
    server.setFault({ kind: 'error', status: 500 }, '/api/embed');
    expect((await failure(ollama.embed(['a']))).kind).toBe('server-error');
    const afterFailure = server.requests;
    now = 29_000;
    expect((await failure(ollama.embed(['b']))).kind).toBe('cooling-down');
    expect((await failure(ollama.init())).kind).toBe('cooling-down');
    expect(server.requests).toBe(afterFailure);
    now = 30_000;
    server.setFault({ kind: 'none' }, '/api/embed');
    expect(await ollama.embed(['c'])).toHaveLength(1);
    expect(server.requests).toBeGreaterThan(afterFailure);
    expect(breaker.state).toBe('closed');
  });

  it('a cancelled call does not open the breaker', async () => {
    const ollama = provider();
    await ollama.init();
    server.setFault({ kind: 'hang' }, '/api/embed');
    const controller = new AbortController();
    const pending = ollama.embed(['slow'], controller.signal);
    controller.abort(new Error('user cancelled'));
    await expect(pending).rejects.toThrow('user cancelled');
    expect(ollama.breaker.state).toBe('closed');
  });
});
