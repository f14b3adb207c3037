#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  sha256Hex
} from "./chunk-KFKOISXO.js";

// src/storage/cache-dir.ts
import { realpathSync } from "node:fs";
import path from "node:path";
function resolveCacheRoot(env, home) {
  return env.STRATA_CACHE_DIR ? path.resolve(env.STRATA_CACHE_DIR) : env.XDG_CACHE_HOME ? path.join(path.resolve(env.XDG_CACHE_HOME), "strata") : path.join(home, ".cache", "strata");
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
