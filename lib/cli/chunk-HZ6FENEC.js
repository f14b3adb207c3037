#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  sha256Hex
} from "./chunk-KFKOISXO.js";

// src/storage/cache-dir.ts
import { realpathSync } from "node:fs";
import path from "node:path";
function resolveCacheRoot(env) {
  return env.strataCacheDir ? path.resolve(env.strataCacheDir) : env.xdgCacheHome ? path.join(path.resolve(env.xdgCacheHome), "strata") : path.join(env.home, ".cache", "strata");
}
function canonical(dir) {
  try {
    return realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}
function shortHash(text) {
  return sha256Hex(text).slice(0, 16);
}
function projectCacheDir(cacheRoot, projectRoot) {
  if (!projectRoot) return path.join(cacheRoot, "projects", "no-project");
  let real = canonical(projectRoot);
  return path.join(cacheRoot, "projects", `${path.basename(real)}-${shortHash(real)}`);
}
function indexCacheDir(cacheRoot, projectRoot) {
  return path.join(projectCacheDir(cacheRoot, projectRoot), "index");
}

export {
  resolveCacheRoot,
  projectCacheDir,
  indexCacheDir
};
