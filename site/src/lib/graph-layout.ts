/**
 * Lays out the merged graph with ForceAtlas2 at build time and packs it for the graph page.
 */
import Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import type { SiteData } from '../../../src/core/site-data';
import type { GraphPayload, PayloadEdge, PayloadNode } from './graph-payload';
import { typeColor } from './palette';

/** Starting positions on a sunflower spiral: deterministic, evenly spread, no overlaps. */
function seedPosition(index: number): { x: number; y: number } {
  const angle = index * 2.399963229728653;
  const radius = 10 * Math.sqrt(index + 1);
  return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
}

/** Fewer iterations on big graphs: Barnes-Hut makes each one O(n log n), and they add up. */
function iterationsFor(order: number): number {
  if (order <= 500) return 400;
  if (order <= 3000) return 200;
  return 80;
}

/** ForceAtlas2 positions of every visible memory, by id. */
export function layoutGraph(data: SiteData): Map<string, { x: number; y: number }> {
  const graph = new Graph({ type: 'undirected', allowSelfLoops: false });
  data.memories.forEach((m, i) => {
    graph.addNode(m.id, seedPosition(i));
  });
  for (const edge of data.graph.edges) {
    if (!graph.hasEdge(edge.source, edge.target)) graph.addEdge(edge.source, edge.target);
  }
  if (graph.order > 1) {
    const settings = { ...forceAtlas2.inferSettings(graph), barnesHutOptimize: graph.order > 300 };
    forceAtlas2.assign(graph, { iterations: iterationsFor(graph.order), settings });
  }
  const out = new Map<string, { x: number; y: number }>();
  graph.forEachNode((id, attrs) => out.set(id, { x: attrs.x as number, y: attrs.y as number }));
  return out;
}

function indexer(): { table: string[]; index: (value: string) => number } {
  const table: string[] = [];
  const seen = new Map<string, number>();
  const index = (value: string): number => {
    let i = seen.get(value);
    if (i === undefined) {
      i = table.push(value) - 1;
      seen.set(value, i);
    }
    return i;
  };
  return { table, index };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Packs the laid-out graph into the graph page's compact form. */
export function graphPayload(data: SiteData): GraphPayload {
  const positions = layoutGraph(data);
  const [types, scopes, tags, labels] = [indexer(), indexer(), indexer(), indexer()];
  const position = new Map(data.memories.map((m, i) => [m.id, i]));
  const nodes: PayloadNode[] = data.memories.map((m) => {
    const { x, y } = positions.get(m.id) ?? { x: 0, y: 0 };
    const tagIndexes = m.tags.map(tags.index);
    return [
      m.id,
      m.slug,
      // Archived memories stay in the graph (their links still say something), marked as such.
      m.archived ? `${m.title} (archived)` : m.title,
      types.index(m.type),
      scopes.index(m.scope),
      tagIndexes,
      round(x),
      round(y),
      m.degree,
    ];
  });
  const edges: PayloadEdge[] = data.graph.edges.map((e) => [
    position.get(e.source)!,
    position.get(e.target)!,
    labels.index(e.label),
    labels.index(e.inverseLabel ?? e.label),
  ]);
  const colors = types.table.map(typeColor);
  return {
    types: types.table,
    colors,
    scopes: scopes.table,
    tags: tags.table,
    labels: labels.table,
    nodes,
    edges,
  };
}
