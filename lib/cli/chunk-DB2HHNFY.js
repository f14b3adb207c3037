#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  dropEdgesTouching,
  listEdgesTouching,
  putEdge
} from "./chunk-ISW6ANDQ.js";
import {
  ensureLocalIgnored,
  folderFor
} from "./chunk-7TPGI3WZ.js";
import {
  withFileLocks,
  withGraphLocks
} from "./chunk-AGVA75HD.js";
import {
  graphPath,
  readGraph,
  updateHeldGraph
} from "./chunk-A4QYTY4Q.js";
import {
  findClaudeNote,
  removeClaudeNoteFile,
  removeIndexLines,
  updateClaudeIndex
} from "./chunk-M5UHZWGB.js";
import {
  createScopeFile,
  writeScopeFile
} from "./chunk-P2YN5BTH.js";
import {
  isoSeconds
} from "./chunk-7KTB7TC7.js";
import {
  DEFAULT_LABEL,
  addEdge,
  findEdge
} from "./chunk-Z6SYHISM.js";
import {
  findMemory,
  getScope,
  getWritableScope,
  loadStore
} from "./chunk-FUTSRKGR.js";
import {
  assertRealFolders,
  conflictedMemory,
  editDocument,
  encodeText,
  hashText,
  holdsConflict,
  parseDocument,
  readFileText,
  resolveInside,
  serializeDocument
} from "./chunk-SDR562BD.js";
import {
  isScopeName
} from "./chunk-DLNTYKWA.js";
import {
  StrataError,
  isStrataError
} from "./chunk-VWF6XKUM.js";

// src/services/move/move.ts
import { existsSync as existsSync2 } from "node:fs";
import { readFile, unlink as unlink2 } from "node:fs/promises";

// src/services/claude-memory/promote.ts
import { stat, unlink } from "node:fs/promises";

// src/core/scope-reach.ts
var SEEN_WITH = {
  local: ["enterprise", "local", "claude", "project", "instructions", "global"],
  claude: ["enterprise", "local", "claude", "project", "instructions", "global"],
  project: ["enterprise", "project", "instructions"],
  instructions: ["enterprise", "project", "instructions"],
  global: ["enterprise", "global"],
  enterprise: ["enterprise"]
}, AUDIENCE = {
  local: "only you, in this project",
  claude: "only you, in this project, on this machine (Claude Code's own memory)",
  project: "everyone working on this project",
  instructions: "everyone working on this project (its CLAUDE.md and .claude/rules)",
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

// src/services/claude-memory/promote.ts
function renderPromoted(note, links, provenance) {
  let fields = {
    id: note.id,
    title: note.title,
    type: note.type,
    created: provenance.written,
    updated: provenance.promoted,
    links: links.length ? [...links] : void 0,
    origin: `claude-code-memory:${provenance.relPath}`,
    promoted: provenance.promoted,
    session: provenance.session
  };
  return serializeDocument(fields, note.body);
}
async function promoteClaudeNote(ctx, input) {
  let to = input.to ?? "project";
  if (to !== "project" && to !== "local")
    throw new StrataError("INVALID_ARGUMENT", `cannot promote to the ${to} scope`, {
      subject: "to",
      hint: "promote to project (the team) or local (only you, kept by strata)"
    });
  let target = getWritableScope(ctx, to), { note, scope } = await findClaudeNote(ctx, input.id), store = await loadStore(ctx);
  if (store.all.some((m) => m.scope === to && m.id === note.id))
    throw new StrataError("ALREADY_EXISTS", `the ${to} scope already has a memory "${note.id}"`, {
      subject: note.id,
      hint: `merge them instead: strata merge ${note.id} \u2026, or rename the note first`
    });
  let known = new Set(store.all.filter((m) => m !== note).map((m) => m.id)), links = note.links.filter((l) => known.has(l)), written = isoSeconds((await stat(note.path)).mtime), promoted = isoSeconds(ctx.now()), text = renderPromoted(note, links, {
    relPath: note.relPath,
    promoted,
    written,
    session: input.session
  });
  await assertRealFolders(target);
  let rel = `${folderFor(target, String(note.type))}/${note.id}.md`.replace(/^\//, ""), file = resolveInside(target.dir, rel);
  await assertRealFolders(target, [file]);
  let others = store.all.filter((m) => m !== note), dangling = findDanglingAfterMove({ id: note.id, scope: to, links }, [], others), result = { id: note.id, scope: to, from: note.path, path: file, links, dangling };
  if (input.dryRun) return result;
  to === "local" && await ensureLocalIgnored(target.dir), await createScopeFile(target, file, text);
  try {
    await removeClaudeNoteFile(note);
  } catch (error) {
    throw await unlink(file).catch(() => {
    }), error;
  }
  return await updateClaudeIndex(scope, (index) => removeIndexLines(index, note.relPath)), result;
}

// src/services/move/move-plan.ts
import { existsSync } from "node:fs";
import path from "node:path";
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
  if (await holdsConflict(memory.path, text)) throw conflictedMemory(memory.path);
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
  await unlink2(memory.path);
}
async function rollBack(prepared, graphBefore) {
  prepared.resumed || await unlink2(prepared.newPath).catch(() => {
  });
  let file = graphPath(prepared.target.dir);
  graphBefore ? await writeScopeFile(prepared.target, file, graphBefore) : await unlink2(file).catch(() => {
  });
}
async function pruneSource(prepared) {
  let stay = stayingIds(prepared), dropped = [];
  return await updateHeldGraph(prepared.source.dir, (graph) => (dropped = dropEdgesTouching(graph, prepared.memory.id, (other) => stay.has(other)), dropped.length > 0)), dropped;
}
async function promoteAsMove(ctx, id, to, options) {
  let r = await promoteClaudeNote(ctx, {
    id,
    to,
    session: options.session,
    dryRun: options.dryRun === !0
  });
  return {
    id: r.id,
    from: "claude",
    to: r.scope,
    path: r.from,
    newPath: r.path,
    edges: [],
    dropped: [],
    kept: [],
    dangling: r.dangling,
    resumed: !1,
    dryRun: options.dryRun === !0
  };
}
async function moveMemory(ctx, id, to, options = {}) {
  let from = options.from ? { from: options.from } : {};
  if (to === "claude" && getWritableScope(ctx, to), options.from === "claude" || !options.from && ctx.scopes.some((s) => s.scope === "claude")) {
    let source = findMemory(await loadStore(ctx), id, options.from);
    if (source.scope === "claude") return promoteAsMove(ctx, source.id, to, options);
  }
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
    await createScopeFile(prepared.target, prepared.newPath, encodeText(prepared.moved));
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
