/**
 * The graph page's data as a graphology graph: one node per memory, one edge per linked
 * pair, sizes by degree and colours by type.
 */
import Graph from 'graphology';
import type { GraphPayload } from '../lib/graph-payload';

/** Attributes of a node; `kind` rather than `type`, which sigma reserves for its programs. */
export interface NodeAttributes {
  x: number;
  y: number;
  size: number;
  color: string;
  label: string;
  slug: string;
  kind: string;
  scope: string;
  tags: string[];
}

/** Attributes of an edge: the label read from each end. */
export interface EdgeAttributes {
  size: number;
  forward: string;
  backward: string;
}

/** The memory graph. */
export type MemoryGraph = Graph<NodeAttributes, EdgeAttributes>;

/** Node radius in pixels: grows with the square root of the degree, so hubs stand out without swamping. */
export function nodeSize(degree: number): number {
  return 3.5 + 2 * Math.sqrt(degree);
}

/** Builds the graph from the payload embedded in the page. */
export function buildGraph(payload: GraphPayload): MemoryGraph {
  const graph: MemoryGraph = new Graph({ type: 'undirected', multi: false, allowSelfLoops: false });
  for (const [id, slug, title, type, scope, tags, x, y, degree] of payload.nodes) {
    graph.addNode(id, {
      x,
      y,
      size: nodeSize(degree),
      color: payload.colors[type] ?? '#888',
      label: title,
      slug,
      kind: payload.types[type] ?? '',
      scope: payload.scopes[scope] ?? '',
      tags: tags.map((t) => payload.tags[t] ?? ''),
    });
  }
  for (const [source, target, label, inverse] of payload.edges) {
    const a = payload.nodes[source]?.[0];
    const b = payload.nodes[target]?.[0];
    if (a === undefined || b === undefined || graph.hasEdge(a, b)) continue;
    graph.addEdge(a, b, {
      size: 1,
      forward: payload.labels[label] ?? '',
      backward: payload.labels[inverse] ?? '',
    });
  }
  return graph;
}
