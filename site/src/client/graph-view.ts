/**
 * The sigma.js view of the memory graph: WebGL drawing (thousands of nodes stay fluid),
 * hover highlighting with edge labels, filters, focus, drag, and click to open a memory.
 */
import Sigma from 'sigma';
import { EdgeLineProgram, NodePointProgram } from 'sigma/rendering';
import type { EdgeDisplayData, NodeDisplayData } from 'sigma/types';
import { FEW_NODES, frameSmallGraph } from './graph-frame';
import { drawHover } from './graph-hover';
import { keepLabelsInView } from './graph-labels';
import type { EdgeAttributes, MemoryGraph, NodeAttributes } from './graph-model';
import { readTheme, type Theme, watchTheme } from './theme';

/** The view's size when the container has none yet (not laid out). */
const VIEW_FALLBACK_PX = 600;

/** Which nodes are shown. Empty strings mean "any". */
export interface GraphFilter {
  scope: string;
  type: string;
  tag: string;
}

/** What the page can do with the view. */
export interface GraphView {
  renderer: Sigma<NodeAttributes, EdgeAttributes>;
  setFilter(filter: GraphFilter): number;
  focus(id: string): Promise<void>;
}

interface State {
  theme: Theme;
  filter: GraphFilter;
  /** The hovered, else the focused node: it and its neighbours stay bright. */
  active?: string;
  focused?: string;
  hoveredEdge?: string;
  neighbours: Set<string>;
}

function matches(attrs: NodeAttributes, filter: GraphFilter): boolean {
  return (
    (!filter.scope || attrs.scope === filter.scope) &&
    (!filter.type || attrs.kind === filter.type) &&
    (!filter.tag || attrs.tags.includes(filter.tag))
  );
}

function nodeReducer(state: State, everyLabel: boolean) {
  return (node: string, data: NodeAttributes): Partial<NodeDisplayData> => {
    if (!matches(data, state.filter)) return { ...data, hidden: true };
    if (!state.active || node === state.active || state.neighbours.has(node)) {
      return { ...data, zIndex: 1, highlighted: node === state.focused, forceLabel: everyLabel };
    }
    return { ...data, color: state.theme.line, label: '', zIndex: 0 };
  };
}

function edgeLabel(graph: MemoryGraph, edge: string, data: EdgeAttributes, from?: string): string {
  const forward = from === undefined || graph.source(edge) === from;
  return forward ? data.forward : data.backward;
}

function edgeReducer(graph: MemoryGraph, state: State) {
  return (edge: string, data: EdgeAttributes): Partial<EdgeDisplayData> => {
    const [a, b] = graph.extremities(edge);
    const shown = (n: string) => matches(graph.getNodeAttributes(n), state.filter);
    if (!shown(a) || !shown(b)) return { hidden: true };
    if (edge === state.hoveredEdge) {
      return {
        size: 2.5,
        color: state.theme.accent,
        label: edgeLabel(graph, edge, data),
        forceLabel: true,
      };
    }
    if (state.active && (a === state.active || b === state.active)) {
      return {
        size: 1.5,
        color: state.theme.accent,
        label: edgeLabel(graph, edge, data, state.active),
        forceLabel: true,
      };
    }
    return { size: data.size, color: state.theme.line, label: null };
  };
}

function setActive(graph: MemoryGraph, state: State, node: string | undefined): void {
  state.active = node;
  state.neighbours = node ? new Set(graph.neighbors(node)) : new Set();
}

