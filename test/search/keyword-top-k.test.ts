/**
 * The dense top-k keyword scorer against MiniSearch's exhaustive scoring of the same index
 * (test/support/keyword-reference.ts): on randomized stores, built in process (postings as
 * Maps) and loaded from a save (compact postings), before and after edits and deletes, with
 * stopwords, inflected forms, aliases, unknown words (prefix and fuzzy), repeated words,
 * filters and limits, the same notes in the same order with the same scores, bit for bit.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import type { KeywordFilter } from '../../src/search/keyword/keyword-filter.js';
import { KeywordIndex, type KeywordSource } from '../../src/search/keyword/keyword-index.js';
import { seededRandom } from '../kit/seeded-random.js';
import {
  referenceFromSaved,
  referenceIndex,
  referenceSearch,
  referenceUpsert,
  savedFile,
} from '../support/keyword-reference.js';

const WORDS = [
  'cache',
  'caching',
  'cached',
  'token',
  'tokens',
  'retry',
  'retries',
  'retried',
  'timeout',
  'queue',
  'queues',
  'database',
  'databases',
  'migration',
  'migrations',
  'migrate',
  'schema',
  'deploy',
  'deployed',
  'deploying',
  'proposal',
  'proposed',
  'propose',
  'running',
  'ran',
  'run',
  'better',
  'good',
  'auth',
  'authentication',
  'authorize',
  'login',
  'server',
  'servers',
  'client',
  'worker',
  'workers',
  'flaky',
  'postgres',
  'redis',
  'kafka',
  'lock',
  'locking',
  'src/auth/login.ts',
  'refreshAccessToken',
  'http2',
  'v8',
  'the',
  'a',
  'to',
  'for',
  'who',
  'what',
  'should',
  'not',
  'is',
  'was',
];
const QUERY_EXTRA = ['databse', 'migrat', 'authentic', 'tokn', 'zzzz', 'kafk', 'workr', 'the'];
const TYPES = ['learning', 'decision', 'gotcha', 'artifact'];

type Rng = () => number;

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

function words(rng: Rng, min: number, max: number, pool: readonly string[] = WORDS): string {
  const n = min + Math.floor(rng() * (max - min + 1));
  return Array.from({ length: n }, () => pick(rng, pool)).join(' ');
}

function randomMemory(rng: Rng, i: number): KeywordSource {
  const aliases = rng() < 0.3 ? [words(rng, 1, 3), words(rng, 1, 2)] : undefined;
  return {
    id: `${pick(rng, TYPES)}-note-${i}` as KeywordSource['id'],
    title: words(rng, 1, 5),
    type: pick(rng, TYPES),
    scope: rng() < 0.8 ? 'project' : 'global',
    tags: rng() < 0.5 ? [pick(rng, WORDS.slice(0, 20))] : [],
    updated: `2026-0${1 + Math.floor(rng() * 9)}-10T10:00:00Z`,
    archived: rng() < 0.1,
    body: words(rng, 0, 40),
    ...(aliases ? { aliases } : {}),
  };
}

function randomQuery(rng: Rng): string {
  const pool = [...WORDS, ...QUERY_EXTRA];
  const query = words(rng, 1, 5, pool);
  // A repeated word now and then: MiniSearch sums it twice but counts it once.
  return rng() < 0.15 ? `${query} ${query.split(' ')[0]}` : query;
}

function randomFilter(rng: Rng): KeywordFilter {
  const r = rng();
  if (r < 0.5) return {};
  if (r < 0.65) return { types: [pick(rng, TYPES)] };
  if (r < 0.8) return { archived: 'include' };
  if (r < 0.9) return { scopes: ['global'] };
  return { updatedSince: '2026-05-01' };
}

interface Pair {
  index: KeywordIndex;
  reference: ReturnType<typeof referenceIndex>;
}

function buildPair(rng: Rng, count: number): { pair: Pair; sources: KeywordSource[] } {
  const index = KeywordIndex.create();
  const reference = referenceIndex();
  const sources = Array.from({ length: count }, (_, i) => randomMemory(rng, i));
  for (const source of sources) {
    index.upsert(source);
    referenceUpsert(reference, source);
  }
  return { pair: { index, reference }, sources };
}

function loadedPair(pair: Pair): Pair {
  const bytes = pair.index.serialize();
  const index = KeywordIndex.open(savedFile(bytes));
  onTestFinished(() => index.close());
  return { index, reference: referenceFromSaved(bytes) };
}

/** Compares a batch of random queries. */
function expectSameSearches(rng: Rng, pair: Pair, queries: number): number {
  let compared = 0;
  for (let q = 0; q < queries; q++) {
    const query = randomQuery(rng);
    const options = {
      filter: randomFilter(rng),
      limit: 1 + Math.floor(rng() * 30),
      expand: rng() < 0.9,
    };
    const expected = referenceSearch(pair.reference, query, options);
    const actual = pair.index.search(query, options);
    expect({ query, options, hits: actual }).toEqual({ query, options, hits: expected });
    compared += expected.length;
  }
  return compared;
}

