import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readGitHead } from '../../src/storage/git/git-head.js';
import { readGitLayout, resolveMemoryRoot } from '../../src/storage/git/git-worktree.js';
import { resolveScopeDirs } from '../../src/storage/scope-dir.js';
import { addWorktree, git, makeRepo } from '../kit/git-repos.js';

let root: string;
beforeEach(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'strata-git-')));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function localDir(cwd: string): string | undefined {
  return resolveScopeDirs({ cwd, home: path.join(root, 'home'), admin: false }).scopes.find(
    (s) => s.scope === 'local',
  )?.dir;
}

describe('linked worktrees', () => {
  it('key the local scope to the main checkout and keep the project scope their own', () => {
    const main = makeRepo(root);
    const wt = addWorktree(main, root, 'feature-wt', 'feature');
    expect(readGitLayout(wt)).toMatchObject({ root: wt, mainRoot: main });
    expect(resolveMemoryRoot(wt)).toBe(main);
    expect(resolveMemoryRoot(main)).toBe(main);
    mkdirSync(path.join(wt, 'src'));
    const resolved = resolveScopeDirs({ cwd: path.join(wt, 'src'), home: root, admin: false });
    expect(resolved).toMatchObject({ projectRoot: wt, memoryRoot: main });
    const byScope = Object.fromEntries(resolved.scopes.map((s) => [s.scope, s]));
    expect(byScope.local).toMatchObject({
      dir: path.join(main, '.claude', 'memory', 'local'),
      trustedRoot: main,
    });
    expect(byScope.project?.dir).toBe(path.join(wt, '.claude', 'memory'));
    expect(localDir(main)).toBe(localDir(wt));
  });

  it('are found with relative links too (git worktree add --relative-paths)', () => {
    const main = makeRepo(root);
    const wt = addWorktree(main, root, 'feature-wt', 'feature');
    const gitDir = path.join(main, '.git', 'worktrees', 'feature-wt');
    writeFileSync(path.join(wt, '.git'), `gitdir: ${path.relative(wt, gitDir)}\n`);
    writeFileSync(path.join(gitDir, 'gitdir'), `${path.relative(gitDir, path.join(wt, '.git'))}\n`);
    expect(resolveMemoryRoot(wt)).toBe(main);
  });

  it('read the branch and commit from git files, as git rev-parse does', () => {
    const main = makeRepo(root);
    const wt = addWorktree(main, root, 'feature-wt', 'feature/x');
    writeFileSync(path.join(wt, 'a.txt'), 'a\n');
    git(wt, ['add', 'a.txt']);
    git(wt, ['commit', '-q', '-m', 'second']);
    expect(readGitHead(wt)).toEqual({
      branch: 'feature/x',
      commit: git(wt, ['rev-parse', 'HEAD']).slice(0, 12),
    });
    git(main, ['pack-refs', '--all']);
    expect(readGitHead(main)).toEqual({
      branch: 'main',
      commit: git(main, ['rev-parse', 'HEAD']).slice(0, 12),
    });
    git(wt, ['checkout', '-q', '--detach']);
    expect(readGitHead(wt)).toEqual({
      branch: null,
      commit: git(wt, ['rev-parse', 'HEAD']).slice(0, 12),
    });
  });
});

describe('a planted .git file', () => {
  it('pointing at another repository’s worktree is not followed', () => {
    const victim = makeRepo(root, 'victim');
    addWorktree(victim, root, 'victim-wt', 'feature');
    const clone = path.join(root, 'clone');
    mkdirSync(clone);
    writeFileSync(
      path.join(clone, '.git'),
      `gitdir: ${path.join(victim, '.git', 'worktrees', 'victim-wt')}\n`,
    );
    expect(readGitLayout(clone)).toBeNull();
    expect(localDir(clone)).toBe(path.join(clone, '.claude', 'memory', 'local'));
    expect(readGitHead(clone)).toEqual({ branch: null, commit: null });
  });

  it('with a forged worktree folder that points back is not followed outside worktrees/', () => {
    const victim = makeRepo(root, 'victim');
    const clone = path.join(root, 'clone');
    const forged = path.join(clone, 'forged');
    mkdirSync(forged, { recursive: true });
    writeFileSync(path.join(forged, 'commondir'), `${path.join(victim, '.git')}\n`);
    writeFileSync(path.join(forged, 'gitdir'), `${path.join(clone, '.git')}\n`);
    writeFileSync(path.join(clone, '.git'), 'gitdir: forged\n');
    expect(readGitLayout(clone)).toBeNull();
    expect(localDir(clone)).toBe(path.join(clone, '.claude', 'memory', 'local'));
  });

  it('through a link into the victim’s worktrees folder is not followed', () => {
    const victim = makeRepo(root, 'victim');
    addWorktree(victim, root, 'victim-wt', 'feature');
    const clone = path.join(root, 'clone');
    mkdirSync(clone);
    symlinkSync(path.join(victim, '.git', 'worktrees', 'victim-wt'), path.join(clone, 'wt-link'));
    writeFileSync(path.join(clone, '.git'), 'gitdir: wt-link\n');
    expect(readGitLayout(clone)).toBeNull();
  });

  it('naming a common folder that is not a .git folder is not followed', () => {
    const clone = path.join(root, 'clone');
    const fake = path.join(root, 'elsewhere');
    mkdirSync(path.join(fake, 'worktrees', 'x'), { recursive: true });
    mkdirSync(clone);
    writeFileSync(path.join(fake, 'worktrees', 'x', 'commondir'), '../..\n');
    writeFileSync(path.join(fake, 'worktrees', 'x', 'gitdir'), `${path.join(clone, '.git')}\n`);
    writeFileSync(path.join(clone, '.git'), `gitdir: ${path.join(fake, 'worktrees', 'x')}\n`);
    expect(readGitLayout(clone)).toBeNull();
  });

  it('that is garbage, huge, a folder link or missing its target is not followed', () => {
    const clone = path.join(root, 'clone');
    mkdirSync(clone);
    for (const text of [
      '',
      'gitdir:',
      'gitdir: /nonexistent/x\n',
      'x'.repeat(100_000),
      'gitdir: /\n',
    ]) {
      writeFileSync(path.join(clone, '.git'), text);
      expect(readGitLayout(clone)).toBeNull();
      expect(localDir(clone)).toBe(path.join(clone, '.claude', 'memory', 'local'));
    }
    rmSync(path.join(clone, '.git'));
    const main = makeRepo(root);
    symlinkSync(path.join(main, '.git'), path.join(clone, '.git'));
    expect(readGitLayout(clone)).toBeNull();
    expect(readFileSync(path.join(main, '.git', 'HEAD'), 'utf8')).toContain('refs/heads/main');
  });
});
