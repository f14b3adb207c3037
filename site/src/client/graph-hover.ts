/**
 * The hovered node's label box, in the page's theme colours (sigma's default box is
 * always white, which hides light text in the dark theme).
 */
import type { NodeDisplayData, PartialButFor } from 'sigma/types';
import type { Theme } from './theme';

type HoverData = PartialButFor<NodeDisplayData, 'x' | 'y' | 'size' | 'label' | 'color'>;

/** Draws a rounded label box next to the hovered node. */
export function drawHover(
  ctx: CanvasRenderingContext2D,
  data: HoverData,
  settings: { labelSize: number; labelFont: string; labelWeight: string },
  theme: Theme,
): void {
  const size = settings.labelSize;
  ctx.font = `${settings.labelWeight} ${size}px ${settings.labelFont}`;
  const label = data.label ?? '';
  const width = ctx.measureText(label).width;
  const x = data.x + data.size + 3;
  const y = data.y - size / 2 - 4;
  ctx.fillStyle = theme.panel;
  ctx.strokeStyle = theme.line;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.roundRect(x - 4, y, width + 10, size + 8, 4);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(data.x, data.y, data.size + 2, 0, Math.PI * 2);
  ctx.strokeStyle = theme.accent;
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.fillStyle = theme.fg;
  ctx.fillText(label, x + 1, data.y + size / 3);
}
