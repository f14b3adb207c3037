/**
 * The site built from a generated 1,000-memory store, driven in headless Chromium from
 * file://. Expected values come from the generator, not from the exported data.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildSiteResult, buildSite } from '../../src/site-export/build-site.js';
import { launchBrowser, type TestBrowser } from '../kit/browser.js';
import type { GeneratedMemory, GeneratedStore } from '../kit/generate-store.js';
import {
  clickGraphNode,
  fileRoot,
  graphNodeCount,
  homeCounts,
  onPage,
  screenshot,
} from '../kit/site-pages.js';
import { makeGeneratedStore } from '../kit/site-stores.js';
import type { TempStore } from '../kit/temp-store.js';

const COUNT = 1000;

let store: TempStore;
let generated: GeneratedStore;
let built: BuildSiteResult;
let browser: TestBrowser;

beforeAll(async () => {
  const made = await makeGeneratedStore(COUNT, 7);
  store = made.store;
  generated = made.generated;
  built = await buildSite({
    scopes: made.scopes,
    projectRoot: store.proj,
    maxFileBytes: 1 << 20,
    outDir: path.join(store.root, 'site'),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  store?.cleanup();
});

/** Who links to `id`, by frontmatter or graph edge, as the generator wrote it. */
function expectedBacklinks(id: string): Set<string> {
  const from = new Set<string>();
  for (const m of generated.memories) if (m.links.includes(id)) from.add(m.id);
  for (const [source, edges] of Object.entries(generated.graph)) {
    if (edges.some((e) => e.target === id)) from.add(source);
  }
  from.delete(id);
  return from;
}

function mostLinked(): GeneratedMemory {
  const sizes = generated.memories.map((m) => [m, expectedBacklinks(m.id).size] as const);
  return sizes.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

describe(`the site of a generated ${COUNT}-memory store`, () => {
  it('writes a page per memory and counts every type on the home page', async () => {
    expect(built.pages).toBeGreaterThan(COUNT);
    const byType: Record<string, number> = {};
    for (const m of generated.memories)
      byType[`type:${m.type}`] = (byType[`type:${m.type}`] ?? 0) + 1;
    await onPage(browser, `${fileRoot(built.outDir)}index.html`, async ({ page }) => {
      expect(await homeCounts(page)).toMatchObject({
        total: COUNT,
        'scope:project': COUNT,
        ...byType,
      });
      await screenshot(page, 'generated-home-light');
    });
  });

  it('says on the Maintenance page that no audit ran when the build was given none', async () => {
    await onPage(browser, `${fileRoot(built.outDir)}maintenance.html`, async ({ page }) => {
      expect(await page.textContent('#maintenance-missing')).toContain('No audit ran');
      expect(await page.locator('section').count()).toBe(0);
    });
  });

  it('shows every backlink of the most linked memory', async () => {
    const hub = mostLinked();
    await onPage(browser, `${fileRoot(built.outDir)}memory/${hub.id}.html`, async ({ page }) => {
      const shown = await page.$$eval('.backlinks li', (items) =>
        items.map((li) => li.getAttribute('data-link')),
      );
      expect(new Set(shown)).toEqual(expectedBacklinks(hub.id));
      await screenshot(page, 'generated-memory-light');
    });
  });

  it('draws one node per memory, and clicking a node opens that memory', async () => {
    const target = mostLinked();
    await onPage(browser, `${fileRoot(built.outDir)}graph.html`, async ({ page }) => {
      expect(await graphNodeCount(page)).toBe(COUNT);
      await screenshot(page, 'generated-graph-light', false);
      await page.emulateMedia({ colorScheme: 'dark' });
      await screenshot(page, 'generated-graph-dark', false);
      await clickGraphNode(page, target.id, target.id);
      expect(await page.getAttribute('h1', 'data-memory-id')).toBe(target.id);
    });
  });

  it('filters the graph by type', async () => {
    const gotchas = generated.memories.filter((m) => m.type === 'gotcha').length;
    await onPage(browser, `${fileRoot(built.outDir)}graph.html`, async ({ page }) => {
      await graphNodeCount(page);
      await page.selectOption('#filter-type', 'gotcha');
      await expect
        .poll(() => page.textContent('#graph-status'))
        .toBe(`${gotchas} of ${COUNT} memories shown`);
      await screenshot(page, 'generated-graph-gotchas-light', false);
    });
  });

  it('finds a memory by its title', async () => {
    const wanted = generated.memories[COUNT - 1]!;
    const url = `${fileRoot(built.outDir)}search.html?q=${encodeURIComponent(wanted.title)}`;
    await onPage(browser, url, async ({ page }) => {
      await page.waitForSelector('#search-results li');
      const ids = await page.$$eval('#search-results li', (items) =>
        items.slice(0, 5).map((li) => li.getAttribute('data-memory')),
      );
      expect(ids).toContain(wanted.id);
      await screenshot(page, 'generated-search-light');
    });
  });
});
