import { describe, expect, it } from 'vitest';
import type { ScopeName } from '../../src/core/scope.js';
import {
  docKey,
  idFromKey,
  idSearchText,
  KeywordIndex,
  type KeywordSource,
} from '../../src/search/keyword/keyword-index.js';
import { expectStrataErrorSync } from '../support/expect-error.js';
import { reopen, savedFile } from '../support/keyword-reference.js';

/** Saved bytes with another format number in their header. */
function withFormat(bytes: Uint8Array, format: number): Buffer {
  const saved = Buffer.from(bytes);
  const length = saved.readUInt32LE(4);
  const header = JSON.parse(saved.toString('utf8', 8, 8 + length));
  const next = Buffer.from(JSON.stringify({ ...header, format }));
  const lead = Buffer.from(saved.subarray(0, 8));
  lead.writeUInt32LE(next.length, 4);
  return Buffer.concat([lead, next, saved.subarray(8 + length)]);
}

function memory(id: string, fields: Partial<KeywordSource> = {}): KeywordSource {
  return {
    id: id as KeywordSource['id'],
    title: fields.title ?? id,
    type: fields.type ?? 'learning',
    scope: fields.scope ?? 'project',
    tags: fields.tags ?? [],
    updated: fields.updated ?? '2026-01-10T10:00:00Z',
    archived: fields.archived ?? false,
    body: fields.body ?? '',
    ...(fields.aliases ? { aliases: fields.aliases } : {}),
  };
}

const MEMORIES: KeywordSource[] = [
  memory('decision-oauth2', {
    title: 'Use OAuth2 with PKCE for the CLI login',
    type: 'decision',
    tags: ['auth', 'security'],
    body: 'The CLI opens a browser and completes the authorization code flow.',
    updated: '2026-01-05T10:00:00Z',
  }),
  memory('gotcha-compose-network', {
    title: 'docker-compose services cannot reach localhost',
    type: 'gotcha',
    tags: ['docker'],
    body: 'Inside a container, use the service name instead of localhost.',
    updated: '2026-02-01T10:00:00Z',
  }),
  memory('learning-vite-env', {
    title: 'Vite only exposes prefixed variables',
    tags: ['frontend', 'build'],
    body: 'Only VITE_API_URL style variables reach import.meta.env in the browser bundle.',
    updated: '2026-03-01T10:00:00Z',
  }),
  memory('artifact-login-handler', {
    title: 'Login handler',
    type: 'artifact',
    tags: ['auth'],
    body: 'The handler lives in src/auth/login.ts and calls refreshAccessToken on expiry.',
    scope: 'global',
    updated: '2025-06-01T10:00:00Z',
  }),
  memory('learning-old-postgres', {
    title: 'Postgres vacuum settings we used in 2024',
    tags: ['database'],
    body: 'Autovacuum thresholds were lowered for the events table.',
    archived: true,
  }),
];

function buildIndex(memories: KeywordSource[] = MEMORIES): KeywordIndex {
  const index = KeywordIndex.create();
  for (const m of memories) index.upsert(m);
  return index;
}

function ids(index: KeywordIndex, query: string, options = {}): string[] {
  return index.search(query, options).map((hit) => hit.id);
}

