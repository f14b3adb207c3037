/**
 * `aliases:` as files hold it: a list or one phrase (as Obsidian reads it), a mapping
 * refused naming the field, and lists over the limits loaded but flagged by `verify`.
 */
import { describe, expect, it } from 'vitest';
import { checkMemoryFields, parseMemory } from '../../src/core/memory-file.js';
import { toAbsolutePath, toScopeRelativePath } from '../../src/core/path-kinds.js';

const ctx = {
  path: toAbsolutePath('/s/learning-x.md'),
  relPath: toScopeRelativePath('learning-x.md'),
  scope: 'project' as const,
};
const file = (aliases: string) =>
  `---\ntitle: X\ntype: learning\ncreated: "2026-01-01T00:00:00Z"\ntags: [a]\n${aliases}\n---\nBody.\n`;

describe('aliases in a file', () => {
  it.each([
    [
      'a flow list',
      'aliases: [token reuse, "two tabs, one login"]',
      ['token reuse', 'two tabs, one login'],
    ],
    ['a block list', 'aliases:\n  - token reuse\n  - 2024', ['token reuse', '2024']],
    ['one phrase, its comma kept', 'aliases: two tabs, one login', ['two tabs, one login']],
  ])('reads %s', (_, yaml, expected) => {
    expect(parseMemory(file(yaml), ctx)?.aliases).toEqual(expected);
  });

  it('leaves the card without aliases when there are none', () => {
    expect(parseMemory(file('aliases: []'), ctx)?.aliases).toBeUndefined();
  });

  it('refuses a mapping, naming the file and the field', () => {
    expect(() => parseMemory(file('aliases: {a: b}'), ctx)).toThrow(
      '/s/learning-x.md: field "aliases" must be a list of phrases',
    );
  });

  it('loads more than five, or a long one, and verify says so', () => {
    const memory = parseMemory(file('aliases: [a, b, c, d, e, f]'), ctx)!;
    expect(memory.aliases).toHaveLength(6);
    expect(checkMemoryFields(memory)).toContainEqual(
      expect.objectContaining({ field: 'aliases', message: expect.stringContaining('over 5') }),
    );
  });
});
