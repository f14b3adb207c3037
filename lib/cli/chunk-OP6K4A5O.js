#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/storage/watcher.ts
import { statSync } from "node:fs";
import path2 from "node:path";

// src/storage/tree-watch.ts
import { lstatSync, readdirSync, watch } from "node:fs";
import path from "node:path";
function statOf(file) {
  try {
    return lstatSync(file);
  } catch {
    return;
  }
}
function watchTrees(roots, ignored, events) {
  let dirs = /* @__PURE__ */ new Map(), dropDir = (dir) => {
    for (let [d, handle] of dirs)
      (d === dir || d.startsWith(dir + path.sep)) && (handle.close(), dirs.delete(d));
  }, inspect = (file) => {
    let stats = statOf(file);
    if (!stats) {
      dirs.has(file) ? (dropDir(file), events.onDirRemoved(file)) : events.onFile(file, "removed");
      return;
    }
    if (stats.isDirectory()) {
      !dirs.has(file) && !ignored(file, !1) && addDir(file, !0);
      return;
    }
    ignored(file, !0) || events.onFile(file, "changed");
  }, addDir = (dir, report) => {
    let handle;
    try {
      handle = watch(dir, { persistent: !0 }, (_type, name) => {
        name ? inspect(path.join(dir, name.toString())) : rescan(dir);
      });
    } catch (error) {
      error.code !== "ENOENT" && events.onError(error);
      return;
    }
    handle.on("error", (error) => {
      dirs.has(dir) && (dropDir(dir), error.code !== "EPERM" && events.onError(error));
    }), dirs.set(dir, handle), scanDir(dir, report);
  }, scanDir = (dir, report) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: !0 });
    } catch {
      return;
    }
    for (let entry of entries)
      if (entry.isDirectory()) {
        let file = path.join(dir, entry.name);
        !dirs.has(file) && !ignored(file, !1) && addDir(file, report);
      } else if (report) {
        let file = path.join(dir, entry.name);
        ignored(file, !0) || events.onFile(file, "changed");
      }
  }, rescan = (dir) => scanDir(dir, !0);
  for (let root of roots) addDir(root, !1);
  return {
    get watchedDirs() {
      return dirs.size;
    },
    close() {
      for (let handle of dirs.values()) handle.close();
      dirs.clear();
    }
  };
}

// src/storage/watcher.ts
var WATCHED_FILES = /* @__PURE__ */ new Set(["graph.json", "config.json"]);
function isWatchedFile(file) {
  let base = path2.basename(file);
  return base.startsWith(".") || base.endsWith("~") ? !1 : WATCHED_FILES.has(base) || base.toLowerCase().endsWith(".md");
}
function isIgnored(file, roots, isFile) {
  if (roots.includes(file)) return !1;
  let base = path2.basename(file);
  return base.startsWith(".") || base === "node_modules" ? !0 : isFile === !0 && !isWatchedFile(file);
}
function createBatcher(options) {
  let pending = /* @__PURE__ */ new Map(), timer, firstAt = 0, chain = Promise.resolve(), flush = () => {
    timer = void 0;
    let batch = { changed: [], removed: [] };
    for (let [file, kind] of pending) batch[kind].push(file);
    pending.clear(), chain = chain.then(() => options.onBatch(batch)).catch(options.onError);
  };
  return { add: (file, kind, isDir = !1) => {
    if (!isDir && !isWatchedFile(file)) return;
    pending.size || (firstAt = Date.now()), pending.set(file, kind), timer && clearTimeout(timer);
    let wait = Math.max(
      0,
      Math.min(options.debounceMs ?? 75, firstAt + (options.maxWaitMs ?? 1e3) - Date.now())
    );
    timer = setTimeout(flush, wait);
  }, stop: async () => {
    timer && clearTimeout(timer), await chain;
  } };
}
function selectRoots(dirs) {
  let existing = dirs.map((d) => path2.resolve(d)).filter((d) => {
    try {
      return statSync(d).isDirectory();
    } catch {
      return !1;
    }
  });
  return [...new Set(existing)].filter(
    (d) => !existing.some((other) => other !== d && d.startsWith(other + path2.sep))
  );
}
async function watchDirectories(options) {
  let roots = selectRoots(options.dirs), batcher = createBatcher(options), tree = watchTrees(roots, (file, isFile) => isIgnored(file, roots, isFile), {
    onFile: (file, kind) => batcher.add(file, kind),
    onDirRemoved: (dir) => batcher.add(dir, "removed", !0),
    onError: options.onError
  });
  return {
    ready: Promise.resolve(),
    async close() {
      tree.close(), await batcher.stop();
    }
  };
}

export {
  watchDirectories
};
