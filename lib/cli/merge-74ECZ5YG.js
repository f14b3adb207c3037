#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  dropArchivedInto,
  findLiveFirst,
  isArchivedByMerge,
  renderArchived
} from "./chunk-PXYELFHQ.js";
import {
  SUPERSEDED_BY,
  addKeeperEdges,
  mergeBodies,
  rewireMergedGraph,
  unionLists
} from "./chunk-LNCII7HV.js";
import "./chunk-ISW6ANDQ.js";
import "./chunk-I5PEQ4ZW.js";
import {
  withFileLocks,
  withGraphLocks
} from "./chunk-AGVA75HD.js";
import {
  readGraph,
  updateHeldGraph
} from "./chunk-A4QYTY4Q.js";
import {
  createScopeFile
} from "./chunk-P2YN5BTH.js";
import "./chunk-Z6SYHISM.js";
import "./chunk-KUORFSRG.js";
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
  listItems,
  parseDocument,
  readFileText,
  resolveInside,
  sliceBody,
  updateHeldFileText
} from "./chunk-SDR562BD.js";
import {
  requirePositional
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import {
  StrataError,
  isStrataError
} from "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/services/merge/merge.ts
import { existsSync as existsSync2 } from "node:fs";
import { unlink } from "node:fs/promises";

// src/services/merge/merge-plan.ts
import { existsSync } from "node:fs";
import path from "node:path";
function refuseReadOnly(ctx, m) {
  if (getScope(ctx, m.scope).readOnly)
    throw new StrataError(
      "READ_ONLY_SCOPE",
      `"${m.id}" is in the ${m.scope} scope, which is read-only: nothing was merged`,
      {
        subject: m.id,
        hint: "enterprise memories are changed by administrators (--admin or STRATA_ADMIN=1); otherwise leave it out of the merge"
      }
    );
}
function checkIds(keepId, otherIds) {
  if (!otherIds.length)
    throw new StrataError("INVALID_ARGUMENT", "nothing to merge: name at least one other memory", {
      subject: "other",
      hint: "usage: strata merge <keep-id> <other-id>\u2026"
    });
  let seen = /* @__PURE__ */ new Set([keepId]);
  for (let id of otherIds) {
    if (seen.has(id))
      throw new StrataError("INVALID_ARGUMENT", `"${id}" is named twice in the merge`, {
        subject: id,
        hint: "name the keeper first and each other memory once"
      });
    seen.add(id);
  }
}
function refuseArchived(m) {
  if (m.archived)
    throw new StrataError("INVALID_ARGUMENT", `"${m.id}" is archived (${m.path})`, {
      subject: m.id,
      hint: "merge live memories only; an archived one is already out of the way"
    });
}
function renderKeeper(text, keeper, others, stamp) {
  let drop = /* @__PURE__ */ new Set([keeper.id, ...others.map((o) => o.id)]), all = [keeper, ...others], tags = unionLists(all.map((m) => m.tags)), patterns = unionLists(all.map((m) => m.filePatterns ?? [])), links = unionLists(
    all.map((m) => m.links),
    drop
  ), changes = { updated: stamp };
  tags.length !== keeper.tags.length && (changes.tags = tags), patterns.length !== (keeper.filePatterns?.length ?? 0) && (changes.file_patterns = patterns);
  let commands = unionLists(all.map((m) => m.commandPatterns ?? []));
  commands.length !== (keeper.commandPatterns?.length ?? 0) && (changes.command_patterns = commands), JSON.stringify(links) !== JSON.stringify(keeper.links) && (changes.links = links.length ? links : void 0);
  let body = mergeBodies(sliceBody(text, keeper.path), others);
  return editDocument(text, keeper.path, changes, body);
}
function archivePathOf(ctx, m) {
  return resolveInside(getScope(ctx, m.scope).dir, `archive/${path.basename(m.path)}`);
}
async function checkArchivePaths(others, targets, keeper) {
  let already = /* @__PURE__ */ new Set();
  for (let [i, m] of others.entries()) {
    let target = targets[i];
    if (existsSync(target)) {
      if (await isArchivedByMerge(target, m, keeper)) {
        already.add(m.id);
        continue;
      }
      throw new StrataError(
        "ALREADY_EXISTS",
        `${target} already exists: "${m.id}" cannot be archived there`,
        {
          subject: target,
          hint: "rename or delete the archived copy first; nothing was merged"
        }
      );
    }
  }
  return already;
}
function rewireAll(graphs, prepared, links) {
  let spec = {
    keeper: { id: prepared.keeper.id, scope: prepared.keeper.scope },
    others: prepared.others.map((o) => ({ id: o.id, scope: o.scope })),
    stamp: prepared.stamp
  }, edges = [];
  for (let [scope, graph] of graphs)
    scope !== spec.keeper.scope && edges.push(...rewireMergedGraph(graph, scope, spec).map((e) => ({ ...e, scope })));
  let own = graphs.get(spec.keeper.scope);
  return own && (edges.push(
    ...rewireMergedGraph(own, spec.keeper.scope, spec).map((e) => ({
      ...e,
      scope: spec.keeper.scope
    }))
  ), addKeeperEdges(own, spec.keeper.id, edges, links, spec.stamp)), edges;
}
async function readGraphs(ctx, ids, plan) {
  let graphs = /* @__PURE__ */ new Map();
  for (let scope of ctx.scopes) {
    let { graph } = await readGraph(scope.dir), touches = Object.entries(graph).some(
      ([from, edges]) => ids.has(from) || edges.some((e) => ids.has(e.target))
    );
    scope.readOnly ? touches && plan.untouched.push({ scope: scope.scope, reason: "graph.json is read-only" }) : existsSync(scope.dir) && graphs.set(scope.scope, graph);
  }
  return graphs;
}
function findLinking(ctx, all, keeper, ids) {
  let linking = all.filter(
    (m) => m !== keeper && !ids.has(m.id) && m.links.some((l) => ids.has(l))
  ), relink = linking.filter((m) => !getScope(ctx, m.scope).readOnly), untouched = linking.filter((m) => !relink.includes(m)).map((m) => ({
    scope: m.scope,
    id: m.id,
    reason: `its links still name a merged memory (now archived, with a ${SUPERSEDED_BY} edge)`
  }));
  return { relink, untouched };
}
async function readFileBodies(others) {
  return Promise.all(
    others.map(async (o) => ({ ...o, body: sliceBody(await readFileText(o.path), o.path) }))
  );
}
async function prepareMerge(ctx, keepId, otherIds) {
  checkIds(keepId, otherIds);
  let store = await loadStore(ctx), keeper = findMemory(store, keepId), others = await readFileBodies(
    dropArchivedInto(
      otherIds.map((id) => findLiveFirst(store, id)),
      keeper.id
    )
  ), all = [keeper, ...others];
  for (let m of all) refuseReadOnly(ctx, m);
  for (let m of all) refuseArchived(m);
  let stamp = ctx.now().toISOString().replace(/\.\d{3}Z$/, "Z"), ids = new Set(others.map((o) => o.id)), { relink, untouched } = findLinking(ctx, store.all, keeper, ids), plan = {
    dryRun: !0,
    keeper: { id: keeper.id, scope: keeper.scope, path: keeper.path },
    others: others.map((o) => ({
      id: o.id,
      scope: o.scope,
      path: o.path,
      archivedPath: archivePathOf(ctx, o)
    })),
    tags: unionLists(all.map((m) => m.tags)),
    filePatterns: unionLists(all.map((m) => m.filePatterns ?? [])),
    commandPatterns: unionLists(all.map((m) => m.commandPatterns ?? [])),
    links: unionLists(
      all.map((m) => m.links),
      /* @__PURE__ */ new Set([keeper.id, ...ids])
    ),
    relinked: relink.map((m) => ({ id: m.id, scope: m.scope, path: m.path })),
    edges: [],
    graphs: [],
    untouched,
    keeperText: renderKeeper(await readFileText(keeper.path), keeper, others, stamp)
  }, archivedAlready = await checkArchivePaths(
    others,
    plan.others.map((o) => o.archivedPath),
    keeper.id
  ), graphs = await readGraphs(ctx, ids, plan), before = new Map([...graphs].map(([s, g]) => [s, JSON.stringify(g)]));
  return plan.edges = rewireAll(graphs, { keeper, others, stamp }, plan.links), plan.graphs = [...graphs].filter(([s, g]) => JSON.stringify(g) !== before.get(s)).map(([s]) => s), { plan, keeper, others, relink, stamp, archivedAlready };
}

// src/services/merge/merge.ts
async function writeGraphs(ctx, prepared) {
  let { keeper, others, stamp, plan } = prepared, spec = {
    keeper: { id: keeper.id, scope: keeper.scope },
    others: others.map((o) => ({ id: o.id, scope: o.scope })),
    stamp
  }, carried = [], scopes = writableDirs(ctx).sort(
    (a, b) => +(a.scope === keeper.scope) - +(b.scope === keeper.scope)
  );
  for (let scope of scopes)
    await updateHeldGraph(scope.dir, (graph) => {
      let before = JSON.stringify(graph);
      return carried.push(...rewireMergedGraph(graph, scope.scope, spec)), scope.scope === keeper.scope && addKeeperEdges(graph, keeper.id, carried, plan.links, stamp), JSON.stringify(graph) !== before;
    });
}
function writableDirs(ctx) {
  return ctx.scopes.filter((s) => !s.readOnly && existsSync2(s.dir));
}
async function relinkMemory(m, ids, prepared) {
  await updateHeldFileText(m.path, (text) => {
    let links = listItems(parseDocument(text, m.path).data.links) ?? [], next = [...new Set(links.map((l) => ids.has(l) ? prepared.keeper.id : l))];
    return editDocument(text, m.path, { links: next, updated: prepared.stamp });
  });
}
async function archiveMerged(scope, other, target, prepared) {
  if (!prepared.archivedAlready.has(other.id)) {
    let text = await readFileText(other.path), archived = renderArchived(text, other, prepared.keeper.id, prepared.stamp);
    await createScopeFile(scope, target, encodeText(archived));
  }
  await unlink(other.path);
}
async function checkBeforeWriting(ctx, prepared) {
  let { keeper, others, relink } = prepared;
  for (let m of [keeper, ...others, ...relink]) {
    await assertRealFolders(getWritableScope(ctx, m.scope), [m.path]);
    let text = await readFileText(m.path);
    if (await holdsConflict(m.path, text)) throw conflictedMemory(m.path);
    if (m.hash && hashText(text) !== m.hash)
      throw new StrataError("CONFLICT", `${m.path} changed while the merge was planned`, {
        subject: m.id,
        hint: "nothing was merged: run the merge again"
      });
  }
  for (let [i, other] of others.entries()) {
    let target = prepared.plan.others[i].archivedPath;
    await assertRealFolders(getWritableScope(ctx, other.scope), [target]);
  }
}
async function writeMerge(ctx, prepared) {
  let { keeper, others } = prepared;
  await updateHeldFileText(
    keeper.path,
    (text) => renderKeeper(text, keeper, others, prepared.stamp)
  ), await writeGraphs(ctx, prepared);
  let ids = new Set(others.map((o) => o.id));
  for (let m of prepared.relink) await relinkMemory(m, ids, prepared);
  for (let [i, other] of others.entries()) {
    let scope = getWritableScope(ctx, other.scope);
    await archiveMerged(scope, other, prepared.plan.others[i].archivedPath, prepared);
  }
}
function partlyWritten(error, keepId, otherIds) {
  let reason = error instanceof Error ? error.message : String(error);
  return new StrataError(
    isStrataError(error) ? error.code : "IO_ERROR",
    `the merge stopped after it began writing: ${reason}`,
    {
      subject: keepId,
      hint: `run \`strata merge ${keepId} ${otherIds.join(" ")}\` again: it finishes what is left`,
      cause: error
    }
  );
}
async function mergeMemories(ctx, keepId, otherIds, options = {}) {
  if (options.dryRun) return (await prepareMerge(ctx, keepId, otherIds)).plan;
  let dirs = writableDirs(ctx).map((s) => s.dir);
  return withGraphLocks(dirs, async () => {
    let prepared = await prepareMerge(ctx, keepId, otherIds), { keeper, others, relink } = prepared, files = [keeper, ...others, ...relink].map((m) => m.path);
    return withFileLocks(files, async () => {
      await checkBeforeWriting(ctx, prepared);
      try {
        await writeMerge(ctx, prepared);
      } catch (error) {
        throw partlyWritten(error, keepId, otherIds);
      }
      return { ...prepared.plan, dryRun: !1 };
    });
  });
}

// src/cli/commands/merge.ts
function describePlan(plan) {
  let lines = [
    `${plan.dryRun ? "Would merge" : "Merged"} ${plan.others.map((o) => o.id).join(", ")} into ${plan.keeper.id} (${plan.keeper.scope})`,
    `tags: ${plan.tags.join(", ") || "\u2014"}`,
    plan.filePatterns.length ? `file_patterns: ${plan.filePatterns.join(", ")}` : "",
    plan.commandPatterns.length ? `command_patterns: ${plan.commandPatterns.join("; ")}` : "",
    `links: ${plan.links.join(", ") || "\u2014"}`,
    ...plan.others.map((o) => `archive: ${o.path} \u2192 ${o.archivedPath}`),
    ...plan.relinked.map((m) => `relink: ${m.id} (${m.scope}) now links ${plan.keeper.id}`),
    ...plan.edges.map(
      (e) => `edge (${e.scope}): ${e.was.from} \u2014${e.label}\u2192 ${e.was.target}  \u21D2  ${e.from} \u2192 ${e.target}`
    ),
    ...plan.untouched.map((u) => `left as is (${u.scope}${u.id ? ` ${u.id}` : ""}): ${u.reason}`)
  ];
  return plan.dryRun && lines.push("", `--- ${plan.keeper.path} would read:`, plan.keeperText.trimEnd()), lines.filter(Boolean).join(`
`);
}
var mergeCommand = {
  name: "merge",
  help: `strata merge <keep-id> <other-id>\u2026 [--dry-run]

  Appends each other memory's body to the keeper under a heading "## <its title>" and a
  line "_Merged from \`<id>\` (<scope>)._", unions tags, file_patterns and links, re-points
  every frontmatter link and graph.json edge (every writable scope) that named one of the
  others to the keeper, and moves the others to their scope's archive/ with
  links: [<keep-id>], status: superseded and a superseded-by edge to the keeper.
  --dry-run prints the plan and the keeper's new text and changes nothing (--json: the
  plan as JSON). Refuses when any of the memories is in a read-only scope (enterprise
  without --admin). Writes the keeper first, then the graphs, then the linking memories,
  then the archive; each file atomically.`,
  options: { "dry-run": { type: "boolean" } },
  async run(ctx, args) {
    let usage = "strata merge <keep-id> <other-id>\u2026 [--dry-run]", keep = requirePositional(args, 0, "keep-id", usage);
    requirePositional(args, 1, "other-id", usage);
    let plan = await mergeMemories(ctx.store, keep, args.positionals.slice(1), {
      dryRun: args.values["dry-run"] === !0
    });
    return { json: plan, text: describePlan(plan) };
  }
};
export {
  mergeCommand
};
