/**
 * `memory_move` through the built server over stdio: the memory, its labelled edges and
 * the search index all follow it to the new scope.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOllama, startFakeOllama } from '../kit/fake-ollama.js';
import { type McpSession, startMcp } from '../kit/mcp.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { listEdges, readGraphAt } from '../kit/write-memory.js';
import { snapshot } from '../support/snapshot.js';

let store: TempStore;
let ollama: FakeOllama;
let mcp: McpSession;

beforeAll(async () => {
  store = makeTempStore();
  ollama = await startFakeOllama();
  mcp = await startMcp({
    env: { ...store.env, OLLAMA_HOST: ollama.url },
    cwd: store.root,
    args: ['--project', store.proj],
  });
});

afterAll(async () => {
  await mcp?.close();
  await ollama?.close();
  store?.cleanup();
});

describe('memory_move', () => {
  it('moves a memory to global with its edges; get and search find it there', async () => {
    const id = 'learning-refresh-token-rotation-race';
    const moved = await mcp.ok('memory_move', { id, to: 'global' });
    expect(moved.data).toMatchObject({ id, from: 'project', to: 'global', resumed: false });
    expect(moved.data.new_path).toBe(path.join(store.globalDir, `${id}.md`));
    expect(existsSync(moved.data.path)).toBe(false);
    expect(moved.data.edges).toContainEqual({
      from: 'decision-jwt-over-server-sessions',
      target: id,
      label: 'relates-to',
    });
    expect(moved.data.dangling.length).toBeGreaterThan(0);
    expect(listEdges(readGraphAt(store.globalDir))).toContain(
      `${id} —relates-to→ decision-jwt-over-server-sessions`,
    );
    const got = await mcp.ok('memory_get', { id });
    expect(got.data.scope).toBe('global');
    const found = await mcp.ok('memory_search', {
      query: 'refresh token rotation race',
      mode: 'keyword',
    });
    expect(found.data.results[0]).toMatchObject({ id, scope: 'global' });
  });

  it('with dry_run reports the plan in snake_case and changes nothing', async () => {
    const id = 'decision-jwt-over-server-sessions';
    const before = { project: snapshot(store.proj), home: snapshot(store.home) };
    const plan = await mcp.ok('memory_move', { id, to: 'local', dry_run: true });
    expect({ project: snapshot(store.proj), home: snapshot(store.home) }).toEqual(before);
    expect(plan.data).toMatchObject({ id, from: 'project', to: 'local', dry_run: true });
    expect(plan.data.new_path).toBe(path.join(store.memDir, 'local', `${id}.md`));
    expect(plan.data.edges.length).toBeGreaterThan(0);
    expect(plan.text).toContain('Dry run: nothing was changed.');
    const got = await mcp.ok('memory_get', { id });
    expect(got.data.scope).toBe('project');
  });

  it('refuses an id the target already holds, as an error result with a next step', async () => {
    await mcp.ok('memory_save', {
      type: 'learning',
      title: 'Local clash',
      body: 'x',
      scope: 'local',
    });
    await mcp.ok('memory_save', {
      type: 'learning',
      title: 'Local clash',
      body: 'y',
      scope: 'project',
    });
    const refused = await mcp.refused('memory_move', { id: 'learning-local-clash', to: 'project' });
    expect(refused.code).toBe('ALREADY_EXISTS');
    expect(refused.text).toContain('the project scope already has a memory "learning-local-clash"');
  });
});
