/**
 * Hybrid ranking: keyword (BM25) and semantic (cosine) scores live on different scales,
 * so each list is normalised first, then mixed with one weight. The mix is then nudged by
 * scope precedence (a more specific scope wins a near tie) and mildly by recency (a fresh
 * note beats a stale one of equal relevance, but relevance still decides). Pure: `now` is
 * passed in.
 */
import { StrataError } from '../core/errors.js';
import { rankScope, SCOPES, type ScopeName } from '../core/scope.js';
import { RRF_K } from './rank-fusion.js';
import { DEFAULT_CALIBRATION } from './similarity-calibration.js';

/** A key with a raw score from one retriever. */
export interface ScoredKey {
  key: string;
  score: number;
}

/** What fusion needs to know about a candidate beyond its scores. */
export interface FusionMeta {
  scope: ScopeName;
  /** ISO 8601 time of the last update. */
  updated: string;
}

/**
 * How scores of one list are brought to [0, 1]: `min-max` maps the worst candidate to 0
 * and the best to 1; `max` divides by the best score (a min-max whose lower bound is the
 * score's own zero); `z-score` squashes standard scores through a logistic; `calibrated`
 * maps a cosine from the model's floor (0) to 1 and drops what is at or below the floor, so
 * a score means the same in every query and an unrelated candidate is no candidate.
 */
export type Normalization = 'min-max' | 'max' | 'z-score' | 'calibrated';

/** Normalisation of each list. */
export interface ListNormalization {
  keyword: Normalization;
  semantic: Normalization;
}

/** Options of {@link fuseScores}. */
export interface FusionOptions {
  /** The current time, injected so results are reproducible. */
  now: Date | number;
  /**
   * Share of the semantic score in the mix, 0 (keyword only) to 1 (semantic only). Default
   * 0.2, the default of config `search.semanticWeight` (chosen on the tuning sets with
   * USE-lite, numbers in eval/RESULTS.md), which is what the product passes.
   */
  semanticWeight?: number;
  /**
   * One method for both lists, or one per list. Default: `max` for keyword scores (BM25 has
   * a true zero, "no word matched", so a weak match stays weak instead of being stretched),
   * `calibrated` for cosine similarities (every memory has some similarity, and only the
   * model's own scale says which is meaningful; min-max made the nearest vector 1.0 even for
   * a query of made-up words).
   */
  normalization?: Normalization | ListNormalization;
  /**
   * The similarity at or below which a semantic candidate is dropped (`calibrated`
   * normalisation): the floor of the embedding model (see `calibrationFor`). Default: the
   * conservative floor of an unmeasured model.
   */
  semanticFloor?: number;
  /**
   * The similarity that counts as a certain match (semantic score 1) in `calibrated`
   * normalisation: the ceiling of the embedding model. Default 1.
   */
  semanticCeiling?: number;
  /**
   * How the two lists are combined: `linear` mixes normalised scores by `semanticWeight`;
   * `rrf` adds reciprocal ranks (k = 60), each list weighted by its share; `rerank` mixes
   * like `linear` but only over the keyword candidates (semantic similarity re-orders what
   * the words found and adds nothing). Default `linear`.
   */
  method?: 'linear' | 'rrf' | 'rerank';
  /** Bonus per step of scope precedence (global 0 … enterprise 3 steps). Default 0.02. */
  scopeBonus?: number;
  /** Age at which the recency boost halves. Default 180 days. */
  halfLifeDays?: number;
  /** Largest share of a score that age can take away. Default 0.1. */
  recencyWeight?: number;
}

/** Why a result ranks where it does (`--explain`). */
export interface FusionExplanation {
  /** Normalised keyword score in [0, 1]; 0 when the keyword search did not find it. */
  keyword: number;
  /** Normalised semantic score in [0, 1]; 0 when the vector search did not find it. */
  semantic: number;
  /** The weighted mix of the two. */
  fused: number;
  scopeFactor: number;
  recencyFactor: number;
  /** fused × scopeFactor × recencyFactor: the ranking score. */
  final: number;
}

