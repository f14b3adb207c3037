import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { listEdges, readGraphAt, writeGraph, writeMemory } from '../kit/write-memory.js';
import { strataIn } from '../support/run-cli-in-process.js';
import { snapshot } from '../support/snapshot.js';

let t: TempStore;
beforeEach(() => {
  t = makeTempStore({ samples: false });
  writeMemory(t.memDir, 'decision-a', { title: 'Use short tokens', links: ['learning-b'] });
  writeMemory(t.memDir, 'learning-b', { title: 'Token refresh' });
  writeMemory(t.memDir, 'learning-c', { title: 'Clock skew', links: ['decision-a'] });
  writeGraph(t.memDir, [
    ['decision-a', 'learning-b', 'implements', 'implemented-by'],
    ['learning-c', 'decision-a', 'depends-on', 'depended-on-by'],
  ]);
});
afterEach(() => t.cleanup());

const EDGES_OF_A = [
  'decision-a —depended-on-by→ learning-c',
  'decision-a —implements→ learning-b',
  'learning-b —implemented-by→ decision-a',
  'learning-c —depends-on→ decision-a',
];
const edgesOf = (dir: string, id: string) =>
  listEdges(readGraphAt(dir)).filter((e) => e.startsWith(`${id} `) || e.endsWith(` ${id}`));

