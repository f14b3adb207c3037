/**
 * Aliases through the real MCP server and client: memory_save writes them to the file's
 * frontmatter, a search in their words finds the memory, memory_get shows them,
 * memory_update replaces or removes them, and bad ones are refused naming the field.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/core/frontmatter.js';
import { type McpSession, startMcp } from '../kit/mcp.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

let store: TempStore;
let mcp: McpSession;

const SAVE = {
  type: 'learning',
  title: 'Refresh token rotation races under parallel tabs',
  body: 'Two refreshes send the same token; the second is rejected as reuse. Share one lock.',
  tags: ['auth'],
  aliases: ['users get kicked out at random', 'sign-in lost with several windows'],
};

beforeAll(async () => {
  store = makeTempStore({ samples: false });
  writeFileSync(store.mem('config.json'), JSON.stringify({ embedding: { provider: 'none' } }));
  mcp = await startMcp({ env: store.env, cwd: store.root, args: ['--project', store.proj] });
});

afterAll(async () => {
  await mcp?.close();
  store?.cleanup();
});

const ids = (data: { results: Array<{ id: string }> }) => data.results.map((r) => r.id);

describe('aliases through MCP', () => {
  let id = '';

  it('memory_save writes them to the file, and a search in their words finds the memory', async () => {
    const saved = await mcp.ok('memory_save', SAVE);
    id = saved.data.id;
    const file = parseDocument(readFileSync(saved.data.path, 'utf8'), saved.data.path);
    expect(file.data.aliases).toEqual(SAVE.aliases);
    const found = await mcp.ok('memory_search', { query: 'kicked out at random', mode: 'keyword' });
    expect(ids(found.data)).toEqual([id]);
  });

  it('memory_get shows them', async () => {
    const got = await mcp.ok('memory_get', { id });
    expect(got.data.aliases).toEqual(SAVE.aliases);
    expect(got.data.fields.aliases).toBeUndefined();
    expect(got.text).toContain('aliases: users get kicked out at random; sign-in lost with');
  });

  it('memory_update replaces them, and [] removes the field', async () => {
    await mcp.ok('memory_update', { id, aliases: ['token reuse error'] });
    const found = await mcp.ok('memory_search', { query: 'token reuse error', mode: 'keyword' });
    expect(ids(found.data)[0]).toBe(id);
    const gone = await mcp.ok('memory_search', { query: 'kicked out at random', mode: 'keyword' });
    expect(ids(gone.data)).toEqual([]);
    const cleared = await mcp.ok('memory_update', { id, aliases: [] });
    expect(readFileSync(cleared.data.path, 'utf8')).not.toContain('aliases');
  });

  it.each([
    ['too many', { aliases: ['a', 'b', 'c', 'd', 'e', 'f'] }, /aliases has 6 entries, over 5/],
    ['too long', { aliases: ['x'.repeat(81)] }, /aliases holds .*longer than 80 characters/],
    ['not one line', { aliases: ['two\nlines'] }, /aliases holds .*not one line/],
    ['not a list', { aliases: 'one phrase' }, /aliases/],
    ['not phrases', { aliases: [1, 2] }, /aliases/],
  ])(
    'a save with aliases %s is refused naming the field, and nothing is written',
    async (_, bad, message) => {
      const before = await mcp.ok('memory_list', {});
      const { code, text } = await mcp.refused('memory_save', { ...SAVE, title: 'Other', ...bad });
      expect(code).toBe('INVALID_ARGUMENT');
      expect(text).toMatch(message);
      expect((await mcp.ok('memory_list', {})).data.total).toBe(before.data.total);
    },
  );

  it('an update with bad aliases is refused naming the field', async () => {
    const { code, text } = await mcp.refused('memory_update', { id, aliases: ['x'.repeat(200)] });
    expect(code).toBe('INVALID_ARGUMENT');
    expect(text).toMatch(/aliases holds .*longer than 80 characters/);
  });
});
