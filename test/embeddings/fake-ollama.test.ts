import { Ollama } from 'ollama';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadUseLite } from '../../src/embeddings/embedded-provider.js';
import { type FakeOllama, startFakeOllama } from '../kit/fake-ollama.js';

let server: FakeOllama;
let client: Ollama;

beforeAll(async () => {
  server = await startFakeOllama({
    embedder: await loadUseLite(),
    models: ['embeddinggemma', { name: 'all-minilm:l6-v2', dimensions: 384 }],
  });
  client = new Ollama({ host: server.url });
});
afterAll(() => server.close());

describe('fake Ollama server, through the real client', () => {
  it('answers the liveness and version endpoints', async () => {
    expect(await (await fetch(`${server.url}/`)).text()).toBe('Ollama is running');
    expect((await client.version()).version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('lists installed models with their tags and shows one', async () => {
    const names = (await client.list()).models.map((model) => model.name);
    expect(names).toEqual(['embeddinggemma:latest', 'all-minilm:l6-v2']);
    const shown = await client.show({ model: 'all-minilm:l6-v2' });
    expect((shown.model_info as unknown as Record<string, unknown>)['use.embedding_length']).toBe(
      384,
    );
    expect(shown.capabilities).toContain('embedding');
  });

  it('embeds a string, an array and an empty array, and the legacy endpoint', async () => {
    const one = await client.embed({ model: 'embeddinggemma', input: 'a single text' });
    expect(one.embeddings).toHaveLength(1);
    expect(one.embeddings[0]).toHaveLength(512);
    const two = await client.embed({ model: 'all-minilm:l6-v2', input: ['first', 'second'] });
    expect(two.embeddings.map((vector) => vector.length)).toEqual([384, 384]);
    expect((await client.embed({ model: 'embeddinggemma', input: [] })).embeddings).toEqual([]);
    const legacy = await client.embeddings({ model: 'embeddinggemma:latest', prompt: 'legacy' });
    expect(legacy.embedding).toHaveLength(512);
  });

  it('answers an unknown model with 404 like Ollama', async () => {
    const error = await client
      .embed({ model: 'nomic-embed-text', input: 'x' })
      .catch((caught: unknown) => caught);
    expect((error as { status_code?: number }).status_code).toBe(404);
    expect((error as Error).message).toBe(
      'model "nomic-embed-text" not found, try pulling it first',
    );
  });

  it('answers a body that is not JSON with 400 and counts every request', async () => {
    const before = server.requests;
    const response = await fetch(`${server.url}/api/embed`, { method: 'POST', body: '{nope' });
    expect(response.status).toBe(400);
    expect(server.requests).toBe(before + 1);
    expect(server.received.at(-1)?.path).toBe('/api/embed');
  });
});
