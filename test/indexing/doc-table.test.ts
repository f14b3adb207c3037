/**
 * The document table file: infos read by offset from a real file, changes in an overlay,
 * a damaged file refused when it opens.
 */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ScopedKey } from '../../src/core/scoped-key.js';
import {
  type DiskDocTable,
  encodeDocTable,
  openDocTable,
  readDocTableHeader,
} from '../../src/indexing/doc-table.js';
import type { DocInfo } from '../../src/indexing/index-docs.js';
import { computeShadowed } from '../../src/indexing/index-state.js';

const root = mkdtempSync(path.join(tmpdir(), 'strata-doc-table-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;

function info(scope: DocInfo['scope'], id: string, extra: Partial<DocInfo> = {}): DocInfo {
  return {
    key: `${scope}:${id}` as ScopedKey,
    id: id as DocInfo['id'],
    title: `Title of ${id} — ünïcode ✓`,
    type: 'learning',
    scope,
    path: `/store/${scope}/${id}.md` as DocInfo['path'],
    tags: ['a', 'b'],
    links: [],
    updated: '2026-01-01T00:00:00Z',
    archived: false,
    snippet: `Body of ${id}`,
    ...extra,
  };
}

function save(docs: DocInfo[], header = { format: 2, problems: [] as unknown[] }): string {
  const file = path.join(root, `docs-${count++}.bin`);
  writeFileSync(file, encodeDocTable(header, new Map(docs.map((d) => [d.key, d]))));
  return file;
}

function open(file: string): DiskDocTable {
  return openDocTable(openSync(file, 'r')).docs;
}

const saved = [
  info('project', 'learning-one'),
  info('global', 'learning-one'),
  info('project', 'gotcha-two', { type: 'gotcha', filePatterns: ['src/**/*.ts'] }),
];

describe('document table file', () => {
  it('reads back each info as it was saved, by key and in a walk', () => {
    const table = open(save(saved));
    expect(table.size).toBe(3);
    for (const doc of saved) expect(table.get(doc.key)).toEqual(doc);
    expect([...table.values()]).toEqual(saved);
    expect([...table.keyByPath()]).toEqual(saved.map((d) => [d.path, d.key]));
    expect(table.get('project:nothing-here' as ScopedKey)).toBeUndefined();
    table.close();
  });

  it('serves changes from memory: a replaced info, a deleted one, a new one', () => {
    const table = open(save(saved));
    const edited = info('project', 'learning-one', { title: 'Edited' });
    const added = info('local', 'decision-new');
    table.set(edited.key, edited);
    expect(table.delete(saved[2]!.key)).toBe(true);
    expect(table.delete(saved[2]!.key)).toBe(false);
    table.set(added.key, added);
    expect(table.size).toBe(3);
    expect(table.get(edited.key)?.title).toBe('Edited');
    expect(table.has(saved[2]!.key)).toBe(false);
    expect([...table.keys()].sort()).toEqual([added.key, edited.key, saved[1]!.key].sort());
    expect(table.delete(edited.key)).toBe(true);
    expect(table.get(edited.key)).toBeUndefined();
    expect(table.size).toBe(2);
    table.close();
  });

  it('maps each saved path to its key, with its own changes', () => {
    const table = open(save(saved));
    const byPath = table.keyByPath();
    expect(byPath.get(saved[1]!.path)).toBe(saved[1]!.key);
    expect(byPath.get('/store/project/absent.md')).toBeUndefined();
    expect(byPath.delete(saved[0]!.path)).toBe(true);
    expect(byPath.delete(saved[0]!.path)).toBe(false);
    byPath.set(saved[2]!.path, 'project:renamed' as ScopedKey);
    byPath.set('/store/new.md', 'project:new' as ScopedKey);
    expect(byPath.get(saved[0]!.path)).toBeUndefined();
    expect(byPath.get(saved[2]!.path)).toBe('project:renamed');
    expect([...byPath.keys()]).toEqual([saved[1]!.path, saved[2]!.path, '/store/new.md']);
    // The table's own rows are untouched by the map's changes.
    expect(table.get(saved[0]!.key)).toEqual(saved[0]);
    table.close();
  });

  it('walks more records than one read holds', () => {
    const many = Array.from({ length: 3000 }, (_, i) =>
      info('project', `learning-${i}`, { snippet: 'x'.repeat(500 + (i % 7)) }),
    );
    const table = open(save(many));
    let i = 0;
    for (const doc of table.values()) expect(doc).toEqual(many[i++]);
    expect(i).toBe(many.length);
    table.close();
  });

  it('shadows by key: the more specific scope wins without reading an info', () => {
    const table = open(save(saved));
    expect([...computeShadowed(table)]).toEqual(['global:learning-one']);
    table.close();
  });

  it('keeps problems and vector hashes in its header', () => {
    const header = { format: 2, problems: [{ path: 'x.md' }], vectorHashes: { 'project:a': 'h' } };
    const fd = openSync(save(saved, header), 'r');
    expect(readDocTableHeader(fd)).toEqual({ ...header, count: 3 });
    closeSync(fd);
  });

  it.each([
    ['cut short', (bytes: Buffer) => bytes.subarray(0, bytes.length - 3)],
    ['not a table', (bytes: Buffer) => Buffer.from(`{"docs":${bytes.length}}`)],
    ['empty', () => Buffer.alloc(0)],
  ])('refuses a file %s when it opens', (_name, damage) => {
    const file = save(saved);
    writeFileSync(file, damage(readFileSync(file)));
    const fd = openSync(file, 'r');
    expect(() => openDocTable(fd)).toThrow(/document table/);
    closeSync(fd);
  });
});
