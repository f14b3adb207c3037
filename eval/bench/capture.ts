/**
 * Draft capture quality: precision (drafts a person would keep) and recall (planted
 * lessons found) of the capture rules, beside the naive baseline "every user message with
 * never/always becomes a draft". Every set here is a tuning set: the generated transcripts
 * the rules were first written against, and the public sessions nobody here wrote (the
 * grown set, and v1 to v5, which were held out until they were scored and looked at). The
 * held-out set is kept elsewhere and scored by someone else. Rows per source pool every
 * set, so a rule that helps one author only shows as such.
 */
import { proposeDrafts, renderDraftBody } from '../../src/core/capture/propose.js';
import type { TranscriptEvent } from '../../src/core/capture/transcript.js';
import { parseTranscript } from '../../src/core/capture/transcript.js';
import { redactSecrets } from '../../src/core/redact.js';
import {
  fileSource,
  readLabels,
  type Score,
  scoreAll,
  sourcedFiles,
  TRANSCRIPTS_DIR,
  transcriptRoot,
  WRITTEN_HERE,
} from '../../test/kit/transcript-labels.js';
import type { BenchRow } from './support/measure.js';
import { hasGitSources, loadGitTranscripts } from './support/public-transcripts.js';
import {
  GROWN_DIR,
  HELDOUT_DIR,
  HELDOUT_V2_DIR,
  HELDOUT_V3_DIR,
  HELDOUT_V4_DIR,
  HELDOUT_V5_DIR,
  HELDOUT_V6_DIR,
} from './support/transcript-sets.js';

/** Transcripts read from a git copy instead of the folder, when the set has them. */
type Texts = ReadonlyMap<string, string> | undefined;

/** Which labelled files of a set are scored: all, or those of one source. */
type Include = (file: string) => boolean;
const ALL: Include = () => true;

/** How the rules are run: parsed events to reuse across runs. */
export interface RuleRun {
  /** Parsed transcripts by text, filled as they are parsed (a bench scoring many variants). */
  parsed?: Map<string, readonly TranscriptEvent[]>;
}

function eventsOf(text: string, run: RuleRun): readonly TranscriptEvent[] {
  const known = run.parsed?.get(text);
  if (known) return known;
  const events = parseTranscript(text).events;
  run.parsed?.set(text, events);
  return events;
}

/** The rules' score over the labelled files of `dir` that `include` accepts. */
export function scoreRules(dir: string, texts: Texts, include: Include = ALL, run: RuleRun = {}) {
  return scoreAll(
    (file, text) =>
      proposeDrafts(eventsOf(text, run), {
        // Public sessions are rooted where they ran; the generated ones share a root.
        projectRoot: transcriptRoot(file, dir === TRANSCRIPTS_DIR ? '' : text),
        known: [],
      }).map((c) => ({
        rule: c.rule,
        text: `${c.title}\n${renderDraftBody(c, 's', redactSecrets)}`,
      })),
    dir,
    texts,
    include,
  );
}

function scoreBaseline(dir: string, texts: Texts, include: Include = ALL): Score {
  return scoreAll(
    (_file, text) =>
      parseTranscript(text)
        .events.filter((e) => e.kind === 'prompt' && /\b(?:never|always)\b/i.test(e.text))
        .map((e) => ({ rule: 'baseline', text: e.kind === 'prompt' ? e.text : '' })),
    dir,
    texts,
    include,
  );
}

const round = (x: number) => Math.round(x * 1000) / 1000;

function rowsFor(dir: string, label: string, texts?: Texts): BenchRow[] {
  return scoreRows(label, scoreRules(dir, texts), scoreBaseline(dir, texts));
}

function scoreRows(label: string, rules: Score, base: Score): BenchRow[] {
  const baseline = (value: number, s: Score, of: 'precision' | 'recall') => ({
    name: `never/always messages (${of === 'precision' ? `${s.kept}/${s.drafts}` : `${s.found}/${s.lessons}`})`,
    value: round(value),
  });
  return [
    {
      // No draft at all is no evidence of precision: reported as 0 drafts, never as met.
      name: `${label} draft precision (${rules.kept}/${rules.drafts} kept${rules.drafts ? '' : ': undefined, no drafts'})`,
      value: round(rules.precision),
      unit: '',
      baseline: baseline(base.precision, base, 'precision'),
      target: '≥ 0.7',
      met: rules.drafts > 0 && rules.precision >= 0.7,
    },
    {
      name: `${label} recall of labelled lessons (${rules.found}/${rules.lessons})`,
      value: round(rules.recall),
      unit: '',
      baseline: baseline(base.recall, base, 'recall'),
      target: '≥ 0.6',
      met: rules.recall >= 0.6,
    },
  ];
}

