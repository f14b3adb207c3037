/**
 * Finishing a merge that was interrupted while archiving: the merged memory's archived copy
 * was created but its live file not yet removed. The same merge run again recognises the
 * archived copy as its own work (it is exactly the live file as the merge archives it) and
 * only removes the live file, instead of refusing because the archive path is taken.
 */
import { existsSync } from 'node:fs';
import { editDocument, parseDocument } from '../../core/frontmatter.js';
import type { Memory } from '../../core/memory.js';
import { listItems } from '../../core/memory-file.js';
import type { ScopeName } from '../../core/scope.js';
import { readFileText } from '../../storage/file-update.js';
import { findMemory, type LoadedStore } from '../../storage/load-store.js';

/** The archived copy of a merged memory: it now links only to the keeper. */
export function renderArchived(text: string, other: Memory, keeper: string, stamp: string): string {
  return editDocument(text, other.path, { links: [keeper], status: 'superseded', updated: stamp });
}

/**
 * The memory a merge (or an archive) takes for `id`: the visible one (or the one in
 * `scope`), except that when an interrupted run left the id both archived and live in one
 * scope, the live file is the one to act on.
 */
export function findLiveFirst(store: LoadedStore, id: string, scope?: ScopeName): Memory {
  const found = findMemory(store, id, scope);
  if (!found.archived) return found;
  const live = store.all.find((m) => m.id === found.id && m.scope === found.scope && !m.archived);
  return live ?? found;
}

/**
 * True when `archivedPath` holds `other`'s live file exactly as merging it into `keeperId`
 * archives it (only the merge's stamp may differ): that archive step already happened.
 */
export async function isArchivedByMerge(
  archivedPath: string,
  other: Memory,
  keeperId: string,
): Promise<boolean> {
  if (!existsSync(archivedPath)) return false;
  try {
    const [archived, live] = await Promise.all([
      readFileText(archivedPath),
      readFileText(other.path),
    ]);
    const stamp = parseDocument(archived, archivedPath).data.updated;
    if (typeof stamp !== 'string') return false;
    return renderArchived(live, other, keeperId, stamp) === archived;
  } catch {
    return false;
  }
}

/**
 * `others` without those already archived as merged into `keeperId` (`status: superseded`,
 * linking only to it): a merge of several memories interrupted after archiving some of
 * them is finished by running it again. When none is left the merge is refused as before.
 */
export function dropArchivedInto(others: readonly Memory[], keeperId: string): Memory[] {
  const left = others.filter((m) => !(m.archived && isSupersededBy(m, keeperId)));
  return left.length ? left : [...others];
}

function isSupersededBy(m: Memory, keeperId: string): boolean {
  const links = listItems(m.fields.links) ?? [];
  return m.fields.status === 'superseded' && links.length === 1 && links[0] === keeperId;
}
