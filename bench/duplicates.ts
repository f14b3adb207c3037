/**
 * Duplicate detection quality on labelled pairs of public notes (test/fixtures/duplicates):
 * precision and recall of strata's detector on the tuning pairs and on the held-out pairs,
 * beside two textbook baselines (Jaccard of word sets over the whole text, and over titles
 * only). Every threshold, strata's and the baselines', is chosen on the tuning pairs
 * (best F1); the held-out pairs only ever get scored.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadUseLite } from '../src/embeddings/embedded-provider.js';
import { cosine } from '../src/embeddings/vector-math.js';
import { embeddingText } from '../src/indexing/index-docs.js';
import {
  buildTermVector,
  DUPLICATE_SETTINGS,
  type DuplicateSettings,
  inverseFrequency,
  scorePair,
  termCosine,
  wordJaccard,
} from '../src/search/similarity.js';
import { analyze } from '../src/search/tokenizer.js';
import type { BenchRow } from './support/measure.js';

const DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test/fixtures/duplicates',
);

interface Note {
  title: string;
  body: string;
}
/** One labelled pair with every score the methods need. */
interface ScoredPair {
  same: boolean;
  keyword: number;
  semantic: number;
  jaccard: number;
  titleJaccard: number;
}
type PairSets = Record<string, ScoredPair[]>;

async function loadPairs(): Promise<PairSets> {
  const labels = JSON.parse(await readFile(path.join(DIR, 'labels.json'), 'utf8')) as {
    sets: Record<string, [string, string, boolean][]>;
  };
  const notes = JSON.parse(await readFile(path.join(DIR, 'notes.json'), 'utf8')) as Record<
    string,
    Note
  >;
  const refs = Object.keys(notes);
  const model = await loadUseLite();
  const embedded = await model.embed(
    refs.map((r) => embeddingText({ ...notes[r]!, tags: [] }) || ' '),
  );
  const vectors = new Map(refs.map((r, i) => [r, embedded[i]!]));
  const sets: PairSets = {};
  for (const [name, pairs] of Object.entries(labels.sets)) {
    sets[name] = scoreSet(pairs, notes, vectors);
  }
  return sets;
}

/** Scores one set; document frequencies come from the set's own notes (its "store"). */
function scoreSet(
  pairs: [string, string, boolean][],
  notes: Record<string, Note>,
  vectors: Map<string, number[]>,
): ScoredPair[] {
  // biome-ignore lint/complexity/noFlatMapIdentity: a pair carries a label too; only its two refs are wanted
  const refs = [...new Set(pairs.flatMap(([a, b]) => [a, b]))];
  const df = new Map<string, number>();
  for (const ref of refs) {
    const note = notes[ref]!;
    for (const term of new Set(analyze(`${note.title} ${note.body}`)))
      df.set(term, (df.get(term) ?? 0) + 1);
  }
  const idf = (term: string) => inverseFrequency(refs.length, df.get(term) ?? 0);
  const terms = new Map(refs.map((r) => [r, buildTermVector(notes[r]!, idf)]));
  const full = (n: Note) => `${n.title} ${n.body}`;
  return pairs.map(([a, b, same]) => ({
    same,
    keyword: termCosine(terms.get(a)!, terms.get(b)!),
    semantic: cosine(vectors.get(a)!, vectors.get(b)!),
    jaccard: wordJaccard(full(notes[a]!), full(notes[b]!)),
    titleJaccard: wordJaccard(notes[a]!.title, notes[b]!.title),
  }));
}

interface Quality {
  precision: number;
  recall: number;
  f1: number;
}

function measure(pairs: ScoredPair[], flag: (p: ScoredPair) => boolean): Quality {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const p of pairs) {
    const flagged = flag(p);
    if (flagged && p.same) tp++;
    else if (flagged) fp++;
    else if (p.same) fn++;
  }
  const precision = tp + fp ? tp / (tp + fp) : 1;
  const recall = tp + fn ? tp / (tp + fn) : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

/** The threshold on `score` with the best F1 on `pairs` (ties: the higher threshold). */
function chooseThreshold(pairs: ScoredPair[], score: (p: ScoredPair) => number): number {
  let best = { threshold: 1, f1: -1 };
  for (const candidate of new Set(pairs.map(score))) {
    const t = round(candidate);
    const { f1 } = measure(pairs, (p) => score(p) >= t);
    if (f1 > best.f1 || (f1 === best.f1 && t > best.threshold)) best = { threshold: t, f1 };
  }
  return best.threshold;
}

