/**
 * Hybrid ranking: keyword (BM25) and semantic (cosine) scores live on different scales,
 * so each list is normalised first, then mixed with one weight. The mix is then nudged by
 * scope precedence (a more specific scope wins a near tie) and mildly by recency (a fresh
 * note beats a stale one of equal relevance, but relevance still decides). Pure: `now` is
 * passed in.
 */
import { StrataError } from '../core/errors.js';
import type { ScopeName } from '../core/scope.js';
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
 * How scores of one list are brought to [0, 1]. `max` divides by the best score: BM25 has a
 * true zero ("no word matched"), so a weak match stays weak instead of being stretched; it
 * is the keyword list's. `calibrated` maps a cosine from the model's floor (0) to its
 * ceiling (1) and drops what is at or below the floor: every memory has some similarity and
 * only the model's own scale says which is meaningful, so a score means the same in every
 * query and an unrelated candidate is no candidate; it is the semantic list's.
 */
export type Normalization = 'max' | 'calibrated';

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
  /** Age at which the recency boost halves. Default 180 days. */
  halfLifeDays?: number;
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
/** Bonus per step of scope precedence (global 0 … enterprise 3 steps): breaks near ties. */
const SCOPE_BONUS = 0.02;
/** Largest share of a score that age can take away: relevance still decides. */
const RECENCY_WEIGHT = 0.1;
const DEFAULTS = {
  semanticWeight: 0.2,
  semanticFloor: DEFAULT_CALIBRATION.floor,
  semanticCeiling: DEFAULT_CALIBRATION.ceiling,
  halfLifeDays: 180,
};

function checkRange(name: string, value: number, min: number, max: number): void {
  if (!(Number.isFinite(value) && value >= min && value <= max)) {
    throw new StrataError('INVALID_ARGUMENT', `${name} ${value} is out of range`, {
      hint: `use a number from ${min} to ${max}`,
    });
  }
}

function byMax(list: readonly ScoredKey[]): Map<string, number> {
  let max = 0;
  for (const item of list) max = Math.max(max, item.score);
  // Scores at or below the zero point carry no evidence.
  return new Map(list.map((item) => [item.key, max > 0 ? Math.max(0, item.score) / max : 0]));
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
  method: Normalization,
  calibration: { floor: number; ceiling: number } = DEFAULT_CALIBRATION,
): Map<string, number> {
  const seen = new Set<string>();
  const unique = list.filter((item) => !seen.has(item.key) && seen.add(item.key));
  if (unique.length === 0) return new Map();
  return method === 'calibrated'
    ? aboveFloor(unique, calibration.floor, calibration.ceiling)
    : byMax(unique);
}

/**
 * Steps above global: Claude Code's own memory is one person's notes in one project, as
 * private as the local scope, so it gets the local scope's step.
 */
const SCOPE_STEPS: Readonly<Record<ScopeName, number>> = {
  enterprise: 3,
  local: 2,
  claude: 2,
  project: 1,
  instructions: 1,
  global: 0,
};

/** 1 for global, plus a small bonus per step towards enterprise (most specific wins near ties). */
export function scopeFactor(scope: ScopeName): number {
  return 1 + SCOPE_BONUS * SCOPE_STEPS[scope];
}

/**
 * Between 1 − the recency weight (very old, or no readable date) and 1 (updated now): the
 * recency part halves every `halfLifeDays`. Dates in the future count as now.
 */
export function recencyFactor(
  updated: string,
  now: Date | number,
  halfLifeDays: number = DEFAULTS.halfLifeDays,
): number {
  const at = Date.parse(updated);
  if (Number.isNaN(at)) return 1 - RECENCY_WEIGHT;
  const ageDays = Math.max(0, (Number(now) - at) / DAY_MS);
  return 1 - RECENCY_WEIGHT + RECENCY_WEIGHT * 0.5 ** (ageDays / halfLifeDays);
}

function resolveOptions(options: FusionOptions) {
  const merged = { ...DEFAULTS, ...options };
  checkRange('semanticWeight', merged.semanticWeight, 0, 1);
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
  const calibration = { floor: o.semanticFloor, ceiling: o.semanticCeiling };
  const kw = normalizeScores(keyword, 'max');
  const sem = normalizeScores(semantic, 'calibrated', calibration);
  const weight = sem.size === 0 ? 0 : kw.size === 0 ? 1 : o.semanticWeight;
  const keys = new Set([...kw.keys(), ...sem.keys()]);
  const results: FusedResult[] = [];
  for (const key of keys) {
    const k = kw.get(key) ?? 0;
    const s = sem.get(key) ?? 0;
    const fused = (1 - weight) * k + weight * s;
    const info = meta(key);
    const scope = info ? scopeFactor(info.scope) : 1;
    const recency = recencyFactor(info?.updated ?? '', o.now, o.halfLifeDays);
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
