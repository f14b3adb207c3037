/**
 * Search quality on two labelled query sets: recall@5 and MRR per mode and kind of question,
 * each beside plain BM25 on the same set, and hybrid search over the caller phrasings of
 * `phrasings.json` (`multi`) beside hybrid search over the question alone. The tuning set (test/fixtures/search-eval) is the
 * one search settings are chosen on; the held-out set (test/fixtures/search-heldout, public
 * architecture decision records, questions written before any evaluation) is never tuned on
 * and is reported to show whether the tuning carries over. Uses the real embedded model
 * (USE-lite) for the semantic side.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultConfig } from '../src/core/config.js';
import type { Memory } from '../src/core/memory.js';
import { parseMemory } from '../src/core/memory-file.js';
import { toAbsolutePath, toScopeRelativePath } from '../src/core/path-kinds.js';
import { loadUseLite } from '../src/embeddings/embedded-provider.js';
import {
  type EmbedTexts,
  type EvalQuery,
  type EvalRow,
  evaluateSearch,
} from '../src/search/evaluate.js';
import { calibrationFor } from '../src/search/similarity-calibration.js';
import { cachedEmbedder } from './support/embed-cache.js';
import type { BenchRow } from './support/measure.js';
import { loadPublicNotes, type NotesSource } from './support/public-notes.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures');

/** The query sets reported, tuning set first. */
export const QUALITY_SETS = [
  { label: 'tuning', folder: 'search-eval' },
  { label: 'tuning v2 (jbranchaud/til)', folder: 'search-til-tuning' },
  { label: 'held-out v1 (ADRs, seen)', folder: 'search-heldout' },
  { label: 'HELD-OUT v2 (simonw/til)', folder: 'search-til-heldout' },
] as const;

/** A labelled set: its memories, questions (answers as memory ids) and caller phrasings. */
export interface QualitySet {
  memories: Memory[];
  queries: EvalQuery[];
  phrasings: Map<string, string[]>;
}

/**
 * Loads a labelled set: memories from its `store/` folder, or from the public repository its
 * `source.json` names (answers labelled by note path; see support/public-notes.ts). Null when
 * that repository has no local copy. A set without `phrasings.json` has no caller phrasings.
 */
export async function loadQualitySet(folder: string): Promise<QualitySet | null> {
  const dir = path.join(FIXTURES, folder);
  const loaded = existsSync(path.join(dir, 'source.json'))
    ? loadPublicNotes(
        JSON.parse(await readFile(path.join(dir, 'source.json'), 'utf8')) as NotesSource,
      )
    : { memories: await loadStoreFolder(path.join(dir, 'store')), idByPath: null };
  if (!loaded) return null;
  const labelled = JSON.parse(
    await readFile(path.join(dir, 'queries.json'), 'utf8'),
  ) as EvalQuery[];
  const queries = labelled.map((q) => ({
    ...q,
    relevant: q.relevant.map((r) => toId(r, loaded.idByPath)),
  }));
  const phrasingsFile = path.join(dir, 'phrasings.json');
  const listed = existsSync(phrasingsFile)
    ? (JSON.parse(await readFile(phrasingsFile, 'utf8')) as Array<{
        query: string;
        phrasings: string[];
      }>)
    : [];
  const phrasings = new Map(listed.map((entry) => [entry.query, entry.phrasings]));
  return { memories: loaded.memories, queries, phrasings };
}

/** {@link loadQualitySet} for a set that must be there (its store is in this repository). */
export async function requireQualitySet(folder: string): Promise<QualitySet> {
  const set = await loadQualitySet(folder);
  if (!set) throw new Error(`strata: the notes of labelled set ${folder} are not available`);
  return set;
}

function toId(label: string, idByPath: Map<string, string> | null): string {
  if (!idByPath) return label;
  const id = idByPath.get(label);
  if (id === undefined)
    throw new Error(`strata: labelled answer ${label} is not a note of the store`);
  return id;
}

