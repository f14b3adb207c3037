/**
 * Deterministic generator of realistic memory stores for tests and benches (1,000 to
 * 10,000+ memories): a seeded PRNG, a long-tail (Zipf) vocabulary of technical and made-up
 * words, the six types plus a custom one, tags, labelled links with preferential attachment
 * (a few hubs, many leaves), gotchas with severities and file patterns, folders like real
 * stores (`permanent/`, `temporary/`, `archive/`, flat).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { addEdge, type Graph, serializeGraph } from '../../src/core/graph.js';
import { seededRandom } from './seeded-random.js';

/** Options of {@link generateStore}. */
export interface GenerateOptions {
  count: number;
  /** Same seed, same store. Default 1. */
  seed?: number;
  /** Latest `updated` time; default 2026-06-30. */
  until?: string;
  /** Average links per memory; default 1.6. */
  linksPerMemory?: number;
}

/** One generated memory. */
export interface GeneratedMemory {
  id: string;
  type: string;
  title: string;
  tags: string[];
  links: string[];
  created: string;
  updated: string;
  severity?: string;
  filePatterns?: string[];
  body: string;
  /** Path relative to the scope directory. */
  relPath: string;
}

/** A generated store: memories and the graph their links make. */
export interface GeneratedStore {
  memories: GeneratedMemory[];
  graph: Graph;
}

type Rng = () => number;

const TECH_WORDS = `api auth token session cache index query schema migration deploy build test
  docker compose kubernetes helm nginx postgres redis kafka queue worker cron retry timeout
  webhook stripe payment invoice checkout cart login oauth jwt cookie csrf cors header proxy
  vite webpack esbuild react router hook state store reducer render hydration ssr bundle
  typescript eslint prettier vitest jest playwright e2e flaky snapshot fixture mock stub
  graphql rest grpc protobuf json yaml csv parser encoder utf8 locale timezone date cron
  memory leak heap profiler latency throughput p99 metrics tracing logging sentry alert
  terraform aws s3 lambda iam vpc dns tls certificate secret vault env config flag rollout
  prisma orm transaction deadlock lock mutex race condition idempotency dedupe backfill
  search embedding vector ranking tokenizer stemmer analyzer shard replica backup restore`
  .split(/\s+/)
  .filter(Boolean);

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'ten',
  'vor',
  'shi',
  'qu',
  'bel',
  'dra',
  'nix',
  'po',
  'zu',
  'ter',
  'an',
  'el',
];

/** The vocabulary: real words first (frequent), then made-up words for the long tail. */
function vocabulary(rng: Rng, size: number): string[] {
  const words = new Set(TECH_WORDS);
  while (words.size < size) {
    const n = 2 + Math.floor(rng() * 3);
    let word = '';
    for (let i = 0; i < n; i++) word += SYLLABLES[Math.floor(rng() * SYLLABLES.length)];
    words.add(word);
  }
  return [...words];
}

