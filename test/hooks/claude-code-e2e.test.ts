/**
 * End to end with the real Claude Code CLI (npm @anthropic-ai/claude-code) against a fake
 * Messages API on loopback: the plugin is loaded with --plugin-dir, HOME is a temp folder,
 * and the assertions are on what Claude Code sends to the model. The MCP server runs as
 * Claude Code starts it from .mcp.json (MCP tools need ENABLE_TOOL_SEARCH=false and
 * --allowedTools with their full names in -p mode). The store and the fake API are shared;
 * each test sets up the rest it needs, so any one runs alone or in any order: the prompts of
 * (a, b), (d), (f) and (g) go to one session started by whichever of them runs first
 * (stream-json input, a new one once (g) has ended it), each test reading the requests of
 * its own prompts; (e) and (c) start sessions of their own.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestPaths } from '../../src/storage/digest-paths.js';
import { CLAUDE, type ClaudeSession, runClaude, startClaudeSession } from '../kit/claude-cli.js';
import { REPO } from '../kit/cli.js';
import { type FakeApi, type FakeRequest, startFakeApi } from '../kit/fake-anthropic.js';
import { backgroundCaptureGone, processGone } from '../kit/processes.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { strata } from '../support/run-cli-in-process.js';

// Full names as the model sees them (plugin strata, server memory); -p needs them allowed.
const SEARCH_TOOL = 'mcp__plugin_strata_memory__memory_search';
const RESUME_TOOL = 'mcp__plugin_strata_memory__memory_resume';

const GOTCHA = `---
id: gotcha-stripe-idempotency-keys
title: Stripe charges need an idempotency key
type: gotcha
severity: critical
created: "2026-05-01T10:00:00Z"
updated: "2026-05-01T10:00:00Z"
tags: [payments]
file_patterns: ["src/payments/**"]
---
Every charge call must pass an idempotency key, or a retried request charges twice.
`;

const AUTH_THREAD = [
  'The refresh token rotation fails when two browser tabs refresh at once, look at the auth refresh code',
  'So both tabs send the same refresh token and the second rotation is rejected as token reuse?',
  'Add a lock around the refresh token rotation in the session store so concurrent refreshes share it',
  'Write a test firing two refresh token rotations in parallel against the session store',
];
const UNRELATED =
  'The settings page sidebar overlaps the main content on mobile screens, the CSS grid breaks below 640px';

let store: TempStore;

let api: FakeApi;
const charge = () => path.join(store.proj, 'src', 'payments', 'charge.ts');

/** The last user turn of a request, as text (prompt, tool results, reminders). */
function lastUserTurn(req: FakeRequest): string {
  const messages = (req.body.messages ?? []) as Array<{ role: string; content: unknown }>;
  const content = messages.at(-1)?.content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: { type?: string; text?: string; content?: unknown }) => {
      if (part.type === 'tool_result') {
        const inner =
          typeof part.content === 'string' ? part.content : JSON.stringify(part.content);
        return `tool_result: ${inner}`;
      }
      return part.text ?? '';
    })
    .join('\n');
}

/** What the user typed last in the conversation of `req` (hook context removed). */
function typedPrompt(req: FakeRequest): string {
  const messages = (req.body.messages ?? []) as Array<{ role: string; content: unknown }>;
  const typed = messages.findLast(
    (m) => m.role === 'user' && !JSON.stringify(m.content).includes('"tool_result"'),
  );
  return JSON.stringify(typed?.content ?? '').replace(
    /<system-reminder>[\s\S]*?<\/system-reminder>/g,
    '',
  );
}

function script(req: FakeRequest) {
  const turn = lastUserTurn(req);
  // The prompt typed, not the whole request: the next session's handoff note quotes it.
  if (turn.includes('tool_result') && typedPrompt(req).includes('RUN_THE_CHECK'))
    return {
      text: 'The check failed: the marker is missing.\n\nNext steps:\n- create the marker file',
    };
  if (turn.includes('tool_result')) return { text: 'Done.' };
  // Slash-command bodies first: a handoff note of an earlier session in this file can
  // quote an earlier prompt's marker word in the context of a later request.
  // The body of commands/review.md with its id: accept it into the project scope, through
  // the CLI path the command names (${CLAUDE_PLUGIN_ROOT} filled in by Claude Code).
  const review = /Review the drafts strata proposed from earlier sessions: ([a-z0-9-]+)/.exec(turn);
  const cli = /Run `(node \S+\/lib\/cli\/main\.js) review --json`/.exec(turn);
  if (review && cli)
    return {
      tool: 'Bash',
      input: {
        // Retitled as the command asks, in the same step as the accept.
        command: `${cli[1]} review --accept ${review[1]} --scope project --title "Use pnpm, not npm: the lockfile is pnpm" --json`,
        description: 'Accept the draft',
      },
    };
  // The body of commands/resume.md with $ARGUMENTS filled in: the slash command really ran.
  const resume = /Resume a stashed thread: (breadcrumb-[a-z0-9-]+)/.exec(turn);
  if (resume) return { tool: RESUME_TOOL, input: { id: resume[1] } };
  // Marker words count only in what the user typed, not in context hooks added.
  const typed = turn.replace(/<system-reminder>[\s\S]*?<\/system-reminder>/g, '');
  if (typed.includes('RUN_THE_CHECK'))
    return { tool: 'Bash', input: { command: 'ls MARKER_FILE', description: 'Check' } };
  if (typed.includes('READ_THE_CHARGE_FILE'))
    return { tool: 'Read', input: { file_path: charge() } };
  if (typed.includes('SEARCH_THE_MEMORY'))
    return { tool: SEARCH_TOOL, input: { query: 'idempotency key for retried charges' } };
  return { text: 'Noted.' };
}

