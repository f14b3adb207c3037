/**
 * `strata site dev`: serves the built site under its base path and rebuilds it when a
 * memory file changes (awaited through the onBuild callback, never a sleep).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildSiteResult } from '../../src/site-export/build-site.js';
import { type SiteDev, startSiteDev } from '../../src/site-export/dev-server.js';
import { isAllowedHost } from '../../src/site-export/static-server.js';
import { makeSiteSampleStore, type SiteSampleStore } from '../kit/site-stores.js';

const NEW_MEMORY = `---
title: Added while the dev server ran
type: learning
created: "2026-07-01T10:00:00Z"
updated: "2026-07-01T10:00:00Z"
tags: [dev]
---
The site picks this up without a restart.
`;

let sample: SiteSampleStore;
let dev: SiteDev;
/** Resolvers waiting for the next build. */
const waiting: Array<(result: BuildSiteResult) => void> = [];

function nextBuild(): Promise<BuildSiteResult> {
  return new Promise((resolve) => waiting.push(resolve));
}

beforeAll(async () => {
  sample = makeSiteSampleStore();
  dev = await startSiteDev({
    scopes: sample.scopes,
    projectRoot: sample.store.proj,
    maxFileBytes: 1 << 20,
    outDir: path.join(sample.store.root, 'site'),
    base: '/memory/',
    port: 0,
    debounceMs: 50,
    onBuild: (result) => {
      for (const resolve of waiting.splice(0)) resolve(result);
    },
  });
});

afterAll(async () => {
  await dev?.close();
  sample?.store.cleanup();
});

/** GET `url` with a chosen Host header (fetch does not let a page pick it; a rebinding browser does). */
function statusWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the Host check (DNS rebinding)', () => {
  it.each([
    ['127.0.0.1:4321', true],
    ['localhost:4321', true],
    ['LOCALHOST', true],
    ['app.localhost:1', true],
    ['[::1]:4321', true],
    ['10.0.0.5:80', true],
    ['evil.example:4321', false],
    ['127.0.0.1.nip.io', false],
    ['localhost.evil.example', false],
    ['', false],
    ['a b', false],
  ])('Host %j allowed: %s', (host, allowed) => {
    expect(isAllowedHost(host || undefined, '127.0.0.1')).toBe(allowed);
  });

  it('the dev server refuses a foreign Host with 403 and answers its own', async () => {
    const port = new URL(dev.url).port;
    expect(await statusWithHost(`${dev.url}index.html`, 'evil.example')).toBe(403);
    expect(await statusWithHost(`${dev.url}index.html`, `evil.example:${port}`)).toBe(403);
    expect(await statusWithHost(`${dev.url}index.html`, `localhost:${port}`)).toBe(200);
  });
});

describe('startSiteDev', () => {
  it('serves the site under its base path', async () => {
    expect(dev.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/memory\/$/);
    const home = await fetch(`${dev.url}index.html`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(`data-count="total">${sample.expected.total}<`);
    expect((await fetch(dev.url.replace('/memory/', '/elsewhere.html'))).status).toBe(404);
  });

  it('rebuilds when a memory file is added, and drops pages of deleted ones', async () => {
    const built = nextBuild();
    writeFileSync(sample.store.mem('learning-added-during-dev.md'), NEW_MEMORY);
    const result = await built;
    expect(result.data.counts.memories).toBe(sample.expected.total + 1);
    const page = await fetch(`${dev.url}memory/learning-added-during-dev.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Added while the dev server ran');

    const rebuilt = nextBuild();
    rmSync(sample.store.mem('learning-added-during-dev.md'));
    expect((await rebuilt).data.counts.memories).toBe(sample.expected.total);
    expect((await fetch(`${dev.url}memory/learning-added-during-dev.html`)).status).toBe(404);
  });
});
