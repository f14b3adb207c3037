/**
 * Hand-edited files strata reads other than their author likely meant: an enum typo
 * (`severity: hgih` is served as high, `type: decison` read as a custom type) or a file
 * reusing another file's id in its scope (commands answer with the file named after the
 * id). `verify` lists them among everything else; `doctor`, the audit and the
 * session-start count name them too, so none of them goes unnoticed.
 */
import type { Memory } from '../core/memory.js';
import { checkMemoryFields } from '../core/memory-file.js';
import type { ScopeName } from '../core/scope.js';
import type { LoadedStore } from '../storage/load-store.js';
import { findDuplicateIds } from './verify.js';

/** One such file, and why. */
export interface MisreadFile {
  path: string;
  scope: ScopeName;
  reason: string;
}

/** The misread files of `store`, one entry per finding. */
export function findMisreadFiles(store: LoadedStore): MisreadFile[] {
  const scopeOf = new Map<string, ScopeName>(store.all.map((m: Memory) => [m.path, m.scope]));
  const typos = store.all.flatMap((m) =>
    checkMemoryFields(m)
      .filter((w) => w.misread)
      .map((w) => ({ path: w.path, scope: m.scope, reason: w.message })),
  );
  const twins = findDuplicateIds(store).map((p) => ({
    path: p.path,
    scope: scopeOf.get(p.path) ?? ('project' as ScopeName),
    reason: p.message.replace(/^strata: /, ''),
  }));
  return [...typos, ...twins];
}
