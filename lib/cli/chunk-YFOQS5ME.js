#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  withFileLocks,
  withGraphLocks
} from "./chunk-AGVA75HD.js";
import {
  readGraph,
  updateHeldGraph
} from "./chunk-A4QYTY4Q.js";
import {
  linkClaudeNote
} from "./chunk-M5UHZWGB.js";
import {
  checkLabel
} from "./chunk-N72CJCK6.js";
import {
  isoSeconds
} from "./chunk-7KTB7TC7.js";
import {
  DEFAULT_LABEL,
  addEdge,
  findEdge,
  removeEdge
} from "./chunk-Z6SYHISM.js";
import {
  findMemory,
  getScope,
  getWritableScope,
  loadStore
} from "./chunk-FUTSRKGR.js";
import {
  assertRealFolders,
  editDocument,
  encodeText,
  listItems,
  parseDocument,
  updateHeldFileText,
  writeFileAtomic
} from "./chunk-SDR562BD.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/services/links.ts
function readLinks(data) {
  return listItems(data.links) ?? [];
}
async function setFrontmatterLink(memory, target, present, stamp) {
  let before = null;
  return await updateHeldFileText(memory.path, (text) => {
    let links = readLinks(parseDocument(text, memory.path).data);
    if (links.includes(target) === present) return null;
    before = text;
    let next = present ? [...links, target] : links.filter((l) => l !== target);
    return editDocument(text, memory.path, {
      links: next.length ? next : void 0,
      updated: stamp
    });
  }), before;
}
async function restoreFiles(changed) {
  for (let file of changed) await writeFileAtomic(file.path, encodeText(file.text));
}
function stampOf(ctx) {
  return isoSeconds(ctx.now());
}
async function linkMemories(ctx, fromId, toId, label = DEFAULT_LABEL, scope) {
  let checked = checkLabel(label), store = await loadStore(ctx), from = findMemory(store, fromId, scope), to = findMemory(store, toId);
  if (from.id === to.id)
    throw new StrataError("INVALID_ARGUMENT", `cannot link "${from.id}" to itself`, {
      subject: "to"
    });
  if (from.scope === "claude") {
    let changed = await linkClaudeNote(ctx, from.id, to.id);
    return { from: from.id, to: to.id, label: checked, scope: from.scope, changed };
  }
  let fromScope = getWritableScope(ctx, from.scope);
  await assertRealFolders(fromScope, [from.path]);
  let dir = fromScope.dir, stamp = stampOf(ctx), result = { from: from.id, to: to.id, label: checked, scope: from.scope, changed: !1 };
  return withGraphLocks(
    [dir],
    () => withFileLocks([from.path], async () => {
      let { graph } = await readGraph(dir), hasEdge = findEdge(graph, from.id, to.id)?.label === checked && findEdge(graph, to.id, from.id), before = await setFrontmatterLink(from, to.id, !0, stamp);
      return hasEdge || await writeGraphOrRestore(
        dir,
        from,
        before,
        (g) => addEdge(g, from.id, to.id, checked, stamp)
      ), { ...result, changed: before !== null || !hasEdge };
    })
  );
}
async function writeGraphOrRestore(dir, memory, before, change) {
  try {
    await updateHeldGraph(dir, (graph) => (change(graph), !0));
  } catch (error) {
    throw before !== null && await restoreFiles([{ path: memory.path, text: before }]), error;
  }
}
async function unlinkMemories(ctx, fromId, toId, scope) {
  let store = await loadStore(ctx), from = findMemory(store, fromId, scope), to = findMemory(store, toId);
  getWritableScope(ctx, from.scope);
  let stamp = stampOf(ctx), scopes = ctx.scopes.filter(
    (s) => !s.readOnly && (s.scope === from.scope || s.scope === to.scope)
  );
  for (let s of scopes) await assertRealFolders(s);
  let ends = to.links.includes(from.id) && !getScope(ctx, to.scope).readOnly ? [from, to] : [from], dirs = scopes.map((s) => s.dir);
  return withGraphLocks(
    dirs,
    () => withFileLocks(
      ends.map((m) => m.path),
      () => writeUnlink(dirs, ends, { from, to, stamp })
    )
  );
}
async function writeUnlink(dirs, ends, { from, to, stamp }) {
  for (let dir of dirs) await readGraph(dir);
  let restore = [];
  for (let m of ends) {
    let before = await setFrontmatterLink(m, m === from ? to.id : from.id, !1, stamp);
    before !== null && restore.push({ path: m.path, text: before });
  }
  let label = DEFAULT_LABEL, changed = restore.length > 0;
  try {
    for (let dir of dirs)
      await updateHeldGraph(dir, (graph) => {
        label = findEdge(graph, from.id, to.id)?.label ?? label;
        let removed = removeEdge(graph, from.id, to.id);
        return changed ||= removed, removed;
      });
  } catch (error) {
    throw await restoreFiles(restore), error;
  }
  return { from: from.id, to: to.id, label, scope: from.scope, changed };
}

export {
  linkMemories,
  unlinkMemories
};
