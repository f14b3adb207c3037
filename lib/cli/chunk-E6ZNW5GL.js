#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  isOwnerGone,
  isStaleTemp,
  parseLockOwner,
  tempOwnerPid
} from "./chunk-SDR562BD.js";

// src/services/leftovers.ts
import { lstat, readdir, readFile, unlink } from "node:fs/promises";
import path from "node:path";
var LOCK_GRACE_MS = 1e3;
function isLockName(name) {
  return name.endsWith(".lock") || name.endsWith(".lock.takeover");
}
async function entriesOf(dir) {
  return readdir(dir, { withFileTypes: !0 }).catch(() => []);
}
async function inspect(file, now) {
  let name = path.basename(file), info = await lstat(file).catch(() => null);
  if (!info?.isFile()) return null;
  let tempPid = tempOwnerPid(name);
  if (tempPid !== null)
    return isStaleTemp(name, info.mtimeMs, now) ? { path: file, kind: "temp", pid: tempPid } : null;
  if (!isLockName(name) || now - info.mtimeMs < LOCK_GRACE_MS) return null;
  let text = await readFile(file, "utf8").catch(() => null);
  return text === null || !isOwnerGone(text) ? null : { path: file, kind: "lock", pid: parseLockOwner(text)?.pid ?? null };
}
async function walk(dir, now, seen, out) {
  if (!seen.has(dir)) {
    seen.add(dir);
    for (let entry of await entriesOf(dir)) {
      let full = path.join(dir, entry.name);
      if (entry.isDirectory())
        entry.name !== ".git" && entry.name !== "node_modules" && await walk(full, now, seen, out);
      else if (entry.isFile()) {
        let found = await inspect(full, now);
        found && out.push(found);
      }
    }
  }
}
async function findLeftovers(scopes, now = Date.now()) {
  let out = [], seen = /* @__PURE__ */ new Set();
  for (let scope of scopes) scope.readOnly || await walk(scope.dir, now, seen, out);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}
async function removeLeftovers(leftovers) {
  let removed = [], now = Date.now();
  for (let l of leftovers)
    await inspect(l.path, now) && await unlink(l.path).then(
      () => removed.push(l.path),
      () => {
      }
    );
  return removed;
}
function describeLeftover(l) {
  let owner = l.pid === null ? "no owner recorded" : `process ${l.pid} is gone`, what = l.kind === "temp" ? "temp file of an interrupted write" : "lock nobody holds";
  return `${l.path}: ${what} (${owner})`;
}

export {
  findLeftovers,
  removeLeftovers,
  describeLeftover
};
