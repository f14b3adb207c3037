import { describe, expect, it } from 'vitest';
import { DEFAULT_SWITCHES } from '../../src/core/capture-switches.js';
import { commitSubject } from '../../src/core/capture-tool-committed.js';
import { errorExcerpt, isSoftFailure } from '../../src/core/capture-tool-errors.js';
import type { TranscriptEvent } from '../../src/core/transcript.js';
import { edit, prompt, propose, run, say } from '../support/transcript-events.js';

describe('push-back questions', () => {
  it('drafts a question that challenges the work when Claude concedes it', () => {
    const drafts = propose([
      say('The release is tagged and pushed.'),
      prompt('but the changelog job failed - did you not run the changelog check first?!'),
      say("You're absolutely right! The check reads CHANGES.md, which I never updated."),
    ]);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ rule: 'correction' });
    expect(drafts[0]!.title).toBe(
      'But the changelog job failed - did you not run the changelog check first?',
    );
    expect(drafts[0]!.summary).toContain('The check reads CHANGES.md');
  });

  it('drafts "have you tried …?" that Claude takes as advice', () => {
    const drafts = propose([
      prompt('have you tried the date picker from the component library?'),
      say('Great suggestion! Let me look for it.'),
    ]);
    expect(drafts.map((d) => d.title)).toEqual([
      'Have you tried the date picker from the component library?',
    ]);
  });

  it.each([
    [
      'a genuine question Claude answers',
      'Did you want to add tests for the parser too?',
      'Yes, I will add them next.',
    ],
    ['a bare "are you sure?"', 'Are you sure?', "You're right, let me check again."],
    [
      'a question about the task, not the work',
      'How does the parser handle empty lines?',
      "You're right to ask: it skips them.",
    ],
  ])('leaves %s alone', (_what, question, reply) => {
    expect(propose([prompt(question), say(reply)])).toEqual([]);
  });

  it('is a switch: off, the question is not drafted', () => {
    const events = [
      prompt('why are we not using the retry helper from utils?'),
      say("You're right, we should."),
    ];
    expect(propose(events, { pushbackQuestions: false })).toEqual([]);
    expect(propose(events)).toHaveLength(1);
  });
});

describe('error lines', () => {
  const output = [
    "warning: could not open directory 'web/.github/': No such file or directory",
    "fatal: pathspec '.github/ci.yml' did not match any files",
  ].join('\n');

  it('strict (the default): an error word or an upper-case code, git fatal included', () => {
    expect(DEFAULT_SWITCHES.strictErrorLines).toBe(true);
    expect(errorExcerpt(output, true)).toBe(
      "fatal: pathspec '.github/ci.yml' did not match any files",
    );
    // The default reading, which the handoff note uses too.
    expect(errorExcerpt(output)).toBe("fatal: pathspec '.github/ci.yml' did not match any files");
    expect(errorExcerpt('open failed\nENOENT: no such file', true)).toBe('open failed');
    expect(errorExcerpt('rootdir: /home/dev\nconfigfile: setup.cfg', true)).toBeNull();
    expect(errorExcerpt('Error: spawn ENOENT', true)).toBe('Error: spawn ENOENT');
  });

  it('loose: the code pattern matches the end of most words', () => {
    expect(errorExcerpt(output, false)).toMatch(/^warning: could not open directory/);
  });
});

describe('variants measured and left off', () => {
  it('are off by default', () => {
    const { pushbackQuestions, strictErrorLines, ...rest } = DEFAULT_SWITCHES;
    expect([pushbackQuestions, strictErrorLines]).toEqual([true, true]);
    expect(Object.values(rest).every((on) => !on)).toBe(true);
  });

  it('refusedThenConceded: the prompt after a refused call, when Claude concedes', () => {
    const events: TranscriptEvent[] = [
      { kind: 'tool', id: '1', name: 'Bash', input: { command: 'aws sso login' } },
      {
        kind: 'result',
        id: '1',
        isError: true,
        text: "The user doesn't want to proceed with this tool use.",
      },
      prompt('This project signs in with the deploy profile, not with single sign-on.'),
      say("You're right! Let me switch to the deploy profile."),
    ];
    expect(propose(events)).toEqual([]);
    expect(propose(events, { refusedThenConceded: true }).map((d) => d.title)).toEqual([
      'This project signs in with the deploy profile, not with single sign-on',
    ]);
  });

  it('softFailures reads a CI log or a failed background run', () => {
    expect(isSoftFailure('Run npm ci\n##[error]Process completed with exit code 1.')).toBe(true);
    expect(isSoftFailure('<status>failed</status>\n<exit_code>2</exit_code>')).toBe(true);
    expect(isSoftFailure('X main Deploy · 1234\nJOBS')).toBe(true);
    expect(isSoftFailure('✓ main Deploy · 1234\nJOBS')).toBe(false);
  });

  it('committedFixes: a pasted CI failure, an edit, then the commit that fixes it', () => {
    const events = [
      prompt('the deploy workflow failed:\nError: Node 16 actions are deprecated'),
      ...edit('1', '.github/workflows/deploy.yml'),
      ...run('2', 'git commit -m "fix(ci): move setup-node to v4"', '[main 1a2b3c] fix', false),
    ];
    expect(propose(events)).toEqual([]);
    const [draft] = propose(events, { committedFixes: true });
    expect(draft).toMatchObject({ rule: 'error-fix', title: 'Move setup-node to v4' });
    expect(draft!.evidence[0]).toBe('Failed: Error: Node 16 actions are deprecated');
  });

  it('reads the subject of a commit message, quoted or in a heredoc', () => {
    expect(commitSubject('git commit -m "fix: a"')).toBe('fix: a');
    expect(commitSubject('git commit -m "$(cat <<\'EOF\'\nfix: b\n\nmore\nEOF\n)"')).toBe('fix: b');
    expect(commitSubject('git push')).toBeNull();
  });

  it('setupFix: the same command passing from another folder', () => {
    const events = [
      ...run('1', 'git add ci.yml', "fatal: pathspec 'ci.yml' did not match any files", true),
      ...run('2', 'cd .. && git add ci.yml', '', false),
    ];
    expect(propose(events)).toEqual([]);
    const [draft] = propose(events, { setupFix: true });
    expect(draft!.summary).toBe(
      'It passed when run after `cd ..` (the shell was in another folder).',
    );
  });

  it('foundIssueCue and causeWindow: "Found the issue!" in a later reply', () => {
    const events = [
      ...run('1', 'npm test', 'Error: expected 3000, got undefined', true),
      say('Let me look at the config.'),
      say('Found the issue! The config reads PORT before dotenv has loaded.'),
    ];
    expect(propose(events).filter((d) => d.rule === 'diagnosis')).toEqual([]);
    const on = propose(events, { foundIssueCue: true, causeWindow: true });
    expect(on.filter((d) => d.rule === 'diagnosis').map((d) => d.title)).toEqual([
      'Found the issue! The config reads PORT before dotenv has loaded.',
    ]);
  });
});
