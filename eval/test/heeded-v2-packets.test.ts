/**
 * The second heeded study's packets: the Latin square is the first run's, a session's
 * turns end where each variant says, and a player's packet holds no label.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKET_FIELDS, playerPacketText } from '../pretool/heeded/build-packets-v2.js';
import {
  cutAtCall,
  sessionMessages,
  withFirstRequest,
} from '../pretool/heeded/session-messages.js';
import { playerMap } from '../pretool/heeded/v2-moments.js';

const RUN = path.join(import.meta.dirname, '..', 'pretool', 'heeded', 'runs', '2026-11-29');
const readRun = (name: string) => JSON.parse(readFileSync(path.join(RUN, name), 'utf8'));

const entry = (type: string, content: unknown) =>
  JSON.stringify({ type, message: { role: type, content } });
const JSONL = [
  entry('user', 'Stage everything and commit.'),
  entry('assistant', [{ type: 'text', text: 'Looking first.' }]),
  entry('assistant', [
    { type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'git status' } },
  ]),
  entry('user', [{ type: 'tool_result', tool_use_id: 't1', content: 'M a.py' }]),
  entry('assistant', [{ type: 'text', text: 'Staging.' }]),
  entry('assistant', [
    { type: 'tool_use', id: 't2', name: 'Bash', input: { command: 'git add -A' } },
  ]),
  entry('user', [{ type: 'tool_result', tool_use_id: 't2', content: '' }]),
].join('\n');
const REFUSAL = {
  tool: 'Bash',
  reason: 'held: why',
  context: '<strata-memory>why</strata-memory>',
};

describe('heeded v2 packets', () => {
  it("gives each player each sampled call once, in the first run's Latin square", () => {
    const sample = readRun('sample.json') as string[];
    const map = playerMap(sample);
    expect(map).toEqual(readRun('player-map.json'));
    for (const p of ['p1', 'p2', 'p3']) {
      const seen = Object.entries(map).filter(([slot]) => slot.startsWith(`${p}/`));
      const calls = seen.map(([, id]) => id.replace(/-(none|hold|ask)$/, ''));
      expect(new Set(calls)).toEqual(new Set(sample));
      for (const v of ['none', 'hold', 'ask'])
        expect(seen.filter(([, id]) => id.endsWith(`-${v}`))).toHaveLength(10);
    }
  });

  it('merges entries of one role, and ends before the call without a refusal', () => {
    const turns = sessionMessages(JSONL);
    expect(turns.map((t) => t.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
    const none = cutAtCall(turns, 't2')!;
    expect(none.at(-1)).toEqual(turns[2]);
    expect(JSON.stringify(none)).not.toContain('git add -A');
  });

  it('ends with the call answered by the refusal as Claude Code sends it', () => {
    const held = cutAtCall(sessionMessages(JSONL), 't2', REFUSAL)!;
    expect(held.at(-2)?.content.at(-1)).toMatchObject({
      id: 't2',
      input: { command: 'git add -A' },
    });
    expect(held.at(-1)).toEqual({
      role: 'user',
      content: [
        { type: 'tool_result', content: 'held: why', is_error: true, tool_use_id: 't2' },
        {
          type: 'text',
          text: '<system-reminder>\nPreToolUse:Bash hook additional context: <strata-memory>why</strata-memory>\n</system-reminder>',
        },
      ],
    });
  });

  it("puts the first request's reminders before the session's first message", () => {
    const body = {
      messages: [
        {
          role: 'user',
          content: [
            {
              type: 'text',
              text: '<system-reminder>\nstart\n</system-reminder>',
              cache_control: {},
            },
            { type: 'text', text: 'Noted, thanks' },
          ],
        },
      ],
    };
    const [first] = withFirstRequest(sessionMessages(JSONL), body);
    expect(first?.content).toEqual([
      { type: 'text', text: '<system-reminder>\nstart\n</system-reminder>' },
      { type: 'text', text: 'Stage everything and commit.' },
    ]);
  });

  it('refuses to write a packet that names its label, its call or its variant', () => {
    const key = {
      set: 'bookminder',
      variant: 'hold',
      gotcha: 'gotcha-x',
      call: { id: 's#2', session: 's' },
    };
    const packet = {
      first_request: 'first-request/x.json',
      workspace: 'workspace/bookminder/abc',
      session_project_dir: '/p',
      messages: cutAtCall(sessionMessages(JSONL), 't2', REFUSAL)!,
    };
    const text = playerPacketText('moment-01', packet, key, 'bookminder-004-hold');
    expect(Object.keys(JSON.parse(text))).toEqual(PACKET_FIELDS);
    for (const leak of [{ variant: 'hold' }, { note: 'bookminder-004' }, { call: 's#2' }])
      expect(() =>
        playerPacketText('moment-01', { ...packet, ...leak }, key, 'bookminder-004-hold'),
      ).toThrow();
    const named = { ...packet, session_project_dir: 'see bookminder-004' };
    expect(() => playerPacketText('moment-01', named, key, 'bookminder-004-hold')).toThrow(/names/);
  });
});
