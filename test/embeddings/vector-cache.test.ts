import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmbeddingSpace } from '../../src/embeddings/provider.js';
import {
  openVectorCache,
  VECTOR_CACHE_FILE,
  vectorCacheKey,
} from '../../src/embeddings/vector-cache/vector-cache.js';
import { expectStrataErrorSync } from '../support/expect-error.js';

const gemma: EmbeddingSpace = { provider: 'ollama', model: 'embeddinggemma', dimensions: 4 };
const useLite: EmbeddingSpace = { provider: 'embedded', model: 'use-lite', dimensions: 4 };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'strata-vectors-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('vector cache', () => {
  it('round-trips vectors through one file, leaving no temp files', async () => {
    const cache = await openVectorCache({ dir, space: gemma });
    expect(cache.size).toBe(0);
    cache.set('alpha', [0.5, 0.5, 0.5, 0.5]);
    cache.set('beta', [1, 0, 0, 0]);
    cache.set('unicode ✓ text', [0, 0, 0.6, 0.8]);
    await cache.save();
    expect((await readdir(dir)).sort()).toEqual(['.strata-tmp', VECTOR_CACHE_FILE]);
    expect(await readdir(path.join(dir, '.strata-tmp'))).toEqual(['.gitignore']);

    const loaded = await openVectorCache({ dir, space: gemma });
    expect(loaded.dropped).toBeUndefined();
    expect(loaded.dirty).toBe(false);
    expect(loaded.size).toBe(3);
    expect(Array.from(loaded.get('alpha')!)).toEqual([0.5, 0.5, 0.5, 0.5]);
    expect(Array.from(loaded.get('unicode ✓ text')!)).toEqual([
      0,
      0,
      Math.fround(0.6),
      Math.fround(0.8),
    ]);
    expect(loaded.get('gamma')).toBeUndefined();
  });

  it('drops a cache written for another model or dimension', async () => {
    const cache = await openVectorCache({ dir, space: gemma });
    cache.set('alpha', [1, 0, 0, 0]);
    await cache.save();

    const other = await openVectorCache({ dir, space: useLite });
    expect(other.dropped).toBe('space-changed');
    expect(other.size).toBe(0);
    expect(other.dirty).toBe(true);
    await other.save();
    const wider = await openVectorCache({ dir, space: { ...useLite, dimensions: 8 } });
    expect(wider.dropped).toBe('space-changed');
  });

  it('keys include provider and model, so one text differs across spaces', () => {
    expect(vectorCacheKey(gemma, 'text')).not.toBe(vectorCacheKey(useLite, 'text'));
    expect(vectorCacheKey(gemma, 'text')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('starts empty on an unreadable file and replaces it on save', async () => {
    await writeFile(path.join(dir, VECTOR_CACHE_FILE), 'not a cache');
    const cache = await openVectorCache({ dir, space: gemma });
    expect(cache.dropped).toBe('unreadable');
    cache.set('alpha', [1, 0, 0, 0]);
    await cache.save();
    expect((await openVectorCache({ dir, space: gemma })).size).toBe(1);
  });

  it('refuses a vector of the wrong width and prunes texts no longer used', async () => {
    const cache = await openVectorCache({ dir, space: gemma });
    expect(() => cache.set('x', [1, 2, 3])).toThrow(/4-d/);
    expectStrataErrorSync(() => cache.set('x', [1, 2, 3]), 'INVALID_ARGUMENT', /4-d/);
    cache.set('keep', [1, 0, 0, 0]);
    cache.set('old', [0, 1, 0, 0]);
    expect(cache.retainOnly(['keep'])).toBe(1);
    expect(cache.get('old')).toBeUndefined();
    expect(cache.get('keep')).toBeDefined();
  });

  it('saves nothing when unchanged', async () => {
    const cache = await openVectorCache({ dir, space: gemma });
    await cache.save();
    expect(await readdir(dir)).toEqual([]);
  });
});
