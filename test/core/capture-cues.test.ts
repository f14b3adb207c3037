import { describe, expect, it } from 'vitest';
import { proposeDrafts } from '../../src/core/capture/propose.js';
import { findRefusals } from '../../src/core/capture/tool-blocked.js';
import type { TranscriptEvent } from '../../src/core/capture/transcript.js';
import { prompt, say } from '../support/transcript-events.js';

const propose = (events: TranscriptEvent[]) =>
  proposeDrafts(events, { projectRoot: null, known: [] });

describe('corrections without never/always', () => {
  it.each([
    ['a convention about a tool', 'We use pnpm in this repo, the lockfile says so.'],
    ['where things live', 'The fixtures live in specs/apple_books/fixtures now.'],
    ['a step before committing', 'Run the linter before committing anything.'],
    [
      'a rule inside a longer sentence',
      'Plan the edits in small steps and always test the script.',
    ],
    ['a preference said outright', "I don't want the hook to stop at the first match."],
  ])('drafts %s', (_what, text) => {
    expect(propose([prompt(text)]).map((d) => d.rule)).toEqual(['correction']);
  });

  it.each([
    ['a convention about nothing concrete', 'We use this approach everywhere.'],
    ['a one-off for the current phase', "Don't modify anything in this context gathering phase."],
    ['Claude\'s words about "the user"', "The user wants me to never touch it, so I won't."],
    ['a quotation', '"Never use grep, always use rg."'],
    ['a pasted block', 'It printed:\n```\nERROR never run as root\n```'],
  ])('leaves %s alone', (_what, text) => {
    expect(propose([prompt(text)])).toEqual([]);
  });

  it("keeps what Claude said after conceding, next to the user's rule", () => {
    const [draft] = propose([
      prompt("Don't add words between # and skip-hook."),
      say(
        "You're absolutely right! The pattern is #\\s*skip-hook, so only spaces may follow #. Let me fix it.",
      ),
    ]);
    expect(draft?.summary).toContain('The pattern is #\\s*skip-hook');
    expect(draft?.summary).not.toContain('Let me fix it');
    expect(draft?.evidence.at(-1)).toMatch(/^Claude conceded: /);
  });

  it('does not draft a prompt only because Claude conceded', () => {
    expect(propose([prompt('Hmm, that output looks odd.'), say("You're right, it does.")])).toEqual(
      [],
    );
  });
});

describe('findRefusals', () => {
  const call = (id: string, command: string): TranscriptEvent => ({
    kind: 'tool',
    id,
    name: 'Bash',
    input: { command },
  });
  const refused = (id: string, text: string): TranscriptEvent => ({
    kind: 'result',
    id,
    isError: true,
    text,
  });

  it("drafts one gotcha per guard, in the guard's words", () => {
    const hook = (what: string) =>
      `Bash operation blocked by hook:\n- [python3 ~/.claude/check.py]: Use rg instead of ${what}\n(add '# skip-hook' to override)`;
    const drafts = findRefusals([
      call('1', 'grep -r TODO .'),
      refused('1', hook('grep -r')),
      call('2', 'find . -name x'),
      refused('2', hook('find')),
      call('3', 'cd ~/.claude && ls'),
      refused('3', "cd to '/home/u/.claude' was blocked. Only child directories are allowed."),
    ]);
    expect(drafts).toHaveLength(2);
    expect(drafts[0]!.title).toMatch(
      /^hook `python3 ~\/\.claude\/check\.py` refuses `grep -r TODO \.`: Use rg instead of grep -r/,
    );
    expect(drafts[1]!.title).toMatch(/^Claude Code refuses `cd ~\/\.claude && ls`: cd to /);
    expect(drafts[0]).toMatchObject({ rule: 'blocked', type: 'gotcha' });
    expect(drafts[0]!.summary).toContain('Use rg instead of find');
  });

  it('ignores ordinary failures', () => {
    expect(findRefusals([call('1', 'npm test'), refused('1', 'Error: 3 tests failed')])).toEqual(
      [],
    );
  });
});