/** A set as scored: its folder, its row label, and the sessions read from a git copy. */
export interface LoadedSet {
  dir: string;
  label: string;
  texts: Texts;
}

/**
 * A set with its sessions read from a git copy of their source; without a copy those
 * sessions are left out, with a message, and a set of nothing else is null.
 */
export function loadSet(dir: string, label: string): LoadedSet | null {
  if (!hasGitSources(dir)) return { dir, label, texts: undefined };
  const texts = loadGitTranscripts(dir);
  if (texts) return { dir, label, texts };
  console.error(`capture: ${label} sessions read from a git copy skipped: no local copy`);
  const onDisk = Object.keys(readLabels(dir)).filter((f) => !sourcedFiles(dir).has(f));
  return onDisk.length ? { dir, label, texts: undefined } : null;
}

/** Two scores pooled (drafts, kept, lessons and found added up). */
export function pool(a: Score, b: Score): Score {
  const drafts = a.drafts + b.drafts;
  const kept = a.kept + b.kept;
  const lessons = a.lessons + b.lessons;
  const found = a.found + b.found;
  return {
    drafts,
    kept,
    lessons,
    found,
    precision: drafts ? kept / drafts : 1,
    recall: lessons ? found / lessons : 1,
  };
}

/** No drafts and no lessons. */
export const EMPTY: Score = { drafts: 0, kept: 0, lessons: 0, found: 0, precision: 1, recall: 1 };

/**
 * Rows per source over every set: what the rules do for one author's sessions, wherever
 * they were labelled. A change that only helps the source it was written from shows here.
 */
function rowsBySource(sets: readonly LoadedSet[]): BenchRow[] {
  const sources = new Set<string>();
  for (const set of sets)
    for (const file of Object.keys(readLabels(set.dir))) sources.add(fileSource(set.dir, file));
  const score = (mine: (dir: string, file: string) => boolean) => {
    let rules = EMPTY;
    let base = EMPTY;
    for (const { dir, texts } of sets) {
      rules = pool(
        rules,
        scoreRules(dir, texts, (file) => mine(dir, file)),
      );
      base = pool(
        base,
        scoreBaseline(dir, texts, (file) => mine(dir, file)),
      );
    }
    return [rules, base] as const;
  };
  return [
    ...[...sources].flatMap((source) =>
      scoreRows(`by source, ${source}:`, ...score((d, f) => fileSource(d, f) === source)),
    ),
    ...scoreRows('all public sessions:', ...score((d, f) => fileSource(d, f) !== WRITTEN_HERE)),
  ];
}

/**
 * Every labelled set, all of them tuning sets now (v5 was held out until it was scored
 * once, 0.50 / 0.08, and then read), with its sessions read from a git copy.
 */
export function loadCaptureSets(): LoadedSet[] {
  return [
    loadSet(TRANSCRIPTS_DIR, 'tuning: original (written here)'),
    loadSet(GROWN_DIR, 'tuning: grown (public)'),
    loadSet(HELDOUT_DIR, 'tuning: public v1 (formerly held-out)'),
    loadSet(HELDOUT_V2_DIR, 'tuning: public v2 (formerly held-out)'),
    loadSet(HELDOUT_V3_DIR, 'tuning: public v3 (formerly held-out)'),
    loadSet(HELDOUT_V4_DIR, 'tuning: public v4 (formerly held-out)'),
    loadSet(HELDOUT_V5_DIR, 'tuning: public v5 (formerly held-out)'),
  ].filter((s): s is LoadedSet => s !== null);
}

/**
 * The capture section of `npm run bench`: every tuning set, then the same sessions pooled
 * by source. Every public session is read from a git copy of its source.
 */
export async function benchCapture(): Promise<BenchRow[]> {
  const sets = loadCaptureSets();
  // Held-out v6 (other authors) is only scored, on its own row, never pooled into the
  // tuning rows.
  const heldOut = loadSet(HELDOUT_V6_DIR, 'HELD-OUT v6 (labelled before any run)');
  return [
    ...sets.flatMap(({ dir, label, texts }) => rowsFor(dir, `${label}:`, texts)),
    ...rowsBySource(sets),
    ...(heldOut ? rowsFor(heldOut.dir, `${heldOut.label}:`, heldOut.texts) : []),
  ];
}
