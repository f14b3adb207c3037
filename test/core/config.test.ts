import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ConfigLayer,
  createConfigJsonSchema,
  defaultConfig,
  mergeConfig,
  parseConfigLayer,
} from '../../src/core/config.js';
import { isStrataError } from '../../src/core/errors.js';
import type { ScopeName } from '../../src/core/scope.js';
import { REPO } from '../support/cli.js';

function layer(scope: ScopeName, value: Record<string, unknown>): ConfigLayer {
  return parseConfigLayer(JSON.stringify(value), `/${scope}/config.json`, scope);
}

function thrown(fn: () => unknown): Error & { code?: string; hint?: string } {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

describe('mergeConfig', () => {
  const defaults = defaultConfig();

  it('no layers → the defaults', () => {
    expect(mergeConfig([])).toEqual(defaults);
    expect(defaults.limits.maxFileBytes).toBe(1024 * 1024);
  });

  it.each([
    ['global only', ['global'], 'global'],
    ['project over global', ['global', 'project'], 'project'],
    ['local over project', ['project', 'local', 'global'], 'local'],
    ['enterprise over all', ['enterprise', 'local', 'project', 'global'], 'enterprise'],
    ['enterprise over all, any order', ['local', 'global', 'enterprise', 'project'], 'enterprise'],
  ] as const)('%s', (_name, scopes, winner) => {
    const limits: Record<ScopeName, number> = {
      global: 11,
      project: 12,
      local: 13,
      enterprise: 14,
    };
    const layers = scopes.map((s) => layer(s, { search: { defaultLimit: limits[s] } }));
    expect(mergeConfig(layers).search.defaultLimit).toBe(limits[winner]);
  });

  it('merges nested objects field by field, keeping defaults for the rest', () => {
    const config = mergeConfig([
      layer('global', { hooks: { topic: { sensitivity: 2 } } }),
      layer('project', { hooks: { topic: { warmup: 5 } }, $schema: '../config.schema.json' }),
    ]);
    expect(config.hooks.topic).toMatchObject({ sensitivity: 2, warmup: 5, enabled: true });
    expect(config.hooks.gotchas).toEqual(defaults.hooks.gotchas);
    expect('$schema' in config).toBe(false);
  });

  it('a later layer replaces lists rather than appending', () => {
    const config = mergeConfig([
      layer('global', { embedding: { fallbackModels: ['a', 'b'] } }),
      layer('project', { embedding: { fallbackModels: ['c'] } }),
    ]);
    expect(config.embedding.fallbackModels).toEqual(['c']);
  });
});

describe('parseConfigLayer errors', () => {
  it.each([
    ['not JSON', '{ "search": ', /\/p\/config\.json: is not valid JSON/],
    ['unknown top-level field', '{"serch": {}}', /\/p\/config\.json: .*serch/],
    ['unknown nested field', '{"search": {"limit": 3}}', /\/p\/config\.json: search: .*limit/],
    [
      'wrong type',
      '{"search": {"defaultLimit": "ten"}}',
      /\/p\/config\.json: search\.defaultLimit: /,
    ],
    ['out of range', '{"hooks": {"topic": {"alpha": 2}}}', /hooks\.topic\.alpha: /],
    ['bad enum', '{"embedding": {"provider": "openai"}}', /embedding\.provider: /],
    ['bad url', '{"embedding": {"endpoint": "not a url"}}', /embedding\.endpoint: /],
    ['not an object', '[1]', /\/p\/config\.json: \(top level\): /],
  ])('%s → INVALID_CONFIG naming file and field', (_name, text, message) => {
    const error = thrown(() => parseConfigLayer(text, '/p/config.json', 'project'));
    expect(isStrataError(error, 'INVALID_CONFIG')).toBe(true);
    expect(error.message).toMatch(/^strata: /);
    expect(error.message).toMatch(message);
    expect(error.hint).toMatch(/config\.schema\.json|delete the file/);
  });
});

describe('config.schema.json', () => {
  it('is the committed output of createConfigJsonSchema() (run `npm run schema` when this fails)', () => {
    const committed = readFileSync(path.join(REPO, 'config.schema.json'), 'utf8');
    expect(committed).toBe(`${JSON.stringify(createConfigJsonSchema(), null, 2)}\n`);
  });

  it('describes every top-level section and forbids unknown fields', () => {
    const schema = createConfigJsonSchema() as {
      properties: Record<string, unknown>;
      additionalProperties: unknown;
    };
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['scopes', 'embedding', 'search', 'hooks', 'limits', '$schema']),
    );
    expect(schema.additionalProperties).toBe(false);
  });
});
