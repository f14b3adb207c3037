/**
 * End to end with the real Claude Code CLI (npm @anthropic-ai/claude-code) against a fake
 * Messages API on loopback: the plugin is loaded with --plugin-dir, HOME is a temp folder,
 * and the assertions are on what Claude Code sends to the model. The MCP server runs as
 * Claude Code starts it from .mcp.json (MCP tools need ENABLE_TOOL_SEARCH=false and
 * --allowedTools with their full names in -p mode).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestPaths } from '../../src/storage/digest-paths.js';
import { REPO, strata } from '../support/cli.js';
import { type FakeApi, type FakeRequest, startFakeApi } from '../support/fake-anthropic.js';
import { processGone } from '../support/processes.js';
import { makeTempStore, type TempStore } from '../support/temp-store.js';

const CLAUDE = path.join(REPO, 'node_modules', '.bin', 'claude');
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

function script(req: FakeRequest) {
  const turn = lastUserTurn(req);
  if (turn.includes('tool_result') && req.text.includes('RUN_THE_CHECK'))
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

function claude(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = {
    ...store.env,
    ANTHROPIC_BASE_URL: api.url,
    ANTHROPIC_API_KEY: 'dummy',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_TELEMETRY: '1',
    // Otherwise MCP tools sit behind a tool-search step the fake does not script.
    ENABLE_TOOL_SEARCH: 'false',
  };
  const child = spawn(
    CLAUDE,
    [
      '-p',
      ...args,
      '--plugin-dir',
      REPO,
      '--model',
      'claude-sonnet-4-5',
      '--output-format',
      'json',
    ],
    { cwd: store.proj, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.skipIf(!existsSync(CLAUDE))('with the real Claude Code CLI', () => {
  beforeAll(async () => {
    store = makeTempStore();
    mkdirSync(path.dirname(charge()), { recursive: true });
    writeFileSync(charge(), 'export function charge(amount: number) {}\n');
    writeFileSync(store.mem('gotcha-stripe-idempotency-keys.md'), GOTCHA);
    writeFileSync(store.mem('config.json'), JSON.stringify({ embedding: { provider: 'none' } }));
    expect((await strata(['reindex'], { cwd: store.proj, env: store.env })).code).toBe(0);
    api = await startFakeApi(script, 60);
  });
  afterAll(async () => {
    await api?.close();
    store?.cleanup();
  });

  it('(a, b) session-start context and the gotcha of a file Claude reads reach the model', async () => {
    const first = api.requests.length;
    const run = await claude(['Please READ_THE_CHARGE_FILE and review it']);
    expect(run.code, run.stderr).toBe(0);
    const mine = api.requests.slice(first);
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

  it('(c) across a resumed session an unrelated prompt stashes the thread, and /strata:resume brings it back', async () => {
    const start = await claude([AUTH_THREAD[0]!]);
    expect(start.code, start.stderr).toBe(0);
    const sessionId = JSON.parse(start.stdout).session_id as string;
    for (const prompt of AUTH_THREAD.slice(1)) {
      const run = await claude([prompt, '--resume', sessionId]);
      expect(run.code, run.stderr).toBe(0);
    }
    const first = api.requests.length;
    const shift = await claude([UNRELATED, '--resume', sessionId]);
    expect(shift.code, shift.stderr).toBe(0);
    const notice =
      /the previous thread "([^"]+)" \(\d+ prompts, \d+ files\) was stashed as (breadcrumb-[a-z0-9-]+)\. Resume it with \/strata:resume \2\./.exec(
        lastUserTurn(api.requests[first]!),
      );
    expect(notice, lastUserTurn(api.requests[first]!).slice(0, 2000)).not.toBeNull();
    const before = api.requests.length;
    const resume = await claude([
      `/strata:resume ${notice![2]}`,
      '--resume',
      sessionId,
      '--allowedTools',
      RESUME_TOOL,
    ]);
    expect(resume.code, resume.stderr).toBe(0);
    const resumed = api.requests.slice(before).find((r) => lastUserTurn(r).includes('tool_result'));
    expect(
      resumed,
      api.requests
        .slice(before)
        .map((r) => lastUserTurn(r).slice(0, 500))
        .join('\n---\n'),
    ).toBeDefined();
    const result = lastUserTurn(resumed!);
    expect(result).toContain(`"id":"${notice![2]}"`);
    expect(result).toContain('"already_resumed":false');
    expect(result).toContain(
      'The refresh token rotation fails when two browser tabs refresh at once',
    );
    expect(api.requests.length).toBeLessThan(60);
  });

  it('(d) Claude Code starts the MCP server from .mcp.json and a memory_search result reaches the model', async () => {
    const first = api.requests.length;
    const run = await claude([
      'Please SEARCH_THE_MEMORY for charges',
      '--allowedTools',
      SEARCH_TOOL,
    ]);
    expect(run.code, run.stderr).toBe(0);
    const mine = api.requests.slice(first);
    expect(mine[0]!.text).toContain(SEARCH_TOOL);
    const answered = mine.find((r) => lastUserTurn(r).includes('tool_result'));
    expect(answered, mine.map((r) => lastUserTurn(r).slice(0, 500)).join('\n---\n')).toBeDefined();
    const result = lastUserTurn(answered!);
    expect(result).toContain('gotcha-stripe-idempotency-keys');
    expect(result).toContain('Stripe charges need an idempotency key');
    expect(result).not.toMatch(/is_error|not allowed|permission/i);
    expect(api.requests.length).toBeLessThan(60);
  });

  it('(f) a decision that matches the prompt reaches the model with the prompt', async () => {
    const first = api.requests.length;
    const run = await claude(['why JWT instead of server sessions for the API']);
    expect(run.code, run.stderr).toBe(0);
    expect(lastUserTurn(api.requests[first]!)).toContain(
      '[project] Decision that may bear on this prompt (decision-jwt-over-server-sessions): Use short-lived JWTs instead of server-side sessions',
    );
  });

  it('(g) /strata:review accepts a draft into the project scope, retitled', async () => {
    const local = path.join(store.memDir, 'local');
    mkdirSync(local, { recursive: true });
    // Dated now: a capture worker of an earlier session in this file archives drafts past
    // drafts.ttlDays, and may still be running when this one is written.
    const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    writeFileSync(
      path.join(local, 'learning-use-pnpm-not-npm.md'),
      `---\nid: learning-use-pnpm-not-npm\ntitle: Never use npm here, always use pnpm\ntype: learning\ncreated: "${now}"\nupdated: "${now}"\nstatus: draft\ncapture_rule: correction\nsession: earlier\n---\nThe lockfile is pnpm.\n`,
    );
    const first = api.requests.length;
    const run = await claude([
      '/strata:review learning-use-pnpm-not-npm',
      '--allowedTools',
      `Bash(node ${path.join(REPO, 'lib', 'cli', 'main.js')} review:*)`,
    ]);
    expect(run.code, run.stderr).toBe(0);
    const mine = api.requests.slice(first);
    const answered = mine.find((r) => lastUserTurn(r).includes('tool_result'));
    expect(answered, mine.map((r) => lastUserTurn(r).slice(0, 800)).join('\n---\n')).toBeDefined();
    expect(lastUserTurn(answered!)).toMatch(/"scope": ?"project"/);
    const accepted = readFileSync(path.join(store.memDir, 'learning-use-pnpm-not-npm.md'), 'utf8');
    expect(accepted).not.toContain('status: draft');
    expect(accepted).toContain('capture_rule: correction');
    expect(accepted).toContain('Use pnpm, not npm: the lockfile is pnpm');
    expect(existsSync(path.join(local, 'learning-use-pnpm-not-npm.md'))).toBe(false);
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
    const first = api.requests.length;
    const next = await claude(['Noted, thanks']);
    expect(next.code, next.stderr).toBe(0);
    const text = api.requests[first]!.text;
    expect(text).toContain('Where the last session ended:');
    expect(text).toContain('Please RUN_THE_CHECK now');
    expect(text).toContain('failed: `ls MARKER_FILE`');
    expect(text).toContain('Next steps: create the marker file');
  });
});
