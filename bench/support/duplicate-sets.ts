/**
 * The labelled duplicate-pair sets the `duplicates` bench scores: the sets whose text is
 * kept in test/fixtures/duplicates (notes.json), and the held-out sets whose notes are
 * references read from local git copies (test/fixtures/duplicates-v3, duplicates-v4).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type NoteRef, type RefNote, type RefSource, readRefNotes, refKey } from './note-refs.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures');
const DIR = path.join(FIXTURES, 'duplicates');
/** The name the v3 set is reported under. */
export const V3 = 'held-out v3';
/** The name the v4 set (prose rules and FAQ entries) is reported under. */
export const V4 = 'held-out v4';
/** Sets stored as references, by the name they are reported under. */
const REF_SETS: Readonly<Record<string, string>> = {
  [V3]: path.join(FIXTURES, 'duplicates-v3/labels.json'),
  [V4]: path.join(FIXTURES, 'duplicates-v4/labels.json'),
};

/** Labelled sets by name (pairs of note keys) and the text of every note. */
export interface Labelled {
  sets: Record<string, [string, string, boolean][]>;
  notes: Record<string, RefNote>;
  /** Sets left out, with why. */
  skipped: Record<string, string>;
}

/** A set stored as references: its sources and labelled pairs. */
interface RefSet {
  sources: Record<string, RefSource>;
  pairs: [NoteRef, NoteRef, boolean][];
}

/**
 * The pairs of one reference set as note keys, with its notes added to `notes`; a string
 * saying why when a source has no local copy.
 */
function readRefSet(
  set: RefSet,
  notes: Record<string, RefNote>,
): [string, string, boolean][] | string {
  // A pair carries its label too; only its two references are read.
  const read = readRefNotes(
    set.sources,
    set.pairs.map(([a]) => a).concat(set.pairs.map(([, b]) => b)),
  );
  if (!read) {
    const repos = Object.values(set.sources).map((s) => s.repository);
    return `no local copy of ${repos.join(', ')} under $STRATA_EVAL_SOURCES (default ../.mirror): fetch them to score this set`;
  }
  for (const [key, note] of read) notes[key] = note;
  return set.pairs.map(([a, b, same]): [string, string, boolean] => [refKey(a), refKey(b), same]);
}

/** The copied-text sets of labels.json, plus each reference set whose sources have local copies. */
export async function readLabelled(): Promise<Labelled> {
  const labels = JSON.parse(await readFile(path.join(DIR, 'labels.json'), 'utf8')) as {
    sets: Record<string, [string, string, boolean][]>;
  };
  const notes = JSON.parse(await readFile(path.join(DIR, 'notes.json'), 'utf8')) as Record<
    string,
    RefNote
  >;
  const sets = { ...labels.sets };
  const skipped: Record<string, string> = {};
  for (const [name, file] of Object.entries(REF_SETS)) {
    const set = JSON.parse(await readFile(file, 'utf8')) as RefSet;
    const pairs = readRefSet(set, notes);
    if (typeof pairs === 'string') skipped[name] = pairs;
    else sets[name] = pairs;
  }
  return { sets, notes, skipped };
}
