/**
 * Linking memories: frontmatter `links` says that two memories are linked, `graph.json`
 * says how. Every lock is taken and every graph read before anything is written; the
 * frontmatter goes first (a crash before the graph write leaves a link the watcher and a
 * rerun complete), and a failed graph write puts the frontmatter back.
 */

import { encodeText } from '../core/byte-text.js';
import { StrataError } from '../core/errors.js';
import { editDocument, parseDocument } from '../core/frontmatter.js';
import { addEdge, DEFAULT_LABEL, findEdge, type Graph, removeEdge } from '../core/graph.js';
import type { Memory } from '../core/memory.js';
import { listItems } from '../core/memory-file.js';
import type { ScopeName } from '../core/scope.js';
import { isoSeconds } from '../core/time.js';
import { writeFileAtomic } from '../io/atomic-write.js';
import { updateHeldFileText } from '../storage/file-update.js';
import { readGraph, updateHeldGraph } from '../storage/graph-store.js';
import {
  findMemory,
  getScope,
  getWritableScope,
  loadStore,
  type StoreContext,
} from '../storage/load-store.js';
import { withFileLocks, withGraphLocks } from '../storage/lock-set.js';
import { assertRealFolders } from '../storage/safe-path.js';
import { linkClaudeNote } from './claude-memory/claude-notes.js';
import { checkLabel } from './validate-input.js';

function readLinks(data: Record<string, unknown>): string[] {
  return listItems(data.links) ?? [];
}

/**
 * Adds or removes `target` in the `links` field of `memory`'s file, keeping all else; the
 * caller holds the file's lock. Returns the text before the change, or null when unchanged.
 */
async function setFrontmatterLink(
  memory: Memory,
  target: string,
  present: boolean,
  stamp: string,
): Promise<string | null> {
  let before: string | null = null;
  await updateHeldFileText(memory.path, (text) => {
    const links = readLinks(parseDocument(text, memory.path).data);
    if (links.includes(target) === present) return null;
    before = text;
    const next = present ? [...links, target] : links.filter((l) => l !== target);
    return editDocument(text, memory.path, {
      links: next.length ? next : undefined,
      updated: stamp,
    });
  });
  return before;
}

/** Puts back files changed by a link whose graph write failed (their locks are still held). */
async function restoreFiles(changed: ReadonlyArray<{ path: string; text: string }>) {
  for (const file of changed) await writeFileAtomic(file.path, encodeText(file.text));
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
  if (from.scope === 'claude') {
    // Claude Code's notes link by `[[name]]` in the body; its folder has no graph.json.
    const changed = await linkClaudeNote(ctx, from.id, to.id);
    return { from: from.id, to: to.id, label: checked, scope: from.scope, changed };
  }
  const fromScope = getWritableScope(ctx, from.scope);
  await assertRealFolders(fromScope, [from.path]);
  const dir = fromScope.dir;
  const stamp = stampOf(ctx);
  const result = { from: from.id, to: to.id, label: checked, scope: from.scope, changed: false };
  // Every lock first, and the graph read (so checked) before the file is written.
  return withGraphLocks([dir], () =>
    withFileLocks([from.path], async () => {
      const { graph } = await readGraph(dir);
      const hasEdge =
        findEdge(graph, from.id, to.id)?.label === checked && findEdge(graph, to.id, from.id);
      const before = await setFrontmatterLink(from, to.id, true, stamp);
      if (!hasEdge)
        await writeGraphOrRestore(dir, from, before, (g) =>
          addEdge(g, from.id, to.id, checked, stamp),
        );
      return { ...result, changed: before !== null || !hasEdge };
    }),
  );
}

/** Writes a graph change; when that fails, the file changed before it is put back. */
async function writeGraphOrRestore(
  dir: string,
  memory: Memory,
  before: string | null,
  change: (graph: Graph) => void,
): Promise<void> {
  try {
    await updateHeldGraph(dir, (graph) => {
      change(graph);
      return true;
    });
  } catch (error) {
    if (before !== null) await restoreFiles([{ path: memory.path, text: before }]);
    throw error;
  }
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
  const scopes = ctx.scopes.filter(
    (s) => !s.readOnly && (s.scope === from.scope || s.scope === to.scope),
  );
  for (const s of scopes) await assertRealFolders(s);
  const back = to.links.includes(from.id) && !getScope(ctx, to.scope).readOnly;
  const ends = back ? [from, to] : [from];
  const dirs = scopes.map((s) => s.dir);
  return withGraphLocks(dirs, () =>
    withFileLocks(
      ends.map((m) => m.path),
      () => writeUnlink(dirs, ends, { from, to, stamp }),
    ),
  );
}

/** Unlink with every lock held: graphs checked, frontmatters changed, then the graphs. */
async function writeUnlink(
  dirs: readonly string[],
  ends: readonly Memory[],
  { from, to, stamp }: { from: Memory; to: Memory; stamp: string },
): Promise<LinkResult> {
  for (const dir of dirs) await readGraph(dir);
  const restore: Array<{ path: string; text: string }> = [];
  for (const m of ends) {
    const before = await setFrontmatterLink(m, m === from ? to.id : from.id, false, stamp);
    if (before !== null) restore.push({ path: m.path, text: before });
  }
  let label = DEFAULT_LABEL;
  let changed = restore.length > 0;
  try {
    for (const dir of dirs) {
      await updateHeldGraph(dir, (graph) => {
        label = findEdge(graph, from.id, to.id)?.label ?? label;
        const removed = removeEdge(graph, from.id, to.id);
        changed ||= removed;
        return removed;
      });
    }
  } catch (error) {
    await restoreFiles(restore);
    throw error;
  }
  return { from: from.id, to: to.id, label, scope: from.scope, changed };
}