/** One fused result. */
export interface FusedResult {
  key: string;
  score: number;
  explanation: FusionExplanation;
}

const DAY_MS = 86_400_000;
const DEFAULTS = {
  semanticWeight: 0.2,
  method: 'linear' as 'linear' | 'rrf' | 'rerank',
  normalization: { keyword: 'max', semantic: 'calibrated' } as Normalization | ListNormalization,
  semanticFloor: DEFAULT_CALIBRATION.floor,
  semanticCeiling: DEFAULT_CALIBRATION.ceiling,
  scopeBonus: 0.02,
  halfLifeDays: 180,
  recencyWeight: 0.1,
};

function checkRange(name: string, value: number, min: number, max: number): void {
  if (!(Number.isFinite(value) && value >= min && value <= max)) {
    throw new StrataError('INVALID_ARGUMENT', `${name} ${value} is out of range`, {
      hint: `use a number from ${min} to ${max}`,
    });
  }
}

function minMax(list: readonly ScoredKey[]): Map<string, number> {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const item of list) {
    min = Math.min(min, item.score);
    max = Math.max(max, item.score);
  }
  const span = max - min;
  // One result, or all equal: each is as good as the best.
  return new Map(list.map((item) => [item.key, span > 0 ? (item.score - min) / span : 1]));
}

function byMax(list: readonly ScoredKey[]): Map<string, number> {
  let max = 0;
  for (const item of list) max = Math.max(max, item.score);
  // Scores at or below the zero point carry no evidence.
  return new Map(list.map((item) => [item.key, max > 0 ? Math.max(0, item.score) / max : 0]));
}

function zScore(list: readonly ScoredKey[]): Map<string, number> {
  const mean = list.reduce((sum, item) => sum + item.score, 0) / list.length;
  const variance = list.reduce((sum, item) => sum + (item.score - mean) ** 2, 0) / list.length;
  const sd = Math.sqrt(variance);
  // The logistic squashes z into (0, 1); 1.7 makes it track the normal CDF.
  const squash = (z: number) => 1 / (1 + Math.exp(-1.7 * z));
  return new Map(list.map((item) => [item.key, sd > 0 ? squash((item.score - mean) / sd) : 0.5]));
}

function aboveFloor(
  list: readonly ScoredKey[],
  floor: number,
  ceiling: number,
): Map<string, number> {
  const scores = new Map<string, number>();
  for (const item of list) {
    if (item.score > floor)
      scores.set(item.key, Math.min(1, (item.score - floor) / (ceiling - floor)));
  }
  return scores;
}

/**
 * Scores of one list in [0, 1], by key. A key listed twice keeps its first score. With
 * `calibrated`, keys at or below `calibration.floor` are left out.
 */
export function normalizeScores(
  list: readonly ScoredKey[],
  method: Normalization = 'min-max',
  calibration: { floor: number; ceiling: number } = DEFAULT_CALIBRATION,
): Map<string, number> {
  const seen = new Set<string>();
  const unique = list.filter((item) => !seen.has(item.key) && seen.add(item.key));
  if (unique.length === 0) return new Map();
  if (method === 'calibrated') return aboveFloor(unique, calibration.floor, calibration.ceiling);
  if (method === 'z-score') return zScore(unique);
  return method === 'max' ? byMax(unique) : minMax(unique);
}

/** 1 for global, plus `bonus` per step towards enterprise (most specific wins near ties). */
export function scopeFactor(scope: ScopeName, bonus: number = DEFAULTS.scopeBonus): number {
  return 1 + bonus * (SCOPES.length - 1 - rankScope(scope));
}

/**
 * Between 1 − weight (very old, or no readable date) and 1 (updated now): the recency part
 * halves every `halfLifeDays`. Dates in the future count as now.
 */
