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
import {
  chooseWorkerCount,
  findWorkerFile,
  startWorkerEmbedder,
  startWorkerPool,
} from '../../src/embeddings/worker-embedder.js';
import { REPO } from '../kit/cli.js';

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

  it('on two threads gives the same vectors in the same order as on one', async () => {
    const texts = Array.from({ length: 70 }, (_, i) => `memory ${i} on subject ${i % 7}`);
    const one = new EmbeddedProvider({
      batchSize: 8,
      load: async () => startWorkerPool(WORKER, 1),
    });
    const two = new EmbeddedProvider({
      batchSize: 8,
      workers: 2,
      load: async () => startWorkerPool(WORKER, 2),
    });
    const [a, b] = [await one.embed(texts), await two.embed(texts)];
    await Promise.all([one.close(), two.close()]);
    expect(b).toHaveLength(70);
    for (const [i, vector] of a.entries()) expect(cosine(vector, b[i]!)).toBeCloseTo(1, 4);
  });

  it('uses one thread on two cores unless configured, two on more', () => {
    expect(chooseWorkerCount(undefined, 2)).toBe(1);
    expect(chooseWorkerCount(undefined, 8)).toBe(2);
    expect(chooseWorkerCount(undefined, 1)).toBe(1);
    expect(chooseWorkerCount(3, 2)).toBe(3);
  });
});
