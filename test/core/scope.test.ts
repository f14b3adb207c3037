import { describe, expect, it } from 'vitest';
import { isScopeName, rankScope, resolveShadowing, SCOPES } from '../../src/core/scope.js';

describe('scope precedence', () => {
  it('ranks enterprise → local → claude → project → global', () => {
    expect([...SCOPES].sort((a, b) => rankScope(a) - rankScope(b))).toEqual([
      'enterprise',
      'local',
      'claude',
      'project',
      'instructions',
      'global',
    ]);
  });

  it.each([
    ['enterprise', true],
    ['local', true],
    ['project', true],
    ['global', true],
    ['nope', false],
    ['Project', false],
    [undefined, false],
  ])('isScopeName(%j) is %s', (value, ok) => {
    expect(isScopeName(value)).toBe(ok);
  });
});

describe('resolveShadowing', () => {
  const m = (id: string, scope: (typeof SCOPES)[number]) => ({ id, scope });

  it.each([
    [
      'more specific scope wins whatever the input order',
      [m('a', 'global'), m('a', 'project')],
      ['a@project'],
      ['a@global<project'],
    ],
    [
      'enterprise beats everything',
      [m('a', 'local'), m('a', 'enterprise'), m('a', 'global'), m('a', 'project')],
      ['a@enterprise'],
      ['a@local<enterprise', 'a@global<enterprise', 'a@project<enterprise'],
    ],
    ['local beats project', [m('a', 'project'), m('a', 'local')], ['a@local'], ['a@project<local']],
    [
      'different ids never shadow',
      [m('a', 'global'), m('b', 'project'), m('c', 'local')],
      ['a@global', 'b@project', 'c@local'],
      [],
    ],
    ['empty input', [], [], []],
  ])('%s', (_name, items, visible, shadowed) => {
    const result = resolveShadowing(items);
    expect(result.visible.map((v) => `${v.id}@${v.scope}`)).toEqual(visible);
    expect(result.shadowed.map((s) => `${s.item.id}@${s.item.scope}<${s.by}`)).toEqual(shadowed);
  });

  it('keeps the first of two entries with the same id and scope visible', () => {
    const first = m('a', 'project');
    const second = m('a', 'project');
    const result = resolveShadowing([first, second]);
    expect(result.visible).toHaveLength(1);
    expect(result.visible[0]).toBe(first);
    expect(result.shadowed.map((s) => s.item)).toEqual([second]);
  });
});
