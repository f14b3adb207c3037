/**
 * The embedded model on its worker thread (the built `lib/embeddings/embed-worker.js`, as
 * the server and the CLI start it): the same vectors as in-process, while the calling
 * thread keeps answering timers; a stopped thread fails calls instead of hanging them.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmbeddedProvider, loadUseLite } from '../../src/embeddings/embedded-provider.js';
import { EmbeddingError } from '../../src/embeddings/embedding-errors.js';
import { cosine } from '../../src/embeddings/vector-math.js';
import { findWorkerFile, startWorkerEmbedder } from '../../src/embeddings/worker-embedder.js';
import { REPO } from '../support/cli.js';

const WORKER = path.join(REPO, 'lib', 'embeddings', 'embed-worker.js');

describe('the embedded model on a worker thread', () => {
  it('is found beside the built entry points, and not when running from source', () => {
    const server = path.join(REPO, 'lib', 'mcp', 'server.js');
    expect(findWorkerFile(`file://${server}`)).toBe(WORKER);
    expect(findWorkerFile()).toBeNull();
  });

  it('embeds as the in-process model does, leaving this thread free meanwhile', async () => {
    const texts = Array.from({ length: 40 }, (_, i) => `note ${i} about topic ${i % 5}`);
    const worker = new EmbeddedProvider({ load: async () => startWorkerEmbedder(WORKER) });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const vectors = await worker.embed(texts);
    clearInterval(timer);
    await worker.close();
    // Timers ran while the worker computed: the thread was not held.
    expect(ticks).toBeGreaterThan(0);
    const local = await (await loadUseLite()).embed(texts.slice(0, 3));
    for (const [i, vector] of local.entries())
      expect(cosine(vector, vectors[i]!)).toBeCloseTo(1, 4);
  });

  it('fails calls once the thread is gone', async () => {
    const model = startWorkerEmbedder(WORKER);
    await model.embed(['warm up']);
    model.dispose?.();
    await expect(model.embed(['after the end'])).rejects.toBeInstanceOf(EmbeddingError);
  });
});
