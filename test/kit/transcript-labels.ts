/**
 * The labelled transcripts of `test/fixtures/transcripts` and the scoring of drafts
 * against their planted lessons, shared by the capture tests and `npm run bench` (whose
 * public sets are in eval/fixtures, named in eval/bench/support/transcript-sets.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The fixture folder. */
export const TRANSCRIPTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'transcripts',
);

/** A planted lesson: the rule expected to find it and words its draft must contain. */
export interface Lesson {
  rule: string;
  keywords: string[];
}

/** A draft as scored: its text (title and body). */
export interface ScoredDraft {
  rule: string;
  text: string;
}

/** The labels of a folder, by transcript file name. */
export function readLabels(dir = TRANSCRIPTS_DIR): Record<string, Lesson[]> {
  const raw = JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8'));
  return raw.transcripts as Record<string, Lesson[]>;
}

/** The labelled files of a folder that are read from a git copy, not from the folder. */
export function sourcedFiles(dir = TRANSCRIPTS_DIR): Set<string> {
  const raw = JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8'));
  return new Set(Object.keys(raw.sources ?? {}));
}

/** The source of the generated transcripts of the original set. */
export const WRITTEN_HERE = 'written here';

/**
 * Where a labelled file of `dir` comes from: the public repository its session is read
 * from, or `written here` for the generated transcripts of the original set.
 */
export function fileSource(dir: string, file: string): string {
  const raw = JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8'));
  const own = raw.sources?.[file]?.repository ?? raw.source?.repository;
  return typeof own === 'string' ? own : WRITTEN_HERE;
}

/** The project root the transcript's tool calls used. */
export function transcriptRoot(file: string, text = ''): string {
  // Held-out sessions name their own working directory; the generated ones share one.
  const cwd = /"cwd":"([^"]+)"/.exec(text)?.[1];
  if (cwd && !file.startsWith('real-cli')) return cwd;
  return file.startsWith('real-cli') ? '/tmp/cc-probe/run/proj' : '/home/dev/shop';
}

/** Kept drafts and found lessons of one transcript: each lesson is matched at most once. */
export function scoreDrafts(
  drafts: readonly ScoredDraft[],
  lessons: readonly Lesson[],
): { kept: number; found: number } {
  const open = [...lessons];
  let kept = 0;
  for (const d of drafts) {
    const text = d.text.toLowerCase();
    const at = open.findIndex((l) => l.keywords.every((k) => text.includes(k.toLowerCase())));
    if (at < 0) continue;
    open.splice(at, 1);
    kept++;
  }
  return { kept, found: lessons.length - open.length };
}

/** Precision and recall over every transcript. */
export interface Score {
  drafts: number;
  kept: number;
  lessons: number;
  found: number;
  precision: number;
  recall: number;
}

/**
 * Scores `propose` over the labelled transcripts of `dir` (those `include` accepts: all by
 * default); `texts` gives the transcripts that are read from a git copy instead of being
 * files of `dir`.
 */
export function scoreAll(
  propose: (file: string, text: string) => ScoredDraft[],
  dir = TRANSCRIPTS_DIR,
  texts?: ReadonlyMap<string, string>,
  include: (file: string) => boolean = () => true,
): Score {
  const sourced = sourcedFiles(dir);
  const total = { drafts: 0, kept: 0, lessons: 0, found: 0 };
  for (const [file, lessons] of Object.entries(readLabels(dir))) {
    // A session read from a git copy is left out when there is no copy (the caller says so).
    if ((sourced.has(file) && !texts?.has(file)) || !include(file)) continue;
    const text = texts?.get(file) ?? readFileSync(path.join(dir, file), 'utf8');
    const drafts = propose(file, text);
    const s = scoreDrafts(drafts, lessons);
    total.drafts += drafts.length;
    total.kept += s.kept;
    total.lessons += lessons.length;
    total.found += s.found;
  }
  return {
    ...total,
    precision: total.drafts ? total.kept / total.drafts : 1,
    recall: total.lessons ? total.found / total.lessons : 1,
  };
}
