/**
 * Moving a memory to another scope, with its graph edges.
 *
 * Graph edges name bare ids; a scope's `graph.json` holds the edges of its own memories
 * (both directions, also towards memories of other scopes). So the moved memory's edges
 * are copied into the target scope's graph, and the source graph keeps only those whose
 * other end still lives in the source scope (that memory's own edges).
 *
 * Write order, each step atomic: 1. the new file (exclusive create); 2. the target's
 * graph; 3. the old file removed, under its lock, only if unchanged since read; 4. the
 * source's graph pruned. A crash after 1 or 2 leaves the memory in both scopes: running
 * the same move again finds the identical copy and finishes. A crash after 3 leaves extra
 * edges in the source graph, which nothing reads as the memory's.
 */
import { existsSync } from 'node:fs';
import { readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { StrataError } from '../core/errors.js';
import { editDocument, parseDocument } from '../core/frontmatter.js';
import { addEdge, DEFAULT_LABEL, findEdge } from '../core/graph.js';
import {
  type DirectedEdge,
  dropEdgesTouching,
  listEdgesTouching,
  putEdge,
} from '../core/graph-rewire.js';
import type { Memory } from '../core/memory.js';
import { isScopeName, type ScopeName } from '../core/scope.js';
import { type DanglingAfterMove, findDanglingAfterMove } from '../core/scope-reach.js';
import { createFileExclusive } from '../io/atomic-write.js';
import { hashText, lockPathFor } from '../storage/file-update.js';
import { readGraph, updateGraph } from '../storage/graph-store.js';
import {
  findMemory,
  getScope,
  type LoadedStore,
  loadStore,
  type StoreContext,
} from '../storage/load-store.js';
import { ensureLocalIgnored } from '../storage/local-ignore.js';
import { withLock } from '../storage/lock.js';
import { assertRealFolders, resolveInside } from '../storage/safe-path.js';
import type { ScopeDir } from '../storage/scope-dir.js';

/** What `move` did. */
export interface MoveResult {
  id: string;
  from: ScopeName;
  to: ScopeName;
  /** Where the file was, and where it is now. */
  path: string;
  newPath: string;
  /** Edges now in the target scope's graph. */
  edges: DirectedEdge[];
  /** Edges removed from the source scope's graph (their copies are in the target's). */
  dropped: DirectedEdge[];
  /** Links that will not resolve everywhere after the move. */
  dangling: DanglingAfterMove[];
  /** True when an earlier, interrupted move of the same file was finished. */
  resumed: boolean;
}

function refuseScopes(ctx: StoreContext, memory: Memory, to: ScopeName): ScopeDir {
  if (getScope(ctx, memory.scope).readOnly) {
    throw new StrataError(
      'READ_ONLY_SCOPE',
      `"${memory.id}" is in the ${memory.scope} scope, which is read-only`,
      {
        subject: memory.id,
        hint: 'enterprise memories are moved by administrators: rerun with --admin (or STRATA_ADMIN=1)',
      },
    );
  }
  const target = getScope(ctx, to);
  if (target.readOnly) {
    throw new StrataError('READ_ONLY_SCOPE', `the ${to} scope (${target.dir}) is read-only`, {
      subject: to,
      hint: 'moving into the enterprise scope needs --admin (or STRATA_ADMIN=1)',
    });
  }
  if (memory.scope === to) {
    throw new StrataError('INVALID_ARGUMENT', `"${memory.id}" is already in the ${to} scope`, {
      subject: '--to',
      hint: 'name another scope; to finish an interrupted move, name the copy to move with --from <scope>',
    });
  }
  return target;
}

/** The new file's path: same file name, in `archive/` or the folder new memories use. */
function targetPathOf(scope: ScopeDir, memory: Memory): string {
  const name = path.basename(memory.path);
  let folder = '';
  if (memory.archived) folder = 'archive';
  else if (memory.type === 'breadcrumb' && existsSync(path.join(scope.dir, 'temporary')))
    folder = 'temporary';
  else if (existsSync(path.join(scope.dir, 'permanent'))) folder = 'permanent';
  return resolveInside(scope.dir, folder ? `${folder}/${name}` : name);
}

/** The file's text in its new scope: a `scope:` field (older stores write one) follows. */
function renderMoved(text: string, memory: Memory, to: ScopeName): string {
  const data = parseDocument(text, memory.path).data;
  if (!isScopeName(data.scope) || data.scope === to) return text;
  return editDocument(text, memory.path, { scope: to });
}

function refuseClash(
  store: LoadedStore,
  memory: Memory,
  to: ScopeName,
  text: string,
): Memory | undefined {
  const clash = store.all.find((m) => m.id === memory.id && m.scope === to);
  if (!clash) return undefined;
  if (clash.hash === hashText(text)) return clash;
  throw new StrataError(
    'ALREADY_EXISTS',
    `the ${to} scope already has a memory "${memory.id}" (${clash.path})`,
    {
      subject: memory.id,
      hint: `nothing was moved: compare the two, then delete one (strata forget ${memory.id} --scope ${to}) or rename it, and move again`,
    },
  );
}

async function removeSource(memory: Memory, expected: string): Promise<void> {
  await withLock(lockPathFor(memory.path), async () => {
    const now = await readFile(memory.path, 'utf8');
    if (hashText(now) !== expected) {
      throw new StrataError(
        'CONFLICT',
        `${memory.path} changed during the move; both copies are kept`,
        {
          subject: memory.id,
          hint: `compare it with the moved copy, then delete one (strata forget ${memory.id} --scope ${memory.scope})`,
        },
      );
    }
    await unlink(memory.path);
  });
}

/** Step 2: the memory's edges from the source graph, and an edge for each of its links. */
async function carryEdges(
  target: ScopeDir,
  edges: readonly DirectedEdge[],
  memory: Memory,
  stamp: string,
): Promise<void> {
  await updateGraph(target.dir, (graph) => {
    let changed = false;
    for (const e of edges) changed = putEdge(graph, e) || changed;
    for (const link of memory.links) {
      if (findEdge(graph, memory.id, link)) continue;
      addEdge(graph, memory.id, link, DEFAULT_LABEL, stamp);
      changed = true;
    }
    return changed;
  });
}

/** Step 4: the source graph keeps the edges of memories still in the source scope. */
async function pruneSource(
  source: ScopeDir,
  store: LoadedStore,
  memory: Memory,
): Promise<DirectedEdge[]> {
  const stay = new Set<string>(
    store.all.filter((m) => m.scope === memory.scope && m.id !== memory.id).map((m) => m.id),
  );
  let dropped: DirectedEdge[] = [];
  await updateGraph(source.dir, (graph) => {
    dropped = dropEdgesTouching(graph, memory.id, (other) => stay.has(other));
    return dropped.length > 0;
  });
  return dropped;
}

/** The moved memory's edges as the target graph now holds them, and what will dangle. */
async function reportEdges(target: ScopeDir, store: LoadedStore, memory: Memory) {
  const { graph } = await readGraph(target.dir);
  const edges = listEdgesTouching(graph, memory.id);
  const neighbours = edges.map((e) => (e.from === memory.id ? e.target : e.from));
  const others = store.all.filter((m) => m.id !== memory.id);
  const moved = { id: memory.id, scope: target.scope, links: memory.links };
  return { edges, dangling: findDanglingAfterMove(moved, neighbours, others) };
}

/** Moves memory `id` (the visible one, or the one in `from`) to scope `to`. */
export async function moveMemory(
  ctx: StoreContext,
  id: string,
  to: ScopeName,
  options: { from?: ScopeName } = {},
): Promise<MoveResult> {
  const store = await loadStore(ctx);
  const memory = findMemory(store, id, options.from);
  const target = refuseScopes(ctx, memory, to);
  const source = getScope(ctx, memory.scope);
  const text = await readFile(memory.path, 'utf8');
  const moved = renderMoved(text, memory, to);
  const resumedFrom = refuseClash(store, memory, to, moved);
  const newPath = resumedFrom?.path ?? targetPathOf(target, memory);
  await assertRealFolders(source, [memory.path]);
  await assertRealFolders(target, [newPath]);
  if (to === 'local') await ensureLocalIgnored(target.dir);
  if (!resumedFrom) await createFileExclusive(newPath, moved);
  const { graph: sourceGraph } = await readGraph(source.dir);
  const stamp = ctx
    .now()
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
  await carryEdges(target, listEdgesTouching(sourceGraph, memory.id), memory, stamp);
  await removeSource(memory, hashText(text));
  const dropped = await pruneSource(source, store, memory);
  const report = await reportEdges(target, store, memory);
  return {
    id: memory.id,
    from: memory.scope,
    to,
    path: memory.path,
    newPath,
    dropped,
    ...report,
    resumed: Boolean(resumedFrom),
  };
}
