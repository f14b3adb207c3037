import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteData } from '../../src/core/site-data.js';
import { processTerm, tokenize } from '../../src/search/tokenizer.js';
import { BUILD_LOCK, buildSite, findSiteDir } from '../../src/site-export/build-site.js';
import { exportSiteData } from '../../src/site-export/export-data.js';
import { pageSlug, uniqueSlugs } from '../../src/site-export/page-slug.js';
import { createMarkdownRenderer, isSafeUrl } from '../../src/site-export/render-markdown.js';
import { withLock } from '../../src/storage/lock.js';
import {
  HOSTILE_ID,
  makeSiteSampleStore,
  type SiteSampleStore,
  siteAudit,
} from '../kit/site-stores.js';

describe('markdown rendering', () => {
  const renderer = createMarkdownRenderer({
    memoryHref: (id) => (id === 'known' ? 'known.html' : undefined),
  });

  it('escapes raw HTML instead of passing it through', () => {
    const html = renderer.render(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)"> <b onclick="x()">b</b>',
    );
    expect(html).not.toMatch(/<script|<img|<b /i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/<[^>]+\son\w+=/i);
  });

  it.each([
    '[a](javascript:alert(1))',
    '[a](JAVASCRIPT:alert(1))',
    '[a](&#106;avascript:alert(1))',
    '[a](<java\tscript:alert(1)>)',
    '[a](vbscript:msgbox(1))',
    '[a](data:text/html,<script>alert(1)</script>)',
    '![a](data:image/svg+xml,<svg onload=alert(1)>)',
    '[a][r]\n\n[r]: javascript:alert(1)',
    '<javascript:alert(1)>',
  ])('neutralises %j', (markdown) => {
    const html = renderer.render(markdown);
    const urls = [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);
    for (const url of urls) expect(isSafeUrl(url.replace(/&amp;/g, '&'))).toBe(true);
    expect(html).not.toMatch(/href="\s*(javascript|vbscript|data):/i);
  });

  it('keeps ordinary links, marks external ones, and points memory links at their pages', () => {
    const html = renderer.render(
      '[web](https://example.com) [mail](mailto:a@b.c) [m](known.md) [n](nope.md) [r](../x/known)',
    );
    expect(html).toContain('href="https://example.com" rel="noopener noreferrer nofollow"');
    expect(html).toContain('href="mailto:a@b.c"');
    expect(html).toContain('href="known.html"');
    expect(html).toContain('href="nope.md"');
    expect((html.match(/href="known.html"/g) ?? []).length).toBe(2);
  });

  it('makes plain-text excerpts', () => {
    expect(renderer.excerpt('# Head\n\nSome *text* with `code`.\n\n```\nskipped\n```')).toBe(
      'Head Some text with code.',
    );
    expect(renderer.excerpt('word '.repeat(200), 20).length).toBeLessThanOrEqual(20);
  });
});

describe('page slugs', () => {
  it('keeps clean ids and hashes awkward ones', () => {
    expect(pageSlug('decision-use-postgres')).toBe('decision-use-postgres');
    expect(pageSlug('Decision #1 (draft)')).toMatch(/^decision-1-draft-[0-9a-z]{7}$/);
    expect(pageSlug('Foo')).not.toBe(pageSlug('foo'));
    const slugs = uniqueSlugs(['a', 'A', 'a b', 'a-b']);
    expect(new Set(slugs.values()).size).toBe(4);
  });
});

