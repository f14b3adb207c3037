/**
 * Child process of the bigstore bench: watches a folder tree with chokidar (one watch per
 * file) or with strata's folder watcher, waits until the watch is set up, and exits; the
 * bench reads the peak RSS the preload reports. Usage: watch-memory.ts chokidar|folders DIR
 */
import { watchTrees } from '../../../src/storage/tree-watch.js';

const [mode, dir] = process.argv.slice(2);
if (!dir) throw new Error('bench: usage: watch-memory.ts chokidar|folders DIR');
if (mode === 'chokidar') {
  const { watch } = await import('chokidar');
  const watcher = watch(dir, { ignoreInitial: true, atomic: true, followSymlinks: false });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  await watcher.close();
} else {
  const tree = watchTrees([dir], () => false, {
    onFile: () => {},
    onDirRemoved: () => {},
    onError: (error) => {
      throw error;
    },
  });
  tree.close();
}
