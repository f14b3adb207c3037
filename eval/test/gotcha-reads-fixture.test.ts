/**
 * The labelled gotcha reads: each read's labels follow from `labels.json`, every label names
 * a gotcha of the set's store, and, where a local copy of the source exists, the reads are
 * exactly the files the README's rule picks from the commit's tree.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGitDir, git } from '../bench/support/git-copy.js';
import { FIXTURES } from '../bench/support/labelled-store.js';

const SET = path.join(FIXTURES, 'gotcha-reads');
const read = (name: string) => JSON.parse(readFileSync(path.join(SET, name), 'utf8'));
const source = read('source.json') as { repository: string; commit: string };
const labels = read('labels.json') as Record<string, string[]>;
const reads = read('reads.json') as Array<{ path: string; relevant: string[] }>;

/** The README's rule: source folders of the app, lib, db, initializers and config files. */
const PICKED =
  /^(app\/(controllers|interactors|jobs|mailers|models|services|helpers)\/|lib\/|db\/|config\/[^/]+\.(rb|yml)$|config\/initializers\/)/;

describe('labelled gotcha reads', () => {
  it("labels each read with every gotcha that lists it, and only the store's gotchas", () => {
    const ids = readdirSync(path.join(SET, 'store')).map((n) => n.replace(/\.md$/, ''));
    expect(Object.keys(labels).sort()).toEqual(ids.sort());
    expect(new Set(reads.map((r) => r.path)).size).toBe(reads.length);
    for (const r of reads) {
      const expected = Object.keys(labels).filter((id) => labels[id]!.includes(r.path));
      expect(r.relevant, r.path).toEqual(expected);
    }
    const listed = new Set(reads.map((r) => r.path));
    for (const [id, files] of Object.entries(labels))
      for (const file of files) expect(listed.has(file), `${id}: ${file}`).toBe(true);
  });

  it.skipIf(findGitDir(source.repository) === null)(
    'reads exactly the files the rule picks from the commit (manual: needs a source copy under STRATA_EVAL_SOURCES)',
    () => {
      const tree = git(
        findGitDir(source.repository)!,
        'ls-tree',
        '-r',
        '--name-only',
        source.commit,
      )
        .split('\n')
        .filter((p) => PICKED.test(p) && !p.endsWith('/.keep'));
      expect(reads.map((r) => r.path)).toEqual(tree);
    },
  );
});
