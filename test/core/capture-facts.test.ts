import { describe, expect, it } from 'vitest';
import {
  commandWords,
  factAbout,
  findFailureFacts,
  findLabelledRootCause,
  labelledRootCause,
} from '../../src/core/capture-tool-facts.js';
import { prompt, propose, run, say } from '../support/transcript-events.js';

describe('failure facts: a constraint Claude states after a command failed', () => {
  it('drafts the fact about the program that failed, quoting its first output line', () => {
    const drafts = findFailureFacts([
      ...run('1', 'doas zpool scrub tank', 'doas: a tty is required to authenticate', true),
      say('Sorry - `doas` needs a real tty to ask for the passphrase. Run it yourself:'),
    ]);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ rule: 'diagnosis', type: 'learning' });
    expect(drafts[0]!.title).toBe('`doas` needs a real tty to ask for the passphrase.');
    expect(drafts[0]!.evidence[0]).toBe(
      '`doas zpool scrub tank` failed: doas: a tty is required to authenticate',
    );
  });

  it('leaves a status report, a next step and a fact about something else alone', () => {
    const failed = run('1', 'make deploy', 'Error: upload failed', true);
    for (const reply of [
      'The deployment is failing again. Let me look at the log.',
      "Let me check why make can't upload.",
      'The network does not answer right now.',
    ])
      expect(findFailureFacts([...failed, say(reply)])).toEqual([]);
  });

  it('reads only a failure, and only the first reply before the next prompt', () => {
    expect(
      findFailureFacts([...run('1', 'make deploy', 'ok', false), say('make requires root.')]),
    ).toEqual([]);
    expect(
      findFailureFacts([
        ...run('1', 'make deploy', 'Error: denied', true),
        prompt('go on'),
        say('make requires root.'),
      ]),
    ).toEqual([]);
  });

  it('ties a sentence to the command by the words before its verb', () => {
    const words = commandWords('cd /srv && brew install --cask osquery 2>&1');
    expect(words.has('osquery')).toBe(true);
    expect(words.has('usr')).toBe(false);
    expect(factAbout('osquery requires sudo for the pkg installer.', words)).toBe(
      'osquery requires sudo for the pkg installer.',
    );
    expect(factAbout('The installer requires osquery.', words)).toBeNull();
  });

  it('is a switch, off by default', () => {
    const events = [
      ...run('1', 'doas zpool scrub tank', 'doas: a tty is required', true),
      say('`doas` needs a real tty.'),
    ];
    expect(propose(events)).toEqual([]);
    expect(propose(events, { failureFacts: true }).map((d) => d.title)).toEqual([
      '`doas` needs a real tty.',
    ]);
  });
});

describe('labelled root cause: "Root cause: …" in what Claude writes', () => {
  it.each([
    [
      '**Root cause:** The `Trailing` rule rewrites pack loops.',
      'The `Trailing` rule rewrites pack loops.',
    ],
    [
      '1. **Root cause identified**: the bucket policy ARN was malformed',
      'the bucket policy ARN was malformed',
    ],
    [
      '### Root Cause: The issue was stale closures in the drop handler.',
      'The issue was stale closures in the drop handler.',
    ],
  ])('reads %s', (line, cause) => {
    expect(labelledRootCause(line)).toBe(cause);
  });

  it('a bare heading or a short label states nothing', () => {
    expect(labelledRootCause('## Root Cause Analysis')).toBeNull();
    expect(labelledRootCause('Root cause: unknown')).toBeNull();
  });

  it('takes the line under a "Root Cause:" heading, once per session', () => {
    const drafts = findLabelledRootCause([
      say('All green now.\n\n### Root Cause:\nThe cache key left out the locale, so pages mixed.'),
      say('**Root cause:** the cache key again, restated in the summary.'),
    ]);
    expect(drafts.map((d) => d.title)).toEqual([
      'The cache key left out the locale, so pages mixed.',
    ]);
    expect(drafts[0]!.evidence[0]).toBe(
      'Claude: ### Root Cause: The cache key left out the locale, so pages mixed.',
    );
  });

  it('is a switch, off by default', () => {
    const events = [say('**Root cause:** the cache key left out the locale.')];
    expect(propose(events)).toEqual([]);
    expect(propose(events, { rootCauseLabel: true })).toHaveLength(1);
  });
});
