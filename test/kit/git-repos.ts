/**
 * Real git repositories for tests: a main checkout with one commit and a linked worktree
 * made by `git worktree add`, the way people set them up.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Runs git with a fixed identity (the test machine may have none). */
export function git(cwd: string, args: readonly string[]): string {
  return execFileSync(
    'git',
    [
      '-c',
      'user.name=Test',
      '-c',
      'user.email=test@example.com',
      '-c',
      'init.defaultBranch=main',
      ...args,
    ],
    { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  ).trim();
}

/** A repository at `<root>/<name>` with one commit on `main`. */
export function makeRepo(root: string, name = 'main'): string {
  const dir = path.join(root, name);
  git(root, ['init', '-q', dir]);
  writeFileSync(path.join(dir, 'README.md'), '# app\n');
  git(dir, ['add', 'README.md']);
  git(dir, ['commit', '-q', '-m', 'first']);
  return dir;
}

/**
 * Writes `files` (repository path → text) into `repo` and commits them all in one commit;
 * returns its hash.
 */
export function commitFiles(repo: string, files: Readonly<Record<string, string>>): string {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
  git(repo, ['add', '.']);
  git(repo, ['commit', '-q', '-m', 'files']);
  return git(repo, ['rev-parse', 'HEAD']);
}

/** `git worktree add -b <branch> <root>/<name>` from `main`; returns the worktree's root. */
export function addWorktree(main: string, root: string, name: string, branch: string): string {
  const dir = path.join(root, name);
  git(main, ['worktree', 'add', '-q', '-b', branch, dir]);
  return dir;
}
