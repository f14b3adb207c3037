/**
 * The held-out ADR set is read from a local git copy of its source (it is not copied into
 * this repository), so this check runs only where that copy exists, as on a machine that
 * runs `npm run bench -- quality`.
 */
import { describe, expect, it } from 'vitest';
import { loadQualitySet } from '../bench/quality.js';
import { findGitDir } from '../bench/support/git-copy.js';

const SOURCE = 'joelparkerhenderson/architecture-decision-record';

describe('held-out search set', () => {
  it.skipIf(findGitDir(SOURCE) === null)(
    'builds every memory from the source and labels only memories that exist (manual: needs a source copy under STRATA_EVAL_SOURCES)',
    async () => {
      const set = await loadQualitySet('search-heldout');
      expect(set).not.toBeNull();
      const ids = new Set(set!.memories.map((m) => m.id));
      expect(ids.size).toBe(62);
      expect(set!.queries.length).toBeGreaterThanOrEqual(50);
      expect(new Set(set!.queries.map((q) => q.kind))).toEqual(new Set(['lexical', 'paraphrase']));
      for (const q of set!.queries) {
        expect(q.relevant.length).toBeGreaterThan(0);
        for (const id of q.relevant) expect(ids).toContain(id);
      }
    },
  );
});
