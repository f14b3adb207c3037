#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  isOneSideKept,
  listUnmergedStages,
  verifyStore
} from "./chunk-RRDOROIK.js";
import {
  graphPath,
  mergeGraphs,
  readConflictedGraph,
  updateGraph
} from "./chunk-A4QYTY4Q.js";
import {
  createScopeFile
} from "./chunk-P2YN5BTH.js";
import {
  isoSeconds
} from "./chunk-7KTB7TC7.js";
import {
  DEFAULT_LABEL,
  addEdge,
  emptyGraph,
  findEdge,
  parseGraph,
  removeEdge,
  serializeGraph
} from "./chunk-Z6SYHISM.js";
import {
  assertRealFolders,
  decodeBytes,
  editDocument,
  encodeText,
  findWorkTree,
  hasConflictMarkers,
  holdsConflict,
  listItems,
  listMarkdown,
  mergeMemoryText,
  parseDocument,
  readConflictSides,
  readFileText,
  readMemoryText,
  runGit,
  sliceBody,
  updateFileText
} from "./chunk-SDR562BD.js";
import {
  StrataError,
  isStrataError
} from "./chunk-VWF6XKUM.js";

// src/services/git/merge-driver.ts
import { readFile } from "node:fs/promises";
import path from "node:path";

// src/io/no-follow-write.ts
import { constants } from "node:fs";
import { lstat, open } from "node:fs/promises";
function linkRefusal(file) {
  return new StrataError(
    "UNSAFE_PATH",
    `${file} is a symbolic link: strata does not write through it`,
    {
      subject: file,
      hint: "the merge driver writes only the regular files git hands it"
    }
  );
}
async function refuseLinks(files) {
  for (let file of files) if ((await lstat(file)).isSymbolicLink()) throw linkRefusal(file);
}
async function overwriteExistingFile(file, data) {
  let flags = constants.O_WRONLY | constants.O_TRUNC | constants.O_NOFOLLOW, handle;
  try {
    handle = await open(file, flags);
  } catch (error) {
    throw error.code !== "ELOOP" ? error : linkRefusal(file);
  }
  try {
    await handle.writeFile(data);
  } finally {
    await handle.close();
  }
}

// src/services/git/merge-driver.ts
function writeFile(file, text) {
  return overwriteExistingFile(file, encodeText(text));
}
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
  let withBody = (side) => editDocument(merged.text, f.name, {}, sliceBody(side, f.name)), sides = [withBody(base), merged.text, withBody(theirs)];
  return await writeFile(f.base, sides[0]), await writeFile(f.ours, sides[1]), await writeFile(f.theirs, sides[2]), mergeLines(cwd, f);
}
async function runMergeDriver(cwd, files) {
  let f = {
    base: path.resolve(cwd, files.base),
    ours: path.resolve(cwd, files.ours),
    theirs: path.resolve(cwd, files.theirs),
    name: files.name
  };
  await refuseLinks([f.base, f.ours, f.theirs]);
  let texts = await Promise.all(
    [f.base, f.ours, f.theirs].map((p) => readFile(p).then(decodeBytes))
  );
  try {
    if (path.basename(f.name) === "graph.json")
      return await writeFile(
        f.ours,
        mergeGraphTexts(texts[0] ?? "", texts[1] ?? "", texts[2] ?? "", f.name)
      ), !0;
    if (f.name.endsWith(".md")) return await mergeMemoryFile(cwd, f, texts);
  } catch (error) {
    if (isStrataError(error, "UNSAFE_PATH")) throw error;
    await writeFile(f.ours, texts[1] ?? ""), await Promise.all([writeFile(f.base, texts[0] ?? ""), writeFile(f.theirs, texts[2] ?? "")]);
  }
  return mergeLines(cwd, f);
}

// src/services/git/git-resolve.ts
import { existsSync } from "node:fs";
import { mkdtemp, readFile as readFile2, rm, writeFile as writeFile2 } from "node:fs/promises";
import { tmpdir } from "node:os";
import path4 from "node:path";

// src/services/git/git-restore.ts
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
    try {
      await createScopeFile(scope, file, encodeText(show.stdout)), await runGit(top, ["add", "--", hit.rel]), restored.push(file);
    } catch (error) {
      if (!isStrataError(error, "ALREADY_EXISTS")) throw error;
    }
  }
  return restored;
}

