#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  putEdge,
  repointEdges
} from "./chunk-ISW6ANDQ.js";
import {
  mergedMarker
} from "./chunk-I5PEQ4ZW.js";
import {
  DEFAULT_LABEL,
  addEdge,
  findEdge
} from "./chunk-Z6SYHISM.js";

// src/core/merge/merge-content.ts
var SUPERSEDED_BY = "superseded-by";
function unionLists(lists, drop = /* @__PURE__ */ new Set()) {
  let out = [];
  for (let list of lists)
    for (let item of list) !drop.has(item) && !out.includes(item) && out.push(item);
  return out;
}
function mergeBodies(keeperBody, others) {
  let head = keeperBody.trimEnd(), fresh = others.filter((o) => !head.includes(mergedMarker(o)));
  if (!fresh.length) return keeperBody;
  let parts = fresh.map((o) => {
    let text = o.body.trim();
    return `## ${o.title.replace(/\s+/g, " ").trim()}

${mergedMarker(o)}${text ? `

${text}` : ""}`;
  });
  return `${head.trim() === "" ? `
` : `${head}

`}${parts.join(`

`)}
`;
}
function rewireMergedGraph(graph, scope, spec) {
  let ids = new Set(spec.others.map((o) => o.id)), moved = repointEdges(graph, ids, spec.keeper.id);
  for (let other of spec.others)
    scope !== other.scope && scope !== spec.keeper.scope || addEdge(graph, other.id, spec.keeper.id, SUPERSEDED_BY, spec.stamp);
  return moved;
}
function addKeeperEdges(graph, keeper, carried, links, stamp) {
  for (let e of carried) (e.from === keeper || e.target === keeper) && putEdge(graph, e);
  for (let target of links)
    findEdge(graph, keeper, target) || addEdge(graph, keeper, target, DEFAULT_LABEL, stamp);
}

export {
  SUPERSEDED_BY,
  unionLists,
  mergeBodies,
  rewireMergedGraph,
  addKeeperEdges
};
