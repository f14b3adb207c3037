/**
 * Headless Chromium for the site's browser tests: Debian's `chromium` driven by
 * playwright-core (never a downloaded browser), a fresh profile per launch, and a page
 * wrapper that records console errors, page errors and dialogs so a test can assert there
 * were none.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { scaledMs } from './test-load.js';

/** Flags that work as root in containers and keep Chromium off the network. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The path of the system Chromium (`command -v chromium`), or undefined when missing. */
export function findChromium(): string | undefined {
  try {
    const found = execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
    return found || undefined;
  } catch {
    return undefined;
  }
}

/** A launched browser with its own profile. */
export interface TestBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Launches Chromium with a fresh profile in the given colour scheme. */
export async function launchBrowser(colorScheme: 'light' | 'dark' = 'light'): Promise<TestBrowser> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('strata: chromium is not installed (apt-get install -y chromium)');
  const profile = mkdtempSync(path.join(tmpdir(), 'strata-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: CHROMIUM_FLAGS,
    colorScheme,
    viewport: { width: 1280, height: 900 },
    // playwright's limits are 30 s to launch and per step; a busy machine needs longer.
    timeout: scaledMs(30_000),
  });
  context.setDefaultTimeout(scaledMs(30_000));
  context.setDefaultNavigationTimeout(scaledMs(30_000));
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A page that remembers what went wrong on it. */
export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions, in order. */
  errors: string[];
  /** Messages of alert/confirm/prompt dialogs (a script payload that ran would open one). */
  dialogs: string[];
}

/** Opens a page in `browser` that records errors and dismisses dialogs. */
export async function watchedPage(browser: TestBrowser): Promise<WatchedPage> {
  const page = await browser.context.newPage();
  const watched: WatchedPage = { page, errors: [], dialogs: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') watched.errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => watched.errors.push(`pageerror: ${error.message}`));
  page.on('dialog', (dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return watched;
}
