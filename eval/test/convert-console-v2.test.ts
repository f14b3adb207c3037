import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../../src/core/capture/transcript.js';
import { consoleV2ToJsonl } from '../fixtures/transcripts-heldout-v6/convert-console-v2.js';

/** A made-up Claude Code 2.x console: banner, a prompt, calls, a failure, chrome lines. */
const CONSOLE = [
  '╭─── Claude Code v2.1.0 ─────────────────────────────╮',
  '│        Welcome back Pat!       │ Tips for getting   │',
  '│   /…/pat/shop                  │ started            │',
  '╰─────────────────────────────────────────────────────╯',
  '══════════ Conversation compacted · ctrl+o for history ══════════',
  '',
  '❯ why does the build fail? use the      ',
  '  make target                            ',
  '',
  '● Let me run it.',
  '',
  '● Bash(make build)',
  '  ⎿  Error: Exit code 2',
  '     make: *** No rule to make target',
  '',
  '● Read(src/very/long/path/cut/at/the/terminal/wi',
  '  ⎿  Read 12 lines',
  '',
  '  Ran 2 shell commands (ctrl+o to expand)',
  '',
  '● There is no build target;',
  '  the build is npm run build.',
  '',
  '✻ Crunched for 1m 2s',
  '',
  '> /export notes.txt',
  '  ⎿  Failed to export conversation: ENOENT',
  '',
  '● Read(big.pdf)',
  '  ⎿  Read PDF (9MB)',
  '  ⎿ API Error: 413 {"error":{"type":"request_too_large"}}',
  '  ⎿  Interrupted · What should Claude do instead?',
  '',
  '───────────────────────────',
  '❯ ',
  '───────────────────────────',
  '  ⏵⏵ bypass permissions on (shift+tab to cycle)',
].join('\n');

describe('Claude Code 2.x console converter', () => {
  it('turns prompts, replies, tool calls and their results into Claude Code JSONL', () => {
    const { sessionId, events } = parseTranscript(
      consoleV2ToJsonl(CONSOLE, 'demo', '/home/pat/shop'),
    );
    expect(sessionId).toBe('demo');
    expect(events.map((e) => e.kind)).toEqual([
      'prompt',
      'text',
      'tool',
      'result',
      'tool',
      'result',
      'tool',
      'text',
      'prompt',
      'tool',
      'result',
      'text',
      'prompt',
    ]);
    expect(events[0]).toEqual({
      kind: 'prompt',
      text: 'why does the build fail? use the make target',
    });
    expect(events[2]).toMatchObject({
      kind: 'tool',
      name: 'Bash',
      input: { command: 'make build' },
    });
    expect(events[3]).toMatchObject({
      kind: 'result',
      isError: true,
      text: 'Error: Exit code 2\nmake: *** No rule to make target',
    });
    expect(events[7]).toEqual({
      kind: 'text',
      text: 'There is no build target; the build is npm run build.',
    });
    expect(events[8]).toEqual({ kind: 'prompt', text: '/export notes.txt' });
    expect(events[11]).toEqual({
      kind: 'text',
      text: 'API Error: 413 {"error":{"type":"request_too_large"}}',
    });
    expect(events[12]).toEqual({ kind: 'prompt', text: '[Request interrupted by user]' });
  });

  it('keeps a call whose argument the terminal cut, and folds a folded call to one without result', () => {
    const { events } = parseTranscript(consoleV2ToJsonl(CONSOLE, 'demo', '/home/pat/shop'));
    expect(events[4]).toMatchObject({
      name: 'Read',
      input: { file_path: '/home/pat/shop/src/very/long/path/cut/at/the/terminal/wi' },
    });
    expect(events[6]).toMatchObject({
      name: 'Bash',
      input: { description: 'Ran 2 shell commands' },
    });
  });

  it('joins a prompt that `/export` wrapped at column 0', () => {
    const text = '> how much have we improved our \nunderstanding of that season? \n\n● A lot.\n';
    const { events } = parseTranscript(consoleV2ToJsonl(text, 'x'));
    expect(events).toEqual([
      { kind: 'prompt', text: 'how much have we improved our understanding of that season?' },
      { kind: 'text', text: 'A lot.' },
    ]);
  });

  it('roots file paths at a Windows working directory', () => {
    const { events } = parseTranscript(
      consoleV2ToJsonl('● Read(app.py)\n  ⎿  Read 3 lines\n', 'w', 'C:\\src\\app'),
    );
    expect(events[0]).toMatchObject({ name: 'Read', input: { file_path: 'C:\\src\\app\\app.py' } });
    const first = consoleV2ToJsonl('❯ hi\n', 'w', 'C:\\src\\app').split('\n')[0]!;
    expect(JSON.parse(first).cwd).toBe('C:\\src\\app');
  });
});
