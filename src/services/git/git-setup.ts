/**
 * `strata git-setup`: makes git merge a memory folder with strata's merge driver. The
 * `.gitattributes` beside the memories is committed (every clone names the driver); the
 * driver's command line is per clone, in the repository's own config (`.git/config`),
 * so a cloned repository can name the driver but never choose what it runs.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { StrataError } from '../../core/errors.js';
import { findWorkTree, runGit } from '../../storage/git/git-run.js';
import type { ScopeDir } from '../../storage/scope-dir.js';
import { makeScopeFolder, writeScopeFile } from '../../storage/scope-write.js';

/** The lines strata keeps in a memory folder's `.gitattributes`. */
export const ATTRIBUTE_LINES = ['graph.json merge=strata', '*.md merge=strata'] as const;

const HEADER =
  '# strata: merge graph.json by union and memory files field by field (strata git-setup)';

/** How one memory folder stands with git. */
export interface GitMergeSetup {
  scope: string;
  dir: string;
  /** The work tree's top folder; null when the folder is not in a git repository. */
  repo: string | null;
  attributes: boolean;
  /** The driver command configured in that repository, if any. */
  driver: string | null;
}

function quoteShell(word: string): string {
  return `'${word.replaceAll("'", "'\\''")}'`;
}

/** The driver line for git config: this node running this CLI. */
export function driverCommand(node: string, cli: string): string {
  return `${quoteShell(node)} ${quoteShell(cli)} merge-driver %O %A %B %P`;
}

async function hasAttributes(dir: string): Promise<boolean> {
  const text = await readFile(path.join(dir, '.gitattributes'), 'utf8').catch(() => '');
  const lines = new Set(text.split(/\r?\n/).map((l) => l.trim()));
  return ATTRIBUTE_LINES.every((l) => lines.has(l));
}

/** Where a memory folder stands: in a repository or not, attributes and driver present. */
export async function checkGitMerge(scope: ScopeDir): Promise<GitMergeSetup> {
  const repo = await findWorkTree(scope.dir);
  const driver = repo
    ? (await runGit(repo, ['config', '--get', 'merge.strata.driver'])).stdout.trim()
    : '';
  return {
    scope: scope.scope,
    dir: scope.dir,
    repo,
    attributes: repo ? await hasAttributes(scope.dir) : false,
    driver: driver || null,
  };
}

async function writeAttributes(scope: ScopeDir): Promise<void> {
  const file = path.join(scope.dir, '.gitattributes');
  const text = await readFile(file, 'utf8').catch(() => '');
  const have = new Set(text.split(/\r?\n/).map((l) => l.trim()));
  const missing = ATTRIBUTE_LINES.filter((l) => !have.has(l));
  if (!missing.length) return;
  const head = text && !text.endsWith('\n') ? `${text}\n` : text;
  // A committed `.gitattributes` link is refused, not followed (nor replaced).
  await writeScopeFile(
    scope,
    file,
    `${head}${have.has(HEADER) ? '' : `${HEADER}\n`}${missing.join('\n')}\n`,
  );
}

/** Sets the driver up for `scope`'s repository; refuses a folder outside any repository. */
export async function setupGitMerge(scope: ScopeDir, command: string): Promise<GitMergeSetup> {
  // A clone may not hold a memory folder yet; git is asked from inside it.
  await makeScopeFolder(scope);
  const repo = await findWorkTree(scope.dir);
  if (!repo) {
    throw new StrataError('SCOPE_UNAVAILABLE', `${scope.dir} is not in a git repository`, {
      subject: scope.dir,
      hint: 'run strata git-setup inside the repository that holds the memory folder',
    });
  }
  await writeAttributes(scope);
  for (const [key, value] of [
    ['merge.strata.name', 'strata memory merge (graph.json union, memory fields)'],
    ['merge.strata.driver', command],
  ] as const) {
    const run = await runGit(repo, ['config', key, value]);
    if (!run.ok)
      throw new StrataError(
        'IO_ERROR',
        `git config ${key} failed in ${repo}: ${run.stderr.trim()}`,
        {
          hint: 'check that git works in this repository',
        },
      );
  }
  return checkGitMerge(scope);
}
