import { describe, expect, it } from 'vitest';
import {
  addEdge,
  compareLinks,
  findEdge,
  type Graph,
  inverseLabel,
  isEdgeLabel,
  parseGraph,
  removeEdge,
  serializeGraph,
} from '../../src/core/graph.js';
import { expectStrataErrorSync } from '../support/expect-error.js';

describe('inverseLabel', () => {
  it.each([
    ['implements', 'implemented-by'],
    ['implemented-by', 'implements'],
    ['supersedes', 'superseded-by'],
    ['superseded-by', 'supersedes'],
    ['part-of', 'has-part'],
    ['has-part', 'part-of'],
    ['depends-on', 'depended-on-by'],
    ['fixes', 'fixed-by'],
    ['blocks', 'blocked-by'],
    ['relates-to', 'relates-to'],
    ['custom-label', 'custom-label'],
  ])('%s ↔ %s', (label, inverse) => {
    expect(inverseLabel(label)).toBe(inverse);
    expect(inverseLabel(inverseLabel(label))).toBe(label);
  });

  it.each([
    ['relates-to', true],
    ['a', true],
    ['Relates', false],
    ['has space', false],
    ['-x', false],
    ['', false],
    [`a${'b'.repeat(40)}`, false],
    [3, false],
  ])('isEdgeLabel(%j) is %s', (label, ok) => {
    expect(isEdgeLabel(label)).toBe(ok);
  });
});

describe('addEdge / removeEdge', () => {
  it('stores both directions with inverse labels, one edge per ordered pair', () => {
    const graph: Graph = {};
    addEdge(graph, 'a', 'b', 'implements', 't1');
    addEdge(graph, 'a', 'b', 'supersedes', 't2');
    expect(graph).toEqual({
      a: [{ target: 'b', label: 'supersedes', timestamp: 't2' }],
      b: [{ target: 'a', label: 'superseded-by', timestamp: 't2' }],
    });
    expect(removeEdge(graph, 'b', 'a')).toBe(true);
    expect(graph).toEqual({});
    expect(removeEdge(graph, 'a', 'b')).toBe(false);
  });

  it('keeps other edges when removing one pair', () => {
    const graph: Graph = {};
    addEdge(graph, 'a', 'b', 'relates-to', 't');
    addEdge(graph, 'a', 'c', 'part-of', 't');
    removeEdge(graph, 'a', 'b');
    expect(graph).toEqual({
      a: [{ target: 'c', label: 'part-of', timestamp: 't' }],
      c: [{ target: 'a', label: 'has-part', timestamp: 't' }],
    });
  });
});

