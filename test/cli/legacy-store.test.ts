import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findEdge, parseGraph } from '../../src/core/graph.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';
import { snapshot } from '../support/snapshot.js';

/** A store as the original memory plugin wrote it. */
const FILES: Record<string, string> = {
  'permanent/decision-use-postgres.md':
    '---\nid: decision-use-postgres\ntitle: Use Postgres\ntype: decision\nscope: project\nproject: shop\nsource: session-42\nstatus: accepted\ncreated: 2025-01-02T03:04:05Z\ntags: database, storage\nlinks: [learning-pool-size]\n---\nWe use Postgres.\n',
  'permanent/learning-pool-size.md':
    '---\ntitle: Pool size must stay under max_connections\ntype: learning\ncreated: "2025-02-01"\n---\n\nKeep it at 10.\n',
  'permanent/incident-outage.md': '---\ntype: incident\n---\n# The big outage\n\nIt was bad.\n',
  'temporary/breadcrumb-debugging.md':
    '---\nid: breadcrumb-debugging\ntitle: Debugging the pool\ntype: breadcrumb\nstatus: open\n---\nlooking\n',
  'archive/decision-use-mysql.md':
    '---\nid: decision-use-mysql\ntitle: Use MySQL\ntype: decision\nstatus: superseded\n---\nold\n',
  'local/learning-my-shortcut.md': '---\ntitle: My shortcut\ntype: learning\n---\nmine\n',
  'graph.json': `${JSON.stringify({
    nodes: [
      { id: 'decision-use-postgres' },
      { id: 'learning-pool-size' },
      { id: 'decision-use-mysql' },
    ],
    edges: [
      {
        from: 'decision-use-postgres',
        to: 'learning-pool-size',
        type: 'relates-to',
        created: '2025-02-01',
      },
      { source: 'decision-use-postgres', target: 'decision-use-mysql', label: 'supersedes' },
    ],
  })}\n`,
};

let t: TempStore;
beforeEach(() => {
  t = makeTempStore({ samples: false });
  for (const [rel, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(t.mem(rel)), { recursive: true });
    writeFileSync(t.mem(rel), text);
  }
});
afterEach(() => t.cleanup());

const graph = () => parseGraph(readFileSync(t.mem('graph.json'), 'utf8'), 'g');

