import { mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStamps } from '../../src/indexing/file-stamps.js';
import type { EmbeddingSpace } from '../../src/indexing/saved-generations.js';
import {
  diffFiles,
  type FileStamp,
  hashContent,
  loadSearchState,
  type SearchState,
  saveSearchState,
} from '../../src/indexing/saved-generations.js';
import { BruteForceIndex } from '../../src/search/brute-force-index.js';
import { HnswIndex, loadHnswlib } from '../../src/search/hnsw-index.js';
import {
  docKey,
  KEYWORD_INDEX_FORMAT,
  KeywordIndex,
  type KeywordSource,
} from '../../src/search/keyword/keyword-index.js';
import type { VectorIndex } from '../../src/search/vector-index.js';
import { randomVectors } from '../search/vector-index.contract.js';

const SPACE: EmbeddingSpace = { provider: 'embedded', model: 'use-lite', dimensions: 8 };
const ctor = await loadHnswlib();

function memory(id: string, body: string): KeywordSource {
  return {
    id: id as KeywordSource['id'],
    title: id,
    type: 'learning',
    scope: 'project',
    tags: [],
    updated: '2026-01-01T00:00:00Z',
    archived: false,
    body,
  };
}

function stamp(text: string): FileStamp {
  return { size: text.length, mtimeMs: 1, hash: hashContent(text) };
}

function stampsOf(record: Record<string, FileStamp>): FileStamps {
  const stamps = new FileStamps();
  for (const [file, value] of Object.entries(record)) stamps.set(file, value);
  return stamps;
}

const recordOf = (stamps: FileStamps | undefined) => Object.fromEntries(stamps?.entries() ?? []);

function buildState(vectors: VectorIndex | null): SearchState {
  const keyword = KeywordIndex.create();
  const bodies = ['redis eviction', 'postgres vacuum', 'kafka partitions', 'nginx proxy buffers'];
  const vecs = randomVectors(bodies.length, 8, 11);
  bodies.forEach((body, i) => {
    keyword.upsert(memory(`learning-${i}`, body));
    vectors?.upsert(docKey('project', `learning-${i}`), vecs[i]!);
  });
  const files = stampsOf(
    Object.fromEntries(bodies.map((body, i) => [`learning-${i}.md`, stamp(body)])),
  );
  return { keyword, vectors, space: SPACE, files };
}

