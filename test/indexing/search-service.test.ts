/**
 * The sync and search service against real files, a real Ollama-compatible server on
 * loopback (backed by the real embedded model) and the real `ollama` client.
 */
import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadUseLite, type TextEmbedder } from '../../src/embeddings/embedded-provider.js';
import { createEmbeddings } from '../../src/embeddings/select-provider.js';
import { SearchService } from '../../src/indexing/search-service.js';
import { indexCacheDir } from '../../src/storage/cache-dir.js';
import { resolveScopeDirs } from '../../src/storage/scope/scope-dir.js';
import { defaultConfig } from '../kit/default-config.js';
import {
  type FakeOllama,
  rememberVectors,
  startFakeOllama,
  USE_LITE_SEARCH,
} from '../kit/fake-ollama.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';

let embedder: TextEmbedder;
let ollama: FakeOllama;

beforeAll(async () => {
  embedder = rememberVectors(await loadUseLite());
  ollama = await startFakeOllama({ models: ['nomic-embed-text'], embedder });
});
afterAll(async () => {
  await ollama.close();
});
afterEach(() => {
  ollama.setFault({ kind: 'none' });
  ollama.setModels(['nomic-embed-text']);
});

interface OpenOptions {
  provider?: 'auto' | 'ollama' | 'embedded' | 'none';
  /** Deadline of each Ollama call: generous by default, since a loaded machine is slow. */
  timeoutMs?: number;
  host?: string;
  notices?: string[];
  logs?: string[];
  /** The embedded model (default: the file's shared USE-lite). */
  loadEmbedded?: () => Promise<TextEmbedder>;
  /** Open as the MCP server does: answer from the saved index while catching up. */
  answerFirst?: boolean;
  /** What the catch-up waits for before it lists the files (the server's watcher). */
  catchUpAfter?: PromiseLike<unknown>;
}

async function open(store: TempStore, options: OpenOptions = {}): Promise<SearchService> {
  const config = defaultConfig();
  config.embedding.provider = options.provider ?? 'auto';
  config.embedding.timeoutMs = options.timeoutMs ?? 15_000;
  Object.assign(config.search, USE_LITE_SEARCH);
  const { scopes, projectRoot } = resolveScopeDirs({
    cwd: store.proj,
    home: store.home,
    admin: false,
  });
  const embeddings =
    config.embedding.provider === 'none'
      ? null
      : createEmbeddings({
          config: config.embedding,
          ollamaHostEnv: options.host ?? ollama.url,
          ollamaLoadTimeoutMs: options.timeoutMs ?? 15_000,
          loadEmbedded: options.loadEmbedded ?? (async () => embedder),
          onNotice: (m) => options.notices?.push(m),
        });
  const service = await (options.answerFirst ? SearchService.openSaved : SearchService.open)({
    ctx: {
      scopes,
      read: { maxFileBytes: 1024 * 1024 },
      now: () => new Date('2026-11-22T12:00:00Z'),
    },
    config,
    cacheRoot: store.env.STRATA_CACHE_DIR!,
    projectRoot: projectRoot ?? null,
    embeddings,
    log: (line) => options.logs?.push(line),
    catchUpAfter: options.catchUpAfter,
  });
  if (!options.answerFirst) await service.syncVectors();
  return service;
}

