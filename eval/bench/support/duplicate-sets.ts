/**
 * The labelled duplicate-pair sets the `duplicates` bench scores. Every set labelled so far
 * has been looked at, so all of them form one tuning pool, each under a name that says
 * where it came from: the sets of eval/fixtures/duplicates, v3, v4 and v5
 * (eval/fixtures/duplicates-v3, -v4, -v5). All store labels and references only; the notes
 * are read from local git copies of their public sources (pair-notes.ts, note-refs.ts). v5
 * was scored once as the held-out set and then joined the pool. The held-out v6
 * (eval/fixtures/duplicates-v6, read the same way), when present, is only ever scored:
 * nothing is chosen on it.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type NoteRef, type RefNote, type RefSource, readRefNotes, refKey } from './note-refs.js';
import { type PairSource, readPairNotes } from './pair-notes.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures');
const DIR = path.join(FIXTURES, 'duplicates');

/** The pool's names for the sets of labels.json, by the name they are stored under. */
const POOL_NAMES: Readonly<Record<string, string>> = {
  tuning: 'tuning: git',
  'held-out': 'tuning: flight-rules (formerly held-out)',
  'fresh held-out': 'tuning: fresh (formerly fresh held-out)',
};
/** The name the v3 set is reported under, now part of the pool. */
export const V3 = 'tuning: v3 (formerly held-out v3)';
/** The name the v4 set (prose rules) is reported under, now part of the pool. */
export const V4 = 'tuning: v4 (formerly held-out v4)';
/** The name the v5 set (prose lessons) is reported under, now part of the pool. */
export const V5 = 'tuning: v5 (formerly held-out v5)';
/** The held-out set (prose testing lessons from four new sources): only ever scored. */
export const V6 = 'held-out v6';

/** Whether a set belongs to the tuning pool (else it is held out). */
export function isTuning(name: string): boolean {
  return name.startsWith('tuning');
}

/** Labelled sets by name (pairs of note keys) and the text of every note. */
export interface Labelled {
  sets: Record<string, [string, string, boolean][]>;
  notes: Record<string, RefNote>;
  /** Sets left out, with why. */
  skipped: Record<string, string>;
}

type Pairs = [string, string, boolean][];

/** Why a set was skipped: the repositories it needs a local copy of. */
function missingCopies(repos: readonly string[]): string {
  return `no local copy of one of ${repos.join(', ')} under $STRATA_EVAL_SOURCES: fetch them to score this set`;
}

/** A references-only set (v3's format): its pairs as note keys, or why it was skipped. */
async function readRefSet(
  file: string,
  notes: Record<string, RefNote>,
): Promise<{ pairs: Pairs } | { why: string }> {
  const set = JSON.parse(await readFile(file, 'utf8')) as {
    sources: Record<string, RefSource>;
    pairs: [NoteRef, NoteRef, boolean][];
  };
  // A pair carries its label too; only its two references are read.
  const refs = set.pairs.map(([a]) => a).concat(set.pairs.map(([, b]) => b));
  const read = readRefNotes(set.sources, refs);
  if (!read) return { why: missingCopies(Object.values(set.sources).map((s) => s.repository)) };
  for (const [key, note] of read) notes[key] = note;
  return { pairs: set.pairs.map(([a, b, same]): Pairs[number] => [refKey(a), refKey(b), same]) };
}

/** The sets of labels.json, then v3, v4, v5 (and v6), each when local copies of its sources exist. */
export async function readLabelled(): Promise<Labelled> {
  const labels = JSON.parse(await readFile(path.join(DIR, 'labels.json'), 'utf8')) as {
    sources: Record<string, PairSource>;
    sets: Record<string, Pairs>;
  };
  const sets: Record<string, Pairs> = {};
  const skipped: Record<string, string> = {};
  const notes: Record<string, RefNote> = {};
  // A pair carries its label too; only its two keys are read.
  const keys = Object.values(labels.sets).flatMap((pairs) =>
    pairs.map(([a]) => a).concat(pairs.map(([, b]) => b)),
  );
  const read = readPairNotes(labels.sources, keys);
  for (const [name, pairs] of Object.entries(labels.sets)) {
    const shown = POOL_NAMES[name] ?? name;
    if (read) sets[shown] = pairs;
    else skipped[shown] = missingCopies(Object.values(labels.sources).map((s) => s.repo));
  }
  for (const [key, note] of read ?? []) notes[key] = note;
  const refSets: [string, string][] = [
    [V3, path.join(FIXTURES, 'duplicates-v3/labels.json')],
    [V4, path.join(FIXTURES, 'duplicates-v4/labels.json')],
    [V5, path.join(FIXTURES, 'duplicates-v5/labels.json')],
    [V6, path.join(FIXTURES, 'duplicates-v6/labels.json')],
  ];
  for (const [name, file] of refSets) {
    if (!existsSync(file)) continue;
    const set = await readRefSet(file, notes);
    if ('pairs' in set) sets[name] = set.pairs;
    else skipped[name] = set.why;
  }
  return { sets, notes, skipped };
}
