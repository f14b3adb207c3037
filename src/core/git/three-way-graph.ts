/**
 * Three-way merge of link graphs, as git merges `graph.json`: an edge added on either
 * side stays, an edge removed on one side and untouched on the other goes, and an edge
 * removed on one side but changed on the other stays (a change is newer news than the
 * removal). Pure: no I/O.
 */
import { type Edge, emptyGraph, type Graph } from '../graph.js';

type EdgeMap = Map<string, Map<string, Edge>>;

function toMap(graph: Graph): EdgeMap {
  const map: EdgeMap = new Map();
  for (const [from, edges] of Object.entries(graph)) {
    const targets = new Map<string, Edge>();
    for (const e of edges) targets.set(e.target, e);
    map.set(from, targets);
  }
  return map;
}

function sameEdge(a: Edge, b: Edge): boolean {
  return a.label === b.label && a.timestamp === b.timestamp;
}

/** Both sides changed one edge: the later timestamp wins, ours on a tie. */
function newer(ours: Edge, theirs: Edge): Edge {
  return theirs.timestamp > ours.timestamp ? theirs : ours;
}

/** The merged edge for one ordered pair, or undefined when it is removed. */
export function mergeEdge(
  base: Edge | undefined,
  ours: Edge | undefined,
  theirs: Edge | undefined,
): Edge | undefined {
  if (!base) return ours && theirs ? newer(ours, theirs) : (ours ?? theirs);
  if (!ours && !theirs) return undefined;
  if (!ours) return theirs && sameEdge(theirs, base) ? undefined : theirs;
  if (!theirs) return sameEdge(ours, base) ? undefined : ours;
  if (sameEdge(ours, base)) return theirs;
  if (sameEdge(theirs, base)) return ours;
  return newer(ours, theirs);
}

/**
 * Merges `ours` and `theirs` against their common `base` (an empty graph when the file
 * was added on both sides). The result never loses an edge either side added or changed.
 */
export function mergeGraphs(base: Graph, ours: Graph, theirs: Graph): Graph {
  const maps = [toMap(base), toMap(ours), toMap(theirs)] as const;
  const out = emptyGraph();
  const sources = new Set(maps.flatMap((m) => [...m.keys()]));
  for (const from of [...sources].sort()) {
    const [b, o, t] = maps.map((m) => m.get(from));
    const targets = new Set([...(b?.keys() ?? []), ...(o?.keys() ?? []), ...(t?.keys() ?? [])]);
    const edges: Edge[] = [];
    for (const target of [...targets].sort()) {
      const edge = mergeEdge(b?.get(target), o?.get(target), t?.get(target));
      if (edge) edges.push(edge);
    }
    if (edges.length) out[from] = edges;
  }
  return out;
}
