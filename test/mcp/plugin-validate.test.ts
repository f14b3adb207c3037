/**
 * The real Claude Code CLI (npm `@anthropic-ai/claude-code`) validates the plugin:
 * manifest, marketplace, .mcp.json, commands, skill and hooks, in strict mode.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO } from '../support/cli.js';

const CLAUDE = path.join(REPO, 'node_modules', '.bin', 'claude');
const home = mkdtempSync(path.join(tmpdir(), 'strata-claude-home-'));

afterAll(() => rmSync(home, { recursive: true, force: true }));

function validate(): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(CLAUDE, ['plugin', 'validate', REPO, '--strict'], {
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
  it('passes, and sees the memory server, the commands and the skill', async () => {
    const { code, out } = await validate();
    expect(code, out).toBe(0);
    expect(out).toContain('Validation passed');
    expect(out).toContain('mcpServers: memory');
    for (const name of [
      'remember',
      'recall',
      'context',
      'maintain',
      'enrich',
      'link',
      'forget',
      'stash',
      'resume',
      'merge',
      'review',
      'audit',
      'import',
    ]) {
      expect(out).toContain(`commands: strata:${name}`);
    }
    expect(out).toContain('skills: strata:memory');
    // A command named like the skill would hide the skill's description from the model.
    expect(out).not.toContain('commands: strata:memory');
  });
});
