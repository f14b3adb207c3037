#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  findLiveFirst
} from "./chunk-PXYELFHQ.js";
import {
  updateGraph
} from "./chunk-A4QYTY4Q.js";
import {
  forgetClaudeNote
} from "./chunk-M5UHZWGB.js";
import {
  findMemory,
  getWritableScope,
  loadStore
} from "./chunk-FUTSRKGR.js";
import {
  assertRealFolders,
  lockPathFor,
  resolveInside,
  withLock
} from "./chunk-SDR562BD.js";
import {
  StrataError,
  isStrataError
} from "./chunk-VWF6XKUM.js";

// src/services/forget.ts
import { link, mkdir, readFile, stat, unlink } from "node:fs/promises";
import path from "node:path";
function dropNode(graph, id) {
  let changed = delete graph[id];
  for (let [from, edges] of Object.entries(graph)) {
    let kept = edges.filter((e) => e.target !== id);
    kept.length !== edges.length && (changed = !0, kept.length ? graph[from] = kept : delete graph[from]);
  }
  return changed;
}
async function isSameFile(a, b) {
  let [sa, sb] = await Promise.all([stat(a), stat(b)]);
  return sa.ino === sb.ino && sa.dev === sb.dev ? !0 : sa.size === sb.size && (await readFile(a)).equals(await readFile(b));
}
async function moveToArchive(scopeDir, file) {
  let target = resolveInside(scopeDir, `archive/${path.basename(file)}`);
  await mkdir(path.dirname(target), { recursive: !0 });
  try {
    await link(file, target);
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
    if (!await isSameFile(file, target))
      throw new StrataError("ALREADY_EXISTS", `${target} already exists`, {
        subject: target,
        hint: "delete or rename the archived copy first"
      });
  }
  return await unlink(file), target;
}
async function forgetClaudeMemory(ctx, all, id) {
  let note = await forgetClaudeNote(ctx, id), linkedFrom = all.filter((m) => m.links.includes(note.id) && m !== note).map((m) => m.id);
  return {
    id: note.id,
    scope: "claude",
    action: "deleted",
    path: note.path,
    linkedFrom,
    wasArchived: !1
  };
}
async function forgetMemory(ctx, id, options = {}) {
  let store = await loadStore(ctx), archive = options.mode !== "delete", memory = archive ? findLiveFirst(store, id, options.scope) : findMemory(store, id, options.scope);
  if (memory.scope === "claude") return forgetClaudeMemory(ctx, store.all, memory.id);
  let scope = getWritableScope(ctx, memory.scope), linkedFrom = store.all.filter((m) => m.links.includes(memory.id) && m !== memory).map((m) => m.id);
  if (archive && memory.archived)
    return {
      id: memory.id,
      scope: memory.scope,
      action: "archived",
      path: memory.path,
      archivedPath: memory.path,
      linkedFrom,
      wasArchived: !0
    };
  let result = {
    id: memory.id,
    scope: memory.scope,
    action: "deleted",
    path: memory.path,
    linkedFrom,
    wasArchived: memory.archived
  };
  return await assertRealFolders(scope, [memory.path]), await withLock(lockPathFor(memory.path), async () => {
    archive ? (result.action = "archived", result.archivedPath = await moveToArchive(scope.dir, memory.path)) : await unlink(memory.path).catch((error) => {
      throw error.code === "ENOENT" ? new StrataError("NOT_FOUND", `${memory.path} is already gone`, { subject: id }) : error;
    });
  }), archive || await updateGraph(scope.dir, (graph) => dropNode(graph, memory.id)).catch((error) => {
    if (!isStrataError(error, "INVALID_GRAPH")) throw error;
  }), result;
}

export {
  forgetMemory
};
