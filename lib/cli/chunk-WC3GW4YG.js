#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  hashContent
} from "./chunk-MBXOKHUM.js";
import {
  holdsConflict,
  isInstructionFile,
  isSkippedDir,
  listMarkdown,
  parseScopedMemory,
  readConflictedMemory,
  readMemoryText,
  toAbsolutePath,
  toScopeRelativePath
} from "./chunk-JTNJ5WVF.js";
import {
  toProblem
} from "./chunk-VWF6XKUM.js";

// src/indexing/file-sync.ts
import { statSync } from "node:fs";
import { stat } from "node:fs/promises";
import path2 from "node:path";

// src/storage/scope/scope-of-path.ts
import path from "node:path";
function scopeOfPath(scopes, file) {
  let abs = path.resolve(file), scope = scopes.filter((s) => abs.startsWith(path.resolve(s.dir) + path.sep)).sort((a, b) => b.dir.length - a.dir.length)[0];
  if (!scope) return null;
  let relPath = path.relative(path.resolve(scope.dir), abs).split(path.sep).join("/");
  if (scope.scope === "instructions") return isInstructionFile(relPath) ? { scope, relPath } : null;
  let parts = relPath.split("/");
  for (let i = 0; i < parts.length - 1; i++)
    if (isSkippedDir(parts[i], parts.slice(0, i).join("/"), scope)) return null;
  return { scope, relPath };
}

// src/indexing/file-sync.ts
async function listAllFiles(scopes) {
  let problems = [], files = /* @__PURE__ */ new Map();
  for (let scope of scopes) {
    let rels = await listMarkdown(scope, problems);
    await statInBatches(
      rels.map((rel) => path2.join(scope.dir, rel)),
      files
    );
  }
  return { files, problems };
}
var STAT_BATCH = 2e3;
async function statInBatches(paths, into) {
  for (let at = 0; at < paths.length; at += STAT_BATCH) {
    at > 0 && await new Promise((resolve) => setImmediate(resolve));
    for (let file of paths.slice(at, at + STAT_BATCH))
      try {
        let s = statSync(file, { throwIfNoEntry: !1 });
        s && into.set(file, { size: s.size, mtimeMs: s.mtimeMs });
      } catch {
      }
  }
}
async function readFileEntry(scopes, file, options) {
  let owner = scopeOfPath(scopes, file);
  if (!owner) return { kind: "gone", path: file };
  try {
    let info = await stat(file), text = await readMemoryText(owner.scope, owner.relPath, options), stamp = { size: info.size, mtimeMs: info.mtimeMs, hash: hashContent(text) }, memory = await holdsConflict(file, text) ? await readConflictedMemory(owner.scope, owner.relPath, text) : parseScopedMemory(text, {
      path: toAbsolutePath(file),
      relPath: toScopeRelativePath(owner.relPath),
      scope: owner.scope.scope
    });
    return memory ? (memory.hash = stamp.hash, { kind: "memory", path: file, stamp, memory }) : { kind: "other", path: file, stamp };
  } catch (error) {
    if (error.code === "ENOENT") return { kind: "gone", path: file };
    let reading = { kind: "problem", path: file, problem: toProblem(file, error) }, info = await stat(file).catch(() => null);
    return info && (reading.stamp = { size: info.size, mtimeMs: info.mtimeMs, hash: "" }), reading;
  }
}
function findStale(saved, current) {
  let toRead = [];
  for (let [file, now] of current) {
    let before = saved[file];
    (!before || before.size !== now.size || before.mtimeMs !== now.mtimeMs) && toRead.push(file);
  }
  let removed = Object.keys(saved).filter((file) => !current.has(file));
  return { toRead, removed };
}
async function mapLimit(items, limit, fn) {
  let results = new Array(items.length), next = 0, worker = async () => {
    for (; next < items.length; ) {
      let i = next++;
      results[i] = await fn(items[i]);
    }
  };
  return await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker)), results;
}

export {
  listAllFiles,
  readFileEntry,
  findStale,
  mapLimit
};
