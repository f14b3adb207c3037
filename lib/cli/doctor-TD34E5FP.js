#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  checkGitMerge
} from "./chunk-5A5MLGYS.js";
import {
  describeIgnoredSettings
} from "./chunk-2CU4VRMH.js";
import {
  describeCheckout,
  scopeExists
} from "./chunk-6HY4RYDX.js";
import {
  readCliAutoMemory
} from "./chunk-UKP3XCMF.js";
import "./chunk-NVRIHRLN.js";
import {
  checkIndex
} from "./chunk-EKHNGL3I.js";
import {
  describeLeftover,
  findLeftovers
} from "./chunk-HGPLTJD4.js";
import {
  describeConfigProblems
} from "./chunk-CB3P3RRH.js";
import {
  createEmbeddings
} from "./chunk-NR7K7Y4W.js";
import "./chunk-JBHLJ3WN.js";
import "./chunk-LJICC7WM.js";
import "./chunk-CMTVECUR.js";
import "./chunk-43VN4BCW.js";
import "./chunk-S2YN7O5N.js";
import {
  indexCacheDir
} from "./chunk-55WLMWC4.js";
import "./chunk-Y4ASHNRJ.js";
import "./chunk-AERYXF6Z.js";
import "./chunk-BHMIW4XJ.js";
import "./chunk-DDOISPAB.js";
import "./chunk-RQRSULXW.js";
import {
  readGraph
} from "./chunk-UWHRKHYH.js";
import "./chunk-VK3EDKDJ.js";
import "./chunk-KUORFSRG.js";
import {
  loadStore
} from "./chunk-XRYSG3GC.js";
import "./chunk-SONTDN6H.js";
import "./chunk-PD5D57LS.js";
import "./chunk-CN5U335H.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/doctor.ts
import { constants, readdirSync } from "node:fs";
import { access } from "node:fs/promises";
import path from "node:path";

// src/cli/commands/doctor-git.ts
async function checkDriver(ctx) {
  let out = [];
  for (let scope of ctx.store.scopes.filter(
    (s) => s.scope === "project" || s.scope === "global"
  )) {
    if (scope.readOnly) continue;
    let setup = await checkGitMerge(scope);
    if (!setup.repo) continue;
    let missing = [
      setup.attributes ? "" : `.gitattributes in ${scope.dir}`,
      setup.driver ? "" : "merge.strata.driver in the git config"
    ].filter(Boolean);
    out.push({
      name: `git merge (${scope.scope})`,
      ok: !0,
      warning: missing.length > 0,
      detail: missing.length ? `missing ${missing.join(" and ")}: git will merge graph.json line by line and may leave conflicts; run strata git-setup${scope.scope === "global" ? " --scope global" : ""}` : "graph.json and memory files merge with strata"
    });
  }
  return out;
}
async function checkConflicts(ctx) {
  let files = (await loadStore(ctx.store)).problems.filter((p) => p.code === "CONFLICT").map((p) => p.path);
  for (let scope of ctx.store.scopes)
    (await readGraph(scope.dir).catch(() => null))?.format === "conflicted" && files.push(`${scope.dir}/graph.json`);
  return {
    name: "merge conflicts",
    ok: files.length === 0,
    detail: files.length ? `${files.join(", ")} hold git conflict markers: run strata verify --fix, then commit` : "none in memory files"
  };
}
async function checkGit(ctx) {
  return [...await checkDriver(ctx), await checkConflicts(ctx)];
}

