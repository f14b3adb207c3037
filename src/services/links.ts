/**
 * Linking memories: frontmatter `links` says that two memories are linked, `graph.json`
 * says how. Both are written, each under its own lock.
 */
import { StrataError } from '../core/errors.js';
import { editDocument, parseDocument } from '../core/frontmatter.js';
import { addEdge, DEFAULT_LABEL, findEdge, removeEdge } from '../core/graph.js';
import type { Memory } from '../core/memory.js';
import { listItems } from '../core/memory-file.js';
import type { ScopeName } from '../core/scope.js';
import { isoSeconds } from '../core/time.js';
import { updateFileText } from '../storage/file-update.js';
import { updateGraph } from '../storage/graph-store.js';
import {
  findMemory,
  getWritableScope,
  loadStore,
  type StoreContext,
} from '../storage/load-store.js';
import { assertRealFolders } from '../storage/safe-path.js';
import { checkLabel } from './validate-input.js';

function readLinks(data: Record<string, unknown>): string[] {
  return listItems(data.links) ?? [];
}

/** Adds or removes `target` in the `links` field of `memory`'s file, keeping all else. */
async function setFrontmatterLink(
  memory: Memory,
  target: string,
  present: boolean,
  stamp: string,
): Promise<boolean> {
  let changed = false;
  await updateFileText(memory.path, (text) => {
    const links = readLinks(parseDocument(text, memory.path).data);
    if (links.includes(target) === present) return null;
    changed = true;
    const next = present ? [...links, target] : links.filter((l) => l !== target);
    return editDocument(text, memory.path, {
      links: next.length ? next : undefined,
      updated: stamp,
    });
  });
  return changed;
}

/** Result of a link or unlink. */
export interface LinkResult {
  from: string;
  to: string;
  label: string;
  /** Scope whose graph.json holds the edges. */
  scope: ScopeName;
  changed: boolean;
}

function stampOf(ctx: StoreContext): string {
  return isoSeconds(ctx.now());
}

/** Links `from` → `to` with `label` (both directions in the graph, `to` in from's frontmatter). */
export async function linkMemories(
  ctx: StoreContext,
  fromId: string,
  toId: string,
  label: unknown = DEFAULT_LABEL,
  scope?: ScopeName,
): Promise<LinkResult> {
  const checked = checkLabel(label);
  const store = await loadStore(ctx);
  const from = findMemory(store, fromId, scope);
  const to = findMemory(store, toId);
  if (from.id === to.id) {
    throw new StrataError('INVALID_ARGUMENT', `cannot link "${from.id}" to itself`, {
      subject: 'to',
    });
  }
  const fromScope = getWritableScope(ctx, from.scope);
  await assertRealFolders(fromScope, [from.path]);
  const dir = fromScope.dir;
  const stamp = stampOf(ctx);
  const changedFile = await setFrontmatterLink(from, to.id, true, stamp);
  let changedGraph = false;
  await updateGraph(dir, (graph) => {
    if (findEdge(graph, from.id, to.id)?.label === checked && findEdge(graph, to.id, from.id))
      return false;
    addEdge(graph, from.id, to.id, checked, stamp);
    changedGraph = true;
    return true;
  });
  return {
    from: from.id,
    to: to.id,
    label: checked,
    scope: from.scope,
    changed: changedFile || changedGraph,
  };
}

/** Removes the link between `from` and `to` in both frontmatters (where writable) and graphs. */
export async function unlinkMemories(
  ctx: StoreContext,
  fromId: string,
  toId: string,
  scope?: ScopeName,
): Promise<LinkResult> {
  const store = await loadStore(ctx);
  const from = findMemory(store, fromId, scope);
  const to = findMemory(store, toId);
  getWritableScope(ctx, from.scope);
  const stamp = stampOf(ctx);
  let changed = await setFrontmatterLink(from, to.id, false, stamp);
  if (to.links.includes(from.id) && !ctx.scopes.find((s) => s.scope === to.scope)?.readOnly) {
    changed = (await setFrontmatterLink(to, from.id, false, stamp)) || changed;
  }
  let label = DEFAULT_LABEL;
  for (const s of ctx.scopes.filter(
    (s) => !s.readOnly && (s.scope === from.scope || s.scope === to.scope),
  )) {
    await assertRealFolders(s);
    await updateGraph(s.dir, (graph) => {
      label = findEdge(graph, from.id, to.id)?.label ?? label;
      const removed = removeEdge(graph, from.id, to.id);
      changed ||= removed;
      return removed;
    });
  }
  return { from: from.id, to: to.id, label, scope: from.scope, changed };
}
