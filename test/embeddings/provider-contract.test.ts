/**
 * The `EmbeddingProvider` contract against every implementation: Ollama over loopback
 * (the fake server computes real embeddings with the embedded model), the embedded model
 * itself.
 */
import { afterAll, beforeAll } from 'vitest';
import {
  EmbeddedProvider,
  loadUseLite,
  type TextEmbedder,
} from '../../src/embeddings/embedded-provider.js';
import { OllamaProvider } from '../../src/embeddings/ollama/ollama-provider.js';
import { type FakeOllama, startFakeOllama } from '../kit/fake-ollama.js';
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
