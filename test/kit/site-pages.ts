/**
 * Driving the built site in Chromium: page addresses for file:// and http, screenshots under
 * test-results/, and the checks several site tests share. In-page code is passed as strings
 * so this file needs no DOM types.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestBrowser, WatchedPage } from './browser.js';
import { watchedPage } from './browser.js';

/** Where screenshots go (git-ignored; CI keeps them as artifacts). */
export const SCREENSHOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'test-results',
  'site',
);

/** The address of the site root: a file:// URL of the folder, or the server's URL. */
export function fileRoot(outDir: string): string {
  return `${pathToFileURL(outDir).href}/`;
}

/** Saves a screenshot as `test-results/site/<name>.png`. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/**
 * Opens `url` in a fresh watched page, runs `check`, then asserts the page logged no
 * errors (but those matching `expectedErrors`) and opened no dialogs.
 */
export async function onPage(
  browser: TestBrowser,
  url: string,
  check: (watched: WatchedPage) => Promise<void>,
  expectedErrors?: RegExp,
): Promise<void> {
  const watched = await watchedPage(browser);
  try {
    await watched.page.goto(url);
    await check(watched);
    expect(watched.errors.filter((e) => !expectedErrors?.test(e))).toEqual([]);
    expect(watched.dialogs).toEqual([]);
  } finally {
    await watched.page.close();
  }
}

/** Waits until the graph view has drawn, and returns how many nodes it holds. */
export async function graphNodeCount(page: Page): Promise<number> {
  await page.waitForSelector('#graph:not([data-nodes="0"])');
  return Number(await page.getAttribute('#graph', 'data-nodes'));
}

/**
 * Finds a memory with the graph's find box, then clicks its node like a person would and
 * waits for its page to open.
 */
export async function clickGraphNode(page: Page, id: string, query: string): Promise<void> {
  await page.fill('#graph-query', query);
  await page.press('#graph-query', 'Enter');
  // A selector, not waitForFunction: the site's CSP forbids the eval that one needs.
  await page.waitForSelector(`#graph[data-focused=${JSON.stringify(id)}]`);
  const position = (await page.evaluate(
    `window.strataGraph.viewportPosition(${JSON.stringify(id)})`,
  )) as {
    x: number;
    y: number;
  };
  const box = await page.locator('#graph').boundingBox();
  if (!box) throw new Error('the graph container is not visible');
  await page.mouse.move(box.x + position.x, box.y + position.y);
  await Promise.all([
    page.waitForURL(/\/memory\/[^/]+\.html$/),
    page.mouse.click(box.x + position.x, box.y + position.y),
  ]);
}

/** What the page reveals about scripts a memory may have smuggled in. */
export interface ScriptTraces {
  pwned: unknown;
  title: string;
  /** Elements carrying an `on…` attribute. */
  handlers: number;
  /** Script elements other than the site's own files and JSON data. */
  inlineScripts: number;
  /** href/src values with a script-capable scheme. */
  badUrls: string[];
}

/** Collects {@link ScriptTraces} from the current page. */
export async function scriptTraces(page: Page): Promise<ScriptTraces> {
  return (await page.evaluate(`(() => {
    const all = [...document.querySelectorAll('*')];
    return {
      pwned: window.__pwned ?? null,
      title: document.title,
      handlers: all.filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name))).length,
      inlineScripts: [...document.scripts].filter((s) => !s.src && s.type !== 'application/json').length,
      badUrls: all
        .flatMap((e) => [e.getAttribute('href'), e.getAttribute('src')])
        .filter((u) => u !== null && u !== 'data:,' && /^\\s*(javascript|vbscript|data):/i.test(u)),
    };
  })()`)) as ScriptTraces;
}

/** Asserts that nothing a memory wrote ran or survived as an active element. */
export async function expectNoScriptRan(page: Page, title: string): Promise<void> {
  const traces = await scriptTraces(page);
  expect(traces).toEqual({ pwned: null, title, handlers: 0, inlineScripts: 0, badUrls: [] });
}

/** Reads the home page's count cells, keyed by their `data-count`. */
export async function homeCounts(page: Page): Promise<Record<string, number>> {
  return (await page.evaluate(`Object.fromEntries([...document.querySelectorAll('[data-count]')]
    .map((e) => [e.dataset.count, Number(e.textContent.trim())]))`)) as Record<string, number>;
}
