/**
 * What a merge of several memories into one produces: the keeper's new body and list
 * fields, and each scope's graph with the merged ids re-pointed. Pure: no I/O.
 */
import { addEdge, DEFAULT_LABEL, findEdge, type Graph } from '../graph.js';
import type { Memory } from '../memory.js';
import type { ScopeName } from '../scope.js';
import { type DirectedEdge, putEdge, type RepointedEdge, repointEdges } from './graph-rewire.js';
import { mergedMarker } from './merge-marker.js';

/** The label an archived memory carries towards the memory that absorbed it. */
export const SUPERSEDED_BY = 'superseded-by';

/** Items of all lists in first-seen order, without repeats and without `drop`. */
export function unionLists(
  lists: ReadonlyArray<readonly string[]>,
  drop: ReadonlySet<string> = new Set(),
): string[] {
  const out: string[] = [];
  for (const list of lists)
    for (const item of list) if (!drop.has(item) && !out.includes(item)) out.push(item);
  return out;
}

/**
 * The keeper's body with each other memory's body appended under a heading of its own
 * (`## <title>`, then a line naming the merged id), in the order given. The keeper's
 * text is kept byte for byte up to its trailing blank lines; a body whose line is already
 * there is not appended again.
 */
export function mergeBodies(keeperBody: string, others: readonly Memory[]): string {
  const head = keeperBody.trimEnd();
  // A merge run again after an interruption must not append the same body twice.
  const fresh = others.filter((o) => !head.includes(mergedMarker(o)));
  if (!fresh.length) return keeperBody;
  const parts = fresh.map((o) => {
    const text = o.body.trim();
    return `## ${o.title.replace(/\s+/g, ' ').trim()}\n\n${mergedMarker(o)}${text ? `\n\n${text}` : ''}`;
  });
  const start = head.trim() === '' ? '\n' : `${head}\n\n`;
  return `${start}${parts.join('\n\n')}\n`;
}

/** The merge as the graph rewiring needs it. */
export interface GraphMergeSpec {
  keeper: { id: string; scope: ScopeName };
  others: ReadonlyArray<{ id: string; scope: ScopeName }>;
  stamp: string;
}

/**
 * Re-points one scope's graph: every edge of a merged memory now joins the keeper, and
 * each merged memory gets a `superseded-by` edge to the keeper (with `supersedes` back)
 * in its own scope's graph and in the keeper's. Returns the re-pointed edges.
 */
export function rewireMergedGraph(
  graph: Graph,
  scope: ScopeName,
  spec: GraphMergeSpec,
): RepointedEdge[] {
  const ids = new Set(spec.others.map((o) => o.id));
  const moved = repointEdges(graph, ids, spec.keeper.id);
  for (const other of spec.others) {
    if (scope !== other.scope && scope !== spec.keeper.scope) continue;
    addEdge(graph, other.id, spec.keeper.id, SUPERSEDED_BY, spec.stamp);
  }
  return moved;
}

/**
 * The keeper's scope graph also receives the keeper's re-pointed edges found in other
 * scopes' graphs, and a `relates-to` pair for each keeper link no graph records, so that
 * the keeper's own graph lists all its links.
 */
export function addKeeperEdges(
  graph: Graph,
  keeper: string,
  carried: readonly DirectedEdge[],
  links: readonly string[],
  stamp: string,
): void {
  for (const e of carried) if (e.from === keeper || e.target === keeper) putEdge(graph, e);
  for (const target of links) {
    if (!findEdge(graph, keeper, target)) addEdge(graph, keeper, target, DEFAULT_LABEL, stamp);
  }
}
