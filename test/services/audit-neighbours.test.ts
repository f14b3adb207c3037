/**
 * Neighbour lists and embeddings kept between audits: an audit that reuses them reports
 * exactly what a fresh one does; an edited memory is searched again; a file that does not
 * parse, of another model, or a store that changed too much is not trusted, nor kept
 * embeddings the index no longer holds. Real files, a real hnsw index, the real audit.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Memory } from '../../src/core/memory.js';
import { createVectorIndex } from '../../src/search/create-vector-index.js';
import { docKey } from '../../src/search/keyword/keyword-index.js';
import { analyze } from '../../src/search/tokenizer.js';
import type { VectorIndex } from '../../src/search/vector-index.js';
import { type AuditOptions, auditLoadedStore } from '../../src/services/audit/audit.js';
import {
  embeddingFileBeside,
  readKeptEmbeddings,
} from '../../src/services/audit/audit-embedding-file.js';
import { readNeighbourLists, usableEntries } from '../../src/services/audit/audit-neighbours.js';
import { loadStore, type StoreContext } from '../../src/storage/load-store.js';
import { generateStore, writeStore } from '../kit/generate-store.js';

/** Hashed words; `seed` stands for another run of the provider under the same model name. */
function embed(text: string, seed = 7): number[] {
  const v = new Array<number>(64).fill(0);
  for (const word of analyze(text)) {
    let h = seed;
    for (const ch of word) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    v[h % 64]! += 1;
  }
  return v;
}

async function indexOf(memories: readonly Memory[], seed?: number): Promise<VectorIndex> {
  const { index } = await createVectorIndex(64);
  for (const m of memories)
    index.upsert(docKey(m.scope, m.id), embed(`${m.title} ${m.body}`, seed));
  return index;
}

let root: string;
let ctx: StoreContext;
const space = { provider: 'test', model: 'hashed-words' };

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'strata-audit-neighbours-'));
  await writeStore(path.join(root, 'mem'), generateStore({ count: 300, seed: 5 }));
  ctx = {
    scopes: [{ scope: 'project', dir: path.join(root, 'mem'), readOnly: false }],
    read: { maxFileBytes: 1024 * 1024 },
    now: () => new Date('2026-06-01T00:00:00Z'),
  };
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function audit(options: Partial<AuditOptions>, seed?: number) {
  const store = await loadStore(ctx);
  const vectors = await indexOf(store.visible, seed);
  const base = { projectRoot: null, ttlDays: 30, vectors, space };
  return auditLoadedStore(ctx, store, { ...base, ...options });
}

describe('neighbour lists kept between audits', () => {
  it('give the same report as searching every time, and are written once', async () => {
    const file = path.join(root, 'neighbours-a.json');
    const fresh = await audit({});
    const first = await audit({ neighbourFile: file });
    const written = readFileSync(file, 'utf8');
    const second = await audit({ neighbourFile: file });
    expect(first).toEqual(fresh);
    expect(second).toEqual(fresh);
    expect(readFileSync(file, 'utf8')).toBe(written);
    const lists = await readNeighbourLists(file, 'test/hashed-words/64');
    // Breadcrumbs are not compared: every other live memory has a list.
    const compared = (await loadStore(ctx)).visible.filter(
      (m) => !m.archived && m.type !== 'breadcrumb',
    );
    expect(Object.keys(lists!.entries)).toHaveLength(compared.length);
  });

  it('search an edited memory again and keep the rest', async () => {
    const file = path.join(root, 'neighbours-b.json');
    await audit({ neighbourFile: file });
    const compared = (await loadStore(ctx)).visible.filter(
      (m) => !m.archived && m.type !== 'breadcrumb',
    );
    const edited = compared[7]!;
    const before = (await readNeighbourLists(file, 'test/hashed-words/64'))!;
    const key = docKey(edited.scope, edited.id);
    const text = readFileSync(edited.path, 'utf8');
    writeFileSync(edited.path, `${text}\nOne more line about rate limits and retries.\n`);
    try {
      await audit({ neighbourFile: file });
      const after = (await readNeighbourLists(file, 'test/hashed-words/64'))!;
      expect(after.entries[key]!.hash).not.toBe(before.entries[key]!.hash);
      const other = docKey(compared[8]!.scope, compared[8]!.id);
      expect(after.entries[other]).toEqual(before.entries[other]);
    } finally {
      writeFileSync(edited.path, text);
    }
  });

  it('ignore a file that does not parse, is of another model, or holds wrong shapes', async () => {
    const file = path.join(root, 'neighbours-c.json');
    const fresh = await audit({});
    for (const text of [
      '{',
      JSON.stringify({ version: 1, space: 'other/model/64', entries: {} }),
      JSON.stringify({ version: 1, space: 'test/hashed-words/64', entries: { x: { hash: 1 } } }),
    ]) {
      writeFileSync(file, text);
      expect(await audit({ neighbourFile: file })).toEqual(fresh);
    }
  });

  it('are not trusted when more than a tenth of the memories changed', () => {
    const memories = Array.from({ length: 20 }, (_, i) => ({
      key: `project:m${i}`,
      hash: `h${i}`,
    }));
    const entries = Object.fromEntries(memories.map((m) => [m.key, { hash: m.hash, near: [] }]));
    const kept = { space: 's', entries };
    expect(Object.keys(usableEntries(kept, memories))).toHaveLength(20);
    const twoChanged = memories.map((m, i) => (i < 2 ? { ...m, hash: 'new' } : m));
    expect(Object.keys(usableEntries(kept, twoChanged))).toHaveLength(18);
    const threeChanged = memories.map((m, i) => (i < 3 ? { ...m, hash: 'new' } : m));
    expect(Object.keys(usableEntries(kept, threeChanged))).toHaveLength(0);
  });

  it('keep the embeddings beside them: reused, written once, dropped when re-embedded', async () => {
    const file = path.join(root, 'neighbours-d.json');
    const vectorsFile = embeddingFileBeside(file);
    const fresh = await audit({});
    expect(await audit({ neighbourFile: file })).toEqual(fresh);
    const written = readFileSync(vectorsFile);
    expect(await audit({ neighbourFile: file })).toEqual(fresh);
    expect(readFileSync(vectorsFile).equals(written)).toBe(true);
    const kept = await readKeptEmbeddings(vectorsFile, 'test/hashed-words/64');
    expect(kept!.rows).toHaveLength(kept!.keys.length * 64);
    // The same memories embedded again, differently: the kept rows no longer hold.
    const other = await audit({}, 11);
    expect(other).not.toEqual(fresh);
    expect(await audit({ neighbourFile: file }, 11)).toEqual(other);
    expect(readFileSync(vectorsFile).equals(written)).toBe(false);
  });

  it('ignore an embeddings file that is cut short or of another model', async () => {
    const file = path.join(root, 'neighbours-e.json');
    const fresh = await audit({});
    await audit({ neighbourFile: file });
    const vectorsFile = embeddingFileBeside(file);
    const whole = readFileSync(vectorsFile);
    expect(await readKeptEmbeddings(vectorsFile, 'other/model/64')).toBeNull();
    writeFileSync(vectorsFile, whole.subarray(0, whole.length - 4));
    expect(await readKeptEmbeddings(vectorsFile, 'test/hashed-words/64')).toBeNull();
    expect(await audit({ neighbourFile: file })).toEqual(fresh);
    writeFileSync(vectorsFile, 'not a header');
    expect(await audit({ neighbourFile: file })).toEqual(fresh);
  });
});