/** The capture workers every ended session started (SessionEnd), until each has exited. */
async function captureWorkersGone(): Promise<void> {
  if (!store) return;
  const cache = path.join(store.root, 'cache');
  const sessions = digestPaths(cache, store.proj).sessions;
  if (!existsSync(sessions)) return;
  for (const id of readdirSync(sessions)) await backgroundCaptureGone(cache, store.proj, id);
}

const options = () => ({ cwd: store.proj, env: store.env, apiUrl: api.url });
const claude = (args: string[]) => runClaude(args, options());
const session = (args: string[]) => startClaudeSession(args, options());

/** The requests made while `action` ran. */
async function requestsOf(action: () => Promise<unknown>): Promise<FakeRequest[]> {
  const first = api.requests.length;
  await action();
  return api.requests.slice(first);
}

/** The draft (g) accepts. Dated now: a capture worker archives drafts past drafts.ttlDays. */
function writeDraft(local: string): void {
  const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  writeFileSync(
    path.join(local, 'learning-use-pnpm-not-npm.md'),
    `---\nid: learning-use-pnpm-not-npm\ntitle: Never use npm here, always use pnpm\ntype: learning\ncreated: "${now}"\nupdated: "${now}"\nstatus: draft\ncapture_rule: correction\nsession: earlier\n---\nThe lockfile is pnpm.\n`,
  );
}

/** Requests a test may cause: a loop between a hook and the model would exceed it. */
const MAX_REQUESTS_PER_TEST = 20;

