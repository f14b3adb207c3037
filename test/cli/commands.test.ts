import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findEdge, parseGraph } from '../../src/core/graph.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';

let t: TempStore;
beforeEach(() => {
  t = makeTempStore();
});
afterEach(() => t.cleanup());

const graph = () => parseGraph(readFileSync(t.mem('graph.json'), 'utf8'), 'g').graph;
const ids = (json: { memories: Array<{ id: string }> }) => json.memories.map((m) => m.id).sort();

describe('remember', () => {
  it('saves to the project scope inside a git repository, into permanent/ when the store uses it', async () => {
    const r = await strataIn(
      t,
      [
        'remember',
        '--type',
        'gotcha',
        '--title',
        'Token clock skew',
        '--tag',
        'auth,time',
        '--tag',
        'jwt',
        '--severity',
        'high',
        '--file-pattern',
        'api/src/auth/**',
        '--link',
        'hub-authentication',
        '--json',
      ],
      { stdin: 'Allow 30 s of skew.\n' },
    );
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({
      id: 'gotcha-token-clock-skew',
      scope: 'project',
      tags: ['auth', 'time', 'jwt'],
      severity: 'high',
      links: ['hub-authentication'],
      path: t.mem('permanent/gotcha-token-clock-skew.md'),
    });
    const text = readFileSync(t.mem('permanent/gotcha-token-clock-skew.md'), 'utf8');
    expect(text).toMatch(/\n---\n\nAllow 30 s of skew\.\n$/);
    expect(findEdge(graph(), 'gotcha-token-clock-skew', 'hub-authentication')?.label).toBe(
      'relates-to',
    );
    expect(findEdge(graph(), 'hub-authentication', 'gotcha-token-clock-skew')).toBeDefined();
  });

  it('puts breadcrumbs into temporary/ when the store has it', async () => {
    const r = await strataIn(t, [
      'remember',
      '--type',
      'breadcrumb',
      '--title',
      'Was here',
      '--body',
      'x',
      '--json',
    ]);
    expect(r.json.path).toBe(t.mem('temporary/breadcrumb-was-here.md'));
  });

  it('saves to the global scope outside a git repository', async () => {
    const outside = path.join(t.root, 'elsewhere');
    mkdirSync(outside);
    const r = await strataIn(
      t,
      ['remember', '--type', 'learning', '--title', 'Global one', '--body', 'x', '--json'],
      {
        cwd: outside,
      },
    );
    expect(r.json).toMatchObject({
      scope: 'global',
      path: path.join(t.globalDir, 'learning-global-one.md'),
    });
  });

  it('--scope local creates local/.gitignore and real git ignores the file', async () => {
    const s = makeTempStore({ realGit: true });
    try {
      const r = await strataIn(s, [
        'remember',
        '--scope',
        'local',
        '--type',
        'learning',
        '--title',
        'Mine only',
        '--body',
        'x',
        '--json',
      ]);
      expect(r.json).toMatchObject({ scope: 'local', path: s.mem('local/learning-mine-only.md') });
      expect(existsSync(s.mem('local/.gitignore'))).toBe(true);
      const check = (rel: string) => {
        try {
          execFileSync('git', ['-C', s.proj, 'check-ignore', '-q', rel]);
          return 'ignored';
        } catch {
          return 'tracked';
        }
      };
      expect(check('.claude/memory/local/learning-mine-only.md')).toBe('ignored');
      expect(check('.claude/memory/permanent/hub-authentication.md')).toBe('tracked');
      const status = execFileSync(
        'git',
        ['-C', s.proj, 'status', '--porcelain', '--untracked-files=all'],
        { encoding: 'utf8' },
      );
      expect(status).not.toContain('local/');
    } finally {
      s.cleanup();
    }
  });

  it('--project DIR and CLAUDE_PROJECT_DIR choose the project from anywhere', async () => {
    const other = makeTempStore({ samples: false });
    try {
      const elsewhere = path.join(t.root, 'elsewhere');
      mkdirSync(elsewhere);
      const a = await strataIn(
        t,
        [
          'remember',
          '--project',
          other.proj,
          '--type',
          'learning',
          '--title',
          'By flag',
          '--body',
          'x',
          '--json',
        ],
        { cwd: elsewhere },
      );
      expect(a.json.path).toBe(other.mem('learning-by-flag.md'));
      const b = await strataIn(
        t,
        ['remember', '--type', 'learning', '--title', 'By env', '--body', 'x', '--json'],
        {
          cwd: elsewhere,
          env: { CLAUDE_PROJECT_DIR: other.proj },
        },
      );
      expect(b.json.path).toBe(other.mem('learning-by-env.md'));
      const list = await strataIn(t, ['list', '--json'], {
        env: { CLAUDE_PROJECT_DIR: other.proj },
      });
      expect(ids(list.json)).toEqual(['learning-by-env', 'learning-by-flag']);
    } finally {
      other.cleanup();
    }
  });
});

