/**
 * Graph page interaction bench: builds the site of a generated store, opens its graph page in
 * headless Chromium (software WebGL through SwiftShader, far slower than a real GPU) and
 * drives real input — wheel zooms, drag pans, hovers over nodes — while a probe in the page
 * records every frame's duration with `requestAnimationFrame`.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildSite } from '../../src/site-export/build-site.js';
import { launchBrowser } from '../../test/kit/browser.js';
import { fileRoot } from '../../test/kit/site-pages.js';
import { makeGeneratedStore } from '../../test/kit/site-stores.js';
import { median, percentile } from './support/measure.js';

/** What one graph page did under input. */
export interface GraphInteraction {
  /** From navigation start to the first frame that shows the graph. */
  firstRenderMs: number;
  /**
   * Frames per second during pan and zoom: frames over elapsed time. (Not 1000 / median:
   * after a long frame Chromium runs a burst of near-empty ones, which would hide it.)
   */
  fps: number;
  /** 95th percentile frame time during pan and zoom. */
  p95FrameMs: number;
  /** Median time from the mouse move onto a node to the frame that shows its highlight. */
  hoverMs: number;
  /** Hovers that reached a node, of those tried. */
  hovers: { hit: number; tried: number };
}

type Point = { x: number; y: number };

/**
 * Installed before the page's own scripts: a rAF loop timing every frame (sampled between
 * `start` and `stop`), the first frame after the graph view announced its nodes, and for
 * each hover the time from the last mousemove event to just after the highlight frame painted
 * (a task queued in rAF runs once that frame's rendering steps are done).
 */
const PROBE = `(() => {
  const probe = { frames: [], sampling: false, firstRender: undefined, moveAt: 0, hovers: [] };
  window.__probe = probe;
  addEventListener('mousemove', (e) => { probe.moveAt = e.timeStamp; }, { capture: true });
  let last = performance.now();
  const tick = () => {
    const now = performance.now();
    if (probe.sampling) probe.frames.push(now - last);
    last = now;
    const graph = document.getElementById('graph');
    if (probe.firstRender === undefined && graph && graph.dataset.nodes !== '0') probe.firstRender = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  new MutationObserver(() => {
    const graph = document.getElementById('graph');
    if (!graph || !graph.dataset.hovered) return;
    const moved = probe.moveAt;
    requestAnimationFrame(() => setTimeout(() => probe.hovers.push(performance.now() - moved)));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hovered'] });
})()`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls an expression in the page (the site's CSP forbids the eval `waitForFunction` needs). */
async function waitFor<T>(page: Page, expression: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = (await page.evaluate(expression)) as T;
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`bench: timed out waiting for ${expression}`);
    await sleep(20);
  }
}

/** Frame times (ms) of whatever `drive` does, sampled by the probe. */
async function sampleFrames(page: Page, drive: () => Promise<void>): Promise<number[]> {
  await page.evaluate('window.__probe.frames = []; window.__probe.sampling = true');
  await drive();
  return (await page.evaluate(
    'window.__probe.sampling = false; window.__probe.frames',
  )) as number[];
}

/** Viewport positions of `ids` on the page, skipping nodes off screen. */
async function nodePositions(page: Page, ids: string[]): Promise<Point[]> {
  const box = (await page.locator('#graph').boundingBox())!;
  const inner = (await page.evaluate(
    `${JSON.stringify(ids)}.map((id) => window.strataGraph.viewportPosition(id)).filter(Boolean)`,
  )) as Point[];
  return inner
    .filter((p) => p.x > 20 && p.y > 20 && p.x < box.width - 20 && p.y < box.height - 20)
    .map((p) => ({ x: box.x + p.x, y: box.y + p.y }));
}

/** The point of a 24×16 grid over the graph farthest from every node: where a pan can start. */
async function emptySpot(page: Page, ids: string[]): Promise<Point> {
  const box = (await page.locator('#graph').boundingBox())!;
  const nodes = await nodePositions(page, ids);
  let best = { x: box.x + 10, y: box.y + 10, gap: -1 };
  for (let i = 1; i < 24; i++) {
    for (let j = 1; j < 16; j++) {
      const x = box.x + (box.width * i) / 24;
      const y = box.y + (box.height * j) / 16;
      const gap = Math.min(...nodes.map((n) => Math.hypot(n.x - x, n.y - y)));
      if (gap > best.gap) best = { x, y, gap };
    }
  }
  return best;
}

/** Six wheel steps in, six out, each inside the previous step's zoom animation. */
async function zoom(page: Page, at: Point): Promise<void> {
  await page.mouse.move(at.x, at.y);
  for (const delta of [...Array(6).fill(-240), ...Array(6).fill(240)] as number[]) {
    await page.mouse.wheel(0, delta);
    await sleep(120);
  }
  await sleep(300);
}

/** Drags the empty spot 300 px right and down and back, as a person pans. */
async function pan(page: Page, from: Point): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 300, from.y + 200, { steps: 40 });
  await page.mouse.move(from.x, from.y, { steps: 40 });
  await page.mouse.up();
}

/** Moves from the empty spot onto each node and collects the hover latencies drawn. */
async function hover(page: Page, spot: Point, nodes: Point[]): Promise<number[]> {
  for (const node of nodes) {
    await page.mouse.move(spot.x, spot.y);
    await sleep(150);
    const before = (await page.evaluate('window.__probe.hovers.length')) as number;
    await page.mouse.move(node.x, node.y);
    await waitFor(page, `window.__probe.hovers.length > ${before}`, 3_000).catch(() => undefined);
  }
  return (await page.evaluate('window.__probe.hovers')) as number[];
}

/** Opens the graph page and measures it, hovering over the nodes `hovered` names. */
async function measurePage(
  url: string,
  ids: string[],
  hovered: string[],
): Promise<GraphInteraction> {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.addInitScript(PROBE);
    await page.goto(url);
    const firstRenderMs = await waitFor<number>(page, 'window.__probe.firstRender');
    await sleep(1_000);
    const spot = await emptySpot(page, ids);
    const targets = (await nodePositions(page, hovered)).slice(0, 20);
    const hovers = await hover(page, spot, targets);
    await page.mouse.move(spot.x, spot.y);
    const frames = [
      ...(await sampleFrames(page, () => zoom(page, spot))),
      ...(await sampleFrames(page, () => pan(page, spot))),
    ];
    return {
      firstRenderMs,
      fps: (1000 * frames.length) / frames.reduce((a, b) => a + b, 0),
      p95FrameMs: percentile(frames, 95),
      hoverMs: median(hovers),
      hovers: { hit: hovers.length, tried: targets.length },
    };
  } finally {
    await browser.close();
  }
}

/** Builds the site of a generated `count`-memory store and measures its graph page. */
export async function measureGraphPage(count: number, seed = 11): Promise<GraphInteraction> {
  const { store, scopes, generated } = await makeGeneratedStore(count, seed);
  try {
    const built = await buildSite({
      scopes,
      projectRoot: store.proj,
      maxFileBytes: 1 << 20,
      outDir: path.join(store.root, 'site'),
    });
    // Hubs first (they have neighbours to highlight), then leaves, as a reader wanders.
    const ids = generated.memories.map((m) => m.id);
    const hovered = [...ids.slice(0, 10), ...ids.filter((_, i) => i % 97 === 5)];
    return await measurePage(`${fileRoot(built.outDir)}graph.html`, ids, hovered);
  } finally {
    store.cleanup();
  }
}
