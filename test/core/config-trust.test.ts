/**
 * What a repository's config layer keeps and drops, field by field: privacy only
 * tightened, embeddings only switched off, the stop ask only turned off, every dropped
 * field named (keys made safe to show, cut when long, nested ones capped in depth), and
 * the one line that names them grouped by file.
 */
import { describe, expect, it } from 'vitest';
import { describeIgnoredSettings, screenLayer } from '../../src/core/config/config-trust.js';

const fields = (value: unknown, scope: 'project' | 'local' = 'project') => {
  const screened = screenLayer(scope, 'c.json', value);
  return { kept: screened.value, dropped: screened.ignored.map((i) => i.field) };
};

describe('a repository layer', () => {
  it('keeps stricter privacy and drops the rest of it', () => {
    expect(fields({ privacy: { excludePatterns: ['*.env'], redactSecrets: true } })).toEqual({
      kept: { privacy: { excludePatterns: ['*.env'], redactSecrets: true } },
      dropped: [],
    });
    expect(fields({ privacy: { redactSecrets: false, excludePatterns: '*.env', x: 1 } })).toEqual({
      kept: {},
      dropped: ['privacy.redactSecrets', 'privacy.excludePatterns', 'privacy.x'],
    });
    expect(fields({ privacy: 'off' })).toEqual({ kept: {}, dropped: ['privacy'] });
    expect(fields({ privacy: ['x'] }, 'local')).toEqual({ kept: {}, dropped: ['privacy'] });
  });

  it('may switch embeddings off and nothing else, naming each dropped leaf', () => {
    expect(fields({ embedding: { provider: 'none' } })).toEqual({
      kept: { embedding: { provider: 'none' } },
      dropped: [],
    });
    expect(
      fields({ embedding: { provider: 'ollama', ollama: { host: 'http://evil', model: 'm' } } }),
    ).toEqual({
      kept: {},
      dropped: ['embedding.provider', 'embedding.ollama.host', 'embedding.ollama.model'],
    });
    expect(fields({ embedding: null })).toEqual({ kept: {}, dropped: ['embedding'] });
  });

  it('may turn the stop ask off, not on; other hook tuning is kept', () => {
    expect(fields({ hooks: { capture: { atStop: false, x: 1 } } }).kept).toEqual({
      hooks: { capture: { atStop: false, x: 1 } },
    });
    expect(fields({ hooks: { capture: { atStop: true, x: 1 }, y: 2 } })).toEqual({
      kept: { hooks: { capture: { x: 1 }, y: 2 } },
      dropped: ['hooks.capture.atStop'],
    });
    expect(fields({ hooks: { capture: 'x' } }).kept).toEqual({ hooks: { capture: 'x' } });
    expect(fields({ search: { k: 1 }, $schema: 's' }).kept).toEqual({
      search: { k: 1 },
      $schema: 's',
    });
  });

  it('names other sections by leaf, with keys made safe and nesting capped', () => {
    const deep = { a: { b: { c: { d: { e: { f: 1 } } } } } };
    const { dropped } = fields({
      capture: { model: 'x', empty: {} },
      'we<ird>key': 1,
      [`k${'x'.repeat(60)}`]: 1,
      deep,
    });
    expect(dropped).toEqual([
      'capture.model',
      'capture.empty',
      'we?ird?key',
      `k${'x'.repeat(39)}…`,
      'deep.a.b.c.d',
    ]);
  });

  it('is not screened in the user layer, and a non-object layer keeps nothing', () => {
    expect(
      screenLayer('enterprise', 'e.json', { privacy: { redactSecrets: false } }).value,
    ).toEqual({
      privacy: { redactSecrets: false },
    });
    expect(screenLayer('project', 'c.json', ['x']).value).toEqual({});
    expect(
      screenLayer('global', 'g.json', { scopes: { enterprise: '/x', global: '/g' } }),
    ).toMatchObject({
      value: { scopes: { global: '/g' } },
      ignored: [{ source: 'g.json', field: 'scopes.enterprise' }],
    });
    expect(screenLayer('global', 'g.json', { a: 1 }).ignored).toEqual([]);
  });
});

describe('the line naming ignored settings', () => {
  it('groups by file, drops repeats and cuts long lists', () => {
    expect(describeIgnoredSettings([])).toBeNull();
    const many = Array.from({ length: 10 }, (_, i) => ({ source: 'a.json', field: `f${i}` }));
    const line = describeIgnoredSettings([
      ...many,
      { source: 'a.json', field: 'f0' },
      { source: 'b.json', field: 'g' },
    ]);
    expect(line).toMatch(/a\.json: f0, f1, f2, f3, f4, f5, f6, f7 and 2 more; b\.json: g$/);
    expect(describeIgnoredSettings([{ source: 'a.json', field: 'x' }])).toMatch(/: a\.json: x$/);
  });
});
