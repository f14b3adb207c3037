#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  findMemory
} from "./chunk-FUTSRKGR.js";
import {
  editDocument,
  listItems,
  parseDocument,
  readFileText
} from "./chunk-SDR562BD.js";

// src/services/merge/merge-resume.ts
import { existsSync } from "node:fs";
function renderArchived(text, other, keeper, stamp) {
  return editDocument(text, other.path, { links: [keeper], status: "superseded", updated: stamp });
}
function findLiveFirst(store, id, scope) {
  let found = findMemory(store, id, scope);
  return found.archived ? store.all.find((m) => m.id === found.id && m.scope === found.scope && !m.archived) ?? found : found;
}
async function isArchivedByMerge(archivedPath, other, keeperId) {
  if (!existsSync(archivedPath)) return !1;
  try {
    let [archived, live] = await Promise.all([
      readFileText(archivedPath),
      readFileText(other.path)
    ]), stamp = parseDocument(archived, archivedPath).data.updated;
    return typeof stamp != "string" ? !1 : renderArchived(live, other, keeperId, stamp) === archived;
  } catch {
    return !1;
  }
}
function dropArchivedInto(others, keeperId) {
  let left = others.filter((m) => !(m.archived && isSupersededBy(m, keeperId)));
  return left.length ? left : [...others];
}
function isSupersededBy(m, keeperId) {
  let links = listItems(m.fields.links) ?? [];
  return m.fields.status === "superseded" && links.length === 1 && links[0] === keeperId;
}

export {
  renderArchived,
  findLiveFirst,
  isArchivedByMerge,
  dropArchivedInto
};
