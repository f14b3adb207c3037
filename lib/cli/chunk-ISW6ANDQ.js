#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  DEFAULT_LABEL
} from "./chunk-Z6SYHISM.js";

// src/core/merge/graph-rewire.ts
function listEdgesTouching(graph, id) {
  let out = [];
  for (let [from, edges] of Object.entries(graph))
    for (let e of edges) (from === id || e.target === id) && out.push({ from, ...e });
  return out;
}
function putEdge(graph, edge) {
  let edges = graph[edge.from] ?? [];
  graph[edge.from] = edges;
  let next = { target: edge.target, label: edge.label, timestamp: edge.timestamp }, i = edges.findIndex((e) => e.target === edge.target);
  return i < 0 ? (edges.push(next), !0) : edges[i].label !== DEFAULT_LABEL || edge.label === DEFAULT_LABEL ? !1 : (edges[i] = next, !0);
}
function removeDirected(graph, from, target) {
  let edges = graph[from];
  if (!edges) return;
  let kept = edges.filter((e) => e.target !== target);
  kept.length ? graph[from] = kept : delete graph[from];
}
function dropEdgesTouching(graph, id, keep) {
  let removed = listEdgesTouching(graph, id).filter(
    (e) => !keep(e.from === id ? e.target : e.from)
  );
  for (let e of removed) removeDirected(graph, e.from, e.target);
  return removed;
}
function repointEdges(graph, from, to) {
  let touching = Object.entries(graph).flatMap(
    ([source, edges]) => edges.filter((e) => from.has(source) || from.has(e.target)).map((e) => ({ from: source, ...e }))
  );
  for (let e of touching) removeDirected(graph, e.from, e.target);
  let out = [];
  for (let e of touching) {
    let source = from.has(e.from) ? to : e.from, target = from.has(e.target) ? to : e.target;
    if (source === target) continue;
    let moved = { from: source, target, label: e.label, timestamp: e.timestamp };
    putEdge(graph, moved), out.push({ ...moved, was: { from: e.from, target: e.target } });
  }
  return out;
}

export {
  listEdgesTouching,
  putEdge,
  dropEdgesTouching,
  repointEdges
};