describe('search over the sample store', () => {
  it('finds memories by keyword, by meaning and by both, hiding nothing it should show', async () => {
    const store = tempStore();
    const service = await open(store);
    expect(service.status().space).toMatchObject({ provider: 'ollama', model: 'nomic-embed-text' });
    const keyword = await service.search({ query: 'prisma migrate', mode: 'keyword' });
    expect(keyword.results[0]?.id).toBe('gotcha-prisma-migrate-resets-dev-db');
    expect(keyword.degraded).toBe(false);
    // USE-lite puts this paraphrase at 0.55; "…signed out together" (0.42) is below the
    // model's floor, at the level of an unrelated memory.
    const semantic = await service.search({
      query: 'two browser windows get signed out at the same time',
      mode: 'semantic',
    });
    expect(semantic.results[0]?.id).toBe('learning-refresh-token-rotation-race');
    const hybrid = await service.search({ query: 'custom type retro', limit: 3 });
    expect(hybrid.results.map((r) => r.id)).toContain('retro-march-incident');
    expect(hybrid.results.length).toBeLessThanOrEqual(3);
    expect(service.status().problems.map((p) => path.basename(p.path))).toEqual([
      'learning-broken-frontmatter.md',
    ]);
    await service.close();
  });

  it('filters by type, scope and tag, and hides archived memories unless asked', async () => {
    const store = tempStore();
    const service = await open(store, { provider: 'none' });
    const gotchas = await service.search({
      query: 'database env vite prisma',
      mode: 'keyword',
      types: ['gotcha'],
    });
    expect(gotchas.results.length).toBeGreaterThan(0);
    expect(gotchas.results.every((r) => r.type === 'gotcha')).toBe(true);
    const tagged = await service.search({ query: 'token', mode: 'keyword', tags: ['frontend'] });
    expect(tagged.results.map((r) => r.id)).toEqual(['learning-refresh-token-rotation-race']);
    const none = await service.search({ query: 'token', mode: 'keyword', scopes: ['global'] });
    expect(none.results).toEqual([]);
    await expect(service.search({ query: '  ', mode: 'keyword' })).rejects.toThrow(
      /query is empty/,
    );
    await expect(service.search({ query: 'x', mode: 'fuzzy' as 'keyword' })).rejects.toThrow(
      /mode "fuzzy"/,
    );
    await expect(service.search({ query: 'x', limit: 0 })).rejects.toThrow(/limit 0/);
    await expect(service.search({ query: 'x', scopes: ['nope'] })).rejects.toThrow(
      /"nope" is not a scope/,
    );
    await service.close();
  });

  it('shows the most specific scope when two scopes hold the same id', async () => {
    const store = tempStore();
    const local = path.join(store.memDir, 'local', 'gotcha-vite-env-prefix.md');
    const text = readFileSync(store.mem('permanent/gotcha-vite-env-prefix.md'), 'utf8');
    mkdirSync(path.dirname(local), { recursive: true });
    writeFileSync(
      local,
      text.replace('Env vars without the VITE_ prefix', 'LOCAL COPY of env vars'),
    );
    const service = await open(store, { provider: 'none' });
    const found = await service.search({ query: 'VITE_ prefix env', mode: 'keyword' });
    const hits = found.results.filter((r) => r.id === 'gotcha-vite-env-prefix');
    expect(service.status().problems).toHaveLength(1);
    expect(hits).toHaveLength(1);
    expect(hits[0]?.scope).toBe('local');
    expect(hits[0]?.title).toMatch(/^LOCAL COPY of env vars/);
    await service.close();
  });
});

