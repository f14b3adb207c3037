import { describe, expect, it } from 'vitest';
import { hasConflictMarkers, splitConflictText } from '../../src/core/git/conflict-text.js';
import { mergeGraphs } from '../../src/core/git/three-way-graph.js';
import { mergeLists, mergeMemoryText } from '../../src/core/git/three-way-memory.js';
import {
  addEdge,
  emptyGraph,
  type Graph,
  parseGraph,
  serializeGraph,
} from '../../src/core/graph.js';

function graphOf(...pairs: Array<[string, string, string?]>): Graph {
  const g = emptyGraph();
  for (const [a, b, t = 't0'] of pairs) addEdge(g, a, b, 'relates-to', t);
  return g;
}
const pairs = (g: Graph) =>
  Object.entries(g).flatMap(([from, edges]) =>
    edges.map((e) => `${from}>${e.target}:${e.timestamp}`),
  );

describe('mergeGraphs', () => {
  it('keeps edges added on either side and drops one removed on one side, untouched on the other', () => {
    const base = graphOf(['a', 'g'], ['a', 'x']);
    const ours = graphOf(['a', 'g'], ['a', 'b']);
    const theirs = graphOf(['a', 'x'], ['a', 'd']);
    expect(pairs(mergeGraphs(base, ours, theirs)).sort()).toEqual(
      ['a>b:t0', 'b>a:t0', 'a>d:t0', 'd>a:t0'].sort(),
    );
  });

  it('keeps an edge removed on one side but changed on the other, and the newer of two changes', () => {
    const base = graphOf(['a', 'b'], ['a', 'c']);
    const ours = graphOf(['a', 'c', 't2']);
    const theirs = graphOf(['a', 'b', 't1'], ['a', 'c', 't3']);
    expect(pairs(mergeGraphs(base, ours, theirs)).sort()).toEqual(
      ['a>b:t1', 'b>a:t1', 'a>c:t3', 'c>a:t3'].sort(),
    );
  });

  it('with an empty base (added on both sides) is the union', () => {
    const merged = mergeGraphs(emptyGraph(), graphOf(['a', 'b']), graphOf(['a', 'd']));
    expect(pairs(merged).sort()).toEqual(['a>b:t0', 'a>d:t0', 'b>a:t0', 'd>a:t0']);
  });
});

describe('canonical graph.json', () => {
  it('writes one edge per line, keys sorted, and reads back the same', () => {
    const g = graphOf(['b', 'a'], ['a', 'c']);
    const text = serializeGraph(g);
    expect(text.split('\n')).toContain('    {"label":"relates-to","target":"b","timestamp":"t0"},');
    expect(parseGraph(text, 'g').graph).toEqual(
      parseGraph(serializeGraph(parseGraph(text, 'g').graph), 'g').graph,
    );
    expect(serializeGraph(emptyGraph())).toBe('{}\n');
  });

  it('ignores unknown edge fields rather than failing', () => {
    const text = '{"a":[{"target":"b","label":"x","timestamp":"","weight":3}]}';
    expect(parseGraph(text, 'g').graph.a).toEqual([{ target: 'b', label: 'x', timestamp: '' }]);
  });
});

describe('conflict markers', () => {
  const marked = 'top\n<<<<<<< HEAD\nmine\n||||||| base\nold\n=======\nyours\n>>>>>>> two\nend\n';

  it('are found only as a complete block', () => {
    expect(hasConflictMarkers(marked)).toBe(true);
    expect(hasConflictMarkers('<<<<<<< HEAD\nno middle\n')).toBe(false);
  });

  it('split into the sides, with the base from diff3 markers', () => {
    expect(splitConflictText(marked)).toEqual({
      base: 'top\nold\nend\n',
      ours: 'top\nmine\nend\n',
      theirs: 'top\nyours\nend\n',
    });
    expect(splitConflictText('<<<<<<< a\nx\n=======\n')).toBeNull();
  });
});

describe('mergeMemoryText', () => {
  const doc = (links: string, updated: string, body = 'Body.') =>
    `---\ntype: decision\nlinks: [${links}]\nupdated: "${updated}"\n---\n\n${body}\n`;

  it('merges links as sets, takes the later updated, and the one changed body', () => {
    const merged = mergeMemoryText(
      doc('g', '1'),
      doc('g, b', '2'),
      doc('d', '3', 'New body.'),
      'm.md',
    );
    expect(merged.conflicts).toEqual([]);
    expect(merged.text).toBe(doc('b, d', '3', 'New body.'));
  });

  it('reports a body both sides changed', () => {
    const merged = mergeMemoryText(
      doc('g', '1'),
      doc('g', '1', 'Ours.'),
      doc('g', '1', 'Theirs.'),
      'm.md',
    );
    expect(merged.conflicts).toEqual(['body']);
  });

  it('list merge keeps additions and honours removals', () => {
    expect(mergeLists(['a', 'b'], ['a', 'c'], ['b', 'd'])).toEqual(['c', 'd']);
  });
});
