import { describe, expect, it } from 'vitest';
import {
  hasConflictMarkers,
  locateConflictMarkers,
  splitConflictText,
} from '../../src/core/git/conflict-text.js';
import { mergeEdge, mergeGraphs } from '../../src/core/git/three-way-graph.js';
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

describe('mergeEdge, case by case', () => {
  const e = (label: string, timestamp: string) => ({ target: 'b', label, timestamp });
  const base = e('relates-to', 't1');
  const changed = e('supersedes', 't2');
  const later = e('implements', 't3');

  it.each([
    ['added on ours only', undefined, base, undefined, base],
    ['added on theirs only', undefined, undefined, base, base],
    ['added on both: the later', undefined, changed, later, later],
    ['added on both: the later, theirs first', undefined, later, changed, later],
    ['added on both at one time: ours', undefined, changed, e('other', 't2'), changed],
    ['removed on both', base, undefined, undefined, undefined],
    ['removed on ours, untouched on theirs', base, undefined, base, undefined],
    ['removed on ours, changed on theirs', base, undefined, changed, changed],
    ['removed on theirs, untouched on ours', base, base, undefined, undefined],
    ['removed on theirs, changed on ours', base, changed, undefined, changed],
    ['changed on theirs only', base, base, changed, changed],
    ['changed on ours only', base, changed, base, changed],
    ['changed on both: the later', base, later, changed, later],
    ['only the label changed on theirs', base, base, e('supersedes', 't1'), e('supersedes', 't1')],
    ['only the time changed on ours', base, e('relates-to', 't9'), base, e('relates-to', 't9')],
  ])('%s', (_name, b, o, t, want) => {
    expect(mergeEdge(b, o, t)).toEqual(want);
  });

  it('merges graphs id by id, sorted, and leaves out ids left without edges', () => {
    const g = (pairs: Array<[string, string]>) => {
      const out = emptyGraph();
      for (const [a, b] of pairs) addEdge(out, a, b, 'relates-to', 't0');
      return out;
    };
    const merged = mergeGraphs(
      g([
        ['z', 'y'],
        ['c', 'd'],
      ]),
      g([['c', 'd']]),
      g([
        ['c', 'd'],
        ['b', 'a'],
      ]),
    );
    expect(Object.keys(merged)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged.c!.map((x) => x.target)).toEqual(['d']);
    const many = g([
      ['a', 'c'],
      ['a', 'b'],
      ['a', 'd'],
    ]);
    expect(mergeGraphs(emptyGraph(), many, emptyGraph()).a!.map((x) => x.target)).toEqual([
      'b',
      'c',
      'd',
    ]);
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

  it('need their own lines: indented or longer runs are text', () => {
    expect(hasConflictMarkers(' <<<<<<< a\nx\n=======\ny\n>>>>>>> b\n')).toBe(false);
    expect(hasConflictMarkers('<<<<<<< a\nx\n========\ny\n>>>>>>> b\n')).toBe(false);
    expect(hasConflictMarkers('<<<<<<<< a\nx\n=======\ny\n>>>>>>> b\n')).toBe(false);
    expect(hasConflictMarkers('<<<<<<< a\nx\n=======\ny\n>>>>>>>> b\n')).toBe(false);
    expect(hasConflictMarkers('<<<<<<<\r\nx\r\n=======\r\ny\r\n>>>>>>>\r\n')).toBe(true);
    expect(hasConflictMarkers('=======\n<<<<<<< a\n>>>>>>> b\n')).toBe(false);
    expect(hasConflictMarkers('>>>>>>> b\n=======\n<<<<<<< a\n')).toBe(false);
  });

  it("count as git's only in the frontmatter or around the whole file; in a body they are an example", () => {
    const block = '<<<<<<< HEAD\nours\n=======\ntheirs\n>>>>>>> two\n';
    expect(locateConflictMarkers('---\nid: a\n---\n\nplain\n')).toBe('none');
    expect(locateConflictMarkers(`---\nid: a\n---\n\nExample:\n\n${block}`)).toBe('body');
    expect(locateConflictMarkers(`---\nid: a\n${block}---\n\nbody\n`)).toBe('file');
    expect(
      locateConflictMarkers(
        `\uFEFF---\r\nid: a\r\n<<<<<<< HEAD\r\nx\r\n=======\r\ny\r\n>>>>>>> b\r\n---\r\n`,
      ),
    ).toBe('file');
    expect(locateConflictMarkers(`${block}`)).toBe('file');
    expect(locateConflictMarkers(`---\nid: a\n${block}`)).toBe('file');
    expect(locateConflictMarkers(`--- \nid: a\n--- \n${block}`)).toBe('body');
  });

  it('split into the sides, with the base from diff3 markers', () => {
    expect(splitConflictText(marked)).toEqual({
      base: 'top\nold\nend\n',
      ours: 'top\nmine\nend\n',
      theirs: 'top\nyours\nend\n',
    });
    expect(splitConflictText('<<<<<<< a\nx\n=======\n')).toBeNull();
    expect(splitConflictText('<<<<<<< a\r\nx\r\n=======\r\ny\r\n>>>>>>> b\r\nend')).toEqual({
      base: null,
      ours: 'x\r\nend',
      theirs: 'y\r\nend',
    });
    // A marker of another part is text where it stands: |||||||, ======= outside a block.
    expect(splitConflictText('=======\n||||||| x\n<<<<<<< a\n=======\n>>>>>>> b\n')).toEqual({
      base: null,
      ours: '=======\n||||||| x\n',
      theirs: '=======\n||||||| x\n',
    });
    expect(splitConflictText('<<<<<<< a\no\n=======\n||||||| x\n>>>>>>> b\n')).toEqual({
      base: null,
      ours: 'o\n',
      theirs: '||||||| x\n',
    });
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
