import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type DraftCandidate,
  proposeDrafts,
  renderDraftBody,
} from '../../src/core/capture/propose.js';
import { parseTranscript } from '../../src/core/capture/transcript.js';
import { redactSecrets } from '../../src/core/redact.js';
import { readLabels, scoreAll, TRANSCRIPTS_DIR, transcriptRoot } from '../kit/transcript-labels.js';

function draftsOf(file: string, known: { id: string; title: string; summary: string }[] = []) {
  const text = readFileSync(path.join(TRANSCRIPTS_DIR, file), 'utf8');
  return proposeDrafts(parseTranscript(text).events, { projectRoot: transcriptRoot(file), known });
}

const flat = (c: DraftCandidate) => `${c.title}\n${renderDraftBody(c, 's1', redactSecrets)}`;

describe('capture rules on the labelled transcripts', () => {
  it.each(Object.entries(readLabels()))(
    '%s yields the drafts its labels plant',
    (file, lessons) => {
      const drafts = draftsOf(file);
      for (const lesson of lessons) {
        const match = drafts.find((d) =>
          lesson.keywords.every((k) => flat(d).toLowerCase().includes(k.toLowerCase())),
        );
        expect(match, `${file}: ${lesson.keywords.join(', ')}`).toBeDefined();
        expect(match!.rule).toBe(lesson.rule);
      }
    },
  );

  it('proposes nothing for chat that only sounds like rules, or an error never fixed', () => {
    expect(draftsOf('chatty-no-lessons.jsonl')).toEqual([]);
    expect(draftsOf('unfixed-error.jsonl')).toEqual([]);
  });

  it('reaches the precision and recall the labels ask for', () => {
    const score = scoreAll((file, text) =>
      proposeDrafts(parseTranscript(text).events, {
        projectRoot: transcriptRoot(file),
        known: [],
      }).map((c) => ({ rule: c.rule, text: flat(c) })),
    );
    expect(score.precision).toBeGreaterThanOrEqual(0.7);
    expect(score.recall).toBeGreaterThanOrEqual(0.6);
  });

  it('a gotcha draft names the churned file as file_patterns and no separate error-fix draft', () => {
    const drafts = draftsOf('migration-gotcha.jsonl');
    expect(drafts.map((d) => d.rule)).toEqual(['edit-churn']);
    expect(drafts[0]).toMatchObject({ type: 'gotcha', filePatterns: ['src/db/migrate.ts'] });
    expect(drafts[0]!.evidence.join('\n')).toContain('checksum mismatch');
  });

  it('quotes evidence with secrets redacted, and says which rule and session', () => {
    const [draft] = draftsOf('secret-in-correction.jsonl');
    const body = renderDraftBody(draft!, 'sess-42', redactSecrets);
    expect(body).toContain('STRIPE_SECRET_KEY');
    expect(body).not.toContain('sk_live_51Habc123DEF456ghi789JKL');
    expect(body).toContain('[REDACTED]');
    expect(body).toContain('session sess-42 by rule `correction`');
    expect(body).toMatch(/^> User: /m);
  });

  it('drops a candidate an existing memory already says', () => {
    const known = [
      {
        id: 'learning-pnpm-only',
        title: 'Never use npm in this repository',
        summary: 'pnpm only: npm writes a package-lock.json.',
      },
    ];
    expect(draftsOf('pnpm-correction.jsonl', known)).toEqual([]);
    expect(draftsOf('pnpm-correction.jsonl')).toHaveLength(1);
  });
});

describe('parseTranscript', () => {
  it('keeps prompts, replies, tool calls and results; skips sub-agents, meta and reminders', () => {
    const lines = [
      {
        type: 'user',
        sessionId: 's',
        message: { role: 'user', content: 'hello <system-reminder>x</system-reminder>' },
      },
      { type: 'user', isMeta: true, message: { role: 'user', content: 'meta' } },
      { type: 'user', isSidechain: true, message: { role: 'user', content: 'sub-agent' } },
      {
        type: 'user',
        message: { role: 'user', content: '<command-name>/strata:review</command-name>' },
      },
      { type: 'attachment', attachment: { type: 'date' } },
      {
        type: 'assistant',
        message: {
          content: [
            { type: 'text', text: 'hi' },
            { type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'ls' } },
          ],
        },
      },
      {
        type: 'user',
        message: {
          content: [
            {
              type: 'tool_result',
              tool_use_id: 't1',
              is_error: true,
              content: [{ type: 'text', text: 'boom' }],
            },
          ],
        },
      },
    ];
    const text = `{"half a line\n${lines.map((l) => JSON.stringify(l)).join('\n')}\nnot json\n`;
    expect(parseTranscript(text)).toEqual({
      sessionId: 's',
      events: [
        { kind: 'prompt', text: 'hello' },
        { kind: 'text', text: 'hi' },
        { kind: 'tool', id: 't1', name: 'Bash', input: { command: 'ls' } },
        { kind: 'result', id: 't1', isError: true, text: 'boom' },
      ],
    });
  });
});

describe('instructions inside longer messages', () => {
  const prompt = (text: string) => [{ kind: 'prompt' as const, text }];
  const propose = (text: string) => proposeDrafts(prompt(text), { projectRoot: null, known: [] });

  it('drafts an imperative "don\'t" after a comma, titled from the instruction', () => {
    const [draft] = propose("Please use the previous style for the docs, don't add emojis!");
    expect(draft?.rule).toBe('correction');
    expect(draft?.title).toContain("don't add emojis");
  });

  it('titles a "you should not" from its clause, not the lead-in', () => {
    const [draft] = propose(
      'I committed the log -- but please recall that you should not read the diary folder without asking.',
    );
    expect(draft?.title).toMatch(/^You should not read the diary folder/);
  });

  it.each([
    [
      'a thing the project already has',
      'I forgot to tell you, we already have a plugin that finds the transcript.',
    ],
    [
      'a step Claude keeps missing',
      'You probably have to activate the virtual environment to run the specs.',
    ],
    ['a wish that stands', 'I still want ruff on the specs, only mypy skips them.'],
    ['where results go', 'Put the analysis result inside `docs/analysis/`'],
  ])('drafts %s', (_what, text) => {
    const [draft] = propose(text);
    expect(draft?.rule).toBe('correction');
  });

  it.each([
    'You need to see the final cost per session, it is printed at the end.',
    'Put it in the fridge.',
    'We already discussed it, carry on.',
  ])('leaves "%s" alone', (text) => {
    expect(propose(text)).toEqual([]);
  });

  it('leaves "I don\'t see …" and "don\'t worry" alone', () => {
    expect(propose("I don't see where you analyse the history. Don't worry about it.")).toEqual([]);
  });
});
