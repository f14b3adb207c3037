#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  createDict
} from "./chunk-KUORFSRG.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/core/graph.ts
function emptyGraph() {
  return createDict();
}
var INVERSE_PAIRS = [
  ["implements", "implemented-by"],
  ["supersedes", "superseded-by"],
  ["part-of", "has-part"],
  ["depends-on", "depended-on-by"],
  ["derived-from", "source-of"],
  ["caused-by", "causes"],
  ["fixes", "fixed-by"],
  ["blocks", "blocked-by"],
  ["references", "referenced-by"]
], INVERSES = new Map(
  INVERSE_PAIRS.flatMap(([a, b]) => [
    [a, b],
    [b, a]
  ])
), DEFAULT_LABEL = "relates-to";
function inverseLabel(label) {
  return INVERSES.get(label) ?? label;
}
function isEdgeLabel(label) {
  return typeof label == "string" && /^[a-z][a-z0-9-]{0,39}$/.test(label);
}
function invalidGraph(file, reason) {
  return new StrataError("INVALID_GRAPH", `${file}: ${reason}`, {
    subject: file,
    hint: "fix graph.json by hand, or delete it and run `strata reindex` to rebuild it from frontmatter links"
  });
}
function readEdge(value, file, where) {
  let e = value;
  if (!e || typeof e != "object" || typeof e.target != "string")
    throw invalidGraph(file, `${where} is not an edge {target, label, timestamp}`);
  let label = typeof e.label == "string" ? e.label : DEFAULT_LABEL, timestamp = typeof e.timestamp == "string" ? e.timestamp : "";
  return { target: e.target, label, timestamp };
}
function readLegacy(value, file) {
  let edges = value.edges;
  if (!Array.isArray(edges)) throw invalidGraph(file, '"edges" must be a list');
  let byId = /* @__PURE__ */ new Map(), put = (from, edge) => {
    let targets = byId.get(from) ?? /* @__PURE__ */ new Map();
    byId.set(from, targets), targets.set(edge.target, edge);
  };
  if (Array.isArray(value.nodes))
    for (let node of value.nodes) {
      let id = typeof node == "string" ? node : node?.id;
      typeof id == "string" && !byId.has(id) && byId.set(id, /* @__PURE__ */ new Map());
    }
  edges.forEach((raw, i) => {
    let e = raw ?? {}, source = e.source ?? e.from, target = e.target ?? e.to;
    if (typeof source != "string" || typeof target != "string")
      throw invalidGraph(file, `edges[${i}] needs a source and a target`);
    let label = [e.label, e.type, e.relation].find((l) => typeof l == "string"), timestamp = [e.timestamp, e.created].find((t) => typeof t == "string"), kind = label ?? DEFAULT_LABEL;
    put(source, { target, label: kind, timestamp: timestamp ?? "" }), put(target, { target: source, label: inverseLabel(kind), timestamp: timestamp ?? "" });
  });
  let graph = emptyGraph();
  for (let [id, targets] of byId) graph[id] = [...targets.values()];
  return graph;
}
function isLegacyForm(record) {
  let edges = record.edges;
  return Array.isArray(edges) ? Array.isArray(record.nodes) ? !0 : edges.every((e) => e && typeof e == "object" && ("source" in e || "from" in e)) : !1;
}
function parseGraph(text, file) {
  if (text.trim() === "") return { graph: emptyGraph(), format: "empty" };
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw invalidGraph(file, `is not valid JSON (${error.message})`);
  }
  if (!value || typeof value != "object" || Array.isArray(value))
    throw invalidGraph(file, "must be a JSON object");
  let record = value;
  if (isLegacyForm(record))
    return { graph: readLegacy(record, file), format: "legacy" };
  let graph = emptyGraph();
  for (let [id, edges] of Object.entries(record)) {
    if (!Array.isArray(edges)) throw invalidGraph(file, `"${id}" must map to a list of edges`);
    graph[id] = edges.map((e, i) => readEdge(e, file, `"${id}"[${i}]`));
  }
  return { graph, format: "adjacency" };
}
function serializeGraph(graph) {
  let blocks = [];
  for (let id of Object.keys(graph).sort()) {
    let edges = [...graph[id] ?? []].sort(
      (a, b) => a.target === b.target ? a.label.localeCompare(b.label) : a.target < b.target ? -1 : 1
    );
    if (!edges.length) continue;
    let lines = edges.map(
      (e) => `    ${JSON.stringify({ label: e.label, target: e.target, timestamp: e.timestamp })}`
    );
    blocks.push(`  ${JSON.stringify(id)}: [
${lines.join(`,
`)}
  ]`);
  }
  return blocks.length ? `{
${blocks.join(`,
`)}
}
` : `{}
`;
}
function upsert(graph, from, edge) {
  let edges = graph[from] ?? [];
  graph[from] = edges;
  let existing = edges.findIndex((e) => e.target === edge.target);
  existing >= 0 ? edges[existing] = edge : edges.push(edge);
}
function addEdge(graph, from, to, label, timestamp) {
  upsert(graph, from, { target: to, label, timestamp }), upsert(graph, to, { target: from, label: inverseLabel(label), timestamp });
}
function removeEdge(graph, a, b) {
  let removed = !1;
  for (let [from, to] of [
    [a, b],
    [b, a]
  ]) {
    let edges = graph[from];
    if (!edges) continue;
    let kept = edges.filter((e) => e.target !== to);
    removed ||= kept.length !== edges.length, kept.length ? graph[from] = kept : delete graph[from];
  }
  return removed;
}
function findEdge(graph, from, to) {
  return graph[from]?.find((e) => e.target === to);
}
function compareLinks(links, graph) {
  let linked = /* @__PURE__ */ new Set();
  for (let [from, targets] of links) for (let to of targets) linked.add(`${from}\0${to}`);
  let out = [];
  for (let [from, targets] of links)
    for (let to of targets)
      findEdge(graph, from, to) || out.push({ from, to, kind: "missing-edge" });
  for (let [from, edges] of Object.entries(graph))
    if (links.has(from))
      for (let e of edges)
        links.has(e.target) && !linked.has(`${from}\0${e.target}`) && !linked.has(`${e.target}\0${from}`) && out.push({ from, to: e.target, kind: "missing-link" });
  return out;
}

export {
  emptyGraph,
  DEFAULT_LABEL,
  inverseLabel,
  isEdgeLabel,
  parseGraph,
  serializeGraph,
  addEdge,
  removeEdge,
  findEdge,
  compareLinks
};
