#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  dropEdgesTouching,
  listEdgesTouching,
  putEdge
} from "./chunk-7WSCSFG3.js";
import {
  ensureLocalIgnored
} from "./chunk-HAUDXSSM.js";
import {
  withFileLocks,
  withGraphLocks
} from "./chunk-E2Q3D7PQ.js";
import {
  graphPath,
  readGraph,
  updateHeldGraph
} from "./chunk-GFNYZ7BH.js";
import {
  DEFAULT_LABEL,
  addEdge,
  findEdge
} from "./chunk-VK3EDKDJ.js";
import {
  findMemory,
  getScope,
  loadStore
} from "./chunk-QTF3A53O.js";
import {
  assertRealFolders,
  conflictedMemory,
  createFileExclusive,
  editDocument,
  encodeText,
  hasConflictMarkers,
  hashText,
  parseDocument,
  readFileText,
  resolveInside,
  writeFileAtomic
} from "./chunk-J67IECIZ.js";
import {
  isScopeName
} from "./chunk-CN5U335H.js";
import {
  StrataError,
  isStrataError
} from "./chunk-VWF6XKUM.js";

// src/services/move/move.ts
import { existsSync as existsSync2 } from "node:fs";
import { readFile, unlink } from "node:fs/promises";

// src/services/move/move-plan.ts
import { existsSync } from "node:fs";
import path from "node:path";

// src/core/scope-reach.ts
var SEEN_WITH = {
  local: ["enterprise", "local", "project", "global"],
  project: ["enterprise", "project"],
  global: ["enterprise", "global"],
  enterprise: ["enterprise"]
}, AUDIENCE = {
  local: "only you, in this project",
  project: "everyone working on this project",
  global: "you, in all your projects",
  enterprise: "everyone in the organisation"
};
function linkResolvesEverywhere(from, to) {
  return SEEN_WITH[from].includes(to);
}
function describeReach(from, to) {
  return `the ${from} scope is read by ${AUDIENCE[from]}; the ${to} scope by ${AUDIENCE[to]}`;
}
function findDanglingAfterMove(moved, neighbours, others) {
  let out = [], linkers = new Set(others.filter((m) => m.links.includes(moved.id)).map((m) => m.id)), graphOnly = neighbours.filter((n) => !linkers.has(n));
  for (let to of /* @__PURE__ */ new Set([...moved.links, ...graphOnly])) {
    let holders = others.filter((m) => m.id === to);
    if (!holders.length)
      out.push({ from: moved.id, to, reason: "missing", detail: `no scope holds "${to}"` });
    else if (!holders.some((h) => linkResolvesEverywhere(moved.scope, h.scope))) {
      let first = holders[0];
      out.push({
        from: moved.id,
        to,
        reason: "not-visible",
        detail: describeReach(moved.scope, first.scope)
      });
    }
  }
  for (let m of others)
    !m.links.includes(moved.id) || linkResolvesEverywhere(m.scope, moved.scope) || out.push({
      from: m.id,
      to: moved.id,
      reason: "not-visible",
      detail: describeReach(m.scope, moved.scope)
    });
  return out;
}

