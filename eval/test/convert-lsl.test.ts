import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../../src/core/capture/transcript.js';
import { lslToJsonl } from '../fixtures/transcripts-heldout-v4/convert-lsl.js';

/** A made-up page in the session log's shape: two prompt sets, parallel calls, a failure. */
const PAGE = [
  '# Claude Code Session Log',
  '',
  '**Session:** 2030-01-01_0900-1000',
  '',
  '---',
  '',
  '<a name="ps_1"></a>',
  '## Prompt Set 1 (ps_1)',
  '',
  '**Time:** 2030-01-01T09:00:00.000Z',
  '**Tool Calls:** 2',
  '',
  '### User',
  '',
  'the tests fail, look at the config',
  '',
  '### Assistant',
  '',
  '',
  '',
  '### Assistant',
  '',
  '**Tool:** Read',
  '**Input:** ```json',
  '{',
  '  "file_path": "/home/pat/shop/src/config.ts"',
  '}',
  '```',
  '',
  '### Assistant',
  '',
  '**Tool:** Bash',
  '**Input:** ```json',
  '{',
  '  "command": "npm test"',
  '}',
  '```',
  '',
  '### User',
  '',
  '**Result:** ✅ Success',
  '',
  '     1→export const port = 80',
  '',
  '### User',
  '',
  '**Result:** ❌ Error',
  '',
  'Error: port 80 needs root',
  '',
  '### Assistant',
  '',
  'Port 80 is privileged; using 8080.',
  '',
  '---',
  '',
  '<a name="ps_2"></a>',
  '## Prompt Set 2 (ps_2)',
  '',
  '**Time:** 2030-01-01T09:05:00.000Z',
  '',
  '### User',
  '',
  'never use port 80 here',
  '',
  '---',
  '',
].join('\n');

describe('session log page converter', () => {
  it('turns prompts, replies, tool calls and their results into Claude Code JSONL', () => {
    const { events } = parseTranscript(lslToJsonl(PAGE, 'demo'));
    expect(events).toEqual([
      { kind: 'prompt', text: 'the tests fail, look at the config' },
      {
        kind: 'tool',
        id: 'toolu_demo_2',
        name: 'Read',
        input: { file_path: '/home/pat/shop/src/config.ts' },
      },
      { kind: 'tool', id: 'toolu_demo_3', name: 'Bash', input: { command: 'npm test' } },
      {
        kind: 'result',
        id: 'toolu_demo_2',
        isError: false,
        text: '1→export const port = 80',
      },
      { kind: 'result', id: 'toolu_demo_3', isError: true, text: 'Error: port 80 needs root' },
      { kind: 'text', text: 'Port 80 is privileged; using 8080.' },
      { kind: 'prompt', text: 'never use port 80 here' },
    ]);
  });

  it('roots the session at the given directory, else at the one holding every file it touched', () => {
    const first = lslToJsonl(PAGE, 'demo').split('\n')[0]!;
    expect(JSON.parse(first).cwd).toBe('/home/pat/shop/src');
    const given = lslToJsonl(PAGE, 'demo', '/home/pat/shop').split('\n')[0]!;
    expect(JSON.parse(given).cwd).toBe('/home/pat/shop');
  });

  it('leaves out a result with no open call and an input that is not JSON', () => {
    const page = [
      '### User',
      '',
      '**Result:** ✅ Success',
      '',
      'orphan output',
      '',
      '### Assistant',
      '',
      '**Tool:** Bash',
      '**Input:** ```json',
      '{ not json',
      '```',
    ].join('\n');
    const { events } = parseTranscript(lslToJsonl(page, 'x'));
    expect(events).toEqual([{ kind: 'tool', id: 'toolu_x_1', name: 'Bash', input: {} }]);
  });
});
