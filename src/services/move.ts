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
import { readFile, unlink } from 'node:fs/promises';
import { StrataError } from '../core/errors.js';
import { type DirectedEdge, dropEdgesTouching, listEdgesTouching } from '../core/graph-rewire.js';
import type { Memory } from '../core/memory.js';
import type { ScopeName } from '../core/scope.js';
import { createFileExclusive } from '../io/atomic-write.js';
import { hashText, lockPathFor } from '../storage/file-update.js';
import { readGraph, updateGraph } from '../storage/graph-store.js';
import type { StoreContext } from '../storage/load-store.js';
import { ensureLocalIgnored } from '../storage/local-ignore.js';
import { withLock } from '../storage/lock.js';
import { assertRealFolders } from '../storage/safe-path.js';
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

/** Step 4: the source graph keeps the edges of memories still in the source scope. */
async function pruneSource(prepared: PreparedMove): Promise<DirectedEdge[]> {
  const stay = stayingIds(prepared);
  let dropped: DirectedEdge[] = [];
  await updateGraph(prepared.source.dir, (graph) => {
    dropped = dropEdgesTouching(graph, prepared.memory.id, (other) => stay.has(other));
    return dropped.length > 0;
  });
  return dropped;
}

/**
 * Moves memory `id` (the visible one, or the one in `from`) to scope `to`. With `dryRun`,
 * only works out the move and writes nothing.
 */
export async function moveMemory(
  ctx: StoreContext,
  id: string,
  to: ScopeName,
  options: { from?: ScopeName; dryRun?: boolean } = {},
): Promise<MoveResult> {
  const from = options.from ? { from: options.from } : {};
  if (options.dryRun) return planMove(ctx, id, to, from);
  const prepared = await prepareMove(ctx, id, to, from);
  const { memory, source, target, newPath } = prepared;
  await assertRealFolders(source, [memory.path]);
  await assertRealFolders(target, [newPath]);
  if (to === 'local') await ensureLocalIgnored(target.dir);
  if (!prepared.resumed) await createFileExclusive(newPath, prepared.moved);
  const stamp = edgeStamp(ctx);
  // Step 2: the memory's edges from the source graph, and an edge for each of its links.
  await updateGraph(target.dir, (graph) => carryInto(graph, prepared.sourceEdges, memory, stamp));
  await removeSource(memory, hashText(prepared.text));
  const dropped = await pruneSource(prepared);
  const { graph: sourceGraph } = await readGraph(source.dir);
  const { graph: targetGraph } = await readGraph(target.dir);
  return {
    ...{ id: memory.id, from: memory.scope, to, path: memory.path, newPath },
    ...reportEdges(targetGraph, prepared),
    dropped,
    kept: listEdgesTouching(sourceGraph, memory.id),
    resumed: prepared.resumed,
    dryRun: false,
  };
}
