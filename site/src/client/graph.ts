/**
 * The graph page's script: reads the embedded graph, draws it, and wires the filters and
 * the find box. `window.strataGraph` lets scripts (and the site's browser tests) find a
 * node on screen.
 */
import type { GraphPayload } from '../lib/graph-payload';
import { buildGraph, type MemoryGraph } from './graph-model';
import { createGraphView, type GraphView } from './graph-view';

declare global {
  interface Window {
    strataGraph?: {
      order: number;
      focus(id: string): Promise<void>;
      viewportPosition(id: string): { x: number; y: number } | null;
      /** Ids of the nodes whose label is drawn now. */
      labelled(): string[];
    };
  }
}

function byId<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

/** The node a query names: an id, a title, or the first title or id containing it. */
function findNode(graph: MemoryGraph, query: string): string | undefined {
  const q = query.trim().toLowerCase();
  if (!q) return undefined;
  if (graph.hasNode(query.trim())) return query.trim();
  const nodes = graph.nodes();
  return (
    nodes.find((n) => graph.getNodeAttribute(n, 'label').toLowerCase() === q) ??
    nodes.find((n) => graph.getNodeAttribute(n, 'label').toLowerCase().includes(q) || n.includes(q))
  );
}

function wireControls(graph: MemoryGraph, view: GraphView): void {
  const status = byId('graph-status');
  const [scope, type, tag] = [
    byId<HTMLSelectElement>('filter-scope'),
    byId<HTMLSelectElement>('filter-type'),
    byId<HTMLInputElement>('filter-tag'),
  ];
  const update = () => {
    const shown = view.setFilter({ scope: scope.value, type: type.value, tag: tag.value.trim() });
    status.textContent = `${shown} of ${graph.order} memories shown`;
  };
  for (const control of [scope, type, tag]) control.addEventListener('input', update);
  const list = byId('graph-titles');
  list.replaceChildren(
    ...graph.mapNodes((_, attrs) => {
      const option = document.createElement('option');
      option.value = attrs.label;
      return option;
    }),
  );
  byId('graph-find').addEventListener('submit', (event) => {
    event.preventDefault();
    const node = findNode(graph, byId<HTMLInputElement>('graph-query').value);
    status.textContent = node ? graph.getNodeAttribute(node, 'label') : 'No memory matches';
    if (node) void view.focus(node).then(() => byId('graph').setAttribute('data-focused', node));
  });
}

function main(): void {
  const container = byId('graph');
  const payload = JSON.parse(byId('graph-data').textContent ?? '{}') as GraphPayload;
  const graph = buildGraph(payload);
  let view: GraphView;
  try {
    view = createGraphView(graph, container, (slug) => {
      window.location.href = `memory/${encodeURIComponent(slug)}.html`;
    });
  } catch (error) {
    container.textContent = `This browser cannot draw the graph (${(error as Error).message}). Browse the timeline instead.`;
    return;
  }
  wireControls(graph, view);
  window.strataGraph = {
    order: graph.order,
    focus: (id) => view.focus(id),
    viewportPosition: (id) => {
      const display = view.renderer.getNodeDisplayData(id);
      return display ? view.renderer.framedGraphToViewport(display) : null;
    },
    labelled: () => [...view.renderer.getNodeDisplayedLabels()],
  };
  // Sigma draws its first frame inside its constructor: the graph is on screen now.
  container.setAttribute('data-nodes', String(graph.order));
}

main();
