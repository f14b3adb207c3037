/**
 * Duplicate detection quality on labelled pairs of public notes (eval/fixtures/duplicates,
 * duplicates-v3, -v4, -v5): precision and recall of strata's detector on every set,
 * beside two textbook baselines (Jaccard of word sets over the whole text, and over titles
 * only).
 *
 * Every set labelled so far has been looked at, so they form one tuning pool: strata's
 * settings and the baselines' thresholds are chosen on all of it, and leave-one-set-out
 * cross-validation estimates how such a choice does on sources it never saw. v5
 * (eval/fixtures/duplicates-v5) was scored once as the held-out set and then joined the
 * pool; the held-out v6 (eval/fixtures/duplicates-v6), when present, is only scored, with
 * the targets.
 *
 * Sets stored as references are read from local git copies and skipped with a message
 * when a copy is missing.
 */
import {
  AUDIT_DUPLICATE_SETTINGS,
  DUPLICATE_SETTINGS,
  type DuplicateSettings,
  LINK_SETTINGS,
} from '../../src/search/similarity.js';
import {
  COMBINER_FEATURES,
  combinerProbability,
  fitCombiner,
} from './support/duplicate-combiner.js';
import {
  baseline,
  type CrossValidation,
  combiner,
  jointRule,
  leaveOneSetOut,
  strataRule,
} from './support/duplicate-cv.js';
import {
  detect,
  loadPairs,
  measure,
  type PairSet,
  round,
  type ScoredPair,
} from './support/duplicate-scoring.js';
import { isTuning } from './support/duplicate-sets.js';
import {
  byFBeta,
  chooseThreshold,
  recallAtPrecision,
  tuneSettings,
} from './support/duplicate-tuning.js';
import type { BenchRow } from './support/measure.js';

/**
 * What the prose branch's settings maximise on the pool's prose pairs: F1. Of F0.5, F1
 * and "most recall at precision ≥ 0.8", leave-one-set-out gives F1 the best mean recall
 * (0.71); F0.5 has the same mean precision with less recall, the precision floor 0.04 more
 * precision for 0.30 less recall. The targets ask for both.
 */
const SHIPPED_CRITERION = byFBeta(1);

/** What the audit's prose threshold maximises on the pool's prose pairs (precision first). */
const AUDIT_CRITERION = recallAtPrecision(0.8);

/**
 * The settings shipped before the pool existed (best F1 on the git set alone), for
 * reference; the audit's link suggestions still use them.
 */
const GIT_ONLY: DuplicateSettings = LINK_SETTINGS;

const KEYS = [
  'semanticWeight',
  'hybridThreshold',
  'keywordThreshold',
  'commandWeight',
  'commandSemanticWeight',
  'commandThreshold',
] as const;

/** Thresholds of every method, all chosen on the pool. */
interface Chosen {
  tuned: DuplicateSettings;
  audit: DuplicateSettings;
  jaccard: number;
  title: number;
}

function settingsRow({ tuned, audit, jaccard, title }: Chosen): BenchRow {
  const same = (x: DuplicateSettings, y: DuplicateSettings) => KEYS.every((k) => x[k] === y[k]);
  const list = (x: DuplicateSettings) => KEYS.map((k) => x[k]).join(', ');
  return {
    name: `settings chosen on the pool (prose branch on the prose pairs, command branch kept) (${KEYS.join(', ')}): at save by ${SHIPPED_CRITERION.name} ${list(tuned)} (shipped: ${list(DUPLICATE_SETTINGS)}); audit by ${AUDIT_CRITERION.name} ${list(audit)} (shipped: ${list(AUDIT_DUPLICATE_SETTINGS)}); Jaccard ≥ ${jaccard}, title Jaccard ≥ ${title} (F1)`,
    value: same(tuned, DUPLICATE_SETTINGS) && same(audit, AUDIT_DUPLICATE_SETTINGS) ? 1 : 0,
    unit: 'shipped = tuned',
  };
}

/** Precision and recall rows of one set: strata beside Jaccard, then titles. */
function setRows(name: string, pairs: ScoredPair[], chosen: Chosen): BenchRow[] {
  const positives = pairs.filter((p) => p.same).length;
  const heldOut = !isTuning(name);
  const label = `${name}${heldOut ? ' [held out: never tuned on]' : ' [in sample]'} (${pairs.length} pairs, ${positives} same)`;
  const jac = measure(pairs, (p) => p.jaccard >= chosen.jaccard);
  const title = measure(pairs, (p) => p.titleJaccard >= chosen.title);
  const methods = [
    ['strata words + commands + USE-lite', measure(pairs, (p) => detect(p, DUPLICATE_SETTINGS))],
    ['strata words + commands', measure(pairs, (p) => detect(p, DUPLICATE_SETTINGS, true))],
    [
      `audit settings (prose words ≥ ${AUDIT_DUPLICATE_SETTINGS.keywordThreshold}, as the previous round)`,
      measure(pairs, (p) => detect(p, AUDIT_DUPLICATE_SETTINGS)),
    ],
    ['settings before the pool (F1 on git only)', measure(pairs, (p) => detect(p, GIT_ONLY))],
  ] as const;
  const targeted = (method: string) => heldOut && method.startsWith('strata words + commands +');
  const rows = methods.flatMap(([method, q]) => [
    row(
      `${label}: ${method}: precision`,
      q.precision,
      jac.precision,
      targeted(method) ? 0.8 : undefined,
    ),
    row(`${label}: ${method}: recall`, q.recall, jac.recall, targeted(method) ? 0.7 : undefined),
  ]);
  const prose = pairs.filter((p) => p.command === null);
  const shippedProse = measure(prose, (p) => detect(p, DUPLICATE_SETTINGS));
  rows.push(
    {
      name: `${label}: title-word Jaccard (baseline): precision / recall`,
      value: round(title.precision),
      unit: `/ ${round(title.recall)}`,
    },
    {
      name: `${label}: strata on its prose pairs only (${prose.length} pairs, ${prose.filter((p) => p.same).length} same): precision / recall`,
      value: round(shippedProse.precision),
      unit: `/ ${round(shippedProse.recall)}`,
    },
  );
  return rows;
}