describe('a store written by the original memory plugin', () => {
  it('loads every memory, in its scope, with ids from file names where absent', async () => {
    const r = await strataIn(t, ['list', '--all', '--json']);
    expect(r.json.problems).toEqual([]);
    const rows = r.json.memories.map(
      (m: { id: string; scope: string; type: string; archived: boolean }) =>
        `${m.id} ${m.scope} ${m.type}${m.archived ? ' archived' : ''}`,
    );
    expect(rows.sort()).toEqual([
      'breadcrumb-debugging project breadcrumb',
      'decision-use-mysql project decision archived',
      'decision-use-postgres project decision',
      'incident-outage project incident',
      'learning-my-shortcut local learning',
      'learning-pool-size project learning',
    ]);
  });

  it('keeps every field as written: comma tags, unquoted dates, extra fields, derived titles', async () => {
    const pg = await strataIn(t, ['show', 'decision-use-postgres', '--json']);
    expect(pg.json).toMatchObject({
      tags: ['database', 'storage'],
      created: '2025-01-02T03:04:05Z',
      status: 'accepted',
      fields: { scope: 'project', project: 'shop', source: 'session-42' },
    });
    const incident = await strataIn(t, ['show', 'incident-outage', '--json']);
    expect(incident.json).toMatchObject({ title: 'The big outage', type: 'incident' });
  });

  it('reads the {nodes, edges} graph with inverse labels, and reading rewrites nothing', async () => {
    const before = snapshot(t.memDir);
    const r = await strataIn(t, ['show', 'decision-use-mysql', '--json']);
    expect(r.json.edges).toEqual([
      { target: 'decision-use-postgres', label: 'superseded-by', timestamp: '' },
    ]);
    for (const args of [['verify'], ['stats'], ['list', '--all']]) await strataIn(t, args);
    expect(snapshot(t.memDir)).toEqual(before);
  });

  it('verify finds no disagreement between the legacy graph and frontmatter', async () => {
    const r = await strataIn(t, ['verify', '--json']);
    expect(r.json.invalid).toEqual([]);
    expect(r.json.dangling).toEqual([]);
    expect(r.json.disagreements).toEqual([
      {
        from: 'decision-use-postgres',
        to: 'decision-use-mysql',
        kind: 'missing-link',
        scope: 'project',
      },
      {
        from: 'decision-use-mysql',
        to: 'decision-use-postgres',
        kind: 'missing-link',
        scope: 'project',
      },
    ]);
  });

  it('new memories go into permanent/, breadcrumbs into temporary/', async () => {
    const a = await strataIn(t, [
      'remember',
      '--type',
      'learning',
      '--title',
      'New one',
      '--body',
      'x',
      '--json',
    ]);
    expect(a.json.path).toBe(t.mem('permanent/learning-new-one.md'));
    const b = await strataIn(t, [
      'remember',
      '--type',
      'breadcrumb',
      '--title',
      'Trail',
      '--body',
      'x',
      '--json',
    ]);
    expect(b.json.path).toBe(t.mem('temporary/breadcrumb-trail.md'));
  });

  it('the first change rewrites the graph as an adjacency list without losing an edge', async () => {
    const r = await strataIn(t, [
      'link',
      'learning-pool-size',
      'breadcrumb-debugging',
      '--label',
      'references',
    ]);
    expect(r.code).toBe(0);
    const { graph: g, format } = graph();
    expect(format).toBe('adjacency');
    expect(findEdge(g, 'decision-use-postgres', 'learning-pool-size')).toEqual({
      target: 'learning-pool-size',
      label: 'relates-to',
      timestamp: '2025-02-01',
    });
    expect(findEdge(g, 'decision-use-postgres', 'decision-use-mysql')?.label).toBe('supersedes');
    expect(findEdge(g, 'breadcrumb-debugging', 'learning-pool-size')?.label).toBe('referenced-by');
  });

  it('linking a file without id adds links (and updated) but never an id field', async () => {
    await strataIn(t, ['link', 'learning-pool-size', 'breadcrumb-debugging']);
    const text = readFileSync(t.mem('permanent/learning-pool-size.md'), 'utf8');
    expect(text).toMatch(
      /^---\ntitle: Pool size must stay under max_connections\ntype: learning\ncreated: "2025-02-01"\nlinks: \[breadcrumb-debugging\]\nupdated: "[^"]+"\n---\n\nKeep it at 10\.\n$/,
    );
  });

  it('comma-separated tags are kept as separate tags when edited through add-tag', async () => {
    const r = await strataIn(t, ['edit', 'decision-use-postgres', '--add-tag', 'sql', '--json']);
    expect(r.code).toBe(0);
    expect(r.json.tags).toEqual(['database', 'storage', 'sql']);
    const text = readFileSync(t.mem('permanent/decision-use-postgres.md'), 'utf8');
    expect(text).toContain('tags: [database, storage, sql]\n');
    expect(text).toContain('project: shop\nsource: session-42\nstatus: accepted\n');
  });

  it('comma-separated links are kept as separate links when linking and unlinking', async () => {
    const file = t.mem('permanent/decision-use-postgres.md');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'links: [learning-pool-size]',
        'links: learning-pool-size, breadcrumb-debugging',
      ),
    );
    await strataIn(t, ['link', 'decision-use-postgres', 'incident-outage']);
    const linked = await strataIn(t, ['show', 'decision-use-postgres', '--json']);
    expect(linked.json.links).toEqual([
      'learning-pool-size',
      'breadcrumb-debugging',
      'incident-outage',
    ]);
    await strataIn(t, ['unlink', 'decision-use-postgres', 'breadcrumb-debugging']);
    const unlinked = await strataIn(t, ['show', 'decision-use-postgres', '--json']);
    expect(unlinked.json.links).toEqual(['learning-pool-size', 'incident-outage']);
  });
});
