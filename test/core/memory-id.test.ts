import { describe, expect, it } from 'vitest';
import { isMemoryId, isNewMemoryId } from '../../src/core/memory.js';
import { createMemoryId, slugify, withSuffix } from '../../src/core/slug.js';

describe('isMemoryId / isNewMemoryId', () => {
  it.each([
    // value, readable from an existing store, creatable by strata
    ['decision-use-postgres', true, true],
    ['a', true, true],
    ['x'.repeat(200), true, true],
    ['x'.repeat(201), false, false],
    ['Decision_Old Style', true, false],
    ['learning-2026-03', true, true],
    ['trailing-', true, false],
    ['-leading', true, false],
    ['double--dash', true, false],
    ['', false, false],
    ['../x', false, false],
    ['..', false, false],
    ['a..b', false, false],
    ['/abs', false, false],
    ['/etc/passwd', false, false],
    ['a/b', false, false],
    ['a\\b', false, false],
    ['nul\u0000byte', false, false],
    ['line\nbreak', false, false],
    ['.hidden', false, false],
    ['C:evil', false, false],
    ['what?', false, false],
  ])('%j → read %s, new %s', (value, readable, creatable) => {
    expect(isMemoryId(value)).toBe(readable);
    expect(isNewMemoryId(value)).toBe(creatable);
  });

  it.each([[42], [null], [undefined], [['a']], [{ id: 'a' }]])('refuses non-strings (%j)', (v) => {
    expect(isMemoryId(v)).toBe(false);
    expect(isNewMemoryId(v)).toBe(false);
  });
});

describe('slugify', () => {
  it.each([
    ['Use JWTs!', 'use-jwts'],
    ['Café naïve résumé', 'cafe-naive-resume'],
    ['Ünïcödé Straße', 'unicode-strasse'],
    ['Æsir Øresund Łódź', 'aesir-oresund-lodz'],
    ['  many   spaces\tand\ttabs ', 'many-spaces-and-tabs'],
    ['src/auth/login.ts: race?', 'src-auth-login-ts-race'],
    ['--dashes--', 'dashes'],
    ['OAuth2 & PKCE (v2.1)', 'oauth2-pkce-v2-1'],
    ['日本語', ''],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('createMemoryId', () => {
  it.each([
    ['decision', 'Use Postgres', 'decision-use-postgres'],
    ['gotcha', 'Vite env prefix', 'gotcha-vite-env-prefix'],
    ['decision', 'Decision: use Postgres', 'decision-use-postgres'],
    ['decision', 'decision', 'decision'],
    ['decision', 'Decisions matter', 'decision-decisions-matter'],
    ['learning', 'Café crème', 'learning-cafe-creme'],
    ['hub', '', 'hub-untitled'],
    ['hub', '???', 'hub-untitled'],
    ['hub', '日本語', 'hub-untitled'],
    ['Weird Type', 'x', 'weird-type-x'],
  ])('(%j, %j) → %j', (type, title, id) => {
    expect(createMemoryId(type, title)).toBe(id);
  });

  it('cuts a very long title at a word boundary, at most 80 characters', () => {
    const id = createMemoryId('learning', 'word '.repeat(100));
    expect(id.length).toBeLessThanOrEqual(80);
    expect(id).toMatch(/^learning-(word-)*word$/);
    expect(isNewMemoryId(id)).toBe(true);
  });

  it('cuts a very long single word without a trailing dash', () => {
    const id = createMemoryId('learning', 'a'.repeat(300));
    expect(id.length).toBeLessThanOrEqual(80);
    expect(isNewMemoryId(id)).toBe(true);
  });

  it('every id it makes is a valid new id', () => {
    const titles = ['-', 'a-', 'Ça va?', `${'x'.repeat(71)} y`, 'x'.repeat(71), '9 lives'];
    for (const title of titles) expect(isNewMemoryId(createMemoryId('gotcha', title))).toBe(true);
  });

  it('suffixes collisions with -1, -2, …', () => {
    const base = createMemoryId('decision', 'Use Postgres');
    expect([0, 1, 2].map((n) => withSuffix(base, n))).toEqual([
      'decision-use-postgres',
      'decision-use-postgres-1',
      'decision-use-postgres-2',
    ]);
  });
});
