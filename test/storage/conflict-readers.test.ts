/**
 * The readers of files git left conflicted, on a real repository: the sides come from
 * git's index (base, ours, theirs; no base for an add/add), else from the markers; a
 * memory is a conflict when git lists it unmerged or its markers break the frontmatter,
 * never for markers its body shows as an example; a conflicted graph.json reads as the
 * union of its sides, and a memory as its fields merged from both.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStrataError } from '../../src/core/errors.js';
import {
  holdsConflict,
  isUnmerged,
  readConflictSides,
} from '../../src/storage/git/git-conflict.js';
import { readConflictedGraph } from '../../src/storage/git/graph-conflict.js';
import { readConflictedMemory } from '../../src/storage/git/memory-conflict.js';
import { git, makeRepo } from '../kit/git-repos.js';

let root: string;
let repo: string;
const MEM = '.claude/memory';
const file = (name: string) => path.join(repo, MEM, name);
const doc = (links: string, body: string) =>
  `---\nid: decision-a\ntitle: A\ntype: decision\nlinks: [${links}]\n---\n\n${body}\n`;
const graph = (...targets: string[]) =>
  `${JSON.stringify(
    Object.fromEntries([
      ['decision-a', targets.map((t) => ({ target: t, label: 'relates-to', timestamp: 't' }))],
    ]),
    null,
    2,
  )}\n`;

function commitAll(message: string) {
  git(repo, ['add', '.']);
  git(repo, ['commit', '-q', '-m', message]);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'strata-conflict-readers-'));
  repo = makeRepo(root, 'proj');
  mkdirSync(path.join(repo, MEM), { recursive: true });
  writeFileSync(file('decision-a.md'), doc('b', 'Body.'));
  writeFileSync(file('graph.json'), graph('b'));
  commitAll('base');
  git(repo, ['checkout', '-q', '-b', 'two']);
  writeFileSync(file('decision-a.md'), doc('b, d', 'Theirs.'));
  writeFileSync(file('graph.json'), graph('b', 'd'));
  writeFileSync(file('decision-new.md'), doc('', 'Their new one.'));
  commitAll('two');
  git(repo, ['checkout', '-q', 'main']);
  writeFileSync(file('decision-a.md'), doc('b, c', 'Ours.'));
  writeFileSync(file('graph.json'), graph('b', 'c'));
  writeFileSync(file('decision-new.md'), doc('', 'Our new one.'));
  commitAll('one');
  expect(() => git(repo, ['-c', 'merge.conflictStyle=diff3', 'merge', '-q', 'two'])).toThrow();
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('sides of a conflict', () => {
  it('come from the index: base, ours and theirs', async () => {
    const text = readFileSync(file('decision-a.md'), 'utf8');
    const sides = await readConflictSides(file('decision-a.md'), text);
    expect(sides).toEqual({
      base: doc('b', 'Body.'),
      ours: doc('b, c', 'Ours.'),
      theirs: doc('b, d', 'Theirs.'),
      fromIndex: true,
    });
  });

  it('have no base when both branches added the file', async () => {
    const text = readFileSync(file('decision-new.md'), 'utf8');
    const sides = await readConflictSides(file('decision-new.md'), text);
    expect(sides).toMatchObject({ base: null, fromIndex: true });
    expect(sides?.ours).toContain('Our new one.');
    expect(sides?.theirs).toContain('Their new one.');
  });

  it('come from the markers outside git, and are null when they do not pair', async () => {
    const outside = path.join(root, 'loose.md');
    const marked = 'a\n<<<<<<< x\no\n=======\nt\n>>>>>>> y\n';
    expect(await readConflictSides(outside, marked)).toEqual({
      base: null,
      ours: 'a\no\n',
      theirs: 'a\nt\n',
      fromIndex: false,
    });
    expect(await readConflictSides(outside, '<<<<<<< x\no\n')).toBeNull();
  });
});

describe('what counts as a conflict', () => {
  const example = doc('', 'Example:\n\n<<<<<<< HEAD\nx\n=======\ny\n>>>>>>> b');

  it('git says which files are unmerged', async () => {
    expect(await isUnmerged(file('decision-a.md'))).toBe(true);
    expect(await isUnmerged(path.join(repo, 'README.md'))).toBe(false);
    expect(await isUnmerged(path.join(root, 'not-a-repo.md'))).toBe(false);
  });

  it('markers in a body count only when git lists the file unmerged', async () => {
    expect(await holdsConflict(file('decision-a.md'), example)).toBe(true);
    expect(await holdsConflict(path.join(repo, 'README.md'), example)).toBe(false);
    expect(await holdsConflict(path.join(repo, 'README.md'), doc('', 'plain'))).toBe(false);
    const broken = `---\nid: a\n<<<<<<< HEAD\nx: 1\n=======\nx: 2\n>>>>>>> b\n---\n`;
    expect(await holdsConflict(path.join(repo, 'README.md'), broken)).toBe(true);
  });
});

describe('a conflicted graph.json', () => {
  it('reads as the union of its sides', async () => {
    const text = readFileSync(file('graph.json'), 'utf8');
    const merged = await readConflictedGraph(file('graph.json'), text);
    expect(merged['decision-a']!.map((e) => e.target)).toEqual(['b', 'c', 'd']);
  });

  it('with an empty base when added on both sides, and refused when markers do not pair', async () => {
    const loose = path.join(root, 'graph.json');
    const text = `<<<<<<< a\n${graph('x')}=======\n${graph('y')}>>>>>>> b\n`;
    const merged = await readConflictedGraph(loose, text);
    expect(merged['decision-a']!.map((e) => e.target)).toEqual(['x', 'y']);
    try {
      await readConflictedGraph(loose, '<<<<<<< a\n{}\n');
      expect.unreachable();
    } catch (error) {
      expect(isStrataError(error, 'INVALID_GRAPH')).toBe(true);
      expect((error as { subject?: string }).subject).toBe(loose);
      expect((error as Error).message).toContain('do not pair up');
    }
  });
});

describe('a conflicted memory', () => {
  const scope = () => ({ scope: 'project' as const, dir: path.join(repo, MEM), readOnly: false });

  it('reads as its fields merged from both sides, with the hash of the file', async () => {
    const text = readFileSync(file('decision-a.md'), 'utf8');
    const memory = await readConflictedMemory(scope(), 'decision-a.md', text);
    expect(memory?.links.sort()).toEqual(['b', 'c', 'd']);
    expect(memory?.path).toBe(file('decision-a.md'));
    expect(memory?.hash).toMatch(/^[0-9a-f]{16,}$/);
  });

  it('is ours when a side does not parse, and null without sides', async () => {
    const s = { scope: 'project' as const, dir: root, readOnly: false };
    const text = `<<<<<<< a\n${doc('k', 'Ours.')}=======\n---\nid: [\n---\n>>>>>>> b\n`;
    const memory = await readConflictedMemory(s, 'loose.md', text);
    expect(memory?.links).toEqual(['k']);
    expect(memory?.body).toContain('Ours.');
    expect(await readConflictedMemory(s, 'loose.md', '<<<<<<< a\nx\n')).toBeNull();
  });
});
