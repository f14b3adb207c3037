import { describe, expect, it } from 'vitest';
import { commandKey, shownCommand } from '../../src/core/capture/tool-commands.js';
import { findDiagnoses, findUserFindings } from '../../src/core/capture/tool-diagnosis.js';
import { edit, prompt, propose, run, say } from '../support/transcript-events.js';

describe('diagnosis: the cause Claude names right after a failure', () => {
  it('drafts the cause, quoting the failing command and its error line', () => {
    const drafts = findDiagnoses([
      ...run('1', 'npm run build', 'Error: SyntaxError: Unexpected token export', true),
      say('The issue is that the loader reads `.cjs` files only. Renaming fixes it.'),
    ]);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ rule: 'diagnosis', type: 'learning' });
    expect(drafts[0]!.title).toBe('The issue is that the loader reads `.cjs` files only.');
    expect(drafts[0]!.evidence[0]).toBe(
      '`npm run build` failed: Error: SyntaxError: Unexpected token export',
    );
  });

  it('reads an error the user pasted, and a short cause takes the next sentence along', () => {
    const drafts = findDiagnoses([
      say('Run this script and tell me what it returns.'),
      prompt('error "The variable total is not defined." number -2753'),
      say("Yes, it's a scoping issue. Handlers only see properties, not top-level sets."),
    ]);
    expect(drafts.map((d) => d.title)).toEqual([
      "It's a scoping issue. Handlers only see properties, not top-level sets.",
    ]);
    expect(drafts[0]!.evidence[0]).toMatch(/^User reported: error "The variable total/);
  });

  it("leaves Claude's next step out of the cause", () => {
    const [draft] = findDiagnoses([
      prompt('error "The variable result is not defined." number -2753'),
      say('`result` is a reserved word in AppleScript. Let me rename it:'),
    ]);
    expect(draft!.summary).toBe('`result` is a reserved word in AppleScript.');
  });

  it('drafts nothing when no failure came first, or the reply names no cause', () => {
    expect(
      findDiagnoses([
        ...run('1', 'npm test', '12 passed', false),
        say('The issue is that the tests are slow.'),
      ]),
    ).toEqual([]);
    expect(
      findDiagnoses([...run('1', 'npm test', 'Error: 1 failed', true), say('Let me look.')]),
    ).toEqual([]);
  });

  it('a guard refusing a call is not a failure to diagnose', () => {
    const refused = "cd to '/home/u' was blocked. Only child directories are allowed.";
    expect(
      findDiagnoses([...run('1', 'cd /home/u && ls', refused, true), say('The issue is X.')]),
    ).toEqual([]);
  });
});

describe('diagnosis: a finding the user states', () => {
  it.each([
    'It seems like the value is 0 when tracks are hidden and 1 when they are shown.',
    'I think the issue is caused by lazy downloads from iCloud.',
    'it looks like the first entry is not always meta, so use the first one with a cwd.',
  ])('drafts %s', (text) => {
    const drafts = findUserFindings([prompt(text)]);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ rule: 'diagnosis', summary: text });
  });

  it.each([
    'It looks like you forgot to update the README again.',
    'Maybe the issue is that the cache is stale.',
    'Is the problem that the cache is stale?',
    'I would like to see what it looks like in Python.',
  ])('skips %s', (text) => {
    expect(findUserFindings([prompt(text)])).toEqual([]);
  });
});

describe('edit-churn needs a fight, error-fix a retried step', () => {
  it('no gotcha for a file edited often while unrelated commands failed once each', () => {
    const drafts = propose([
      ...edit('1', 'src/a.ts'),
      ...run('2', 'npm start', 'Error: Cannot find module ./x', true),
      ...edit('3', 'src/a.ts'),
      ...run('4', 'ls missing', 'ls: missing: No such file or directory', true),
      ...edit('5', 'src/a.ts'),
    ]);
    expect(drafts.filter((d) => d.rule === 'edit-churn')).toEqual([]);
  });

  it('a gotcha when one command kept failing across the edits', () => {
    const drafts = propose([
      ...edit('1', 'src/a.ts'),
      ...run('2', 'cd /p && npm test', 'Error: expected 2 to be 3', true),
      ...edit('3', 'src/a.ts'),
      ...run('4', 'npm test -- a', 'Error: expected 2 to be 4', true),
      ...edit('5', 'src/a.ts'),
    ]);
    const churn = drafts.filter((d) => d.rule === 'edit-churn');
    expect(churn).toHaveLength(1);
    expect(churn[0]!.title).toBe('a.ts: 3 edits while `npm test -- a` failed');
  });

  it('pairs a commit retried with another message, and quotes the failing run', () => {
    const drafts = propose([
      ...run('1', 'cd /p && git commit -m "one"', 'Error: trailing whitespace....Failed', true),
      ...edit('2', 'src/a.ts'),
      ...run('3', 'git commit -m "two"', '[main 1a2b] two', false),
    ]);
    expect(drafts.map((d) => d.rule)).toEqual(['error-fix']);
    expect(drafts[0]!.title).toBe(
      'git commit -m "one" failed: Error: trailing whitespace....Failed',
    );
    expect(drafts[0]!.evidence[0]).toContain('cd /p && git commit -m "one"');
  });
});

describe('command helpers', () => {
  it.each([
    ['git commit -m "fix: x"', 'git commit'],
    ['cd /p && source .venv/bin/activate && pytest --spec', 'pytest'],
    ['pnpm run lint', 'pnpm run lint'],
    ['python -m pytest specs', 'python -m pytest'],
    ['FOO=1 node src/index.ts test', 'node src/index.ts'],
    ['npm start 2>&1 | head', 'npm start'],
  ])('commandKey(%s) is %s', (command, key) => {
    expect(commandKey(command)).toBe(key);
  });

  it('shownCommand drops the cd in front', () => {
    expect(shownCommand('cd /a/b && cd c && npm test')).toBe('npm test');
  });
});
