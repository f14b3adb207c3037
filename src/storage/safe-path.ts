/**
 * Keeps every path strata touches inside its scope directory.
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { StrataError } from '../core/errors.js';

function unsafe(value: string, root: string): StrataError {
  return new StrataError('UNSAFE_PATH', `path ${JSON.stringify(value)} leads outside ${root}`, {
    subject: value,
    hint: 'use a memory id (e.g. decision-use-postgres), not a path',
  });
}

/** True when `child` is `root` or below it (both absolute, normalised). */
export function isInside(root: string, child: string): boolean {
  const rel = path.relative(root, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
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