// src/services/move/move-plan.ts
function refuseScopes(ctx, memory, to) {
  if (getScope(ctx, memory.scope).readOnly)
    throw new StrataError(
      "READ_ONLY_SCOPE",
      `"${memory.id}" is in the ${memory.scope} scope, which is read-only`,
      {
        subject: memory.id,
        hint: "enterprise memories are moved by administrators: rerun with --admin (or STRATA_ADMIN=1)"
      }
    );
  let target = getScope(ctx, to);
  if (target.readOnly)
    throw new StrataError("READ_ONLY_SCOPE", `the ${to} scope (${target.dir}) is read-only`, {
      subject: to,
      hint: "moving into the enterprise scope needs --admin (or STRATA_ADMIN=1)"
    });
  if (memory.scope === to)
    throw new StrataError("INVALID_ARGUMENT", `"${memory.id}" is already in the ${to} scope`, {
      subject: "--to",
      hint: "name another scope; to finish an interrupted move, name the copy to move with --from <scope>"
    });
  return target;
}
function targetPathOf(scope, memory) {
  let name = path.basename(memory.path), folder = "";
  return memory.archived ? folder = "archive" : memory.type === "breadcrumb" && existsSync(path.join(scope.dir, "temporary")) ? folder = "temporary" : existsSync(path.join(scope.dir, "permanent")) && (folder = "permanent"), resolveInside(scope.dir, folder ? `${folder}/${name}` : name);
}
function renderMoved(text, memory, to) {
  let data = parseDocument(text, memory.path).data;
  return !isScopeName(data.scope) || data.scope === to ? text : editDocument(text, memory.path, { scope: to });
}
function refuseClash(store, memory, to, text) {
  let clash = store.all.find((m) => m.id === memory.id && m.scope === to);
  if (clash) {
    if (clash.hash === hashText(text)) return clash;
    throw new StrataError(
      "ALREADY_EXISTS",
      `the ${to} scope already has a memory "${memory.id}" (${clash.path})`,
      {
        subject: memory.id,
        hint: `nothing was moved: compare the two, then delete one (strata forget ${memory.id} --scope ${to}) or rename it, and move again`
      }
    );
  }
}
async function prepareMove(ctx, id, to, options = {}) {
  let store = await loadStore(ctx), memory = findMemory(store, id, options.from), target = refuseScopes(ctx, memory, to), source = getScope(ctx, memory.scope), text = await readFileText(memory.path);
  if (hasConflictMarkers(text)) throw conflictedMemory(memory.path);
  let moved = renderMoved(text, memory, to), resumedFrom = refuseClash(store, memory, to, moved), { graph } = await readGraph(source.dir);
  return await readGraph(target.dir), {
    store,
    memory,
    source,
    target,
    text,
    moved,
    newPath: resumedFrom?.path ?? targetPathOf(target, memory),
    resumed: !!resumedFrom,
    sourceEdges: listEdgesTouching(graph, memory.id)
  };
}
function carryInto(graph, edges, memory, stamp) {
  let changed = !1;
  for (let e of edges) changed = putEdge(graph, e) || changed;
  for (let link of memory.links)
    findEdge(graph, memory.id, link) || (addEdge(graph, memory.id, link, DEFAULT_LABEL, stamp), changed = !0);
  return changed;
}
function stayingIds(prepared) {
  let { store, memory } = prepared;
  return new Set(
    store.all.filter((m) => m.scope === memory.scope && m.id !== memory.id).map((m) => m.id)
  );
}
function reportEdges(graph, prepared) {
  let { memory, store, target } = prepared, edges = listEdgesTouching(graph, memory.id), neighbours = edges.map((e) => e.from === memory.id ? e.target : e.from), others = store.all.filter((m) => m.id !== memory.id), moved = { id: memory.id, scope: target.scope, links: memory.links };
  return { edges, dangling: findDanglingAfterMove(moved, neighbours, others) };
}
function edgeStamp(ctx) {
  return ctx.now().toISOString().replace(/\.\d{3}Z$/, "Z");
}
async function planMove(ctx, id, to, options = {}) {
  let prepared = await prepareMove(ctx, id, to, options), { memory } = prepared, targetGraph = structuredClone((await readGraph(prepared.target.dir)).graph);
  carryInto(targetGraph, prepared.sourceEdges, memory, edgeStamp(ctx));
  let sourceGraph = structuredClone((await readGraph(prepared.source.dir)).graph), stay = stayingIds(prepared), dropped = dropEdgesTouching(sourceGraph, memory.id, (other) => stay.has(other));
  return {
    id: memory.id,
    from: memory.scope,
    to,
    path: memory.path,
    newPath: prepared.newPath,
    ...reportEdges(targetGraph, prepared),
    dropped,
    kept: listEdgesTouching(sourceGraph, memory.id),
    resumed: prepared.resumed,
    dryRun: !0
  };
}

