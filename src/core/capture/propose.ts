/**
 * Draft capture: a session transcript in, candidate memories out. Seven fixed rules (see
 * {@link CAPTURE_RULES}); every candidate quotes its evidence and names its rule, and a
 * candidate whose words an existing memory (or an earlier candidate) already holds is
 * dropped. Nothing here writes: the caller stores the survivors as `status: draft`. Pure.
 */

import { textTerms } from '../terms.js';
import { boundEvents } from './bounded-events.js';
import { CAPTURE_RULES, type DraftCandidate } from './draft.js';
import { findCorrections, findDecisions } from './text-rules.js';
import { findRefusals } from './tool-blocked.js';
import { findDiagnoses, findUserFindings } from './tool-diagnosis.js';
import { findToolLessons } from './tool-rules.js';
import type { TranscriptEvent } from './transcript.js';

export { CAPTURE_RULES, type CaptureRule, type DraftCandidate } from './draft.js';

/** An existing memory as the duplicate check sees it. */
export interface KnownText {
  id: string;
  title: string;
  summary: string;
}

/** Share of a candidate's title terms that must appear in a memory to call it a duplicate. */
const DUPLICATE_OVERLAP = 0.6;

/** The id of a memory that already says what `candidate` says, or null. */
export function findDuplicate(
  candidate: DraftCandidate,
  known: readonly KnownText[],
): string | null {
  const mine = new Set(textTerms(candidate.title));
  if (mine.size < 2) return null;
  for (const k of known) {
    const theirs = new Set(textTerms(`${k.title} ${k.summary}`));
    let shared = 0;
    for (const t of mine) if (theirs.has(t)) shared++;
    if (shared / mine.size >= DUPLICATE_OVERLAP) return k.id;
  }
  return null;
}

/** Options of {@link proposeDrafts}. */
export interface ProposeOptions {
  /** Absolute project root: edited files are named relative to it. */
  projectRoot: string | null;
  /** Memories that already exist (drafts and archived ones included). */
  known: readonly KnownText[];
  /** Files never to name in a draft (the privacy exclusions). */
  isExcluded?: (relPath: string) => boolean;
}

/** Every candidate the rules find that no memory or earlier candidate duplicates. */
export function proposeDrafts(
  transcript: readonly TranscriptEvent[],
  options: ProposeOptions,
): DraftCandidate[] {
  // Every rule reads bounded slices (see bounded-events.ts): linear in the transcript.
  const events = boundEvents(transcript);
  const found = [
    ...findCorrections(events),
    ...findToolLessons(events, options.projectRoot),
    ...findDecisions(events),
    ...findRefusals(events),
    ...findDiagnoses(events),
    ...findUserFindings(events),
  ];
  const excluded = options.isExcluded ?? (() => false);
  const kept: DraftCandidate[] = [];
  const seen: KnownText[] = [...options.known];
  for (const c of found) {
    if (c.filePatterns?.some(excluded)) continue;
    if (findDuplicate(c, seen)) continue;
    kept.push(c);
    seen.push({ id: `candidate-${kept.length}`, title: c.title, summary: c.summary });
  }
  return kept;
}

/** The markdown body of a draft: the lesson, the rule that found it, the quoted evidence. */
export function renderDraftBody(
  c: DraftCandidate,
  sessionId: string,
  clean: (t: string) => string,
): string {
  return [
    clean(c.summary),
    '',
    `Draft proposed from session ${sessionId} by rule \`${c.rule}\`: ${CAPTURE_RULES[c.rule]}.`,
    'Accept, edit or discard it with `strata review` (or /strata:review).',
    '',
    '## Evidence',
    '',
    ...c.evidence.map((line) => `> ${clean(line).replace(/\n/g, ' ')}`),
    '',
  ].join('\n');
}
