/**
 * Local git copies of the public repositories that labelled sets reference (by repository,
 * pinned commit and path) instead of copying their text here. Copies are looked up under
 * `$STRATA_EVAL_SOURCES` as `<owner>+<name>/repo`, `<owner>+<name>` or `<name>`, bare or with
 * `.git`. Unset, there are no copies: the sets that need one are skipped and say so.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The git directory of a local copy of `repository` (`owner/name`), or null when there is none. */
export function findGitDir(repository: string): string | null {
  const root = process.env.STRATA_EVAL_SOURCES;
  if (!root) return null;
  const [owner, name] = repository.split('/');
  const candidates = [`${owner}+${name}/repo`, `${owner}+${name}`, `${name}`].flatMap((dir) => [
    path.join(root, dir, '.git'),
    path.join(root, dir),
  ]);
  return candidates.find((dir) => existsSync(path.join(dir, 'HEAD'))) ?? null;
}

/** Runs git on `gitDir` and returns what it printed. */
export function git(gitDir: string, ...args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
}

/** The committer date of `commit`. */
export function commitDate(gitDir: string, commit: string): Date {
  return new Date(git(gitDir, 'log', '-1', '--format=%cI', commit).trim());
}

/** Every file path of `commit`'s tree. */
export function treePaths(gitDir: string, commit: string): string[] {
  return git(gitDir, 'ls-tree', '-r', '--name-only', commit).split('\n');
}

/**
 * The text of each `commit:path` blob, read in one `git cat-file --batch` call; a blob the
 * copy does not hold is an error naming it (an older copy than the pinned commit).
 */
export function readBlobs(gitDir: string, specs: readonly string[]): string[] {
  const out = execFileSync('git', ['--git-dir', gitDir, 'cat-file', '--batch'], {
    input: `${specs.join('\n')}\n`,
    maxBuffer: 1 << 28,
  });
  const texts: string[] = [];
  let at = 0;
  for (const spec of specs) {
    const eol = out.indexOf(10, at);
    const header = out.subarray(at, eol).toString('utf8').split(' ');
    if (header[1] === 'missing') throw new Error(`strata: ${spec} is not in the local copy`);
    const size = Number(header[2]);
    texts.push(out.subarray(eol + 1, eol + 1 + size).toString('utf8'));
    at = eol + 1 + size + 1;
  }
  return texts;
}
