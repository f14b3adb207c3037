/**
 * Leave-one-set-out cross-validation on the tuning pool: each method chooses its settings
 * on every set but one and is scored on the one left out, which estimates how a choice
 * made on the pool does on sources it never saw (as the held-out v4 will be).
 */
import { combinerProbability, fitCombiner } from './duplicate-combiner.js';
import {
  detect,
  measure,
  type PairSet,
  type Quality,
  type ScoredPair,
} from './duplicate-scoring.js';
import { type Criterion, chooseThreshold, tuneJointly, tuneSettings } from './duplicate-tuning.js';

/** A way to detect duplicates: chosen on training sets, returns its verdict. */
export interface Method {
  name: string;
  fit: (train: readonly PairSet[]) => (p: ScoredPair) => boolean;
}

/**
 * strata's rule with its prose branch chosen by `criterion` (on words alone, or with a
 * share of USE-lite when `vectors`); the command branch as shipped.
 */
export function strataRule(criterion: Criterion, vectors = false): Method {
  return {
    name: `strata, prose branch by ${criterion.name}, ${vectors ? 'words + USE-lite' : 'words'}`,
    fit: (train) => {
      const settings = tuneSettings(
        train.flatMap((s) => s.labelled),
        criterion,
        vectors,
      );
      return (p) => detect(p, settings);
    },
  };
}

/** The previous round's rule: one embedding share and both thresholds chosen jointly. */
export function jointRule(criterion: Criterion): Method {
  return {
    name: `strata, one choice for both branches by ${criterion.name} (previous round)`,
    fit: (train) => {
      const settings = tuneJointly(
        train.flatMap((s) => s.labelled),
        criterion,
      );
      return (p) => detect(p, settings);
    },
  };
}

/** The logistic combiner (see duplicate-combiner.ts), threshold by F-beta. */
export function combiner(beta: number): Method {
  return {
    name: `logistic combiner (words, commands, title gap), threshold by F${beta}`,
    fit: (train) => {
      const fitted = fitCombiner(
        train.flatMap((s) => s.labelled),
        train.flatMap((s) => s.random),
        beta,
      );
      return (p) => combinerProbability(fitted, p) >= fitted.threshold;
    },
  };
}

/** A plain threshold on one score, chosen by F1 (the textbook baselines). */
export function baseline(name: string, score: (p: ScoredPair) => number): Method {
  return {
    name,
    fit: (train) => {
      const t = chooseThreshold(
        train.flatMap((s) => s.labelled),
        score,
      );
      return (p) => score(p) >= t;
    },
  };
}

/** Each left-out set's precision and recall, their means, and the prose pairs' pooled. */
export interface CrossValidation {
  folds: Record<string, Quality>;
  precision: number;
  recall: number;
  /** The left-out prose pairs of every fold taken together (no command lines in common). */
  prose: Quality;
}

/** Scores `method` on each set of `pool` after fitting it on the others. */
export function leaveOneSetOut(
  pool: Readonly<Record<string, PairSet>>,
  method: Method,
): CrossValidation {
  const names = Object.keys(pool);
  const folds: Record<string, Quality> = {};
  const prose: { pair: ScoredPair; flagged: boolean }[] = [];
  for (const left of names) {
    const verdict = method.fit(names.filter((n) => n !== left).map((n) => pool[n]!));
    folds[left] = measure(pool[left]!.labelled, verdict);
    for (const pair of pool[left]!.labelled)
      if (pair.command === null) prose.push({ pair, flagged: verdict(pair) });
  }
  const mean = (k: 'precision' | 'recall') =>
    names.reduce((s, n) => s + folds[n]![k], 0) / names.length;
  const flagged = new Set(prose.filter((x) => x.flagged).map((x) => x.pair));
  return {
    folds,
    precision: mean('precision'),
    recall: mean('recall'),
    prose: measure(
      prose.map((x) => x.pair),
      (p) => flagged.has(p),
    ),
  };
}
