import { describe, expect, it } from 'vitest';
import type { ScopeName } from '../../src/core/scope.js';
import { BruteForceIndex } from '../../src/search/brute-force-index.js';
import { hybridSearch } from '../../src/search/hybrid-search.js';
import {
  docKey,
  KeywordIndex,
  type KeywordSource,
} from '../../src/search/keyword/keyword-index.js';

const NOW = Date.parse('2026-06-01T00:00:00Z');

/** Axis-aligned vectors: cosine is 1 on the same axis and 0 elsewhere. */
function axis(i: number, length = 6): number[] {
  return Array.from({ length }, (_, j) => (j === i ? 1 : 0.01));
}

function memory(id: string, fields: Partial<KeywordSource>): KeywordSource {
  return {
    id: id as KeywordSource['id'],
    title: id,
    type: 'learning',
    scope: 'project',
    tags: [],
    updated: '2026-05-01T00:00:00Z',
    archived: false,
    body: '',
    ...fields,
  };
}

const MEMORIES: Array<[KeywordSource, number]> = [
  [memory('learning-pool', { body: 'postgres connection pool exhausted' }), 0],
  [memory('gotcha-pgbouncer', { type: 'gotcha', body: 'pgbouncer transaction mode' }), 1],
  [memory('learning-archived-pool', { archived: true, body: 'old pool notes' }), 1],
  [memory('learning-global', { scope: 'global' as ScopeName, body: 'pool sizing' }), 2],
];

function build() {
  const keyword = KeywordIndex.create();
  const vectors = new BruteForceIndex(6);
  for (const [m, dim] of MEMORIES) {
    keyword.upsert(m);
    vectors.upsert(docKey(m.scope, m.id), axis(dim));
  }
  return { keyword, vectors };
}

describe('hybridSearch', () => {
  const { keyword, vectors } = build();
  const fusion = { now: NOW };

  it('finds by words alone without a query vector', () => {
    const hits = hybridSearch({ keyword, vectors, text: 'connection', fusion });
    expect(hits.map((h) => h.id)).toEqual(['learning-pool']);
    expect(hits[0]?.explanation.semantic).toBe(0);
  });

  it('finds by meaning alone without words in common', () => {
    const hits = hybridSearch({ keyword, vectors, text: '', queryVector: axis(1), fusion });
    expect(hits[0]?.id).toBe('gotcha-pgbouncer');
    expect(hits[0]?.explanation.keyword).toBe(0);
  });

  it('applies the filter to vector hits too: archived hidden, types kept', () => {
    const all = hybridSearch({ keyword, vectors, text: 'pool', queryVector: axis(1), fusion });
    expect(all.map((h) => h.id)).not.toContain('learning-archived-pool');
    const gotchas = hybridSearch({
      keyword,
      vectors,
      text: 'pool',
      queryVector: axis(1),
      filter: { types: ['gotcha'] },
      fusion,
    });
    expect(gotchas.map((h) => h.id)).toEqual(['gotcha-pgbouncer']);
    const archived = hybridSearch({
      keyword,
      vectors,
      text: 'pool',
      queryVector: axis(1),
      filter: { archived: 'only' },
      fusion,
    });
    expect(archived.map((h) => h.id)).toEqual(['learning-archived-pool']);
  });

  it('ranks a memory found both ways first and reports its identity', () => {
    const hits = hybridSearch({ keyword, vectors, text: 'pool', queryVector: axis(0), fusion });
    expect(hits[0]).toMatchObject({ id: 'learning-pool', scope: 'project', type: 'learning' });
    expect(hits[0]?.explanation.keyword).toBe(1);
    expect(hits[0]?.explanation.semantic).toBeCloseTo(1, 5);
  });

  it('respects the limit and ignores vectors unknown to the keyword index', () => {
    const extra = new BruteForceIndex(6);
    extra.upsert('project:ghost', axis(3));
    extra.upsert(docKey('project', 'learning-pool'), axis(3));
    const hits = hybridSearch({ keyword, vectors: extra, text: '', queryVector: axis(3), fusion });
    expect(hits.map((h) => h.id)).toEqual(['learning-pool']);
    const limited = hybridSearch({
      keyword,
      vectors,
      text: 'pool',
      queryVector: axis(2),
      limit: 1,
      fusion,
    });
    expect(limited).toHaveLength(1);
  });
});
