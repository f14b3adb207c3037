/**
 * Rewiring the link graph when memories merge or change scope: edges re-pointed from
 * some ids to another, edges carried from one scope's graph to another's. Pure: no I/O.
 *
 * Endpoints in `graph.json` are bare ids, whatever scope the memory lives in; which graph
 * holds an edge is what ties it to a scope. So a merge renames endpoints inside each
 * graph, and a move copies edges between graphs.
 */
import { DEFAULT_LABEL, type Edge, type Graph } from '../graph.js';

/** One directed edge with its source. */
export interface DirectedEdge {
  from: string;
  target: string;
  label: string;
  timestamp: string;
}

/** A re-pointed edge: where it points now, and what it joined before. */
export interface RepointedEdge extends DirectedEdge {
  was: { from: string; target: string };
}

/** Every directed edge that starts or ends at `id`. */
export function listEdgesTouching(graph: Graph, id: string): DirectedEdge[] {
  const out: DirectedEdge[] = [];
  for (const [from, edges] of Object.entries(graph)) {
    for (const e of edges) if (from === id || e.target === id) out.push({ from, ...e });
  }
  return out;
}

/**
 * Adds `edge` unless the graph already has one for the same ordered pair. A specific label
 * replaces the default `relates-to` (a watcher may have added that one from a frontmatter
 * link a moment earlier), never the reverse. Returns true when the graph changed.
 */
export function putEdge(graph: Graph, edge: DirectedEdge): boolean {
  const edges = graph[edge.from] ?? [];
  graph[edge.from] = edges;
  const next: Edge = { target: edge.target, label: edge.label, timestamp: edge.timestamp };
  const i = edges.findIndex((e) => e.target === edge.target);
  if (i < 0) {
    edges.push(next);
    return true;
  }
  const current = edges[i] as Edge;
  if (current.label !== DEFAULT_LABEL || edge.label === DEFAULT_LABEL) return false;
  edges[i] = next;
  return true;
}

/** Removes the directed edge `from → target`; drops the entry when it empties. */
function removeDirected(graph: Graph, from: string, target: string): void {
  const edges = graph[from];
  if (!edges) return;
  const kept = edges.filter((e) => e.target !== target);
  if (kept.length) graph[from] = kept;
  else delete graph[from];
}

/**
 * Removes the edges touching `id` whose other end fails `keep`. Returns what was removed.
 */
export function dropEdgesTouching(
  graph: Graph,
  id: string,
  keep: (other: string) => boolean,
): DirectedEdge[] {
  const removed = listEdgesTouching(graph, id).filter(
    (e) => !keep(e.from === id ? e.target : e.from),
  );
  for (const e of removed) removeDirected(graph, e.from, e.target);
  return removed;
}

/**
 * Re-points every edge touching one of `from` to `to`, in place. An edge that would join
 * `to` to itself (it joined two of the merged memories) is dropped. Where `to` already has
 * an edge to the same memory, the more specific label wins (see {@link putEdge}).
 */
export function repointEdges(graph: Graph, from: ReadonlySet<string>, to: string): RepointedEdge[] {
  const touching = Object.entries(graph).flatMap(([source, edges]) =>
    edges
      .filter((e) => from.has(source) || from.has(e.target))
      .map((e) => ({ from: source, ...e })),
  );
  for (const e of touching) removeDirected(graph, e.from, e.target);
  const out: RepointedEdge[] = [];
  for (const e of touching) {
    const source = from.has(e.from) ? to : e.from;
    const target = from.has(e.target) ? to : e.target;
    if (source === target) continue;
    const moved = { from: source, target, label: e.label, timestamp: e.timestamp };
    putEdge(graph, moved);
    out.push({ ...moved, was: { from: e.from, target: e.target } });
  }
  return out;
}
