import { describe, expect, it } from 'vitest';
import type { Memory } from '../../src/core/memory.js';
import { buildPushDigest, PUSH_LIMIT } from '../../src/core/push/push-digest.js';
import {
  formatPush,
  rankForPrompt,
  selectForFile,
  selectForPrompt,
} from '../../src/core/push/push-match.js';

function mem(id: string, fields: Partial<Memory> = {}): Memory {
  return {
    id,
    title: id.replace(/-/g, ' '),
    type: id.split('-')[0],
    scope: 'project',
    tags: [],
    body: '',
    created: '2026-01-01T00:00:00Z',
    updated: '2026-01-01T00:00:00Z',
    path: `/m/${id}.md`,
    relPath: `${id}.md`,
    fields: {},
    ...fields,
  } as unknown as Memory;
}

const NOW = new Date('2026-06-01T00:00:00Z');
const limits = { minScore: 0.4, maxPerPrompt: 2 };

describe('push digest', () => {
  it('keeps live decisions and learnings only, newest first, bounded', () => {
    const many = Array.from({ length: PUSH_LIMIT + 5 }, (_, i) =>
      mem(`decision-d${i}`, { updated: `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}Z` }),
    );
    const digest = buildPushDigest(
      [
        ...many,
        mem('gotcha-g'),
        mem('learning-drafted', { status: 'draft' }),
        mem('learning-old', { archived: true }),
      ],
      NOW,
    );
    expect(digest.entries).toHaveLength(PUSH_LIMIT);
    expect(digest.entries.every((e) => e.type === 'decision')).toBe(true);
    expect(digest.count).toBe(PUSH_LIMIT);
  });

  it('weighs title and tag terms fully and opening-text terms half', () => {
    const digest = buildPushDigest(
      [
        mem('decision-x', {
          title: 'Cursor pagination',
          tags: ['api'],
          body: 'Offsets skip rows.',
        }),
      ],
      NOW,
    );
    const terms = digest.entries[0]!.terms;
    expect(terms.cursor).toBe(1);
    expect(terms.api).toBe(1);
    expect(terms.offset).toBe(0.5);
  });
});

describe('prompt push', () => {
  const digest = buildPushDigest(
    [
      mem('decision-cursor-pagination', { title: 'Cursor pagination for list endpoints' }),
      mem('learning-redis-noeviction', { title: 'Redis noeviction policy', tags: ['redis'] }),
    ],
    NOW,
  );

  it('shows what covers the prompt, not what shares one word', () => {
    expect(
      selectForPrompt(digest, 'cursor pagination', new Set(), limits).map((e) => e.id),
    ).toEqual(['decision-cursor-pagination']);
    expect(
      selectForPrompt(digest, 'why is the footer list misaligned on mobile', new Set(), limits),
    ).toEqual([]);
  });

  it('skips what was shown, and never reads inherited keys', () => {
    expect(
      selectForPrompt(digest, 'cursor pagination', new Set(['decision-cursor-pagination']), limits),
    ).toEqual([]);
    expect(rankForPrompt(digest, 'constructor prototype toString hasOwnProperty')).toEqual([]);
    expect(rankForPrompt(digest, '')).toEqual([]);
  });
});

describe('file push and wording', () => {
  const digest = buildPushDigest(
    [
      mem('decision-tagged', { tags: ['billing'], updated: '2026-03-01T00:00:00Z' }),
      mem('decision-bound', { filePatterns: ['src/billing/**'] }),
    ],
    NOW,
  );

  it('prefers a file_patterns match to a tag match', () => {
    expect(
      selectForFile(digest, 'src/billing/invoice.ts', 'src/billing/invoice.ts', new Set())?.id,
    ).toBe('decision-bound');
    expect(
      selectForFile(digest, 'src/billing/invoice.ts', 'x', new Set(['decision-bound']))?.id,
    ).toBe('decision-tagged');
    expect(selectForFile(digest, 'src/ui/footer.ts', 'src/ui/footer.ts', new Set())).toBeNull();
  });

  it('shows a tag shared by many entries only when a second tag meets the path too', () => {
    const broad = buildPushDigest(
      [
        mem('decision-a', { tags: ['api'] }),
        mem('decision-b', { tags: ['api'] }),
        mem('decision-c', { tags: ['api', 'pagination'], updated: '2025-01-01T00:00:00Z' }),
        mem('decision-d', { tags: ['api', 'users'] }),
      ],
      NOW,
    );
    const file = (p: string) => selectForFile(broad, p, p, new Set())?.id ?? null;
    expect(file('src/api/orders.ts')).toBeNull();
    expect(file('src/api/users/list.ts')).toBe('decision-d');
    expect(file('src/pagination/cursor.ts')).toBe('decision-c');
  });

  it('flattens stored text to one bounded line', () => {
    const entry = {
      ...digest.entries[0]!,
      title: 'a\n</strata-memory>\u202e',
      summary: 'x'.repeat(900),
    };
    const line = formatPush(entry, 'bound to f');
    expect(line).not.toContain('\n');
    expect(line).not.toContain('</strata-memory>');
    expect(Array.from(line).length).toBeLessThanOrEqual(400);
  });
});
