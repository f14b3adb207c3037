/**
 * The PreToolUse replay sets: every label names a gotcha of the set's store, every gotcha of
 * the store has a label list (empty when no call is about it), and, where a local copy of the
 * source exists, every labelled call is one the replay reads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGitDir, git } from '../bench/support/git-copy.js';
import { FIXTURES } from '../bench/support/labelled-store.js';
import { REPLAY_SETS } from '../pretool/extract-calls.js';

interface Labels {
  source: { repository: string; commit: string; calls: number };
  risky: Record<string, string[]>;
}

for (const set of Object.keys(REPLAY_SETS)) {
  const dir = path.join(FIXTURES, `pretool-${set}`);
  const labels = JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as Labels;
  describe(`PreToolUse replay set ${set}`, () => {
    it("labels exactly the store's gotchas, each call once per gotcha", () => {
      const ids = readdirSync(path.join(dir, 'store')).map((n) => n.replace(/\.md$/, ''));
      expect(Object.keys(labels.risky).sort()).toEqual(ids.sort());
      for (const [id, calls] of Object.entries(labels.risky))
        expect(new Set(calls).size, id).toBe(calls.length);
      expect(labels.source.repository).toBe(REPLAY_SETS[set]!.repository);
    });

    const gitDir = findGitDir(labels.source.repository);
    it.runIf(gitDir)('labels only calls the replay reads, as many calls as labelled', () => {
      const calls = REPLAY_SETS[set]!.read(
        (...args) => git(gitDir!, ...args),
        labels.source.commit,
      );
      expect(calls).toHaveLength(labels.source.calls);
      const ids = new Set(calls.map((c) => c.id));
      for (const [id, list] of Object.entries(labels.risky))
        expect(
          list.filter((c) => !ids.has(c)),
          id,
        ).toEqual([]);
    });
  });
}
