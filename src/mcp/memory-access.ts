/**
 * Reading memories for tools: from the loaded indexes when they are ready (one file read
 * per memory), else from the files themselves, so reads never wait for indexing.
 */
import path from 'node:path';
import type { Memory } from '../core/memory.js';
import type { ScopeName } from '../core/scope.js';
import type { DocInfo } from '../indexing/index-docs.js';
import { assertMemoryId, findMemory, loadStore } from '../storage/load-store.js';
import { readMemoryFile } from '../storage/scan.js';
import type { ToolDeps } from './tool.js';
import { type Row, rowFromDoc, rowFromMemory } from './views.js';

function indexedDoc(deps: ToolDeps, id: string, scope?: ScopeName): DocInfo | undefined {
  return deps.index.peek()?.findDoc(id, scope);
}

async function readIndexed(deps: ToolDeps, doc: DocInfo): Promise<Memory | null> {
  const scope = deps.store.scopes.find((s) => s.scope === doc.scope);
  if (!scope) return null;
  const rel = path.relative(scope.dir, doc.path).split(path.sep).join('/');
  try {
    const memory = await readMemoryFile(scope, rel, deps.store.read);
    return memory?.id === doc.id ? memory : null;
  } catch {
    // Moved or deleted since it was indexed: the full scan below decides.
    return null;
  }
}

/** The memory `id` (the visible one, or the one in `scope`). Refuses path-like ids first. */
export async function readMemory(deps: ToolDeps, id: string, scope?: ScopeName): Promise<Memory> {
  assertMemoryId(id);
  const doc = indexedDoc(deps, id, scope);
  const fast = doc ? await readIndexed(deps, doc) : null;
  if (fast) return fast;
  return findMemory(await loadStore(deps.store), id, scope);
}

/** Every visible memory as a row (archived ones included; callers filter). */
export async function allRows(deps: ToolDeps): Promise<{ rows: Row[]; source: 'index' | 'files' }> {
  const service = deps.index.peek();
  if (service) return { rows: service.visibleDocs().map((d) => rowFromDoc(d)), source: 'index' };
  const store = await loadStore(deps.store);
  return { rows: store.visible.map(rowFromMemory), source: 'files' };
}

/** The scope a new memory goes to when none is given: project inside a repository, else global. */
export function defaultWriteScope(deps: ToolDeps): ScopeName {
  return deps.store.scopes.some((s) => s.scope === 'project') ? 'project' : 'global';
}
