/**
 * Draft capture quality: precision (drafts a person would keep) and recall (planted
 * lessons found) of the capture rules over the labelled transcripts, beside the naive
 * baseline "every user message with never/always becomes a draft".
 */
import { proposeDrafts, renderDraftBody } from '../src/core/capture.js';
import { redactSecrets } from '../src/core/redact.js';
import { parseTranscript } from '../src/core/transcript.js';
import { type Score, scoreAll, transcriptRoot } from '../test/support/transcript-labels.js';
import type { BenchRow } from './support/measure.js';

function scoreRules(): Score {
  return scoreAll((file, text) =>
    proposeDrafts(parseTranscript(text).events, {
      projectRoot: transcriptRoot(file),
      known: [],
    }).map((c) => ({
      rule: c.rule,
      text: `${c.title}\n${renderDraftBody(c, 's', redactSecrets)}`,
    })),
  );
}

function scoreBaseline(): Score {
  return scoreAll((_file, text) =>
    parseTranscript(text)
      .events.filter((e) => e.kind === 'prompt' && /\b(?:never|always)\b/i.test(e.text))
      .map((e) => ({ rule: 'baseline', text: e.kind === 'prompt' ? e.text : '' })),
  );
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** The capture section of `npm run bench`. */
export async function benchCapture(): Promise<BenchRow[]> {
  const rules = scoreRules();
  const base = scoreBaseline();
  const baseline = (value: number) => ({ name: 'never/always messages', value: round(value) });
  return [
    {
      name: `draft precision (${rules.kept}/${rules.drafts} kept)`,
      value: round(rules.precision),
      unit: '',
      baseline: baseline(base.precision),
      target: '≥ 0.7',
      met: rules.precision >= 0.7,
    },
    {
      name: `recall of planted lessons (${rules.found}/${rules.lessons})`,
      value: round(rules.recall),
      unit: '',
      baseline: baseline(base.recall),
      target: '≥ 0.6',
      met: rules.recall >= 0.6,
    },
  ];
}
