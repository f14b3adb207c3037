/** `strata doctor` reports Claude Code's own auto memory from the real settings files. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';

async function autoMemoryLine(s: TempStore, env: Record<string, string> = {}): Promise<string> {
  // Doctor's embedding check is not what these tests are about: keyword-only loads no model.
  mkdirSync(s.globalDir, { recursive: true });
  writeFileSync(
    path.join(s.globalDir, 'config.json'),
    JSON.stringify({ embedding: { provider: 'none' } }),
  );
  const run = await strataIn(s, ['doctor', '--json'], { env });
  const check = run.json.checks.find((c: { name: string }) => c.name === 'claude auto memory');
  return check.detail as string;
}

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
