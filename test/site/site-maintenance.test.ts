/**
 * The site's Maintenance page in headless Chromium: a store with a planted duplicate pair,
 * a gotcha whose file_patterns match nothing and a markdown file that is not a memory
 * (hostile text in titles, patterns and file names) shows each finding with working links;
 * a clean store says there is nothing to tidy.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildSiteResult, buildSite } from '../../src/site-export/build-site.js';
import type { ScopeDir } from '../../src/storage/scope-dir.js';
import { launchBrowser, type TestBrowser } from '../kit/browser.js';
import { expectNoScriptRan, fileRoot, onPage, screenshot } from '../kit/site-pages.js';
import { siteAudit } from '../kit/site-stores.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { writeGraph, writeMemory } from '../kit/write-memory.js';

const STALE_ID = 'gotcha-legacy-php-upload';
const STALE_TITLE = `Legacy upload </script><img src=x onerror=window.__pwned='title'>`;
const STALE_PATTERN = `legacy/<script>window.__pwned='pattern'</script>/*.php`;
const NOT_MEMORY = `draft <img src=x onerror=window.__pwned='file'>.md`;
const SUFFIX = ' · proj · strata memory';

const RACE = `When two browser tabs hit a 401 at the same moment, both send the same refresh token.
The first rotation invalidates it, so the second request fails and the client logs out.
Fix: a grace window in which the previous refresh token is still accepted once.`;

const PARAPHRASE = `When two tabs get a 401 together they send the same refresh token; the first
rotation invalidates it and the second tab logs the user out. Accept the previous refresh
token once in a grace window.`;

/** Two memories that repeat each other, a stale gotcha, a broken file; the rest linked. */
function makeUntidyStore(): TempStore {
  const t = makeTempStore({ samples: false });
  const dir = t.memDir;
  writeMemory(dir, 'learning-refresh-token-race', {
    title: 'Two tabs refreshing at once log the user out',
    body: RACE,
    links: ['decision-jwt'],
  });
  writeMemory(dir, 'learning-two-tabs-logout', {
    title: 'Two browser tabs refreshing the token at once log the user out',
    body: PARAPHRASE,
  });
  writeMemory(dir, 'decision-jwt', { title: 'Short-lived JWTs', body: 'Tokens live 15 minutes.' });
  writeMemory(dir, STALE_ID, {
    title: JSON.stringify(STALE_TITLE),
    body: 'Uploads above 2 MB fail silently in the legacy PHP handler.',
    filePatterns: [STALE_PATTERN],
  });
  writeGraph(dir, [[STALE_ID, 'decision-jwt', 'relates-to', 'relates-to']]);
  writeFileSync(path.join(dir, NOT_MEMORY), '---\ntitle: no type here\n---\nA draft.\n');
  return t;
}

/** Two memories that link each other and say different things. */
function makeCleanStore(): TempStore {
  const t = makeTempStore({ samples: false });
  writeMemory(t.memDir, 'decision-postgres', {
    title: 'Postgres for storage',
    body: 'One relational database for everything transactional.',
    links: ['learning-vacuum'],
  });
  writeMemory(t.memDir, 'learning-vacuum', {
    title: 'Autovacuum needs tuning on big tables',
    body: 'Lower the scale factor on tables above ten million rows.',
    links: ['decision-postgres'],
  });
  return t;
}

async function build(t: TempStore): Promise<BuildSiteResult> {
  mkdirSync(path.join(t.proj, 'src'), { recursive: true });
  writeFileSync(path.join(t.proj, 'src', 'index.ts'), 'export {};\n');
  const scopes: ScopeDir[] = [{ scope: 'project', dir: t.memDir, readOnly: false }];
  return buildSite({
    scopes,
    projectRoot: t.proj,
    maxFileBytes: 1 << 20,
    outDir: path.join(t.root, 'site'),
    audit: siteAudit(scopes, t.proj),
  });
}

