import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStrataError } from '../../src/core/errors.js';
import { editDocument, parseDocument, serializeDocument } from '../../src/core/frontmatter.js';
import { parseMemory } from '../../src/core/memory-file.js';
import { toAbsolutePath, toScopeRelativePath } from '../../src/core/path-kinds.js';
import { listFiles, SAMPLES_DIR } from '../kit/temp-store.js';

const SAMPLE_MD = listFiles(SAMPLES_DIR).filter((f) => f.endsWith('.md'));
const readSample = (rel: string) => readFileSync(path.join(SAMPLES_DIR, rel), 'utf8');
const goodSamples = SAMPLE_MD.filter((f) => !f.includes('broken') && f !== 'README.md');

function errorOf(fn: () => unknown): Error & { code?: string } {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

/** Lines of `after` that differ from `before` (same line count assumed where it matters). */
function changedLines(
  before: string,
  after: string,
): Array<[string | undefined, string | undefined]> {
  const a = before.split('\n');
  const b = after.split('\n');
  const out: Array<[string | undefined, string | undefined]> = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) out.push([a[i], b[i]]);
  return out;
}

describe('every sample memory', () => {
  it('the sample store has the awkward cases', () => {
    expect(goodSamples.length).toBeGreaterThanOrEqual(8);
  });

  it.each(goodSamples)('%s: an edit with no changes returns identical bytes', (rel) => {
    const text = readSample(rel);
    expect(editDocument(text, rel, {})).toBe(text);
  });

  it.each(goodSamples)('%s: setting a field to its current value changes nothing', (rel) => {
    const text = readSample(rel);
    const { data } = parseDocument(text, rel);
    expect(editDocument(text, rel, { title: data.title })).toBe(text);
  });

  it.each(goodSamples)('%s: a title edit changes only the title and updated lines', (rel) => {
    const text = readSample(rel);
    const after = editDocument(text, rel, {
      title: 'A new: title',
      updated: '2030-01-01T00:00:00Z',
    });
    const diff = changedLines(text, after);
    expect(diff.map(([, b]) => b)).toEqual([
      'title: "A new: title"',
      'updated: "2030-01-01T00:00:00Z"',
    ]);
    const before = parseDocument(text, rel).data;
    const now = parseDocument(after, rel).data;
    expect(Object.keys(now)).toEqual(Object.keys(before));
    expect({ ...now, title: before.title, updated: before.updated }).toEqual(before);
  });

  it.each(goodSamples)('%s: adding and removing links restores the original bytes', (rel) => {
    const text = readSample(rel);
    const { data } = parseDocument(text, rel);
    const links = Array.isArray(data.links) ? (data.links as string[]) : undefined;
    const added = editDocument(text, rel, { links: [...(links ?? []), 'hub-x'] });
    expect(parseDocument(added, rel).data.links).toEqual([...(links ?? []), 'hub-x']);
    expect(editDocument(added, rel, { links })).toBe(text);
  });

  it.each(goodSamples)('%s: parses as a memory keeping every field', (rel) => {
    const text = readSample(rel);
    const memory = parseMemory(text, {
      path: toAbsolutePath(`/s/${rel}`),
      relPath: toScopeRelativePath(rel),
      scope: 'project',
    });
    expect(memory).not.toBeNull();
    expect(memory?.fields).toEqual(parseDocument(text, rel).data);
    expect(memory?.id).toBe(path.basename(rel, '.md'));
  });
});