describe('dense top-k keyword scoring', () => {
  it('returns MiniSearch’s hits, scores and order on randomized stores, built and loaded', () => {
    let compared = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const rng = seededRandom(seed);
      const { pair } = buildPair(rng, 40 + Math.floor(rng() * 200));
      compared += expectSameSearches(rng, pair, 60);
      compared += expectSameSearches(rng, loadedPair(pair), 60);
    }
    // The comparison is not vacuous: the queries found notes.
    expect(compared).toBeGreaterThan(2000);
  });

  it('stays equal after edits and deletes, before and after a vacuum', async () => {
    for (let seed = 10; seed <= 13; seed++) {
      const rng = seededRandom(seed);
      const { pair: built, sources } = buildPair(rng, 150);
      const pair = loadedPair(built);
      for (let i = 0; i < 40; i++) {
        const victim = pick(rng, sources);
        if (rng() < 0.5) {
          const edited = { ...randomMemory(rng, 1000 + i), id: victim.id, scope: victim.scope };
          pair.index.upsert(edited);
          referenceUpsert(pair.reference, edited);
        } else {
          const key = `${victim.scope}:${victim.id}`;
          if (pair.index.delete(key)) pair.reference.discard(key);
        }
      }
      // Discarded notes still in the postings: MiniSearch cleans them as searches meet
      // them, counting them in a term's document frequency until then.
      expectSameSearches(rng, pair, 60);
      await pair.index.vacuumIfDirty(1, 0);
      await pair.reference.vacuum({ batchWait: 0 });
      expectSameSearches(rng, pair, 60);
    }
  });

  it('finds words new since the load by prefix and fuzzily, as MiniSearch does', () => {
    const rng = seededRandom(31);
    const { pair: built } = buildPair(rng, 120);
    const pair = loadedPair(built);
    const fresh = ['kubernetes', 'terraform', 'kafkaesque', 'postgresql'];
    for (let i = 0; i < 12; i++) {
      const source = {
        ...randomMemory(rng, 2000 + i),
        body: `${pick(rng, fresh)} ${words(rng, 3, 20)} ${pick(rng, fresh)}`,
      };
      pair.index.upsert(source);
      referenceUpsert(pair.reference, source);
    }
    for (const query of ['kuber', 'kubernetis', 'terrafor', 'terrafrom', 'postgre', 'kafkaesq']) {
      const expected = referenceSearch(pair.reference, query, { limit: 30 });
      expect(expected.length).toBeGreaterThan(0);
      expect({ query, hits: pair.index.search(query, { limit: 30 }) }).toEqual({
        query,
        hits: expected,
      });
    }
  });

  it('scores term frequencies past one and two bytes alike once loaded', () => {
    const rng = seededRandom(21);
    const { pair } = buildPair(rng, 30);
    const heavy = (n: number, word: string) => ({
      ...randomMemory(rng, 500 + n),
      body: `${`${word} `.repeat(n)}cache`,
    });
    for (const source of [heavy(300, 'kafka'), heavy(70_000, 'redis'), heavy(2, 'kafka')]) {
      pair.index.upsert(source);
      referenceUpsert(pair.reference, source);
    }
    const loaded = loadedPair(pair);
    for (const query of ['kafka cache', 'redis', 'redis kafka']) {
      const expected = referenceSearch(loaded.reference, query);
      expect(expected.length).toBeGreaterThan(0);
      expect(loaded.index.search(query)).toEqual(expected);
      expect(loaded.index.search(query)).toEqual(referenceSearch(pair.reference, query));
    }
  });

  it('finds nothing in an empty index and for an all-stopword query', () => {
    const index = KeywordIndex.create();
    expect(index.search('cache token')).toEqual([]);
    index.upsert(randomMemory(seededRandom(3), 1));
    expect(index.search('the a to')).toEqual([]);
  });
});
