/**
 * The link graph as tools see it: the `graph.json` of every scope merged, with the
 * frontmatter links that no graph records yet added as `relates-to` (files are the truth;
 * the sync service writes them into graph.json later).
 */
import { isStrataError } from '../core/errors.js';
import { DEFAULT_LABEL, type Edge } from '../core/graph.js';
import { readGraph } from '../storage/graph-store.js';
import type { ToolDeps } from './tool.js';

/** Outgoing edges by memory id, every scope merged. */
export type MergedGraph = Map<string, Edge[]>;

function addEdge(graph: MergedGraph, from: string, edge: Edge): void {
  const edges = graph.get(from) ?? [];
  if (!edges.some((e) => e.target === edge.target && e.label === edge.label)) edges.push(edge);
  graph.set(from, edges);
}

/** Reads every scope's graph. A broken graph.json is logged and skipped, not fatal. */
export async function loadMergedGraph(deps: ToolDeps): Promise<MergedGraph> {
  const merged: MergedGraph = new Map();
  for (const scope of deps.store.scopes) {
    try {
      const { graph } = await readGraph(scope.dir);
      for (const [from, edges] of Object.entries(graph)) {
        for (const edge of edges) addEdge(merged, from, edge);
      }
    } catch (error) {
      if (!isStrataError(error)) throw error;
      deps.log(`graph: ${error.message}`);
    }
  }
  return merged;
}

/** Adds frontmatter links (both directions) that the graph does not hold yet. */
export function addFrontmatterLinks(
  graph: MergedGraph,
  links: ReadonlyArray<{ id: string; links: readonly string[] }>,
): void {
  for (const { id, links: targets } of links) {
    for (const target of targets) {
      if (graph.get(id)?.some((e) => e.target === target)) continue;
      addEdge(graph, id, { target, label: DEFAULT_LABEL, timestamp: '' });
      if (!graph.get(target)?.some((e) => e.target === id)) {
        addEdge(graph, target, { target: id, label: DEFAULT_LABEL, timestamp: '' });
      }
    }
  }
}