// src/cli/commands/doctor.ts
function checkNode(version) {
  let [major = 0, minor = 0] = version.replace(/^v/, "").split(".").map(Number), ok = major > 20 || major === 20 && minor >= 19;
  return {
    name: "node",
    ok,
    detail: ok ? `Node ${version}` : `Node ${version}: strata needs Node 20.19 or newer`
  };
}
async function nearestExisting(dir) {
  let current = dir;
  for (; ; )
    try {
      return await access(current), current;
    } catch {
      let parent = path.dirname(current);
      if (parent === current) return current;
      current = parent;
    }
}
async function checkScope(scope) {
  let exists = scopeExists(scope), probe = exists ? scope.dir : await nearestExisting(scope.dir), writable = await access(probe, constants.W_OK).then(
    () => !0,
    () => !1
  ), state = `${exists ? "found" : "not created yet"}, ${scope.readOnly ? "read-only (admins: --admin)" : writable ? "writable" : `NOT writable (${probe})`}`;
  return {
    name: `scope ${scope.scope}`,
    ok: scope.readOnly || writable,
    detail: `${scope.dir} (${state})`
  };
}
async function checkModule(name, purpose) {
  try {
    return await import(name), { name, ok: !0, detail: `available (${purpose})` };
  } catch {
    return { name, ok: !0, detail: `not available: ${purpose} falls back` };
  }
}
async function checkEmbeddings(ctx) {
  let embeddings = createEmbeddings({
    config: ctx.config.embedding,
    ollamaHostEnv: ctx.env.OLLAMA_HOST || void 0
  });
  try {
    let s = await embeddings.init(), inUse = s.provider === "none" ? "none: keyword search only" : `${s.provider}/${s.model} (${s.dimensions}-d)`;
    return { name: "embeddings", ok: !0, detail: s.reason ? `${inUse}; ${s.reason}` : inUse };
  } finally {
    await embeddings.close();
  }
}
function checkAutoMemory(ctx) {
  let status = readCliAutoMemory(ctx), where = `${status.dir} (${status.notes} note${status.notes === 1 ? "" : "s"}${status.dirSource === "default" ? "" : `; folder from ${status.dirSource}`})`;
  return { name: "claude auto memory", ok: !0, detail: status.enabled ? `on (${status.decidedBy}): Claude Code writes its own notes to ${where}` : `off (${status.decidedBy})${status.notes ? `; ${where} still holds notes` : ""}` };
}
function strandedLocalFiles(projectRoot) {
  let dir = path.join(projectRoot, ".claude", "memory", "local");
  try {
    let count = readdirSync(dir, { recursive: !0 }).filter(
      (f) => String(f).endsWith(".md")
    ).length;
    return count ? { dir, count } : null;
  } catch {
    return null;
  }
}
function checkWorktree(projectRoot) {
  let checkout = describeCheckout(projectRoot);
  if (checkout.kind === "linked") {
    let shared = `linked worktree of ${checkout.mainRoot}: the local scope, stashes and handoff notes are shared with it`, stranded = strandedLocalFiles(projectRoot);
    return stranded ? {
      name: "worktree",
      ok: !0,
      warning: !0,
      detail: `${shared}; ${stranded.dir} still holds ${stranded.count} memory file${stranded.count === 1 ? "" : "s"} from before, which no scope reads: move them to ${path.join(checkout.mainRoot, ".claude", "memory", "local")}`
    } : { name: "worktree", ok: !0, detail: shared };
  }
  return checkout.kind !== "unverified" ? null : {
    name: "worktree",
    ok: !0,
    warning: !0,
    detail: `${path.join(projectRoot, ".git")} is a file strata did not follow (its git folder does not list this checkout back, or there is no main checkout): the local scope stays in this checkout`
  };
}
function checkConfig(ctx) {
  let problems = describeConfigProblems(ctx.configProblems);
  return problems ? { name: "config", ok: !1, detail: `${problems}; fix or remove them` } : {
    name: "config",
    ok: !0,
    detail: ctx.configFiles.length ? `valid: ${ctx.configFiles.join(", ")}` : "defaults (no config.json found)"
  };
}
var doctorCommand = {
  name: "doctor",
  help: `strata doctor

  One line per check: ok, WARN (worth reading) or FAIL (must be fixed). Exit 1 when a
  line says FAIL, e.g. a config.json key strata does not know (named with its file).`,
  options: {},
  async run(ctx) {
    let checks = [checkNode(process.version)];
    for (let scope of ctx.scopes) checks.push(await checkScope(scope));
    let worktree = ctx.projectRoot ? checkWorktree(ctx.projectRoot) : null;
    worktree && checks.push(worktree), ctx.projectRoot || checks.push({
      name: "project",
      ok: !0,
      detail: "not in a git repository: only global (and enterprise) apply"
    }), checks.push(checkConfig(ctx));
    let ignored = describeIgnoredSettings(ctx.ignoredSettings);
    ignored && checks.push({ name: "config trust", ok: !0, warning: !0, detail: ignored }), checks.push(checkAutoMemory(ctx)), checks.push(await checkModule("hnswlib-node", "vector index; exact search")), checks.push(await checkEmbeddings(ctx));
    let index = await checkIndex(ctx.store, indexCacheDir(ctx.cacheRoot, ctx.projectRoot));
    checks.push({
      name: "index",
      ok: index.status !== "unreadable",
      // Behind the files (or never built): search misses memories until a reindex.
      warning: index.status === "stale" || index.status === "missing",
      detail: `${index.status}: ${index.detail}`
    }), checks.push(...await checkGit(ctx));
    let leftovers = await findLeftovers(ctx.scopes);
    leftovers.length && checks.push({
      name: "leftovers",
      ok: !0,
      warning: !0,
      detail: `${leftovers.length} temp or lock file(s) of processes that are gone (strata gc removes them): ${leftovers.map(describeLeftover).join("; ")}`
    });
    let ok = checks.every((c) => c.ok), text = checks.map((c) => `${c.ok ? c.warning ? "WARN" : "ok  " : "FAIL"} ${c.name}: ${c.detail}`).join(`
`);
    return { json: { ok, checks }, text, exitCode: ok ? 0 : 1 };
  }
};
export {
  doctorCommand
};
