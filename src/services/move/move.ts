/**
 * Moving a memory to another scope, with its graph edges.
 *
 * Graph edges name bare ids; a scope's `graph.json` holds the edges of its own memories
 * (both directions, also towards memories of other scopes). So the moved memory's edges
 * are copied into the target scope's graph, and the source graph keeps only those whose
 * other end still lives in the source scope (that memory's own edges).
 *
 * Every graph lock and the file's lock are taken, and both graphs read, before anything is
 * written. Write order, each step atomic: 1. the new file (exclusive create); 2. the
 * target's graph; 3. the old file removed, only if unchanged since read (an editor may
 * still write it: then 1 and 2 are undone and nothing is moved); 4. the source's graph
 * pruned. A crash after 1 or 2 leaves the memory in both scopes: running the same move
 * again finds the identical copy and finishes. A crash after 3 leaves extra edges in the
 * source graph, which nothing reads as the memory's.
 */
import { existsSync } from 'node:fs';
import { readFile, unlink } from 'node:fs/promises';
import { encodeText } from '../../core/byte-text.js';
import { isStrataError, StrataError } from '../../core/errors.js';
import type { Memory } from '../../core/memory.js';
import {
  type DirectedEdge,
  dropEdgesTouching,
  listEdgesTouching,
} from '../../core/merge/graph-rewire.js';
import type { ScopeName } from '../../core/scope.js';
import { hashText, readFileText } from '../../storage/file-update.js';
import { graphPath, readGraph, updateHeldGraph } from '../../storage/graph-store.js';
import {
  findMemory,
  getScope,
  getWritableScope,
  loadStore,
  type StoreContext,
} from '../../storage/load-store.js';
import { ensureLocalIgnored } from '../../storage/local-ignore.js';
import { withFileLocks, withGraphLocks } from '../../storage/lock-set.js';
import { assertRealFolders } from '../../storage/safe-path.js';
import { createScopeFile, writeScopeFile } from '../../storage/scope/scope-write.js';
import { promoteClaudeNote } from '../claude-memory/promote.js';
import {
  carryInto,
  edgeStamp,
  type MovePlan,
  type PreparedMove,
  planMove,
  prepareMove,
  reportEdges,
  stayingIds,
} from './move-plan.js';

/** What `move` did (`dryRun: false`), or with `dryRun` what it would do. */
export type MoveResult = MovePlan;

/** The source file, unless it changed since the move read it (the caller holds its lock). */
async function removeSource(memory: Memory, expected: string): Promise<void> {
  if (hashText(await readFileText(memory.path)) !== expected) {
    throw new StrataError('CONFLICT', `${memory.path} changed during the move; nothing was moved`, {
      subject: memory.id,
      hint: `the change is kept where it was: run strata move ${memory.id} again`,
    });
  }
  await unlink(memory.path);
}

/** Undoes steps 1 and 2 after a refused step 3: the new copy and the target graph. */
async function rollBack(prepared: PreparedMove, graphBefore: Buffer | null): Promise<void> {
  if (!prepared.resumed) await unlink(prepared.newPath).catch(() => {});
  const file = graphPath(prepared.target.dir);
  if (graphBefore) await writeScopeFile(prepared.target, file, graphBefore);
  else await unlink(file).catch(() => {});
}

/** Step 4: the source graph keeps the edges of memories still in the source scope. */
async function pruneSource(prepared: PreparedMove): Promise<DirectedEdge[]> {
  const stay = stayingIds(prepared);
  let dropped: DirectedEdge[] = [];
  await updateHeldGraph(prepared.source.dir, (graph) => {
    dropped = dropEdgesTouching(graph, prepared.memory.id, (other) => stay.has(other));
    return dropped.length > 0;
  });
  return dropped;
}

/**
 * A move out of Claude Code's own memory is a promotion: the note becomes a strata memory
 * with its provenance and leaves Claude Code's folder and `MEMORY.md`.
 */
async function promoteAsMove(
  ctx: StoreContext,
  id: string,
  to: ScopeName,
  options: { dryRun?: boolean; session?: string | undefined },
): Promise<MoveResult> {
  const r = await promoteClaudeNote(ctx, {
    id,
    to,
    session: options.session,
    dryRun: options.dryRun === true,
  });
  // The new file's `links` reach the target graph at the next sync, as an IDE edit does.
  return {
    ...{ id: r.id, from: 'claude', to: r.scope, path: r.from, newPath: r.path },
    ...{ edges: [], dropped: [], kept: [], dangling: r.dangling, resumed: false },
    dryRun: options.dryRun === true,
  };
}

