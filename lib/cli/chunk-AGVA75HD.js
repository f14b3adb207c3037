#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  graphLockPath
} from "./chunk-A4QYTY4Q.js";
import {
  lockPathFor,
  withLock
} from "./chunk-SDR562BD.js";

// src/storage/lock-set.ts
import { mkdir } from "node:fs/promises";
import path from "node:path";
async function withLocks(lockPaths, fn) {
  let sorted = [...new Set(lockPaths)].sort(), take = (i) => i === sorted.length ? fn() : withLock(sorted[i], () => take(i + 1));
  return take(0);
}
async function withGraphLocks(scopeDirs, fn) {
  for (let dir of scopeDirs) await mkdir(dir, { recursive: !0 });
  return withLocks(scopeDirs.map(graphLockPath), fn);
}
function withFileLocks(files, fn) {
  return withLocks(
    files.map((f) => lockPathFor(path.resolve(f))),
    fn
  );
}

export {
  withGraphLocks,
  withFileLocks
};
