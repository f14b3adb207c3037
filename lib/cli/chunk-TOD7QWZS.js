#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  listUnmerged,
  verifyStore
} from "./chunk-DYRJ7RQ6.js";
import {
  graphPath,
  mergeGraphs,
  updateGraph
} from "./chunk-GFNYZ7BH.js";
import {
  isoSeconds
} from "./chunk-6T7AJTE6.js";
import {
  DEFAULT_LABEL,
  addEdge,
  emptyGraph,
  findEdge,
  parseGraph,
  removeEdge,
  serializeGraph
} from "./chunk-VK3EDKDJ.js";
import {
  createFileExclusive,
  editDocument,
  findWorkTree,
  hasConflictMarkers,
  listItems,
  listMarkdown,
  mergeMemoryText,
  parseDocument,
  readConflictSides,
  readMemoryText,
  runGit,
  updateFileText
} from "./chunk-J67IECIZ.js";
import {
  StrataError,
  isStrataError
} from "./chunk-VWF6XKUM.js";

// src/services/git/merge-driver.ts
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
async function mergeLines(cwd, f) {
  return (await runGit(cwd, ["merge-file", ...["-L", "ours", "-L", "base", "-L", "theirs"], f.ours, f.base, f.theirs])).ok;
}
function mergeGraphTexts(base, ours, theirs, name) {
  let b = base.trim() === "" ? emptyGraph() : parseGraph(base, name).graph, merged = mergeGraphs(b, parseGraph(ours, name).graph, parseGraph(theirs, name).graph);
  return serializeGraph(merged);
}
async function mergeMemoryFile(cwd, f, texts) {
  let [base = "", ours = "", theirs = ""] = texts;
  if (base.trim() === "") return mergeLines(cwd, f);
  let merged = mergeMemoryText(base, ours, theirs, f.name);
  if (!merged.conflicts.length)
    return await writeFile(f.ours, merged.text), !0;
  if (merged.conflicts.some((c) => c !== "body")) return mergeLines(cwd, f);
  let withBody = (side) => editDocument(merged.text, f.name, {}, parseDocument(side, f.name).body), sides = [withBody(base), merged.text, withBody(theirs)];
  return await writeFile(f.base, sides[0]), await writeFile(f.ours, sides[1]), await writeFile(f.theirs, sides[2]), mergeLines(cwd, f);
}
async function runMergeDriver(cwd, files) {
  let f = {
    base: path.resolve(cwd, files.base),
    ours: path.resolve(cwd, files.ours),
    theirs: path.resolve(cwd, files.theirs),
    name: files.name
  }, texts = await Promise.all([f.base, f.ours, f.theirs].map((p) => readFile(p, "utf8")));
  try {
    if (path.basename(f.name) === "graph.json")
      return await writeFile(
        f.ours,
        mergeGraphTexts(texts[0] ?? "", texts[1] ?? "", texts[2] ?? "", f.name)
      ), !0;
    if (f.name.endsWith(".md")) return await mergeMemoryFile(cwd, f, texts);
  } catch {
    await writeFile(f.ours, texts[1] ?? ""), await Promise.all([writeFile(f.base, texts[0] ?? ""), writeFile(f.theirs, texts[2] ?? "")]);
  }
  return mergeLines(cwd, f);
}

// src/services/git/git-resolve.ts
import { mkdtemp, readFile as readFile2, rm, writeFile as writeFile2 } from "node:fs/promises";
import { tmpdir } from "node:os";
import path3 from "node:path";

// src/services/git/git-restore.ts
import { mkdir } from "node:fs/promises";
import path2 from "node:path";
async function listDeletions(dir) {
  let heads = (await runGit(dir, ["rev-parse", "-q", "--verify", "MERGE_HEAD"])).ok ? ["HEAD", "MERGE_HEAD"] : ["HEAD"], run = await runGit(dir, ["log", ...["--diff-filter=D", "--name-only", "--format=%x01%H"], ...heads, "--", "."]), found = /* @__PURE__ */ new Map();
  for (let chunk of run.ok ? run.stdout.split("") : []) {
    let [commit, ...paths] = chunk.trim().split(`
`);
    for (let rel of paths) {
      let id = path2.posix.basename(rel, ".md");
      commit && rel.endsWith(".md") && !found.has(id) && found.set(id, { commit, rel });
    }
  }
  return found;
}
async function restoreDeleted(scope, ids) {
  if (!ids.size) return [];
  let top = await findWorkTree(scope.dir);
  if (!top) return [];
  let deletions = await listDeletions(scope.dir), restored = [];
  for (let id of ids) {
    let hit = deletions.get(id);
    if (!hit) continue;
    let show = await runGit(top, ["show", `${hit.commit}^:${hit.rel}`]);
    if (!show.ok) continue;
    let file = path2.join(top, hit.rel);
    await mkdir(path2.dirname(file), { recursive: !0 });
    try {
      await createFileExclusive(file, show.stdout), await runGit(top, ["add", "--", hit.rel]), restored.push(file);
    } catch (error) {
      if (!isStrataError(error, "ALREADY_EXISTS")) throw error;
    }
  }
  return restored;
}

