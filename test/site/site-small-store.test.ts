/**
 * The site of a store just begun (the size `npm start` leaves): the graph page keeps a few
 * memories close together with every title on screen, instead of stretched to the window's
 * edges with most labels hidden, and marks an archived one; the home page's type and scope
 * names never break across lines, on a wide and a narrow window; one memory is "1 memory".
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

/** One memory of each type, all linked: three of them as in the `npm start` demo. */
function makeSmallStore(): TempStore {
  const t = makeTempStore({ samples: false });
  const dir = t.memDir;
  writeMemory(dir, 'decision-postgres-for-orders', { title: 'Use Postgres for orders' });
  writeMemory(dir, 'gotcha-prisma-migrate-resets', {
    title: 'prisma migrate dev resets the database after drift',
    links: ['decision-postgres-for-orders'],
  });
  writeMemory(dir, 'learning-pool-exhaustion', {
    title: 'Connection pool exhaustion under load tests',
    links: ['decision-postgres-for-orders'],
  });
  writeMemory(dir, 'artifact-schema-diagram', {
    title: 'Orders schema diagram',
    links: ['decision-postgres-for-orders'],
  });
  writeMemory(dir, 'breadcrumb-orders-refactor', {
    title: 'Orders refactor in progress',
    links: ['hub-database'],
  });
  writeMemory(dir, 'hub-database', { title: 'Database', links: ['decision-postgres-for-orders'] });
  writeMemory(path.join(dir, 'archive'), 'decision-mysql-for-orders', {
    title: 'Use MySQL for orders',
    links: ['decision-postgres-for-orders'],
  });
  return t;
}

/** A store of one memory: what the first `strata remember` leaves. */
function makeOneMemoryStore(): TempStore {
  const t = makeTempStore({ samples: false });
  writeMemory(t.memDir, 'decision-postgres-for-orders', { title: 'Use Postgres for orders' });
  return t;
}

function build(t: TempStore): Promise<BuildSiteResult> {
  const scopes: ScopeDir[] = [{ scope: 'project', dir: t.memDir, readOnly: false }];
  return buildSite({
    scopes,
    projectRoot: t.proj,
    maxFileBytes: 1 << 20,
    outDir: path.join(t.root, 'site'),
    audit: siteAudit(scopes, t.proj),
  });
}

let store: TempStore;
let one: TempStore;
let site: BuildSiteResult;
let oneSite: BuildSiteResult;
let browser: TestBrowser;

beforeAll(async () => {
  store = makeSmallStore();
  one = makeOneMemoryStore();
  site = await build(store);
  oneSite = await build(one);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  store?.cleanup();
  one?.cleanup();
});

const LINKED = [
  'gotcha-prisma-migrate-resets',
  'learning-pool-exhaustion',
  'hub-database',
  'artifact-schema-diagram',
] as const;