describe.skipIf(!existsSync(CLAUDE))('with the real Claude Code CLI', () => {
  /** The session (a, b), (d), (f) and (g) talk to, started by whichever needs it first. */
  let live: ClaudeSession | undefined;
  const shared = (): ClaudeSession => {
    live ??= session([
      '--allowedTools',
      SEARCH_TOOL,
      `Bash(node ${path.join(REPO, 'lib', 'cli', 'main.js')} review:*)`,
    ]);
    return live;
  };

  beforeAll(async () => {
    store = makeTempStore();
    mkdirSync(path.dirname(charge()), { recursive: true });
    writeFileSync(charge(), 'export function charge(amount: number) {}\n');
    writeFileSync(store.mem('gotcha-stripe-idempotency-keys.md'), GOTCHA);
    writeFileSync(store.mem('config.json'), JSON.stringify({ embedding: { provider: 'none' } }));
    expect((await strata(['reindex'], { cwd: store.proj, env: store.env })).code).toBe(0);
    api = await startFakeApi(script, 100);
  });
  afterAll(async () => {
    await live?.end();
    await captureWorkersGone();
    await api?.close();
    store?.cleanup();
  });

  it("(e) a session ends with a handoff note, and the next session's first request carries it", async () => {
    const end = await claude(['Please RUN_THE_CHECK now', '--allowedTools', 'Bash']);
    expect(end.code, end.stderr).toBe(0);
    const sessionId = JSON.parse(end.stdout).session_id as string;
    // SessionEnd started the worker; its pid is in the session's state folder.
    const sessions = digestPaths(path.join(store.root, 'cache'), store.proj).sessions;
    const { pid } = JSON.parse(
      readFileSync(path.join(sessions, sessionId, 'capture.json'), 'utf8'),
    );
    await processGone(pid);
    const after = session([]);
    try {
      const mine = await requestsOf(() => after.send('Hello again'));
      const text = mine[0]!.text;
      expect(text).toContain('Where the last session ended:');
      expect(text).toContain('Please RUN_THE_CHECK now');
      expect(text).toContain('failed: `ls MARKER_FILE`');
      expect(text).toContain('Next steps: create the marker file');
    } finally {
      const ended = await after.end();
      expect(ended.code, ended.stderr).toBe(0);
    }
  });

  it('(a, b) session-start context and the gotcha of a file Claude reads reach the model', async () => {
    const mine = await requestsOf(() => shared().send('Please READ_THE_CHARGE_FILE and review it'));
    expect(mine.length).toBeLessThan(MAX_REQUESTS_PER_TEST);
    expect(mine[0]!.text).toContain(`strata memory for project ${store.proj}`);
    expect(mine[0]!.text).toContain('mcp__plugin_strata_memory__memory_search');
    // Claude Code loaded the plugin's skill and slash commands (names no hook text uses).
    for (const name of ['strata:maintain', 'strata:remember', 'strata:forget', 'strata:link'])
      expect(mine[0]!.text, name).toContain(name);
    const afterRead = mine.find((r) => lastUserTurn(r).includes('tool_result'));
    expect(afterRead).toBeDefined();
    expect(lastUserTurn(afterRead!)).toContain(
      'Known gotcha for src/payments/charge.ts (critical, gotcha-stripe-idempotency-keys): Stripe charges need an idempotency key',
    );
  });

  it('(d) Claude Code starts the MCP server from .mcp.json and a memory_search result reaches the model', async () => {
    const mine = await requestsOf(() => shared().send('Please SEARCH_THE_MEMORY for charges'));
    expect(mine[0]!.text).toContain(SEARCH_TOOL);
    const answered = mine.find((r) => lastUserTurn(r).includes('tool_result'));
    expect(answered, mine.map((r) => lastUserTurn(r).slice(0, 500)).join('\n---\n')).toBeDefined();
    const result = lastUserTurn(answered!);
    expect(result).toContain('gotcha-stripe-idempotency-keys');
    expect(result).toContain('Stripe charges need an idempotency key');
    expect(result).not.toMatch(/is_error|not allowed|permission/i);
    expect(mine.length).toBeLessThan(MAX_REQUESTS_PER_TEST);
  });

  it('(f) a decision that matches the prompt reaches the model with the prompt', async () => {
    const mine = await requestsOf(() =>
      shared().send('why JWT instead of server sessions for the API'),
    );
    expect(lastUserTurn(mine[0]!)).toContain(
      '[project] Decision that may bear on this prompt (decision-jwt-over-server-sessions): Use short-lived JWTs instead of server-side sessions',
    );
  });

  it('(g) /strata:review accepts a draft into the project scope, retitled', async () => {
    const local = path.join(store.memDir, 'local');
    mkdirSync(local, { recursive: true });
    writeDraft(local);
    const current = shared();
    const mine = await requestsOf(() => current.send('/strata:review learning-use-pnpm-not-npm'));
    live = undefined;
    const ended = await current.end();
    expect(ended.code, ended.stderr).toBe(0);
    const answered = mine.find((r) => lastUserTurn(r).includes('tool_result'));
    expect(answered, mine.map((r) => lastUserTurn(r).slice(0, 800)).join('\n---\n')).toBeDefined();
    expect(lastUserTurn(answered!)).toMatch(/"scope": ?"project"/);
    const accepted = readFileSync(path.join(store.memDir, 'learning-use-pnpm-not-npm.md'), 'utf8');
    expect(accepted).not.toContain('status: draft');
    expect(accepted).toContain('capture_rule: correction');
    expect(accepted).toContain('Use pnpm, not npm: the lockfile is pnpm');
    expect(existsSync(path.join(local, 'learning-use-pnpm-not-npm.md'))).toBe(false);
  });

  it('(c) across a resumed session an unrelated prompt stashes the thread, and /strata:resume brings it back', async () => {
    const first = api.requests.length;
    const thread = session([]);
    let sessionId = '';
    for (const prompt of AUTH_THREAD) sessionId = String((await thread.send(prompt)).session_id);
    const started = await thread.end();
    expect(started.code, started.stderr).toBe(0);
    const resumed = session(['--resume', sessionId, '--allowedTools', RESUME_TOOL]);
    try {
      const shift = await requestsOf(() => resumed.send(UNRELATED));
      const notice =
        /the previous thread "([^"]+)" \(\d+ prompts, \d+ files\) was stashed as (breadcrumb-[a-z0-9-]+)\. Resume it with \/strata:resume \2\./.exec(
          lastUserTurn(shift[0]!),
        );
      expect(notice, lastUserTurn(shift[0]!).slice(0, 2000)).not.toBeNull();
      const back = await requestsOf(() => resumed.send(`/strata:resume ${notice![2]}`));
      const answered = back.find((r) => lastUserTurn(r).includes('tool_result'));
      expect(
        answered,
        back.map((r) => lastUserTurn(r).slice(0, 500)).join('\n---\n'),
      ).toBeDefined();
      const result = lastUserTurn(answered!);
      expect(result).toContain(`"id":"${notice![2]}"`);
      expect(result).toContain('"already_resumed":false');
      expect(result).toContain(
        'The refresh token rotation fails when two browser tabs refresh at once',
      );
    } finally {
      const ended = await resumed.end();
      expect(ended.code, ended.stderr).toBe(0);
    }
    expect(api.requests.length - first).toBeLessThan(MAX_REQUESTS_PER_TEST);
  });
});