// src/services/git/git-resolve.ts
var SETTLES = { resolvesConflict: !0 };
async function resolveGraph(scope) {
  let file = graphPath(scope.dir), text = await readFile2(file, "utf8").catch(() => "");
  return hasConflictMarkers(text) ? (await updateGraph(scope.dir, () => !0), { path: file, outcome: "merged", detail: "wrote the union of both sides" }) : null;
}
async function claimFreeFile(dir, id, text, file) {
  let hasId = parseDocument(text, file).data.id !== void 0;
  for (let n = 2; n < 100; n++) {
    let next = `${id}-${n}`, target = path3.join(dir, `${next}.md`);
    try {
      return await createFileExclusive(target, hasId ? editDocument(text, file, { id: next }) : text), target;
    } catch (error) {
      if (!isStrataError(error, "ALREADY_EXISTS")) throw error;
    }
  }
  throw new StrataError("ALREADY_EXISTS", `${file}: no free id beside "${id}"`, {
    subject: file,
    hint: "rename one of the two versions by hand"
  });
}
async function splitEdges(scope, id, other, sides, stamp) {
  let linksOf = (text) => listItems(parseDocument(text, id).data.links) ?? [], ours = new Set(linksOf(sides.ours));
  await updateGraph(scope.dir, (graph) => {
    for (let target of linksOf(sides.theirs)) {
      let label = findEdge(graph, id, target)?.label ?? DEFAULT_LABEL;
      ours.has(target) || removeEdge(graph, id, target), addEdge(graph, other, target, label, stamp);
    }
    return !0;
  });
}
async function mergeLikeDriver(sides, rel) {
  let dir = await mkdtemp(path3.join(tmpdir(), "strata-merge-"));
  try {
    let files = { base: "base", ours: "ours", theirs: "theirs", name: rel };
    return await writeFile2(path3.join(dir, "base"), sides.base ?? ""), await writeFile2(path3.join(dir, "ours"), sides.ours), await writeFile2(path3.join(dir, "theirs"), sides.theirs), { clean: await runMergeDriver(dir, files), text: await readFile2(path3.join(dir, "ours"), "utf8") };
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: !0, force: !0 });
  }
}
async function resolveMemory(scope, rel, text, stamp) {
  let file = path3.join(scope.dir, rel), sides = await readConflictSides(file, text);
  if (!sides) return { path: file, outcome: "left", detail: "markers do not pair up: fix by hand" };
  if (sides.fromIndex && sides.base === null && sides.ours !== sides.theirs) {
    let id = path3.basename(rel, ".md"), other = await claimFreeFile(path3.dirname(file), id, sides.theirs, file);
    return await updateFileText(file, (now) => hasConflictMarkers(now) ? sides.ours : null, SETTLES), await splitEdges(scope, id, path3.basename(other, ".md"), sides, stamp), { path: file, outcome: "split", detail: other };
  }
  let merged = mergeMemoryText(sides.base, sides.ours, sides.theirs, file);
  if (merged.conflicts.length) {
    let narrowed = await mergeLikeDriver(sides, rel);
    return narrowed && await updateFileText(
      file,
      (now) => hasConflictMarkers(now) ? narrowed.text : null,
      SETTLES
    ), narrowed?.clean ? { path: file, outcome: "merged", detail: "merged from both sides" } : {
      path: file,
      outcome: "left",
      detail: `both sides changed: ${merged.conflicts.join(", ")}`
    };
  }
  return await updateFileText(file, (now) => hasConflictMarkers(now) ? merged.text : null, SETTLES), { path: file, outcome: "merged", detail: "fields merged from both sides" };
}
async function resolveScope(ctx, scope) {
  let out = [];
  for (let rel of await listMarkdown(scope, [])) {
    let text = await readMemoryText(scope, rel, ctx.read).catch(() => "");
    hasConflictMarkers(text) && out.push(await resolveMemory(scope, rel, text, isoSeconds(ctx.now())));
  }
  let graph = await resolveGraph(scope);
  return graph && out.push(graph), out;
}
async function stageResolved(dir) {
  let out = [];
  for (let file of await listUnmerged(dir)) {
    let text = await readFile2(file, "utf8").catch(() => null);
    if (text !== null && hasConflictMarkers(text)) continue;
    (await runGit(dir, text === null ? ["rm", "-q", "--cached", "--", file] : ["add", "--", file])).ok && out.push({
      path: file,
      outcome: "staged",
      detail: text === null ? "deletion recorded" : "kept and staged"
    });
  }
  return out;
}
async function restoreLinked(ctx) {
  let report = await verifyStore(ctx), out = [];
  for (let scope of ctx.scopes.filter((s) => !s.readOnly)) {
    let ids = new Set(
      report.dangling.filter((d) => d.source === "graph" && d.scope === scope.scope).map((d) => d.to)
    );
    for (let file of await restoreDeleted(scope, ids)) {
      let detail = `deleted on one branch, linked on the other: restored (strata forget ${path3.basename(file, ".md")} deletes it with its links)`;
      out.push({ path: file, outcome: "restored", detail });
    }
  }
  return out;
}
async function resolveGitConflicts(ctx) {
  let out = [];
  for (let scope of ctx.scopes.filter((s) => !s.readOnly)) {
    let done = await resolveScope(ctx, scope);
    out.push(...done);
    for (let staged of await stageResolved(scope.dir)) {
      let same = done.find((r) => r.path === staged.path);
      same ? same.detail += " (staged)" : out.push(staged);
    }
  }
  return out.push(...await restoreLinked(ctx)), out;
}
function describeResolution(r) {
  return r.outcome === "split" ? `fixed     ${r.path}: created on both branches; theirs kept as ${r.detail}` : r.outcome === "left" ? `conflict  ${r.path}: ${r.detail}; keep the right lines and delete the marker lines` : `fixed     ${r.path}: ${r.detail}`;
}

export {
  runMergeDriver,
  resolveGitConflicts,
  describeResolution
};
