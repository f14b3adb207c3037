/**
 * The site of a small project after a week, in Chromium at a wide and a narrow window:
 * every graph label is whole on screen, a memory's neighbourhood labels the memories two
 * hops away and leaves no empty half, the Maintenance page lists what it says it lists,
 * and handoff notes stay out of "Recently updated".
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildSiteResult, buildSite } from '../../src/site-export/build-site.js';
import type { ScopeDir } from '../../src/storage/scope-dir.js';
import { launchBrowser, type TestBrowser } from '../kit/browser.js';
import { fileRoot, graphNodeCount, onPage, screenshot } from '../kit/site-pages.js';
import { siteAudit } from '../kit/site-stores.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { writeMemory } from '../kit/write-memory.js';

/** A week's store: linked decisions, long titles, an orphan, and fresh handoff notes. */
function makeWeekStore(): TempStore {
  const t = makeTempStore({ samples: false });
  const dir = t.memDir;
  writeMemory(dir, 'decision-money-is-decimal', {
    title: 'Money is decimal.js, never float, in every service that handles prices',
    links: ['learning-pool-exhaustion'],
  });
  writeMemory(dir, 'gotcha-vite-env-prefix', {
    title: 'Env vars without the VITE_ prefix are undefined in the browser bundle',
    links: ['decision-money-is-decimal'],
  });
  writeMemory(dir, 'learning-pool-exhaustion', {
    title: 'Connection pool exhaustion under load tests with pgbouncer in session mode',
  });
  writeMemory(dir, 'decision-jwt-sessions', {
    title: 'Use short-lived JWTs instead of server-side sessions for the public API',
    links: ['hub-auth'],
  });
  writeMemory(dir, 'hub-auth', { title: 'Authentication hub' });
  writeMemory(dir, 'gotcha-vat-rounding', {
    title: 'VAT rounding per line is required by the tax office for every invoice',
    body: 'Round VAT on each invoice line with half-even rounding.',
  });
  for (const session of ['s1', 's2', 's3']) {
    writeMemory(path.join(dir, 'local', 'temporary'), `breadcrumb-handoff-${session}`, {
      title: `Handoff of session ${session}`,
      extra: 'status: handoff',
    });
  }
  return t;
}

function build(t: TempStore): Promise<BuildSiteResult> {
  const scopes: ScopeDir[] = [
    { scope: 'local', dir: path.join(t.memDir, 'local'), readOnly: false },
    { scope: 'project', dir: t.memDir, readOnly: false },
  ];
  return buildSite({
    scopes,
    projectRoot: t.proj,
    maxFileBytes: 1 << 20,
    outDir: path.join(t.root, 'site'),
    audit: siteAudit(scopes, t.proj),
  });
}

let store: TempStore;
let site: BuildSiteResult;
let browser: TestBrowser;

beforeAll(async () => {
  store = makeWeekStore();
  site = await build(store);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  store?.cleanup();
});

/** Each node's label box on screen, measured as sigma draws labels (14 px Arial, right of the node). */
const LABEL_BOXES = `(() => {
  const graph = document.getElementById('graph');
  const text = document.createElement('canvas').getContext('2d');
  text.font = 'normal 14px Arial';
  const nodes = JSON.parse(document.getElementById('graph-data').textContent).nodes;
  return nodes.map(([id, , title]) => {
    const at = window.strataGraph.viewportPosition(id);
    return { id, left: at.x, right: at.x + 3 + text.measureText(title).width,
      top: at.y - 7, bottom: at.y + 7, width: graph.clientWidth, height: graph.clientHeight };
  });
})()`;

interface LabelBox {
  id: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}

describe('a week-old project on the site', () => {
  it.each([1280, 700])('graph labels are whole on screen at %i px', async (width) => {
    await onPage(browser, `${fileRoot(site.outDir)}graph.html`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.reload();
      expect(await graphNodeCount(page)).toBeGreaterThan(5);
      const boxes = (await page.evaluate(LABEL_BOXES)) as LabelBox[];
      for (const b of boxes) {
        expect(b.left, b.id).toBeGreaterThanOrEqual(0);
        expect(b.right, b.id).toBeLessThanOrEqual(b.width);
        expect(b.top, b.id).toBeGreaterThanOrEqual(0);
        expect(b.bottom, b.id).toBeLessThanOrEqual(b.height);
      }
      await screenshot(page, `week-graph-${width}`, false);
    });
  });

  it('a memory two hops away is labelled, and the neighbourhood has no empty half', async () => {
    const url = `${fileRoot(site.outDir)}memory/gotcha-vite-env-prefix.html`;
    await onPage(browser, url, async ({ page }) => {
      const nodes = (await page.evaluate(`[...document.querySelectorAll('svg.local-graph a')]
        .map((a) => ({ title: a.querySelector('title').textContent, label: a.querySelector('text')?.textContent ?? null }))`)) as Array<{
        title: string;
        label: string | null;
      }>;
      // The gotcha, the decision it links to, and the learning the decision links to.
      expect(nodes).toHaveLength(3);
      for (const n of nodes) expect(n.label, n.title).not.toBeNull();
      const fill = (await page.evaluate(`(() => {
        const svg = document.querySelector('svg.local-graph');
        const box = svg.getBBox();
        const view = svg.viewBox.baseVal;
        return { top: (box.y - view.y) / view.height, bottom: (view.y + view.height - box.y - box.height) / view.height };
      })()`)) as { top: number; bottom: number };
      // Drawn content reaches near both the top and the bottom of the panel.
      expect(fill.top).toBeLessThan(0.15);
      expect(fill.bottom).toBeLessThan(0.15);
      await screenshot(page, 'week-neighbourhood');
    });
  });

  it('the Maintenance page lists what it says: orphans without suggestions are said to have none', async () => {
    await onPage(browser, `${fileRoot(site.outDir)}maintenance.html`, async ({ page }) => {
      const orphans = (await page.evaluate(`[...document.querySelectorAll('#orphans li')]
        .map((li) => li.dataset.memory)`)) as string[];
      expect(orphans).toContain('gotcha-vat-rounding');
      const note = (await page.textContent('#orphans-note')) ?? '';
      const suggestions = await page.locator('#orphans .suggestion').count();
      if (suggestions === 0) {
        expect(note).not.toMatch(/suggested links come from/);
        expect(note).toMatch(/none reads close enough/);
      }
      // Without vectors, the page does not promise that reindex alone saves them.
      const summary = (await page.textContent('#audit-summary')) ?? '';
      expect(summary).not.toMatch(/strata reindex\s*saves them/);
      expect(summary).toMatch(/Ollama or the opt-in embedded model/);
      await screenshot(page, 'week-maintenance');
    });
  });

  it('handoff notes stay out of Recently updated (the timeline keeps them)', async () => {
    await onPage(browser, `${fileRoot(site.outDir)}index.html`, async ({ page }) => {
      const recent = (await page.evaluate(`[...document.querySelectorAll('.memory-list li')]
        .map((li) => li.dataset.memory)`)) as string[];
      expect(recent).toContain('gotcha-vat-rounding');
      expect(recent.filter((id) => id.startsWith('breadcrumb-'))).toEqual([]);
    });
    await onPage(browser, `${fileRoot(site.outDir)}timeline.html`, async ({ page }) => {
      expect(await page.locator('[data-memory="breadcrumb-handoff-s1"]').count()).toBe(1);
    });
  });
});