let untidy: TempStore;
let clean: TempStore;
let untidySite: BuildSiteResult;
let cleanSite: BuildSiteResult;
let browser: TestBrowser;

beforeAll(async () => {
  untidy = makeUntidyStore();
  clean = makeCleanStore();
  untidySite = await build(untidy);
  cleanSite = await build(clean);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  untidy?.cleanup();
  clean?.cleanup();
});

const page = (site: BuildSiteResult) => `${fileRoot(site.outDir)}maintenance.html`;

describe('the Maintenance page', () => {
  it('is linked from the navigation of every page', async () => {
    await onPage(browser, `${fileRoot(untidySite.outDir)}index.html`, async ({ page: p }) => {
      await Promise.all([
        p.waitForURL(/maintenance\.html$/),
        p.click('header nav a:has-text("Maintenance")'),
      ]);
      expect(await p.textContent('h1')).toBe('Maintenance');
    });
  });

  it('shows the duplicate pair with its keeper and score, each linked to its memory', async () => {
    await onPage(browser, page(untidySite), async ({ page: p }) => {
      const summary = p.locator('#audit-summary');
      expect(await summary.getAttribute('data-duplicate-check')).toBe('keyword');
      expect(await summary.textContent()).toContain('by words only');
      const group = p.locator('#duplicates li');
      expect(await group.count()).toBe(1);
      // Alike is not the same: the page leaves the call to the reader.
      expect(await p.locator('#duplicates').textContent()).toContain(
        'for Claude or a person to decide',
      );
      // The linked memory is the keeper: links count first.
      expect(await group.getAttribute('data-keep')).toBe('learning-refresh-token-race');
      expect(Number(await group.getAttribute('data-score'))).toBeGreaterThan(0);
      const ids = await group
        .locator('.memory-ref')
        .evaluateAll((refs) => refs.map((r) => r.getAttribute('data-memory')));
      expect(ids).toEqual(['learning-refresh-token-race', 'learning-two-tabs-logout']);
      await Promise.all([
        p.waitForURL(/memory\/learning-two-tabs-logout\.html$/),
        group.locator('.memory-ref[data-memory="learning-two-tabs-logout"] a').click(),
      ]);
      expect(await p.getAttribute('h1', 'data-memory-id')).toBe('learning-two-tabs-logout');
    });
  });

  it('shows the gotcha whose pattern matches nothing, and the file that is not a memory, inert', async () => {
    await onPage(browser, page(untidySite), async ({ page: p }) => {
      const stale = p.locator(`#stale li[data-memory="${STALE_ID}"]`);
      expect(await stale.locator('.item-meta').textContent()).toContain(STALE_PATTERN);
      expect(await stale.locator('a').textContent()).toBe(STALE_TITLE);
      expect(await p.locator('#not-memories li').getAttribute('data-path')).toBe(NOT_MEMORY);
      await expectNoScriptRan(p, `Maintenance${SUFFIX}`);
      await Promise.all([
        p.waitForURL(new RegExp(`memory/${STALE_ID}\\.html$`)),
        stale.locator('a').click(),
      ]);
      expect(await p.getAttribute('h1', 'data-memory-id')).toBe(STALE_ID);
    });
  });

  it('says there is nothing to tidy for a clean store', async () => {
    await onPage(browser, page(cleanSite), async ({ page: p }) => {
      expect(await p.textContent('#maintenance-clean')).toContain('Nothing to tidy');
      expect(await p.locator('section').count()).toBe(0);
    });
  });

  it.each(['light', 'dark'] as const)(
    'is saved as a screenshot in the %s theme',
    async (scheme) => {
      for (const [name, site] of [
        ['maintenance', untidySite],
        ['maintenance-clean', cleanSite],
      ] as const) {
        await onPage(browser, page(site), async ({ page: p }) => {
          await p.emulateMedia({ colorScheme: scheme });
          await screenshot(p, `${name}-${scheme}`);
        });
      }
    },
  );
});
