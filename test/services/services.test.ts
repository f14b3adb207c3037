import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findEdge, parseGraph } from '../../src/core/graph.js';
import { forgetMemory } from '../../src/services/forget.js';
import { linkMemories, unlinkMemories } from '../../src/services/links.js';
import { remember } from '../../src/services/remember.js';
import { updateMemory } from '../../src/services/update.js';
import { computeStats, verifyStore } from '../../src/services/verify.js';
import { getScope, loadStore, type StoreContext } from '../../src/storage/load-store.js';
import { resolveScopeDirs } from '../../src/storage/scope-dir.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

let t: TempStore;
let ctx: StoreContext;
const NOW = new Date('2030-05-06T07:08:09.123Z');

function context(admin = false, enterprisePath?: string): StoreContext {
  const { scopes } = resolveScopeDirs({
    cwd: t.proj,
    home: t.home,
    admin,
    ...(enterprisePath ? { enterprisePath } : {}),
  });
  return { scopes, read: { maxFileBytes: 1024 * 1024 }, now: () => NOW };
}

beforeEach(() => {
  t = makeTempStore();
  ctx = context();
});
afterEach(() => t.cleanup());

describe('remember', () => {
  it('stamps created/updated without milliseconds and reads the memory back', async () => {
    const m = await remember(ctx, {
      type: 'learning',
      title: 'Ünïcode title',
      body: 'text',
      scope: 'project',
      tags: ['A', 'a'],
    });
    expect(m).toMatchObject({
      id: 'learning-unicode-title',
      created: '2030-05-06T07:08:09Z',
      updated: '2030-05-06T07:08:09Z',
      tags: ['a'],
      relPath: 'permanent/learning-unicode-title.md',
    });
    expect(m.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses links to ids no scope holds, writing nothing', async () => {
    await expect(
      remember(ctx, {
        type: 'hub',
        title: 'H',
        body: '',
        scope: 'project',
        links: ['learning-nope'],
      }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringMatching(/links: no memory with id "learning-nope"/),
    });
    expect(existsSync(t.mem('permanent/hub-h.md'))).toBe(false);
  });

  it('skips ids taken in the same scope, even when the file lives elsewhere in it', async () => {
    const m = await remember(ctx, {
      type: 'hub',
      title: 'Authentication',
      body: '',
      scope: 'project',
    });
    expect(m.id).toBe('hub-authentication-1');
  });

  it('refuses the enterprise scope without admin, and when it is not configured', async () => {
    const ent = path.join(t.root, 'ent');
    await expect(
      remember(context(false, ent), { type: 'hub', title: 'E', body: '', scope: 'enterprise' }),
    ).rejects.toMatchObject({ code: 'READ_ONLY_SCOPE' });
    expect(() => getScope(ctx, 'enterprise')).toThrow(
      /CLAUDE_MEMORY_ENTERPRISE_PATH|enterprise scope is not available/,
    );
    const m = await remember(context(true, ent), {
      type: 'hub',
      title: 'E',
      body: '',
      scope: 'enterprise',
    });
    expect(m.path).toBe(path.join(ent, 'hub-e.md'));
  });
});

describe('updateMemory', () => {
  it('refuses with CONFLICT when the caller read an older version', async () => {
    const store = await loadStore(ctx);
    const m = store.visible.find((x) => x.id === 'gotcha-vite-env-prefix')!;
    writeFileSync(m.path, `${readFileSync(m.path, 'utf8')}\nsomeone else\n`);
    await expect(
      updateMemory(ctx, m.id, { title: 'Mine' }, { expectedHash: m.hash! }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(readFileSync(m.path, 'utf8')).toContain('someone else');
    expect(readFileSync(m.path, 'utf8')).not.toContain('Mine');
  });

  it('replaces the body and stamps updated, keeping every frontmatter line', async () => {
    const file = t.mem('permanent/retro-march-incident.md');
    const head = readFileSync(file, 'utf8').split('---\n')[1]!;
    const m = await updateMemory(ctx, 'retro-march-incident', { body: 'New body.\n' });
    expect(m.body).toBe('\nNew body.\n');
    expect(readFileSync(file, 'utf8')).toBe(
      `---\n${head.replace(/updated: .*/, 'updated: "2030-05-06T07:08:09Z"')}---\n\nNew body.\n`,
    );
  });
});

describe('links across scopes', () => {
  it('links a global memory to a project one and unlinks it from both graphs', async () => {
    await remember(ctx, { type: 'learning', title: 'Global', body: '', scope: 'global' });
    const r = await linkMemories(ctx, 'learning-global', 'hub-authentication', 'part-of');
    expect(r).toMatchObject({ scope: 'global', changed: true });
    const g = parseGraph(readFileSync(path.join(t.globalDir, 'graph.json'), 'utf8'), 'g').graph;
    expect(findEdge(g, 'hub-authentication', 'learning-global')?.label).toBe('has-part');
    const again = await linkMemories(ctx, 'learning-global', 'hub-authentication', 'part-of');
    expect(again.changed).toBe(false);
    const u = await unlinkMemories(ctx, 'hub-authentication', 'learning-global');
    expect(u.changed).toBe(true);
    expect(readFileSync(path.join(t.globalDir, 'graph.json'), 'utf8')).toBe('{}\n');
    const store = await loadStore(ctx);
    expect(store.visible.find((m) => m.id === 'learning-global')?.links).toEqual([]);
  });
});

describe('forgetMemory', () => {
  it('archiving twice changes nothing, and never overwrites an archived file', async () => {
    const first = await forgetMemory(ctx, 'retro-march-incident');
    const archived = readFileSync(first.archivedPath!, 'utf8');
    // The end state asked for is there: answered, not refused, and nothing written.
    await expect(forgetMemory(ctx, 'retro-march-incident')).resolves.toMatchObject({
      action: 'archived',
      wasArchived: true,
      archivedPath: first.archivedPath,
    });
    expect(readFileSync(first.archivedPath!, 'utf8')).toBe(archived);
    mkdirSync(t.mem('archive'), { recursive: true });
    writeFileSync(t.mem('archive/artifact-release-checklist.md'), 'an older archived copy\n');
    await expect(forgetMemory(ctx, 'artifact-release-checklist')).rejects.toMatchObject({
      code: 'ALREADY_EXISTS',
    });
    expect(readFileSync(t.mem('archive/artifact-release-checklist.md'), 'utf8')).toBe(
      'an older archived copy\n',
    );
    expect(existsSync(t.mem('permanent/artifact-release-checklist.md'))).toBe(true);
  });

  it('deleting keeps going when graph.json is broken (the file is gone, verify reports the graph)', async () => {
    writeFileSync(t.mem('graph.json'), '{broken');
    const r = await forgetMemory(ctx, 'retro-march-incident', { mode: 'delete' });
    expect(r.action).toBe('deleted');
    const report = await verifyStore(ctx);
    expect(report.invalid.map((p) => p.path)).toContain(t.mem('graph.json'));
  });
});

describe('verify and stats', () => {
  it('counts shadowed memories and the unreadable sample', async () => {
    mkdirSync(t.mem('local'));
    writeFileSync(t.mem('local/hub-authentication.md'), '---\ntype: hub\n---\n');
    const stats = await computeStats(ctx);
    expect(stats).toMatchObject({
      total: 8,
      shadowed: 1,
      invalid: 1,
      byScope: { project: 8, local: 1 },
    });
  });

  it('warns about a bad severity and a gotcha that can never match', async () => {
    writeFileSync(
      t.mem('gotcha-lost.md'),
      '---\ntype: gotcha\ntitle: Lost\nseverity: huge\ncreated: x\n---\n',
    );
    const report = await verifyStore(ctx);
    const warnings = report.warnings
      .filter((w) => w.path === t.mem('gotcha-lost.md'))
      .map((w) => w.field);
    expect(warnings.sort()).toEqual(['file_patterns', 'severity']);
  });

  it('reports two files of one scope that carry the same id', async () => {
    const copy = t.mem('other/gotcha-vite-env-prefix.md');
    mkdirSync(t.mem('other'), { recursive: true });
    writeFileSync(copy, readFileSync(t.mem('permanent/gotcha-vite-env-prefix.md'), 'utf8'));
    const report = await verifyStore(ctx);
    expect(report.ok).toBe(false);
    const dup = report.invalid.filter((p) => p.code === 'ALREADY_EXISTS');
    expect(dup).toHaveLength(1);
    // Both files are named, whichever the scan met first.
    expect(dup[0]?.message).toMatch(/id "gotcha-vite-env-prefix" is already used by/);
    expect(dup[0]?.message).toContain(copy);
    expect(dup[0]?.message).toContain(t.mem('permanent/gotcha-vite-env-prefix.md'));
  });

  it('names a live file beside its archived copy as an interrupted archive, with the command', async () => {
    const copy = t.mem('archive/gotcha-vite-env-prefix.md');
    mkdirSync(t.mem('archive'), { recursive: true });
    writeFileSync(copy, readFileSync(t.mem('permanent/gotcha-vite-env-prefix.md'), 'utf8'));
    const report = await verifyStore(ctx);
    expect(report.ok).toBe(false);
    const dup = report.invalid.filter((p) => p.code === 'ALREADY_EXISTS');
    expect(dup).toHaveLength(1);
    expect(dup[0]?.message).toContain(copy);
    expect(dup[0]?.message).toContain('strata forget gotcha-vite-env-prefix --scope project');
  });
});
