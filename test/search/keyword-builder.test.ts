/**
 * A rebuilt keyword index builds its saved file's postings directly (keyword-builder.ts):
 * the file must be the bytes MiniSearch's own index saves for the same notes in the same
 * order, and the index must answer as that one does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMemory } from '../../src/core/memory-file.js';
import type { ScopeName } from '../../src/core/scope.js';
import { keywordFileFromBytes } from '../../src/search/keyword/keyword-bytes.js';
import {
  KEYWORD_INDEX_FORMAT,
  KeywordIndex,
  type KeywordSource,
} from '../../src/search/keyword/keyword-index.js';
import { savedFile } from '../support/keyword-reference.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

/** The memories of the committed fixture stores (notes in several authors' styles). */
function fixtureMemories(): KeywordSource[] {
  const memories: KeywordSource[] = [];
  for (const dir of ['search-eval/store', 'project-memory']) {
    const root = path.join(FIXTURES, dir);
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.md'),
    );
    for (const rel of files.sort()) {
      const file = path.join(root, rel);
      const text = readFileSync(file, 'utf8');
      try {
        const memory = parseMemory(text, { path: file, relPath: rel, scope: 'project' } as never);
        if (memory) memories.push(memory);
      } catch {
        // A fixture that is broken on purpose: the store reports it and indexes the rest.
      }
    }
  }
  return memories;
}

function note(id: string, body: string, extra: Partial<KeywordSource> = {}): KeywordSource {
  return {
    id: id as KeywordSource['id'],
    title: extra.title ?? id.replace(/-/g, ' '),
    type: extra.type ?? 'learning',
    scope: extra.scope ?? ('project' as ScopeName),
    tags: extra.tags ?? [],
    updated: '2026-01-10T10:00:00Z',
    archived: false,
    body,
    ...(extra.aliases ? { aliases: extra.aliases } : {}),
  };
}

/**
 * Notes that reach the builder's corners: tens of thousands of terms (the per-term arrays
 * grow), thousands of notes sharing common words (lists
 * over many blocks, gaps over 127), a word repeated hundreds of times (frequencies over
 * 255), terms outside Latin-1 (the file's UTF-16 terms), an empty title, aliases on some
 * notes only, compounds, inflected forms, and a term that first comes in one field and
 * later in another.
 */
function cornerNotes(): KeywordSource[] {
  const notes: KeywordSource[] = [];
  for (let i = 0; i < 4500; i++) {
    const words = [`common shared word${i % 7}`, i % 200 === 0 ? 'rare-term' : 'caching'];
    // Words of this note only: tens of thousands of terms in all.
    words.push(['a', 'b', 'c', 'd', 'e'].map((x) => `only${i}${x}`).join(' '));
    if (i % 150 === 0) words.push('repeated '.repeat(300 + i));
    if (i % 400 === 0) words.push('Größe naïve 日本語 emoji 🚀 ships');
    notes.push(
      note(`note-${i}`, words.join('\n'), {
        ...(i % 3 === 0 ? { aliases: [`alias ${i}`, 'shared alias'] } : {}),
        ...(i === 5 ? { title: '' } : {}),
        ...(i === 4499 ? { title: 'rare-term in a title at last' } : {}),
        tags: i % 2 ? ['docker-compose', 'src/auth/login.ts'] : [],
      }),
    );
  }
  return notes;
}

/** Applies the same upserts and deletes to an index built either way; returns its bytes. */
function saveBoth(
  memories: readonly KeywordSource[],
  change?: (index: KeywordIndex) => void,
): [Buffer, Buffer, KeywordIndex, KeywordIndex] {
  const reference = KeywordIndex.create();
  const built = KeywordIndex.build();
  for (const index of [reference, built]) {
    for (const memory of memories) index.upsert(memory);
    change?.(index);
  }
  return [Buffer.from(reference.serialize()), Buffer.from(built.serialize()), reference, built];
}

describe('a built keyword index', () => {
  it('saves the same bytes as MiniSearch for the fixture stores', () => {
    const memories = fixtureMemories();
    expect(memories.length).toBeGreaterThan(50);
    const [reference, built] = saveBoth(memories);
    expect(built.equals(reference)).toBe(true);
  });

  it('saves the same bytes for long lists, high counts, non-Latin-1 terms and sparse fields', () => {
    const [reference, built] = saveBoth(cornerNotes());
    expect(built.length).toBe(reference.length);
    expect(built.equals(reference)).toBe(true);
  });

  it('saves the same bytes after notes are replaced and deleted (statistics and dirt)', () => {
    const memories = [...fixtureMemories(), ...cornerNotes().slice(0, 300)];
    const [reference, built, index] = saveBoth(memories, (index) => {
      index.upsert({ ...memories[3]!, body: 'rewritten with other words entirely' });
      index.delete(`project:${memories[10]!.id}`);
      index.upsert(memories[10]!);
      index.delete(`project:${memories[20]!.id}`);
    });
    expect(index.dirtCount).toBe(3);
    expect(built.equals(reference)).toBe(true);
  });

  it('answers as MiniSearch once saved, and before a save (from its bytes in memory)', () => {
    const memories = fixtureMemories();
    const queries = ['deploy rollback', 'database migration', 'cache', 'login token expiry'];
    const [, bytes, reference] = saveBoth(memories);
    const expected = queries.map((q) => reference.search(q, { limit: 10 }));
    expect(expected.flat().length).toBeGreaterThan(10);

    const saved = KeywordIndex.build();
    for (const memory of memories) saved.upsert(memory);
    saved.savedTo(savedFile(bytes));
    expect(queries.map((q) => saved.search(q, { limit: 10 }))).toEqual(expected);

    const unsaved = KeywordIndex.build();
    for (const memory of memories) unsaved.upsert(memory);
    expect(unsaved.size).toBe(memories.length);
    expect(queries.map((q) => unsaved.search(q, { limit: 10 }))).toEqual(expected);
    // Opened, it takes edits as an opened index does.
    unsaved.upsert(note('fresh-note', 'a zebra crossing the deploy rollback'));
    expect(unsaved.search('zebra').map((hit) => hit.id)).toEqual(['fresh-note']);
    saved.close();
    unsaved.close();
  });

  it('refuses bytes in memory that are cut short, of another format or not an index', () => {
    const [, bytes] = saveBoth(fixtureMemories().slice(0, 10));
    expect(keywordFileFromBytes(bytes, KEYWORD_INDEX_FORMAT).stats.documentCount).toBe(10);
    expect(() =>
      keywordFileFromBytes(bytes.subarray(0, bytes.length - 1), KEYWORD_INDEX_FORMAT),
    ).toThrow(/size does not match/);
    expect(() => keywordFileFromBytes(bytes.subarray(0, 100), KEYWORD_INDEX_FORMAT)).toThrow();
    expect(() => keywordFileFromBytes(bytes, KEYWORD_INDEX_FORMAT + 1)).toThrow(/format/);
    expect(() => keywordFileFromBytes(Buffer.from('not an index at all'), 8)).toThrow(
      /not a saved/,
    );
  });
});