/** strata's settings as the tuning pairs would choose them (weight grid × threshold). */
export function tuneSettings(pairs: ScoredPair[]): DuplicateSettings {
  let best = { ...DUPLICATE_SETTINGS, f1: -1 };
  for (let step = 0; step <= 10; step++) {
    const w = step / 10;
    const settings = { ...DUPLICATE_SETTINGS, semanticWeight: w };
    const mixed = (p: ScoredPair) => scorePair(p.keyword, p.semantic, settings).score;
    const threshold = chooseThreshold(pairs, mixed);
    const { f1 } = measure(pairs, (p) => mixed(p) >= threshold);
    if (f1 > best.f1) best = { ...settings, hybridThreshold: threshold, f1 };
  }
  const keywordThreshold = chooseThreshold(pairs, (p) => p.keyword);
  return {
    semanticWeight: best.semanticWeight,
    hybridThreshold: best.hybridThreshold,
    keywordThreshold,
  };
}

/** Thresholds of every method, all chosen on the tuning pairs. */
interface Chosen {
  tuned: DuplicateSettings;
  jaccard: number;
  title: number;
}

function settingsRow({ tuned, jaccard, title }: Chosen): BenchRow {
  const s = DUPLICATE_SETTINGS;
  const same =
    tuned.semanticWeight === s.semanticWeight &&
    tuned.hybridThreshold === s.hybridThreshold &&
    tuned.keywordThreshold === s.keywordThreshold;
  return {
    name: `settings chosen on tuning: weight ${tuned.semanticWeight}, hybrid ≥ ${tuned.hybridThreshold}, keyword ≥ ${tuned.keywordThreshold} (shipped: ${s.semanticWeight}, ${s.hybridThreshold}, ${s.keywordThreshold}); Jaccard ≥ ${jaccard}, title Jaccard ≥ ${title}`,
    value: same ? 1 : 0,
    unit: 'shipped = tuned',
  };
}

/** Precision and recall rows of one set: strata's two modes beside Jaccard, then titles. */
function setRows(name: string, pairs: ScoredPair[], chosen: Chosen): BenchRow[] {
  const positives = pairs.filter((p) => p.same).length;
  const label = `${name} (${pairs.length} pairs, ${positives} same)`;
  const jac = measure(pairs, (p) => p.jaccard >= chosen.jaccard);
  const title = measure(pairs, (p) => p.titleJaccard >= chosen.title);
  const methods = [
    [
      'strata keyword + USE-lite',
      measure(pairs, (p) => scorePair(p.keyword, p.semantic).duplicate),
    ],
    ['strata keyword only', measure(pairs, (p) => scorePair(p.keyword, null).duplicate)],
  ] as const;
  const targeted = (method: string) => name === 'held-out' && method.includes('USE');
  const rows = methods.flatMap(([method, q]) => [
    row(
      `${label}: ${method}: precision`,
      q.precision,
      jac.precision,
      targeted(method) ? 0.8 : undefined,
    ),
    row(`${label}: ${method}: recall`, q.recall, jac.recall, targeted(method) ? 0.7 : undefined),
  ]);
  rows.push({
    name: `${label}: title-word Jaccard (baseline): precision / recall`,
    value: round(title.precision),
    unit: `/ ${round(title.recall)}`,
  });
  return rows;
}

/** Rows: precision and recall per set for strata (hybrid, keyword-only) and the baselines. */
export async function benchDuplicates(): Promise<BenchRow[]> {
  const sets = await loadPairs();
  const tuning = sets.tuning!;
  const chosen: Chosen = {
    tuned: tuneSettings(tuning),
    jaccard: chooseThreshold(tuning, (p) => p.jaccard),
    title: chooseThreshold(tuning, (p) => p.titleJaccard),
  };
  return [
    settingsRow(chosen),
    ...Object.entries(sets).flatMap(([name, pairs]) => setRows(name, pairs, chosen)),
  ];
}

function row(name: string, value: number, jaccard: number, atLeast?: number): BenchRow {
  const out: BenchRow = {
    name,
    value: round(value),
    unit: '',
    baseline: { name: 'word-set Jaccard', value: round(jaccard) },
  };
  if (atLeast !== undefined) {
    out.target = `≥ ${atLeast}`;
    out.met = value >= atLeast;
  }
  return out;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