/**
 * Moves memory `id` (the visible one, or the one in `from`) to scope `to`. With `dryRun`,
 * only works out the move and writes nothing.
 */
export async function moveMemory(
  ctx: StoreContext,
  id: string,
  to: ScopeName,
  options: { from?: ScopeName; dryRun?: boolean; session?: string | undefined } = {},
): Promise<MoveResult> {
  const from = options.from ? { from: options.from } : {};
  if (to === 'claude') getWritableScope(ctx, to);
  if (
    options.from === 'claude' ||
    (!options.from && ctx.scopes.some((s) => s.scope === 'claude'))
  ) {
    const source = findMemory(await loadStore(ctx), id, options.from);
    if (source.scope === 'claude') return promoteAsMove(ctx, source.id, to, options);
  }
  if (options.dryRun) return planMove(ctx, id, to, from);
  // Read-only scopes (enterprise) are never written, so their graphs need no lock.
  const existing = ctx.scopes.filter((s) => !s.readOnly && existsSync(s.dir)).map((s) => s.dir);
  const target = getScope(ctx, to);
  // A read-only target is refused by the plan; its folder is not touched for a lock.
  return withGraphLocks(target.readOnly ? existing : [target.dir, ...existing], async () => {
    const prepared = await prepareMove(ctx, id, to, from);
    return withFileLocks([prepared.memory.path], () => writeMove(ctx, prepared));
  });
}

/** Steps 1–4, every lock held: a refused step 3 undoes 1 and 2, so nothing is half moved. */
async function writeMove(ctx: StoreContext, prepared: PreparedMove): Promise<MoveResult> {
  const { memory, source, target, newPath } = prepared;
  await assertRealFolders(source, [memory.path]);
  await assertRealFolders(target, [newPath]);
  if (target.scope === 'local') await ensureLocalIgnored(target.dir);
  await removeSourceCheck(memory, prepared);
  const graphBefore = await readFile(graphPath(target.dir)).catch(() => null);
  if (!prepared.resumed) await createCopy(prepared);
  const stamp = edgeStamp(ctx);
  try {
    // Step 2: the memory's edges from the source graph, and an edge for each of its links.
    await updateHeldGraph(target.dir, (graph) =>
      carryInto(graph, prepared.sourceEdges, memory, stamp),
    );
    await removeSource(memory, hashText(prepared.text));
  } catch (error) {
    await rollBack(prepared, graphBefore);
    throw error;
  }
  const dropped = await pruneSource(prepared);
  const { graph: sourceGraph } = await readGraph(source.dir);
  const { graph: targetGraph } = await readGraph(target.dir);
  return {
    ...{ id: memory.id, from: memory.scope, to: target.scope, path: memory.path, newPath },
    ...reportEdges(targetGraph, prepared),
    dropped,
    kept: listEdgesTouching(sourceGraph, memory.id),
    resumed: prepared.resumed,
    dryRun: false,
  };
}

/** Step 1. A file of that name that is not this memory's copy is named, with the fix. */
async function createCopy(prepared: PreparedMove): Promise<void> {
  try {
    await createScopeFile(prepared.target, prepared.newPath, encodeText(prepared.moved));
  } catch (error) {
    if (!isStrataError(error, 'ALREADY_EXISTS')) throw error;
    throw new StrataError(
      'ALREADY_EXISTS',
      `${prepared.newPath} already exists in the ${prepared.target.scope} scope and is not a copy of "${prepared.memory.id}"`,
      {
        subject: prepared.newPath,
        hint: `nothing was moved: compare the two files, then rename or delete ${prepared.newPath} (strata verify lists what it holds) and move again`,
      },
    );
  }
}

/** Refuses before writing when the file changed since the move read it. */
async function removeSourceCheck(memory: Memory, prepared: PreparedMove): Promise<void> {
  if (hashText(await readFileText(memory.path)) !== hashText(prepared.text)) {
    throw new StrataError('CONFLICT', `${memory.path} changed while the move was planned`, {
      subject: memory.id,
      hint: 'nothing was moved: run the move again',
    });
  }
}
