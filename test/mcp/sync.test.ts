/**
 * The server follows the files: an edit made in an IDE reaches memory_search (awaited
 * through the server's `index-updated` notification), and two servers writing to one store
 * at once lose nothing.
 */
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { type McpSession, type ServerEvent, startMcp } from '../kit/mcp.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function server(store: TempStore): Promise<McpSession> {
  const mcp = await startMcp({
    env: { ...store.env, OLLAMA_HOST: 'http://127.0.0.1:9' },
    cwd: store.root,
    args: ['--project', store.proj],
  });
  cleanups.push(() => mcp.close());
  return mcp;
}

const touched = (file: string) => (e: ServerEvent) =>
  e.event === 'index-updated' &&
  [...((e.changed as string[]) ?? []), ...((e.removed as string[]) ?? [])].includes(file);

const MEMORY = (title: string) => `---
type: learning
title: ${title}
created: "2026-05-01T00:00:00Z"
updated: "2026-05-01T00:00:00Z"
---
Written in an editor, not through strata: quokka marmalade protocol.
`;

describe('edits made outside the server', () => {
  it('a new file, an edit, a rename and a deletion all reach memory_search', async () => {
    const store = tempStore();
    const mcp = await server(store);
    await mcp.waitFor((e) => e.event === 'watching');
    const file = store.mem('learning-quokka.md');
    writeFileSync(file, MEMORY('Quokka marmalade protocol'));
    await mcp.waitFor(touched(file));
    const found = await mcp.ok('memory_search', { query: 'quokka marmalade', mode: 'keyword' });
    expect(found.data.results[0]).toMatchObject({
      id: 'learning-quokka',
      title: 'Quokka marmalade protocol',
    });

    // An editor's save: a temp file renamed over the original.
    writeFileSync(`${file}.tmp`, MEMORY('Quokka jam protocol'));
    renameSync(`${file}.tmp`, file);
    await mcp.waitFor((e) => touched(file)(e) && e !== mcp.events.find(touched(file)));
    const edited = await mcp.ok('memory_get', { id: 'learning-quokka' });
    expect(edited.data.title).toBe('Quokka jam protocol');
    expect(
      (await mcp.ok('memory_search', { query: 'quokka jam', mode: 'keyword' })).data.results[0].id,
    ).toBe('learning-quokka');

    unlinkSync(file);
    await mcp.waitFor(
      (e) => e.event === 'index-updated' && ((e.removed as string[]) ?? []).includes(file),
    );
    const gone = await mcp.ok('memory_search', { query: 'quokka', mode: 'keyword' });
    expect(gone.data.results).toEqual([]);
  });
});

describe('two servers on one store', () => {
  it('saves, links and tag updates made at the same time through both are all kept', async () => {
    const store = tempStore();
    const [a, b] = await Promise.all([server(store), server(store)]);
    // Each must watch before the other writes: a write made earlier is found by its
    // catch-up instead, with no watcher event for this test to wait on.
    await Promise.all([a, b].map((s) => s.waitFor((e) => e.event === 'watching')));
    const saves = Array.from({ length: 12 }, (_, i) =>
      (i % 2 ? a : b).ok('memory_save', {
        type: 'decision',
        title: 'Same title from two sessions',
        body: `variant ${i}`,
      }),
    );
    const saved = await Promise.all(saves);
    const ids = saved.map((r) => r.data.id as string);
    expect(new Set(ids).size).toBe(12);
    const bodies = saved.map((r) => readFileSync(r.data.path, 'utf8'));
    expect(new Set(bodies.map((t) => t.match(/variant \d+/)?.[0])).size).toBe(12);

    const target = 'hub-authentication';
    await Promise.all([
      ...ids
        .slice(0, 6)
        .map((id, i) => (i % 2 ? a : b).ok('memory_link', { from: target, to: id })),
      ...['alpha', 'beta', 'gamma', 'delta'].map((tag, i) =>
        (i % 2 ? a : b).ok('memory_update', { id: target, add_tags: [tag] }),
      ),
    ]);
    const hub = await a.ok('memory_get', { id: target });
    for (const id of ids.slice(0, 6)) expect(hub.data.links).toContain(id);
    expect(hub.data.tags).toEqual(
      expect.arrayContaining(['hub', 'auth', 'alpha', 'beta', 'gamma', 'delta']),
    );
    const graph = JSON.parse(readFileSync(store.mem('graph.json'), 'utf8'));
    for (const id of ids.slice(0, 6)) {
      expect(graph[target]).toContainEqual(expect.objectContaining({ target: id }));
      expect(graph[id]).toContainEqual(expect.objectContaining({ target }));
    }
    // Each server sees the other's writes (through its watcher).
    for (const [i, r] of saved.entries()) if (i % 2) await b.waitFor(touched(r.data.path));
    const seen = await b.ok('memory_list', { type: 'decision' });
    expect(seen.data.items.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining(ids));
  });
});
