/**
 * Leave-one-set-out cross-validation on the tuning pool: each method chooses its settings
 * on every set but one and is scored on the one left out, which estimates how a choice
 * made on the pool does on sources it never saw (as the held-out v4 will be).
 */
import { combinerProbability, fitCombiner } from './duplicate-combiner.js';
import {
  chooseThreshold,
  detect,
  measure,
  type PairSet,
  type Quality,
  type ScoredPair,
  tuneSettings,
} from './duplicate-scoring.js';

/** A way to detect duplicates: chosen on training sets, returns its verdict. */
export interface Method {
  name: string;
  fit: (train: readonly PairSet[]) => (p: ScoredPair) => boolean;
}

/** strata's rule (words, embedding, commands) with settings chosen by F-beta. */
export function strataRule(beta: number): Method {
  return {
    name: `strata rule, settings by F${beta}`,
    fit: (train) => {
      const settings = tuneSettings(
        train.flatMap((s) => s.labelled),
        beta,
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

/** Each left-out set's precision and recall, and their means. */
export interface CrossValidation {
  folds: Record<string, Quality>;
  precision: number;
  recall: number;
}

/** Scores `method` on each set of `pool` after fitting it on the others. */
export function leaveOneSetOut(
  pool: Readonly<Record<string, PairSet>>,
  method: Method,
): CrossValidation {
  const names = Object.keys(pool);
  const folds: Record<string, Quality> = {};
  for (const left of names) {
    const verdict = method.fit(names.filter((n) => n !== left).map((n) => pool[n]!));
    folds[left] = measure(pool[left]!.labelled, verdict);
  }
  const mean = (k: 'precision' | 'recall') =>
    names.reduce((s, n) => s + folds[n]![k], 0) / names.length;
  return { folds, precision: mean('precision'), recall: mean('recall') };
}
