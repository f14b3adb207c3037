/**
 * The site built from the sample store (plus a hostile memory, a local one and a shadowed
 * global one), driven in headless Chromium from file:// and from a loopback server under a
 * base path.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildSiteResult, buildSite } from '../../src/site-export/build-site.js';
import { type StaticServer, serveStatic } from '../../src/site-export/static-server.js';
import { launchBrowser, type TestBrowser, type WatchedPage } from '../kit/browser.js';
import {
  clickGraphNode,
  expectNoScriptRan,
  fileRoot,
  graphNodeCount,
  homeCounts,
  onPage,
  screenshot,
} from '../kit/site-pages.js';
import {
  HOSTILE_ID,
  HOSTILE_TITLE,
  makeSiteSampleStore,
  type SiteSampleStore,
  siteAudit,
} from '../kit/site-stores.js';

const BASE = '/strata/';
const SUFFIX = ' · proj · strata memory';

let sample: SiteSampleStore;
let built: BuildSiteResult;
let server: StaticServer;
let browser: TestBrowser;

beforeAll(async () => {
  sample = makeSiteSampleStore();
  built = await buildSite({
    scopes: sample.scopes,
    projectRoot: sample.store.proj,
    maxFileBytes: 1 << 20,
    outDir: path.join(sample.store.root, 'site'),
    base: BASE,
    audit: siteAudit(sample.scopes, sample.store.proj),
  });
  server = await serveStatic({ root: built.outDir, base: BASE });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  sample?.store.cleanup();
});

const roots: Array<[string, () => string]> = [
  ['file://', () => fileRoot(built.outDir)],
  ['http under a base path', () => server.url],
];

describe.each(roots)('the sample site over %s', (_mode, root) => {
  it('counts the memories of each scope on the home page', async () => {
    await onPage(browser, `${root()}index.html`, async ({ page }) => {
      const counts = await homeCounts(page);
      expect(counts).toMatchObject({
        total: sample.expected.total,
        'scope:project': sample.expected.project,
        'scope:local': sample.expected.local,
        'scope:global': sample.expected.global,
        'type:retro': 1,
      });
    });
  });

  it('shows backlinks with their labels, and the shadowed copy', async () => {
    await onPage(browser, `${root()}memory/hub-authentication.html`, async ({ page }) => {
      await expect.poll(() => page.textContent('h1')).toBe('Authentication hub');
      const backlinks = await page.$$eval('.backlinks li', (items) =>
        items.map((li) => `${li.getAttribute('data-link')} ${li.getAttribute('data-label')}`),
      );
      expect(backlinks).toEqual(
        expect.arrayContaining([
          'decision-jwt-over-server-sessions part-of',
          `${HOSTILE_ID} relates-to`,
        ]),
      );
      expect(await page.textContent('.shadow-note')).toContain('global');
    });
  });

  it('draws one node per memory, and clicking a node opens that memory', async () => {
    await onPage(browser, `${root()}graph.html`, async ({ page }) => {
      expect(await graphNodeCount(page)).toBe(sample.expected.total);
      await clickGraphNode(page, 'decision-jwt-over-server-sessions', 'Use short-lived JWTs');
      expect(await page.getAttribute('h1', 'data-memory-id')).toBe(
        'decision-jwt-over-server-sessions',
      );
    });
  });

  it('finds memories from the search box in the header', async () => {
    await onPage(browser, `${root()}index.html`, async ({ page }) => {
      await page.fill('header input[name=q]', 'prisma drift');
      await Promise.all([
        page.waitForURL(/search\.html\?q=prisma/),
        page.press('header input[name=q]', 'Enter'),
      ]);
      await page.waitForSelector('#search-results li');
      const first = await page.getAttribute('#search-results li', 'data-memory');
      expect(first).toBe('gotcha-prisma-migrate-resets-dev-db');
      await Promise.all([
        page.waitForURL(/memory\/gotcha-prisma/),
        page.click('#search-results li a'),
      ]);
    });
  });

  it('runs none of the scripts a hostile memory carries', async () => {
    await onPage(browser, `${root()}memory/${HOSTILE_ID}.html`, async ({ page }) => {
      await page.hover('.body');
      await expectNoScriptRan(page, `${HOSTILE_TITLE}${SUFFIX}`);
      expect(await page.textContent('.body')).toContain('<script>window.__pwned');
      expect(await page.textContent('.aliases')).toContain(
        "untrusted markup in a note; <img src=x onerror=window.__pwned='alias'>",
      );
      const tagLink = page.locator('.tags a', { hasText: 'onerror' });
      await Promise.all([page.waitForURL(/\/tag\//), tagLink.click()]);
      await expectNoScriptRan(page, `#<img src=x onerror=window.__pwned='tag'>${SUFFIX}`);
    });
    for (const [url, title] of [
      ['graph.html', `Graph${SUFFIX}`],
      ['index.html', `Home${SUFFIX}`],
      ['timeline.html', `Timeline${SUFFIX}`],
      ['browse.html', `Browse${SUFFIX}`],
      ['maintenance.html', `Maintenance${SUFFIX}`],
    ]) {
      await onPage(browser, `${root()}${url}`, (watched) =>
        expectNoScriptRan(watched.page, title!),
      );
    }
    await onPage(browser, `${root()}search.html?q=hostile`, async ({ page }) => {
      await page.waitForSelector(`#search-results li[data-memory="${HOSTILE_ID}"]`);
      expect(await page.textContent('#search-results li a')).toBe(HOSTILE_TITLE);
      await expectNoScriptRan(page, `Search${SUFFIX}`);
    });
  });
});

describe('the sample site served under a base path', () => {
  it('answers unknown addresses with the 404 page, linking from the base', async () => {
    const response = await fetch(`${server.url}no/such/page.html`);
    expect(response.status).toBe(404);
    await onPage(
      browser,
      `${server.url}no/such/page.html`,
      async ({ page }) => {
        expect(await page.textContent('h1')).toBe('Not found');
        await Promise.all([
          page.waitForURL(`${server.url}index.html`),
          page.click('main a:has-text("Home")'),
        ]);
        expect(await homeCounts(page)).toMatchObject({ total: sample.expected.total });
      },
      /status of 404/,
    );
  });
});

const PAGES: Array<[string, string]> = [
  ['home', 'index.html'],
  ['memory', 'memory/decision-jwt-over-server-sessions.html'],
  ['memory-hostile', `memory/${HOSTILE_ID}.html`],
  ['graph', 'graph.html'],
  ['timeline', 'timeline.html'],
  ['browse', 'browse.html'],
  ['tag', 'tag/auth.html'],
  ['type', 'type/gotcha.html'],
  ['scope', 'scope/global.html'],
  ['search', 'search.html?q=token'],
  ['maintenance', 'maintenance.html'],
  ['not-found', 'missing/page.html'],
];

describe('screenshots of the sample site', () => {
  it.each(['light', 'dark'] as const)(
    'are saved for every page in the %s theme',
    async (scheme) => {
      for (const [name, url] of PAGES) {
        const shoot = async ({ page }: WatchedPage) => {
          await page.emulateMedia({ colorScheme: scheme });
          if (name === 'graph') await graphNodeCount(page);
          if (name === 'search') await page.waitForSelector('#search-results li');
          await screenshot(page, `sample-${name}-${scheme}`, name !== 'graph');
        };
        await onPage(
          browser,
          `${server.url}${url}`,
          shoot,
          name === 'not-found' ? /status of 404/ : undefined,
        );
      }
    },
  );
});