describe('KeywordIndex search', () => {
  const index = buildIndex();

  it.each([
    ['a part of a dashed name', 'compose', 'gotcha-compose-network'],
    ['a whole dashed name', 'docker-compose', 'gotcha-compose-network'],
    ['a part of an env name', 'VITE_API_URL', 'learning-vite-env'],
    ['a part of a path', 'login.ts', 'artifact-login-handler'],
    ['a part of a camelCase name', 'access token', 'artifact-login-handler'],
    ['a prefix', 'authoriz', 'decision-oauth2'],
    ['a typo', 'containr', 'gotcha-compose-network'],
    ['an inflection', 'exposing variable', 'learning-vite-env'],
    ['a tag', 'security', 'decision-oauth2'],
  ])('finds %s', (_name, query, expected) => {
    expect(ids(index, query)[0]).toBe(expected);
  });

  it('ranks a title match above a body match', () => {
    const boosted = buildIndex([
      memory('learning-a', { title: 'Notes', body: 'something about kafka partitions' }),
      memory('learning-b', { title: 'Kafka partitions', body: 'something else' }),
    ]);
    expect(ids(boosted, 'kafka')).toEqual(['learning-b', 'learning-a']);
  });

  it('does not count the title a second time through an id made from it', () => {
    const slugged = buildIndex([
      memory('learning-kafka-partitions', { title: 'Kafka partitions', body: 'about topics' }),
      memory('learning-notes', { title: 'Kafka notes', body: 'how partitions are assigned' }),
    ]);
    expect(idSearchText('learning-kafka-partitions', 'Kafka partitions')).toBe('learning');
    expect(ids(slugged, 'kafka partitions')[0]).toBe('learning-kafka-partitions');
  });

  it('finds a memory by the words its id has beyond the title', () => {
    const renamed = buildIndex([
      memory('gotcha-redis-eviction', { title: 'Keys vanish under memory pressure', body: 'x' }),
      memory('learning-cache', { title: 'Cache notes', body: 'redis is used as a cache' }),
    ]);
    expect(idSearchText('gotcha-redis-eviction', 'Keys vanish under memory pressure')).toBe(
      'gotcha redis eviction',
    );
    expect(ids(renamed, 'eviction')).toEqual(['gotcha-redis-eviction']);
  });

  it('returns nothing for an empty or stopword-only query', () => {
    expect(index.search('')).toEqual([]);
    expect(index.search('the of and')).toEqual([]);
  });

  it('ranks the word as the query writes it above another form of it', () => {
    // Both hold the stem `propos`; only one says `propose` as the question does.
    const forms = buildIndex([
      memory('learning-a', { title: 'Process', body: 'anyone may propose a change' }),
      memory('learning-b', { title: 'Process', body: 'the change was proposed by a lead' }),
      memory('learning-c', { title: 'Other', body: 'unrelated' }),
    ]);
    expect(ids(forms, 'propose')).toEqual(['learning-a', 'learning-b']);
    expect(ids(forms, 'proposed')).toEqual(['learning-b', 'learning-a']);
  });

  it('weighs stopwords by their rarity but never counts them as matched words', () => {
    const questions = buildIndex([
      memory('learning-questions', { title: 'Questions', body: 'who decides the release date' }),
      memory('learning-plain', { title: 'Plain', body: 'the release is on the date it is on' }),
      memory('learning-other', { title: 'Other', body: 'the team is in the office' }),
    ]);
    // `who` tells the notes apart; `the` and `is`, in every note, find none on their own.
    expect(ids(questions, 'who sets the release')[0]).toBe('learning-questions');
    expect(ids(questions, 'release is the thing')).toEqual([
      'learning-plain',
      'learning-questions',
    ]);
    expect(ids(questions, 'xqzzyv is the')).toEqual([]);
  });

  it('can turn prefix and fuzzy matching off', () => {
    expect(ids(index, 'authoriz', { expand: false })).toEqual([]);
  });

  it('reports key, scope, type and matched terms', () => {
    const [hit] = index.search('login handler');
    expect(hit).toMatchObject({
      key: 'global:artifact-login-handler',
      id: 'artifact-login-handler',
      scope: 'global',
      type: 'artifact',
    });
    expect(hit?.terms).toContain('handler');
    expect(hit?.score).toBeGreaterThan(0);
  });

  it('respects the limit', () => {
    expect(index.search('the auth login docker vite', { limit: 2 })).toHaveLength(2);
  });
});