/** Creates the view in `container`. Throws when the browser cannot draw WebGL. */
export function createGraphView(
  graph: MemoryGraph,
  container: HTMLElement,
  onOpen: (slug: string) => void,
): GraphView {
  const state: State = {
    theme: readTheme(),
    filter: { scope: '', type: '', tag: '' },
    neighbours: new Set(),
  };
  const renderer = new Sigma<NodeAttributes, EdgeAttributes>(graph, container, {
    renderEdgeLabels: true,
    enableEdgeEvents: true,
    labelRenderedSizeThreshold: 6,
    labelColor: { color: state.theme.fg },
    edgeLabelColor: { color: state.theme.muted },
    defaultDrawNodeHover: (ctx, data, settings) => drawHover(ctx, data, settings, state.theme),
    nodeReducer: nodeReducer(state, graph.order <= FEW_NODES),
    edgeReducer: edgeReducer(graph, state),
    zIndex: true,
    // Each frame sigma draws every node and edge twice (screen and picking layer), and the
    // default triangle programs cost per instance: one-vertex points and two-vertex lines
    // keep 2,000 nodes fluid where WebGL runs in software (`npm run bench -- site`). Lines
    // are 1 px, so a highlighted edge stands out by its colour, not its width.
    nodeProgramClasses: { circle: NodePointProgram },
    edgeProgramClasses: { line: EdgeLineProgram },
    // Edges are most of a frame's drawing and tell little while the view moves.
    hideEdgesOnMove: true,
  });
  const frame = frameSmallGraph(
    graph,
    Math.min(container.clientWidth, container.clientHeight) || VIEW_FALLBACK_PX,
  );
  if (frame) {
    renderer.setCustomBBox(frame);
    renderer.refresh();
    // Every label of a small graph is drawn: each must be whole on screen.
    keepLabelsInView(graph, renderer);
  }
  bindPointer(graph, renderer, state, onOpen);
  watchTheme((theme) => {
    state.theme = theme;
    renderer.setSetting('labelColor', { color: theme.fg });
    renderer.setSetting('edgeLabelColor', { color: theme.muted });
  });
  return {
    renderer,
    setFilter(filter) {
      state.filter = filter;
      renderer.refresh();
      return graph.filterNodes((_, attrs) => matches(attrs, filter)).length;
    },
    async focus(id) {
      state.focused = id;
      setActive(graph, state, id);
      renderer.refresh();
      const display = renderer.getNodeDisplayData(id);
      if (display)
        await renderer
          .getCamera()
          .animate({ x: display.x, y: display.y, ratio: 0.15 }, { duration: 450 });
    },
  };
}

/** Hover, edge hover, node drag, and click-to-open (a drag does not count as a click). */
function bindPointer(
  graph: MemoryGraph,
  renderer: Sigma<NodeAttributes, EdgeAttributes>,
  state: State,
  onOpen: (slug: string) => void,
): void {
  const drag = { node: undefined as string | undefined, moved: false };
  const container = renderer.getContainer();
  renderer.on('enterNode', ({ node }) => {
    setActive(graph, state, node);
    renderer.refresh({ skipIndexation: true });
    // Set after the redraw: scripts (and the graph bench) read it as "the highlight is drawn".
    container.dataset.hovered = node;
  });
  renderer.on('leaveNode', () => {
    setActive(graph, state, state.focused);
    renderer.refresh({ skipIndexation: true });
    delete container.dataset.hovered;
  });
  renderer.on('enterEdge', ({ edge }) => {
    state.hoveredEdge = edge;
    renderer.refresh({ skipIndexation: true });
  });
  renderer.on('leaveEdge', () => {
    state.hoveredEdge = undefined;
    renderer.refresh({ skipIndexation: true });
  });
  renderer.on('downNode', ({ node }) => {
    drag.node = node;
    drag.moved = false;
    if (!renderer.getCustomBBox()) renderer.setCustomBBox(renderer.getBBox());
  });
  renderer.on('clickNode', ({ node }) => {
    if (!drag.moved) onOpen(graph.getNodeAttribute(node, 'slug'));
  });
  const captor = renderer.getMouseCaptor();
  captor.on('mousemovebody', (event) => {
    if (!drag.node) return;
    drag.moved = true;
    const position = renderer.viewportToGraph(event);
    graph.mergeNodeAttributes(drag.node, { x: position.x, y: position.y });
    event.preventSigmaDefault();
    event.original.preventDefault();
    event.original.stopPropagation();
  });
  captor.on('mouseup', () => {
    drag.node = undefined;
  });
}
