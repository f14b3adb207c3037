/**
 * All or nothing: an operation over several files that answers "failed" has written
 * nothing. Here graph.json cannot be read, which is found only after the memory files in
 * the old write order; every multi-file operation must refuse before its first write.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeOllama, startFakeOllama } from '../kit/fake-ollama.js';
import { type McpSession, startMcp } from '../kit/mcp.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { writeMemory } from '../kit/write-memory.js';
import { strataIn } from '../support/run-cli-in-process.js';
import { snapshot } from '../support/snapshot.js';

const BROKEN_GRAPH = '{"decision-a": [{"target": "hub-billing", ';

function brokenStore(): TempStore {
  const t = tempStore({ samples: false });
  writeMemory(t.memDir, 'hub-billing', { title: 'Billing' });
  writeMemory(t.memDir, 'decision-a', { title: 'A decision' });
  writeFileSync(path.join(t.memDir, 'graph.json'), BROKEN_GRAPH);
  return t;
}

const both = (t: TempStore) => ({ project: snapshot(t.memDir), global: snapshot(t.globalDir) });

let mcp: McpSession | undefined;
let ollama: FakeOllama | undefined;
afterEach(async () => {
  await mcp?.close();
  await ollama?.close();
  mcp = undefined;
  ollama = undefined;
});

describe('with graph.json unreadable', () => {
  it('memory_save with links is refused twice and writes no file', async () => {
    const t = brokenStore();
    ollama = await startFakeOllama();
    mcp = await startMcp({
      env: { ...t.env, OLLAMA_HOST: ollama.url },
      cwd: t.root,
      args: ['--project', t.proj],
    });
    const save = {
      type: 'decision',
      title: 'Use Postgres for orders',
      body: 'Orders need transactions.',
      links: ['hub-billing'],
    };
    const before = snapshot(t.memDir);
    for (let i = 0; i < 2; i++) {
      const refused = await mcp.refused('memory_save', save);
      expect(refused.code).toBe('INVALID_GRAPH');
    }
    expect(readdirSync(t.memDir).filter((f) => f.includes('postgres'))).toEqual([]);
    expect(snapshot(t.memDir)).toEqual(before);
  });

  it('remember --link, link, unlink, move and merge are refused and change nothing', async () => {
    const t = brokenStore();
    mkdirSync(t.globalDir, { recursive: true });
    const before = both(t);
    const runs = [
      ['remember', '--type', 'decision', '--title', 'Use Postgres for orders', '--body', 'x'],
      ['link', 'decision-a', 'hub-billing'],
      ['unlink', 'decision-a', 'hub-billing'],
      ['move', 'decision-a', '--to', 'global'],
      ['merge', 'decision-a', 'hub-billing'],
    ];
    runs[0]!.push('--link', 'hub-billing');
    for (const args of runs) {
      const r = await strataIn(t, [...args, '--json']);
      expect(r.code, `${args[0]}: ${r.stdout}`).not.toBe(0);
      expect(r.json.error.code, args[0]).toBe('INVALID_GRAPH');
      expect(both(t), args[0]).toEqual(before);
    }
  });

  it('move is refused before writing when only the target scope graph is unreadable', async () => {
    const t = tempStore({ samples: false });
    writeMemory(t.memDir, 'decision-a', { title: 'A decision' });
    mkdirSync(t.globalDir, { recursive: true });
    writeFileSync(path.join(t.globalDir, 'graph.json'), BROKEN_GRAPH);
    const before = both(t);
    const r = await strataIn(t, ['move', 'decision-a', '--to', 'global', '--json']);
    expect(r.json.error.code).toBe('INVALID_GRAPH');
    expect(both(t)).toEqual(before);
  });
});
