import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { listEdges, readGraphAt, writeGraph, writeMemory } from '../kit/write-memory.js';
import { strataIn } from '../support/run-cli-in-process.js';
import { snapshot } from '../support/snapshot.js';

let t: TempStore;
beforeEach(() => {
  t = makeTempStore({ samples: false });
  writeMemory(t.memDir, 'decision-keep', { title: 'Keep tokens short', tags: ['auth'] });
  writeMemory(t.memDir, 'learning-dup', {
    title: 'Short tokens again',
    tags: ['jwt', 'auth'],
    links: ['hub-auth'],
    filePatterns: ['src/auth/**'],
    commandPatterns: ['npm run rotate-keys'],
    body: 'Tokens live 15 minutes.',
  });
  writeMemory(t.memDir, 'hub-auth', { title: 'Authentication' });
  writeMemory(t.memDir, 'learning-third', { title: 'Refresh flow', links: ['learning-dup'] });
  writeGraph(t.memDir, [
    ['learning-dup', 'hub-auth', 'part-of', 'has-part'],
    ['learning-third', 'learning-dup', 'implements', 'implemented-by'],
  ]);
});
afterEach(() => t.cleanup());

const tree = () => ({ project: snapshot(t.proj), home: snapshot(t.home) });

describe('strata merge', () => {
  it('dry run prints the plan and changes nothing on disk', async () => {
    const before = tree();
    const r = await strataIn(t, ['merge', 'decision-keep', 'learning-dup', '--dry-run', '--json']);
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({
      dryRun: true,
      keeper: { id: 'decision-keep', scope: 'project' },
      others: [{ id: 'learning-dup', archivedPath: t.mem('archive/learning-dup.md') }],
      tags: ['auth', 'jwt'],
      filePatterns: ['src/auth/**'],
      commandPatterns: ['npm run rotate-keys'],
      links: ['hub-auth'],
      relinked: [{ id: 'learning-third', scope: 'project' }],
      graphs: ['project'],
    });
    expect(r.json.keeperText).toContain(
      '## Short tokens again\n\n_Merged from `learning-dup` (project)._\n\nTokens live 15 minutes.',
    );
    const text = await strataIn(t, ['merge', 'decision-keep', 'learning-dup', '--dry-run']);
    expect(text.stdout).toContain('Would merge learning-dup into decision-keep');
    expect(text.stdout).toContain('learning-third —implements→ learning-dup');
    expect(tree()).toEqual(before);
  });

  it('re-points links and edges from a third memory, archives the other, and verify stays clean', async () => {
    const search = ['search', 'tokens live minutes', '--mode', 'keyword', '--json'];
    expect((await strataIn(t, search)).json.results[0]).toMatchObject({ id: 'learning-dup' });
    const r = await strataIn(t, ['merge', 'decision-keep', 'learning-dup', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(t.mem('learning-dup.md'))).toBe(false);
    // The index built by the first search sees the merge: the keeper holds the text now.
    const found = (await strataIn(t, search)).json.results;
    expect(found.map((x: { id: string }) => x.id)).toEqual(['decision-keep']);
    const archived = readFileSync(t.mem('archive/learning-dup.md'), 'utf8');
    expect(archived).toContain('links: [decision-keep]');
    expect(archived).toContain('status: superseded');
    const keeper = readFileSync(t.mem('decision-keep.md'), 'utf8');
    expect(keeper).toContain('tags: [auth, jwt]');
    expect(keeper).toContain('file_patterns: [src/auth/**]');
    expect(keeper).toContain('command_patterns: [npm run rotate-keys]');
    expect(keeper).toContain('links: [hub-auth]');
    expect(keeper).toMatch(/Body of decision-keep\.\n\n## Short tokens again\n/);
    expect(readFileSync(t.mem('learning-third.md'), 'utf8')).toContain('links: [decision-keep]');
    expect(listEdges(readGraphAt(t.memDir))).toEqual([
      'decision-keep —implemented-by→ learning-third',
      'decision-keep —part-of→ hub-auth',
      'decision-keep —supersedes→ learning-dup',
      'hub-auth —has-part→ decision-keep',
      'learning-dup —superseded-by→ decision-keep',
      'learning-third —implements→ decision-keep',
    ]);
    const verify = await strataIn(t, ['verify', '--json']);
    expect(verify.json).toMatchObject({ ok: true, dangling: [], disagreements: [] });
    const shown = await strataIn(t, ['show', 'decision-keep', '--json']);
    expect(shown.json.edges.map((e: { target: string }) => e.target).sort()).toEqual([
      'hub-auth',
      'learning-dup',
      'learning-third',
    ]);
    const list = await strataIn(t, ['list', '--json']);
    expect(list.json.memories.map((m: { id: string }) => m.id).sort()).toEqual([
      'decision-keep',
      'hub-auth',
      'learning-third',
    ]);
    const all = await strataIn(t, ['list', '--all', '--json']);
    expect(all.json.memories.find((m: { id: string }) => m.id === 'learning-dup')).toMatchObject({
      archived: true,
    });
  });

  it('merges across writable scopes: the keeper scope graph lists the keeper edges', async () => {
    writeMemory(t.globalDir, 'learning-global-dup', {
      title: 'Global copy',
      links: ['learning-elsewhere'],
    });
    writeMemory(t.globalDir, 'learning-elsewhere', { title: 'Elsewhere' });
    writeGraph(t.globalDir, [
      ['learning-global-dup', 'learning-elsewhere', 'depends-on', 'depended-on-by'],
    ]);
    const r = await strataIn(t, ['merge', 'decision-keep', 'learning-global-dup', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(path.join(t.globalDir, 'archive/learning-global-dup.md'))).toBe(true);
    expect(listEdges(readGraphAt(t.memDir))).toContain(
      'decision-keep —depends-on→ learning-elsewhere',
    );
    expect(listEdges(readGraphAt(t.memDir))).toContain(
      'decision-keep —supersedes→ learning-global-dup',
    );
    expect(listEdges(readGraphAt(t.globalDir))).toEqual([
      'decision-keep —depends-on→ learning-elsewhere',
      'decision-keep —supersedes→ learning-global-dup',
      'learning-elsewhere —depended-on-by→ decision-keep',
      'learning-global-dup —superseded-by→ decision-keep',
    ]);
    expect((await strataIn(t, ['verify', '--json'])).json).toMatchObject({ ok: true });
  });

  it('refuses a memory of the read-only enterprise scope, naming it, and changes nothing', async () => {
    const ent = path.join(t.root, 'enterprise');
    mkdirSync(ent);
    writeMemory(ent, 'decision-company', { title: 'Company rule' });
    const env = { CLAUDE_MEMORY_ENTERPRISE_PATH: ent };
    const before = tree();
    const beforeEnt = snapshot(ent);
    for (const args of [
      ['merge', 'decision-keep', 'decision-company'],
      ['merge', 'decision-company', 'learning-dup'],
    ]) {
      const r = await strataIn(t, args, { env });
      expect(r.code).not.toBe(0);
      expect(r.stderr).toContain(
        '"decision-company" is in the enterprise scope, which is read-only',
      );
      expect(r.stderr).toContain('--admin');
      const json = await strataIn(t, [...args, '--json'], { env });
      expect(json.json.error).toMatchObject({ code: 'READ_ONLY_SCOPE' });
    }
    expect(tree()).toEqual(before);
    expect(snapshot(ent)).toEqual(beforeEnt);
  });

  it('refuses before writing anything when an archived copy is in the way', async () => {
    const old = writeMemory(path.join(t.memDir, 'archive'), 'learning-dup', { title: 'Old copy' });
    writeFileSync(old, readFileSync(old, 'utf8').replace('id: learning-dup', 'id: learning-old'));
    const before = tree();
    const r = await strataIn(t, ['merge', 'decision-keep', 'learning-dup', '--json']);
    expect(r.json.error).toMatchObject({ code: 'ALREADY_EXISTS' });
    expect(r.json.error.message).toContain('archive/learning-dup.md already exists');
    expect(tree()).toEqual(before);
  });

  it('refuses a repeated id and an archived memory', async () => {
    const twice = await strataIn(t, [
      'merge',
      'decision-keep',
      'learning-dup',
      'learning-dup',
      '--json',
    ]);
    expect(twice.json.error).toMatchObject({ code: 'INVALID_ARGUMENT' });
    await strataIn(t, ['forget', 'hub-auth']);
    const archived = await strataIn(t, ['merge', 'decision-keep', 'hub-auth', '--json']);
    expect(archived.json.error.message).toContain('"hub-auth" is archived');
  });
});
