#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  emptyGraph,
  parseGraph,
  serializeGraph
} from "./chunk-Z6SYHISM.js";
import {
  hasConflictMarkers,
  readConflictSides,
  withLock,
  writeFileAtomic
} from "./chunk-SDR562BD.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/storage/graph-store.ts
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";

// src/core/git/three-way-graph.ts
function toMap(graph) {
  let map = /* @__PURE__ */ new Map();
  for (let [from, edges] of Object.entries(graph)) {
    let targets = /* @__PURE__ */ new Map();
    for (let e of edges) targets.set(e.target, e);
    map.set(from, targets);
  }
  return map;
}
function sameEdge(a, b) {
  return a.label === b.label && a.timestamp === b.timestamp;
}
function newer(ours, theirs) {
  return theirs.timestamp > ours.timestamp ? theirs : ours;
}
function mergeEdge(base, ours, theirs) {
  if (!base) return ours && theirs ? newer(ours, theirs) : ours ?? theirs;
  if (!(!ours && !theirs))
    return ours ? theirs ? sameEdge(ours, base) ? theirs : sameEdge(theirs, base) ? ours : newer(ours, theirs) : sameEdge(ours, base) ? void 0 : ours : theirs && sameEdge(theirs, base) ? void 0 : theirs;
}
function mergeGraphs(base, ours, theirs) {
  let maps = [toMap(base), toMap(ours), toMap(theirs)], out = emptyGraph(), sources = new Set(maps.flatMap((m) => [...m.keys()]));
  for (let from of [...sources].sort()) {
    let [b, o, t] = maps.map((m) => m.get(from)), targets = /* @__PURE__ */ new Set([...b?.keys() ?? [], ...o?.keys() ?? [], ...t?.keys() ?? []]), edges = [];
    for (let target of [...targets].sort()) {
      let edge = mergeEdge(b?.get(target), o?.get(target), t?.get(target));
      edge && edges.push(edge);
    }
    edges.length && (out[from] = edges);
  }
  return out;
}

// src/storage/git/graph-conflict.ts
async function readConflictedGraph(file, text) {
  let sides = await readConflictSides(file, text);
  if (!sides)
    throw new StrataError("INVALID_GRAPH", `${file}: has conflict markers that do not pair up`, {
      subject: file,
      hint: "keep one side of each <<<<<<< \u2026 >>>>>>> block by hand, then run `strata verify`"
    });
  let base = sides.base === null ? emptyGraph() : parseGraph(sides.base, file).graph;
  return mergeGraphs(
    base,
    parseGraph(sides.ours, file).graph,
    parseGraph(sides.theirs, file).graph
  );
}

// src/storage/graph-store.ts
function graphPath(scopeDir) {
  return path.join(scopeDir, "graph.json");
}
async function readGraph(scopeDir) {
  let file = graphPath(scopeDir), text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return { graph: emptyGraph(), format: "empty" };
    throw error;
  }
  return hasConflictMarkers(text) ? { graph: await readConflictedGraph(file, text), format: "conflicted" } : parseGraph(text, file);
}
async function updateGraph(scopeDir, mutate) {
  return await mkdir(scopeDir, { recursive: !0 }), withLock(graphLockPath(scopeDir), () => updateHeldGraph(scopeDir, mutate));
}
function graphLockPath(scopeDir) {
  return `${graphPath(scopeDir)}.lock`;
}
async function updateHeldGraph(scopeDir, mutate) {
  let { graph } = await readGraph(scopeDir);
  return mutate(graph) && await writeFileAtomic(graphPath(scopeDir), serializeGraph(graph)), graph;
}

export {
  mergeGraphs,
  readConflictedGraph,
  graphPath,
  readGraph,
  updateGraph,
  graphLockPath,
  updateHeldGraph
};
