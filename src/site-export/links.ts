/**
 * The merged link graph of all scopes, and each memory's outgoing links and backlinks.
 * `graph.json` says how two memories relate (label, time); frontmatter `links` only that
 * they do. Both are shown: a link found only in frontmatter gets the default label.
 */

import { DEFAULT_LABEL, type Edge, emptyGraph, type Graph, inverseLabel } from '../core/graph.js';
import type { ScopeName } from '../core/scope.js';
import type { SiteGraphEdge, SiteLink } from '../core/site-data.js';

/** Merges scope graphs given most specific first: for each ordered pair, the first edge wins. */
export function mergeGraphs(graphs: ReadonlyArray<{ scope: ScopeName; graph: Graph }>): Graph {
  const merged: Graph = emptyGraph();
  for (const { graph } of graphs) {
    for (const [from, edges] of Object.entries(graph)) {
      merged[from] ??= [];
      const list = merged[from];
      for (const edge of edges) {
        if (!list.some((e) => e.target === edge.target)) list.push({ ...edge });
      }
    }
  }
  return merged;
}

/** What links need to know about a visible memory. */
export interface LinkNode {
  id: string;
  title: string;
  slug: string;
  links: readonly string[];
}

/** Every visible memory's links, and the undirected edges between visible memories. */
export interface LinkTable {
  outgoing: Map<string, SiteLink[]>;
  backlinks: Map<string, SiteLink[]>;
  edges: SiteGraphEdge[];
  degree: Map<string, number>;
  /** Directed links whose target is not a visible memory. */
  dangling: number;
}

type Directed = Map<string, Map<string, { edge: Edge; source: SiteLink['source'] }>>;

/** Graph edges plus frontmatter links, one per ordered pair, ids of visible memories as sources. */
function directedLinks(nodes: readonly LinkNode[], graph: Graph): Directed {
  const out: Directed = new Map();
  for (const node of nodes) {
    const targets = new Map<string, { edge: Edge; source: SiteLink['source'] }>();
    for (const edge of graph[node.id] ?? []) targets.set(edge.target, { edge, source: 'graph' });
    for (const target of node.links) {
      const known = targets.get(target);
      if (known) known.source = 'both';
      else {
        const edge = { target, label: DEFAULT_LABEL, timestamp: '' };
        targets.set(target, { edge, source: 'frontmatter' });
      }
    }
    targets.delete(node.id);
    out.set(node.id, targets);
  }
  return out;
}

function byLabelThenTitle(a: SiteLink, b: SiteLink): number {
  return a.label.localeCompare(b.label) || a.title.localeCompare(b.title);
}

function toLink(
  other: string,
  edge: Edge,
  source: SiteLink['source'],
  nodes: Map<string, LinkNode>,
): SiteLink {
  const node = nodes.get(other);
  const link: SiteLink = {
    id: other,
    label: edge.label,
    timestamp: edge.timestamp,
    title: node?.title ?? other,
    source,
  };
  if (node) link.slug = node.slug;
  return link;
}

/**
 * Builds every memory's outgoing links and backlinks. A backlink carries the label of the
 * other memory's edge; when only this side has an edge (a frontmatter link written on one
 * side), the other side's view is the inverse label.
 */
export function buildLinkTable(nodes: readonly LinkNode[], graph: Graph): LinkTable {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const directed = directedLinks(nodes, graph);
  const table: LinkTable = {
    outgoing: new Map(),
    backlinks: new Map(),
    edges: [],
    degree: new Map(),
    dangling: 0,
  };
  for (const node of nodes) {
    table.outgoing.set(node.id, []);
    table.backlinks.set(node.id, []);
    table.degree.set(node.id, 0);
  }
  for (const [from, targets] of directed) {
    for (const [to, { edge, source }] of targets) {
      table.outgoing.get(from)!.push(toLink(to, edge, source, byId));
      if (!byId.has(to)) table.dangling++;
      else table.backlinks.get(to)!.push(toLink(from, edge, source, byId));
    }
  }
  addUndirected(table, directed, byId);
  for (const list of [...table.outgoing.values(), ...table.backlinks.values()])
    list.sort(byLabelThenTitle);
  return table;
}

/** One edge per unordered pair of visible memories, and each memory's degree. */
function addUndirected(table: LinkTable, directed: Directed, byId: Map<string, LinkNode>): void {
  for (const [from, targets] of directed) {
    for (const [to, { edge }] of targets) {
      if (!byId.has(to)) continue;
      const back = directed.get(to)?.get(from);
      // The pair is emitted once: from the side that sorts first, or the only side linking.
      if (back && to < from) continue;
      const item: SiteGraphEdge = {
        source: from,
        target: to,
        label: edge.label,
        timestamp: edge.timestamp,
      };
      item.inverseLabel = back ? back.edge.label : inverseLabel(edge.label);
      table.edges.push(item);
      table.degree.set(from, (table.degree.get(from) ?? 0) + 1);
      table.degree.set(to, (table.degree.get(to) ?? 0) + 1);
    }
  }
}