describe('search state persistence', () => {
  let root: string;
  let count = 0;
  const freshDir = () => path.join(root, `set-${count++}`);
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'strata-persist-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it.each([
    ['brute-force', () => new BruteForceIndex(8)],
    ['hnsw', () => HnswIndex.create(ctor, 8)],
  ])('round-trips keyword and %s vectors with the manifest', async (kind, make) => {
    const dir = freshDir();
    const state = buildState(make());
    await saveSearchState(dir, state);
    const loaded = await loadSearchState(dir, { space: SPACE });
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.state.vectorKind).toBe(kind);
    expect(loaded.state.space).toEqual(SPACE);
    expect(recordOf(loaded.state.files)).toEqual(recordOf(state.files));
    expect(loaded.state.keyword.search('kafka')).toEqual(state.keyword.search('kafka'));
    const query = randomVectors(1, 8, 12)[0]!;
    expect(loaded.state.vectors?.search(query, 3)).toEqual(state.vectors?.search(query, 3));
    if (kind === 'hnsw') expect((loaded.state.vectors as HnswIndex).ef).toBeGreaterThanOrEqual(64);
  });

  it('keeps only the latest generation on disk', async () => {
    const dir = freshDir();
    const state = buildState(new BruteForceIndex(8));
    await saveSearchState(dir, state);
    state.keyword.upsert(memory('learning-9', 'grafana dashboards'));
    await saveSearchState(dir, state);
    // Writes go through .strata-tmp/, which holds no temp file once they are done.
    expect(await readdir(path.join(dir, '.strata-tmp'))).toEqual(['.gitignore']);
    const files = (await readdir(dir)).filter((f) => f !== '.strata-tmp').sort();
    expect(files).toHaveLength(5); // manifest, keyword, stamps, vector header, vector data
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    expect(files).toContain(manifest.keyword);
    expect(files).toContain(manifest.stamps);
    expect(files).toContain(manifest.vectors);
    const loaded = await loadSearchState(dir, { space: SPACE });
    expect(loaded.ok && loaded.state.keyword.search('grafana').length).toBe(1);
  });

  it('removes the files of a generation saved by an older keyword format', async () => {
    const dir = freshDir();
    const state = buildState(new BruteForceIndex(8));
    await saveSearchState(dir, state);
    const manifestPath = path.join(dir, 'manifest.json');
    const old = JSON.parse(await readFile(manifestPath, 'utf8'));
    await writeFile(
      manifestPath,
      JSON.stringify({ ...old, keywordFormat: KEYWORD_INDEX_FORMAT - 1 }),
    );
    await saveSearchState(dir, state);
    const files = (await readdir(dir)).filter((f) => f !== '.strata-tmp');
    expect(files).toHaveLength(5);
    expect(files).not.toContain(old.keyword);
    expect(files).not.toContain(old.stamps);
  });

  it('leaves the file stamps unread until asked, and answers from its files once a later save removed them', async () => {
    const dir = freshDir();
    const state = buildState(null);
    await saveSearchState(dir, state);
    const loaded = await loadSearchState(dir, { space: null, deferStamps: true });
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.state.files.size).toBe(0);
    const before = loaded.state.keyword.search('kafka');
    const first = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    await saveSearchState(dir, { ...state, files: new FileStamps() });
    expect(await readdir(dir)).not.toContain(first.keyword);
    expect(await readdir(dir)).not.toContain(first.stamps);
    expect(recordOf(loaded.state.readStamps?.())).toEqual(recordOf(state.files));
    // The keyword file it opened was removed with its generation: it still answers from it.
    expect(before.length).toBeGreaterThan(0);
    expect(loaded.state.keyword.search('kafka')).toEqual(before);
    loaded.state.keyword.close();
  });

  it('saves and loads a keyword-only set', async () => {
    const dir = freshDir();
    await saveSearchState(dir, buildState(null));
    const loaded = await loadSearchState(dir, { space: SPACE });
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.state.vectors).toBeNull();
    expect(loaded.state.space).toBeNull();
  });

  it('loads only the keyword index when vectors are not wanted', async () => {
    const dir = freshDir();
    await saveSearchState(dir, buildState(new BruteForceIndex(8)));
    const loaded = await loadSearchState(dir, { space: null });
    expect(loaded.ok && loaded.state.vectors).toBeNull();
    expect(loaded.ok && loaded.state.keyword.size).toBe(4);
  });

  type Damage = (dir: string, manifest: Record<string, unknown>) => Promise<void>;
  const damages: Array<[string, Damage, RegExp]> = [
    ['nothing saved', async (dir) => rm(dir, { recursive: true }), /^no saved search index in /],
    [
      'a corrupt manifest',
      async (dir) => writeFile(path.join(dir, 'manifest.json'), '{"format": 1,'),
      /unusable: a file of it is not valid JSON/,
    ],
    [
      'another format',
      async (dir, m) =>
        writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ ...m, format: 0 })),
      /unusable: it has format 0, this version reads 4/,
    ],
    [
      'a set of the previous format (file stamps as a JSON object of paths)',
      async (dir, m) => {
        await writeFile(path.join(dir, m.stamps as string), JSON.stringify({ 'a.md': stamp('a') }));
        await writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ ...m, format: 3 }));
      },
      /unusable: it has format 3, this version reads 4/,
    ],
    [
      'a manifest pointing outside the directory',
      async (dir, m) =>
        writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ ...m, keyword: '../x.json' })),
      /unusable: its manifest is malformed/,
    ],
    [
      'a missing keyword index',
      async (dir, m) => unlink(path.join(dir, m.keyword as string)),
      /unusable: a file of it is missing/,
    ],
    [
      'a damaged keyword index',
      async (dir, m) =>
        writeFile(
          path.join(dir, m.keyword as string),
          JSON.stringify({ format: KEYWORD_INDEX_FORMAT, index: {} }),
        ),
      /unusable: saved keyword index is unusable: it is not a saved keyword index/,
    ],
    [
      'a damaged vector index',
      async (dir, m) => writeFile(path.join(dir, m.vectors as string), '[]'),
      /unusable: saved vector index .* has format undefined/,
    ],
  ];

  it.each(damages)('reports %s as a reason to rebuild', async (_name, damage, reason) => {
    const dir = freshDir();
    await saveSearchState(dir, buildState(new BruteForceIndex(8)));
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    await damage(dir, manifest);
    const loaded = await loadSearchState(dir, { space: SPACE });
    expect(loaded.ok).toBe(false);
    expect(!loaded.ok && loaded.reason).toMatch(reason);
  });

  it('reports a change of embedding model, naming both', async () => {
    const dir = freshDir();
    await saveSearchState(dir, buildState(new BruteForceIndex(8)));
    const now: EmbeddingSpace = { provider: 'ollama', model: 'nomic-embed-text', dimensions: 768 };
    const loaded = await loadSearchState(dir, { space: now });
    expect(!loaded.ok && loaded.reason).toBe(
      'embedding model changed from embedded/use-lite (8 dimensions) to ollama/nomic-embed-text (768 dimensions)',
    );
  });
});

describe('diffFiles', () => {
  it('sorts files into added, changed and removed by hash', () => {
    const saved = stampsOf({ 'a.md': stamp('a'), 'b.md': stamp('b'), 'c.md': stamp('c') });
    const current = stampsOf({
      'a.md': { ...stamp('a'), mtimeMs: 99 }, // touched, same content
      'b.md': stamp('b2'),
      'd.md': stamp('d'),
    });
    expect(diffFiles(saved, current)).toEqual({
      added: ['d.md'],
      changed: ['b.md'],
      removed: ['c.md'],
    });
  });

  it('hashes text and bytes alike', () => {
    expect(hashContent('abc')).toBe(hashContent(new TextEncoder().encode('abc')));
    expect(hashContent('abc')).toMatch(/^[0-9a-f]{64}$/);
  });
});