describe('a small store on the site', () => {
  it('the graph page keeps linked memories near each other and labels every one', async () => {
    await onPage(browser, `${fileRoot(site.outDir)}graph.html`, async ({ page }) => {
      expect(await graphNodeCount(page)).toBe(7);
      const at = (id: string) =>
        page.evaluate(`window.strataGraph.viewportPosition(${JSON.stringify(id)})`) as Promise<{
          x: number;
          y: number;
        }>;
      const centre = await at('decision-postgres-for-orders');
      const distances: number[] = [];
      for (const id of LINKED) {
        const p = await at(id);
        distances.push(Math.hypot(p.x - centre.x, p.y - centre.y));
      }
      // Linked memories a short reach apart (the view aims at 160 px for a typical pair),
      // not stretched across a 1280 px window.
      expect(distances.sort((x, y) => x - y)[1]).toBeLessThan(180);
      const labelled = (await page.evaluate('window.strataGraph.labelled()')) as string[];
      expect(labelled.sort()).toEqual([
        'artifact-schema-diagram',
        'breadcrumb-orders-refactor',
        'decision-mysql-for-orders',
        'decision-postgres-for-orders',
        'gotcha-prisma-migrate-resets',
        'hub-database',
        'learning-pool-exhaustion',
      ]);
      await screenshot(page, 'small-store-graph', false);
    });
  });

  it.each([1280, 700])(
    'the home page keeps each type and scope name on one line at %i px',
    async (width) => {
      await onPage(browser, `${fileRoot(site.outDir)}index.html`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        // Each count row's name is one line: its link is one box, level with its colour dot.
        const rows = (await page.evaluate(`[...document.querySelectorAll('.card tr')].map((tr) => {
          const link = tr.querySelector('th a');
          const dot = tr.querySelector('th .dot');
          const mid = (r) => (r.top + r.bottom) / 2;
          return {
            name: link.textContent.trim(),
            lines: link.getClientRects().length,
            offset: dot ? Math.abs(mid(dot.getBoundingClientRect()) - mid(link.getBoundingClientRect())) : 0,
          };
        })`)) as Array<{ name: string; lines: number; offset: number }>;
        expect(rows.map((r) => r.name)).toEqual(
          expect.arrayContaining(['breadcrumb', 'decision', 'project']),
        );
        for (const row of rows) expect(row.lines, row.name).toBe(1);
        // A store without tags says so under its heading instead of leaving it empty.
        expect(await page.textContent('#no-tags')).toBe('No tags yet.');
        // The header's search box stays on the navigation's row.
        const [nav, search] = await Promise.all(
          ['header nav', '.search-form input'].map((s) => page.locator(s).boundingBox()),
        );
        expect(Math.abs(nav!.y + nav!.height / 2 - (search!.y + search!.height / 2))).toBeLessThan(
          6,
        );
        for (const row of rows) expect(row.offset, row.name).toBeLessThan(6);
        await screenshot(page, `small-store-home-${width}`);
      });
    },
  );

  it('the graph marks an archived memory as archived', async () => {
    await onPage(browser, `${fileRoot(site.outDir)}graph.html`, async ({ page }) => {
      await graphNodeCount(page);
      await page.fill('#graph-query', 'Use MySQL for orders (archived)');
      await page.press('#graph-query', 'Enter');
      await page.waitForSelector('#graph[data-focused="decision-mysql-for-orders"]');
    });
  });

  it('the Maintenance page counts one memory in the singular', async () => {
    await onPage(browser, `${fileRoot(oneSite.outDir)}maintenance.html`, async ({ page }) => {
      expect(await page.textContent('#audit-summary')).toMatch(/^\s*1 memory audited/);
    });
  });

  it("a memory page's neighbourhood draws no second-ring edge through the memory itself", async () => {
    const pageUrl = `${fileRoot(site.outDir)}memory/breadcrumb-orders-refactor.html`;
    await onPage(browser, pageUrl, async ({ page }) => {
      // The breadcrumb links only to the hub; the hub to the decision (two hops away).
      const lines = (await page.evaluate(`[...document.querySelectorAll('svg.local-graph line')]
        .map((l) => ['x1', 'y1', 'x2', 'y2'].map((a) => Number(l.getAttribute(a))))`)) as number[][];
      expect(lines.length).toBeGreaterThan(1);
      for (const [x1, y1, x2, y2] of lines) {
        if ((x1 === 0 && y1 === 0) || (x2 === 0 && y2 === 0)) continue;
        // Distance from the centre (0, 0) to the segment.
        const [dx, dy] = [x2! - x1!, y2! - y1!];
        const t = Math.max(0, Math.min(1, -(x1! * dx + y1! * dy) / (dx * dx + dy * dy)));
        expect(Math.hypot(x1! + t * dx, y1! + t * dy)).toBeGreaterThan(30);
      }
      await screenshot(page, 'small-store-neighbourhood');
    });
  });
});
