import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createVectorIndex, loadVectorIndex } from '../../src/search/create-vector-index.js';
import { randomVectors } from './vector-index.contract.js';

const broken = async (): Promise<never> => {
  throw new Error('Could not locate the bindings file.\nTried: …');
};

describe('createVectorIndex', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('uses hnsw when the native module loads', async () => {
    const choice = await createVectorIndex(8);
    expect(choice.kind).toBe('hnsw');
    expect(choice.index.kind).toBe('hnsw');
    expect(choice.fallbackReason).toBeUndefined();
  });

  it('falls back to brute force and says why when it does not', async () => {
    const choice = await createVectorIndex(8, { loadNative: broken });
    expect(choice.kind).toBe('brute-force');
    expect(choice.fallbackReason).toBe(
      'hnswlib-node could not be loaded (Could not locate the bindings file.); using exact brute-force search',
    );
  });

  it('uses brute force when asked, without loading the native module', async () => {
    const choice = await createVectorIndex(8, { prefer: 'brute-force', loadNative: broken });
    expect(choice).toEqual({ index: choice.index, kind: 'brute-force' });
  });

  it('loads either kind of save, and refuses an hnsw save without the native module', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'strata-choose-'));
    dirs.push(dir);
    const vectors = randomVectors(30, 8, 9);
    for (const prefer of ['hnsw', 'brute-force'] as const) {
      const { index } = await createVectorIndex(8, { prefer });
      vectors.forEach((v, i) => {
        index.upsert(`k${i}`, v);
      });
      const file = path.join(dir, `${prefer}.json`);
      await index.save(file);
      const loaded = await loadVectorIndex(file);
      expect(loaded.kind).toBe(prefer);
      expect(loaded.index.search(vectors[4]!, 1)[0]?.key).toBe('k4');
    }
    const brute = await loadVectorIndex(path.join(dir, 'brute-force.json'), { loadNative: broken });
    expect(brute.kind).toBe('brute-force');
    await expect(
      loadVectorIndex(path.join(dir, 'hnsw.json'), { loadNative: broken }),
    ).rejects.toThrow(/^strata: saved vector index .*hnsw\.json needs hnswlib-node/);
  });
});
