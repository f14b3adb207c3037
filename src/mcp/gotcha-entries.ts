/**
 * Gotchas in the shape the matcher wants (the hooks' digest entries), built from the loaded
 * indexes, or from the files while they load, so `memory_context` matches exactly what the
 * Read hook would warn about.
 */
import path from 'node:path';
import { buildGotchaDigest, type GotchaEntry } from '../core/digest.js';
import { isSeverity } from '../core/memory.js';
import { loadStore } from '../storage/load-store.js';
import type { ToolDeps } from './tool.js';

/** Every live gotcha of the store. */
export async function gotchaEntries(deps: ToolDeps): Promise<GotchaEntry[]> {
  const service = deps.index.peek();
  if (!service) {
    const store = await loadStore(deps.store);
    return buildGotchaDigest(store.visible, deps.projectRoot, deps.store.now()).gotchas;
  }
  return service
    .visibleDocs()
    .filter((d) => d.type === 'gotcha' && !d.archived)
    .map((d) => {
      const globs = d.filePatterns ?? [];
      return {
        id: d.id,
        title: d.title,
        scope: d.scope,
        severity: isSeverity(d.severity) ? d.severity : 'medium',
        globs,
        tags: d.tags.map((t) => t.toLowerCase()),
        summary: d.snippet,
        updated: d.updated,
      };
    });
}

/** A path as given (absolute, or relative to the project root) → project-relative with `/`. */
export function projectRelative(
  file: string,
  projectRoot: string | null,
): { relative: string | null; display: string } {
  if (!path.isAbsolute(file)) {
    const clean = file.replace(/\\/g, '/').replace(/^\.\//, '');
    return { relative: clean, display: clean };
  }
  if (projectRoot) {
    const rel = path.relative(projectRoot, file);
    if (rel && !rel.startsWith('..') && !path.isAbsolute(rel)) {
      const relative = rel.split(path.sep).join('/');
      return { relative, display: relative };
    }
  }
  return { relative: null, display: file };
}
