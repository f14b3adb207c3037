/**
 * Draft capture: a session transcript in, candidate memories out. Seven fixed rules (see
 * {@link CAPTURE_RULES}); every candidate quotes its evidence and names its rule, and a
 * candidate whose words an existing memory (or an earlier candidate) already holds is
 * dropped. Nothing here writes: the caller stores the survivors as `status: draft`. Pure.
 */
import { CAPTURE_RULES, type DraftCandidate } from './capture-draft.js';
import { type CaptureSwitches, captureSwitches } from './capture-switches.js';
import { findCorrections, findDecisions } from './capture-text-rules.js';
import { findRefusals } from './capture-tool-blocked.js';
import { findDiagnoses, findUserFindings } from './capture-tool-diagnosis.js';
import { findFailureFacts, findLabelledRootCause } from './capture-tool-facts.js';
import { findToolLessons } from './capture-tool-rules.js';
import { textTerms } from './terms.js';
import type { TranscriptEvent } from './transcript.js';

export { CAPTURE_RULES, type CaptureRule, type DraftCandidate } from './capture-draft.js';

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
  /** Rule variants over the defaults of `capture-switches.ts` (a bench measures each). */
  switches?: Partial<CaptureSwitches>;
}

/** Every candidate the rules find that no memory or earlier candidate duplicates. */
export function proposeDrafts(
  events: readonly TranscriptEvent[],
  options: ProposeOptions,
): DraftCandidate[] {
  const switches = captureSwitches(options.switches);
  const found = [
    ...findCorrections(events, switches),
    ...findToolLessons(events, options.projectRoot, switches),
    ...findDecisions(events),
    ...findRefusals(events),
    ...findDiagnoses(events, switches),
    ...findUserFindings(events),
    ...(switches.failureFacts ? findFailureFacts(events) : []),
    ...(switches.rootCauseLabel ? findLabelledRootCause(events) : []),
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
