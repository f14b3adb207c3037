#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  hashContent
} from "./chunk-QKDODJ4C.js";
import {
  holdsConflict,
  isInstructionFile,
  isMarkdownFile,
  isSkippedDir,
  listMarkdown,
  parseScopedMemory,
  readConflictedMemory,
  readMemoryText,
  toAbsolutePath,
  toScopeRelativePath
} from "./chunk-SDR562BD.js";
import {
  toProblem
} from "./chunk-VWF6XKUM.js";

// src/indexing/file-sync.ts
import { statSync } from "node:fs";
import { stat } from "node:fs/promises";
import path3 from "node:path";

// src/storage/markdown-batches.ts
import { opendirSync } from "node:fs";
import path from "node:path";
var READ_AHEAD = 1024;
async function eachMarkdownBatch(scope, problems, size, visit) {
  if (scope.scope === "instructions") return visit(await listMarkdown(scope, problems));
  let batch = [], pending = [""];
  for (; pending.length; ) {
    let relDir = pending.pop(), dir = openFolder(path.join(scope.dir, relDir), problems);
    if (dir)
      try {
        for (let entry = dir.readSync(); entry; entry = dir.readSync()) {
          let rel = relDir ? `${relDir}/${entry.name}` : entry.name;
          entry.isDirectory() ? isSkippedDir(entry.name, relDir, scope) || pending.push(rel) : isMarkdownFile(entry) && (batch.push(rel), batch.length >= size && (await visit(batch), batch = []));
        }
      } catch (error) {
        problems.push(toProblem(path.join(scope.dir, relDir), error));
      } finally {
        dir.closeSync();
      }
  }
  batch.length && await visit(batch);
}
function openFolder(folder, problems) {
  try {
    return opendirSync(folder, { bufferSize: READ_AHEAD });
  } catch (error) {
    return error.code !== "ENOENT" && problems.push(toProblem(folder, error)), null;
  }
}

// src/storage/scope/scope-of-path.ts
import path2 from "node:path";
function scopeOfPath(scopes, file) {
  let abs = path2.resolve(file), scope = scopes.filter((s) => abs.startsWith(path2.resolve(s.dir) + path2.sep)).sort((a, b) => b.dir.length - a.dir.length)[0];
  if (!scope) return null;
  let relPath = path2.relative(path2.resolve(scope.dir), abs).split(path2.sep).join("/");
  if (scope.scope === "instructions") return isInstructionFile(relPath) ? { scope, relPath } : null;
  let parts = relPath.split("/");
  for (let i = 0; i < parts.length - 1; i++)
    if (isSkippedDir(parts[i], parts.slice(0, i).join("/"), scope)) return null;
  return { scope, relPath };
}

// src/indexing/file-sync.ts
async function findChangedFiles(scopes, stamps) {
  let check = stamps.check(), toRead = [], problems = [];
  for (let scope of scopes) {
    let inScope = [];
    await eachMarkdownBatch(scope, problems, STAT_BATCH, async (rels) => {
      await statInBatches(scope.dir, rels, (file, size, mtimeMs) => {
        check.see(file, size, mtimeMs) && inScope.push(file);
      }), await new Promise((resolve) => setImmediate(resolve));
    });
    for (let file of inScope.sort((a, b) => a < b ? -1 : a > b ? 1 : 0)) toRead.push(file);
  }
  return { toRead, removed: check.unseen(), problems };
}
var STAT_BATCH = 2e3;
async function statInBatches(dir, rels, visit) {
  for (let at = 0; at < rels.length; at += STAT_BATCH) {
    at > 0 && await new Promise((resolve) => setImmediate(resolve));
    let end = Math.min(rels.length, at + STAT_BATCH);
    for (let i = at; i < end; i++) {
      let file = path3.join(dir, rels[i]);
      try {
        let s = statSync(file, { throwIfNoEntry: !1 });
        s && visit(file, s.size, s.mtimeMs);
      } catch {
      }
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
  findChangedFiles,
  readFileEntry,
  mapLimit
};
