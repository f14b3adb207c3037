/**
 * IDE-style edits reach search through the watcher: saves, atomic saves (temp file +
 * rename), creations, deletions, renames and a checkout of hundreds of files. Every test
 * awaits the batch that carries its change; none sleeps.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchService } from '../../src/indexing/search-service.js';
import { startWatching } from '../../src/indexing/watch-sync.js';
import { readGraph } from '../../src/storage/graph-store.js';
import { resolveScopeDirs } from '../../src/storage/scope-dir.js';
import type { DirectoryWatcher } from '../../src/storage/watcher.js';
import { defaultConfig } from '../kit/default-config.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

interface Harness {
  store: TempStore;
  service: SearchService;
  watcher: DirectoryWatcher;
  batches: Array<{ changed: string[]; removedPaths: string[] }>;
  /** Resolves once a batch mentioning every one of `files` has been applied. */
  applied(...files: string[]): Promise<void>;
}

const open: Harness[] = [];
afterEach(async () => {
  for (const h of open.splice(0)) {
    await h.watcher.close();
    await h.service.close();
    h.store.cleanup();
  }
});

async function start(): Promise<Harness> {
  const store = makeTempStore();
  const config = defaultConfig();
  const { scopes, projectRoot } = resolveScopeDirs({
    cwd: store.proj,
    home: store.home,
    admin: false,
  });
  const service = await SearchService.open({
    ctx: { scopes, read: { maxFileBytes: 1024 * 1024 }, now: () => new Date() },
    config,
    cacheRoot: store.env.STRATA_CACHE_DIR!,
    projectRoot: projectRoot ?? null,
    embeddings: null,
    log: () => {},
  });
  const batches: Harness['batches'] = [];
  const seen = new Set<string>();
  const waiters: Array<{ files: string[]; resolve: () => void }> = [];
  const watcher = await startWatching(service, {
    onError: (e) => {
      throw e;
    },
    onApplied: (s) => {
      batches.push({ changed: s.changed, removedPaths: s.removedPaths });
      for (const f of [...s.changed, ...s.removedPaths]) seen.add(f);
      for (const w of waiters.splice(0)) {
        if (w.files.every((f) => seen.has(f))) w.resolve();
        else waiters.push(w);
      }
    },
  });
  const h: Harness = {
    store,
    service,
    watcher,
    batches,
    applied: (...files) =>
      new Promise<void>((resolve) => {
        for (const f of files) seen.delete(f);
        waiters.push({ files, resolve });
      }),
  };
  open.push(h);
  return h;
}

function memoryText(id: string, title: string, body: string, extra = ''): string {
  return `---\nid: ${id}\ntitle: ${title}\ntype: learning\ncreated: "2026-11-01T00:00:00Z"\nupdated: "2026-11-01T00:00:00Z"\n${extra}---\n\n${body}\n`;
}

async function ids(h: Harness, query: string): Promise<string[]> {
  return (await h.service.search({ query, mode: 'keyword' })).results.map((r) => r.id);
}

