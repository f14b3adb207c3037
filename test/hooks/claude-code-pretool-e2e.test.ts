/**
 * Gotchas before the tool runs, with the real Claude Code CLI against a fake Messages API
 * on loopback: the fake answers with a Bash or Write tool call, Claude Code runs strata's
 * PreToolUse hook before the tool, and the next request shows what the model is told.
 * A warning's context reaches the model with the tool's result (the call has run); a high
 * gotcha's hold reaches it instead of the result (the call has not run) and the same call
 * again goes through; a critical gotcha's `ask` in -p mode (nobody to answer) keeps the
 * command from running.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runClaude } from '../kit/claude-cli.js';
import {
  type FakeApi,
  type FakeReply,
  type FakeRequest,
  startFakeApi,
} from '../kit/fake-anthropic.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { strata } from '../support/run-cli-in-process.js';

const gotcha = (id: string, severity: string, field: string) => `---
id: ${id}
title: Trap ${id}
type: gotcha
severity: ${severity}
created: "2026-05-01T10:00:00Z"
${field}
---
What ${id} warns about.
`;

let store: TempStore;
let script: (all: FakeRequest[]) => FakeReply = () => ({ text: 'done' });
let api: FakeApi;

beforeAll(async () => {
  store = makeTempStore({ samples: false });
  writeFileSync(
    store.mem('gotcha-deploy.md'),
    gotcha('gotcha-deploy', 'medium', 'command_patterns: ["echo deploy-prod"]'),
  );
  writeFileSync(
    store.mem('gotcha-payments.md'),
    gotcha('gotcha-payments', 'medium', 'file_patterns: ["src/payments/**"]'),
  );
  writeFileSync(
    store.mem('gotcha-held.md'),
    gotcha('gotcha-held', 'high', 'command_patterns: ["touch held-marker"]'),
  );
  writeFileSync(
    store.mem('gotcha-wipe.md'),
    gotcha('gotcha-wipe', 'critical', 'command_patterns: ["touch wiped-marker"]'),
  );
  mkdirSync(path.join(store.proj, 'src', 'payments'), { recursive: true });
  expect((await strata(['reindex', '--no-embed'], { cwd: store.proj, env: store.env })).code).toBe(
    0,
  );
  api = await startFakeApi((_req, all) => script(all));
}, 60_000);

afterAll(async () => {
  await api?.close();
  store?.cleanup();
});

/** The last user turn of a request (tool results and reminders), as JSON text. */
function lastTurn(req: FakeRequest | undefined): string {
  return JSON.stringify(req?.body.messages.at(-1) ?? null);
}

/** Runs one prompt whose first `times` answers are `call`, then plain text; returns its requests. */
async function oneToolCall(call: FakeReply, allowed: string[], times = 1): Promise<FakeRequest[]> {
  const first = api.requests.length;
  script = (all) => (all.length - first <= times ? call : { text: 'done' });
  const run = await runClaude(['go', '--allowedTools', ...allowed], {
    cwd: store.proj,
    env: store.env,
    apiUrl: api.url,
  });
  expect(run.code, run.stderr).toBe(0);
  return api.requests.slice(first);
}

describe('PreToolUse with the real Claude Code', () => {
  it('puts a command gotcha in front of the model, with the result of the Bash call', async () => {
    const requests = await oneToolCall({ tool: 'Bash', input: { command: 'echo deploy-prod' } }, [
      'Bash',
    ]);
    const turn = lastTurn(requests.find((r) => r.text.includes('tool_result')));
    // The command has run: the warning's context arrives with its result.
    expect(turn).toContain('"content":"deploy-prod"');
    expect(turn).toContain('PreToolUse:Bash hook additional context: <strata-memory');
    expect(turn).toContain(
      'Known gotcha for the command `echo deploy-prod` (medium, gotcha-deploy)',
    );
  }, 120_000);

  it('warns before a Write creates a file a gotcha covers', async () => {
    const file = path.join(store.proj, 'src', 'payments', 'refund.ts');
    const requests = await oneToolCall(
      { tool: 'Write', input: { file_path: file, content: 'export {};\n' } },
      ['Write'],
    );
    const turn = lastTurn(requests.find((r) => r.text.includes('tool_result')));
    expect(turn).toContain('PreToolUse:Write hook additional context');
    expect(turn).toContain('Known gotcha for src/payments/refund.ts (medium, gotcha-payments)');
  }, 120_000);

  it('asks for a critical gotcha: in -p mode nobody answers, and the command does not run', async () => {
    const requests = await oneToolCall({ tool: 'Bash', input: { command: 'touch wiped-marker' } }, [
      'Bash',
    ]);
    expect(existsSync(path.join(store.proj, 'wiped-marker'))).toBe(false);
    const turn = lastTurn(requests.find((r) => r.text.includes('tool_result')));
    expect(turn).toContain(
      '"content":"strata: [project] Known gotcha for the command `touch wiped-marker` (critical, gotcha-wipe)',
    );
    expect(turn).toContain('"is_error":true');
  }, 120_000);

  it('holds a high gotcha once: the model reads it instead of a result, and the call run again goes through', async () => {
    const marker = path.join(store.proj, 'held-marker');
    const requests = await oneToolCall(
      { tool: 'Bash', input: { command: 'touch held-marker' } },
      ['Bash'],
      2,
    );
    const results = requests.filter((r) => r.text.includes('tool_result'));
    const held = lastTurn(results[0]);
    // The refusal is the tool's result (2.1.330 puts "PreToolUse:Bash hook error: " before it).
    expect(held).toMatch(
      /"content":"(?:PreToolUse:Bash hook error: )?strata held this call once, before it ran, for a known gotcha: \[project\] Known gotcha for the command `touch held-marker` \(high, gotcha-held\)/,
    );
    expect(held).toContain('"is_error":true');
    expect(lastTurn(results[1])).not.toContain('strata held');
    expect(existsSync(marker)).toBe(true);
  }, 120_000);
});