// src/services/move/move.ts
async function removeSource(memory, expected) {
  if (hashText(await readFileText(memory.path)) !== expected)
    throw new StrataError("CONFLICT", `${memory.path} changed during the move; nothing was moved`, {
      subject: memory.id,
      hint: `the change is kept where it was: run strata move ${memory.id} again`
    });
  await unlink(memory.path);
}
async function rollBack(prepared, graphBefore) {
  prepared.resumed || await unlink(prepared.newPath).catch(() => {
  });
  let file = graphPath(prepared.target.dir);
  graphBefore ? await writeFileAtomic(file, graphBefore) : await unlink(file).catch(() => {
  });
}
async function pruneSource(prepared) {
  let stay = stayingIds(prepared), dropped = [];
  return await updateHeldGraph(prepared.source.dir, (graph) => (dropped = dropEdgesTouching(graph, prepared.memory.id, (other) => stay.has(other)), dropped.length > 0)), dropped;
}
async function moveMemory(ctx, id, to, options = {}) {
  let from = options.from ? { from: options.from } : {};
  if (options.dryRun) return planMove(ctx, id, to, from);
  let existing = ctx.scopes.filter((s) => !s.readOnly && existsSync2(s.dir)).map((s) => s.dir), target = getScope(ctx, to);
  return withGraphLocks(target.readOnly ? existing : [target.dir, ...existing], async () => {
    let prepared = await prepareMove(ctx, id, to, from);
    return withFileLocks([prepared.memory.path], () => writeMove(ctx, prepared));
  });
}
async function writeMove(ctx, prepared) {
  let { memory, source, target, newPath } = prepared;
  await assertRealFolders(source, [memory.path]), await assertRealFolders(target, [newPath]), target.scope === "local" && await ensureLocalIgnored(target.dir), await removeSourceCheck(memory, prepared);
  let graphBefore = await readFile(graphPath(target.dir)).catch(() => null);
  prepared.resumed || await createCopy(prepared);
  let stamp = edgeStamp(ctx);
  try {
    await updateHeldGraph(
      target.dir,
      (graph) => carryInto(graph, prepared.sourceEdges, memory, stamp)
    ), await removeSource(memory, hashText(prepared.text));
  } catch (error) {
    throw await rollBack(prepared, graphBefore), error;
  }
  let dropped = await pruneSource(prepared), { graph: sourceGraph } = await readGraph(source.dir), { graph: targetGraph } = await readGraph(target.dir);
  return {
    id: memory.id,
    from: memory.scope,
    to: target.scope,
    path: memory.path,
    newPath,
    ...reportEdges(targetGraph, prepared),
    dropped,
    kept: listEdgesTouching(sourceGraph, memory.id),
    resumed: prepared.resumed,
    dryRun: !1
  };
}
async function createCopy(prepared) {
  try {
    await createFileExclusive(prepared.newPath, encodeText(prepared.moved));
  } catch (error) {
    throw isStrataError(error, "ALREADY_EXISTS") ? new StrataError(
      "ALREADY_EXISTS",
      `${prepared.newPath} already exists in the ${prepared.target.scope} scope and is not a copy of "${prepared.memory.id}"`,
      {
        subject: prepared.newPath,
        hint: `nothing was moved: compare the two files, then rename or delete ${prepared.newPath} (strata verify lists what it holds) and move again`
      }
    ) : error;
  }
}
async function removeSourceCheck(memory, prepared) {
  if (hashText(await readFileText(memory.path)) !== hashText(prepared.text))
    throw new StrataError("CONFLICT", `${memory.path} changed while the move was planned`, {
      subject: memory.id,
      hint: "nothing was moved: run the move again"
    });
}

export {
  moveMemory
};