describe('exportSiteData', () => {
  let sample: SiteSampleStore;
  let data: SiteData;

  beforeAll(async () => {
    sample = makeSiteSampleStore();
    data = await exportSiteData({
      scopes: sample.scopes,
      projectRoot: sample.store.proj,
      maxFileBytes: 1 << 20,
      audit: siteAudit(sample.scopes, sample.store.proj),
    });
  });
  afterAll(() => sample.store.cleanup());

  it('counts visible memories by scope and type, and reports broken files', () => {
    expect(data.counts.memories).toBe(sample.expected.total);
    expect(data.counts.byScope).toMatchObject({
      project: sample.expected.project,
      local: 1,
      global: 1,
    });
    expect(data.counts.byType.retro).toBe(1);
    expect(data.problems.map((p) => path.basename(p.path))).toContain(
      'learning-broken-frontmatter.md',
    );
    expect(data.projectName).toBe('proj');
  });

  it('notes shadowed copies on the memory that hides them', () => {
    expect(data.shadowed).toEqual([
      expect.objectContaining({ id: 'hub-authentication', scope: 'global', by: 'project' }),
    ]);
    const hub = data.memories.find((m) => m.id === 'hub-authentication')!;
    expect(hub.scope).toBe('project');
    expect(hub.shadows).toHaveLength(1);
  });

  it('lists outgoing links and labelled backlinks from graph.json and frontmatter', () => {
    const decision = data.memories.find((m) => m.id === 'decision-jwt-over-server-sessions')!;
    expect(decision.outgoing).toContainEqual(
      expect.objectContaining({ id: 'hub-authentication', label: 'part-of', source: 'both' }),
    );
    expect(decision.backlinks).toContainEqual(
      expect.objectContaining({ id: 'hub-authentication', label: 'has-part' }),
    );
    const hub = data.memories.find((m) => m.id === 'hub-authentication')!;
    expect(hub.backlinks).toContainEqual(
      expect.objectContaining({
        id: HOSTILE_ID,
        label: 'relates-to',
        source: 'frontmatter',
        slug: HOSTILE_ID,
      }),
    );
    const pairs = data.graph.edges.map((e) => [e.source, e.target].sort().join(' '));
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('renders the hostile body without any markup the author wrote', () => {
    const hostile = data.memories.find((m) => m.id === HOSTILE_ID)!;
    expect(hostile.html).not.toMatch(/<(script|img|iframe|svg|b)\b/i);
    expect(hostile.html).not.toMatch(/\son\w+\s*=\s*["']?[^"'>]*["']?(?=[^<]*>)/i);
    expect(hostile.html).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
    expect(hostile.html).toContain('href="hub-authentication.html"');
  });

  it('ships a search index the shared tokenizer can load and query', () => {
    const { options, index } = data.search;
    const search = MiniSearch.loadJSON(index, {
      idField: options.idField,
      fields: options.fields,
      storeFields: options.storeFields,
      tokenize,
      processTerm: (t) => processTerm(t) ?? null,
    });
    expect(search.documentCount).toBe(data.counts.memories);
    expect(search.search('prisma drift', { prefix: true })[0]?.id).toBe(
      'gotcha-prisma-migrate-resets-dev-db',
    );
    expect(search.search('VITE_API_URL')[0]?.slug).toBe('gotcha-vite-env-prefix');
    expect(search.search('untrusted markup')[0]?.id).toBe(HOSTILE_ID);
  });

  it('gives each memory its aliases, as untrusted text', () => {
    const hostile = data.memories.find((m) => m.id === HOSTILE_ID)!;
    expect(hostile.aliases).toEqual([
      'untrusted markup in a note',
      "<img src=x onerror=window.__pwned='alias'>",
    ]);
  });

  it('carries the audit for the maintenance page, each finding tied to its memory page', async () => {
    const m = data.maintenance!;
    expect(m.duplicateCheck).toBe('keyword');
    expect(m.stale).toContainEqual(
      expect.objectContaining({
        id: 'gotcha-vite-env-prefix',
        slug: 'gotcha-vite-env-prefix',
        scope: 'project',
        reason: 'file_patterns match no file of the project',
      }),
    );
    expect(m.notMemories).toContainEqual(
      expect.objectContaining({
        scope: 'project',
        relPath: 'permanent/learning-broken-frontmatter.md',
      }),
    );
    for (const o of m.orphans) expect(data.memories.find((x) => x.id === o.id)?.slug).toBe(o.slug);
    expect(m.total).toBe(
      m.duplicates.length +
        m.stale.length +
        m.superseded.length +
        m.orphans.length +
        m.expired.length +
        m.notMemories.length,
    );
    const report = await siteAudit(sample.scopes, sample.store.proj)();
    expect(m.checked).toBe(report.checked);
    expect(m.orphans.map((o) => o.id)).toEqual(report.orphans.map((o) => o.id));
  });

  it('survives JSON: what the site reads is what was exported', () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe('buildSite', () => {
  it('refuses to replace a folder that is not an earlier site', async () => {
    const sample = makeSiteSampleStore();
    const out = path.join(sample.store.root, 'not-a-site');
    mkdirSync(out);
    writeFileSync(path.join(out, 'precious.txt'), 'keep me');
    await expect(
      buildSite({ scopes: sample.scopes, maxFileBytes: 1 << 20, outDir: out }),
    ).rejects.toThrow(/^strata: .*not-a-site is not empty/);
    sample.store.cleanup();
  });

  it('refuses a base path that is not a plain path', async () => {
    const sample = makeSiteSampleStore();
    await expect(
      buildSite({
        scopes: sample.scopes,
        maxFileBytes: 1 << 20,
        outDir: path.join(sample.store.root, 'out'),
        base: '/a"><script>',
      }),
    ).rejects.toThrow(/^strata: site base path/);
    sample.store.cleanup();
  });

  it('waits for a build of the same site that holds the lock, and says which lock it gave up on', async () => {
    const sample = makeSiteSampleStore();
    const lock = path.join(findSiteDir(), '.astro', BUILD_LOCK);
    // A fresh clone has no site/.astro/ until its first build.
    mkdirSync(path.dirname(lock), { recursive: true });
    try {
      await withLock(lock, () =>
        expect(
          buildSite({
            scopes: sample.scopes,
            maxFileBytes: 1 << 20,
            outDir: path.join(sample.store.root, 'waiting'),
            lockWaitMs: 50,
          }),
        ).rejects.toMatchObject({ code: 'LOCK_TIMEOUT', message: expect.stringContaining(lock) }),
      );
      expect(existsSync(path.join(sample.store.root, 'waiting'))).toBe(false);
    } finally {
      sample.store.cleanup();
    }
  });

  it("runs two builds at once: both finish, neither breaks the other's Astro files", async () => {
    const sample = makeSiteSampleStore();
    try {
      const build = (name: string) =>
        buildSite({
          scopes: sample.scopes,
          maxFileBytes: 1 << 20,
          outDir: path.join(sample.store.root, name),
        });
      const built = await Promise.all([build('one'), build('two')]);
      expect(built.map((b) => b.pages)).toEqual([built[0]!.pages, built[0]!.pages]);
      for (const b of built) expect(existsSync(path.join(b.outDir, '.strata-keep'))).toBe(false);
    } finally {
      sample.store.cleanup();
    }
  });
});
