#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  CARD_KEYS
} from "./chunk-NGMTUAI5.js";
import {
  readGraph
} from "./chunk-A4QYTY4Q.js";
import {
  inverseLabel
} from "./chunk-Z6SYHISM.js";
import "./chunk-KUORFSRG.js";
import {
  findIdsByPrefix,
  findMemory,
  loadStore
} from "./chunk-FUTSRKGR.js";
import "./chunk-SDR562BD.js";
import {
  readScope,
  requirePositional
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import {
  isStrataError
} from "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/show.ts
function describeValue(value) {
  return Array.isArray(value) ? value.map((v) => describeValue(v)).join(", ") : value !== null && typeof value == "object" ? JSON.stringify(value) : String(value);
}
function describeFields(memory) {
  let lines = [
    memory.tags.length ? `tags: ${memory.tags.join(", ")}` : "",
    memory.aliases?.length ? `aliases: ${memory.aliases.join("; ")}` : "",
    memory.severity ? `severity: ${memory.severity}` : "",
    memory.filePatterns?.length ? `file_patterns: ${memory.filePatterns.join(", ")}` : "",
    memory.commandPatterns?.length ? `command_patterns: ${memory.commandPatterns.join("; ")}` : "",
    memory.status ? `status: ${memory.status}` : "",
    `created: ${memory.created || "(none)"}  updated: ${memory.updated || "(none)"}`,
    memory.links.length ? `links: ${memory.links.join(", ")}` : ""
  ];
  for (let [key, value] of Object.entries(memory.fields))
    !CARD_KEYS.has(key) && value !== void 0 && value !== null && lines.push(`${key}: ${describeValue(value)}`);
  return lines;
}
function describeEdges(edges) {
  return edges.length ? ["edges:", ...edges.map((e) => `  ${e.label} \u2192 ${e.target}`)] : [];
}
function addUnique(edges, edge) {
  edges.some((e) => e.target === edge.target) || edges.push(edge);
}
async function collectEdges(ctx, memory) {
  let own = ctx.scopes.filter((s) => s.scope === memory.scope), others = ctx.scopes.filter((s) => s.scope !== memory.scope), graphs = [];
  for (let scope of own) graphs.push((await readGraph(scope.dir)).graph);
  for (let scope of others)
    try {
      graphs.push((await readGraph(scope.dir)).graph);
    } catch (error) {
      if (!isStrataError(error)) throw error;
      ctx.notice(`strata: ${error.message} (links kept there are not shown)`);
    }
  let edges = [];
  for (let graph of graphs) for (let edge of graph[memory.id] ?? []) addUnique(edges, edge);
  for (let graph of graphs)
    for (let [from, out] of Object.entries(graph)) {
      let edge = out.find((e) => e.target === memory.id);
      edge && from !== memory.id && addUnique(edges, { ...edge, target: from, label: inverseLabel(edge.label) });
    }
  return edges;
}
function findShown(ctx, store, id, scope) {
  try {
    return findMemory(store, id, scope);
  } catch (error) {
    if (!isStrataError(error, "NOT_FOUND")) throw error;
    let started = findIdsByPrefix(store, id, scope);
    if (started.length !== 1) throw error;
    return ctx.notice(
      `strata: no memory has the id "${id}"; showing ${started[0]}, the one id that starts so`
    ), findMemory(store, started[0], scope);
  }
}
var showCommand = {
  name: "show",
  help: `strata show <id> [--scope S]

  Prints the memory's file, its fields (severity and file_patterns of a gotcha too) and
  its labelled links (outgoing and incoming). Archived memories are shown too, so a link
  to one can still be followed; a file that does not load is named with the reason.`,
  options: { scope: { type: "string" } },
  async run(ctx, args) {
    let id = requirePositional(args, 0, "id", "strata show <id>"), store = await loadStore(ctx.store), memory = findShown(ctx, store, id, readScope(args.values.scope)), edges = await collectEdges(ctx, memory), hidden = store.shadowed.filter((s) => s.item.id === memory.id && s.by === memory.scope), shadows = hidden.filter((s) => s.item.scope !== memory.scope), sameId = hidden.filter((s) => s.item.scope === memory.scope).map((s) => s.item.path), { fields: _fields, ...rest } = memory, json = {
      ...rest,
      fields: memory.fields,
      edges,
      shadows: shadows.map((s) => s.item.scope),
      sameIdFiles: sameId
    }, lines = [
      `${memory.id}  [${memory.type}, ${memory.scope}${memory.archived ? ", archived" : ""}]`,
      memory.title,
      `file: ${memory.path}`,
      ...describeFields(memory),
      ...describeEdges(edges),
      shadows.length ? `shadows the same id in: ${shadows.map((s) => s.item.scope).join(", ")}` : "",
      ...sameId.map(
        (file) => `also has this id, hidden behind this one (give one of them another id): ${file}`
      )
    ].filter(Boolean);
    return { json, text: [...lines, "", memory.body.trim()].join(`
`) };
  }
};
export {
  showCommand
};