describe('persistence and start-up', () => {
  it('loads saved indexes instead of re-reading, and re-reads only what changed', async () => {
    const store = tempStore();
    const first = await open(store);
    expect(first.openReport.mode).toBe('rebuilt');
    await first.close();
    const second = await open(store);
    expect(second.openReport).toMatchObject({ mode: 'loaded', read: 0, removed: 0 });
    expect(second.status().vectors).toBe(second.status().visible);
    await second.close();
    const file = store.mem('permanent/hub-authentication.md');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('Authentication hub', 'Identity and login hub'),
    );
    rmSync(store.mem('permanent/artifact-release-checklist.md'));
    const third = await open(store);
    expect(third.openReport).toMatchObject({ mode: 'loaded', read: 1, removed: 1 });
    const hit = await third.search({ query: 'identity login hub', mode: 'keyword' });
    expect(hit.results[0]).toMatchObject({
      id: 'hub-authentication',
      title: 'Identity and login hub',
    });
    const gone = await third.search({ query: 'release checklist', mode: 'keyword' });
    expect(gone.results.map((r) => r.id)).not.toContain('artifact-release-checklist');
    await third.close();
  });

  it('answers from the saved index at once, then takes in what changed while nobody watched', async () => {
    const store = tempStore();
    const local = path.join(store.memDir, 'local', 'gotcha-vite-env-prefix.md');
    mkdirSync(path.dirname(local), { recursive: true });
    writeFileSync(local, readFileSync(store.mem('permanent/gotcha-vite-env-prefix.md'), 'utf8'));
    await (await open(store, { provider: 'none' })).close();
    const file = store.mem('permanent/hub-authentication.md');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('Authentication hub', 'Identity and login hub'),
    );
    rmSync(store.mem('permanent/artifact-release-checklist.md'));
    const service = await open(store, { provider: 'none', answerFirst: true });
    // The saved index answers before the files are checked: the old title, the removed note.
    const early = await service.search({ query: 'release checklist', mode: 'keyword' });
    expect(early.results.map((r) => r.id)).toContain('artifact-release-checklist');
    // The more specific scope already hides the same id.
    const vite = await service.search({ query: 'VITE_ prefix env', mode: 'keyword' });
    expect(vite.results.filter((r) => r.id === 'gotcha-vite-env-prefix')).toMatchObject([
      { scope: 'local' },
    ]);
    expect(service.openReport).toMatchObject({ mode: 'loaded', read: 0, removed: 0 });
    await service.caughtUp;
    expect(service.openReport).toMatchObject({ mode: 'loaded', read: 1, removed: 1 });
    const gone = await service.search({ query: 'release checklist', mode: 'keyword' });
    expect(gone.results.map((r) => r.id)).not.toContain('artifact-release-checklist');
    const hit = await service.search({ query: 'identity login hub', mode: 'keyword' });
    expect(hit.results[0]).toMatchObject({
      id: 'hub-authentication',
      title: 'Identity and login hub',
    });
    await service.close();
    // What it took in was saved: the next start reads nothing again.
    const next = await open(store, { provider: 'none' });
    expect(next.openReport).toMatchObject({ mode: 'loaded', read: 0, removed: 0 });
    await next.close();
  });

  it('lists the files only once the watcher is in place: a file written until then is taken in', async () => {
    const store = tempStore();
    await (await open(store, { provider: 'none' })).close();
    const late = store.mem('permanent/learning-written-while-watching-began.md');
    let awaited = false;
    // The watcher settling: a file lands just before, as one would between a listing
    // made too early and the watch.
    const watching: PromiseLike<void> = {
      // biome-ignore lint/suspicious/noThenProperty: the catch-up awaiting it is what is observed
      then(resolve, reject) {
        awaited = true;
        writeFileSync(
          late,
          '---\ntype: learning\ntitle: Quokka marmalade protocol\n---\nWritten as the watch began.\n',
        );
        return Promise.resolve().then(resolve, reject);
      },
    };
    const service = await open(store, {
      provider: 'none',
      answerFirst: true,
      catchUpAfter: watching,
    });
    await service.caughtUp;
    expect(awaited).toBe(true);
    const hit = await service.search({ query: 'quokka marmalade', mode: 'keyword' });
    expect(hit.results[0]?.id).toBe('learning-written-while-watching-began');
    await service.close();
  });

  it('a full refresh reads nothing twice after a rebuild, and finds an edit the stamps missed', async () => {
    const store = tempStore();
    const file = store.mem('permanent/hub-authentication.md');
    // Whole seconds: an mtime set again later is then exactly the one stamped.
    const stamped = new Date('2026-11-01T10:00:00Z');
    utimesSync(file, stamped, stamped);
    const built = await open(store, { provider: 'none' });
    expect(built.openReport.mode).toBe('rebuilt');
    // Every file was read, indexed and saved by the rebuild itself.
    expect(await built.refreshAll()).toEqual({ read: 0, removed: 0 });
    await built.close();
    // An edit of the same size with the old mtime: the saved stamps cannot see it.
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('Authentication hub', 'Identification hub'),
    );
    utimesSync(file, stamped, stamped);
    const loaded = await open(store, { provider: 'none' });
    expect(loaded.openReport).toMatchObject({ mode: 'loaded', read: 0 });
    const refreshed = await loaded.refreshAll();
    expect(refreshed.read).toBeGreaterThanOrEqual(Object.keys(loaded.index.files).length);
    const hit = await loaded.search({ query: 'identification hub', mode: 'keyword' });
    expect(hit.results[0]).toMatchObject({ id: 'hub-authentication', title: 'Identification hub' });
    await loaded.close();
  });

  it('answers with infos read from the saved document table, and rebuilds when it is damaged', async () => {
    const store = tempStore();
    await (await open(store, { provider: 'none' })).close();
    const reopened = await open(store, { provider: 'none' });
    expect(reopened.openReport.mode).toBe('loaded');
    const hit = await reopened.search({ query: 'refresh token rotation', mode: 'keyword' });
    expect(hit.results[0]).toMatchObject({ id: 'learning-refresh-token-rotation-race' });
    expect(hit.results[0]?.snippet.length).toBeGreaterThan(20);
    expect(reopened.findDoc('learning-refresh-token-rotation-race')?.path).toBe(
      hit.results[0]?.path,
    );
    await reopened.close();
    const dir = indexCacheDir(store.env.STRATA_CACHE_DIR!, store.proj);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    const docs = path.join(dir, manifest.docs);
    writeFileSync(docs, readFileSync(docs).subarray(0, 100));
    const rebuilt = await open(store, { provider: 'none' });
    expect(rebuilt.openReport).toMatchObject({ mode: 'rebuilt' });
    const again = await rebuilt.search({ query: 'refresh token rotation', mode: 'keyword' });
    expect(again.results[0]).toEqual(hit.results[0]);
    await rebuilt.close();
  });

  it('a touched but unchanged file is neither re-indexed nor embedded again', async () => {
    const store = tempStore();
    await (await open(store)).close();
    const file = store.mem('permanent/gotcha-vite-env-prefix.md');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const before = ollama.received.filter((r) => r.path === '/api/embed').length;
    const reopened = await open(store);
    expect(reopened.openReport.read).toBe(1);
    const after = ollama.received.filter((r) => r.path === '/api/embed').length;
    // Only the probe that picks the model: no memory was embedded again.
    expect(after - before).toBe(1);
    await reopened.close();
  });

  it('rebuilds a corrupt index with one log line, and never mixes vectors of two models', async () => {
    const store = tempStore();
    await (await open(store)).close();
    const dir = indexCacheDir(store.env.STRATA_CACHE_DIR!, store.proj);
    writeFileSync(path.join(dir, 'manifest.json'), '{"format": 1, "keyword": ');
    const logs: string[] = [];
    const rebuilt = await open(store, { logs });
    expect(rebuilt.openReport.mode).toBe('rebuilt');
    expect(logs.filter((l) => l.includes('rebuilding the search index'))).toHaveLength(1);
    await rebuilt.close();
    ollama.setModels([{ name: 'all-minilm', dimensions: 384 }]);
    const switched = await open(store);
    expect(switched.status().space).toMatchObject({ model: 'all-minilm', dimensions: 384 });
    expect(switched.status().vectors).toBe(switched.status().visible);
    const res = await switched.search({ query: 'refresh token rotation', mode: 'semantic' });
    expect(res.degraded).toBe(false);
    expect(res.results[0]?.id).toBe('learning-refresh-token-rotation-race');
    await switched.close();
  });
});

