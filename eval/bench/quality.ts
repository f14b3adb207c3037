/**
 * Search quality on the labelled query sets (`QUALITY_SETS`): recall@5 and MRR per mode and
 * kind of question, each beside plain BM25 on the same set, and hybrid search over the
 * caller phrasings of `phrasings.json` (`multi`) beside hybrid search over the question
 * alone. Settings are chosen on the tuning sets only; the held-out sets are only scored.
 * Public notes are read from local git copies (see support/labelled-store.ts); a set
 * without one is skipped with a message. Uses the real embedded model (USE-lite).
 * `STRATA_QUALITY_SETS` picks the sets to run (see {@link selectedQualitySets}).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Memory } from '../../src/core/memory.js';
import { loadUseLite } from '../../src/embeddings/embedded-provider.js';
import { calibrationFor } from '../../src/search/similarity-calibration.js';
import { defaultConfig } from '../../test/kit/default-config.js';
import {
  type EmbedTexts,
  type EvalQuery,
  type EvalRow,
  evaluateSearch,
} from '../search/evaluate.js';
import { cachedEmbedder } from './support/embed-cache.js';
import { loadStoreMemories, setFolder } from './support/labelled-store.js';
import type { BenchRow } from './support/measure.js';

/**
 * The query sets reported; `tuning` marks the sets settings may be chosen on. The ADR set,
 * simonw/til, the GOV.UK manual, the openshift runbooks and the engineering playbook were
 * each held out and scored once, then joined the tuning sets; the held-out set (the 18F
 * handbook) is only scored, never tuned on.
 */
export const QUALITY_SETS = [
  { label: 'tuning', folder: 'search-eval', tuning: true },
  { label: 'tuning v2 (jbranchaud/til)', folder: 'search-til-tuning', tuning: true },
  { label: 'tuning v3 (ADRs, formerly held-out v1)', folder: 'search-heldout', tuning: true },
  {
    label: 'tuning v4 (simonw/til, formerly held-out v2)',
    folder: 'search-til-heldout',
    tuning: true,
  },
  { label: 'tuning v5 (govuk, formerly held-out v3)', folder: 'search-heldout-v3', tuning: true },
  {
    label: 'tuning v6 (openshift/runbooks, formerly held-out v4)',
    folder: 'search-heldout-v4',
    tuning: true,
  },
  {
    label: 'tuning v7 (engineering playbook, formerly held-out v5)',
    folder: 'search-heldout-v5',
    tuning: true,
  },
  { label: 'HELD-OUT v6 (18F/handbook)', folder: 'search-heldout-v6', tuning: false },
] as const;

/** The folders of the tuning sets: the only ones settings may be chosen on. */
export const TUNING_FOLDERS: readonly string[] = QUALITY_SETS.filter((set) => set.tuning).map(
  (set) => set.folder,
);

/**
 * The sets to run: all of {@link QUALITY_SETS}, or only the folders listed (comma-separated)
 * in `STRATA_QUALITY_SETS`, so that tuning runs never score a held-out set
 * (`STRATA_QUALITY_SETS=` and the {@link TUNING_FOLDERS}). Throws on a folder
 * that is not a quality set.
 */
export function selectedQualitySets(
  listed: string | undefined = process.env.STRATA_QUALITY_SETS,
): Array<(typeof QUALITY_SETS)[number]> {
  if (listed === undefined || listed.trim() === '') return [...QUALITY_SETS];
  const folders = listed.split(',').map((folder) => folder.trim());
  return folders
    .filter((folder) => folder !== '')
    .map((folder) => {
      const set = QUALITY_SETS.find((s) => s.folder === folder);
      if (!set) throw new Error(`strata: STRATA_QUALITY_SETS names ${folder}, not a quality set`);
      return set;
    });
}

/** A labelled set: its memories, questions (answers as memory ids) and caller phrasings. */
export interface QualitySet {
  memories: Memory[];
  queries: EvalQuery[];
  phrasings: Map<string, string[]>;
}

/**
 * Loads a labelled set: memories from its `store/` folder, or from the public repository its
 * `source.json` names (see support/labelled-store.ts). Null when that repository has no
 * local copy. A set without `phrasings.json` has no caller phrasings.
 */
export async function loadQualitySet(folder: string): Promise<QualitySet | null> {
  const dir = setFolder(folder);
  const loaded = await loadStoreMemories(folder);
  if (!loaded) return null;
  const ids = new Set(loaded.memories.map((m) => m.id));
  const labelled = JSON.parse(
    await readFile(path.join(dir, 'queries.json'), 'utf8'),
  ) as EvalQuery[];
  const queries = labelled.map((q) => ({
    ...q,
    relevant: q.relevant.map((r) => toId(r, loaded.idByPath, ids)),
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
  if (!set) {
    throw new Error(
      `strata: labelled set ${folder} needs a local git copy of the repository its source.json names (under $STRATA_EVAL_SOURCES)`,
    );
  }
  return set;
}

function toId(label: string, idByPath: Map<string, string> | null, ids: Set<string>): string {
  const id = idByPath ? idByPath.get(label) : label;
  if (id === undefined || !ids.has(id)) {
    throw new Error(`strata: labelled answer ${label} is not a memory of the store`);
  }
  return id;
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
  for (const set of selectedQualitySets()) {
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

/**
 * Hybrid never below keyword on a kind of question and +0.03 recall@5 over all questions;
 * several phrasings +0.10 on paraphrases.
 */
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
  const overall = find('hybrid', 'all').recallAt5 - find('keyword', 'all').recallAt5;
  rows.push({
    name: `${label}: hybrid − keyword, recall@5`,
    value: round(overall),
    unit: '',
    digits: 3,
    target: '≥ +0.03',
    met: overall >= 0.03 - 1e-9,
  });
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
