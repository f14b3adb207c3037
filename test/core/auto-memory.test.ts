import { describe, expect, it } from 'vitest';
import {
  type ClaudeSettingsLayer,
  resolveAutoMemory,
  sanitizeProjectDir,
} from '../../src/core/auto-memory.js';

const base = { configDir: '/h/.claude', projectDir: '/work/my.app', home: '/h' };
const layer = (
  source: ClaudeSettingsLayer['source'],
  value: Record<string, unknown>,
): ClaudeSettingsLayer => ({ source, file: `/${source}.json`, value });

describe('resolveAutoMemory', () => {
  it.each([
    [
      'default: on, in the sanitized project folder',
      undefined,
      [],
      true,
      'default',
      '/h/.claude/projects/-work-my-app/memory',
    ],
    [
      'the env switch turns it off over settings',
      '1',
      [layer('user', { autoMemoryEnabled: true })],
      false,
      'CLAUDE_CODE_DISABLE_AUTO_MEMORY=1',
      null,
    ],
    [
      'an explicit 0 forces it on over settings',
      '0',
      [layer('managed', { autoMemoryEnabled: false })],
      true,
      'CLAUDE_CODE_DISABLE_AUTO_MEMORY=0',
      null,
    ],
    [
      'the first layer with a boolean decides',
      undefined,
      [
        layer('local', { x: 1 }),
        layer('project', { autoMemoryEnabled: false }),
        layer('user', { autoMemoryEnabled: true }),
      ],
      false,
      'autoMemoryEnabled in /project.json',
      null,
    ],
    [
      'a non-boolean value is no value',
      undefined,
      [layer('user', { autoMemoryEnabled: 'no' })],
      true,
      'default',
      null,
    ],
    [
      'a user folder with ~/ expands',
      undefined,
      [layer('user', { autoMemoryDirectory: '~/notes' })],
      true,
      'default',
      '/h/notes',
    ],
    [
      'a checked-in folder is ignored, as Claude Code does',
      undefined,
      [layer('project', { autoMemoryDirectory: '/tmp/evil' })],
      true,
      'default',
      '/h/.claude/projects/-work-my-app/memory',
    ],
    [
      'managed wins the folder',
      undefined,
      [
        layer('managed', { autoMemoryDirectory: '/srv/m' }),
        layer('user', { autoMemoryDirectory: '/u' }),
      ],
      true,
      'default',
      '/srv/m',
    ],
  ] as const)('%s', (_name, disableEnv, layers, enabled, decidedBy, dir) => {
    const status = resolveAutoMemory({ ...base, disableEnv, layers });
    expect(status.enabled).toBe(enabled);
    expect(status.decidedBy).toBe(decidedBy);
    if (dir) expect(status.dir).toBe(dir);
  });

  it('sanitizes every character but letters and digits', () => {
    expect(sanitizeProjectDir('/a b/c_d.e-f/ü')).toBe('-a-b-c-d-e-f--');
  });
});
