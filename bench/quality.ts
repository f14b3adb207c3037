/**
 * Search quality on the labelled query set (test/fixtures/search-eval): recall@5 and MRR
 * per mode, for lexical and paraphrased questions, each beside plain BM25 on the same set.
 * Uses the real embedded model (USE-lite) for the semantic side.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Memory } from '../src/core/memory.js';
import { parseMemory } from '../src/core/memory-file.js';
import { loadUseLite } from '../src/embeddings/embedded-provider.js';
import { type EvalQuery, type EvalRow, evaluateSearch } from '../src/search/evaluate.js';
import type { BenchRow } from './support/measure.js';

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test/fixtures/search-eval',
);

async function loadFixture(): Promise<{ memories: Memory[]; queries: EvalQuery[] }> {
  const dir = path.join(FIXTURES, 'store');
  const memories: Memory[] = [];
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.md')).sort()) {
    const file = path.join(dir, name);
    const memory = parseMemory(await readFile(file, 'utf8'), {
      path: file,
      relPath: name,
      scope: 'project',
    });
    if (memory) memories.push(memory);
  }
  const queries = JSON.parse(
    await readFile(path.join(FIXTURES, 'queries.json'), 'utf8'),
  ) as EvalQuery[];
  return { memories, queries };
}

/** Rows for keyword, semantic and hybrid, per kind of question, beside plain BM25. */
export async function benchQuality(): Promise<BenchRow[]> {
  const { memories, queries } = await loadFixture();
  const model = await loadUseLite();
  const report = await evaluateSearch(memories, queries, {
    embed: (texts) => model.embed(texts),
    now: Date.parse('2026-04-01T00:00:00Z'),
  });
  const find = (mode: EvalRow['mode'], kind: EvalRow['kind']) =>
    report.rows.find((r) => r.mode === mode && r.kind === kind)!;
  const rows: BenchRow[] = [];
  for (const kind of ['lexical', 'paraphrase', 'all'] as const) {
    const bm25 = find('bm25', kind);
    const keyword = find('keyword', kind);
    for (const mode of ['keyword', 'semantic', 'hybrid'] as const) {
      const r = find(mode, kind);
      const label = `${kind} questions (${queries.filter((q) => kind === 'all' || q.kind === kind).length}), ${mode}`;
      rows.push({
        name: `${label}: MRR`,
        value: round(r.mrr),
        unit: '',
        baseline: { name: 'plain BM25', value: round(bm25.mrr) },
      });
      rows.push({
        name: `${label}: recall@5`,
        value: round(r.recallAt5),
        unit: '',
        baseline: { name: 'plain BM25', value: round(bm25.recallAt5) },
      });
    }
    if (kind === 'paraphrase') {
      const hybrid = find('hybrid', kind);
      rows.push({
        name: 'paraphrase: hybrid MRR over keyword MRR',
        value: round(hybrid.mrr / keyword.mrr),
        unit: '×',
        target: 'clearly above 1',
        met: hybrid.mrr / keyword.mrr >= 1.1,
      });
    }
    if (kind === 'lexical') {
      rows.push({
        name: 'lexical: keyword MRR over plain BM25',
        value: round(keyword.mrr / bm25.mrr),
        unit: '×',
        target: '≥ 1',
        met: keyword.mrr >= bm25.mrr,
      });
    }
  }
  return rows;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
