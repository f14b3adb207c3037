/**
 * Reviewing drafts: list them, accept one (it becomes a normal memory in the scope
 * chosen), discard one (moved to `archive/`, never deleted), and archive the drafts
 * nobody reviewed within `drafts.ttlDays`.
 */
import { readFile, unlink } from 'node:fs/promises';
import { StrataError } from '../../core/errors.js';
import { editDocument } from '../../core/frontmatter.js';
import type { Memory, MemoryId } from '../../core/memory.js';
import type { ScopeName } from '../../core/scope.js';
import { isoSeconds } from '../../core/time.js';
import { lockPathFor, updateFileText } from '../../storage/file-update.js';
import {
  findMemory,
  getWritableScope,
  type LoadedStore,
  loadStore,
  type StoreContext,
} from '../../storage/load-store.js';
import { ensureLocalIgnored } from '../../storage/local-ignore.js';
import { withLock } from '../../storage/lock.js';
import { assertRealFolders } from '../../storage/safe-path.js';
import { readMemoryFile } from '../../storage/scan.js';
import { forgetMemory } from '../forget.js';
import { createUnderFreeId } from '../remember.js';
import { DRAFT_STATUS } from './rule-drafts.js';

/** True for a draft that is still waiting for review. */
export function isOpenDraft(m: Memory): boolean {
  return m.status === DRAFT_STATUS && !m.archived;
}

/** The drafts waiting for review, newest first. */
export function listDrafts(store: LoadedStore): Memory[] {
  return store.all
    .filter(isOpenDraft)
    .sort((a, b) => b.created.localeCompare(a.created) || a.id.localeCompare(b.id));
}

/** Draft `id`, waiting for review; refuses a memory that is not one, naming it. */
export function findDraft(store: LoadedStore, id: string): Memory {
  const found = store.all.find((m) => m.id === id && isOpenDraft(m));
  if (found) return found;
  findMemory(store, id);
  throw new StrataError('INVALID_ARGUMENT', `"${id}" is not a draft waiting for review`, {
    subject: id,
    hint: 'list drafts with `strata review`',
  });
}

function stampOf(ctx: StoreContext): string {
  return isoSeconds(ctx.now());
}

/** Accepts draft `id` into `scope` (default: where it is); returns the memory as stored. */
export async function acceptDraft(
  ctx: StoreContext,
  id: string,
  scope?: ScopeName,
): Promise<Memory> {
  const draft = findDraft(await loadStore(ctx), id);
  const from = getWritableScope(ctx, draft.scope);
  const target = getWritableScope(ctx, scope ?? draft.scope);
  const accept = (text: string) =>
    editDocument(text, draft.path, { status: undefined, updated: stampOf(ctx) });
  await assertRealFolders(from, [draft.path]);
  if (target.scope === draft.scope) {
    await updateFileText(draft.path, accept, draft.hash ? { expectedHash: draft.hash } : {});
    const read = await readMemoryFile(from, draft.relPath, ctx.read);
    if (!read) throw new StrataError('IO_ERROR', `${draft.path} no longer reads as a memory`);
    return read;
  }
  await assertRealFolders(target);
  if (target.scope === 'local') await ensureLocalIgnored(target.dir);
  const text = accept(await readFile(draft.path, 'utf8'));
  const taken = new Set(
    (await loadStore(ctx)).all.filter((m) => m.scope === target.scope).map((m) => m.id),
  );
  const rel = await createUnderFreeId(target, '', draft.id, taken, (free: MemoryId) =>
    free === draft.id ? text : editDocument(text, draft.path, { id: free }),
  );
  // The accepted copy is on disk: only now does the draft go.
  await withLock(lockPathFor(draft.path), () => unlink(draft.path));
  const read = await readMemoryFile(target, rel, ctx.read);
  if (!read) throw new StrataError('IO_ERROR', `${rel} was written but does not read back`);
  return read;
}

/** Discards draft `id`: it moves to `archive/` and stays readable. */
export async function discardDraft(ctx: StoreContext, id: string): Promise<string> {
  const draft = findDraft(await loadStore(ctx), id);
  const result = await forgetMemory(ctx, draft.id, { scope: draft.scope });
  return result.archivedPath ?? draft.path;
}

/** Archives every draft created more than `ttlDays` ago; returns their ids. */
export async function archiveExpiredDrafts(ctx: StoreContext, ttlDays: number): Promise<string[]> {
  const cutoff = ctx.now().getTime() - ttlDays * 86_400_000;
  const expired = listDrafts(await loadStore(ctx)).filter((m) => {
    const created = Date.parse(m.created);
    return Number.isFinite(created) && created < cutoff;
  });
  const archived: string[] = [];
  for (const m of expired) {
    try {
      await forgetMemory(ctx, m.id, { scope: m.scope });
      archived.push(m.id);
    } catch (error) {
      // Another process archived it first, or a copy already sits in archive/: leave it.
      if (!(error instanceof StrataError)) throw error;
    }
  }
  return archived;
}
