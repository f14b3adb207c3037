/**
 * The GOV.UK set (tuning v5, formerly held-out v3) is read from a local git copy of its
 * source (it is not copied into this repository), so this check runs only where that copy
 * exists. It only loads the set: scoring is `npm run bench -- quality`'s job.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadQualitySet } from '../../bench/quality.js';
import { findGitDir } from '../../bench/support/git-copy.js';
import { FIXTURES } from '../../bench/support/labelled-store.js';

const SOURCE = 'alphagov/govuk-developer-docs';
const FOLDER = 'search-heldout-v3';

describe('GOV.UK search set (tuning v5)', () => {
  it.skipIf(findGitDir(SOURCE) === null)(
    'builds one memory per manual page and labels only pages of the store',
    async () => {
      const set = await loadQualitySet(FOLDER);
      expect(set).not.toBeNull();
      expect(set!.memories.length).toBe(192);
      const ids = new Set(set!.memories.map((m) => m.id));
      expect(ids.size).toBe(192);
      expect(set!.queries.length).toBe(60);
      for (const q of set!.queries) {
        expect(q.relevant.length).toBeGreaterThan(0);
        for (const id of q.relevant) expect(ids).toContain(id);
      }
    },
  );

  it('alternates lexical and paraphrase questions, lexical first', () => {
    const file = path.join(FIXTURES, FOLDER, 'queries.json');
    const queries = JSON.parse(readFileSync(file, 'utf8')) as Array<{ kind: string }>;
    expect(queries.map((q) => q.kind)).toEqual(
      queries.map((_, i) => (i % 2 === 0 ? 'lexical' : 'paraphrase')),
    );
  });
});
