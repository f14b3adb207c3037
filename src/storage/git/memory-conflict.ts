/**
 * A memory file git left with conflict markers, read the way a merge would settle it:
 * fields merged from both sides (links and tags as sets, the later `updated`), and where
 * both sides changed the same thing, ours. It stays reported until it is resolved; this
 * view only keeps the memory, its links and the rest of the store working meanwhile.
 */
import path from 'node:path';
import { parseScopedMemory } from '../../core/claude/claude-memory.js';
import { mergeMemoryText } from '../../core/git/three-way-memory.js';
import type { Memory } from '../../core/memory.js';
import { toAbsolutePath, toScopeRelativePath } from '../../core/path-kinds.js';
import { hashText } from '../file-update.js';
import type { ScopeDir } from '../scope/scope-dir.js';
import { readConflictSides } from './git-conflict.js';

/** The merged view of a conflicted memory whose current content is `text`; null when none. */
export async function readConflictedMemory(
  scope: ScopeDir,
  relPath: string,
  text: string,
): Promise<Memory | null> {
  const full = path.join(scope.dir, relPath);
  const sides = await readConflictSides(full, text);
  if (!sides) return null;
  let view = sides.ours;
  try {
    view = mergeMemoryText(sides.base, sides.ours, sides.theirs, full).text;
  } catch {
    // A side that does not parse: ours alone is still the memory as this branch had it.
  }
  const memory = parseScopedMemory(view, {
    path: toAbsolutePath(full),
    relPath: toScopeRelativePath(relPath),
    scope: scope.scope,
  });
  if (memory) memory.hash = hashText(text);
  return memory;
}