// src/services/git/git-split.ts
import path3 from "node:path";
async function claimFreeFile(scope, id, text, file) {
  let hasId = parseDocument(text, file).data.id !== void 0;
  for (let n = 2; n < 100; n++) {
    let next = `${id}-${n}`, target = path3.join(path3.dirname(file), `${next}.md`), content = hasId ? editDocument(text, file, { id: next }) : text;
    try {
      return await createScopeFile(scope, target, encodeText(content)), target;
    } catch (error) {
      if (!isStrataError(error, "ALREADY_EXISTS")) throw error;
      if (await readFileText(target).catch(() => null) === content) return target;
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

// src/services/git/git-resolve.ts
var SETTLES = { resolvesConflict: !0 };
async function keptOneSide(file, text, unmerged) {
  let stages = unmerged.get(file);
  return stages ? isOneSideKept(stages, text, await readConflictSides(file, text)) : !1;
}
async function resolveGraph(scope, unmerged) {
  let file = graphPath(scope.dir), text = await readFile2(file).then(decodeBytes, () => "");
  if (hasConflictMarkers(text))
    return await updateGraph(scope.dir, () => !0), { path: file, outcome: "merged", detail: "wrote the union of both sides" };
  if (!await keptOneSide(file, text, unmerged)) return null;
  let union = await readConflictedGraph(file, text);
  return await updateGraph(scope.dir, (graph) => {
    for (let from of Object.keys(graph)) delete graph[from];
    return Object.assign(graph, union), !0;
  }), {
    path: file,
    outcome: "merged",
    detail: "git kept one side only: wrote the union of both"
  };
}
async function mergeLikeDriver(sides, rel) {
  let dir = await mkdtemp(path4.join(tmpdir(), "strata-merge-"));
  try {
    let files = { base: "base", ours: "ours", theirs: "theirs", name: rel };
    return await writeFile2(path4.join(dir, "base"), encodeText(sides.base ?? "")), await writeFile2(path4.join(dir, "ours"), encodeText(sides.ours)), await writeFile2(path4.join(dir, "theirs"), encodeText(sides.theirs)), { clean: await runMergeDriver(dir, files), text: await readFileText(path4.join(dir, "ours")) };
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: !0, force: !0 });
  }
}
async function resolveMemory(scope, rel, text, stamp) {
  let file = path4.join(scope.dir, rel), sides = await readConflictSides(file, text);
  if (!sides) return { path: file, outcome: "left", detail: "markers do not pair up: fix by hand" };
  let settles = (next) => (now) => now === text || hasConflictMarkers(now) ? next : null;
  if (sides.fromIndex && sides.base === null && sides.ours !== sides.theirs) {
    let id = path4.basename(rel, ".md"), other = await claimFreeFile(scope, id, sides.theirs, file);
    return await updateFileText(file, settles(sides.ours), SETTLES), await splitEdges(scope, id, path4.basename(other, ".md"), sides, stamp), { path: file, outcome: "split", detail: other };
  }
  let merged = mergeMemoryText(sides.base, sides.ours, sides.theirs, file);
  if (merged.conflicts.length) {
    let narrowed = await mergeLikeDriver(sides, rel);
    return narrowed && await updateFileText(file, settles(narrowed.text), SETTLES), narrowed?.clean ? { path: file, outcome: "merged", detail: "merged from both sides" } : {
      path: file,
      outcome: "left",
      detail: `both sides changed: ${merged.conflicts.join(", ")}; keep the right lines and delete the marker lines`
    };
  }
  return await updateFileText(file, settles(merged.text), SETTLES), { path: file, outcome: "merged", detail: "fields merged from both sides" };
}
async function stageWritten(dir, files) {
  let present = files.filter((f) => existsSync(f));
  present.length && await runGit(dir, ["add", "--", ...present]);
}
async function resolveScope(ctx, scope) {
  await assertRealFolders(scope);
  let out = [], unmerged = await listUnmergedStages(scope.dir);
  for (let rel of await listMarkdown(scope, [])) {
    let text = await readMemoryText(scope, rel, ctx.read).catch(() => ""), file = path4.join(scope.dir, rel);
    (await holdsConflict(file, text) || await keptOneSide(file, text, unmerged)) && out.push(await resolveMemory(scope, rel, text, isoSeconds(ctx.now())));
  }
  let graph = await resolveGraph(scope, unmerged);
  graph && out.push(graph);
  let copies = out.filter((r) => r.outcome === "split").map((r) => r.detail);
  if (copies.length) {
    let graphText = await readFile2(graphPath(scope.dir), "utf8").catch(() => ""), withGraph = hasConflictMarkers(graphText) ? [] : [graphPath(scope.dir)];
    await stageWritten(scope.dir, [...copies, ...withGraph]);
  }
  return out;
}
async function stageResolved(dir, settled) {
  let out = [];
  for (let [file, stages] of await listUnmergedStages(dir)) {
    let text = await readFileText(file).catch(() => null);
    if (text !== null && hasConflictMarkers(text) && !settled.has(file)) continue;
    if (text !== null && !settled.has(file) && isOneSideKept(stages, text, await readConflictSides(file, text))) {
      out.push({ path: file, outcome: "left", detail: "git kept one side only and strata could not merge it: merge by hand" });
      continue;
    }
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
      let detail = `deleted on one branch, linked on the other: restored (strata forget ${path4.basename(file, ".md")} deletes it with its links)`;
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
    let settled = new Set(done.filter((r) => r.outcome !== "left").map((r) => r.path));
    for (let staged of await stageResolved(scope.dir, settled)) {
      let same = done.find((r) => r.path === staged.path);
      same ? staged.outcome === "left" ? Object.assign(same, staged) : same.detail += " (staged)" : out.push(staged);
    }
  }
  return out.push(...await restoreLinked(ctx)), out;
}
function describeResolution(r) {
  return r.outcome === "split" ? `fixed     ${r.path}: created on both branches; theirs kept as ${r.detail} (staged)` : r.outcome === "left" ? `conflict  ${r.path}: ${r.detail}` : `fixed     ${r.path}: ${r.detail}`;
}

export {
  runMergeDriver,
  resolveGitConflicts,
  describeResolution
};
