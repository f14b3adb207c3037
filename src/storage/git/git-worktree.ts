/**
 * Linked git worktrees, found by reading files (no `git` process: the hooks use this too).
 *
 * A linked worktree's `.git` is a file `gitdir: <main>/.git/worktrees/<name>`; that folder
 * holds `commondir` (the main `.git`) and `gitdir` (the path of the worktree's `.git` file).
 * The local scope and shared cache belong to the main checkout, so every worktree of a
 * repository sees one local memory and removing a worktree loses nothing.
 *
 * A repository controls its own `.git` file, so it could point anywhere; a link is
 * followed only when every file agrees: the gitdir lies in `<common>/worktrees/`, the
 * common folder is a real folder named `.git` (so its parent is a checkout), and the
 * gitdir's `gitdir` file names our `.git` file back. Anything else keeps the checkout root
 * (a bare repository's worktrees too: there is no main checkout to hold the local scope).
 */
import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { readBoundedTextSync } from '../bounded-read.js';

/** Where a checkout's git data lives. */
export interface GitLayout {
  /** The checkout (worktree) root. */
  root: string;
  /** This checkout's git folder: `<root>/.git`, or `<main>/.git/worktrees/<name>`. */
  gitDir: string;
  /** The repository's shared git folder (the main checkout's `.git`). */
  commonDir: string;
  /** The main checkout: the root that holds `commonDir` as `.git`. */
  mainRoot: string;
}

const MAX_POINTER_BYTES = 4096;

function readPointer(file: string): string | null {
  try {
    const read = readBoundedTextSync(file, MAX_POINTER_BYTES);
    return read.ok ? (read.text.split(/\r?\n/)[0] ?? '').trim() || null : null;
  } catch {
    return null;
  }
}

function realPath(file: string): string | null {
  try {
    return realpathSync(file);
  } catch {
    return null;
  }
}

/** A real folder (not a link to one). */
function isRealFolder(dir: string): boolean {
  try {
    return lstatSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** The common folder of a worktree gitdir, when every back-reference checks out. */
function verifiedCommonDir(gitFile: string, gitDir: string): string | null {
  const common = readPointer(path.join(gitDir, 'commondir'));
  if (!common) return null;
  const commonReal = realPath(path.resolve(gitDir, common));
  if (!commonReal || path.basename(commonReal) !== '.git' || !isRealFolder(commonReal)) return null;
  const gitDirReal = realPath(gitDir);
  if (!gitDirReal || path.dirname(gitDirReal) !== path.join(commonReal, 'worktrees')) return null;
  const back = readPointer(path.join(gitDirReal, 'gitdir'));
  if (!back) return null;
  const backReal = realPath(path.resolve(gitDirReal, back));
  return backReal !== null && backReal === realPath(gitFile) ? commonReal : null;
}

/**
 * The git layout of the checkout at `root` (the folder holding `.git`), or null when
 * `.git` is missing, unreadable, or a pointer that does not check out (see the module note).
 */
export function readGitLayout(root: string): GitLayout | null {
  const gitFile = path.join(root, '.git');
  let stat: ReturnType<typeof lstatSync>;
  try {
    stat = lstatSync(gitFile);
  } catch {
    return null;
  }
  if (stat.isDirectory()) return { root, gitDir: gitFile, commonDir: gitFile, mainRoot: root };
  if (!stat.isFile()) return null;
  const pointer = readPointer(gitFile);
  const match = pointer ? /^gitdir:\s*(.+)$/.exec(pointer) : null;
  if (!match) return null;
  const gitDir = path.resolve(root, match[1]!.trim());
  const commonDir = verifiedCommonDir(gitFile, gitDir);
  if (!commonDir) return null;
  return { root, gitDir: realPath(gitDir) ?? gitDir, commonDir, mainRoot: path.dirname(commonDir) };
}

/**
 * The folder the local scope and shared cache are keyed to: the main checkout when `root`
 * is a verified linked worktree, else `root` itself.
 */
export function resolveMemoryRoot(root: string): string {
  const layout = readGitLayout(root);
  return layout && layout.mainRoot !== layout.root ? layout.mainRoot : root;
}

/** What kind of checkout `root` is, for `strata doctor`. */
export type CheckoutKind =
  | { kind: 'main' | 'none' }
  | { kind: 'linked'; mainRoot: string }
  /** `.git` is a file strata did not follow (a submodule, a bare repository's worktree, or planted). */
  | { kind: 'unverified' };

/** Classifies the checkout at `root` (the folder holding `.git`). */
export function describeCheckout(root: string): CheckoutKind {
  const layout = readGitLayout(root);
  if (layout)
    return layout.mainRoot === root
      ? { kind: 'main' }
      : { kind: 'linked', mainRoot: layout.mainRoot };
  try {
    return lstatSync(path.join(root, '.git')).isFile() ? { kind: 'unverified' } : { kind: 'none' };
  } catch {
    return { kind: 'none' };
  }
}
