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
 * Every graph lock and file lock is taken, and every check made, before step 1. A crash
 * after 1 or 2 leaves the merged memories live beside the grown keeper (rerun the merge:
 * it re-points what is left); after 3 the same, with their links already moved; a crash
 * inside 4 can leave one memory both live and archived: the rerun recognises the archived
 * copy as its own and removes the live file, and `strata verify` names it meanwhile.
 */
import { existsSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { encodeText } from '../../core/byte-text.js';
import { isStrataError, StrataError } from '../../core/errors.js';
import { editDocument, parseDocument } from '../../core/frontmatter.js';
import { conflictedMemory } from '../../core/git/conflict-text.js';
import type { Memory } from '../../core/memory.js';
import { listItems } from '../../core/memory-file.js';
import type { DirectedEdge } from '../../core/merge/graph-rewire.js';
import { addKeeperEdges, rewireMergedGraph } from '../../core/merge/merge-content.js';
import { hashText, readFileText, updateHeldFileText } from '../../storage/file-update.js';
import { holdsConflict } from '../../storage/git/git-conflict.js';
import { updateHeldGraph } from '../../storage/graph-store.js';
import { getWritableScope, type StoreContext } from '../../storage/load-store.js';
import { withFileLocks, withGraphLocks } from '../../storage/lock-set.js';
import { assertRealFolders } from '../../storage/safe-path.js';
import type { ScopeDir } from '../../storage/scope-dir.js';
import { createScopeFile } from '../../storage/scope-write.js';
import { type MergePlan, type PreparedMerge, prepareMerge, renderKeeper } from './merge-plan.js';
import { renderArchived } from './merge-resume.js';

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
  const scopes = writableDirs(ctx).sort(
    (a, b) => Number(a.scope === keeper.scope) - Number(b.scope === keeper.scope),
  );
  for (const scope of scopes) {
    await updateHeldGraph(scope.dir, (graph) => {
      const before = JSON.stringify(graph);
      carried.push(...rewireMergedGraph(graph, scope.scope, spec));
      if (scope.scope === keeper.scope)
        addKeeperEdges(graph, keeper.id, carried, plan.links, stamp);
      return JSON.stringify(graph) !== before;
    });
  }
}

function writableDirs(ctx: StoreContext) {
  return ctx.scopes.filter((s) => !s.readOnly && existsSync(s.dir));
}

/** Step 3: a memory's links name the keeper instead of any merged memory. */
async function relinkMemory(m: Memory, ids: ReadonlySet<string>, prepared: PreparedMerge) {
  await updateHeldFileText(m.path, (text) => {
    const links = listItems(parseDocument(text, m.path).data.links) ?? [];
    const next = [...new Set(links.map((l) => (ids.has(l) ? prepared.keeper.id : l)))];
    return editDocument(text, m.path, { links: next, updated: prepared.stamp });
  });
}

/**
 * Step 4: the archived copy first (exclusive create), then the original removed. A copy
 * an interrupted run already made is kept (the plan checked it is this merge's own).
 */
async function archiveMerged(
  scope: ScopeDir,
  other: Memory,
  target: string,
  prepared: PreparedMerge,
) {
  if (!prepared.archivedAlready.has(other.id)) {
    const text = await readFileText(other.path);
    const archived = renderArchived(text, other, prepared.keeper.id, prepared.stamp);
    await createScopeFile(scope, target, encodeText(archived));
  }
  await unlink(other.path);
}

/**
 * Every check that can refuse the merge, under all its locks, before the first write: the
 * folders are real, no file holds git conflict markers and none changed since the plan.
 */
async function checkBeforeWriting(ctx: StoreContext, prepared: PreparedMerge): Promise<void> {
  const { keeper, others, relink } = prepared;
  for (const m of [keeper, ...others, ...relink]) {
    await assertRealFolders(getWritableScope(ctx, m.scope), [m.path]);
    const text = await readFileText(m.path);
    // A file git left marked is refused here, not halfway through the writes.
    if (await holdsConflict(m.path, text)) throw conflictedMemory(m.path);
    if (m.hash && hashText(text) !== m.hash) {
      throw new StrataError('CONFLICT', `${m.path} changed while the merge was planned`, {
        subject: m.id,
        hint: 'nothing was merged: run the merge again',
      });
    }
  }
  for (const [i, other] of others.entries()) {
    const target = prepared.plan.others[i]!.archivedPath;
    await assertRealFolders(getWritableScope(ctx, other.scope), [target]);
  }
}

/** Steps 1–4, all locks held and every check passed. */
async function writeMerge(ctx: StoreContext, prepared: PreparedMerge): Promise<void> {
  const { keeper, others } = prepared;
  await updateHeldFileText(keeper.path, (text) =>
    renderKeeper(text, keeper, others, prepared.stamp),
  );
  await writeGraphs(ctx, prepared);
  const ids = new Set(others.map((o) => o.id));
  for (const m of prepared.relink) await relinkMemory(m, ids, prepared);
  for (const [i, other] of others.entries()) {
    const scope = getWritableScope(ctx, other.scope);
    await archiveMerged(scope, other, prepared.plan.others[i]!.archivedPath, prepared);
  }
}

/** A failure after the first write: what is written stays, and the same merge finishes it. */
function partlyWritten(error: unknown, keepId: string, otherIds: readonly string[]) {
  const reason = error instanceof Error ? error.message : String(error);
  return new StrataError(
    isStrataError(error) ? error.code : 'IO_ERROR',
    `the merge stopped after it began writing: ${reason}`,
    {
      subject: keepId,
      hint: `run \`strata merge ${keepId} ${otherIds.join(' ')}\` again: it finishes what is left`,
      cause: error,
    },
  );
}

/**
 * Merges `otherIds` into `keepId`, or only plans it when `dryRun` is set. The plan is made
 * while every writable graph is locked, and the writes start only once the locks of every
 * file they touch are held, so a concurrent link or edit waits instead of interleaving.
 */
export async function mergeMemories(
  ctx: StoreContext,
  keepId: string,
  otherIds: readonly string[],
  options: { dryRun?: boolean } = {},
): Promise<MergePlan> {
  if (options.dryRun) return (await prepareMerge(ctx, keepId, otherIds)).plan;
  const dirs = writableDirs(ctx).map((s) => s.dir);
  return withGraphLocks(dirs, async () => {
    const prepared = await prepareMerge(ctx, keepId, otherIds);
    const { keeper, others, relink } = prepared;
    const files = [keeper, ...others, ...relink].map((m) => m.path);
    return withFileLocks(files, async () => {
      await checkBeforeWriting(ctx, prepared);
      try {
        await writeMerge(ctx, prepared);
      } catch (error) {
        throw partlyWritten(error, keepId, otherIds);
      }
      return { ...prepared.plan, dryRun: false };
    });
  });
}
