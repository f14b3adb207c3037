/**
 * The calibration of an unmeasured model, estimated from the store: through the real
 * search service, a real Ollama-compatible server on loopback serving a model strata has
 * no measurement for (backed by the real embedded model), and the real `ollama` client.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadUseLite, type TextEmbedder } from '../../src/embeddings/embedded-provider.js';
import { createEmbeddings } from '../../src/embeddings/select-provider.js';
import { estimateCalibration, pickEvenly } from '../../src/indexing/estimate-calibration.js';
import { SearchService } from '../../src/indexing/search-service.js';
import {
  calibrationFor,
  DEFAULT_CALIBRATION,
  resolveCalibration,
} from '../../src/search/similarity-calibration.js';
import { indexCacheDir } from '../../src/storage/cache-dir.js';
import { resolveScopeDirs } from '../../src/storage/scope-dir.js';
import { defaultConfig } from '../kit/default-config.js';
import { type FakeOllama, rememberVectors, startFakeOllama } from '../kit/fake-ollama.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';

const EVAL_STORE = path.resolve(import.meta.dirname, '../fixtures/search-eval/store');
const USE_LITE = calibrationFor({ provider: 'embedded', model: 'use-lite' });

let embedder: TextEmbedder;
let ollama: FakeOllama;

beforeAll(async () => {
  embedder = rememberVectors(await loadUseLite());
  ollama = await startFakeOllama({ models: ['nomic-embed-text'], embedder });
});
afterAll(async () => {
  await ollama.close();
});

async function open(store: TempStore): Promise<SearchService> {
  const config = defaultConfig();
  config.embedding.provider = 'ollama';
  config.embedding.timeoutMs = 60_000;
  const { scopes, projectRoot } = resolveScopeDirs({
    cwd: store.proj,
    home: store.home,
    admin: false,
  });
  const service = await SearchService.open({
    ctx: { scopes, read: { maxFileBytes: 1024 * 1024 }, now: () => new Date('2026-11-22') },
    config,
    cacheRoot: store.env.STRATA_CACHE_DIR!,
    projectRoot: projectRoot ?? null,
    embeddings: createEmbeddings({
      config: config.embedding,
      ollamaHostEnv: ollama.url,
      ollamaLoadTimeoutMs: 60_000,
      loadEmbedded: async () => embedder,
    }),
    log: () => {},
  });
  await service.syncVectors();
  return service;
}

function calibrationFile(store: TempStore): string {
  return path.join(indexCacheDir(store.env.STRATA_CACHE_DIR!, store.proj), 'calibration.json');
}

describe('estimateCalibration', () => {
  const unit = (i: number, n = 8) => Array.from({ length: n }, (_, k) => (k === i ? 1 : 0));

  it('reads the floor from other memories and the ceiling from each own memory', () => {
    // Titles point mostly at their own memory: own cosine 0.8, others about 0.
    const memories = Array.from({ length: 16 }, (_, i) => unit(i % 8, 8).map((x) => x + 0.01));
    const titles = memories.map((m) => m.map((x, k) => x * 0.8 + (k === 7 ? 0.6 : 0)));
    const estimate = estimateCalibration(titles, memories)!;
    expect(estimate.ceiling).toBeGreaterThan(estimate.floor + 0.05);
    expect(estimate.basis).toMatch(/estimated from 16 titles/);
  });

  it('gives nothing for a small sample or a model that does not tell answers apart', () => {
    const same = Array.from({ length: 20 }, () => [1, 1, 1]);
    expect(estimateCalibration(same, same)).toBeNull();
    expect(estimateCalibration(same.slice(0, 15), same.slice(0, 15))).toBeNull();
  });

  it('samples evenly and deterministically', () => {
    expect(pickEvenly([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(pickEvenly([0, 1, 2, 3, 4, 5, 6, 7], 4)).toEqual([0, 2, 4, 6]);
  });
});

describe('a store calibrates a model nobody measured', () => {
  it('estimates near what labelled questions measured, saves it with the vectors, and uses it', async () => {
    const store = tempStore({ samples: false });
    try {
      cpSync(EVAL_STORE, store.memDir, { recursive: true });
      let service = await open(store);
      const status = service.status();
      expect(status.space?.model).toBe('nomic-embed-text');
      // The fake serves USE-lite under another name: its measured calibration is the truth.
      expect(status.calibration!.basis).toMatch(/estimated from 48 titles/);
      expect(Math.abs(status.calibration!.floor - USE_LITE.floor)).toBeLessThan(0.06);
      expect(Math.abs(status.calibration!.ceiling - USE_LITE.ceiling)).toBeLessThan(0.06);
      const saved = JSON.parse(readFileSync(calibrationFile(store), 'utf8'));
      expect(saved.space.model).toBe('nomic-embed-text');
      await service.close();

      // A second process reads it instead of embedding titles again.
      // Texts embedded: the first process embedded 77 memories and then 48 titles.
      const embeds = () =>
        ollama.received
          .filter((r) => r.path === '/api/embed')
          .reduce((n, r) => n + ((r.body as { input?: unknown[] }).input?.length ?? 0), 0);
      const before = embeds();
      expect(before).toBeGreaterThanOrEqual(77 + 48);
      service = await open(store);
      // At most the model probe: no memory (cached) and no title (calibration saved).
      expect(embeds() - before).toBeLessThan(16);
      const response = await service.search({ query: 'xqzzyv plorbtastic', mode: 'semantic' });
      expect(response.results).toEqual([]);
      expect(service.status().calibration).toEqual(status.calibration);
      await service.close();
    } finally {
      store.cleanup();
    }
  });

  it('ignores a calibration file that is broken or of another model', async () => {
    const store = tempStore({ samples: false });
    try {
      cpSync(EVAL_STORE, store.memDir, { recursive: true });
      const service = await open(store);
      const good = service.status().calibration;
      await service.close();
      const other = { provider: 'ollama', model: 'all-minilm', dimensions: 512 };
      const foreign = {
        version: 1,
        floor: 0.1,
        ceiling: 0.9,
        basis: 'x',
        space: other,
        sample: 48,
      };
      const incomplete = { version: 1, floor: 0.1, ceiling: 0.9 };
      for (const text of ['{', JSON.stringify(incomplete), JSON.stringify(foreign)]) {
        writeFileSync(calibrationFile(store), text);
        const again = await open(store);
        // Re-estimated from the store, never the file's numbers.
        expect(again.status().calibration).toEqual(good);
        await again.close();
      }
      rmSync(calibrationFile(store));
    } finally {
      store.cleanup();
    }
  });

  it('keeps a measured model on its measurement and config above both', () => {
    const estimate = { floor: 0.2, ceiling: 0.5, basis: 'estimated' };
    expect(
      resolveCalibration({ provider: 'embedded', model: 'use-lite' }, undefined, estimate),
    ).toBe(USE_LITE);
    expect(resolveCalibration({ provider: 'ollama', model: 'x' }, undefined, null)).toBe(
      DEFAULT_CALIBRATION,
    );
    expect(resolveCalibration({ provider: 'ollama', model: 'x' }, undefined, estimate)).toBe(
      estimate,
    );
    expect(resolveCalibration({ provider: 'ollama', model: 'x' }, 0.3, estimate).floor).toBe(0.3);
  });
});