/** Samples indexes with probability ∝ 1/(rank+1)^s. */
function zipf(rng: Rng, size: number, s = 1.07): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < size; i++) {
    total += 1 / (i + 1) ** s;
    cumulative.push(total);
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

const TYPES: ReadonlyArray<readonly [string, number]> = [
  ['learning', 0.3],
  ['decision', 0.2],
  ['gotcha', 0.2],
  ['artifact', 0.1],
  ['breadcrumb', 0.1],
  ['hub', 0.05],
  ['retro', 0.05],
];
const LABELS = [
  'relates-to',
  'relates-to',
  'implements',
  'supersedes',
  'part-of',
  'depends-on',
  'caused-by',
  'fixes',
  'references',
];
const SEVERITIES = ['critical', 'high', 'medium', 'medium', 'low', 'low'];

interface Context {
  rng: Rng;
  words: string[];
  word: () => string;
  tag: () => string;
  pick: <T>(items: readonly T[]) => T;
}

function pickType(rng: Rng): string {
  let r = rng();
  for (const [type, share] of TYPES) {
    r -= share;
    if (r < 0) return type;
  }
  return 'learning';
}

function sentence(ctx: Context, length: number): string {
  const words = Array.from({ length }, () =>
    ctx.rng() < 0.06 ? `\`${ctx.word()}.${ctx.pick(['ts', 'js', 'yml'])}\`` : ctx.word(),
  );
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function body(ctx: Context, title: string): string {
  const parts: string[] = [];
  if (ctx.rng() < 0.3) parts.push(`# ${title}`);
  const paragraphs = 1 + Math.floor(ctx.rng() * 4);
  for (let p = 0; p < paragraphs; p++) {
    const sentences = Array.from({ length: 1 + Math.floor(ctx.rng() * 4) }, () =>
      sentence(ctx, 6 + Math.floor(ctx.rng() * 14)),
    );
    parts.push(sentences.join(' '));
    if (ctx.rng() < 0.15)
      parts.push(Array.from({ length: 3 }, () => `- ${sentence(ctx, 4)}`).join('\n'));
    if (ctx.rng() < 0.08) parts.push(`\`\`\`sh\nnpm run ${ctx.word()} -- --${ctx.word()}\n\`\`\``);
  }
  return `${parts.join('\n\n')}\n`;
}

function timestamps(ctx: Context, until: number): { created: string; updated: string } {
  const span = 900 * 86_400_000;
  const created = until - Math.floor(ctx.rng() ** 0.7 * span);
  const updated = Math.min(until, created + Math.floor(ctx.rng() ** 3 * 120 * 86_400_000));
  const iso = (t: number) =>
    new Date(Math.floor(t / 60_000) * 60_000).toISOString().replace('.000Z', 'Z');
  return { created: iso(created), updated: iso(updated) };
}

function folderFor(ctx: Context, type: string): string {
  if (ctx.rng() < 0.03) return 'archive/';
  if (type === 'breadcrumb') return 'temporary/';
  return ctx.rng() < 0.75 ? 'permanent/' : '';
}

function makeMemory(
  ctx: Context,
  index: number,
  taken: Set<string>,
  until: number,
): GeneratedMemory {
  const type = pickType(ctx.rng);
  const titleWords = Array.from({ length: 3 + Math.floor(ctx.rng() * 5) }, ctx.word);
  const title = `${titleWords.join(' ')}`.replace(/^./, (c) => c.toUpperCase());
  let id = `${type}-${titleWords.slice(0, 4).join('-')}`;
  if (taken.has(id)) id = `${id}-${index}`;
  taken.add(id);
  const tags = [...new Set(Array.from({ length: 1 + Math.floor(ctx.rng() * 4) }, ctx.tag))];
  const memory: GeneratedMemory = {
    id,
    type,
    title,
    tags,
    links: [],
    ...timestamps(ctx, until),
    body: body(ctx, title),
    relPath: '',
  };
  memory.relPath = `${folderFor(ctx, type)}${id}.md`;
  if (type === 'gotcha') {
    memory.severity = ctx.pick(SEVERITIES);
    memory.filePatterns = [
      `src/${ctx.word()}/**/*.ts`,
      ...(ctx.rng() < 0.4 ? [`**/${ctx.word()}.config.js`] : []),
    ];
  }
  return memory;
}

/** Links each memory to earlier ones: half uniformly, half to popular targets (hubs emerge). */
function link(ctx: Context, memories: GeneratedMemory[], perMemory: number): Graph {
  const graph: Graph = {};
  const endpoints: number[] = [];
  memories.forEach((memory, i) => {
    if (i === 0) return;
    const wanted = Math.round(ctx.rng() * 2 * perMemory * (memory.type === 'hub' ? 3 : 1));
    for (let k = 0; k < wanted; k++) {
      const j =
        endpoints.length && ctx.rng() < 0.5 ? ctx.pick(endpoints) : Math.floor(ctx.rng() * i);
      const target = memories[j]!;
      if (target.id === memory.id || memory.links.includes(target.id)) continue;
      if (ctx.rng() < 0.9) memory.links.push(target.id);
      if (ctx.rng() < 0.85) addEdge(graph, memory.id, target.id, ctx.pick(LABELS), memory.updated);
      endpoints.push(i, j);
    }
  });
  return graph;
}

/** Generates a store; the same options always give the same store. */
export function generateStore(options: GenerateOptions): GeneratedStore {
  const rng: Rng = seededRandom(options.seed ?? 1);
  const words = vocabulary(rng, Math.max(2000, Math.ceil(options.count * 1.5)));
  const nextWord = zipf(rng, words.length);
  const tagPool = words.slice(0, Math.max(60, Math.ceil(Math.sqrt(options.count) * 6)));
  const nextTag = zipf(rng, tagPool.length, 1.2);
  const ctx: Context = {
    rng,
    words,
    word: () => words[nextWord()]!,
    tag: () => tagPool[nextTag()]!,
    pick: (items) => items[Math.floor(rng() * items.length)]!,
  };
  const until = Date.parse(options.until ?? '2026-06-30T12:00:00Z');
  const taken = new Set<string>();
  const memories = Array.from({ length: options.count }, (_, i) =>
    makeMemory(ctx, i, taken, until),
  );
  const graph = link(ctx, memories, options.linksPerMemory ?? 1.6);
  return { memories, graph };
}

const quote = (value: string) => JSON.stringify(value);

/** The file text of a memory, frontmatter in the style of the original plugin. */
export function memoryFileText(memory: GeneratedMemory): string {
  const lines = [
    '---',
    `id: ${memory.id}`,
    `title: ${quote(memory.title)}`,
    `type: ${memory.type}`,
  ];
  lines.push(
    `tags: [${memory.tags.join(', ')}]`,
    `created: ${quote(memory.created)}`,
    `updated: ${quote(memory.updated)}`,
  );
  if (memory.links.length) lines.push(`links: [${memory.links.join(', ')}]`);
  if (memory.severity) lines.push(`severity: ${memory.severity}`);
  if (memory.filePatterns)
    lines.push(`file_patterns: [${memory.filePatterns.map(quote).join(', ')}]`);
  lines.push('---', '');
  return `${lines.join('\n')}${memory.body}`;
}

/** Writes the store into `dir` (a scope directory): one file per memory plus `graph.json`. */
export async function writeStore(dir: string, store: GeneratedStore): Promise<void> {
  const folders = new Set(store.memories.map((m) => path.dirname(path.join(dir, m.relPath))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  const queue = [...store.memories];
  const worker = async () => {
    for (let m = queue.pop(); m; m = queue.pop())
      await writeFile(path.join(dir, m.relPath), memoryFileText(m));
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  await writeFile(path.join(dir, 'graph.json'), serializeGraph(store.graph));
}
