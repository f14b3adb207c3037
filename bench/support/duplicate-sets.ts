/**
 * The labelled duplicate-pair sets the `duplicates` bench scores: the sets whose text is
 * kept in test/fixtures/duplicates (notes.json), and the v3 held-out set, whose notes are
 * references read from local git copies (test/fixtures/duplicates-v3).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type NoteRef, type RefNote, type RefSource, readRefNotes, refKey } from './note-refs.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures');
const DIR = path.join(FIXTURES, 'duplicates');
const V3_LABELS = path.join(FIXTURES, 'duplicates-v3/labels.json');
/** The name the v3 set is reported under. */
export const V3 = 'held-out v3';

/** Labelled sets by name (pairs of note keys) and the text of every note. */
export interface Labelled {
  sets: Record<string, [string, string, boolean][]>;
  notes: Record<string, RefNote>;
  /** Sets left out, with why. */
  skipped: Record<string, string>;
}

/** The copied-text sets of labels.json, plus v3 when local copies of its sources exist. */
export async function readLabelled(): Promise<Labelled> {
  const labels = JSON.parse(await readFile(path.join(DIR, 'labels.json'), 'utf8')) as {
    sets: Record<string, [string, string, boolean][]>;
  };
  const notes = JSON.parse(await readFile(path.join(DIR, 'notes.json'), 'utf8')) as Record<
    string,
    RefNote
  >;
  const v3 = JSON.parse(await readFile(V3_LABELS, 'utf8')) as {
    sources: Record<string, RefSource>;
    pairs: [NoteRef, NoteRef, boolean][];
  };
  // A pair carries its label too; only its two references are read.
  const read = readRefNotes(
    v3.sources,
    v3.pairs.map(([a]) => a).concat(v3.pairs.map(([, b]) => b)),
  );
  if (!read) {
    const repos = Object.values(v3.sources).map((s) => s.repository);
    const why = `no local copy of ${repos.join(', ')} under $STRATA_EVAL_SOURCES (default ../.mirror): fetch them to score this set`;
    return { sets: labels.sets, notes, skipped: { [V3]: why } };
  }
  for (const [key, note] of read) notes[key] = note;
  const pairs = v3.pairs.map(([a, b, same]): [string, string, boolean] => [
    refKey(a),
    refKey(b),
    same,
  ]);
  return { sets: { ...labels.sets, [V3]: pairs }, notes, skipped: {} };
}
