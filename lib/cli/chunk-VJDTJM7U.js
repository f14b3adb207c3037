#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  writeJsonSync
} from "./chunk-5XYGYV2B.js";

// src/storage/stash-index.ts
import { readFileSync } from "node:fs";
import path from "node:path";
var MAX_ENTRIES = 200;
function stashIndexPath(projectCacheDir) {
  return path.join(projectCacheDir, "stashes.json");
}
function readStashIndex(file) {
  try {
    let value = JSON.parse(readFileSync(file, "utf8"));
    if (value?.version === 1 && Array.isArray(value.stashes)) return value;
  } catch {
  }
  return { version: 1, stashes: [] };
}
function updateStashIndex(file, change) {
  let index = readStashIndex(file);
  return change(index), index.stashes = index.stashes.slice(-MAX_ENTRIES), writeJsonSync(file, index), index;
}
function markStashResumed(file, id) {
  let entry = readStashIndex(file).stashes.find((s) => s.id === id);
  !entry || entry.status === "resumed" || updateStashIndex(file, (i) => {
    for (let s of i.stashes) s.id === id && (s.status = "resumed");
  });
}

export {
  stashIndexPath,
  updateStashIndex,
  markStashResumed
};
