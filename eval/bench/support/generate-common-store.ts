/**
 * A deterministic store whose bodies are full of the words every technical note shares:
 * each body word is drawn 30% from ~60 common technical words and 70% from a Zipf tail of
 * made-up rare ones, bodies of 100–250 words, one memory in ten a gotcha with file
 * patterns. Queries are three common words each, the way Claude phrases a question
 * ("auth token cache"), so every query term has a posting list a third of the store long:
 * what search costs once a store has grown for years.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../../../test/kit/seeded-random.js';

/** The common technical words bodies and queries are made of. */
export const COMMON_WORDS = [
  'auth',
  'token',
  'cache',
  'retry',
  'timeout',
  'queue',
  'database',
  'schema',
  'migration',
  'index',
  'query',
  'request',
  'response',
  'server',
  'client',
  'session',
  'config',
  'deploy',
  'build',
  'test',
  'error',
  'log',
  'metric',
  'latency',
  'memory',
  'thread',
  'lock',
  'file',
  'path',
  'user',
  'api',
  'endpoint',
  'payload',
  'header',
  'route',
  'handler',
  'worker',
  'job',
  'event',
  'message',
  'stream',
  'buffer',
  'batch',
  'limit',
  'version',
  'release',
  'branch',
  'commit',
  'merge',
  'review',
  'service',
  'container',
  'cluster',
  'node',
  'network',
  'socket',
  'connection',
  'pool',
  'transaction',
  'backup',
] as const;

const AREAS = ['auth', 'payments', 'billing', 'search', 'api', 'web', 'worker', 'db', 'deploy'];
const TYPES = ['learning', 'decision', 'artifact', 'breadcrumb', 'hub'] as const;
const SYLLABLES = ['ka', 'ro', 'mi', 'tu', 'ze', 'lo', 'pra', 'vin', 'sel', 'dor', 'qu', 'ban'];

type Rng = () => number;

/** Made-up words (two to four syllables), distinct, none a common word. */
function rareVocabulary(rng: Rng, size: number): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const n = 2 + Math.floor(rng() * 3);
    let word = '';
    for (let i = 0; i < n; i++) word += SYLLABLES[Math.floor(rng() * SYLLABLES.length)];
    words.add(`${word}${Math.floor(rng() * 100)}`);
  }
  return [...words];
}

/** Samples indexes 0..size-1 with probability ∝ 1/(rank+1)^s. */
function zipf(rng: Rng, size: number, s = 1.07): () => number {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let i = 0; i < size; i++) {
    total += 1 / (i + 1) ** s;
    cumulative[i] = total;
  }
  return () => {
    const target = rng() * total;
    let lo = 0;
    let hi = size - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** A generated store's queries and where it was written. */
export interface CommonStore {
  count: number;
  /** Three common words each. */
  queries: string[];
  /** One rare word each (found in a handful of memories): the baseline a query can cost. */
  rareQueries: string[];
}

/** The `count` queries of three distinct common words each (seeded). */
export function commonQueries(count = 60, seed = 11): string[] {
  const rng = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const picked = new Set<string>();
    while (picked.size < 3) picked.add(COMMON_WORDS[Math.floor(rng() * COMMON_WORDS.length)]!);
    return [...picked].join(' ');
  });
}

function memoryText(rng: Rng, i: number, word: () => string): { name: string; text: string } {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rng() * xs.length)]!;
  const gotcha = i % 10 === 0;
  const type = gotcha ? 'gotcha' : pick(TYPES);
  const titleWords = [word(), word(), word(), word()];
  const id = `${type}-${titleWords.join('-')}-${i}`;
  const length = 100 + Math.floor(rng() * 151);
  const body = Array.from({ length }, word);
  const sentences: string[] = [];
  for (let at = 0; at < body.length; at += 12)
    sentences.push(`${body.slice(at, at + 12).join(' ')}.`);
  const area = pick(AREAS);
  const lines = [
    '---',
    `id: ${id}`,
    `title: "${titleWords.join(' ')}"`,
    `type: ${type}`,
    `tags: [${area}, ${pick(COMMON_WORDS)}]`,
    `created: "2026-03-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00Z"`,
    `updated: "2026-04-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00Z"`,
  ];
  if (gotcha) {
    lines.push(`severity: ${pick(['critical', 'high', 'medium', 'low'])}`);
    lines.push(`file_patterns: ["src/${area}/**/${titleWords[0]}.ts"]`);
  }
  lines.push('---', '', sentences.join(' '), '');
  return { name: `${id}.md`, text: lines.join('\n') };
}

/**
 * Writes `count` memories below `projectRoot/.claude/memory/permanent` (and a `.git`
 * folder) and returns the queries. The same count and seed always write the same files.
 */
export function writeCommonStore(projectRoot: string, count: number, seed = 5): CommonStore {
  const rng = seededRandom(seed);
  const rare = rareVocabulary(rng, Math.min(200_000, Math.max(5_000, count * 2)));
  const nextRare = zipf(rng, rare.length);
  const word = () =>
    rng() < 0.3 ? COMMON_WORDS[Math.floor(rng() * COMMON_WORDS.length)]! : rare[nextRare()]!;
  const dir = path.join(projectRoot, '.claude', 'memory', 'permanent');
  mkdirSync(dir, { recursive: true });
  mkdirSync(path.join(projectRoot, '.git'), { recursive: true });
  for (let i = 0; i < count; i++) {
    const { name, text } = memoryText(rng, i, word);
    writeFileSync(path.join(dir, name), text);
  }
  return storeQueries(count, rare);
}

function storeQueries(count: number, rare: readonly string[]): CommonStore {
  // Words of rank 500 to 559 in the tail: each in a few memories of a 1,000-memory store.
  return { count, queries: commonQueries(), rareQueries: rare.slice(500, 560) };
}

/** The queries of the store {@link writeCommonStore} writes, without writing it (to reuse one). */
export function commonStoreQueries(count: number, seed = 5): CommonStore {
  const rng = seededRandom(seed);
  return storeQueries(count, rareVocabulary(rng, Math.min(200_000, Math.max(5_000, count * 2))));
}
