/**
 * Removals never wait for embedding: through the built server over stdio, with the fake
 * Ollama holding the embedding backlog back, a deleted memory leaves `memory_search` and
 * an edited-away word stops finding its memory in the watcher batch that carries them, and
 * a vector computed from a memory's old text is never stored for the new one.
 */
import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeOllama, startFakeOllama } from '../kit/fake-ollama.js';
import { type McpSession, type ServerEvent, startMcp } from '../kit/mcp.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const memory = (title: string, body: string) => `---
type: learning
title: ${title}
created: "2026-05-01T00:00:00Z"
updated: "2026-05-01T00:00:00Z"
---
${body}
`;

/** A sample store plus three memories to delete and edit, and an Ollama that waits long. */
function prepareStore(): TempStore {
  const store = makeTempStore();
  cleanups.push(() => store.cleanup());
  // A held batch must outlast the edits: the deadline is not what this test is about.
  mkdirSync(store.globalDir, { recursive: true });
  writeFileSync(
    path.join(store.globalDir, 'config.json'),
    JSON.stringify({ embedding: { provider: 'ollama', timeoutMs: 120_000 } }),
  );
  writeFileSync(
    store.mem('learning-wombat-burrows.md'),
    memory('Wombat burrows', 'Wombats dig burrows with cube-shaped droppings nearby.'),
  );
  for (const n of ['one', 'two']) {
    writeFileSync(
      store.mem(`learning-jar-${n}.md`),
      memory(`Quokka marmalade ${n}`, 'The quokka marmalade protocol: quokkas smile at jam.'),
    );
  }
  return store;
}

async function startAll(store: TempStore): Promise<{ mcp: McpSession; ollama: FakeOllama }> {
  const ollama = await startFakeOllama();
  cleanups.push(() => ollama.close());
  const mcp = await startMcp({
    env: { ...store.env, OLLAMA_HOST: ollama.url },
    cwd: store.root,
    args: ['--project', store.proj],
  });
  cleanups.push(() => mcp.close());
  return { mcp, ollama };
}

/** Resolves once the server has applied outside changes covering every one of `files`. */
async function applied(mcp: McpSession, files: string[]): Promise<void> {
  const seen = (e: ServerEvent) =>
    e.event === 'index-updated' ? [...(e.changed as string[]), ...(e.removed as string[])] : [];
  for (const file of files) await mcp.waitFor((e) => seen(e).includes(file));
}

async function foundIds(mcp: McpSession, query: string, mode = 'hybrid'): Promise<string[]> {
  const { data } = await mcp.ok('memory_search', { query, mode });
  return data.results.map((r: { id: string }) => r.id);
}

describe('sync while the embedding backlog runs', () => {
  it('a deletion and an edit reach memory_search at once, and old vectors never come back', async () => {
    const store = prepareStore();
    const { mcp, ollama } = await startAll(store);
    // Batches of two texts or more wait; queries (one text) are answered.
    const hold = ollama.holdEmbeds(2);
    cleanups.push(() => hold.stop());
    await mcp.waitFor((e) => e.event === 'watching');
    await hold.waitForHeld(1);
    expect(await foundIds(mcp, 'wombat burrows', 'keyword')).toContain('learning-wombat-burrows');

    const deleted = store.mem('learning-wombat-burrows.md');
    const edited = ['one', 'two'].map((n) => store.mem(`learning-jar-${n}.md`));
    unlinkSync(deleted);
    for (const [i, file] of edited.entries())
      writeFileSync(file, memory(`Wallaby jam ${i}`, 'The wallaby jam protocol, renamed.'));
    await applied(mcp, [deleted, ...edited]);

    // The backlog is still held: removals and edits are visible already.
    for (const mode of ['hybrid', 'keyword']) {
      expect(await foundIds(mcp, 'wombat burrows', mode)).not.toContain('learning-wombat-burrows');
      const quokka = await foundIds(mcp, 'quokka marmalade', mode);
      expect(quokka.filter((id) => id.startsWith('learning-jar'))).toEqual([]);
    }
    expect(await foundIds(mcp, 'wallaby jam', 'keyword')).toEqual(
      expect.arrayContaining(['learning-jar-one', 'learning-jar-two']),
    );

    // The held batch, embedded from the old texts, now lands; the re-embed of the edited
    // pair is the next batch, held in turn, so only the old vectors could answer.
    hold.release();
    await hold.waitForHeld(2);
    const afterOld = await foundIds(mcp, 'quokka marmalade', 'hybrid');
    expect(afterOld.filter((id) => id.startsWith('learning-jar'))).toEqual([]);
    expect(afterOld).not.toContain('learning-wombat-burrows');
    const semantic = await foundIds(mcp, 'quokka marmalade', 'semantic');
    expect(semantic.filter((id) => id.startsWith('learning-jar'))).toEqual([]);
    hold.stop();
  });
});
