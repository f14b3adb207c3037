import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitFiles, makeRepo } from '../../test/kit/git-repos.js';
import { findGitDir } from '../bench/support/git-copy.js';
import { loadPublicNotes } from '../bench/support/public-notes.js';

describe('public notes for labelled sets', () => {
  let root: string;
  let commit: string;
  const saved = process.env.STRATA_EVAL_SOURCES;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'strata-notes-'));
    const repo = makeRepo(root, 'til');
    commit = commitFiles(repo, {
      'git/undo-a-commit.md': '# Undo a commit\n\nUse `git reset HEAD~1`.\n',
      'git/undo-commit.md': '# Undo a commit\n\nThe same title twice.\n',
      'unix/no-heading.md': 'Just text.\n',
      'unix/deeper/ignored.md': '# Too deep\n',
      'sql/other-folder.md': '# Not listed\n',
      'source/manual/rotate-keys.html.md':
        '---\ntitle: "Rotate keys"\nsection: Security\n---\n\n# Not the title\n\nRun the job.\n',
      'source/manual/no-section.html.md': '---\ntitle: No section\n---\nText.\n',
      'source/manual/deeper/ignored.md': '---\ntitle: Too deep\n---\n',
    });
    process.env.STRATA_EVAL_SOURCES = root;
  });

  afterEach(() => {
    if (saved === undefined) delete process.env.STRATA_EVAL_SOURCES;
    else process.env.STRATA_EVAL_SOURCES = saved;
    rmSync(root, { recursive: true, force: true });
  });

  it('reads the notes of the listed folders at the commit, one memory each', () => {
    const notes = loadPublicNotes({ repository: 'someone/til', commit, folders: ['git', 'unix'] });
    expect(notes).not.toBeNull();
    const byPath = Object.fromEntries(notes!.idByPath);
    expect(byPath).toEqual({
      'git/undo-a-commit.md': 'learning-undo-a-commit',
      'git/undo-commit.md': 'learning-undo-a-commit-1',
      'unix/no-heading.md': 'learning-no-heading',
    });
    const first = notes!.memories.find((m) => m.id === 'learning-undo-a-commit')!;
    expect(first.title).toBe('Undo a commit');
    expect(first.tags).toEqual(['git']);
    expect(first.body.trim()).toBe('Use `git reset HEAD~1`.');
  });

  it('takes every folder when none is listed, and finds nothing without a local copy', () => {
    const all = loadPublicNotes({ repository: 'someone/til', commit });
    expect([...all!.idByPath.keys()]).toContain('sql/other-folder.md');
    expect(findGitDir('someone/missing')).toBeNull();
    expect(loadPublicNotes({ repository: 'someone/missing', commit })).toBeNull();
  });

  it('reads a handbook below a root folder, titled and tagged by its front matter', () => {
    const source = { repository: 'someone/til', commit, root: 'source', frontmatter: true };
    const notes = loadPublicNotes(source);
    expect([...notes!.idByPath.keys()]).toEqual([
      'source/manual/no-section.html.md',
      'source/manual/rotate-keys.html.md',
    ]);
    const rotate = notes!.memories.find((m) => m.title === 'Rotate keys')!;
    expect(rotate.tags).toEqual(['Security']);
    expect(rotate.body.trim()).toBe('# Not the title\n\nRun the job.');
    const plain = notes!.memories.find((m) => m.title === 'No section')!;
    expect(plain.tags).toEqual(['manual']);
  });

  it('takes the files of nested subfolders too when asked, tagged by their top folder', () => {
    const notes = loadPublicNotes({
      repository: 'someone/til',
      commit,
      root: 'source',
      nested: true,
    });
    expect([...notes!.idByPath.keys()]).toEqual([
      'source/manual/deeper/ignored.md',
      'source/manual/no-section.html.md',
      'source/manual/rotate-keys.html.md',
    ]);
    const deeper = notes!.memories.find((m) => m.title === 'ignored')!;
    expect(deeper.tags).toEqual(['manual']);
    const flat = loadPublicNotes({ repository: 'someone/til', commit, folders: ['unix'] });
    expect([...flat!.idByPath.keys()]).toEqual(['unix/no-heading.md']);
  });
});
