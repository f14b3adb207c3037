/**
 * The `EmbeddingProvider` contract against every implementation: Ollama over loopback
 * (the fake server computes real embeddings with the embedded model), the embedded model
 * itself, and the keyword-only provider, which must refuse every text the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EmbeddedProvider,
  loadUseLite,
  type TextEmbedder,
} from '../../src/embeddings/embedded-provider.js';
import { EmbeddingError } from '../../src/embeddings/embedding-errors.js';
import { NoneProvider } from '../../src/embeddings/none-provider.js';
import { OllamaProvider } from '../../src/embeddings/ollama-provider.js';
import { type FakeOllama, startFakeOllama } from '../support/fake-ollama.js';
import { describeProviderContract } from './provider.contract.js';

let embedder: TextEmbedder;
let server: FakeOllama;

beforeAll(async () => {
  embedder = await loadUseLite();
  await embedder.embed(['warm up']);
  server = await startFakeOllama({ embedder });
});
afterAll(() => server.close());

describeProviderContract(
  'ollama (loopback)',
  () =>
    new OllamaProvider({
      host: server.url,
      model: 'embeddinggemma',
      // Real inference on a busy machine: this suite is about the contract, not deadlines.
      timeoutMs: 60_000,
      batchSize: 2,
    }),
);

describeProviderContract(
  'embedded',
  () => new EmbeddedProvider({ load: async () => embedder, batchSize: 2 }),
);

describe('EmbeddingProvider contract: none', () => {
  it('has no space and refuses every text, saying why; no texts is no work', async () => {
    const provider = new NoneProvider();
    await expect(provider.init()).rejects.toBeInstanceOf(EmbeddingError);
    await expect(provider.init()).rejects.toMatchObject({ kind: 'disabled' });
    expect(await provider.embed([])).toEqual([]);
    await expect(provider.embed(['x'])).rejects.toMatchObject({
      kind: 'disabled',
      message: expect.stringMatching(/^strata: keyword-only search/),
    });
    await provider.close();
  });
});
