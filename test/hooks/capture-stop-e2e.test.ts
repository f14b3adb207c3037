/**
 * Capture judged by Claude, end to end with the real Claude Code CLI against a fake
 * Messages API on loopback: in a session where the user corrects Claude, Claude Code runs
 * strata's Stop hook, which blocks the first stop, so the model's next request carries the
 * capture reason; the stop after that goes through. A subagent the session starts never
 * gets the reason: only the main conversation's stop is asked, once.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAUDE, runClaude } from '../support/claude-cli.js';
import { type FakeApi, type FakeRequest, startFakeApi } from '../support/fake-anthropic.js';
import { makeTempStore, type TempStore } from '../support/temp-store.js';

/** The words that open the capture reason (src/core/capture/stop-reason.ts). */
const REASON = 'strata capture check (once per session)';
const CORRECTION =
  'No, never use npm in this repo, always use pnpm: the lockfile is pnpm-lock.yaml';

let store: TempStore;
let api: FakeApi;

/** Every text of a message's content, tool results included. */
function messageText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((p: { type?: string; text?: string; content?: unknown }) =>
      p.type === 'tool_result' ? `tool_result: ${JSON.stringify(p.content)}` : (p.text ?? ''),
    )
    .join('\n');
}

const lastTurn = (req: FakeRequest) => messageText(req.body.messages?.at(-1)?.content);
const firstTurn = (req: FakeRequest) => messageText(req.body.messages?.[0]?.content);

/** A subagent's requests start with the task the main conversation gave it. */
const isSubagent = (req: FakeRequest) => firstTurn(req).includes('SUBAGENT_TASK');

/** The name Claude Code gives its subagent tool in this version. */
function agentTool(req: FakeRequest): string {
  const names = ((req.body.tools ?? []) as Array<{ name: string }>).map((t) => t.name);
  return names.find((n) => n === 'Agent' || n === 'Task') ?? 'Task';
}

function script(req: FakeRequest) {
  const turn = lastTurn(req);
  if (turn.includes(REASON)) return { text: 'Nothing worth a draft.' };
  if (isSubagent(req)) return { text: 'The lockfile is pnpm-lock.yaml.' };
  if (turn.includes('tool_result')) return { text: 'Done.' };
  const typed = turn.replace(/<system-reminder>[\s\S]*?<\/system-reminder>/g, '');
  if (typed.includes('DELEGATE_TO_AGENT'))
    return {
      tool: agentTool(req),
      input: {
        description: 'Check the lockfile',
        prompt: `SUBAGENT_TASK ${CORRECTION}. Say which lockfile the repository has.`,
        subagent_type: 'general-purpose',
      },
    };
  return { text: "You're right: pnpm from now on." };
}

describe.skipIf(!existsSync(CLAUDE))('capture at a stop, with the real Claude Code CLI', () => {
  beforeAll(async () => {
    store = makeTempStore({ samples: false });
    writeFileSync(store.mem('config.json'), JSON.stringify({ embedding: { provider: 'none' } }));
    api = await startFakeApi(script, 40);
  });
  afterAll(async () => {
    await api?.close();
    store?.cleanup();
  });

  const run = async (prompt: string) => {
    const first = api.requests.length;
    const result = await runClaude([prompt], { cwd: store.proj, env: store.env, apiUrl: api.url });
    expect(result.code, result.stderr).toBe(0);
    return api.requests.slice(first);
  };

  it('a correction: the first stop is blocked once and the next request carries the reason', async () => {
    const mine = await run(CORRECTION);
    const asked = mine.filter((r) => lastTurn(r).includes(REASON));
    expect(asked, mine.map((r) => lastTurn(r).slice(0, 300)).join('\n---\n')).toHaveLength(1);
    // The request right after the model's first answer, quoting the user's correction.
    expect(mine.indexOf(asked[0]!)).toBe(1);
    expect(lastTurn(asked[0]!)).toContain('No, never use npm in this repo');
    expect(lastTurn(asked[0]!)).toContain('remember --status draft --scope local');
    // The model answered and stopped again: that stop went through.
    expect(mine).toHaveLength(2);
  });

  it("a subagent's stop is never asked; the main conversation's stop is, once", async () => {
    const mine = await run(
      `${CORRECTION}. Please DELEGATE_TO_AGENT the lockfile check, then report`,
    );
    const sub = mine.filter(isSubagent);
    expect(sub.length, mine.map((r) => firstTurn(r).slice(0, 200)).join('\n---\n')).toBeGreaterThan(
      0,
    );
    for (const r of sub) expect(JSON.stringify(r.body.messages)).not.toContain(REASON);
    const asked = mine.filter((r) => JSON.stringify(r.body.messages?.at(-1)).includes(REASON));
    expect(asked).toHaveLength(1);
    expect(isSubagent(asked[0]!)).toBe(false);
  });
});