/**
 * One method's cross-validation row; the shipped method's carries the targets, which the
 * mean over left-out sets estimates for sources nobody tuned on.
 */
function cvRow(method: string, cv: CrossValidation, targeted = false): BenchRow {
  const folds = Object.entries(cv.folds)
    .map(
      ([set, q]) =>
        `${set.replace(/^tuning: /, '').replace(/ \(formerly.*\)$/, '')} ${round(q.precision)}/${round(q.recall)}`,
    )
    .join(', ');
  const prose = `${round(cv.prose.precision)}/${round(cv.prose.recall)}`;
  const out: BenchRow = {
    name: `leave-one-set-out on the pool: ${method}: mean precision / recall (each left-out set: ${folds}; left-out prose pairs pooled: ${prose})`,
    value: round(cv.precision),
    unit: `/ ${round(cv.recall)}`,
  };
  if (targeted) {
    out.target = 'precision ≥ 0.8, recall ≥ 0.7';
    out.met = cv.precision >= 0.8 && cv.recall >= 0.7;
  }
  return out;
}

/** Cross-validation rows: the shipped choice, its alternatives and the baselines. */
function crossValidationRows(pool: Record<string, PairSet>): BenchRow[] {
  const criteria = [SHIPPED_CRITERION, byFBeta(0.5), recallAtPrecision(0.8)];
  const shipped = strataRule(SHIPPED_CRITERION).name;
  const methods = [
    ...criteria.flatMap((c) => [strataRule(c), strataRule(c, true)]),
    jointRule(byFBeta(0.5)),
    combiner(1),
    combiner(0.5),
    baseline('word-set Jaccard, threshold by F1', (p) => p.jaccard),
    baseline('title-word Jaccard, threshold by F1', (p) => p.titleJaccard),
  ];
  return methods.map((m) => cvRow(m.name, leaveOneSetOut(pool, m), m.name === shipped));
}

/** The combiner fitted on the whole pool (it is not shipped; its weights are shown). */
function combinerRow(pool: Record<string, PairSet>): BenchRow {
  const sets = Object.values(pool);
  const labelled = sets.flatMap((s) => s.labelled);
  const fitted = fitCombiner(
    labelled,
    sets.flatMap((s) => s.random),
    1,
  );
  const weights = COMBINER_FEATURES.map((f, j) => `${f} ${round(fitted.weights[j]!)}`).join(', ');
  const q = measure(labelled, (p) => combinerProbability(fitted, p) >= fitted.threshold);
  return {
    name: `logistic combiner fitted on the pool (not shipped): ${weights}, bias ${round(fitted.bias)}, p ≥ ${fitted.threshold}: in-sample precision / recall`,
    value: round(q.precision),
    unit: `/ ${round(q.recall)}`,
  };
}

/** Rows: settings, per-set precision and recall, cross-validation on the pool. */
export async function benchDuplicates(): Promise<BenchRow[]> {
  const { sets, skipped } = await loadPairs();
  const pool = Object.fromEntries(Object.entries(sets).filter(([name]) => isTuning(name)));
  const pooled = Object.values(pool).flatMap((s) => s.labelled);
  const skippedRows = Object.entries(skipped).map(([name, why]) => ({
    name: `${name}: skipped, ${why}`,
    value: 0,
    unit: 'pairs scored',
  }));
  // Without every set of the pool, settings chosen on the rest would not be the shipped ones.
  if (Object.keys(skipped).some(isTuning)) return skippedRows;
  const chosen: Chosen = {
    tuned: tuneSettings(pooled, SHIPPED_CRITERION),
    audit: tuneSettings(pooled, AUDIT_CRITERION),
    jaccard: chooseThreshold(pooled, (p) => p.jaccard),
    title: chooseThreshold(pooled, (p) => p.titleJaccard),
  };
  return [
    settingsRow(chosen),
    ...setRows('tuning pool, all sets', pooled, chosen),
    ...Object.entries(sets).flatMap(([name, s]) => setRows(name, s.labelled, chosen)),
    ...crossValidationRows(pool),
    combinerRow(pool),
    ...skippedRows,
  ];
}

function row(name: string, value: number, jaccard: number, atLeast?: number): BenchRow {
  const out: BenchRow = {
    name,
    value: round(value),
    unit: '',
    baseline: { name: 'word-set Jaccard', value: round(jaccard) },
  };
  if (atLeast !== undefined) {
    out.target = `≥ ${atLeast}`;
    out.met = value >= atLeast;
  }
  return out;
}
