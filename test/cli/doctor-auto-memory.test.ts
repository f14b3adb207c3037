/** `strata doctor` reports Claude Code's own auto memory from the real settings files. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';

async function doctorLine(
  s: TempStore,
  name: string,
  env: Record<string, string> = {},
  config: Record<string, unknown> = {},
): Promise<string> {
  // Doctor's embedding check is not what these tests are about: keyword-only loads no model.
  mkdirSync(s.globalDir, { recursive: true });
  writeFileSync(
    path.join(s.globalDir, 'config.json'),
    JSON.stringify({ embedding: { provider: 'none' }, ...config }),
  );
  const run = await strataIn(s, ['doctor', '--json'], { env });
  const check = run.json.checks.find((c: { name: string }) => c.name === name);
  return check.detail as string;
}

const autoMemoryLine = (s: TempStore, env: Record<string, string> = {}) =>
  doctorLine(s, 'claude auto memory', env);

describe('strata doctor: Claude Code auto memory', () => {
  it('is on by default and names the folder and its notes', async () => {
    const s = tempStore();
    const dir = path.join(
      s.home,
      '.claude',
      'projects',
      s.proj.replace(/[^a-zA-Z0-9]/g, '-'),
      'memory',
    );
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'MEMORY.md'), '- [Use pnpm](pnpm.md) — pnpm only\n');
    writeFileSync(
      path.join(dir, 'pnpm.md'),
      '---\nname: pnpm\ndescription: use pnpm\nmetadata:\n  type: feedback\n---\nUse pnpm.\n',
    );
    // MEMORY.md is the index of the notes, not one of them.
    expect(await autoMemoryLine(s)).toBe(
      `on (default): Claude Code writes its own notes to ${dir} (1 note); strata reads it as the claude scope`,
    );
  });

  it('is off by the env switch or a settings file, named', async () => {
    const s = tempStore();
    expect(await autoMemoryLine(s, { CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1' })).toBe(
      'off (CLAUDE_CODE_DISABLE_AUTO_MEMORY=1)',
    );
    mkdirSync(path.join(s.proj, '.claude'), { recursive: true });
    const settings = path.join(s.proj, '.claude', 'settings.json');
    writeFileSync(
      settings,
      JSON.stringify({ autoMemoryEnabled: false, autoMemoryDirectory: '/tmp/x' }),
    );
    expect(await autoMemoryLine(s)).toBe(`off (autoMemoryEnabled in ${settings})`);
  });

  it('a broken settings file is skipped, never fatal', async () => {
    const s = tempStore();
    mkdirSync(path.join(s.home, '.claude'), { recursive: true });
    writeFileSync(path.join(s.home, '.claude', 'settings.json'), '{ broken');
    expect(await autoMemoryLine(s)).toMatch(/^on \(default\)/);
  });
});

describe('strata doctor: capture at a stop', () => {
  const line = (s: TempStore, env: Record<string, string> = {}, config = {}) =>
    doctorLine(s, 'capture at a stop', env, config);

  it('says which way "auto" went and why', async () => {
    const s = tempStore();
    expect(await line(s)).toBe(
      "does not ask (auto: Claude Code's auto memory is on (default), and its system prompt tells Claude to save what it learns); drafts come from fixed rules at session end",
    );
    expect(await line(s, { CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1' })).toBe(
      "asks Claude once a session to save the lessons it finds (auto: Claude Code's auto memory is off (CLAUDE_CODE_DISABLE_AUTO_MEMORY=1), so the question at a stop is how lessons are saved)",
    );
  });

  it('true and false are named as set', async () => {
    const s = tempStore();
    const set = (atStop: boolean) => ({ hooks: { capture: { atStop } } });
    expect(await line(s, {}, set(true))).toMatch(/^asks .*\(hooks\.capture\.atStop is true\)$/);
    expect(await line(s, { CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1' }, set(false))).toMatch(
      /^does not ask \(hooks\.capture\.atStop is false\)/,
    );
    expect(await line(s, {}, { drafts: { capture: false } })).toBe('off (drafts.capture is false)');
  });
});