export function recencyFactor(
  updated: string,
  now: Date | number,
  halfLifeDays: number = DEFAULTS.halfLifeDays,
  weight: number = DEFAULTS.recencyWeight,
): number {
  const at = Date.parse(updated);
  if (Number.isNaN(at)) return 1 - weight;
  const ageDays = Math.max(0, (Number(now) - at) / DAY_MS);
  return 1 - weight + weight * 0.5 ** (ageDays / halfLifeDays);
}

function resolveOptions(options: FusionOptions) {
  const merged = { ...DEFAULTS, ...options };
  checkRange('semanticWeight', merged.semanticWeight, 0, 1);
  checkRange('recencyWeight', merged.recencyWeight, 0, 1);
  checkRange('scopeBonus', merged.scopeBonus, 0, 1);
  checkRange('semanticFloor', merged.semanticFloor, -1, 0.999);
  checkRange('semanticCeiling', merged.semanticCeiling, merged.semanticFloor + 0.001, 1);
  checkRange('halfLifeDays', merged.halfLifeDays, Number.MIN_VALUE, Number.MAX_VALUE);
  if (Number.isNaN(Number(merged.now))) {
    throw new StrataError('INVALID_ARGUMENT', `now ${String(merged.now)} is not a time`, {
      hint: 'pass a Date or epoch milliseconds',
    });
  }
  return merged;
}

/** Weighted reciprocal-rank sums by key (ranks from the normalised scores, best first). */
function reciprocalRanks(
  kw: ReadonlyMap<string, number>,
  sem: ReadonlyMap<string, number>,
  weight: number,
): Map<string, number> {
  const sums = new Map<string, number>();
  const add = (scores: ReadonlyMap<string, number>, share: number) => {
    const ranked = [...scores].sort((a, b) => b[1] - a[1]);
    ranked.forEach(([key], index) => {
      sums.set(key, (sums.get(key) ?? 0) + share / (RRF_K + index + 1));
    });
  };
  add(kw, 1 - weight);
  add(sem, weight);
  return sums;
}

/**
 * Fuses a keyword and a semantic result list into one ranking, best first, each result
 * with its {@link FusionExplanation}. When one list is empty the other decides alone (so
 * keyword-only search works unchanged without vectors). `meta` gives scope and update time
 * by key; an unknown key gets no scope bonus and the recency factor of a very old note.
 */
export function fuseScores(
  keyword: readonly ScoredKey[],
  semantic: readonly ScoredKey[],
  meta: (key: string) => FusionMeta | undefined,
  options: FusionOptions,
): FusedResult[] {
  const o = resolveOptions(options);
  const methods =
    typeof o.normalization === 'string'
      ? { keyword: o.normalization, semantic: o.normalization }
      : o.normalization;
  const calibration = { floor: o.semanticFloor, ceiling: o.semanticCeiling };
  const kw = normalizeScores(keyword, methods.keyword, calibration);
  const sem = normalizeScores(semantic, methods.semantic, calibration);
  const weight = sem.size === 0 ? 0 : kw.size === 0 ? 1 : o.semanticWeight;
  const keys = new Set(
    o.method === 'rerank' && kw.size > 0 ? kw.keys() : [...kw.keys(), ...sem.keys()],
  );
  const rrf = o.method === 'rrf' ? reciprocalRanks(kw, sem, weight) : null;
  const results: FusedResult[] = [];
  for (const key of keys) {
    const k = kw.get(key) ?? 0;
    const s = sem.get(key) ?? 0;
    const fused = rrf ? (rrf.get(key) ?? 0) : (1 - weight) * k + weight * s;
    const info = meta(key);
    const scope = info ? scopeFactor(info.scope, o.scopeBonus) : 1;
    const recency = recencyFactor(info?.updated ?? '', o.now, o.halfLifeDays, o.recencyWeight);
    const final = fused * scope * recency;
    results.push({
      key,
      score: final,
      explanation: {
        keyword: k,
        semantic: s,
        fused,
        scopeFactor: scope,
        recencyFactor: recency,
        final,
      },
    });
  }
  return results.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
