import { describe, expect, it } from 'vitest';
import { resolveHookConfig } from '../../src/core/config/hook-config.js';
import type { GotchaEntry } from '../../src/core/digest.js';
import { type GotchaActionConfig, gotchaAction } from '../../src/core/gotcha-action.js';
import type { ScopeName } from '../../src/core/scope.js';

function gotcha(scope: ScopeName, severity: GotchaEntry['severity'] = 'critical'): GotchaEntry {
  return {
    id: `g-${scope}`,
    title: 't',
    scope,
    severity,
    globs: [],
    tags: [],
    summary: '',
    updated: '2026-01-01T00:00:00Z',
  };
}

const ASK: GotchaActionConfig = { critical: 'ask', high: 'hold', maxInterruptionsPerSession: 2 };
const DENY: GotchaActionConfig = { ...ASK, critical: 'deny' };

describe('gotchaAction', () => {
  it('holds a high gotcha once, warns for medium and low, whatever the critical setting', () => {
    expect(gotchaAction(gotcha('project', 'high'), ASK, 0, true)).toBe('hold');
    expect(gotchaAction(gotcha('enterprise', 'high'), DENY, 0, true)).toBe('hold');
    expect(gotchaAction(gotcha('project', 'high'), { ...ASK, high: 'warn' }, 0, true)).toBe('warn');
    expect(gotchaAction(gotcha('project', 'high'), { ...ASK, high: 'deny' }, 0, true)).toBe('hold');
    expect(gotchaAction(gotcha('enterprise', 'medium'), DENY, 0, true)).toBe('warn');
    expect(gotchaAction(gotcha('global', 'low'), DENY, 0, true)).toBe('warn');
  });

  it('asks for a critical gotcha, and never denies unless it is enterprise memory', () => {
    expect(gotchaAction(gotcha('project'), ASK, 0, true)).toBe('ask');
    expect(gotchaAction(gotcha('project'), DENY, 0, true)).toBe('ask');
    expect(gotchaAction(gotcha('local'), DENY, 0, true)).toBe('ask');
    expect(gotchaAction(gotcha('global'), DENY, 0, true)).toBe('ask');
    expect(gotchaAction(gotcha('enterprise'), DENY, 0, true)).toBe('deny');
    expect(gotchaAction(gotcha('enterprise'), ASK, 0, true)).toBe('ask');
  });

  it('bounds the holds and asks of repository memory per session, not the user’s own', () => {
    expect(gotchaAction(gotcha('project'), ASK, 2, true)).toBe('warn');
    expect(gotchaAction(gotcha('local', 'high'), ASK, 2, true)).toBe('warn');
    expect(gotchaAction(gotcha('global'), ASK, 2, true)).toBe('ask');
  });

  it('only warns without a session to count in, or when turned down', () => {
    expect(gotchaAction(gotcha('project'), ASK, 0, false)).toBe('warn');
    expect(gotchaAction(gotcha('project', 'high'), ASK, 0, false)).toBe('warn');
    expect(gotchaAction(gotcha('project'), { ...ASK, critical: 'warn' }, 0, true)).toBe('warn');
    expect(gotchaAction(gotcha('project'), { ...ASK, critical: 'hold' }, 0, true)).toBe('hold');
  });
});

describe('trust rules for hooks.gotchas.critical, high and maxInterruptionsPerSession', () => {
  const layer = (scope: ScopeName, gotchas: Record<string, unknown>) => ({
    scope,
    source: `/${scope}/config.json`,
    value: { hooks: { gotchas } },
  });

  it('lets a repository turn gotchas down, never up, and not raise its bound', () => {
    const down = resolveHookConfig([layer('project', { critical: 'hold', high: 'warn' })]);
    expect(down.config.gotchas).toMatchObject({ critical: 'hold', high: 'warn' });
    const up = resolveHookConfig([
      layer('global', { critical: 'warn', high: 'warn', maxInterruptionsPerSession: 1 }),
      layer('project', { critical: 'ask', high: 'hold', maxInterruptionsPerSession: 10 }),
      layer('local', { critical: 'hold' }),
    ]);
    expect(up.config.gotchas).toMatchObject({
      critical: 'warn',
      high: 'warn',
      maxInterruptionsPerSession: 1,
    });
    expect(up.ignored.map((i) => `${i.source} ${i.field}`)).toEqual([
      '/project/config.json hooks.gotchas.critical',
      '/project/config.json hooks.gotchas.high',
      '/project/config.json hooks.gotchas.maxInterruptionsPerSession',
    ]);
  });

  it('leaves deny to the enterprise config', () => {
    const user = resolveHookConfig([layer('global', { critical: 'deny' })]);
    expect(user.config.gotchas.critical).toBe('ask');
    expect(user.ignored.map((i) => i.field)).toEqual(['hooks.gotchas.critical']);
    const policy = resolveHookConfig([layer('enterprise', { critical: 'deny' })]);
    expect(policy.config.gotchas.critical).toBe('deny');
  });
});