describe('KeywordIndex filters', () => {
  const index = buildIndex();
  const query = 'auth docker vite postgres login';

  it.each([
    ['type', { types: ['gotcha'] }, ['gotcha-compose-network']],
    ['scope', { scopes: ['global' as ScopeName] }, ['artifact-login-handler']],
    ['all tags', { tags: ['AUTH', 'security'] }, ['decision-oauth2']],
    [
      'date range',
      { updatedSince: '2026-01-01', updatedUntil: new Date('2026-02-15T00:00:00Z') },
      ['decision-oauth2', 'gotcha-compose-network'],
    ],
    ['archived only', { archived: 'only' as const }, ['learning-old-postgres']],
  ])('by %s', (_name, filter, expected) => {
    expect(ids(index, query, { filter }).sort()).toEqual([...expected].sort());
  });

  it('hides archived memories unless asked', () => {
    expect(ids(index, 'postgres vacuum')).toEqual([]);
    expect(ids(index, 'postgres vacuum', { filter: { archived: 'include' } })).toEqual([
      'learning-old-postgres',
    ]);
  });

  it('rejects a date that is not a date, naming it', () => {
    expect(() => index.search('auth', { filter: { updatedSince: 'last tuesday' } })).toThrow(
      /strata: updatedSince last tuesday is not a date/,
    );
  });
});

describe('KeywordIndex updates', () => {
  it('keeps the same id in two scopes apart', () => {
    const index = buildIndex([
      memory('learning-x', { scope: 'project', body: 'redis eviction policy' }),
      memory('learning-x', { scope: 'global', body: 'redis cluster slots' }),
    ]);
    expect(index.size).toBe(2);
    expect(
      index
        .search('redis')
        .map((hit) => hit.key)
        .sort(),
    ).toEqual(['global:learning-x', 'project:learning-x']);
  });

  it('replaces a changed memory: old words stop matching, new ones match', () => {
    const index = buildIndex();
    index.upsert(memory('learning-vite-env', { title: 'Webpack define plugin', body: 'nothing' }));
    expect(index.size).toBe(MEMORIES.length);
    expect(ids(index, 'prefixed')).toEqual([]);
    expect(ids(index, 'webpack')).toEqual(['learning-vite-env']);
    expect(index.stored(docKey('project', 'learning-vite-env'))?.tags).toEqual([]);
  });

  it('deletes by key and tolerates unknown keys', () => {
    const index = buildIndex();
    expect(index.delete(docKey('project', 'decision-oauth2'))).toBe(true);
    expect(index.delete(docKey('project', 'decision-oauth2'))).toBe(false);
    expect(index.has(docKey('project', 'decision-oauth2'))).toBe(false);
    expect(ids(index, 'pkce')).toEqual([]);
    index.upsert(MEMORIES[0]!);
    expect(ids(index, 'pkce')).toEqual(['decision-oauth2']);
  });

  it('vacuums once many documents were discarded', async () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      memory(`learning-${i}`, { body: `topic${i}` }),
    );
    const index = buildIndex(many);
    expect(await index.vacuumIfDirty()).toBe(false);
    for (const m of many.slice(0, 25)) index.upsert({ ...m, body: `changed ${m.body}` });
    expect(index.dirtCount).toBe(25);
    expect(await index.vacuumIfDirty()).toBe(true);
    expect(index.dirtCount).toBe(0);
    expect(ids(index, 'changed').length).toBe(20);
  });
});

