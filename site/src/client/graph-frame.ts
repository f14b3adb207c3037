/**
 * How a small graph is framed. Sigma fits the nodes' bounding box to the view, so three
 * memories land at the far ends of a wide screen with most labels hidden. A graph of a few
 * nodes keeps a readable spacing instead: the box grows until the typical distance between
 * neighbours is at most {@link NEIGHBOUR_PX} on screen, and every label is drawn.
 */
import type { MemoryGraph } from './graph-model';

/** Up to this many nodes, a graph is framed by its spacing and shows every label. */
export const FEW_NODES = 60;
/** Screen distance, at most, between two typical neighbours of a small graph. */
const NEIGHBOUR_PX = 160;

type Box = { x: [number, number]; y: [number, number] };

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The typical distance between neighbours: linked pairs, else each node's nearest one. */
function spacing(graph: MemoryGraph): number {
  const at = (n: string) => graph.getNodeAttributes(n);
  const dist = (a: string, b: string) => Math.hypot(at(a).x - at(b).x, at(a).y - at(b).y);
  const linked = graph.mapEdges((_, __, a, b) => dist(a, b)).filter((d) => d > 0);
  if (linked.length) return median(linked);
  const nodes = graph.nodes();
  const nearest = nodes.map((a) =>
    Math.min(...nodes.filter((b) => b !== a).map((b) => dist(a, b))),
  );
  return median(nearest.filter((d) => Number.isFinite(d) && d > 0));
}

function around(lo: number, hi: number, minSpan: number): [number, number] {
  const half = Math.max(hi - lo, minSpan) / 2;
  const mid = (lo + hi) / 2;
  return [mid - half, mid + half];
}

/**
 * The box to frame `graph` in, in a view whose smaller side is `viewPx` pixels, or null to
 * let sigma fit the nodes (a graph of many).
 */
export function frameSmallGraph(graph: MemoryGraph, viewPx: number): Box | null {
  if (graph.order === 0 || graph.order > FEW_NODES) return null;
  const xs = graph.mapNodes((_, a) => a.x);
  const ys = graph.mapNodes((_, a) => a.y);
  // Sigma maps the box's larger side onto the view's smaller one.
  const minSpan = ((spacing(graph) || 1) * Math.max(viewPx, NEIGHBOUR_PX)) / NEIGHBOUR_PX;
  return {
    x: around(Math.min(...xs), Math.max(...xs), minSpan),
    y: around(Math.min(...ys), Math.max(...ys), minSpan),
  };
}
