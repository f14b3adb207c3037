/**
 * Keeps the labels of a small graph inside the view. Sigma frames the nodes, not their
 * labels, which are drawn to the right of each node at a fixed pixel size: a node near
 * the right edge had its title cut off. Here the camera zooms out as little as needed for
 * every node and its whole label to fit (labels keep their pixel size while the nodes
 * draw together) and centres the drawing, labels included.
 */
import type Sigma from 'sigma';
import type { EdgeAttributes, MemoryGraph, NodeAttributes } from './graph-model';

/** Pixels kept free between the drawing and the view's edges. */
const MARGIN_PX = 12;
/** Gap sigma's label drawer leaves between a node and its label. */
const LABEL_GAP_PX = 3;
/** The most the camera zooms out to make room for labels (past it, nodes would bunch up). */
const MAX_ZOOM_OUT = 4;

type Renderer = Sigma<NodeAttributes, EdgeAttributes>;

/** A shown node as the view places it: offset from the view's centre and what sticks out. */
interface Placed {
  dx: number;
  dy: number;
  /** Room it needs left of its centre (its radius) and right of it (radius, gap, label). */
  left: number;
  right: number;
  /** Room above and below its centre. */
  half: number;
}

/** Every shown node, measured at the current camera. */
function placeNodes(graph: MemoryGraph, renderer: Renderer, text: CanvasRenderingContext2D) {
  const { labelSize } = renderer.getSettings();
  const { width, height } = renderer.getDimensions();
  const placed: Placed[] = [];
  graph.forEachNode((node, attrs) => {
    const display = renderer.getNodeDisplayData(node);
    if (!display || display.hidden) return;
    const at = renderer.framedGraphToViewport(display);
    const radius = renderer.scaleSize(display.size);
    const label = attrs.label ? LABEL_GAP_PX + text.measureText(attrs.label).width : 0;
    placed.push({
      dx: at.x - width / 2,
      dy: at.y - height / 2,
      left: radius,
      right: radius + label,
      half: Math.max(radius, labelSize / 2),
    });
  });
  return placed;
}

/** Width and height of the drawing once the camera zooms out `zoom` times (labels keep their size). */
function spanAt(placed: readonly Placed[], zoom: number): { x: number; y: number } {
  let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const p of placed) {
    left = Math.min(left, p.dx / zoom - p.left);
    right = Math.max(right, p.dx / zoom + p.right);
    top = Math.min(top, p.dy / zoom - p.half);
    bottom = Math.max(bottom, p.dy / zoom + p.half);
  }
  return { x: right - left, y: bottom - top };
}

/** The least zoom-out (≥ 1) at which the drawing fits `room`, or the most allowed. */
function zoomToFit(placed: readonly Placed[], room: { x: number; y: number }): number {
  const fits = (zoom: number) => {
    const span = spanAt(placed, zoom);
    return span.x <= room.x && span.y <= room.y;
  };
  if (fits(1)) return 1;
  let [lo, hi] = [1, MAX_ZOOM_OUT];
  if (!fits(hi)) return hi;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Moves and zooms the camera so every shown node and label is on screen. */
export function keepLabelsInView(graph: MemoryGraph, renderer: Renderer): void {
  const { width, height } = renderer.getDimensions();
  const room = { x: width - 2 * MARGIN_PX, y: height - 2 * MARGIN_PX };
  if (room.x <= 0 || room.y <= 0) return;
  const text = document.createElement('canvas').getContext('2d');
  if (!text) return;
  const { labelFont, labelSize, labelWeight } = renderer.getSettings();
  text.font = `${labelWeight} ${labelSize}px ${labelFont}`;
  const camera = renderer.getCamera();
  const placed = placeNodes(graph, renderer, text);
  if (!placed.length) return;
  const zoom = zoomToFit(placed, room);
  if (zoom > 1) camera.setState({ ...camera.getState(), ratio: camera.getState().ratio * zoom });
  // Zoomed: now centre the drawing, labels included (a shift keeps every size).
  const now = placeNodes(graph, renderer, text);
  const left = Math.min(...now.map((p) => p.dx - p.left));
  const right = Math.max(...now.map((p) => p.dx + p.right));
  const top = Math.min(...now.map((p) => p.dy - p.half));
  const bottom = Math.max(...now.map((p) => p.dy + p.half));
  const centre = renderer.viewportToFramedGraph({
    x: width / 2 + (left + right) / 2,
    y: height / 2 + (top + bottom) / 2,
  });
  camera.setState({ ...camera.getState(), x: centre.x, y: centre.y });
}
