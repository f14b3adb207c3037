/**
 * The labelled duplicate pairs, scored once with every signal a detector could use, and
 * how a verdict on them is measured (the choices made on them: duplicate-tuning.ts).
 */

import { embeddingText } from '../../../src/core/embedding-text.js';
import { loadUseLite } from '../../../src/embeddings/embedded-provider.js';
import { cosine } from '../../../src/embeddings/vector-math.js';
import { commandSimilarity, extractCommands } from '../../../src/search/command-lines.js';
import {
  buildTermVector,
  type DuplicateSettings,
  inverseFrequency,
  scorePair,
  termCosine,
} from '../../../src/search/similarity.js';
import { analyze } from '../../../src/search/tokenizer.js';
import { seededRandom } from '../../../test/kit/seeded-random.js';
import { readLabelled } from './duplicate-sets.js';
import type { RefNote as Note } from './note-refs.js';
import { wordJaccard } from './word-jaccard.js';

/** One pair with every score the methods need; `same` is false for an unlabelled pair. */
export interface ScoredPair {
  same: boolean;
  keyword: number;
  semantic: number;
  command: number | null;
  jaccard: number;
  titleJaccard: number;
  /** The larger share of one title's words that the other note never uses. */
  titleGap: number;
}

/** One set: its labelled pairs and random unlabelled pairs of its notes (almost all different). */
export interface PairSet {
  labelled: ScoredPair[];
  random: ScoredPair[];
}

/** Random unlabelled pairs drawn per set (a store's candidates are mostly unrelated). */
const RANDOM_PAIRS = 60;

/** The labelled sets, scored; unreadable sets are named in `skipped`. */
export async function loadPairs(): Promise<{
  sets: Record<string, PairSet>;
  skipped: Record<string, string>;
}> {
  const { sets: labelled, notes, skipped } = await readLabelled();
  const refs = [
    // biome-ignore lint/complexity/noFlatMapIdentity: a pair carries a label too; only its two refs are wanted
    ...new Set(Object.values(labelled).flatMap((pairs) => pairs.flatMap(([a, b]) => [a, b]))),
  ];
  if (!refs.length) return { sets: {}, skipped };
  const model = await loadUseLite();
  const embedded = await model.embed(
    refs.map((r) => embeddingText({ ...notes[r]!, tags: [] }) || ' '),
  );
  const vectors = new Map(refs.map((r, i) => [r, embedded[i]!]));
  const sets: Record<string, PairSet> = {};
  for (const [name, pairs] of Object.entries(labelled)) {
    sets[name] = scoreSet(pairs, notes, vectors);
  }
  return { sets, skipped };
}

/** Title words as the index analyzes them, and every word of the note. */
function wordSets(note: Note): { title: Set<string>; all: Set<string> } {
  const title = new Set(analyze(note.title));
  return { title, all: new Set([...title, ...analyze(note.body)]) };
}

function titleGap(a: Note, b: Note): number {
  const x = wordSets(a);
  const y = wordSets(b);
  const missing = (t: Set<string>, other: Set<string>) =>
    t.size ? [...t].filter((w) => !other.has(w)).length / t.size : 0;
  return Math.max(missing(x.title, y.all), missing(y.title, x.all));
}

/** Scores one set; document frequencies come from the set's own notes (its "store"). */
function scoreSet(
  pairs: [string, string, boolean][],
  notes: Record<string, Note>,
  vectors: Map<string, number[]>,
): PairSet {
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
  const score = (a: string, b: string, same: boolean): ScoredPair => ({
    same,
    keyword: termCosine(terms.get(a)!, terms.get(b)!),
    semantic: cosine(vectors.get(a)!, vectors.get(b)!),
    command: commandSimilarity(commands.get(a)!, commands.get(b)!),
    jaccard: wordJaccard(full(notes[a]!), full(notes[b]!)),
    titleJaccard: wordJaccard(notes[a]!.title, notes[b]!.title),
    titleGap: titleGap(notes[a]!, notes[b]!),
  });
  const known = new Set(pairs.flatMap(([a, b]) => [`${a}\n${b}`, `${b}\n${a}`]));
  const random: ScoredPair[] = [];
  const next = seededRandom(refs.length);
  for (let tries = 0; random.length < RANDOM_PAIRS && tries < 100 * RANDOM_PAIRS; tries++) {
    const a = refs[Math.floor(next() * refs.length)]!;
    const b = refs[Math.floor(next() * refs.length)]!;
    if (a !== b && !known.has(`${a}\n${b}`)) random.push(score(a, b, false));
  }
  return { labelled: pairs.map(([a, b, same]) => score(a, b, same)), random };
}

/** Precision, recall and the F-measures of a verdict on labelled pairs. */
export interface Quality {
  precision: number;
  recall: number;
  f1: number;
}

/** F-beta from precision and recall (beta < 1 weighs precision more). */
export function fBeta(precision: number, recall: number, beta: number): number {
  const b2 = beta * beta;
  const den = b2 * precision + recall;
  return den ? ((1 + b2) * precision * recall) / den : 0;
}

/** Precision and recall of `flag` on `pairs` (no flag at all counts as precision 1). */
export function measure(pairs: readonly ScoredPair[], flag: (p: ScoredPair) => boolean): Quality {
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
  return { precision, recall, f1: fBeta(precision, recall, 1) };
}

/** strata's verdict on a pair; `words` drops the vectors (a store without embeddings). */
export function detect(p: ScoredPair, settings: DuplicateSettings, words = false): boolean {
  return scorePair(p.keyword, words ? null : p.semantic, settings, p.command).duplicate;
}

export function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
