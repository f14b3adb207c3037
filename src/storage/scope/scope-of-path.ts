/**
 * Which scope a file belongs to, by its absolute path: the deepest scope directory that
 * holds it (so `<project>/.claude/memory/local/x.md` is local, not project), applying the
 * same folder rules as a scan.
 */
import path from 'node:path';
import { isInstructionFile } from '../../core/claude/claude-instructions.js';
import { isSkippedDir } from '../scan.js';
import type { ScopeDir } from './scope-dir.js';

/** A file's scope and its path relative to the scope directory (`/`-separated). */
export interface ScopedPath {
  scope: ScopeDir;
  relPath: string;
}

/** The scope of `file`, or null when no scope holds it or it sits in a skipped folder. */
export function scopeOfPath(scopes: readonly ScopeDir[], file: string): ScopedPath | null {
  const abs = path.resolve(file);
  const owners = scopes
    .filter((s) => abs.startsWith(path.resolve(s.dir) + path.sep))
    .sort((a, b) => b.dir.length - a.dir.length);
  const scope = owners[0];
  if (!scope) return null;
  const relPath = path.relative(path.resolve(scope.dir), abs).split(path.sep).join('/');
  if (scope.scope === 'instructions') return isInstructionFile(relPath) ? { scope, relPath } : null;
  const parts = relPath.split('/');
  for (let i = 0; i < parts.length - 1; i++) {
    if (isSkippedDir(parts[i]!, parts.slice(0, i).join('/'), scope)) return null;
  }
  return { scope, relPath };
}
