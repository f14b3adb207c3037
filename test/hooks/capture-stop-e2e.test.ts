/**
 * Capture judged by Claude, end to end with the real Claude Code CLI against a fake
 * Messages API on loopback: in a session where the user corrects Claude, Claude Code runs
 * strata's Stop hook, which blocks the first stop, so the model's next request carries the
 * capture reason; the stop after that goes through. A subagent the session starts never
 * gets the reason: only the main conversation's stop is asked, once. The question is
 * asked (by default) while Claude Code's own auto memory is off, so these sessions run with
 * it off; with it on, the same correction ends the session without the question.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAUDE, runClaude } from '../kit/claude-cli.js';
import { spawnStrata } from '../kit/cli.js';
import { type FakeApi, type FakeRequest, startFakeApi } from '../kit/fake-anthropic.js';
import { processGone } from '../kit/processes.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

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

/**
 * Waits for the workers the hooks started in the background (capture at session end,
 * reindex, audit): each leaves its pid in a JSON file of the cache.
 */
async function workersGone(cacheRoot: string): Promise<void> {
  if (!existsSync(cacheRoot)) return;
  for (const file of readdirSync(cacheRoot, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.json')) continue;
    let pid: unknown;
    try {
      pid = JSON.parse(readFileSync(path.join(cacheRoot, file), 'utf8'))?.pid;
    } catch {
      continue;
    }
    if (Number.isSafeInteger(pid) && (pid as number) > 0) await processGone(pid as number);
  }
}

/** The name Claude Code gives its subagent tool in this version. */
function agentTool(req: FakeRequest): string {
  const names = ((req.body.tools ?? []) as Array<{ name: string }>).map((t) => t.name);
  return names.find((n) => n === 'Agent' || n === 'Task') ?? 'Task';
}

/** The draft the model saves when asked, through the command the reason names. */
function saveDraft(turn: string) {
  const cli = /(node "[^"]+") remember --status draft --scope local --tag captured/.exec(turn);
  if (!cli) return { text: 'No command in the reason.' };
  const args = [
    'remember --status draft --scope local --tag captured --type learning',
    '--title "Use pnpm, never npm: the lockfile is pnpm-lock.yaml"',
    '--body "npm writes a package-lock.json beside pnpm-lock.yaml."',
    '--alias "npm install breaks the lockfile"',
  ].join(' ');
  return { tool: 'Bash', input: { command: `${cli[1]} ${args}`, description: 'Save the draft' } };
}

function script(req: FakeRequest) {
  const turn = lastTurn(req);
  if (turn.includes(REASON))
    return turn.includes('SAVE_IT') ? saveDraft(turn) : { text: 'Nothing worth a draft.' };
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
    store.env.CLAUDE_CODE_DISABLE_AUTO_MEMORY = '1';
    writeFileSync(store.mem('config.json'), JSON.stringify({ embedding: { provider: 'none' } }));
    api = await startFakeApi(script, 40);
  });
  afterAll(async () => {
    await api?.close();
    await workersGone(path.join(store.root, 'cache'));
    store?.cleanup();
  });

  const runWith = async (env: Record<string, string>, prompt: string, ...args: string[]) => {
    const first = api.requests.length;
    const result = await runClaude([prompt, ...args], { cwd: store.proj, env, apiUrl: api.url });
    expect(result.code, result.stderr).toBe(0);
    return api.requests.slice(first);
  };
  const run = (prompt: string, ...args: string[]) => runWith(store.env, prompt, ...args);

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

  it('the model saves a draft through the command the reason names; it waits for /strata:review', async () => {
    const mine = await run(`${CORRECTION}. SAVE_IT`, '--allowedTools', 'Bash');
    const saved = mine.find((r) => lastTurn(r).includes('tool_result'));
    expect(saved, mine.map((r) => lastTurn(r).slice(0, 300)).join('\n---\n')).toBeDefined();
    const review = await spawnStrata(['review', '--json'], { cwd: store.proj, env: store.env });
    expect(review.json.drafts).toEqual([
      expect.objectContaining({
        title: 'Use pnpm, never npm: the lockfile is pnpm-lock.yaml',
        scope: 'local',
        status: 'draft',
        tags: ['captured'],
      }),
    ]);
  });

  it("with Claude Code's auto memory on (its default), the stop after a correction is not asked", async () => {
    const { CLAUDE_CODE_DISABLE_AUTO_MEMORY: _off, ...env } = store.env;
    const mine = await runWith(env, CORRECTION);
    expect(mine, mine.map((r) => lastTurn(r).slice(0, 300)).join('\n---\n')).toHaveLength(1);
    expect(JSON.stringify(mine[0]!.body)).not.toContain(REASON);
  });
});