describe('KeywordIndex persistence', () => {
  it('round-trips through a saved file with the same results', () => {
    const index = buildIndex();
    index.delete(docKey('project', 'learning-vite-env'));
    const loaded = reopen(index);
    expect(loaded.size).toBe(index.size);
    for (const query of ['auth login', 'docker-compose', 'vite', 'containr']) {
      expect(loaded.search(query)).toEqual(index.search(query));
    }
    expect(loaded.stored(docKey('project', 'learning-auth'))).toEqual(
      index.stored(docKey('project', 'learning-auth')),
    );
  });

  it('answers and changes a loaded index exactly like the index it was saved from', async () => {
    const words = ['cache', 'redis', 'token', 'login', 'deploy', 'schema', 'queue', 'retry'];
    const many = Array.from({ length: 120 }, (_, i) =>
      memory(`learning-${i}`, {
        title: `${words[i % 8]} ${words[(i * 3) % 8]} note ${i}`,
        tags: [words[(i * 5) % 8]!],
        body: `${words[(i * 7) % 8]} ${words[i % 8]} ${words[i % 8]} and docker-compose number ${i}`,
      }),
    );
    const original = buildIndex(many);
    const loaded = reopen(original);
    const queries = [
      'cache redis',
      'token',
      'docker-compose',
      'deploy schema retry',
      'logn',
      'que',
    ];
    const same = () => {
      for (const q of queries)
        expect(loaded.search(q, { limit: 200 })).toEqual(original.search(q, { limit: 200 }));
    };
    same();
    // Edits after a load: replaced, new and removed documents, then a vacuum.
    for (const index of [original, loaded]) {
      for (const m of many.slice(0, 30)) index.upsert({ ...m, body: `rewritten ${m.body}` });
      index.upsert(memory('learning-new', { title: 'cache redis fresh' }));
      for (const m of many.slice(30, 60)) index.delete(docKey('project', m.id));
    }
    same();
    expect(await loaded.vacuumIfDirty(1, 0)).toBe(true);
    await original.vacuumIfDirty(1, 0);
    same();
    expect(loaded.documentFrequency('cache')).toBe(original.documentFrequency('cache'));
    const again = reopen(loaded);
    for (const q of queries)
      expect(again.search(q, { limit: 200 })).toEqual(original.search(q, { limit: 200 }));
  });

  it('saves the very bytes it opened, whatever its keys and stored fields hold', () => {
    const odd = [
      memory('learning-"quoted"-\\slash', { tags: ['a"b', 'c]d}'], archived: true }),
      memory('learning-ünïcode-日本', { title: 'Ünïcode 日本', aliases: ['an alias'] }),
      memory('learning-lone-\uDC80', { type: 'gotcha', scope: 'global' }),
    ];
    const original = buildIndex([...MEMORIES, ...odd]);
    original.delete(docKey('project', 'learning-vite-env'));
    const bytes = Buffer.from(original.serialize());
    const loaded = reopen(original);
    expect(Buffer.from(loaded.serialize()).equals(bytes)).toBe(true);
    for (const m of odd) {
      const key = docKey(m.scope, m.id);
      expect(loaded.has(key)).toBe(true);
      expect(loaded.stored(key)).toEqual(original.stored(key));
    }
    expect(loaded.search('quoted', { filter: { archived: 'include' } })).toEqual(
      original.search('quoted', { filter: { archived: 'include' } }),
    );
    // Changed after the load, then saved and opened again: the same bytes once more.
    for (const index of [original, loaded]) {
      index.upsert({ ...odd[1]!, body: 'rewritten' });
      index.delete(docKey(odd[0]!.scope, odd[0]!.id));
    }
    const changed = Buffer.from(loaded.serialize());
    expect(Buffer.from(reopen(loaded).serialize()).equals(changed)).toBe(true);
    expect(loaded.has(docKey(odd[0]!.scope, odd[0]!.id))).toBe(false);
    expect(loaded.search('rewritten')).toEqual(original.search('rewritten'));
  });

  it('filters an opened index on its saved fields as the index it was saved from', () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      memory(`learning-${i}`, {
        type: ['learning', 'gotcha', 'decision'][i % 3],
        scope: i % 4 === 0 ? 'global' : 'project',
        archived: i % 5 === 0,
        tags: [`t${i % 2}`],
        body: `shared words ${i}`,
      }),
    );
    const original = buildIndex(many);
    const loaded = reopen(original);
    const filters = [
      {},
      { archived: 'only' as const },
      { archived: 'include' as const, types: ['gotcha'] },
      { excludeTypes: ['decision'] },
      { scopes: ['global' as const] },
      { tags: ['t1'] },
    ];
    const same = () => {
      for (const filter of filters)
        expect(loaded.search('shared words', { filter, limit: 100 })).toEqual(
          original.search('shared words', { filter, limit: 100 }),
        );
    };
    same();
    for (const index of [original, loaded]) {
      index.upsert({ ...many[3]!, type: 'decision', archived: true });
      index.upsert({ ...many[5]!, scope: 'global', archived: false });
    }
    same();
  });

  it('gives the stored fields of a hit as they are now, after a change since the search', () => {
    const loaded = reopen(buildIndex());
    const [hit] = loaded.search('vite');
    const key = hit!.key;
    const current = MEMORIES.find((m) => docKey(m.scope, m.id) === key)!;
    expect(loaded.stored(key)?.tags).toEqual(current.tags);
    loaded.upsert({ ...current, tags: ['retagged'] });
    expect(loaded.stored(key)?.tags).toEqual(['retagged']);
    loaded.search('vite');
    loaded.delete(key);
    expect(loaded.stored(key)).toBeUndefined();
  });

  it('reads keys beyond ASCII back as they were, with or without a key JSON escapes', () => {
    const unicode = memory('learning-ünïcode-日本', { title: 'Ünïcode 日本', tags: ['café'] });
    const original = buildIndex([...MEMORIES, unicode]);
    const loaded = reopen(original);
    expect(loaded.has(docKey('project', unicode.id))).toBe(true);
    expect(loaded.search('ünïcode').map((hit) => hit.key)).toEqual([docKey('project', unicode.id)]);
    expect(Buffer.from(loaded.serialize()).equals(Buffer.from(original.serialize()))).toBe(true);
  });

  it('rejects a saved index cut short or grown when it opens, not at a later query', () => {
    const bytes = buildIndex().serialize();
    const open = (changed: Uint8Array) => () => KeywordIndex.open(savedFile(changed));
    expectStrataErrorSync(open(bytes.subarray(0, 100)), 'DAMAGED_CACHE', /ends early/);
    const short = bytes.subarray(0, bytes.length - 20);
    expectStrataErrorSync(open(short), 'DAMAGED_CACHE', /size does not match/);
    const long = Buffer.concat([bytes, Buffer.from('x')]);
    expectStrataErrorSync(open(long), 'DAMAGED_CACHE', /size does not match/);
  });

  it.each([
    ['not a saved index', () => Buffer.from('{"format":8}'), /not a saved keyword index/],
    ['another format', () => withFormat(buildIndex().serialize(), 999), /format 999, expected/],
    ['an empty file', () => Buffer.alloc(0), /unusable/],
  ])('rejects %s so the caller rebuilds', (_name, bytes, message) => {
    expectStrataErrorSync(() => KeywordIndex.open(savedFile(bytes())), 'DAMAGED_CACHE', message);
  });

  it('maps keys back to ids', () => {
    expect(idFromKey(docKey('local', 'gotcha-a:b'))).toBe('gotcha-a:b');
  });
});

