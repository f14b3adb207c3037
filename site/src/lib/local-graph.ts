/**
 * The small graph on a memory page: the memory, its neighbours and their neighbours (at
 * most a few dozen), placed on two rings and drawn as static SVG, so it costs no script.
 */
import type { SiteData, SiteMemory } from '../../../src/core/site-data';

/** A placed node of the local graph. */
export interface LocalNode {
  memory: SiteMemory;
  depth: 0 | 1 | 2;
  x: number;
  y: number;
}

/** The local graph of one memory. */
export interface LocalGraph {
  nodes: LocalNode[];
  edges: Array<{ from: LocalNode; to: LocalNode; label: string }>;
}

const MAX_RING1 = 16;
const MAX_RING2 = 24;
const RADIUS = [0, 95, 175] as const;

type Adjacency = Map<string, Map<string, string>>;

/** Undirected neighbours of every visible memory, with the label read from each side. */
export function buildAdjacency(data: SiteData): Adjacency {
  const adjacency: Adjacency = new Map(data.memories.map((m) => [m.id, new Map()]));
  for (const e of data.graph.edges) {
    adjacency.get(e.source)?.set(e.target, e.label);
    adjacency.get(e.target)?.set(e.source, e.inverseLabel ?? e.label);
  }
  return adjacency;
}

function ring(
  ids: readonly string[],
  radius: number,
  offset: number,
): Array<{ id: string; x: number; y: number }> {
  return ids.map((id, i) => {
    const angle = offset + (2 * Math.PI * i) / Math.max(ids.length, 1);
    return { id, x: Math.round(radius * Math.cos(angle)), y: Math.round(radius * Math.sin(angle)) };
  });
}

/** Second-ring memories, each with the first-ring memory (by position) that reaches it. */
function secondRing(
  center: string,
  first: readonly string[],
  adjacency: Adjacency,
): Array<{ id: string; parent: number }> {
  const seen = new Set([center, ...first]);
  const out: Array<{ id: string; parent: number }> = [];
  for (const [parent, id] of first.entries()) {
    for (const next of adjacency.get(id)?.keys() ?? []) {
      if (out.length >= MAX_RING2) return out;
      if (!seen.has(next)) {
        seen.add(next);
        out.push({ id: next, parent });
      }
    }
  }
  return out;
}

/**
 * The second ring, each memory fanned out beside the neighbour that reaches it: placed
 * evenly around the whole ring, a lone one lands opposite its neighbour and its edge runs
 * through the centre, as if the centre linked to it.
 */
function fanOut(
  second: ReadonlyArray<{ id: string; parent: number }>,
  firstCount: number,
  firstOffset: number,
): Array<{ id: string; x: number; y: number }> {
  const step = Math.min(0.45, (2 * Math.PI) / Math.max(second.length, 1));
  const siblings = (parent: number) => second.filter((s) => s.parent === parent);
  return second.map(({ id, parent }) => {
    const group = siblings(parent);
    const slot = group.findIndex((s) => s.id === id) - (group.length - 1) / 2;
    const angle = firstOffset + (2 * Math.PI * parent) / Math.max(firstCount, 1) + slot * step;
    const r = RADIUS[2];
    return { id, x: Math.round(r * Math.cos(angle)), y: Math.round(r * Math.sin(angle)) };
  });
}

/** Lays out the depth-2 neighbourhood of `center`. */
export function localGraph(
  center: SiteMemory,
  adjacency: Adjacency,
  byId: ReadonlyMap<string, SiteMemory>,
): LocalGraph {
  const first = [...(adjacency.get(center.id)?.keys() ?? [])].slice(0, MAX_RING1);
  const second = secondRing(center.id, first, adjacency);
  const placed = [
    ...ring([center.id], 0, 0).map((p) => ({ ...p, depth: 0 as const })),
    ...ring(first, RADIUS[1], -Math.PI / 2).map((p) => ({ ...p, depth: 1 as const })),
    ...fanOut(second, first.length, -Math.PI / 2).map((p) => ({ ...p, depth: 2 as const })),
  ];
  const nodes: LocalNode[] = placed.map((p) => ({
    memory: byId.get(p.id)!,
    depth: p.depth,
    x: p.x,
    y: p.y,
  }));
  const byNode = new Map(nodes.map((n) => [n.memory.id, n]));
  const edges: LocalGraph['edges'] = [];
  for (const from of nodes) {
    for (const [to, label] of adjacency.get(from.memory.id) ?? []) {
      const target = byNode.get(to);
      if (target && from.memory.id < to) edges.push({ from, to: target, label });
    }
  }
  return { nodes, edges };
}
