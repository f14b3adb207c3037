/**
 * Duplicate detection quality on labelled pairs of public notes (test/fixtures/duplicates):
 * precision and recall of strata's detector on the tuning pairs and on each held-out set,
 * beside two textbook baselines (Jaccard of word sets over the whole text, and over titles
 * only). Every threshold and weight, strata's and the baselines', is chosen on the tuning
 * pairs (best F1); the held-out sets only ever get scored.
 *
 * The v3 and v4 held-out sets (test/fixtures/duplicates-v3, duplicates-v4) store
 * references, not text: their notes are read from local git copies of the public sources,
 * and a set is skipped with a message when a copy is missing.
 */
import { loadUseLite } from '../src/embeddings/embedded-provider.js';
import { cosine } from '../src/embeddings/vector-math.js';
import { embeddingText } from '../src/indexing/index-docs.js';
import { commandSimilarity, extractCommands } from '../src/search/command-lines.js';
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
import { readLabelled } from './support/duplicate-sets.js';
import type { BenchRow } from './support/measure.js';
import type { RefNote as Note } from './support/note-refs.js';

/** One labelled pair with every score the methods need. */
interface ScoredPair {
  same: boolean;
  keyword: number;
  semantic: number;
  command: number | null;
  jaccard: number;
  titleJaccard: number;
}
type PairSets = Record<string, ScoredPair[]>;

/** The labelled sets, scored; `only` limits them (and the embedding work) to some sets. */
export async function loadPairs(
  only?: readonly string[],
): Promise<{ sets: PairSets; skipped: Record<string, string> }> {
  const { sets: labelled, notes, skipped } = await readLabelled();
  const chosen = Object.entries(labelled).filter(([name]) => !only || only.includes(name));
  // biome-ignore lint/complexity/noFlatMapIdentity: a pair carries a label too; only its two refs are wanted
  const refs = [...new Set(chosen.flatMap(([, pairs]) => pairs.flatMap(([a, b]) => [a, b])))];
  const model = await loadUseLite();
  const embedded = await model.embed(
    refs.map((r) => embeddingText({ ...notes[r]!, tags: [] }) || ' '),
  );
  const vectors = new Map(refs.map((r, i) => [r, embedded[i]!]));
  const sets: PairSets = {};
  for (const [name, pairs] of chosen) {
    sets[name] = scoreSet(pairs, notes, vectors);
  }
  return { sets, skipped };
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
  const commands = new Map(refs.map((r) => [r, extractCommands(notes[r]!)]));
  const full = (n: Note) => `${n.title} ${n.body}`;
  return pairs.map(([a, b, same]) => ({
    same,
    keyword: termCosine(terms.get(a)!, terms.get(b)!),
    semantic: cosine(vectors.get(a)!, vectors.get(b)!),
    command: commandSimilarity(commands.get(a)!, commands.get(b)!),
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

const GRID = Array.from({ length: 11 }, (_, i) => i / 10);

/**
 * strata's settings as the tuning pairs would choose them: for each semantic weight the
 * best mixed threshold (commands ignored), then for each command weight the best
 * threshold of pairs that both show commands; the pair of weights with the best F1 wins.
 */
export function tuneSettings(pairs: ScoredPair[]): DuplicateSettings {
  let best = { settings: DUPLICATE_SETTINGS, f1: -1 };
  for (const semanticWeight of GRID) {
    const mixed = { ...DUPLICATE_SETTINGS, semanticWeight, commandWeight: 0 };
    const hybridThreshold = chooseThreshold(
      pairs,
      (p) => scorePair(p.keyword, p.semantic, mixed).score,
    );
    for (const commandWeight of GRID) {
      const s = { ...mixed, hybridThreshold, commandWeight };
      const withCommands = pairs.filter((p) => p.command !== null);
      const score = (p: ScoredPair) => scorePair(p.keyword, p.semantic, s, p.command).score;
      const commandThreshold = chooseThreshold(withCommands, score);
      const settings = { ...s, commandThreshold };
      const { f1 } = measure(pairs, (p) => detect(p, settings));
      if (f1 > best.f1) best = { settings, f1 };
    }
  }
  const keywordThreshold = chooseThreshold(pairs, (p) => p.keyword);
  return { ...best.settings, keywordThreshold };
}

/**
 * The detector as it shipped before command lines were compared: words and raw embedding
 * cosine half and half, duplicate from 0.444 (chosen on the first 68 tuning pairs). Kept
 * as a fixed reference row, never re-tuned.
 */
const PREVIOUS: DuplicateSettings = {
  semanticWeight: 0.5,
  hybridThreshold: 0.444,
  keywordThreshold: 0.227,
  commandWeight: 0,
  commandThreshold: 1,
  semanticFloor: 0,
};

/** strata's verdict on a pair; `words` drops the vectors (a store without embeddings). */
function detect(p: ScoredPair, settings: DuplicateSettings, words = false): boolean {
  return scorePair(p.keyword, words ? null : p.semantic, settings, p.command).duplicate;
}

/** Thresholds of every method, all chosen on the tuning pairs. */
interface Chosen {
  tuned: DuplicateSettings;
  jaccard: number;
  title: number;
}

function settingsRow({ tuned, jaccard, title }: Chosen): BenchRow {
  const s = DUPLICATE_SETTINGS;
  const keys = [
    'semanticWeight',
    'hybridThreshold',
    'keywordThreshold',
    'commandWeight',
    'commandThreshold',
  ] as const;
  const same = keys.every((k) => tuned[k] === s[k]);
  const list = (x: DuplicateSettings) => keys.map((k) => x[k]).join(', ');
  return {
    name: `settings chosen on tuning (${keys.join(', ')}): ${list(tuned)} (shipped: ${list(s)}); Jaccard ≥ ${jaccard}, title Jaccard ≥ ${title}`,
    value: same ? 1 : 0,
    unit: 'shipped = tuned',
  };
}

/** Precision and recall rows of one set: strata's two modes beside Jaccard, then titles. */
function setRows(name: string, pairs: ScoredPair[], chosen: Chosen): BenchRow[] {
  const positives = pairs.filter((p) => p.same).length;
  const heldOut = name !== 'tuning';
  const label = `${name}${heldOut ? ' [held out: never tuned on]' : ' [tuning]'} (${pairs.length} pairs, ${positives} same)`;
  const jac = measure(pairs, (p) => p.jaccard >= chosen.jaccard);
  const title = measure(pairs, (p) => p.titleJaccard >= chosen.title);
  const methods = [
    ['strata words + commands + USE-lite', measure(pairs, (p) => detect(p, DUPLICATE_SETTINGS))],
    ['strata words + commands', measure(pairs, (p) => detect(p, DUPLICATE_SETTINGS, true))],
    [
      'previous strata (words + USE-lite, no commands)',
      measure(pairs, (p) => scorePair(p.keyword, p.semantic, PREVIOUS).duplicate),
    ],
  ] as const;
  const targeted = (method: string) => heldOut && method.startsWith('strata words + commands +');
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
  const { sets, skipped } = await loadPairs();
  const tuning = sets.tuning!;
  const chosen: Chosen = {
    tuned: tuneSettings(tuning),
    jaccard: chooseThreshold(tuning, (p) => p.jaccard),
    title: chooseThreshold(tuning, (p) => p.titleJaccard),
  };
  return [
    settingsRow(chosen),
    ...Object.entries(sets).flatMap(([name, pairs]) => setRows(name, pairs, chosen)),
    ...Object.entries(skipped).map(([name, why]) => ({
      name: `${name} [held out]: skipped, ${why}`,
      value: 0,
      unit: 'pairs scored',
    })),
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