describe('the watcher keeps search in step with the files', () => {
  it('a plain save of an edited file', async () => {
    const h = await start();
    const file = h.store.mem('permanent/gotcha-vite-env-prefix.md');
    const done = h.applied(file);
    writeFileSync(file, readFileSync(file, 'utf8').replace('Rename to', 'Zanzibar rename to'));
    await done;
    expect(await ids(h, 'zanzibar')).toEqual(['gotcha-vite-env-prefix']);
  });

  it("an editor's atomic save: temp file, then rename over the original", async () => {
    const h = await start();
    const file = h.store.mem('permanent/hub-authentication.md');
    const temp = path.join(path.dirname(file), '.hub-authentication.md.swp');
    const done = h.applied(file);
    writeFileSync(temp, readFileSync(file, 'utf8').replace('Authentication hub', 'Quokka hub'));
    renameSync(temp, file);
    await done;
    expect(await ids(h, 'quokka')).toEqual(['hub-authentication']);
    expect(h.batches.flatMap((b) => b.changed).some((f) => f.endsWith('.swp'))).toBe(false);
  });

  it('create, rename and delete', async () => {
    const h = await start();
    const created = h.store.mem('learning-wombat.md');
    let done = h.applied(created);
    writeFileSync(created, memoryText('learning-wombat', 'Wombat facts', 'Wombats dig burrows.'));
    await done;
    expect(await ids(h, 'wombat')).toEqual(['learning-wombat']);
    const moved = h.store.mem('permanent/learning-wombat.md');
    done = h.applied(created, moved);
    renameSync(created, moved);
    await done;
    const after = await h.service.search({ query: 'wombat', mode: 'keyword' });
    expect(after.results.map((r) => r.path)).toEqual([moved]);
    done = h.applied(moved);
    rmSync(moved);
    await done;
    expect(await ids(h, 'wombat')).toEqual([]);
  });

  it('a link added in the IDE appears in graph.json; removed, it goes away', async () => {
    const h = await start();
    const file = h.store.mem('permanent/retro-march-incident.md');
    const original = readFileSync(file, 'utf8');
    let done = h.applied(file);
    writeFileSync(
      file,
      original.replace(
        'tags: [incident, auth]',
        'tags: [incident, auth]\nlinks: [gotcha-vite-env-prefix]',
      ),
    );
    await done;
    let { graph } = await readGraph(h.store.memDir);
    expect(graph['retro-march-incident']).toEqual([
      expect.objectContaining({ target: 'gotcha-vite-env-prefix', label: 'relates-to' }),
    ]);
    expect(graph['gotcha-vite-env-prefix']).toEqual([
      expect.objectContaining({ target: 'retro-march-incident' }),
    ]);
    done = h.applied(file);
    writeFileSync(file, original);
    await done;
    ({ graph } = await readGraph(h.store.memDir));
    expect(graph['retro-march-incident']).toBeUndefined();
    expect(graph['gotcha-vite-env-prefix']).toBeUndefined();
  });

  it('a checkout touching 300 files arrives in batches of many files, all searchable', async () => {
    const h = await start();
    const dir = path.join(h.store.memDir, 'imported');
    mkdirSync(dir);
    const files = Array.from({ length: 300 }, (_, i) => path.join(dir, `learning-bulk-${i}.md`));
    const done = h.applied(...files);
    files.forEach((f, i) => {
      writeFileSync(f, memoryText(`learning-bulk-${i}`, `Bulk note ${i}`, `kumquat number ${i}`));
    });
    await done;
    const res = await h.service.search({ query: 'kumquat', mode: 'keyword', limit: 200 });
    expect(res.results).toHaveLength(200);
    expect(h.service.visibleDocs().filter((d) => d.id.startsWith('learning-bulk-'))).toHaveLength(
      300,
    );
    // Written in one synchronous burst, the files are queued before the first batch runs:
    // a watcher that coalesces carries many in one batch, whatever the machine's speed.
    expect(Math.max(...h.batches.map((b) => b.changed.length))).toBeGreaterThan(1);
    const removed = h.applied(dir);
    rmSync(dir, { recursive: true });
    await removed;
    expect(h.service.visibleDocs().filter((d) => d.id.startsWith('learning-bulk-'))).toHaveLength(
      0,
    );
  });

  it('a file broken in the IDE becomes a problem; fixed, it is back', async () => {
    const h = await start();
    const file = h.store.mem('permanent/artifact-release-checklist.md');
    const original = readFileSync(file, 'utf8');
    let done = h.applied(file);
    writeFileSync(file, original.replace('title: Release checklist', 'title: [unclosed'));
    await done;
    expect(h.service.status().problems.map((p) => p.path)).toContain(file);
    expect(await ids(h, 'release checklist')).not.toContain('artifact-release-checklist');
    done = h.applied(file);
    writeFileSync(file, original);
    await done;
    expect(h.service.status().problems.map((p) => p.path)).not.toContain(file);
    expect(await ids(h, 'release checklist')).toContain('artifact-release-checklist');
  });
});
