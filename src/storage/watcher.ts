/**
 * Watches scope directories and turns file events into batches. Events are debounced so an editor's atomic save (temp file +
 * rename) or a `git checkout` of hundreds of files arrives as one batch.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { watchTrees } from './tree-watch.js';

/**
 * Paths that changed (created, edited, renamed to) or went away, since the last batch.
 * A removed path may be a folder: it stands for everything below it.
 */
export interface ChangeBatch {
  changed: string[];
  removed: string[];
}

/** Options for {@link watchDirectories}. */
export interface WatchOptions {
  dirs: readonly string[];
  /** Quiet time that ends a batch. */
  debounceMs?: number;
  /** A batch is delivered at the latest this long after its first event. */
  maxWaitMs?: number;
  onBatch: (batch: ChangeBatch) => void | Promise<void>;
  onError: (error: unknown) => void;
}

/** A running watcher. */
export interface DirectoryWatcher {
  /** Resolves once the initial scan is done and events are being reported. */
  ready: Promise<void>;
  close(): Promise<void>;
}

const WATCHED_FILES = new Set(['graph.json', 'config.json']);

/** True for files the sync service cares about: memories, graph.json, config.json. */
export function isWatchedFile(file: string): boolean {
  const base = path.basename(file);
  if (base.startsWith('.') || base.endsWith('~')) return false;
  return WATCHED_FILES.has(base) || base.toLowerCase().endsWith('.md');
}

function isIgnored(file: string, roots: readonly string[], isFile: boolean | undefined): boolean {
  if (roots.includes(file)) return false;
  const base = path.basename(file);
  if (base.startsWith('.') || base === 'node_modules') return true;
  return isFile === true && !isWatchedFile(file);
}

/** Collects events and delivers them in batches. */
function createBatcher(options: WatchOptions) {
  const pending = new Map<string, 'changed' | 'removed'>();
  let timer: NodeJS.Timeout | undefined;
  let firstAt = 0;
  let chain = Promise.resolve();
  const flush = () => {
    timer = undefined;
    const batch: ChangeBatch = { changed: [], removed: [] };
    for (const [file, kind] of pending) batch[kind].push(file);
    pending.clear();
    // Batches are handled one at a time, in order.
    chain = chain.then(() => options.onBatch(batch)).catch(options.onError);
  };
  const add = (file: string, kind: 'changed' | 'removed', isDir = false) => {
    if (!isDir && !isWatchedFile(file)) return;
    if (!pending.size) firstAt = Date.now();
    pending.set(file, kind);
    if (timer) clearTimeout(timer);
    const wait = Math.max(
      0,
      Math.min(options.debounceMs ?? 75, firstAt + (options.maxWaitMs ?? 1_000) - Date.now()),
    );
    timer = setTimeout(flush, wait);
  };
  const stop = async () => {
    if (timer) clearTimeout(timer);
    await chain;
  };
  return { add, stop };
}

/**
 * The folders to watch: existing ones only, and none inside another (the project folder already
 * covers its nested local/ folder).
 */
export function selectRoots(dirs: readonly string[]): string[] {
  const existing = dirs
    .map((d) => path.resolve(d))
    .filter((d) => {
      try {
        return statSync(d).isDirectory();
      } catch {
        return false;
      }
    });
  return [...new Set(existing)].filter(
    (d) => !existing.some((other) => other !== d && d.startsWith(other + path.sep)),
  );
}

/**
 * Starts watching `dirs` (recursively), one watcher per folder. A scope folder that does
 * not exist yet is not watched: memories created there later are picked up on the next
 * start or reindex. Links to folders are not followed (a committed link to / or ~ must
 * not make every server watch that tree; the scanner does not follow them either).
 */
export async function watchDirectories(options: WatchOptions): Promise<DirectoryWatcher> {
  const roots = selectRoots(options.dirs);
  const batcher = createBatcher(options);
  // Removals are reported at once: no wait for a re-add, so a deletion reaches search
  // within one debounce; an atomic save renames over the file, which never goes away.
  const tree = watchTrees(roots, (file, isFile) => isIgnored(file, roots, isFile), {
    onFile: (file, kind) => batcher.add(file, kind),
    onDirRemoved: (dir) => batcher.add(dir, 'removed', true),
    onError: options.onError,
  });
  return {
    ready: Promise.resolve(),
    async close() {
      tree.close();
      await batcher.stop();
    },
  };
}
