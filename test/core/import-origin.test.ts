import { describe, expect, it } from 'vitest';
import { type OriginFolder, parseOriginFolder } from '../../src/core/import/import-origin.js';

const note = (name: string, text: string) => ({ file: `/s/permanent/${name}.md`, name, text });

function folder(over: Partial<OriginFolder> = {}): OriginFolder {
  return {
    scope: 'project',
    ignoreScopes: false,
    notes: [
      note(
        'gotcha-a',
        '---\nid: gotcha-a\ntitle: A\ntype: gotcha\nscope: global\nseverity: high\ntags: [X, "bad tag!"]\nlinks: [learning-b, learning-gone]\n---\nbody a\n',
      ),
      note('learning-b', '---\ntype: learning\n---\n\n# B from heading\ntext\n'),
      note('readme', '# not a memory\n'),
    ],
    graph: {
      file: '/s/graph.json',
      text: JSON.stringify({
        nodes: [],
        edges: [
          { source: 'gotcha-a', target: 'learning-b', relation: 'Caused By' },
          { source: 'learning-b', target: 'gotcha-a', label: 'relates-to' },
          { source: 'learning-b', target: 'hub-missing' },
        ],
      }),
    },
    ...over,
  };
}

describe('parseOriginFolder', () => {
  it('reads memories with their ids, scopes, fields and labelled edges', () => {
    const parsed = parseOriginFolder(folder());
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries.map((e) => [e.origin, e.id, e.title, e.scope])).toEqual([
      ['origin:gotcha-a', 'gotcha-a', 'A', 'global'],
      ['origin:learning-b', 'learning-b', 'B from heading', 'project'],
    ]);
    expect(parsed.entries[0]).toMatchObject({ tags: ['x'], extra: { severity: 'high' } });
    expect(parsed.relations.map((r) => `${r.from} ${r.label} ${r.to}`)).toEqual([
      'origin:gotcha-a caused-by origin:learning-b',
      'origin:learning-b relates-to origin:hub-missing',
      'origin:gotcha-a relates-to origin:learning-gone',
    ]);
  });

  it('keeps the local folder local and leaves scopes out when the import names one', () => {
    const local = parseOriginFolder(folder({ scope: 'local' }));
    expect(local.entries.map((e) => [e.origin, e.scope])).toEqual([
      ['origin:local/gotcha-a', 'local'],
      ['origin:local/learning-b', 'local'],
    ]);
    const named = parseOriginFolder(folder({ ignoreScopes: true }));
    expect(named.entries.map((e) => e.scope)).toEqual([undefined, undefined]);
  });

  it('names a graph that is not JSON and a repeated id, and reads the rest', () => {
    const twin = note('copy', '---\nid: gotcha-a\ntype: gotcha\n---\nagain\n');
    const parsed = parseOriginFolder({
      ...folder(),
      notes: [...folder().notes, twin],
      graph: { file: '/s/graph.json', text: '{nodes' },
    });
    expect(parsed.entries).toHaveLength(2);
    expect(parsed.problems.map((p) => p.message)).toEqual([
      'repeats the id "gotcha-a"; skipped',
      'is not JSON; its edges were not imported',
    ]);
  });
});
