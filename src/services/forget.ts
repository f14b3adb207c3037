/**
 * Forgetting a memory. One vocabulary everywhere (CLI, MCP, slash commands): to forget is
 * to archive — move the file into `archive/`, where it stays readable and keeps its edges
 * (a link to it is then a trace `show` can follow); deleting the file takes an explicit
 * delete mode. Archiving what is already archived changes nothing and says so (the end
 * state is the one asked for), and deleting it says so too.
 */
import { link, mkdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { isStrataError, StrataError } from '../core/errors.js';
import type { Graph } from '../core/graph.js';
import type { Memory } from '../core/memory.js';
import type { ScopeName } from '../core/scope.js';
import { lockPathFor } from '../storage/file-update.js';
import { updateGraph } from '../storage/graph-store.js';
import {
  findMemory,
  getWritableScope,
  loadStore,
  type StoreContext,
} from '../storage/load-store.js';
import { withLock } from '../storage/lock.js';
import { assertRealFolders, resolveInside } from '../storage/safe-path.js';
import { forgetClaudeNote } from './claude-memory/claude-notes.js';
import { findLiveFirst } from './merge/merge-resume.js';

/** What `forget` did. */
export interface ForgetResult {
  id: string;
  scope: ScopeName;
  action: 'deleted' | 'archived';
  /** Where the file was. */
  path: string;
  /** Where an archived file is now. */
  archivedPath?: string;
  /** Memories whose frontmatter still links to it (left as they are: they are their owners' files). */
  linkedFrom: string[];
  /**
   * True when the memory was already archived before this: a delete removed an archived
   * file, or an archive found nothing to do.
   */
  wasArchived: boolean;
}

/** archive (the default): move to `archive/`; delete: remove the file and its edges. */
export type ForgetMode = 'archive' | 'delete';

function dropNode(graph: Graph, id: string): boolean {
  let changed = delete graph[id];
  for (const [from, edges] of Object.entries(graph)) {
    const kept = edges.filter((e) => e.target !== id);
    if (kept.length === edges.length) continue;
    changed = true;
    if (kept.length) graph[from] = kept;
    else delete graph[from];
  }
  return changed;
}

/** True when both paths name one file (a hard link) or hold the same bytes. */
async function isSameFile(a: string, b: string): Promise<boolean> {
  const [sa, sb] = await Promise.all([stat(a), stat(b)]);
  if (sa.ino === sb.ino && sa.dev === sb.dev) return true;
  return sa.size === sb.size && (await readFile(a)).equals(await readFile(b));
}

/** Moves a file to `archive/` without ever overwriting an existing archived file. */
async function moveToArchive(scopeDir: string, file: string): Promise<string> {
  const target = resolveInside(scopeDir, `archive/${path.basename(file)}`);
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await link(file, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // An archive interrupted between its link and its unlink left this very file there.
    if (!(await isSameFile(file, target))) {
      throw new StrataError('ALREADY_EXISTS', `${target} already exists`, {
        subject: target,
        hint: 'delete or rename the archived copy first',
      });
    }
  }
  await unlink(file);
  return target;
}

/**
 * Forgetting a note of Claude Code's own memory deletes it and its `MEMORY.md` line:
 * Claude Code reads every markdown file of its folder, an `archive/` one included.
 */
async function forgetClaudeMemory(
  ctx: StoreContext,
  all: readonly Memory[],
  id: string,
): Promise<ForgetResult> {
  const note = await forgetClaudeNote(ctx, id);
  const linkedFrom = all.filter((m) => m.links.includes(note.id) && m !== note).map((m) => m.id);
  return {
    id: note.id,
    scope: 'claude',
    action: 'deleted',
    path: note.path,
    linkedFrom,
    wasArchived: false,
  };
}

/** Archives memory `id` (the default), or deletes it with `mode: 'delete'`. */
export async function forgetMemory(
  ctx: StoreContext,
  id: string,
  options: { mode?: ForgetMode; scope?: ScopeName } = {},
): Promise<ForgetResult> {
  const store = await loadStore(ctx);
  const archive = options.mode !== 'delete';
  const memory = archive
    ? findLiveFirst(store, id, options.scope)
    : findMemory(store, id, options.scope);
  if (memory.scope === 'claude') return forgetClaudeMemory(ctx, store.all, memory.id);
  const scope = getWritableScope(ctx, memory.scope);
  const linkedFrom = store.all
    .filter((m) => m.links.includes(memory.id) && m !== memory)
    .map((m) => m.id);
  // Archiving what is archived already: the end state asked for is there, nothing to write.
  if (archive && memory.archived) {
    return {
      id: memory.id,
      scope: memory.scope,
      action: 'archived',
      path: memory.path,
      archivedPath: memory.path,
      linkedFrom,
      wasArchived: true,
    };
  }
  const result: ForgetResult = {
    id: memory.id,
    scope: memory.scope,
    action: 'deleted',
    path: memory.path,
    linkedFrom,
    wasArchived: memory.archived,
  };
  await assertRealFolders(scope, [memory.path]);
  await withLock(lockPathFor(memory.path), async () => {
    if (archive) {
      result.action = 'archived';
      result.archivedPath = await moveToArchive(scope.dir, memory.path);
    } else {
      await unlink(memory.path).catch((error) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          throw new StrataError('NOT_FOUND', `${memory.path} is already gone`, { subject: id });
        }
        throw error;
      });
    }
  });
  if (!archive) {
    await updateGraph(scope.dir, (graph) => dropNode(graph, memory.id)).catch((error) => {
      if (!isStrataError(error, 'INVALID_GRAPH')) throw error;
    });
  }
  return result;
}
