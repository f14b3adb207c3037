/**
 * Merging memories: one keeper absorbs the others' bodies, tags, file patterns and links;
 * every link and graph edge that named a merged memory names the keeper; the merged
 * memories move to their scope's `archive/` with a `superseded-by` edge to the keeper.
 *
 * Write order, each step atomic per file (temp file + rename, under the file's lock, and
 * refused when the file changed since the plan read it):
 * 1. the keeper's file: after this the merged text is safe even if nothing else happens;
 * 2. each writable scope's `graph.json` (the keeper's scope last, since it also receives
 *    the keeper's edges found in other scopes);
 * 3. the frontmatter `links` of memories that named a merged memory;
 * 4. each merged memory: its archived copy is created, then the original removed.
 * A crash after 1 or 2 leaves the merged memories live beside the grown keeper (rerun the
 * merge: it re-points what is left); after 3 the same, with their links already moved; a
 * crash inside 4 can leave one memory both live and archived, which `strata verify`
 * reports (delete the live file).
 */
import { existsSync } from 'node:fs';
import { readFile, unlink } from 'node:fs/promises';
import { StrataError } from '../core/errors.js';
import { editDocument, parseDocument } from '../core/frontmatter.js';
import type { DirectedEdge } from '../core/graph-rewire.js';
import type { Memory } from '../core/memory.js';
import { listItems } from '../core/memory-file.js';
import { addKeeperEdges, rewireMergedGraph } from '../core/merge-content.js';
import { createFileExclusive } from '../io/atomic-write.js';
import { hashText, lockPathFor, updateFileText } from '../storage/file-update.js';
import { updateGraph } from '../storage/graph-store.js';
import { getWritableScope, type StoreContext } from '../storage/load-store.js';
import { withLock } from '../storage/lock.js';
import { assertRealFolders } from '../storage/safe-path.js';
import {
  type MergePlan,
  type PreparedMerge,
  prepareMerge,
  renderArchived,
  renderKeeper,
} from './merge-plan.js';

export type { MergePlan } from './merge-plan.js';

/** Step 2: every writable graph re-pointed; the keeper's scope last. */
async function writeGraphs(ctx: StoreContext, prepared: PreparedMerge): Promise<void> {
  const { keeper, others, stamp, plan } = prepared;
  const spec = {
    keeper: { id: keeper.id, scope: keeper.scope },
    others: others.map((o) => ({ id: o.id, scope: o.scope })),
    stamp,
  };
  const carried: DirectedEdge[] = [];
  const scopes = ctx.scopes
    .filter((s) => !s.readOnly && existsSync(s.dir))
    .sort((a, b) => Number(a.scope === keeper.scope) - Number(b.scope === keeper.scope));
  for (const scope of scopes) {
    await assertRealFolders(scope);
    await updateGraph(scope.dir, (graph) => {
      const before = JSON.stringify(graph);
      carried.push(...rewireMergedGraph(graph, scope.scope, spec));
      if (scope.scope === keeper.scope)
        addKeeperEdges(graph, keeper.id, carried, plan.links, stamp);
      return JSON.stringify(graph) !== before;
    });
  }
}

/** Step 3: a memory's links name the keeper instead of any merged memory. */
async function relinkMemory(
  ctx: StoreContext,
  m: Memory,
  ids: ReadonlySet<string>,
  prepared: PreparedMerge,
): Promise<void> {
  await assertRealFolders(getWritableScope(ctx, m.scope), [m.path]);
  await updateFileText(
    m.path,
    (text) => {
      const links = listItems(parseDocument(text, m.path).data.links) ?? [];
      const next = [...new Set(links.map((l) => (ids.has(l) ? prepared.keeper.id : l)))];
      return editDocument(text, m.path, { links: next, updated: prepared.stamp });
    },
    m.hash ? { expectedHash: m.hash } : {},
  );
}

/** Step 4: the archived copy first (exclusive create), then the original removed. */
async function archiveMerged(
  ctx: StoreContext,
  other: Memory,
  target: string,
  prepared: PreparedMerge,
) {
  const scope = getWritableScope(ctx, other.scope);
  await assertRealFolders(scope, [other.path, target]);
  await withLock(lockPathFor(other.path), async () => {
    const text = await readFile(other.path, 'utf8');
    if (other.hash && hashText(text) !== other.hash) {
      throw new StrataError(
        'CONFLICT',
        `${other.path} changed during the merge; it was not archived`,
        {
          subject: other.id,
          hint: `the keeper already holds its earlier text: compare them, then run strata forget ${other.id} --archive`,
        },
      );
    }
    await createFileExclusive(
      target,
      renderArchived(text, other, prepared.keeper.id, prepared.stamp),
    );
    await unlink(other.path);
  });
}

/** Merges `otherIds` into `keepId`, or only plans it when `dryRun` is set. */
export async function mergeMemories(
  ctx: StoreContext,
  keepId: string,
  otherIds: readonly string[],
  options: { dryRun?: boolean } = {},
): Promise<MergePlan> {
  const prepared = await prepareMerge(ctx, keepId, otherIds);
  if (options.dryRun) return prepared.plan;
  const { keeper, others } = prepared;
  await assertRealFolders(getWritableScope(ctx, keeper.scope), [keeper.path]);
  await updateFileText(
    keeper.path,
    (text) => renderKeeper(text, keeper, others, prepared.stamp),
    keeper.hash ? { expectedHash: keeper.hash } : {},
  );
  await writeGraphs(ctx, prepared);
  const ids = new Set(others.map((o) => o.id));
  for (const m of prepared.relink) await relinkMemory(ctx, m, ids, prepared);
  for (const [i, other] of others.entries()) {
    await archiveMerged(ctx, other, prepared.plan.others[i]!.archivedPath, prepared);
  }
  return { ...prepared.plan, dryRun: false };
}
