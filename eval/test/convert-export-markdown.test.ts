import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../../src/core/capture/transcript.js';
import { exportMarkdownToJsonl } from '../fixtures/transcripts-heldout-v5/convert-export-markdown.js';

/** A made-up export in the exporter's shape: a prompt, a call, a failed result, a reply. */
const PAGE = [
  '# Claude Code Conversation',
  '',
  '**Session ID:** 00000000-demo',
  '**Exported:** Mon Jan  1 09:00:00 UTC 2030',
  '',
  '---',
  '',
  '## User',
  '*2030-01-01 09:00:00*',
  '',
  'why does the build fail?',
  '',
  '## Assistant',
  '*2030-01-01 09:00:02*',
  '',
  '[',
  '  {',
  '    "type": "tool_use",',
  '    "id": "toolu_1",',
  '    "name": "Bash",',
  '    "input": {',
  '      "command": "make"',
  '    }',
  '  }',
  ']',
  '',
  '## User',
  '*2030-01-01 09:00:05*',
  '',
  '[',
  '  {',
  '    "tool_use_id": "toolu_1",',
  '    "type": "tool_result",',
  '    "content": "make: *** No rule to make target",',
  '    "is_error": true',
  '  }',
  ']',
  '',
  '## Assistant',
  '*2030-01-01 09:00:07*',
  '',
  '[',
  '  {',
  '    "type": "text",',
  '    "text": "There is no Makefile; the build is `npm run build`."',
  '  }',
  ']',
  '',
  '## User',
  '*2030-01-01 09:01:00*',
  '',
  '[Request interrupted by user]',
  '',
].join('\n');

describe('session export converter', () => {
  it('turns prompts, replies, tool calls and their results into Claude Code JSONL', () => {
    const { sessionId, events } = parseTranscript(exportMarkdownToJsonl(PAGE, 'demo'));
    expect(sessionId).toBe('demo');
    expect(events).toEqual([
      { kind: 'prompt', text: 'why does the build fail?' },
      { kind: 'tool', id: 'toolu_1', name: 'Bash', input: { command: 'make' } },
      { kind: 'result', id: 'toolu_1', isError: true, text: 'make: *** No rule to make target' },
      { kind: 'text', text: 'There is no Makefile; the build is `npm run build`.' },
      { kind: 'prompt', text: '[Request interrupted by user]' },
    ]);
  });

  it('roots the session at the given directory', () => {
    const first = exportMarkdownToJsonl(PAGE, 'demo', '/home/pat/shop').split('\n')[0]!;
    expect(JSON.parse(first).cwd).toBe('/home/pat/shop');
  });

  it('keeps a bracketed prompt that is no list of blocks as text and wraps a bare reply', () => {
    const page = ['## User', '', '[1, 2] or [3]?', '', '## Assistant', '', '[3]', ''].join('\n');
    const { events } = parseTranscript(exportMarkdownToJsonl(page, 'x'));
    expect(events).toEqual([
      { kind: 'prompt', text: '[1, 2] or [3]?' },
      { kind: 'text', text: '[3]' },
    ]);
  });
});