describe('aliases', () => {
  const refresh = memory('learning-refresh-rotation', {
    title: 'Refresh token rotation races under parallel tabs',
    body: 'Two refreshes with the same token: the second is rejected as reuse. Share one lock.',
    aliases: ['users get logged out randomly', 'session drops with several windows open'],
  });
  const other = memory('learning-windows-paths', {
    title: 'Windows paths in the build script',
    body: 'The build script used backslashes; windows open files with either separator.',
  });

  it('finds a memory by words only its aliases say, and ranks an alias match first', () => {
    const index = KeywordIndex.create();
    index.upsert(refresh);
    index.upsert(other);
    expect(index.search('logged out randomly').map((h) => h.id)).toEqual([
      'learning-refresh-rotation',
    ]);
    expect(index.search('windows open').map((h) => h.id)[0]).toBe('learning-refresh-rotation');
  });

  it('keeps them through a save and load, and forgets them when they are removed', () => {
    const index = KeywordIndex.create();
    index.upsert(refresh);
    const loaded = reopen(index);
    expect(loaded.search('logged out randomly').map((h) => h.id)).toEqual([
      'learning-refresh-rotation',
    ]);
    loaded.upsert({ ...refresh, aliases: [] });
    expect(loaded.search('logged out randomly')).toEqual([]);
  });
});
