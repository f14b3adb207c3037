/**
 * The calibration estimated from a store (titles as questions) beside the calibration
 * measured with each labelled set's questions, with the real embedded model (USE-lite):
 * measured floor = median cosine of question–unrelated memory pairs, measured ceiling =
 * 90th percentile of question–answer pairs (how USE-lite's shipped calibration was made on
 * the tuning set). On the held-out sets the estimate is only compared, never tuned.
 */

import { embeddingText } from '../../src/core/embedding-text.js';
import { loadUseLite } from '../../src/embeddings/embedded-provider.js';
import { cosine } from '../../src/embeddings/vector-math.js';
import {
  estimateCalibration,
  MAX_CALIBRATION_SAMPLE,
  pickEvenly,
} from '../../src/indexing/estimate-calibration.js';
import { loadQualitySet, selectedQualitySets } from './quality.js';
import { type BenchRow, percentile } from './support/measure.js';

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Floor and ceiling measured with the set's labelled questions. */
function measure(
  questions: { vector: number[]; relevant: Set<string> }[],
  memories: { id: string; vector: number[] }[],
) {
  const unrelated: number[] = [];
  const answers: number[] = [];
  for (const q of questions)
    for (const m of memories)
      (q.relevant.has(m.id) ? answers : unrelated).push(cosine(q.vector, m.vector));
  return { floor: percentile(unrelated, 50), ceiling: percentile(answers, 90) };
}

/** Rows per labelled set: estimated floor and ceiling beside the measured ones. */
export async function benchCalibration(): Promise<BenchRow[]> {
  const model = await loadUseLite();
  const rows: BenchRow[] = [];
  for (const set of selectedQualitySets()) {
    const loaded = await loadQualitySet(set.folder);
    if (!loaded) continue;
    const { memories, queries } = loaded;
    const vectors = await model.embed(memories.map((m) => embeddingText(m)));
    const sample = pickEvenly(
      memories
        .map((m, i) => ({ title: m.title, vector: vectors[i]! }))
        .sort((a, b) => (a.title < b.title ? -1 : 1)),
      MAX_CALIBRATION_SAMPLE,
    );
    const titles = await model.embed(sample.map((s) => s.title));
    const estimate = estimateCalibration(
      titles,
      sample.map((s) => s.vector),
    );
    const questionVectors = await model.embed(queries.map((q) => q.query));
    const measured = measure(
      queries.map((q, i) => ({ vector: questionVectors[i]!, relevant: new Set(q.relevant) })),
      memories.map((m, i) => ({ id: m.id, vector: vectors[i]! })),
    );
    for (const side of ['floor', 'ceiling'] as const)
      rows.push({
        name: `${set.label} (${memories.length} memories, ${sample.length} titles): estimated ${side}`,
        value: estimate ? round(estimate[side]) : Number.NaN,
        unit: '',
        digits: 3,
        baseline: {
          name: `measured with ${queries.length} questions`,
          value: round(measured[side]),
        },
      });
  }
  return rows;
}