describe('parseGraph', () => {
  it('reads the adjacency list as it is', () => {
    const text = JSON.stringify({
      a: [{ target: 'b', label: 'implements', timestamp: 't' }],
      b: [{ target: 'a', label: 'implemented-by', timestamp: 't' }],
    });
    const { graph, format } = parseGraph(text, 'graph.json');
    expect(format).toBe('adjacency');
    expect(graph.a).toEqual([{ target: 'b', label: 'implements', timestamp: 't' }]);
  });

  it('an empty file is an empty graph', () => {
    expect(parseGraph('  \n', 'graph.json')).toEqual({ graph: {}, format: 'empty' });
  });

  it('a memory called "edges" in an adjacency list is not mistaken for the legacy form', () => {
    const text = JSON.stringify({ edges: [{ target: 'b', label: 'relates-to', timestamp: '' }] });
    const { graph, format } = parseGraph(text, 'graph.json');
    expect(format).toBe('adjacency');
    expect(Object.keys(graph)).toEqual(['edges']);
  });

  it.each([
    [
      'source/target with type and created',
      {
        nodes: [{ id: 'a' }, { id: 'b' }, 'lonely'],
        edges: [{ source: 'a', target: 'b', type: 'implements', created: 't' }],
      },
    ],
    [
      'from/to with label and timestamp, no nodes',
      { edges: [{ from: 'a', to: 'b', label: 'implements', timestamp: 't' }] },
    ],
    [
      'from/to with relation',
      {
        nodes: ['a', 'b'],
        edges: [{ from: 'a', to: 'b', relation: 'implements', timestamp: 't' }],
      },
    ],
  ])('reads the legacy {nodes, edges} form: %s', (_name, legacy) => {
    const { graph, format } = parseGraph(JSON.stringify(legacy), 'graph.json');
    expect(format).toBe('legacy');
    expect(graph.a).toEqual([{ target: 'b', label: 'implements', timestamp: 't' }]);
    expect(graph.b).toEqual([{ target: 'a', label: 'implemented-by', timestamp: 't' }]);
  });

  it('legacy edges without a label become relates-to both ways', () => {
    const { graph } = parseGraph(JSON.stringify({ edges: [{ from: 'a', to: 'b' }] }), 'g');
    expect(graph.a?.[0]?.label).toBe('relates-to');
    expect(graph.b?.[0]?.label).toBe('relates-to');
  });

  it.each([
    ['not JSON', '{ "a": [', /graph\.json: is not valid JSON/],
    ['an array', '[]', /graph\.json: must be a JSON object/],
    ['null', 'null', /graph\.json: must be a JSON object/],
    ['edges not a list', '{"a": {"target": "b"}}', /"a" must map to a list of edges/],
    ['edge without target', '{"a": [{"label": "x"}]}', /"a"\[0\] is not an edge/],
    ['edge that is a string', '{"a": ["b"]}', /"a"\[0\] is not an edge/],
    [
      'legacy edge without source',
      '{"nodes": [], "edges": [{"to": "b"}]}',
      /edges\[0\] needs a source/,
    ],
    ['legacy edges not a list', '{"nodes": [], "edges": 3}', /must map to a list/],
  ])('refuses %s with INVALID_GRAPH naming the file', (_name, text, message) => {
    const error = expectStrataErrorSync(
      () => parseGraph(text, '/store/graph.json'),
      'INVALID_GRAPH',
      message,
    );
    expect(error.message).toMatch(/^strata: \/store\/graph\.json: /);
  });
});

describe('serializeGraph', () => {
  it('sorts ids, drops empty lists, ends with a newline, and reads back the same', () => {
    const graph: Graph = { b: [], z: [{ target: 'a', label: 'x', timestamp: '' }], a: [] };
    const text = serializeGraph(graph);
    expect(text.endsWith('}\n')).toBe(true);
    expect(Object.keys(JSON.parse(text))).toEqual(['z']);
    expect(parseGraph(text, 'g').graph).toEqual({ z: graph.z });
  });
});

describe('compareLinks', () => {
  it('a link written on one side only accounts for both edges', () => {
    const graph: Graph = {};
    addEdge(graph, 'a', 'b', 'relates-to', '');
    const links = new Map([
      ['a', ['b']],
      ['b', []],
    ]);
    expect(compareLinks(links, graph)).toEqual([]);
  });

  it('reports links missing from the graph and edges missing from frontmatter', () => {
    const graph: Graph = {};
    addEdge(graph, 'b', 'c', 'relates-to', '');
    const links = new Map([
      ['a', ['b']],
      ['b', []],
      ['c', []],
    ]);
    expect(compareLinks(links, graph)).toEqual([
      { from: 'a', to: 'b', kind: 'missing-edge' },
      { from: 'b', to: 'c', kind: 'missing-link' },
      { from: 'c', to: 'b', kind: 'missing-link' },
    ]);
  });
});

describe('ids that are also Object.prototype members', () => {
  const IDS = ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty', 'prototype'];

  it.each(IDS)('%s parses, links, serializes and reads back', (id) => {
    const { graph } = parseGraph('{}', '/g.json');
    expect(findEdge(graph, id, 'other')).toBeUndefined();
    addEdge(graph, id, 'other', 'implements', 't');
    addEdge(graph, 'other', id, 'references', 't');
    const text = serializeGraph(graph);
    const back = parseGraph(text, '/g.json').graph;
    expect(findEdge(back, id, 'other')?.label).toBe('referenced-by');
    expect(findEdge(back, 'other', id)?.label).toBe('references');
    expect(removeEdge(back, id, 'other')).toBe(true);
    expect(JSON.parse(serializeGraph(back))).toEqual({});
  });

  it('a graph.json that names them as nodes (legacy form) reads without inheriting', () => {
    const legacy = JSON.stringify({ nodes: IDS.map((id) => ({ id })), edges: [] });
    const { graph } = parseGraph(legacy, '/g.json');
    for (const id of IDS) expect(graph[id]).toEqual([]);
  });
});
