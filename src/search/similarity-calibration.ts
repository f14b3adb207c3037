/**
 * What a cosine similarity means depends on the model: USE-lite puts two unrelated notes of
 * one software store at about 0.43, all-minilm near 0.1, nomic-embed-text near 0.45. A raw
 * cosine (or one stretched to the best candidate) cannot say "nothing here is related", so
 * the semantic side of search only counts similarity above a floor measured for each model.
 * Every calibration lives in this one table.
 */

/** How to read the cosine similarities of one embedding model. */
export interface SimilarityCalibration {
  /**
   * Similarities at or below it carry no evidence of relatedness: the memory is not a
   * semantic candidate. Above it, `(cos − floor) / (1 − floor)` is the semantic score.
   */
  floor: number;
  /** The similarity from which a match is as certain as this model can say (score 1). */
  ceiling: number;
  /** How the floor was found, for `strata doctor` and the design note. */
  basis: string;
}

/**
 * Measured calibrations by `provider/model` (an Ollama tag such as `:latest` is ignored),
 * from labelled questions over a store (USE-lite: test/fixtures/search-eval; the
 * distributions are in eval/RESULTS.md). The floor is the median cosine of unrelated pairs
 * (a candidate must beat half of what an unrelated memory of the same store scores), the
 * ceiling the 90th percentile of answers.
 */
const CALIBRATIONS: Readonly<Record<string, SimilarityCalibration>> = {
  'embedded/use-lite': {
    floor: 0.43,
    ceiling: 0.74,
    basis:
      'tuning set: floor = median cosine of question–unrelated memory pairs, ceiling = 90th percentile of question–answer pairs',
  },
};

/**
 * For a model nobody measured: high enough that for the common embedding models only a
 * close match counts, so an unknown model can cost a weak semantic match but does not
 * return unrelated memories. Keyword matches are unaffected.
 */
export const DEFAULT_CALIBRATION: SimilarityCalibration = {
  floor: 0.6,
  ceiling: 1,
  basis: 'default for a model without a measured calibration',
};

/** The calibration of a model's similarities; {@link DEFAULT_CALIBRATION} when unmeasured. */
export function calibrationFor(space: { provider: string; model: string }): SimilarityCalibration {
  const model = space.model.toLowerCase().replace(/:latest$/, '');
  return CALIBRATIONS[`${space.provider}/${model}`] ?? DEFAULT_CALIBRATION;
}

/**
 * The calibration search uses: the space's measured one, else the estimate made from the
 * store (see `indexing/store-calibration.ts`), else the default; with the floor set in
 * config (`search.semanticFloor`), if any, in place of the measured one.
 */
export function resolveCalibration(
  space: { provider: string; model: string } | null,
  configuredFloor: number | undefined,
  estimated: SimilarityCalibration | null = null,
): SimilarityCalibration {
  const table = space ? calibrationFor(space) : DEFAULT_CALIBRATION;
  const measured = table === DEFAULT_CALIBRATION && estimated ? estimated : table;
  if (configuredFloor === undefined) return measured;
  const ceiling = Math.max(measured.ceiling, configuredFloor + 0.01);
  return { ...measured, floor: configuredFloor, ceiling };
}
