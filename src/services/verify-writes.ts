/**
 * What `verify` reports about interrupted or raced writes, each with the command that
 * settles it: files that are not UTF-8, a memory both live and archived in one scope (an
 * interrupted merge or archive), and one memory in two scopes (an interrupted move, or two
 * copies that went their own ways).
 */
import type { Problem } from '../core/errors.js';
import type { Memory } from '../core/memory.js';
import type { FieldWarning } from '../core/memory-file.js';
import { listItems } from '../core/memory-file.js';
import { SUPERSEDED_BY } from '../core/merge/merge-content.js';
import type { LoadedStore } from '../storage/load-store.js';

/** Files holding bytes that are not UTF-8: strata keeps those bytes, other tools may not. */
export function findNotUtf8(store: LoadedStore): FieldWarning[] {
  return store.all
    .filter((m) => m.notUtf8)
    .map((m) => ({
      path: m.path,
      field: 'encoding',
      message: `${m.path}: is not valid UTF-8 (strata keeps its bytes, but shows them as \uFFFD); re-save it as UTF-8, e.g. iconv -f latin1 -t utf-8`,
    }));
}

function groupBy(items: readonly Memory[], key: (m: Memory) => string): Memory[][] {
  const groups = new Map<string, Memory[]>();
  for (const m of items) groups.set(key(m), [...(groups.get(key(m)) ?? []), m]);
  return [...groups.values()].filter((g) => g.length > 1);
}

function explainLiveAndArchived(live: Memory, archived: Memory): string {
  const status = archived.fields.status;
  const links = listItems(archived.fields.links) ?? [];
  const both = `"${live.id}" is both live (${live.path}) and archived (${archived.path})`;
  if (status === 'superseded' && links.length === 1) {
    const keeper = links[0];
    return `strata: ${both}: a merge into "${keeper}" was interrupted; run \`strata merge ${keeper} ${live.id}\` to finish it (the archived copy has its ${SUPERSEDED_BY} link)`;
  }
  if (live.hash === archived.hash) {
    return `strata: ${both}: an archive was interrupted; run \`strata forget ${live.id} --scope ${live.scope}\` to finish it`;
  }
  return `strata: ${both} with different text; compare them, then delete the one to drop`;
}

/** One id live and archived in one scope: an interrupted merge or archive. */
export function findLiveAndArchived(store: LoadedStore): Problem[] {
  const problems: Problem[] = [];
  for (const group of groupBy(store.all, (m) => `${m.scope}\u0000${m.id}`)) {
    const live = group.find((m) => !m.archived);
    const archived = group.find((m) => m.archived);
    if (!live || !archived) continue;
    problems.push({
      path: live.path,
      code: 'ALREADY_EXISTS',
      message: explainLiveAndArchived(live, archived),
    });
  }
  return problems;
}

/**
 * One live id in two scopes. The more specific copy wins, so the other is silent: when they
 * are identical, a move was interrupted; when they differ, someone must choose.
 */
export function findCopiesAcrossScopes(store: LoadedStore): FieldWarning[] {
  const warnings: FieldWarning[] = [];
  const live = store.all.filter((m) => !m.archived);
  for (const group of groupBy(live, (m) => m.id)) {
    const [shown, ...hidden] = group;
    if (!shown) continue;
    for (const other of hidden) {
      if (other.scope === shown.scope) continue;
      const same = other.hash !== undefined && other.hash === shown.hash;
      const fix = same
        ? `identical copies, likely an interrupted move: finish it with \`strata move ${shown.id} --from ${other.scope} --to ${shown.scope}\`, or delete one with \`strata forget ${shown.id} --scope ${other.scope}\``
        : `the copies differ and only the ${shown.scope} one is shown; compare them, then keep one: \`strata forget ${shown.id} --scope <scope>\` (if they are meant to differ, give one another id)`;
      warnings.push({
        path: other.path,
        field: 'id',
        message: `${other.path}: "${shown.id}" is also in the ${shown.scope} scope (${shown.path}); ${fix}`,
      });
    }
  }
  return warnings;
}
