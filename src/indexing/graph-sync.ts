/**
 * Makes `graph.json` follow frontmatter links edited by people: a link added in the IDE
 * gets both edges (label `relates-to`), a link removed in the IDE loses both edges unless
 * the other memory still links back. Idempotent, so several watchers may apply one change.
 */

import { isStrataError } from '../core/errors.js';
import { addEdge, DEFAULT_LABEL, findEdge, removeEdge } from '../core/graph.js';
import { isoSeconds } from '../core/time.js';
import { updateGraph } from '../storage/graph-store.js';
import type { StoreContext } from '../storage/load-store.js';
import { assertRealFolders } from '../storage/safe-path.js';
import { drainLinkChanges, type IndexState, type LinkChange, splitKey } from './index-state.js';

function linksBack(state: IndexState, change: LinkChange, target: string): boolean {
  // By key first: the infos may be read from disk, one at a time.
  for (const key of state.docs.keys()) {
    if (splitKey(key).id !== target) continue;
    if (state.docs.get(key)?.links.includes(change.from)) return true;
  }
  return false;
}

/** Applies and clears `state.linkChanges`. Returns the number of graphs written. */
export async function reconcileGraphs(
  ctx: StoreContext,
  state: IndexState,
  log: (line: string) => void,
): Promise<number> {
  const changes = drainLinkChanges(state);
  let written = 0;
  for (const scope of ctx.scopes) {
    const mine = changes.filter((c) => c.scope === scope.scope);
    // Claude Code's folder has no graph.json: its links are the `[[name]]`s in the notes.
    if (!mine.length || scope.readOnly || scope.scope === 'claude') continue;
    const stamp = isoSeconds(ctx.now());
    try {
      await assertRealFolders(scope);
      await updateGraph(scope.dir, (graph) => {
        let changed = false;
        for (const change of mine) {
          for (const to of change.added) {
            if (findEdge(graph, change.from, to)) continue;
            addEdge(graph, change.from, to, DEFAULT_LABEL, stamp);
            changed = true;
          }
          for (const to of change.removed) {
            if (!linksBack(state, change, to))
              changed = removeEdge(graph, change.from, to) || changed;
          }
        }
        if (changed) written++;
        return changed;
      });
    } catch (error) {
      // A broken graph.json is reported by `verify`; indexing goes on.
      if (!isStrataError(error)) throw error;
      log(`strata: graph not updated: ${error.message}`);
    }
  }
  return written;
}
