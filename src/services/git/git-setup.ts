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
import type { ScopeDir } from '../../storage/scope/scope-dir.js';
import { makeScopeFolder, writeScopeFile } from '../../storage/scope/scope-write.js';

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

/**
 * Where a plugin update puts this CLI: a plugin installed by Claude Code lives in a folder
 * per version (`…/strata/<version>/lib/cli/main.js`), and an update moves it to a new one.
 * The glob of its sibling versions, or null for a CLI not laid out so (a clone, `npm link`).
 */
function siblingVersions(cli: string): string | null {
  const parts = cli.split('/');
  const n = parts.length;
  if (n < 6 || parts.slice(n - 3).join('/') !== 'lib/cli/main.js') return null;
  if (parts[n - 5] !== 'strata') return null;
  return `${quoteShell(parts.slice(0, n - 4).join('/'))}/*/${quoteShell('lib/cli/main.js')}`;
}

/**
 * The driver line for git config, run by git with `sh`. It must keep working when strata
 * moves: a driver that cannot start makes git keep our side alone, without markers. So it
 * tries this CLI, then the same plugin's other version folders, then `strata` on PATH,
 * with this node or else `node` on PATH; when none runs, `verify --fix` still merges from
 * git's index (it never takes one side kept alone as resolved).
 */
export function driverCommand(node: string, cli: string): string {
  const args = 'merge-driver %O %A %B %P';
  const candidates = [quoteShell(cli), siblingVersions(cli)].filter(Boolean).join(' ');
  return [
    `n=${quoteShell(node)}; [ -x "$n" ] || n=node`,
    `for c in ${candidates}; do [ -f "$c" ] && exec "$n" "$c" ${args}; done`,
    `exec strata ${args}`,
  ].join('; ');
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

/** Adds the `lines` a memory folder's git file `name` lacks, under `header`. */
async function ensureLines(
  scope: ScopeDir,
  name: string,
  lines: readonly string[],
  header: string,
): Promise<void> {
  const file = path.join(scope.dir, name);
  const text = await readFile(file, 'utf8').catch(() => '');
  const have = new Set(text.split(/\r?\n/).map((l) => l.trim()));
  const missing = lines.filter((l) => !have.has(l));
  if (!missing.length) return;
  const head = text && !text.endsWith('\n') ? `${text}\n` : text;
  // A committed link in its place is refused, not followed (nor replaced).
  await writeScopeFile(
    scope,
    file,
    `${head}${have.has(header) ? '' : `${header}\n`}${missing.join('\n')}\n`,
  );
}

/** strata's lock files and their takeover guards (see storage/lock): never committed. */
const IGNORE_LINES = ['*.lock', '*.lock.takeover'] as const;

const IGNORE_HEADER = '# strata: its lock files, held while a file is written (strata git-setup)';

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
  await ensureLines(scope, '.gitattributes', ATTRIBUTE_LINES, HEADER);
  await ensureLines(scope, '.gitignore', IGNORE_LINES, IGNORE_HEADER);
  for (const [key, value] of [
    ['merge.strata.name', 'strata memory merge (graph.json union, memory fields)'],
    ['merge.strata.driver', command],
  ] as const) {
    // Written only when it differs: sync runs this every time, and git rewrites the whole
    // config file for each `git config` set.
    const now = await runGit(repo, ['config', '--get', key]);
    if (now.ok && now.stdout.replace(/\n$/, '') === value) continue;
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
