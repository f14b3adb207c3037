import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasConflictMarkers } from '../../src/core/git/conflict-text.js';
import { runMergeDriver } from '../../src/services/git/merge-driver.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'strata-driver-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the three files git hands the driver and runs it; returns clean and the result. */
async function drive(name: string, base: string, ours: string, theirs: string) {
  const files = { base: 'O', ours: 'A', theirs: 'B', name };
  writeFileSync(path.join(dir, 'O'), base);
  writeFileSync(path.join(dir, 'A'), ours);
  writeFileSync(path.join(dir, 'B'), theirs);
  const clean = await runMergeDriver(dir, files);
  return { clean, text: readFileSync(path.join(dir, 'A'), 'utf8') };
}

const edge = (target: string, extra = '') =>
  `{"target":"${target}","label":"relates-to","timestamp":"t"${extra}}`;

describe('strata merge-driver', () => {
  it('graph.json: unions both sides, ignores unknown fields, reads the older form, writes canonical', async () => {
    const base = `{"a":[${edge('g')}],"g":[${edge('a')}]}`;
    const ours = `{"a":[${edge('g')},${edge('b', ',"weight":2')}],"g":[${edge('a')}],"b":[${edge('a')}],"x-unknown":[]}`;
    const legacy = JSON.stringify({
      nodes: ['a', 'g', 'd'],
      edges: [
        { source: 'a', target: 'g', label: 'relates-to', timestamp: 't' },
        { source: 'g', target: 'a', label: 'relates-to', timestamp: 't' },
        { source: 'a', target: 'd', label: 'relates-to', timestamp: 't' },
      ],
    });
    const { clean, text } = await drive('.claude/memory/graph.json', base, ours, legacy);
    expect(clean).toBe(true);
    expect(text).toBe(
      [
        '{',
        '  "a": [',
        '    {"label":"relates-to","target":"b","timestamp":"t"},',
        '    {"label":"relates-to","target":"d","timestamp":"t"},',
        '    {"label":"relates-to","target":"g","timestamp":"t"}',
        '  ],',
        '  "b": [',
        '    {"label":"relates-to","target":"a","timestamp":"t"}',
        '  ],',
        '  "d": [',
        '    {"label":"relates-to","target":"a","timestamp":"t"}',
        '  ],',
        '  "g": [',
        '    {"label":"relates-to","target":"a","timestamp":"t"}',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('graph.json with a side that is not JSON: git line merge, never worse than without the driver', async () => {
    const { clean, text } = await drive(
      'graph.json',
      '{\n}\n',
      '{\n"a": [\n}\n',
      '{\n"b": []\n}\n',
    );
    expect(clean).toBe(false);
    expect(hasConflictMarkers(text)).toBe(true);
  });

  it('a memory: fields merged, only a body both sides changed is left marked', async () => {
    const doc = (links: string, updated: string, body: string) =>
      `---\ntype: decision\nlinks: [${links}]\nupdated: "${updated}"\n---\n\n${body}\n`;
    const { clean, text } = await drive(
      'm.md',
      doc('g', '1', 'Base.'),
      doc('g, b', '2', 'Ours.'),
      doc('d', '3', 'Theirs.'),
    );
    expect(clean).toBe(false);
    expect(text.startsWith('---\ntype: decision\nlinks: [b, d]\nupdated: "3"\n---\n')).toBe(true);
    expect(text).toMatch(/<<<<<<< ours\nOurs\.\n=======\nTheirs\.\n>>>>>>> theirs/);
  });
});