describe('when Ollama misbehaves, search keeps answering', () => {
  const faults = [
    [
      'unknown model (404)',
      {
        kind: 'error',
        status: 404,
        message: 'model "nomic-embed-text" not found, try pulling it first',
      },
    ],
    ['server error (500)', { kind: 'error', status: 500 }],
    ['a response that never comes', { kind: 'hang' }],
    ['malformed JSON', { kind: 'malformed-json' }],
  ] as const;
  for (const [name, fault] of faults) {
    it(`${name}: answers on keywords with one notice, never loading the embedded model`, async () => {
      const store = tempStore();
      ollama.setFault(fault, '/api/embed');
      const notices: string[] = [];
      let loads = 0;
      const service = await open(store, {
        notices,
        timeoutMs: fault.kind === 'hang' ? 500 : 15_000,
        loadEmbedded: async () => {
          loads++;
          return embedder;
        },
      });
      const res = await service.search({ query: 'refresh token rotation' });
      expect(res.results[0]?.id).toBe('learning-refresh-token-rotation-race');
      expect(res.degraded).toBe(true);
      expect(service.status().space).toBeNull();
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatch(/keywords only/);
      expect(res.notice).toContain(ollama.url);
      expect(loads).toBe(0);
      await service.close();
    });
  }

  it('connection refused: keyword search, saying how to get meaning', async () => {
    const store = tempStore();
    const url = await closedUrl();
    const notices: string[] = [];
    const service = await open(store, { host: url, notices });
    const res = await service.search({ query: 'prisma migrate database' });
    expect(res.results[0]?.id).toBe('gotcha-prisma-migrate-resets-dev-db');
    expect(notices).toEqual([
      `strata: search uses keywords only: no Ollama answers at ${url}; to search by meaning, install Ollama (https://ollama.com) and run \`ollama pull embeddinggemma\`.`,
    ]);
    expect(res.notice).toContain('`ollama pull embeddinggemma`');
    expect(service.status().embeddings?.degraded).toBe(false);
    await service.close();
  });

  it('with no embeddings at all, hybrid runs on keywords and says so', async () => {
    const store = tempStore();
    const service = await open(store, { provider: 'none' });
    const res = await service.search({ query: 'refresh token' });
    expect(res.degraded).toBe(true);
    expect(res.notice).toMatch(/keywords only/);
    expect(res.results[0]?.id).toBe('learning-refresh-token-rotation-race');
    await service.close();
  });
});

/** The address of a server that has stopped: connections to it are refused. */
async function closedUrl(): Promise<string> {
  const closed = await startFakeOllama({ embedder });
  await closed.close();
  return closed.url;
}

describe('vectors of the embedded model once it is opt-in', () => {
  it('are neither loaded nor searched by default, and come back unembedded with provider embedded', async () => {
    const store = tempStore();
    const first = await open(store, { provider: 'embedded' });
    expect(first.status().space?.provider).toBe('embedded');
    expect(first.status().vectors).toBe(first.status().visible);
    await first.close();

    const plain = await open(store, { host: await closedUrl() });
    // A default process never loads the model, so these vectors could answer no query.
    expect(plain.status().vectors).toBe(0);
    const res = await plain.search({ query: 'refresh token rotation' });
    expect(res.degraded).toBe(true);
    expect(res.results[0]?.id).toBe('learning-refresh-token-rotation-race');
    expect(plain.status().space).toBeNull();
    await plain.close();

    const back = await open(store, { provider: 'embedded' });
    const again = await back.syncVectors();
    expect(again?.embedded).toBe(0);
    expect(back.status().vectors).toBe(back.status().visible);
    const semantic = await back.search({ query: 'two tabs log the user out', mode: 'semantic' });
    expect(semantic.degraded).toBe(false);
    await back.close();
  });
});
