/**
 * Choices made on labelled duplicate pairs: the threshold of one score, and strata's
 * settings, each maximising a criterion (an F-measure, or recall at a precision floor).
 *
 * strata's rule has two branches (src/search/similarity.ts): pairs whose notes both show
 * command lines of one program, and prose pairs (the rest). The prose branch is chosen on
 * the prose pairs alone; the command branch keeps the shipped settings, chosen on the
 * command-note pool of the round before (an older joint choice is kept for comparison).
 */
import {
  DUPLICATE_SETTINGS,
  type DuplicateSettings,
  scorePair,
} from '../../../src/search/similarity.js';
import {
  detect,
  fBeta,
  measure,
  type Quality,
  round,
  type ScoredPair,
} from './duplicate-scoring.js';

/** What a choice maximises on the pairs it is made on. */
export interface Criterion {
  name: string;
  value: (q: Quality) => number;
}

/** F-beta (beta < 1 weighs precision more). */
export function byFBeta(beta: number): Criterion {
  return { name: `F${beta}`, value: (q) => fBeta(q.precision, q.recall, beta) };
}

/**
 * The most recall at precision ≥ `floor` (ties: the better precision); where no choice
 * reaches the floor, the best F0.5, ranked below every choice that does.
 */
export function recallAtPrecision(floor: number): Criterion {
  return {
    name: `most recall at precision ≥ ${floor}`,
    value: (q) =>
      q.precision >= floor
        ? 1 + q.recall + q.precision / 1000
        : fBeta(q.precision, q.recall, 0.5) / 2,
  };
}

/** The threshold on `score` best by `criterion` on `pairs` (ties: the higher threshold). */
export function chooseThreshold(
  pairs: readonly ScoredPair[],
  score: (p: ScoredPair) => number,
  criterion: Criterion = byFBeta(1),
): number {
  let best = { threshold: 1, value: -1 };
  for (const candidate of new Set(pairs.map(score))) {
    const t = round(candidate);
    const value = criterion.value(measure(pairs, (p) => score(p) >= t));
    if (value > best.value || (value === best.value && t > best.threshold))
      best = { threshold: t, value };
  }
  return best.threshold;
}

const GRID = Array.from({ length: 11 }, (_, i) => i / 10);

/**
 * The prose branch's settings as the prose pairs of `pairs` choose them: for each share of
 * the embedding (none unless `vectors`) the best threshold, and the best of those; the
 * threshold without vectors on words alone. The command branch stays as shipped.
 */
export function tuneSettings(
  pairs: readonly ScoredPair[],
  criterion: Criterion,
  vectors = false,
): DuplicateSettings {
  const prose = pairs.filter((p) => p.command === null);
  let best = { settings: DUPLICATE_SETTINGS, value: -1 };
  for (const semanticWeight of vectors ? GRID : [0]) {
    const s = { ...DUPLICATE_SETTINGS, semanticWeight };
    const score = (p: ScoredPair) => scorePair(p.keyword, p.semantic, s).score;
    const hybridThreshold = chooseThreshold(prose, score, criterion);
    const value = criterion.value(measure(prose, (p) => score(p) >= hybridThreshold));
    if (value > best.value) best = { settings: { ...s, hybridThreshold }, value };
  }
  const keywordThreshold = chooseThreshold(prose, (p) => p.keyword, criterion);
  return { ...best.settings, keywordThreshold };
}

/**
 * The previous round's choice, for comparison: one embedding share for both branches, for
 * each the best threshold of all pairs (commands ignored), then for each command weight
 * the best threshold of the pairs that show commands; the best pair of weights wins.
 */
export function tuneJointly(pairs: readonly ScoredPair[], criterion: Criterion): DuplicateSettings {
  let best = { settings: DUPLICATE_SETTINGS, value: -1 };
  const withCommands = pairs.filter((p) => p.command !== null);
  for (const semanticWeight of GRID) {
    const base = { ...DUPLICATE_SETTINGS, semanticWeight, commandSemanticWeight: semanticWeight };
    const mixed = (p: ScoredPair) => scorePair(p.keyword, p.semantic, base).score;
    const hybridThreshold = chooseThreshold(pairs, mixed, criterion);
    for (const commandWeight of GRID) {
      const s = { ...base, hybridThreshold, commandWeight };
      const score = (p: ScoredPair) => scorePair(p.keyword, p.semantic, s, p.command).score;
      const settings = { ...s, commandThreshold: chooseThreshold(withCommands, score, criterion) };
      const value = criterion.value(measure(pairs, (p) => detect(p, settings)));
      if (value > best.value) best = { settings, value };
    }
  }
  const keywordThreshold = chooseThreshold(pairs, (p) => p.keyword, criterion);
  return { ...best.settings, keywordThreshold };
}
