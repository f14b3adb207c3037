#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/storage/project-files.ts
import { readdir } from "node:fs/promises";
import path from "node:path";
var SKIPPED = /* @__PURE__ */ new Set([".git", "node_modules", ".hg", ".svn"]);
async function listProjectFiles(root, limit = 2e5) {
  let files = [], pending = [""];
  for (; pending.length; ) {
    let relDir = pending.pop(), entries;
    try {
      entries = await readdir(path.join(root, relDir), { withFileTypes: !0 });
    } catch {
      continue;
    }
    for (let entry of entries) {
      let rel = relDir ? `${relDir}/${entry.name}` : entry.name;
      if (entry.isDirectory())
        SKIPPED.has(entry.name) || pending.push(rel);
      else if (entry.isFile() || entry.isSymbolicLink()) {
        if (files.length >= limit) return { files, truncated: !0 };
        files.push(rel);
      }
    }
  }
  return { files, truncated: !1 };
}

export {
  listProjectFiles
};