async function loadStoreFolder(dir: string): Promise<Memory[]> {
  const memories: Memory[] = [];
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.md')).sort()) {
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

/** The fusion settings the product uses with the embedded model. */
export function productFusion() {
  const calibration = calibrationFor({ provider: 'embedded', model: 'use-lite' });
  return {
    semanticWeight: defaultConfig().search.semanticWeight,
    semanticFloor: calibration.floor,
    semanticCeiling: calibration.ceiling,
  };
}

/** Rows for keyword, semantic and hybrid, per kind of question, beside plain BM25, on both sets. */
export async function benchQuality(): Promise<BenchRow[]> {
  const model = await loadUseLite();
  const embed = cachedEmbedder('use-lite', (texts) => model.embed(texts));
  const rows: BenchRow[] = [];
  for (const set of QUALITY_SETS) {
    const loaded = await loadQualitySet(set.folder);
    if (!loaded) {
      console.error(`quality: ${set.label} skipped: no local copy of its source repository`);
      continue;
    }
    rows.push(...(await benchSet(set.label, loaded, embed)));
  }
  await embed.save();
  return rows;
}

async function benchSet(label: string, set: QualitySet, embed: EmbedTexts): Promise<BenchRow[]> {
  const { memories, queries, phrasings } = set;
  const report = await evaluateSearch(memories, queries, {
    embed,
    now: Date.parse('2026-04-01T00:00:00Z'),
    fusion: productFusion(),
    phrasings,
  });
  const find = (mode: EvalRow['mode'], kind: EvalRow['kind']) =>
    report.rows.find((r) => r.mode === mode && r.kind === kind)!;
  const rows: BenchRow[] = [];
  for (const kind of ['lexical', 'paraphrase', 'all'] as const) {
    const bm25 = find('bm25', kind);
    const count = queries.filter((q) => kind === 'all' || q.kind === kind).length;
    for (const mode of ['keyword', 'semantic', 'hybrid', 'multi'] as const) {
      const r = find(mode, kind);
      const name = `${label}, ${kind} (${count}), ${mode}`;
      const baseline = (value: number) => ({ name: 'plain BM25', value: round(value) });
      rows.push({
        name: `${name}: MRR`,
        value: round(r.mrr),
        unit: '',
        digits: 3,
        baseline: baseline(bm25.mrr),
      });
      rows.push({
        name: `${name}: recall@5`,
        value: round(r.recallAt5),
        unit: '',
        digits: 3,
        baseline: baseline(bm25.recallAt5),
      });
    }
  }
  rows.push(...targetRows(label, find('keyword', 'all'), find('bm25', 'all')));
  rows.push(...hybridRows(label, find));
  return rows;
}

type FindRow = (mode: EvalRow['mode'], kind: EvalRow['kind']) => EvalRow;

/** Hybrid never below keyword on a kind of question; several phrasings +0.10 on paraphrases. */
function hybridRows(label: string, find: FindRow): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const kind of ['lexical', 'paraphrase'] as const) {
    for (const metric of ['recallAt5', 'mrr'] as const) {
      const gain = find('hybrid', kind)[metric] - find('keyword', kind)[metric];
      const name = metric === 'mrr' ? 'MRR' : 'recall@5';
      rows.push({
        name: `${label}, ${kind}: hybrid − keyword, ${name}`,
        value: round(gain),
        unit: '',
        digits: 3,
        target: '≥ 0',
        met: gain >= -1e-9,
      });
    }
  }
  for (const metric of ['recallAt5', 'mrr'] as const) {
    const gain = find('multi', 'paraphrase')[metric] - find('hybrid', 'paraphrase')[metric];
    rows.push({
      name: `${label}, paraphrase: several phrasings − hybrid, ${metric === 'mrr' ? 'MRR' : 'recall@5'}`,
      value: round(gain),
      unit: '',
      digits: 3,
      target: '≥ +0.10',
      met: gain >= 0.1 - 1e-9,
    });
  }
  return rows;
}

/** Keyword search against the textbook baseline: +0.03 on both recall@5 and MRR. */
function targetRows(label: string, keyword: EvalRow, bm25: EvalRow): BenchRow[] {
  const gain = (a: number, b: number) => round(a - b);
  return [
    {
      name: `${label}: keyword − plain BM25, recall@5`,
      value: gain(keyword.recallAt5, bm25.recallAt5),
      unit: '',
      digits: 3,
      target: '≥ +0.03',
      met: keyword.recallAt5 - bm25.recallAt5 >= 0.03,
    },
    {
      name: `${label}: keyword − plain BM25, MRR`,
      value: gain(keyword.mrr, bm25.mrr),
      unit: '',
      digits: 3,
      target: '≥ +0.03',
      met: keyword.mrr - bm25.mrr >= 0.03,
    },
  ];
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
