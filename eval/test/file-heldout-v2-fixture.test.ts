/**
 * The held-out file-path set v2: its labels follow from the code areas each ADR names
 * (`areas.json`), checked everywhere; its paths, areas and memories are checked against the
 * source only where a local copy exists, as on a machine that runs `npm run bench -- files`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGitDir, git } from '../bench/support/git-copy.js';
import { FIXTURES, loadStoreMemories } from '../bench/support/labelled-store.js';

const SET = path.join(FIXTURES, 'file-heldout-v2');
const read = (name: string) => JSON.parse(readFileSync(path.join(SET, name), 'utf8'));
const source = read('source.json') as { repository: string; commit: string };
const areas = read('areas.json') as Record<string, string[]>;
const questions = read('file-paths.json') as Array<{ path: string; relevant: string[] }>;

const covers = (area: string, file: string) =>
  file === area || (area.endsWith('/') && file.startsWith(area));

describe('held-out file-path set v2', () => {
  it('labels each path with every ADR whose named areas hold it', () => {
    expect(questions.length).toBeGreaterThanOrEqual(15);
    expect(new Set(questions.map((q) => q.path)).size).toBe(questions.length);
    for (const q of questions) {
      const expected = Object.keys(areas).filter((id) => areas[id]!.some((a) => covers(a, q.path)));
      expect(q.relevant, q.path).toEqual(expected);
    }
  });

  it.skipIf(findGitDir(source.repository) === null)(
    'asks only paths of the commit and labels only memories the source gives (manual: needs a source copy under STRATA_EVAL_SOURCES)',
    async () => {
      const tree = git(
        findGitDir(source.repository)!,
        'ls-tree',
        '-r',
        '--name-only',
        source.commit,
      )
        .split('\n')
        .filter(Boolean);
      for (const q of questions) expect(tree).toContain(q.path);
      for (const area of Object.values(areas).flat()) {
        expect(
          tree.some((file) => covers(area, file)),
          area,
        ).toBe(true);
      }
      const store = await loadStoreMemories('file-heldout-v2');
      const ids = new Set(store!.memories.map((m) => m.id));
      expect(ids.size).toBe(16);
      for (const id of Object.keys(areas)) expect(ids).toContain(id);
    },
  );
});
