/**
 * The contract every `EmbeddingProvider` keeps, run against each implementation (as the
 * vector indexes share theirs): a space that names the provider, one unit vector per text
 * in order, stable for the same text, empty texts refused before any work, an aborted
 * signal honoured, and meaning kept (related texts closer than unrelated ones).
 */
import { describe, expect, it } from 'vitest';
import type { EmbeddingProvider } from '../../src/embeddings/provider.js';
import { cosine } from '../../src/embeddings/vector-math.js';
import { expectStrataError } from '../support/expect-error.js';

const TEXTS = [
  'docker compose networking between containers',
  'container network configuration',
  'chocolate cake recipe with berries',
];

function norm(v: readonly number[]): number {
  return Math.sqrt(v.reduce((s, x) => s + x * x, 0));
}

/** Registers the contract for one provider; `make` returns a fresh, uninitialised one. */
export function describeProviderContract(name: string, make: () => EmbeddingProvider): void {
  describe(`EmbeddingProvider contract: ${name}`, () => {
    it('reports a space that names it, the same on a second init', async () => {
      const provider = make();
      try {
        const space = await provider.init();
        expect(space.provider).toBe(provider.name);
        expect(space.model.length).toBeGreaterThan(0);
        expect(space.dimensions).toBeGreaterThan(0);
        expect(await provider.init()).toEqual(space);
      } finally {
        await provider.close();
      }
    });

    it('gives one unit vector per text, in order, stable for the same text', async () => {
      const provider = make();
      try {
        const { dimensions } = await provider.init();
        expect(await provider.embed([])).toEqual([]);
        const batch = await provider.embed(TEXTS);
        expect(batch).toHaveLength(TEXTS.length);
        for (const v of batch) {
          expect(v).toHaveLength(dimensions);
          expect(norm(v)).toBeCloseTo(1, 4);
        }
        // Order: each text alone gives the vector at its place in the batch.
        const alone = await provider.embed([TEXTS[2]!]);
        expect(cosine(alone[0]!, batch[2]!)).toBeGreaterThan(0.999);
        expect(cosine(alone[0]!, batch[0]!)).toBeLessThan(0.999);
      } finally {
        await provider.close();
      }
    });

    it('keeps meaning: related texts are closer than unrelated ones', async () => {
      const provider = make();
      try {
        const [a, related, unrelated] = await provider.embed(TEXTS);
        expect(cosine(a!, related!)).toBeGreaterThan(cosine(a!, unrelated!));
      } finally {
        await provider.close();
      }
    });

    it('refuses empty texts and honours an aborted signal', async () => {
      const provider = make();
      try {
        await expectStrataError(() => provider.embed(['fine', '  ']), 'INVALID_ARGUMENT');
        const aborted = AbortSignal.abort();
        await expect(provider.embed(['x'], aborted)).rejects.toBeDefined();
      } finally {
        await provider.close();
      }
    });
  });
}
