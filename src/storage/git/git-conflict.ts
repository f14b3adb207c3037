/**
 * The sides of a file git could not merge: from the index stages (:1 base, :2 ours,
 * :3 theirs) when git still holds them, else from the conflict markers in the file.
 */
import path from 'node:path';
import {
  type ConflictSides,
  locateConflictMarkers,
  splitConflictText,
} from '../../core/git/conflict-text.js';
import { runGit } from './git-run.js';

async function readStage(file: string, stage: 1 | 2 | 3): Promise<string | null> {
  const run = await runGit(path.dirname(file), ['show', `:${stage}:./${path.basename(file)}`], {
    timeoutMs: 3000,
  });
  return run.ok ? run.stdout : null;
}

/** The sides of a conflict, and whether they came from git's index (see `readConflictSides`). */
export interface FileConflict extends ConflictSides {
  /** True when git's index gave the sides: a null `base` then means both sides added the file. */
  fromIndex: boolean;
}

/**
 * The texts `file` was merged from. `text` is its current content; the index stages win
 * when both sides are there (an add/add conflict has no base: `base` is null). Returns
 * null when neither the index nor the markers give two sides.
 */
export async function readConflictSides(file: string, text: string): Promise<FileConflict | null> {
  const [ours, theirs] = await Promise.all([readStage(file, 2), readStage(file, 3)]);
  if (ours !== null && theirs !== null)
    return { base: await readStage(file, 1), ours, theirs, fromIndex: true };
  const sides = splitConflictText(text);
  return sides && { ...sides, fromIndex: false };
}

/** True when git's index lists `file` as unmerged (a merge not yet marked finished). */
export async function isUnmerged(file: string): Promise<boolean> {
  const run = await runGit(path.dirname(file), ['ls-files', '-u', '--', path.basename(file)], {
    timeoutMs: 3000,
  });
  return run.ok && run.stdout.trim() !== '';
}

/**
 * True when the memory file `file`, whose content is `text`, is a conflict git left: its
 * markers break the frontmatter or the whole file, or git lists it as unmerged. Markers a
 * body shows as an example are text like any other (see `locateConflictMarkers`).
 */
export async function holdsConflict(file: string, text: string): Promise<boolean> {
  const where = locateConflictMarkers(text);
  if (where === 'none') return false;
  return where === 'file' || (await isUnmerged(file));
}
