/**
 * Duplicates at save, judged: for each labelled pair, the second note was saved into a
 * store holding the first; the pair counts as "update the match" when the judge, reading
 * that save's answer, chose to update the first note. Precision and recall of that against
 * the committed labels, and the product's candidate recall (how often the first note was in
 * `similar` at all). A save with an empty `similar` had nothing to decide: it is kept.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES } from '../bench/support/labelled-store.js';
import { type NoteRef, refKey } from '../bench/support/note-refs.js';
import type { ReplayKey } from './build-duplicate-packets.js';
import { DUPLICATE_SET } from './sets.js';

/** A judge's decision on one save. */
interface Decision {
  action: 'update' | 'save';
  target: string | null;
}

/** The counts and rates of one replay. */
export interface DuplicateScore {
  pairs: number;
  same: number;
  /** Same pairs whose first note was listed in `similar`. */
  listed: number;
  /** Pairs the judge updated (the target being the pair's first note). */
  updated: number;
  /** Of those, labelled same. */
  correct: number;
  /** Saves the judge updated to a memory no labelled pair ties to the saved note. */
  unlabelledUpdates: number;
  /** The same counts for "update the best listed match whenever one is listed", no judge. */
  ruleUpdated: number;
  ruleCorrect: number;
  /** Packets without a judge output (counted as kept). */
  missing: number;
  precision: number;
  recall: number;
  candidateRecall: number;
}

function readDecision(file: string): Decision | null {
  if (!existsSync(file)) return null;
  const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<Decision>;
  if (value.action !== 'update' && value.action !== 'save') {
    throw new Error(`strata eval: ${file}: "action" must be "update" or "save"`);
  }
  if (value.action === 'update' && typeof value.target !== 'string') {
    throw new Error(`strata eval: ${file}: an update needs "target", the id it updates`);
  }
  return { action: value.action, target: value.action === 'update' ? value.target! : null };
}

function readPairs(): Array<[string, string, boolean]> {
  const file = path.join(FIXTURES, DUPLICATE_SET, 'labels.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as {
    pairs: Array<[NoteRef, NoteRef, boolean]>;
  };
  return set.pairs.map(([a, b, same]) => [refKey(a), refKey(b), same]);
}

/** Scores one replay: `key` from the packets, the judge's decisions from `decisions`. */
export function scoreDuplicates(key: ReplayKey, decisions: string): DuplicateScore {
  const pairs = readPairs();
  const saveOf = new Map(Object.entries(key.saves).map(([save, s]) => [s.key, save]));
  const chosen = new Map<string, string | null>();
  let missing = 0;
  for (const [save, s] of Object.entries(key.saves)) {
    if (!s.similar.length) continue;
    const decision = readDecision(path.join(decisions, `${save}.json`));
    if (!decision) missing++;
    chosen.set(save, decision?.target ? (key.ids[decision.target] ?? decision.target) : null);
  }
  let same = 0;
  let listed = 0;
  let updated = 0;
  let correct = 0;
  let ruleUpdated = 0;
  let ruleCorrect = 0;
  const labelledTargets = new Set<string>();
  for (const [first, second, isSame] of pairs) {
    const save = saveOf.get(second)!;
    labelledTargets.add(`${save}\n${first}`);
    const firstId = Object.entries(key.ids).find(([, k]) => k === first)?.[0];
    if (isSame) {
      same++;
      if (firstId && key.saves[save]!.similar.includes(firstId)) listed++;
    }
    if (key.ids[key.saves[save]!.similar[0] ?? ''] === first) {
      ruleUpdated++;
      if (isSame) ruleCorrect++;
    }
    if (chosen.get(save) === first) {
      updated++;
      if (isSame) correct++;
    }
  }
  let unlabelledUpdates = 0;
  for (const [save, target] of chosen) {
    if (target && !labelledTargets.has(`${save}\n${target}`)) unlabelledUpdates++;
  }
  const rate = (a: number, b: number) => (b ? a / b : 0);
  return {
    pairs: pairs.length,
    same,
    listed,
    updated,
    correct,
    unlabelledUpdates,
    ruleUpdated,
    ruleCorrect,
    missing,
    precision: rate(correct, updated),
    recall: rate(correct, same),
    candidateRecall: rate(listed, same),
  };
}

/** One line per number, with the targets. */
export function formatDuplicateScore(name: string, s: DuplicateScore): string {
  const rate = (a: number, b: number) => (b ? a / b : 0);
  return [
    `${name}: ${s.pairs} labelled pairs (${s.same} same); ${s.missing} packets without a judge output (kept)`,
    `  candidate recall (the match listed in similar): ${s.listed}/${s.same} = ${s.candidateRecall.toFixed(3)}`,
    `  judge "update the match": ${s.correct}/${s.updated} correct, precision ${s.precision.toFixed(3)} (≥ 0.9), recall ${s.recall.toFixed(3)} (≥ 0.8)`,
    `  no judge, update the best listed match: ${s.ruleCorrect}/${s.ruleUpdated} correct, precision ${rate(s.ruleCorrect, s.ruleUpdated).toFixed(3)}, recall ${rate(s.ruleCorrect, s.same).toFixed(3)}`,
    `  updates of a memory no labelled pair ties to the saved note (not scored): ${s.unlabelledUpdates}`,
  ].join('\n');
}
