/**
 * Keeps every path strata touches inside its scope directory.
 */
import { lstatSync } from 'node:fs';
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { StrataError } from '../core/errors.js';
import type { ScopeDir } from './scope/scope-dir.js';

function unsafe(value: string, root: string): StrataError {
  return new StrataError('UNSAFE_PATH', `path ${JSON.stringify(value)} leads outside ${root}`, {
    subject: value,
    hint: 'use a memory id (e.g. decision-use-postgres), not a path',
  });
}

/** True when `child` is `root` or below it (both absolute, normalised). */
export function isInside(root: string, child: string): boolean {
  const rel = path.relative(root, child);
  // `..` only as a whole first segment: a file named `..a` is inside.
  const escapes = rel === '..' || rel.startsWith(`..${path.sep}`);
  return rel === '' || (!escapes && !path.isAbsolute(rel));
}

/**
 * Joins `relative` onto `root`, refusing absolute paths, `..` segments and NUL bytes.
 * Lexical only: see {@link assertRealInside} for symlinks.
 */
export function resolveInside(root: string, relative: string): string {
  if (
    relative.includes('\u0000') ||
    path.isAbsolute(relative) ||
    relative.split(/[\\/]/).includes('..')
  ) {
    throw unsafe(relative, root);
  }
  const full = path.resolve(root, relative);
  if (!isInside(path.resolve(root), full)) throw unsafe(relative, root);
  return full;
}

/**
 * Resolves symlinks of an existing `target` (or of its parent, for a file about to be
 * created) and refuses it when the real location is outside the real `root`.
 */
export async function assertRealInside(root: string, target: string): Promise<void> {
  const realRoot = await realpath(root);
  let real: string;
  try {
    real = await realpath(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    real = path.join(await realpath(path.dirname(target)), path.basename(target));
  }
  if (!isInside(realRoot, real)) throw unsafe(target, root);
}

/** What strata writes directly below a scope folder. */
const SCOPE_CHILDREN = ['permanent', 'temporary', 'archive', 'graph.json', '.gitignore'];

/** Every path from `root` (exclusive) down to each target (inclusive), shallowest first. */
function pathsToCheck(scope: ScopeDir, targets: readonly string[], children = true): string[] {
  const root = path.resolve(scope.trustedRoot ?? scope.dir);
  const out = new Set<string>();
  const standard = children ? SCOPE_CHILDREN.map((c) => path.join(scope.dir, c)) : [];
  for (const target of [scope.dir, ...standard, ...targets]) {
    const full = path.resolve(target);
    if (!isInside(root, full)) throw unsafe(target, root);
    let current = root;
    for (const part of path.relative(root, full).split(path.sep).filter(Boolean)) {
      current = path.join(current, part);
      out.add(current);
    }
  }
  return [...out].sort((a, b) => a.length - b.length);
}

function linkRefusal(scope: ScopeDir, link: string): StrataError {
  return new StrataError(
    'UNSAFE_PATH',
    `${link} is a symbolic link: strata does not write through links in the ${scope.scope} scope, so nothing lands outside the store`,
    {
      subject: link,
      hint: `replace the link with a real folder (or file), e.g. \`rm ${link} && mkdir ${link}\``,
    },
  );
}

/**
 * Refuses a write in `scope` when a folder on the way (from its trusted root down to the
 * scope folder, its standard children, and each target) is a symbolic link. A path that
 * does not exist yet is fine: strata creates it as a real folder. The scanner already
 * refuses links that lead out of a scope; this is the same rule for writes and moves.
 */
export async function assertRealFolders(
  scope: ScopeDir,
  targets: readonly string[] = [],
): Promise<void> {
  for (const p of pathsToCheck(scope, targets)) {
    const info = await lstat(p).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    if (info?.isSymbolicLink()) throw linkRefusal(scope, p);
  }
}

/** {@link assertRealFolders} for the hooks, which write synchronously. */
export function assertRealFoldersSync(
  scope: ScopeDir,
  targets: readonly string[] = [],
  children = true,
): void {
  for (const p of pathsToCheck(scope, targets, children)) {
    let info: ReturnType<typeof lstatSync> | undefined;
    try {
      info = lstatSync(p);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') continue;
      throw error;
    }
    if (info?.isSymbolicLink()) throw linkRefusal(scope, p);
  }
}

/**
 * The link on the way from the scope's trusted root to its folder, or null. A project
 * store that is itself a link (`.claude/memory -> /`) is neither read nor watched.
 */
export function findScopeLink(scope: ScopeDir): string | null {
  try {
    assertRealFoldersSync(scope, [], false);
    return null;
  } catch (error) {
    if (error instanceof StrataError) return error.subject ?? scope.dir;
    return null;
  }
}
