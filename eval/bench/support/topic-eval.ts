/**
 * Runs the topic-shift detector over a labelled prompt sequence exactly as the
 * UserPromptSubmit hook drives it (files read fold into the thread before the next
 * prompt, history seeds the next session) and scores its shift calls.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultHookConfig } from '../../../src/core/config/hook-config.js';
import { contentTerms } from '../../../src/core/terms.js';
import {
  addFiles,
  type FileRead,
  newTopicState,
  observePrompt,
  type TopicHistory,
  type TopicParams,
  updateHistory,
} from '../../../src/core/topic.js';

/** One labelled prompt. */
export interface LabelledPrompt {
  text: string;
  files?: string[];
  shift?: boolean;
  gapMinutes?: number;
}

/** The fixture file's shape. */
export interface TopicSequence {
  sessions: Array<{ id: string; prompts: LabelledPrompt[] }>;
  /** Opening lines of each file read, as the Read hook sees them. */
  fileContents?: Record<string, string>;
}

/** Scores and the calls that went wrong. */
export interface TopicScore {
  prompts: number;
  shifts: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  mistakes: Array<{
    session: string;
    text: string;
    expected: boolean;
    reason: string;
    distance?: number;
    threshold?: number;
  }>;
}

/** The labelled sequence shipped with the tests. */
export const TOPIC_SEQUENCE_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'fixtures',
  'topic-sequence.json',
);

/** Loads a labelled sequence. */
export function loadTopicSequence(file = TOPIC_SEQUENCE_PATH): TopicSequence {
  return JSON.parse(readFileSync(file, 'utf8')) as TopicSequence;
}

/** Runs the detector over `sequence` and scores it. */
export function evaluateTopicDetector(
  sequence: TopicSequence,
  params: TopicParams = defaultHookConfig().topic,
): TopicScore {
  const score: TopicScore = {
    prompts: 0,
    shifts: 0,
    truePositives: 0,
    falsePositives: 0,
    falseNegatives: 0,
    precision: 0,
    recall: 0,
    mistakes: [],
  };
  let history: TopicHistory | null = null;
  let clock = Date.parse('2026-03-02T09:00:00Z');
  for (const session of sequence.sessions) {
    let state = newTopicState(history);
    let pendingFiles: FileRead[] = [];
    for (const prompt of session.prompts) {
      clock += (prompt.gapMinutes ?? 3) * 60_000;
      if (state.thread && pendingFiles.length)
        state = { ...state, thread: addFiles(state.thread, pendingFiles) };
      const result = observePrompt(state, prompt.text, new Date(clock), params);
      state = result.state;
      pendingFiles = (prompt.files ?? []).map((f) => ({
        path: f,
        terms: contentTerms(sequence.fileContents?.[f] ?? ''),
      }));
      const called = result.decision.kind === 'shift';
      const expected = prompt.shift === true;
      score.prompts++;
      if (expected) score.shifts++;
      if (called && expected) score.truePositives++;
      if (called && !expected) score.falsePositives++;
      if (!called && expected) score.falseNegatives++;
      if (called !== expected) {
        const { reason, distance, threshold } = result.decision;
        score.mistakes.push({
          session: session.id,
          text: prompt.text,
          expected,
          reason,
          ...(distance === undefined ? {} : { distance }),
          ...(threshold === undefined ? {} : { threshold }),
        });
      }
    }
    history = updateHistory(history, state);
    clock += 12 * 3_600_000;
  }
  const called = score.truePositives + score.falsePositives;
  score.precision = called ? score.truePositives / called : 1;
  score.recall = score.shifts ? score.truePositives / score.shifts : 1;
  return score;
}
