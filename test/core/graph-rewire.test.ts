import { describe, expect, it } from 'vitest';
import { addEdge, emptyGraph, findEdge } from '../../src/core/graph.js';
import type { Memory } from '../../src/core/memory.js';
import { dropEdgesTouching, putEdge, repointEdges } from '../../src/core/merge/graph-rewire.js';
import {
  addKeeperEdges,
  mergeBodies,
  rewireMergedGraph,
} from '../../src/core/merge/merge-content.js';
import { findDanglingAfterMove } from '../../src/core/scope-reach.js';

const T = '2026-01-01T00:00:00Z';

describe('graph rewiring', () => {
  it('re-points edges to the keeper, drops those between merged ids, prefers specific labels', () => {
    const g = emptyGraph();
    addEdge(g, 'third', 'dup', 'implements', T);
    addEdge(g, 'dup', 'keep', 'relates-to', T);
    addEdge(g, 'dup', 'dup2', 'relates-to', T);
    addEdge(g, 'keep', 'hub', 'relates-to', T);
    addEdge(g, 'dup', 'hub', 'part-of', T);
    const moved = repointEdges(g, new Set(['dup', 'dup2']), 'keep');
    expect(findEdge(g, 'third', 'keep')?.label).toBe('implements');
    expect(findEdge(g, 'keep', 'third')?.label).toBe('implemented-by');
    expect(findEdge(g, 'keep', 'hub')?.label).toBe('part-of');
    expect(findEdge(g, 'keep', 'keep')).toBeUndefined();
    expect(g.dup).toBeUndefined();
    expect(moved.find((e) => e.from === 'third')?.was).toEqual({ from: 'third', target: 'dup' });
  });

  it('never lets the default label replace a specific one', () => {
    const g = emptyGraph();
    addEdge(g, 'a', 'b', 'supersedes', T);
    expect(putEdge(g, { from: 'a', target: 'b', label: 'relates-to', timestamp: T })).toBe(false);
    expect(findEdge(g, 'a', 'b')?.label).toBe('supersedes');
  });

  it('drops only the edges whose other end fails the test', () => {
    const g = emptyGraph();
    addEdge(g, 'x', 'stay', 'relates-to', T);
    addEdge(g, 'x', 'gone', 'relates-to', T);
    const dropped = dropEdgesTouching(g, 'x', (o) => o === 'stay');
    expect(dropped.map((e) => `${e.from}>${e.target}`).sort()).toEqual(['gone>x', 'x>gone']);
    expect(findEdge(g, 'x', 'stay')).toBeDefined();
  });

  it('gives merged memories a superseded-by edge in their scope and the keeper scope only', () => {
    const spec = {
      keeper: { id: 'k', scope: 'project' as const },
      others: [{ id: 'o', scope: 'local' as const }],
      stamp: T,
    };
    const global = emptyGraph();
    rewireMergedGraph(global, 'global', spec);
    expect(findEdge(global, 'o', 'k')).toBeUndefined();
    const local = emptyGraph();
    addEdge(local, 'o', 'y', 'depends-on', T);
    const carried = rewireMergedGraph(local, 'local', spec);
    expect(findEdge(local, 'o', 'k')?.label).toBe('superseded-by');
    const project = emptyGraph();
    rewireMergedGraph(project, 'project', spec);
    addKeeperEdges(project, 'k', carried, ['y', 'z'], T);
    expect(findEdge(project, 'k', 'o')?.label).toBe('supersedes');
    expect(findEdge(project, 'k', 'y')?.label).toBe('depends-on');
    expect(findEdge(project, 'k', 'z')?.label).toBe('relates-to');
  });
});

describe('merged bodies', () => {
  const other = {
    id: 'learning-o',
    title: 'Other  title',
    scope: 'project',
    body: '\nOther text.\n',
  } as Memory;
  it('appends each body under a heading, once even when run again', () => {
    const once = mergeBodies('\nKeeper text.\n\n', [other]);
    expect(once).toBe(
      '\nKeeper text.\n\n## Other title\n\n_Merged from `learning-o` (project)._\n\nOther text.\n',
    );
    expect(mergeBodies(once, [other])).toBe(once);
  });
});

describe('links after a move', () => {
  it('reports missing targets and links between scopes read by different people', () => {
    const others = [
      { id: 'in-local', scope: 'local' as const, links: [] },
      { id: 'in-project', scope: 'project' as const, links: ['moved'] },
      { id: 'in-enterprise', scope: 'enterprise' as const, links: [] },
    ];
    const moved = {
      id: 'moved',
      scope: 'project' as const,
      links: ['in-local', 'in-enterprise', 'nowhere'],
    };
    const found = findDanglingAfterMove(moved, ['in-project'], others);
    expect(found.map((d) => `${d.from}>${d.to}:${d.reason}`)).toEqual([
      'moved>in-local:not-visible',
      'moved>nowhere:missing',
    ]);
    const toGlobal = findDanglingAfterMove({ ...moved, scope: 'global', links: [] }, [], others);
    expect(toGlobal.map((d) => `${d.from}>${d.to}`)).toEqual(['in-project>moved']);
  });
});
