/**
 * The real Claude Code CLI (npm `@anthropic-ai/claude-code`) validates the marketplace and
 * the plugin manifest in strict mode. That the MCP server, the slash commands and the skill
 * load is asserted where Claude Code runs them (`test/hooks/claude-code-e2e.test.ts`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO } from '../kit/cli.js';

const CLAUDE = path.join(REPO, 'node_modules', '.bin', 'claude');
const home = mkdtempSync(path.join(tmpdir(), 'strata-claude-home-'));

afterAll(() => rmSync(home, { recursive: true, force: true }));

function validate(target: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(CLAUDE, ['plugin', 'validate', target, '--strict'], {
      cwd: home,
      env: { ...process.env, HOME: home, DISABLE_AUTOUPDATER: '1', DISABLE_TELEMETRY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('claude plugin validate --strict', () => {
  it.each([
    ['the marketplace', REPO, 'marketplace.json'],
    ['the plugin manifest', path.join(REPO, '.claude-plugin', 'plugin.json'), 'plugin.json'],
  ])('passes for %s', async (_what, target, file) => {
    const { code, out } = await validate(target);
    expect(code, out).toBe(0);
    expect(out).toContain(file);
    expect(out).toContain('Validation passed');
  });
});