describe('strata move', () => {
  it('carries the file and its labelled edges to global and back, both graphs checked', async () => {
    const before = readGraphAt(t.memDir);
    const search = ['search', 'short tokens', '--mode', 'keyword', '--json'];
    expect((await strataIn(t, search)).json.results[0]).toMatchObject({ scope: 'project' });
    const r = await strataIn(t, ['move', 'decision-a', '--to', 'global', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json).toMatchObject({
      id: 'decision-a',
      from: 'project',
      to: 'global',
      resumed: false,
    });
    expect(existsSync(t.mem('decision-a.md'))).toBe(false);
    expect(existsSync(path.join(t.globalDir, 'decision-a.md'))).toBe(true);
    expect(edgesOf(t.globalDir, 'decision-a')).toEqual(EDGES_OF_A);
    // learning-b and learning-c stay in the project: their edges stay readable there too.
    expect(edgesOf(t.memDir, 'decision-a')).toEqual(EDGES_OF_A);
    const shown = await strataIn(t, ['show', 'decision-a', '--json']);
    expect(shown.json).toMatchObject({ scope: 'global' });
    expect(shown.json.edges.map((e: { label: string }) => e.label).sort()).toEqual([
      'depended-on-by',
      'implements',
    ]);
    const c = await strataIn(t, ['show', 'learning-c', '--json']);
    expect(c.json.edges).toMatchObject([{ target: 'decision-a', label: 'depends-on' }]);
    // The persisted index built by the first search follows the file to its new scope.
    const found = (await strataIn(t, search)).json.results;
    expect(found.map((x: { id: string; scope: string }) => `${x.scope}:${x.id}`)).toContain(
      'global:decision-a',
    );
    expect(found.map((x: { id: string; scope: string }) => `${x.scope}:${x.id}`)).not.toContain(
      'project:decision-a',
    );
    const list = await strataIn(t, ['list', '--scope', 'global', '--json']);
    expect(list.json.memories.map((m: { id: string }) => m.id)).toEqual(['decision-a']);
    expect((await strataIn(t, ['verify', '--json'])).json).toMatchObject({ ok: true });

    const back = await strataIn(t, ['move', 'decision-a', '--to', 'project', '--json']);
    expect(back.code, back.stderr).toBe(0);
    expect(readGraphAt(t.memDir)).toEqual(before);
    expect(listEdges(readGraphAt(t.globalDir))).toEqual([]);
    expect(back.json.dangling).toEqual([]);
  });

  it('reports links that dangle where the new scope is read, never silently', async () => {
    const r = await strataIn(t, ['move', 'decision-a', '--to', 'global', '--json']);
    expect(r.json.dangling).toEqual([
      expect.objectContaining({ from: 'decision-a', to: 'learning-b', reason: 'not-visible' }),
      expect.objectContaining({ from: 'learning-c', to: 'decision-a', reason: 'not-visible' }),
    ]);
    writeMemory(t.memDir, 'learning-lost', { title: 'Lost', links: ['learning-gone'] });
    const text = await strataIn(t, ['move', 'learning-lost', '--to', 'local']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('learning-lost → learning-gone: missing');
    expect(readFileSync(path.join(t.memDir, 'local', '.gitignore'), 'utf8')).toBeTruthy();
  });

  it('--dry-run prints the plan, changes nothing, and plans what the move then does', async () => {
    const before = { project: snapshot(t.proj), home: snapshot(t.home) };
    const plan = await strataIn(t, ['move', 'decision-a', '--to', 'global', '--dry-run', '--json']);
    expect(plan.code, plan.stderr).toBe(0);
    expect({ project: snapshot(t.proj), home: snapshot(t.home) }).toEqual(before);
    expect(plan.json).toMatchObject({
      id: 'decision-a',
      from: 'project',
      to: 'global',
      path: t.mem('decision-a.md'),
      newPath: path.join(t.globalDir, 'decision-a.md'),
      dropped: [],
      dryRun: true,
    });
    expect(plan.json.kept).toHaveLength(4);
    expect(plan.json.dangling.map((d: { to: string }) => d.to)).toEqual([
      'learning-b',
      'decision-a',
    ]);
    const text = await strataIn(t, ['move', 'decision-a', '--to', 'global', '--dry-run']);
    expect(text.stdout).toContain('Would move decision-a: project → global');
    expect(text.stdout).toContain(`→ ${path.join(t.globalDir, 'decision-a.md')}`);
    expect(text.stdout).toContain('decision-a —implements→ learning-b');
    expect(text.stdout).toContain('decision-a → learning-b: not-visible');
    expect(text.stdout).toContain('Dry run: nothing was changed.');
    expect({ project: snapshot(t.proj), home: snapshot(t.home) }).toEqual(before);
    const done = await strataIn(t, ['move', 'decision-a', '--to', 'global', '--json']);
    expect({ ...done.json, dryRun: true }).toEqual(plan.json);
  });

  it('refuses when the target scope already holds the id, and says how to resolve it', async () => {
    writeMemory(t.globalDir, 'decision-a', { title: 'Another decision a' });
    const before = { project: snapshot(t.proj), home: snapshot(t.home) };
    const r = await strataIn(t, ['move', 'decision-a', '--to', 'global']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('the global scope already has a memory "decision-a"');
    expect(r.stderr).toContain('strata forget decision-a --scope global');
    expect({ project: snapshot(t.proj), home: snapshot(t.home) }).toEqual(before);
  });

  it('finishes an interrupted move: an identical copy in the target is taken as the start of it', async () => {
    writeMemory(t.globalDir, 'decision-a', { title: 'Use short tokens', links: ['learning-b'] });
    const r = await strataIn(t, [
      'move',
      'decision-a',
      '--from',
      'project',
      '--to',
      'global',
      '--json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json.resumed).toBe(true);
    expect(existsSync(t.mem('decision-a.md'))).toBe(false);
    expect(edgesOf(t.globalDir, 'decision-a')).toEqual(EDGES_OF_A);
  });

  it('keeps the file byte for byte except a scope field written by older stores', async () => {
    const file = writeMemory(t.memDir, 'learning-old-style', {
      extra: 'scope: project\nsource: retro',
    });
    const before = readFileSync(file, 'utf8');
    const r = await strataIn(t, ['move', 'learning-old-style', '--to', 'global', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(r.json.newPath, 'utf8')).toBe(
      before.replace('scope: project', 'scope: global'),
    );
  });

  it('moves into enterprise only with --admin', async () => {
    const ent = path.join(t.root, 'enterprise');
    mkdirSync(ent);
    const env = { CLAUDE_MEMORY_ENTERPRISE_PATH: ent };
    const refused = await strataIn(t, ['move', 'learning-b', '--to', 'enterprise', '--json'], {
      env,
    });
    expect(refused.json.error).toMatchObject({ code: 'READ_ONLY_SCOPE' });
    expect(refused.json.error.hint).toContain('--admin');
    const r = await strataIn(t, ['move', 'learning-b', '--to', 'enterprise', '--admin', '--json'], {
      env,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(path.join(ent, 'learning-b.md'))).toBe(true);
    expect(edgesOf(ent, 'learning-b')).toEqual([
      'decision-a —implements→ learning-b',
      'learning-b —implemented-by→ decision-a',
    ]);
    const back = await strataIn(t, ['move', 'learning-b', '--to', 'project', '--json'], { env });
    expect(back.json.error.message).toContain(
      '"learning-b" is in the enterprise scope, which is read-only',
    );
  });
});
