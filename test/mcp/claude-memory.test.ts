/**
 * Claude Code's own memory through the built MCP server and a real client: a note Claude
 * Code writes into its folder reaches memory_search as an IDE edit does, and an edit or a
 * promotion made through the tools keeps the folder in Claude Code's format with a true
 * MEMORY.md, read back as Claude Code reads it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type McpSession, type ServerEvent, startMcp } from '../kit/mcp.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { readClaudeCodeFolder } from '../support/claude-code-format.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function claudeDir(s: TempStore): string {
  return path.join(s.home, '.claude', 'projects', s.proj.replace(/[^a-zA-Z0-9]/g, '-'), 'memory');
}

async function server(s: TempStore): Promise<McpSession> {
  const mcp = await startMcp({
    env: { ...s.env, OLLAMA_HOST: 'http://127.0.0.1:9', CLAUDE_CODE_SESSION_ID: 'sess-7' },
    cwd: s.root,
    args: ['--project', s.proj],
  });
  cleanups.push(() => mcp.close());
  return mcp;
}

const touched = (file: string) => (e: ServerEvent) =>
  e.event === 'index-updated' &&
  [...((e.changed as string[]) ?? []), ...((e.removed as string[]) ?? [])].includes(file);

const NOTE = `---
name: api-camel-case
description: API responses use camelCase field names
metadata:
  type: project
---
Every JSON response of the API uses camelCase keys (\`src/api/serialize.ts\`).
`;

describe("Claude Code's own memory through the MCP server", () => {
  it('a note written into the folder is searchable; an edit and a promotion keep the format', async () => {
    const s = tempStore({ samples: false });
    const dir = claudeDir(s);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'MEMORY.md'), '');
    const mcp = await server(s);
    await mcp.waitFor((e) => e.event === 'watching');

    // As Claude Code's Write tool does: the note, then its pointer line.
    const file = path.join(dir, 'api-camel-case.md');
    writeFileSync(file, NOTE);
    writeFileSync(
      path.join(dir, 'MEMORY.md'),
      '- [API camelCase](api-camel-case.md) — responses use camelCase\n',
    );
    await mcp.waitFor(touched(file));
    const found = await mcp.ok('memory_search', { query: 'camelCase responses', mode: 'keyword' });
    expect(found.data.results[0]).toMatchObject({ id: 'api-camel-case', scope: 'claude' });

    await mcp.ok('memory_update', {
      id: 'api-camel-case',
      title: 'JSON responses use camelCase keys',
    });
    let folder = readClaudeCodeFolder(dir);
    expect(folder.problems).toEqual([]);
    expect(folder.notes[0]).toMatchObject({
      name: 'api-camel-case',
      description: 'JSON responses use camelCase keys',
      type: 'project',
    });
    expect(readFileSync(path.join(dir, 'MEMORY.md'), 'utf8')).toBe(
      '- [API camelCase](api-camel-case.md) — JSON responses use camelCase keys\n',
    );
    const refused = await mcp.refused('memory_update', { id: 'api-camel-case', tags: ['api'] });
    expect(refused.code).toBe('INVALID_ARGUMENT');

    const moved = await mcp.ok('memory_move', { id: 'api-camel-case', to: 'project' });
    expect(moved.data).toMatchObject({ from: 'claude', to: 'project' });
    folder = readClaudeCodeFolder(dir);
    expect(folder).toMatchObject({ notes: [], indexed: [], problems: [] });
    const text = readFileSync(moved.data.new_path, 'utf8');
    expect(text).toMatch(/^session: sess-7$/m);
    expect(text).toMatch(/^origin: claude-code-memory:api-camel-case\.md$/m);
    const again = await mcp.ok('memory_search', { query: 'camelCase responses', mode: 'keyword' });
    expect(again.data.results[0]).toMatchObject({ id: 'api-camel-case', scope: 'project' });
  });
});
