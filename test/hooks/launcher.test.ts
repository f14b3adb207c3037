import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO } from '../support/cli.js';
import { basePayload, runHook } from './hook-runner.js';

const LAUNCHER = path.join(REPO, 'hooks', 'run-hook.sh');
const bin = mkdtempSync(path.join(tmpdir(), 'strata-fake-bun-'));
afterAll(() => rmSync(bin, { recursive: true, force: true }));

/** A `bun` that records its arguments, then runs the bundle on node. */
function installFakeBun(): string {
  const log = path.join(bin, 'bun-calls.txt');
  writeFileSync(
    path.join(bin, 'bun'),
    `#!/bin/sh\necho "$@" >> "${log}"\nexec "${process.execPath}" "$@"\n`,
  );
  chmodSync(path.join(bin, 'bun'), 0o755);
  return log;
}

const payload = JSON.stringify({ ...basePayload('SessionEnd', 'l1', tmpdir()), reason: 'other' });
const nodeDir = path.dirname(process.execPath);

describe('hooks/run-hook.sh', () => {
  it('runs the bundle on bun when bun is on PATH', async () => {
    const log = installFakeBun();
    const env = {
      PATH: `${bin}:${nodeDir}:/usr/bin:/bin`,
      HOME: bin,
      STRATA_CACHE_DIR: path.join(bin, 'cache'),
    };
    const run = await runHook('session-end', payload, {
      cwd: tmpdir(),
      env,
      command: ['sh', LAUNCHER, 'session-end'],
    });
    expect(run).toMatchObject({ code: 0, stdout: '' });
    expect(readFileSync(log, 'utf8')).toContain(path.join('lib', 'hooks', 'session-end.js'));
  });

  it('runs on node when bun is absent or STRATA_HOOK_RUNTIME=node', async () => {
    const log = installFakeBun();
    const before = readFileSync(log, 'utf8');
    const env = { PATH: `${bin}:${nodeDir}:/usr/bin:/bin`, HOME: bin, STRATA_HOOK_RUNTIME: 'node' };
    const forced = await runHook('session-end', payload, {
      cwd: tmpdir(),
      env,
      command: ['sh', LAUNCHER, 'session-end'],
    });
    expect(forced.code).toBe(0);
    const noBun = await runHook('session-end', payload, {
      cwd: tmpdir(),
      env: { PATH: `${nodeDir}:/usr/bin:/bin`, HOME: bin },
      command: ['sh', LAUNCHER, 'session-end'],
    });
    expect(noBun.code).toBe(0);
    expect(readFileSync(log, 'utf8')).toBe(before);
  });

  it('is what hooks.json runs, for every event', () => {
    const config = JSON.parse(readFileSync(path.join(REPO, 'hooks', 'hooks.json'), 'utf8'));
    const events = Object.keys(config.hooks);
    expect(events.sort()).toEqual([
      'PostToolUse',
      'PreCompact',
      'SessionEnd',
      'SessionStart',
      'UserPromptSubmit',
    ]);
    for (const event of events) {
      for (const group of config.hooks[event]) {
        for (const hook of group.hooks) {
          expect(hook.command).toBe('sh');
          // biome-ignore lint/suspicious/noTemplateCurlyInString: Claude Code substitutes it, not JS
          expect(hook.args[0]).toBe('${CLAUDE_PLUGIN_ROOT}/hooks/run-hook.sh');
        }
      }
    }
  });
});
