import { describe, expect, it } from 'vitest';
import { evaluateTopicDetector, loadTopicSequence } from '../bench/support/topic-eval.js';

describe('topic detector on the labelled sequence', () => {
  it('has at least 60 realistic prompts with marked shifts, and scores them', () => {
    const sequence = loadTopicSequence();
    const score = evaluateTopicDetector(sequence);
    expect(score.prompts).toBeGreaterThanOrEqual(60);
    expect(score.shifts).toBeGreaterThanOrEqual(8);
    // Targets are reported by the bench; here only that the evaluator counts consistently.
    expect(score.truePositives + score.falseNegatives).toBe(score.shifts);
    expect(score.precision).toBeGreaterThan(0);
    expect(score.recall).toBeGreaterThan(0);
  });
});
