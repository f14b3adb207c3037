/**
 * Draft capture quality: precision (drafts a person would keep) and recall (planted
 * lessons found) of the capture rules, beside the naive baseline "every user message with
 * never/always becomes a draft". Two kinds of set: the tuning transcripts the rules were
 * written against, and held-out sets of public sessions nobody here wrote, never tuned on.
 */
import { proposeDrafts, renderDraftBody } from '../src/core/capture.js';
import { redactSecrets } from '../src/core/redact.js';
import { parseTranscript } from '../src/core/transcript.js';
import {
  GROWN_DIR,
  HELDOUT_DIR,
  HELDOUT_V2_DIR,
  HELDOUT_V3_DIR,
  HELDOUT_V4_DIR,
  readLabels,
  type Score,
  scoreAll,
  sourcedFiles,
  TRANSCRIPTS_DIR,
  transcriptRoot,
} from '../test/support/transcript-labels.js';
import type { BenchRow } from './support/measure.js';
import { hasGitSources, loadGitTranscripts } from './support/public-transcripts.js';

/** Transcripts read from a git copy instead of the folder, when the set has them. */
type Texts = ReadonlyMap<string, string> | undefined;

function scoreRules(dir: string, texts: Texts): Score {
  return scoreAll(
    (file, text) =>
      proposeDrafts(parseTranscript(text).events, {
        // Public sessions are rooted where they ran; the generated ones share a root.
        projectRoot: transcriptRoot(file, dir === TRANSCRIPTS_DIR ? '' : text),
        known: [],
      }).map((c) => ({
        rule: c.rule,
        text: `${c.title}\n${renderDraftBody(c, 's', redactSecrets)}`,
      })),
    dir,
    texts,
  );
}

function scoreBaseline(dir: string, texts: Texts): Score {
  return scoreAll(
    (_file, text) =>
      parseTranscript(text)
        .events.filter((e) => e.kind === 'prompt' && /\b(?:never|always)\b/i.test(e.text))
        .map((e) => ({ rule: 'baseline', text: e.kind === 'prompt' ? e.text : '' })),
    dir,
    texts,
  );
}

const round = (x: number) => Math.round(x * 1000) / 1000;

function rowsFor(dir: string, label: string, texts?: Texts): BenchRow[] {
  const rules = scoreRules(dir, texts);
  const base = scoreBaseline(dir, texts);
  const baseline = (value: number, s: Score, of: 'precision' | 'recall') => ({
    name: `never/always messages (${of === 'precision' ? `${s.kept}/${s.drafts}` : `${s.found}/${s.lessons}`})`,
    value: round(value),
  });
  return [
    {
      name: `${label} draft precision (${rules.kept}/${rules.drafts} kept)`,
      value: round(rules.precision),
      unit: '',
      baseline: baseline(base.precision, base, 'precision'),
      target: '≥ 0.7',
      met: rules.precision >= 0.7,
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

/**
 * Rows of a set whose sessions are (partly) read from a git copy of their source; without
 * a copy those sessions are left out, with a message, and a set of nothing else is skipped.
 */
function rowsForSourced(dir: string, label: string): BenchRow[] {
  if (!hasGitSources(dir)) return rowsFor(dir, label);
  const texts = loadGitTranscripts(dir);
  if (!texts) {
    console.error(`capture: ${label} sessions read from a git copy skipped: no local copy`);
    const onDisk = Object.keys(readLabels(dir)).filter((f) => !sourcedFiles(dir).has(f));
    return onDisk.length ? rowsFor(dir, label) : [];
  }
  return rowsFor(dir, label, texts);
}

/**
 * The capture section of `npm run bench`: the two tuning sets, then the held-out sets (v1
 * and v2 have been scored before and are no longer unseen). Every public session, of the
 * grown set and of the held-out sets, is read from a git copy of its source.
 */
export async function benchCapture(): Promise<BenchRow[]> {
  return [
    ...rowsFor(TRANSCRIPTS_DIR, 'tuning (original):'),
    ...rowsForSourced(GROWN_DIR, 'tuning (grown):'),
    ...rowsForSourced(HELDOUT_DIR, 'held-out v1 (seen):'),
    ...rowsForSourced(HELDOUT_V2_DIR, 'held-out v2 (scored before):'),
    ...rowsForSourced(HELDOUT_V3_DIR, 'held-out v3 (labelled before any run):'),
    ...rowsForSourced(HELDOUT_V4_DIR, 'held-out v4 (labelled before any run):'),
  ];
}
