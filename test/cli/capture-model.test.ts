/**
 * The optional model-written summary draft (`capture.model`), through the built CLI
 * against the fake Ollama on loopback: written as a redacted draft when the user's global
 * config sets it, never when only a repository config does, and skipped (logged, other
 * drafts kept) when the model fails or misses its deadline.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOllama, startFakeOllama } from '../kit/fake-ollama.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { TRANSCRIPTS_DIR } from '../kit/transcript-labels.js';
import { strata } from '../support/run-cli-in-process.js';

let store: TempStore;
let ollama: FakeOllama;

const run = (args: string[]) => strata(args, { cwd: store.proj, env: store.env });

function transcript(name: string): string {
  const file = path.join(store.root, name);
  copyFileSync(path.join(TRANSCRIPTS_DIR, name), file);
  return file;
}

function writeConfig(dir: string, value: unknown): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify(value));
}

function globalConfig(capture: Record<string, unknown>): void {
  writeConfig(store.globalDir, {
    embedding: { provider: 'none', endpoint: ollama.url },
    capture,
  });
}

const generateCalls = () => ollama.received.filter((r) => r.path === '/api/generate');

async function capture(name = 'pnpm-correction.jsonl') {
  const result = await run(['capture', '--transcript', transcript(name), '--json']);
  expect(result.code, result.stderr).toBe(0);
  return result;
}

beforeEach(async () => {
  store = makeTempStore({ samples: false });
  ollama = await startFakeOllama({ models: ['llama3.2'] });
});
afterEach(async () => {
  await ollama.close();
  store.cleanup();
});

describe('capture.model', () => {
  it('off by default: no call, only the rule drafts', async () => {
    const result = await capture();
    expect(result.json.created.map((d: { rule: string }) => d.rule)).toEqual(['correction']);
    expect(generateCalls()).toEqual([]);
  });

  it('set in the global config: one more draft, redacted, rule model-summary', async () => {
    globalConfig({ model: 'llama3.2' });
    ollama.setGenerateReply(
      '- Use pnpm, never npm: the lockfile is pnpm.\n- Token ghp_abcdefghijklmnopqrstuvwxyz0123456789 was pasted.',
    );
    const result = await capture();
    const rules = result.json.created.map((d: { rule: string }) => d.rule);
    expect(rules).toEqual(['correction', 'model-summary']);
    const summary = result.json.created[1];
    expect(summary).toMatchObject({ scope: 'local', status: 'draft' });
    const text = readFileSync(summary.path, 'utf8');
    expect(text).toContain('capture_rule: model-summary');
    expect(text).toContain('Use pnpm, never npm');
    expect(text).not.toContain('ghp_abcdefghijklmnopqrstuvwxyz0123456789');
    const body = generateCalls()[0]?.body as { prompt?: string } | undefined;
    expect(body).toMatchObject({ model: 'llama3.2', stream: false });
    expect(body?.prompt).toContain('never use npm');
  });

  it('a project or local config cannot turn it on: ignored, no call', async () => {
    writeConfig(store.globalDir, { embedding: { provider: 'none', endpoint: ollama.url } });
    writeConfig(store.memDir, { capture: { model: 'llama3.2' } });
    writeConfig(path.join(store.memDir, 'local'), { capture: { model: 'llama3.2' } });
    const result = await capture();
    expect(result.json.created.map((d: { rule: string }) => d.rule)).toEqual(['correction']);
    expect(generateCalls()).toEqual([]);
  });

  it('past capture.timeoutMs: no summary, logged, the rule drafts stay', async () => {
    globalConfig({ model: 'llama3.2', timeoutMs: 200 });
    ollama.setFault({ kind: 'hang' }, '/api/generate');
    const result = await capture();
    expect(result.json.created.map((d: { rule: string }) => d.rule)).toEqual(['correction']);
    expect(generateCalls()).toHaveLength(1);
    expect(result.stderr).toMatch(
      /strata: no model summary from capture\.model "llama3\.2": .*(Timeout|abort)/i,
    );
  });

  it('a model error: no summary, logged, the rule drafts stay', async () => {
    globalConfig({ model: 'llama3.2' });
    ollama.setFault({ kind: 'error', status: 500 }, '/api/generate');
    const result = await capture();
    expect(result.json.created.map((d: { rule: string }) => d.rule)).toEqual(['correction']);
    expect(result.stderr).toContain('strata: no model summary');
  });
});
