/**
 * The folder watcher: one handle per folder however many files, and every file event still
 * reported per file (write, atomic save, delete, a folder created with files, a folder
 * removed). Each test awaits the event it expects; none sleeps.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type TreeWatcher, watchTrees } from '../../src/storage/tree-watch.js';

type Seen = { file: string; kind: 'changed' | 'removed' | 'dir-removed' };

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

function start(root: string) {
  const seen: Seen[] = [];
  const waiters: Array<{ match: (s: Seen) => boolean; resolve: () => void }> = [];
  const record = (s: Seen) => {
    seen.push(s);
    for (const w of [...waiters]) {
      if (w.match(s)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  const watcher: TreeWatcher = watchTrees([root], (f) => path.basename(f).startsWith('.'), {
    onFile: (file, kind) => record({ file, kind }),
    onDirRemoved: (file) => record({ file, kind: 'dir-removed' }),
    onError: (error) => {
      throw error;
    },
  });
  cleanups.unshift(() => watcher.close());
  const next = (file: string, kind: Seen['kind']) =>
    new Promise<void>((resolve) => {
      if (seen.some((s) => s.file === file && s.kind === kind)) resolve();
      else waiters.push({ match: (s) => s.file === file && s.kind === kind, resolve });
    });
  return { watcher, seen, next };
}

function makeRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-tree-'));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

describe('watchTrees', () => {
  it('holds one handle per folder, not per file', () => {
    const root = makeRoot();
    mkdirSync(path.join(root, 'a', 'b'), { recursive: true });
    for (let i = 0; i < 200; i++) writeFileSync(path.join(root, 'a', `m${i}.md`), 'x');
    const { watcher } = start(root);
    expect(watcher.watchedDirs).toBe(3);
  });

  it('reports a write, an atomic save and a delete per file', async () => {
    const root = makeRoot();
    const file = path.join(root, 'note.md');
    writeFileSync(file, 'one');
    const { next, seen } = start(root);
    writeFileSync(file, 'two');
    await next(file, 'changed');
    seen.length = 0;
    const temp = path.join(root, '.note.md.tmp');
    writeFileSync(temp, 'three');
    renameSync(temp, file);
    await next(file, 'changed');
    expect(seen.filter((s) => s.file === file).map((s) => s.kind)).not.toContain('removed');
    rmSync(file);
    await next(file, 'removed');
  });

  it('watches a folder created later and reports the files in it; a removed folder is reported once', async () => {
    const root = makeRoot();
    const { next, watcher } = start(root);
    const dir = path.join(root, 'new');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'a.md'), 'a');
    await next(path.join(dir, 'a.md'), 'changed');
    expect(watcher.watchedDirs).toBe(2);
    const moved = path.join(root, 'moved');
    renameSync(dir, moved);
    await next(dir, 'dir-removed');
    await next(path.join(moved, 'a.md'), 'changed');
    rmSync(moved, { recursive: true });
    await next(moved, 'dir-removed');
    expect(watcher.watchedDirs).toBe(1);
  });
});