describe('list, show, forget', () => {
  it('filters by type, scope and tag, and hides archived unless --all', async () => {
    await strataIn(t, [
      'remember',
      '--scope',
      'global',
      '--type',
      'learning',
      '--title',
      'Global auth',
      '--tag',
      'auth',
      '--body',
      'x',
    ]);
    const byType = await strataIn(t, ['list', '--type', 'gotcha', '--json']);
    expect(ids(byType.json)).toEqual([
      'gotcha-prisma-migrate-resets-dev-db',
      'gotcha-vite-env-prefix',
    ]);
    const custom = await strataIn(t, ['list', '--type', 'retro', '--json']);
    expect(custom.json.memories).toMatchObject([{ id: 'retro-march-incident', type: 'retro' }]);
    const global = await strataIn(t, ['list', '--scope', 'global', '--json']);
    expect(ids(global.json)).toEqual(['learning-global-auth']);
    const tagged = await strataIn(t, ['list', '--tag', 'auth', '--json']);
    expect(ids(tagged.json)).toEqual([
      'decision-jwt-over-server-sessions',
      'hub-authentication',
      'learning-global-auth',
      'learning-refresh-token-rotation-race',
      'retro-march-incident',
    ]);
    await strataIn(t, ['forget', 'retro-march-incident']);
    const active = await strataIn(t, ['list', '--tag', 'incident', '--json']);
    expect(active.json.memories).toEqual([]);
    const all = await strataIn(t, ['list', '--tag', 'incident', '--all', '--json']);
    expect(all.json.memories).toMatchObject([{ id: 'retro-march-incident', archived: true }]);
    const text = await strataIn(t, ['list']);
    expect(text.stdout).toMatch(/1 file not loaded \(named above; run strata verify\)/);
  });

  it('forget (archive, the default) moves the file to archive/, keeps its edges, and show follows the link', async () => {
    const r = await strataIn(t, ['forget', 'learning-refresh-token-rotation-race', '--json']);
    expect(r.json).toMatchObject({
      action: 'archived',
      archivedPath: t.mem('archive/learning-refresh-token-rotation-race.md'),
      linkedFrom: expect.arrayContaining([
        'decision-jwt-over-server-sessions',
        'hub-authentication',
      ]),
    });
    expect(existsSync(t.mem('permanent/learning-refresh-token-rotation-race.md'))).toBe(false);
    const shown = await strataIn(t, ['show', 'learning-refresh-token-rotation-race', '--json']);
    expect(shown.code).toBe(0);
    expect(shown.json).toMatchObject({
      archived: true,
      relPath: 'archive/learning-refresh-token-rotation-race.md',
    });
    expect(shown.json.edges).toEqual([
      {
        target: 'decision-jwt-over-server-sessions',
        label: 'relates-to',
        timestamp: '2026-03-09T16:38:00Z',
      },
    ]);
    const from = await strataIn(t, ['show', 'decision-jwt-over-server-sessions', '--json']);
    const target = from.json.edges.find(
      (e: { target: string }) => e.target === 'learning-refresh-token-rotation-race',
    );
    expect(target).toBeDefined();
  });

  it('forget --delete deletes the file and drops its edges both ways', async () => {
    const r = await strataIn(t, [
      'forget',
      'learning-refresh-token-rotation-race',
      '--delete',
      '--json',
    ]);
    expect(r.json).toMatchObject({ action: 'deleted' });
    expect(existsSync(t.mem('permanent/learning-refresh-token-rotation-race.md'))).toBe(false);
    const g = graph();
    expect(g['learning-refresh-token-rotation-race']).toBeUndefined();
    expect(
      findEdge(g, 'decision-jwt-over-server-sessions', 'learning-refresh-token-rotation-race'),
    ).toBeUndefined();
    expect(findEdge(g, 'decision-jwt-over-server-sessions', 'hub-authentication')).toBeDefined();
    const again = await strataIn(t, ['show', 'learning-refresh-token-rotation-race']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^strata: no memory with id/);
  });

  it('show prints the body and labelled edges', async () => {
    const r = await strataIn(t, ['show', 'hub-authentication']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('has-part → decision-jwt-over-server-sessions');
    expect(r.stdout).toContain('Everything about login, tokens and sessions.');
  });

  it('a memory in local shadows the same id in project; show names the shadowed scope', async () => {
    mkdirSync(t.mem('local'));
    writeFileSync(t.mem('local/hub-authentication.md'), '---\ntype: hub\ntitle: My own hub\n---\n');
    const r = await strataIn(t, ['show', 'hub-authentication', '--json']);
    expect(r.json).toMatchObject({ scope: 'local', title: 'My own hub', shadows: ['project'] });
    const list = await strataIn(t, ['list', '--json']);
    expect(
      list.json.memories.filter((m: { id: string }) => m.id === 'hub-authentication'),
    ).toHaveLength(1);
    const project = await strataIn(t, [
      'show',
      'hub-authentication',
      '--scope',
      'project',
      '--json',
    ]);
    expect(project.json.title).toBe('Authentication hub');
  });
});

describe('verify, stats, doctor', () => {
  it('verify on the samples exits 1: the broken file and the frontmatter/graph disagreement', async () => {
    const r = await strataIn(t, ['verify', '--json']);
    expect(r.code).toBe(1);
    expect(r.json.invalid).toMatchObject([
      { path: t.mem('permanent/learning-broken-frontmatter.md') },
    ]);
    expect(r.json.disagreements).toContainEqual({
      from: 'hub-authentication',
      to: 'learning-refresh-token-rotation-race',
      kind: 'missing-edge',
      scope: 'project',
    });
    expect(r.json.warnings.map((w: { field: string }) => w.field)).toContain('type');
  });

  it('verify lists dangling links in frontmatter and graph', async () => {
    writeFileSync(
      t.mem('permanent/learning-refresh-token-rotation-race.md'),
      readFileSync(t.mem('permanent/learning-refresh-token-rotation-race.md'), 'utf8').replace(
        'links: [decision-jwt-over-server-sessions]',
        'links: [decision-jwt-over-server-sessions, decision-gone]',
      ),
    );
    const g = JSON.parse(readFileSync(t.mem('graph.json'), 'utf8'));
    g['hub-authentication'].push({
      target: 'artifact-vanished',
      label: 'relates-to',
      timestamp: '',
    });
    writeFileSync(t.mem('graph.json'), JSON.stringify(g));
    const r = await strataIn(t, ['verify', '--json']);
    expect(r.json.dangling).toEqual(
      expect.arrayContaining([
        {
          from: 'learning-refresh-token-rotation-race',
          to: 'decision-gone',
          scope: 'project',
          source: 'frontmatter',
        },
        { from: 'hub-authentication', to: 'artifact-vanished', scope: 'project', source: 'graph' },
      ]),
    );
    const text = await strataIn(t, ['verify']);
    expect(text.stdout).toMatch(/dangling +learning-refresh-token-rotation-race → decision-gone/);
  });

  it('verify exits 0 on a clean store', async () => {
    const s = makeTempStore({ samples: false });
    try {
      await strataIn(s, ['remember', '--type', 'hub', '--title', 'A', '--body', 'x']);
      await strataIn(s, [
        'remember',
        '--type',
        'learning',
        '--title',
        'B',
        '--link',
        'hub-a',
        '--body',
        'x',
      ]);
      const r = await strataIn(s, ['verify']);
      expect(r.stdout).toMatch(/^ok: 2 files checked$/m);
      expect(r.code).toBe(0);
    } finally {
      s.cleanup();
    }
  });

  it('stats counts by scope, type and tag', async () => {
    const r = await strataIn(t, ['stats', '--json']);
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({
      total: 8,
      invalid: 1,
      byScope: { project: 8 },
      byType: { gotcha: 2, retro: 1, breadcrumb: 1 },
    });
    expect(r.json.topTags[0]).toEqual({ tag: 'auth', count: 4 });
  });

  it('doctor exits 0 on a sound setup; a bad config.json value is a FAIL line naming file and field', async () => {
    const ok = await strataIn(t, ['doctor', '--json']);
    expect(ok.code).toBe(0);
    expect(ok.json.ok).toBe(true);
    writeFileSync(t.mem('config.json'), JSON.stringify({ search: { defaultLimit: 'ten' } }));
    const bad = await strataIn(t, ['doctor']);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/^FAIL config: .*config\.json: search\.defaultLimit/m);
    // Other commands warn and go on without the bad value.
    const list = await strataIn(t, ['list']);
    expect(list.code).toBe(0);
    expect(list.stderr).toMatch(/^strata: .*config\.json: search\.defaultLimit/);
  });
});
