import { describe, expect, it } from 'vitest';
import { defaultHookConfig, resolveHookConfig } from '../../src/core/config/hook-config.js';
import { redactSecrets } from '../../src/core/redact.js';
import { newTopicState, observePrompt } from '../../src/core/topic.js';
import { defaultConfig } from '../kit/default-config.js';

describe('topic detector', () => {
  it('never calls a shift on a slash command or a one-word reply', () => {
    let state = newTopicState({ mean: 0.7, variance: 0.02, sessions: 3 });
    const params = defaultHookConfig().topic;
    const at = new Date('2026-01-01T10:00:00Z');
    for (const text of [
      'fix the login redirect loop in the oauth callback handler',
      'the oauth callback sets the cookie twice on redirect',
      'add a test for the oauth login redirect cookie',
    ]) {
      state = observePrompt(state, text, at, params).state;
    }
    for (const text of ['/strata:recall kubernetes helm chart values', 'yes', 'go on', 'ok']) {
      expect(observePrompt(state, text, at, params).decision.kind).not.toBe('shift');
    }
    const far = observePrompt(
      state,
      'kubernetes helm chart values for the staging cluster ingress are wrong',
      at,
      params,
    );
    expect(far.decision.kind).toBe('shift');
  });
});

describe('hook config without zod', () => {
  it('has the same defaults as the config schema', () => {
    const full = defaultConfig();
    const hooks = defaultHookConfig();
    expect(hooks.gotchas).toEqual(full.hooks.gotchas);
    expect(hooks.sessionStart).toEqual(full.hooks.sessionStart);
    expect(hooks.topic).toMatchObject({
      enabled: full.hooks.topic.enabled,
      sensitivity: full.hooks.topic.sensitivity,
      warmup: full.hooks.topic.warmup,
    });
    expect(hooks.privacy).toEqual(full.privacy);
    expect(hooks.pushDecisions).toEqual(full.hooks.pushDecisions);
  });

  it('applies layers in order and ignores wrong values', () => {
    const { config } = resolveHookConfig([
      {
        scope: 'global',
        source: '/g/config.json',
        value: { hooks: { gotchas: { maxPerRead: 5 } } },
      },
      {
        scope: 'global',
        source: '/g2/config.json',
        value: {
          hooks: { gotchas: { maxPerRead: 'x', maxTokens: 10 } },
          privacy: { excludePatterns: ['.env*'] },
        },
      },
    ]);
    expect(config.gotchas).toEqual({
      maxPerRead: 5,
      maxTokens: 400,
      matchTags: false,
      critical: 'ask',
      high: 'hold',
      maxInterruptionsPerSession: 3,
    });
    expect(config.privacy.excludePatterns).toEqual(['.env*']);
  });
});

describe('hook config trust tiers', () => {
  it('a repository layer cannot switch redaction off or drop exclusions; it can add some', () => {
    const { config, ignored } = resolveHookConfig([
      {
        scope: 'project',
        source: '/p/config.json',
        value: {
          privacy: { redactSecrets: false, excludePatterns: ['secrets/**'] },
          hooks: { gotchas: { maxPerRead: 1 } },
          embedding: { endpoint: 'http://x' },
        },
      },
      {
        scope: 'global',
        source: '/g/config.json',
        value: { privacy: { excludePatterns: ['**/.env*'] } },
      },
    ]);
    expect(config.privacy).toEqual({
      excludePatterns: ['**/.env*', 'secrets/**'],
      redactSecrets: true,
    });
    expect(config.gotchas.maxPerRead).toBe(1);
    expect(ignored).toEqual([
      { source: '/p/config.json', field: 'privacy.redactSecrets' },
      { source: '/p/config.json', field: 'embedding.endpoint' },
    ]);
  });
});

describe('secret redaction', () => {
  it.each([
    ['key sk-ant-api03-abcdefghijklmnopqrstuvwx', 'sk-ant-api03'],
    ['token ghp_abcdefghijklmnopqrstuvwxyz0123456789', 'ghp_abc'],
    ['aws AKIAABCDEFGHIJKLMNOP', 'AKIAABCD'],
    ['postgres://app:hunter2@db.internal/prod', 'hunter2'],
    ['STRIPE_SECRET=whsec_abc123def456', 'whsec_abc'],
    ['Authorization: Bearer abc.def.ghi123456', 'abc.def'],
    ['password = "correct horse battery"', 'correct'],
    ['-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----', 'MIIEow'],
  ])('hides %s', (text, secret) => {
    const out = redactSecrets(text);
    expect(out).not.toContain(secret);
    expect(out).toContain('[REDACTED]');
  });

  it('leaves ordinary prose alone', () => {
    const text = 'The token rotation fails when two tabs refresh; see src/auth/refresh.ts line 40.';
    expect(redactSecrets(text)).toBe(text);
  });
});
