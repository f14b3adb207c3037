import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseMemory } from '../../src/core/memory-file.js';
import { toAbsolutePath, toScopeRelativePath } from '../../src/core/path-kinds.js';
import { commitFiles, makeRepo } from '../../test/kit/git-repos.js';
import { adrFileId, adrFolderMemoryFiles } from '../bench/support/adr-folder.js';

describe('ADR folder of a project, read from a local copy', () => {
  let root: string;
  let commit: string;
  const saved = process.env.STRATA_EVAL_SOURCES;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'strata-adr-folder-'));
    const repo = makeRepo(root, 'app');
    commit = commitFiles(repo, {
      'docs/adr/0001-record-decisions.md': '# 1. Record decisions\n\nWe keep ADRs.\n',
      'docs/adr/0002-use-queues.md': '# 2: Use queues\n\nJobs live in `app/jobs`.\n',
      'docs/adr/0003/diagram.md': '# Not a record\n',
      'docs/other.md': '# Not in the folder\n',
    });
    process.env.STRATA_EVAL_SOURCES = root;
  });

  afterEach(() => {
    if (saved === undefined) delete process.env.STRATA_EVAL_SOURCES;
    else process.env.STRATA_EVAL_SOURCES = saved;
    rmSync(root, { recursive: true, force: true });
  });

  it('makes one decision per file directly in the folder, id from the file name', () => {
    const files = adrFolderMemoryFiles('someone/app', commit, 'docs/adr/');
    expect(files!.map((f) => f.id)).toEqual(['decision-record-decisions', 'decision-use-queues']);
    const memory = parseMemory(files![1]!.text, {
      path: toAbsolutePath('/notes/decision-use-queues.md'),
      relPath: toScopeRelativePath('decision-use-queues.md'),
      scope: 'project',
    });
    expect(memory?.id).toBe('decision-use-queues');
    expect(memory?.title).toBe('Use queues');
    expect(memory?.type).toBe('decision');
    expect(memory?.body.trim()).toBe('Jobs live in `app/jobs`.');
  });

  it('strips record numbers from names and finds nothing without a local copy', () => {
    expect(adrFileId('docs/adr/0011-moving-logic.md')).toBe('decision-moving-logic');
    expect(adrFileId('doc/decisions/adr_7_Use_X.md')).toBe('decision-adr-7-use-x');
    expect(adrFolderMemoryFiles('someone/missing', commit, 'docs/adr')).toBeNull();
    expect(() => adrFolderMemoryFiles('someone/app', commit, 'docs/none')).toThrow(/docs\/none/);
  });
});
