/**
 * The audit's pair scoring (flat term arrays, a dense scratch row, embeddings read once)
 * against the plain algorithm it replaced, written here with the public similarity
 * functions: same candidate pairs, same scores to the last bit, same order. Run on a
 * generated store of 600 memories (with templated near-duplicates) and on the search
 * fixture store, words only, with saved vectors, and with embeddings kept by a first run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Memory } from '../../src/core/memory.js';
import { cosine } from '../../src/embeddings/vector-math.js';
import { BruteForceIndex } from '../../src/search/brute-force-index.js';
import { commandSimilarity, extractCommands } from '../../src/search/command-lines.js';
import { createVectorIndex } from '../../src/search/create-vector-index.js';
import { docKey } from '../../src/search/keyword/keyword-index.js';
import {
  AUDIT_DUPLICATE_SETTINGS,
  buildTermVector,
  inverseFrequency,
  LINK_SETTINGS,
  scorePair,
  type TermVector,
  termCosine,
} from '../../src/search/similarity.js';
import { analyze } from '../../src/search/tokenizer.js';
import type { VectorIndex } from '../../src/search/vector-index.js';
import type { KeptEmbeddings } from '../../src/services/audit/audit-embedding-file.js';
import { PAIR_SETTINGS, scoreCandidatePairs } from '../../src/services/audit/audit-pairs.js';
import { loadStore } from '../../src/storage/load-store.js';
import { generateStore, writeStore } from '../kit/generate-store.js';

/** The scoring as first written: string-keyed maps, every pair looked up term by term. */
function scoreByMaps(memories: readonly Memory[], index: VectorIndex | null) {
  const df = new Map<string, number>();
  for (const m of memories)
    for (const term of new Set(analyze(`${m.title} ${m.body}`)))
      df.set(term, (df.get(term) ?? 0) + 1);
  const idf = (term: string) => inverseFrequency(memories.length, df.get(term) ?? 0);
  const vectors: TermVector[] = memories.map((m) => buildTermVector(m, idf));
  const n = memories.length;
  const key = (i: number, j: number) => (i < j ? i * n + j : j * n + i);
  const candidates = new Set<number>();
  const postings = new Map<string, number[]>();
  vectors.forEach((v, i) => {
    const top = [...v.weights.entries()].sort((x, y) => y[1] - x[1]).slice(0, 8);
    for (const [term] of top) postings.set(term, [...(postings.get(term) ?? []), i]);
  });
  for (const list of postings.values()) {
    if (list.length > 32) continue;
    for (let x = 0; x < list.length; x++)
      for (let y = x + 1; y < list.length; y++) candidates.add(key(list[x]!, list[y]!));
  }
  const keys = memories.map((m) => docKey(m.scope, m.id));
  const embedded = index?.size ? keys.map((k) => index.vector(k)) : [];
  embedded.forEach((v, i) => {
    if (!v) return;
    for (const hit of index!.search(v, 7)) {
      const j = keys.indexOf(hit.key as (typeof keys)[number]);
      if (j >= 0 && j !== i) candidates.add(key(i, j));
    }
  });
  return [...candidates]
    .map((c) => {
      const [a, b] = [Math.floor(c / n), c % n];
      const [va, vb] = [embedded[a], embedded[b]];
      const semantic = va && vb ? cosine(va, vb) : null;
      const command = commandSimilarity(
        extractCommands(memories[a]!),
        extractCommands(memories[b]!),
      );
      const keyword = termCosine(vectors[a]!, vectors[b]!);
      return {
        a,
        b,
        pair: scorePair(keyword, semantic, AUDIT_DUPLICATE_SETTINGS, command),
        related: scorePair(keyword, semantic, LINK_SETTINGS, command),
      };
    })
    .sort((x, y) => y.related.score - x.related.score);
}

/** Deterministic stand-in embeddings: hashed words, so alike texts get alike vectors. */
function embed(text: string): number[] {
  const v = new Array<number>(64).fill(0);
  for (const word of analyze(text)) {
    let h = 7;
    for (const ch of word) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    v[h % 64]! += 1;
  }
  return v;
}

async function indexOf(memories: readonly Memory[], kind: 'hnsw' | 'brute'): Promise<VectorIndex> {
  const index = kind === 'brute' ? new BruteForceIndex(64) : (await createVectorIndex(64)).index;
  // Every other memory has no vector: pairs mixing both kinds must score on words.
  memories.forEach((m, i) => {
    if (i % 5 !== 3) index.upsert(docKey(m.scope, m.id), embed(`${m.title} ${m.body}`));
  });
  return index;
}

let root: string;
const stores = new Map<string, Memory[]>();

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'strata-audit-pairs-'));
  await writeStore(root, generateStore({ count: 600, seed: 11 }));
  for (const [name, dir] of [
    ['generated', root],
    ['fixture', path.resolve('test/fixtures/search-eval/store')],
  ] as const) {
    const ctx = {
      scopes: [{ scope: 'project' as const, dir, readOnly: true }],
      read: { maxFileBytes: 1024 * 1024 },
      now: () => new Date('2026-06-01T00:00:00Z'),
    };
    stores.set(name, (await loadStore(ctx)).visible);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('scoreCandidatePairs', () => {
  for (const name of ['generated', 'fixture']) {
    it(`scores the ${name} store exactly as the plain algorithm, words only`, () => {
      const memories = stores.get(name)!;
      const pairs = scoreCandidatePairs(memories, null);
      expect(pairs.length).toBeGreaterThan(memories.length / 4);
      expect(pairs).toEqual(scoreByMaps(memories, null));
    });
    for (const kind of ['hnsw', 'brute'] as const) {
      it(`scores the ${name} store exactly as the plain algorithm, with ${kind} vectors`, async () => {
        const memories = stores.get(name)!;
        const index = await indexOf(memories, kind);
        expect(scoreCandidatePairs(memories, index)).toEqual(scoreByMaps(memories, index));
      });
    }
    it(`scores the ${name} store the same from embeddings kept by an earlier run`, async () => {
      const memories = stores.get(name)!;
      const index = await indexOf(memories, 'hnsw');
      let kept: KeptEmbeddings | null = null;
      const search = { space: 'test/hashed/64' };
      scoreCandidatePairs(memories, index, PAIR_SETTINGS, {
        ...search,
        foundEmbeddings: (keep) => {
          kept = keep;
        },
      });
      expect(kept!.keys).toHaveLength(index.size);
      let again: KeptEmbeddings | null = null;
      const pairs = scoreCandidatePairs(memories, index, PAIR_SETTINGS, {
        ...search,
        keptEmbeddings: kept,
        foundEmbeddings: (keep) => {
          again = keep;
        },
      });
      expect(pairs).toEqual(scoreByMaps(memories, index));
      // Nothing new was read, so there is nothing to write.
      expect(again).toBeNull();
    });
    it(`returns, given a share, exactly the ${name} store's duplicates and pairs related above it`, async () => {
      const memories = stores.get(name)!;
      const index = await indexOf(memories, 'hnsw');
      const all = scoreByMaps(memories, index);
      const above = all.filter(
        (p) => p.pair.duplicate || p.related.score >= 0.6 * p.related.threshold,
      );
      expect(above.length).toBeLessThan(all.length);
      const pairs = scoreCandidatePairs(memories, index, PAIR_SETTINGS, { minShare: 0.6 });
      expect(pairs).toEqual(above);
    });
  }
});
