/**
 * Watches folder trees with one `fs.watch` per folder, not per file: at 10,000 memories a
 * watcher per file costs ~45 MB of handles and bookkeeping, one per folder a few dozen.
 * A folder's watcher reports the name of each entry that was created, written, renamed
 * or deleted; the entry is looked at (lstat) when its event arrives, and what is found
 * decides the event: a file that is there was changed, a name that is gone was removed, a
 * new folder is watched and its files reported. Stats are synchronous so that events are
 * handled in the order the kernel gave them (an atomic save's temp file, then its rename).
 */
import { type FSWatcher, lstatSync, readdirSync, type Stats, watch } from 'node:fs';
import path from 'node:path';

/** What a tree watcher reports. */
export interface TreeEvents {
  /** A file was created, written or renamed to (`changed`), or is gone (`removed`). */
  onFile(file: string, kind: 'changed' | 'removed'): void;
  /** A watched folder is gone (deleted or renamed away): it stands for everything below. */
  onDirRemoved(dir: string): void;
  onError(error: unknown): void;
}

/** A running tree watcher. */
export interface TreeWatcher {
  /** Number of folders watched (one handle each). */
  readonly watchedDirs: number;
  close(): void;
}

/** Says whether a path is left out; `isFile` is undefined when not known. */
export type IgnoreTest = (file: string, isFile: boolean | undefined) => boolean;

function statOf(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

/** Starts watching every folder below each of `roots` (which must exist). */
export function watchTrees(
  roots: readonly string[],
  ignored: IgnoreTest,
  events: TreeEvents,
): TreeWatcher {
  const dirs = new Map<string, FSWatcher>();

  /** Stops watching `dir` and every folder below it. */
  const dropDir = (dir: string) => {
    for (const [d, handle] of dirs) {
      if (d === dir || d.startsWith(dir + path.sep)) {
        handle.close();
        dirs.delete(d);
      }
    }
  };

  /** Looks at `file` after an event on its name and reports what became of it. */
  const inspect = (file: string) => {
    const stats = statOf(file);
    if (!stats) {
      if (dirs.has(file)) {
        dropDir(file);
        events.onDirRemoved(file);
      } else events.onFile(file, 'removed');
      return;
    }
    if (stats.isDirectory()) {
      // A folder that was already watched only changed its times: nothing to report.
      if (!dirs.has(file) && !ignored(file, false)) addDir(file, true);
      return;
    }
    if (!ignored(file, true)) events.onFile(file, 'changed');
  };

  /**
   * Watches `dir`, then (for a folder that appeared while watching) reports the files
   * already in it: they may have been written before its watcher was attached.
   */
  const addDir = (dir: string, report: boolean) => {
    let handle: FSWatcher;
    try {
      handle = watch(dir, { persistent: true }, (_type, name) => {
        if (name) inspect(path.join(dir, name.toString()));
        else rescan(dir);
      });
    } catch (error) {
      // Gone again before it could be watched: its parent's event reports that.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') events.onError(error);
      return;
    }
    // The folder itself went away (its parent's watcher reports it) or hit a limit.
    handle.on('error', (error) => {
      if (!dirs.has(dir)) return;
      dropDir(dir);
      if ((error as NodeJS.ErrnoException).code !== 'EPERM') events.onError(error);
    });
    dirs.set(dir, handle);
    scanDir(dir, report);
  };

  /** Watches the sub-folders of `dir`; reports its files when `report` is set. */
  const scanDir = (dir: string, report: boolean) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      // Joined only when used: at start-up a folder of 100k files reports none of them.
      if (entry.isDirectory()) {
        const file = path.join(dir, entry.name);
        if (!dirs.has(file) && !ignored(file, false)) addDir(file, report);
      } else if (report) {
        const file = path.join(dir, entry.name);
        if (!ignored(file, true)) events.onFile(file, 'changed');
      }
    }
  };

  /** An event without a name (rare; the platform lost it): report everything in `dir`. */
  const rescan = (dir: string) => scanDir(dir, true);

  for (const root of roots) addDir(root, false);
  return {
    get watchedDirs() {
      return dirs.size;
    },
    close() {
      for (const handle of dirs.values()) handle.close();
      dirs.clear();
    },
  };
}
