/**
 * A small learned combiner tried as the duplicate detector: logistic regression on four
 * features of a pair (term cosine, command-line similarity when both run the same program,
 * whether they do, and the title gap: the share of one title's words the other note never
 * uses, the "discriminating words" of neighbouring tasks such as encrypt/decrypt). Fitted
 * on labelled pairs plus random unlabelled pairs as negatives: labelled pairs are all near
 * misses or duplicates, and without pairs of unrelated notes a fit learns that low word
 * overlap says nothing (it flagged any pair whose titles the other note covers).
 */
import type { ScoredPair } from './duplicate-scoring.js';
import { byFBeta, chooseThreshold } from './duplicate-tuning.js';

/** The features of a pair, in the order of the fitted weights. */
export const COMBINER_FEATURES = ['keyword', 'command', 'hasCommand', 'titleGap'] as const;

function features(p: ScoredPair): number[] {
  return [p.keyword, p.command ?? 0, p.command === null ? 0 : 1, p.titleGap];
}

/** A fitted combiner: weights per feature, bias, and the probability threshold. */
export interface Combiner {
  weights: number[];
  bias: number;
  threshold: number;
}

/** Ridge penalty on standardised weights (the bias is not penalised). */
const L2 = 10;
const NEWTON_STEPS = 30;

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Solves `a x = b` by Gaussian elimination with partial pivoting (small dense systems). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const factor = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[r]![c]! -= factor * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** L2-penalised logistic regression by Newton's method; returns weights then the bias. */
function fitLogistic(x: number[][], y: number[]): number[] {
  const d = x[0]!.length + 1;
  const rows = x.map((r) => [...r, 1]);
  let w = new Array<number>(d).fill(0);
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const grad = w.map((wi, j) => (j < d - 1 ? L2 * wi : 0));
    const hess = w.map((_, i) => w.map((__, j) => (i === j && i < d - 1 ? L2 : 0)));
    rows.forEach((r, k) => {
      const p = sigmoid(r.reduce((s, v, j) => s + v * w[j]!, 0));
      for (let i = 0; i < d; i++) {
        grad[i]! += (p - y[k]!) * r[i]!;
        for (let j = 0; j < d; j++) hess[i]![j]! += p * (1 - p) * r[i]! * r[j]!;
      }
    });
    const delta = solve(hess, grad);
    w = w.map((wi, j) => wi - delta[j]!);
  }
  return w;
}

/** The combiner's probability that a pair is a duplicate. */
export function combinerProbability(c: Combiner, p: ScoredPair): number {
  const f = features(p);
  return sigmoid(c.bias + f.reduce((s, v, j) => s + v * c.weights[j]!, 0));
}

/**
 * Fits the combiner on labelled pairs and random (negative) pairs, on standardised
 * features so the penalty treats them alike, then the threshold of best F-beta on the
 * labelled pairs alone.
 */
export function fitCombiner(
  labelled: readonly ScoredPair[],
  random: readonly ScoredPair[],
  beta: number,
): Combiner {
  const all = [...labelled, ...random];
  const x = all.map(features);
  const dims = x[0]!.length;
  const mean = Array.from({ length: dims }, (_, j) => x.reduce((s, r) => s + r[j]!, 0) / x.length);
  const sd = mean.map((m, j) =>
    Math.max(1e-9, Math.sqrt(x.reduce((s, r) => s + (r[j]! - m) ** 2, 0) / x.length)),
  );
  const w = fitLogistic(
    x.map((r) => r.map((v, j) => (v - mean[j]!) / sd[j]!)),
    all.map((p) => (p.same ? 1 : 0)),
  );
  const weights = w.slice(0, dims).map((wj, j) => wj / sd[j]!);
  const bias = w[dims]! - weights.reduce((s, wj, j) => s + wj * mean[j]!, 0);
  const fitted = { weights, bias, threshold: 0 };
  const threshold = chooseThreshold(labelled, (p) => combinerProbability(fitted, p), byFBeta(beta));
  return { ...fitted, threshold };
}
