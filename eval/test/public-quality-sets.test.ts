/**
 * The public question sets read from local git copies of their sources (their notes are not
 * copied into this repository): each check runs only where that copy exists, and only
 * loads the set; scoring is `npm run bench -- quality`'s job.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadQualitySet } from '../bench/quality.js';
import { findGitDir } from '../bench/support/git-copy.js';
import { FIXTURES } from '../bench/support/labelled-store.js';

const SETS = [
  {
    name: 'GOV.UK developer manual (tuning v5, formerly held-out v3)',
    source: 'alphagov/govuk-developer-docs',
    folder: 'search-heldout-v3',
    notes: 192,
  },
  {
    name: 'openshift alert runbooks (tuning v6, formerly held-out v4)',
    source: 'openshift/runbooks',
    folder: 'search-heldout-v4',
    notes: 258,
  },
  {
    name: 'engineering playbook (tuning v7, formerly held-out v5)',
    source: 'microsoft/code-with-engineering-playbook',
    folder: 'search-heldout-v5',
    notes: 239,
  },
  {
    name: '18F handbook (held-out v6)',
    source: '18F/handbook',
    folder: 'search-heldout-v6',
    notes: 244,
  },
] as const;

describe.each(SETS)('$name', ({ source, folder, notes }) => {
  it.skipIf(findGitDir(source) === null)(
    'builds one memory per note and labels only notes of the store (manual: needs a source copy under STRATA_EVAL_SOURCES)',
    async () => {
      const set = await loadQualitySet(folder);
      expect(set).not.toBeNull();
      expect(set!.memories.length).toBe(notes);
      const ids = new Set(set!.memories.map((m) => m.id));
      expect(ids.size).toBe(notes);
      expect(set!.queries.length).toBe(60);
      for (const q of set!.queries) {
        expect(q.relevant.length).toBeGreaterThan(0);
        for (const id of q.relevant) expect(ids).toContain(id);
      }
    },
  );

  it('alternates lexical and paraphrase questions, lexical first', () => {
    const file = path.join(FIXTURES, folder, 'queries.json');
    const queries = JSON.parse(readFileSync(file, 'utf8')) as Array<{ kind: string }>;
    expect(queries.map((q) => q.kind)).toEqual(
      queries.map((_, i) => (i % 2 === 0 ? 'lexical' : 'paraphrase')),
    );
  });
});
