/**
 * Vectors stand only for the content they were computed from. With a real
 * Ollama-compatible server on loopback holding embedding batches back, `strata watch`
 * applies a deletion and an edit in their own batch while the backlog waits, and a
 * restart trusts exactly the saved vectors whose files have not changed.
 */
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadUseLite, type TextEmbedder } from '../../src/embeddings/embedded-provider.js';
import { createEmbeddings } from '../../src/embeddings/select-provider.js';
import { SearchService } from '../../src/indexing/search-service.js';
import { startWatching } from '../../src/indexing/watch-sync.js';
import { resolveScopeDirs } from '../../src/storage/scope/scope-dir.js';
import { defaultConfig } from '../kit/default-config.js';
import { type FakeOllama, rememberVectors, startFakeOllama } from '../kit/fake-ollama.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';

let embedder: TextEmbedder;
let ollama: FakeOllama;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  embedder = rememberVectors(await loadUseLite());
  ollama = await startFakeOllama({ models: ['nomic-embed-text'], embedder });
});
afterAll(async () => {
  await ollama.close();
});
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function open(store: TempStore): Promise<SearchService> {
  const config = defaultConfig();
  config.embedding.provider = 'ollama';
  // A held batch must outlast the edits: the deadline is not under test here.
  config.embedding.timeoutMs = 120_000;
  const { scopes, projectRoot } = resolveScopeDirs({
    cwd: store.proj,
    home: store.home,
    admin: false,
  });
  return SearchService.open({
    ctx: { scopes, read: { maxFileBytes: 1024 * 1024 }, now: () => new Date() },
    config,
    cacheRoot: store.env.STRATA_CACHE_DIR!,
    projectRoot: projectRoot ?? null,
    embeddings: createEmbeddings({
      config: config.embedding,
      ollamaHostEnv: ollama.url,
      ollamaLoadTimeoutMs: 120_000,
      onNotice: () => {},
    }),
    log: () => {},
  });
}

async function ids(service: SearchService, query: string, mode = 'hybrid'): Promise<string[]> {
  const response = await service.search({ query, mode: mode as 'hybrid' });
  return response.results.map((r) => r.id);
}

describe('strata watch while the embedding backlog is held', () => {
  it('applies a deletion and an edit in their own batches, before any vector is back', async () => {
    const store = tempStore();
    const service = await open(store);
    // Every embedding request is held (the searches below are keyword searches, which
    // embed nothing): the first batch may hold the new memory alone.
    const hold = ollama.holdEmbeds(1);
    cleanups.push(() => hold.stop());
    const seen = new Set<string>();
    const waiting: Array<{ file: string; resolve: () => void }> = [];
    const watcher = await startWatching(service, {
      onError: (error) => {
        throw error;
      },
      onApplied: (s) => {
        for (const f of [...s.changed, ...s.removedPaths]) seen.add(f);
        for (const w of waiting.splice(0)) (seen.has(w.file) ? w.resolve : () => waiting.push(w))();
      },
    });
    cleanups.push(async () => {
      await watcher.close();
      await service.close();
    });
    const applied = (file: string) =>
      seen.has(file)
        ? Promise.resolve()
        : new Promise<void>((r) => waiting.push({ file, resolve: r }));

    // A new memory: its batch asks for vectors, and the whole backlog is held.
    const created = store.mem('learning-numbat.md');
    writeFileSync(
      created,
      '---\ntype: learning\ntitle: Numbat termite diet\ncreated: "2026-05-01T00:00:00Z"\nupdated: "2026-05-01T00:00:00Z"\n---\nNumbats eat termites.\n',
    );
    await applied(created);
    await hold.waitForHeld(1);

    const deleted = store.mem('permanent/gotcha-prisma-migrate-resets-dev-db.md');
    unlinkSync(deleted);
    await applied(deleted);
    expect(await ids(service, 'prisma migrate', 'keyword')).not.toContain(
      'gotcha-prisma-migrate-resets-dev-db',
    );

    const edited = store.mem('permanent/gotcha-vite-env-prefix.md');
    expect(await ids(service, 'widen', 'keyword')).toEqual(['gotcha-vite-env-prefix']);
    const text = readFileSync(edited, 'utf8').replace('widen', 'broaden');
    writeFileSync(`${edited}.tmp`, text);
    renameSync(`${edited}.tmp`, edited);
    await applied(edited);
    expect(await ids(service, 'widen', 'keyword')).toEqual([]);
    expect(await ids(service, 'broaden', 'keyword')).toEqual(['gotcha-vite-env-prefix']);
    expect(hold.held).toBe(1);
    expect(service.status().vectors).toBe(0);

    // Let the backlog go: every vector stored stands for a memory's current text.
    hold.stop();
    await service.requestVectors();
    expect(service.index.vectors?.keys().sort()).toEqual(
      service
        .visibleDocs()
        .map((d) => d.key)
        .sort(),
    );
    expect(await ids(service, 'numbat termite diet', 'semantic')).toContain('learning-numbat');
  });
});

describe('vectors after a restart', () => {
  it('keeps the saved vectors of unchanged files and re-embeds only the edited one', async () => {
    const store = tempStore();
    const first = await open(store);
    const report = await first.syncVectors();
    expect(report?.embedded).toBeGreaterThan(3);
    await first.close();

    const edited = store.mem('permanent/hub-authentication.md');
    writeFileSync(edited, readFileSync(edited, 'utf8').replace('Authentication hub', 'Quokka hub'));
    const second = await open(store);
    cleanups.push(() => second.close());
    expect((await second.syncVectors())?.embedded).toBe(1);
    expect(second.status().vectors).toBe(report!.embedded);
  });
});
