/**
 * Embedding throughput through the real `ollama` client and a loopback Ollama-compatible
 * server backed by the real embedded model, beside the model called directly.
 */

import { loadUseLite, type TextEmbedder } from '../../src/embeddings/embedded-provider.js';
import { createEmbeddings } from '../../src/embeddings/select-provider.js';
import { defaultConfig } from '../../test/kit/default-config.js';
import { startFakeOllama } from '../../test/kit/fake-ollama.js';
import type { BenchRow } from './support/measure.js';

function sampleTexts(n: number): string[] {
  const words =
    'cache deploy token rotation database migration docker compose network frontend bundle vite env prefix test flaky retry queue worker'.split(
      ' ',
    );
  return Array.from(
    { length: n },
    (_, i) =>
      Array.from({ length: 20 }, (_, j) => words[(i * 7 + j * 3) % words.length]).join(' ') +
      ` note ${i}`,
  );
}

/** Texts per second through loopback HTTP vs in-process. */
export async function benchEmbeddings(model?: TextEmbedder): Promise<BenchRow[]> {
  const embedder = model ?? (await loadUseLite());
  const server = await startFakeOllama({ models: ['nomic-embed-text'], embedder });
  const texts = sampleTexts(512);
  try {
    const config = { ...defaultConfig().embedding, provider: 'ollama' as const, timeoutMs: 60_000 };
    const embeddings = createEmbeddings({ config, ollamaHostEnv: server.url });
    await embeddings.init();
    let start = performance.now();
    for (let i = 0; i < texts.length; i += 32) await embeddings.embed(texts.slice(i, i + 32));
    const viaHttp = texts.length / ((performance.now() - start) / 1000);
    await embeddings.close();
    start = performance.now();
    for (let i = 0; i < texts.length; i += 32) await embedder.embed(texts.slice(i, i + 32));
    const direct = texts.length / ((performance.now() - start) / 1000);
    return [
      {
        name: 'embedding throughput via loopback Ollama API (USE-lite, batches of 32)',
        value: Math.round(viaHttp),
        unit: 'texts/s',
        baseline: { name: 'same model called in process', value: Math.round(direct) },
      },
    ];
  } finally {
    await server.close();
  }
}