describe('parseDocument', () => {
  it('keeps dates as the strings written (no Date objects)', () => {
    const { data } = parseDocument('---\ncreated: 2026-01-01T00:00:00Z\nd: 2026-01-01\n---\n', 'f');
    expect(data).toEqual({ created: '2026-01-01T00:00:00Z', d: '2026-01-01' });
  });

  it('a file without frontmatter is just a body', () => {
    expect(parseDocument('# Notes\n', 'f')).toEqual({
      data: {},
      body: '# Notes\n',
      hasFrontmatter: false,
    });
  });

  it.each([
    [
      'unclosed fence',
      '---\ntitle: x\ntype: learning\n\nbody\n',
      /f\.md: frontmatter opened .* never closed/,
    ],
    ['broken YAML', '---\ntags: [a\ntype: learning\n---\n', /f\.md: invalid YAML frontmatter/],
    ['a list, not a mapping', '---\n- a\n- b\n---\n', /f\.md: frontmatter must be a mapping/],
    ['a custom tag', '---\na: !!js/function "x"\n---\n', /f\.md: invalid YAML frontmatter/],
  ])('%s → INVALID_FRONTMATTER naming the file', (_name, text, message) => {
    const error = errorOf(() => parseDocument(text, 'f.md'));
    expect(isStrataError(error, 'INVALID_FRONTMATTER')).toBe(true);
    expect(error.message).toMatch(message);
  });

  it('refuses a YAML alias bomb (billion laughs) without expanding it', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 10; i++) {
      const prev = String.fromCharCode(96 + i);
      const cur = String.fromCharCode(97 + i);
      levels.push(`${cur}: &${cur} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const text = `---\ntype: learning\n${levels.join('\n')}\n---\nbody\n`;
    const error = errorOf(() => parseDocument(text, 'bomb.md'));
    expect(isStrataError(error, 'INVALID_FRONTMATTER')).toBe(true);
    expect(error.message).toMatch(/bomb\.md: .*alias bomb/);
  });
});

describe('editDocument', () => {
  it('keeps CRLF line endings, comments and quoting of untouched lines', () => {
    const text =
      '---\r\n# a comment\r\ntitle: \'Old\'\r\nowner: "me"   # trailing\r\ntype: learning\r\n---\r\nbody\r\n';
    const after = editDocument(text, 'f', { title: 'New' });
    expect(after).toBe(
      '---\r\n# a comment\r\ntitle: New\r\nowner: "me"   # trailing\r\ntype: learning\r\n---\r\nbody\r\n',
    );
  });

  it('keeps block style for a block list and flow style for a flow list', () => {
    const block = '---\ntags:\n  - a\n  - b\nx: 1\n---\n';
    expect(editDocument(block, 'f', { tags: ['a', 'c'] })).toBe(
      '---\ntags:\n  - a\n  - c\nx: 1\n---\n',
    );
    const flow = '---\ntags: [a, b]\nx: 1\n---\n';
    expect(editDocument(flow, 'f', { tags: ['a'] })).toBe('---\ntags: [a]\nx: 1\n---\n');
  });

  it('appends a new field at the end and removes a field with undefined', () => {
    const text = '---\ntitle: t\nowner: me\n---\nbody\n';
    const added = editDocument(text, 'f', { links: ['x'] });
    expect(added).toBe('---\ntitle: t\nowner: me\nlinks: [x]\n---\nbody\n');
    expect(editDocument(added, 'f', { links: undefined })).toBe(text);
  });

  it('replaces the body when asked, keeping the frontmatter bytes', () => {
    const text = '---\ntitle: t # c\n---\nold body\n';
    expect(editDocument(text, 'f', {}, 'new body\n')).toBe('---\ntitle: t # c\n---\nnew body\n');
  });

  it('quotes values that YAML would otherwise read as something else', () => {
    const text = '---\ntitle: t\n---\n';
    for (const title of ['yes', '123', 'a: b', '- x', '#hash', 'null', "it's", '"q"', '[x]']) {
      const after = editDocument(text, 'f', { title });
      expect(parseDocument(after, 'f').data.title).toBe(title);
    }
  });

  it('refuses (CONFLICT) to edit a field it cannot find as one line block', () => {
    const text = '---\n? title\n: complex\n---\n';
    const error = errorOf(() => editDocument(text, 'f.md', { title: 'x' }));
    expect(isStrataError(error, 'CONFLICT')).toBe(true);
    expect(error.message).toMatch(/f\.md: /);
  });

  it('refuses to edit a file without frontmatter', () => {
    const error = errorOf(() => editDocument('just text\n', 'f.md', { title: 'x' }));
    expect(isStrataError(error, 'INVALID_FRONTMATTER')).toBe(true);
  });
});

describe('serializeDocument', () => {
  it('writes fields in the given order, quotes timestamps, and reads back equal', () => {
    const text = serializeDocument(
      {
        id: 'a',
        title: 'T: x',
        type: 'learning',
        tags: ['a'],
        created: '2026-01-01T00:00:00Z',
        links: undefined,
      },
      'Body',
    );
    expect(text).toBe(
      '---\nid: a\ntitle: "T: x"\ntype: learning\ntags: [a]\ncreated: "2026-01-01T00:00:00Z"\n---\n\nBody\n',
    );
    expect(parseDocument(text, 'f').data.created).toBe('2026-01-01T00:00:00Z');
  });
});
