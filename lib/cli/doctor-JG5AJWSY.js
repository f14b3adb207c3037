#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  checkGitMerge
} from "./chunk-ZEP7ZQSK.js";
import {
  describeIgnoredSettings
} from "./chunk-BHGHBV3T.js";
import {
  describeCheckout,
  scopeExists
} from "./chunk-2NTMPCQ6.js";
import {
  readCliAutoMemory
} from "./chunk-UKP3XCMF.js";
import "./chunk-NVRIHRLN.js";
import {
  checkIndex
} from "./chunk-YWGQWWHQ.js";
import {
  describeLeftover,
  findLeftovers
} from "./chunk-3KEUA5OW.js";
import {
  describeConfigProblems
} from "./chunk-JJLSS7OC.js";
import {
  createEmbeddings,
  meaningHint
} from "./chunk-XQZ7FGD7.js";
import "./chunk-TGVE5BR7.js";
import {
  loadManifestSpace
} from "./chunk-NLY7HLKL.js";
import "./chunk-GKPZUC7S.js";
import "./chunk-AU2KG4I4.js";
import {
  indexCacheDir
} from "./chunk-HYQUVRP4.js";
import {
  canEmbedIn,
  isSameSpace
} from "./chunk-6PPRJXWO.js";
import "./chunk-AERYXF6Z.js";
import "./chunk-44M35BFG.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-VE4HPMBT.js";
import "./chunk-43VN4BCW.js";
import "./chunk-RQRSULXW.js";
import {
  readGraph
} from "./chunk-GFNYZ7BH.js";
import "./chunk-VK3EDKDJ.js";
import "./chunk-KUORFSRG.js";
import {
  loadStore
} from "./chunk-QTF3A53O.js";
import "./chunk-J67IECIZ.js";
import "./chunk-PD5D57LS.js";
import "./chunk-CN5U335H.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/doctor.ts
import { constants, readdirSync } from "node:fs";
import { access } from "node:fs/promises";
import path from "node:path";

// src/cli/commands/doctor-embeddings.ts
async function probeEmbeddings(ctx) {
  let embeddings = createEmbeddings({
    config: ctx.config.embedding,
    ollamaHostEnv: ctx.env.OLLAMA_HOST || void 0
  });
  try {
    return await embeddings.init();
  } finally {
    await embeddings.close();
  }
}
function describeEmbeddings(status) {
  let inUse = status.provider === "none" ? "none: keyword search only" : `${status.provider}/${status.model} (${status.dimensions}-d)`;
  return {
    name: "embeddings",
    ok: !0,
    ...status.degraded ? { warning: !0 } : {},
    detail: status.reason ? `${inUse}; ${status.reason}` : inUse
  };
}
function spaceName(space) {
  return `${space.provider}/${space.model}`;
}
function describeUnusedVectors(ctx, status, saved, index) {
  let { provider, model } = ctx.config.embedding, count = index.vectors?.count ?? 0;
  if (!saved || !count || provider === "none") return null;
  let inUse = status.provider === "none" ? null : status;
  if (inUse && isSameSpace(saved, inUse)) return null;
  let held = `the saved index holds ${count} vectors of ${spaceName(saved)}`;
  return { name: "vectors", ok: !0, warning: !0, detail: inUse ? `${held}, but embeddings now come from ${spaceName(inUse)}: the next sync embeds every memory again (strata reindex does it now); vectors of two models are never mixed` : saved.provider === "embedded" && !canEmbedIn(provider, saved) ? `${held}, which search does not use: the embedded model runs only with embedding.provider "embedded". Set it to use them again (the vector cache keeps them), or ${meaningHint(model)}; they leave the index at its next save (strata reindex)` : `${held}, unused until that backend answers again` };
}

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
    ignored && checks.push({ name: "config trust", ok: !0, warning: !0, detail: ignored }), checks.push(checkAutoMemory(ctx)), checks.push(await checkModule("hnswlib-node", "vector index; exact search"));
    let status = await probeEmbeddings(ctx);
    checks.push(describeEmbeddings(status));
    let cacheDir = indexCacheDir(ctx.cacheRoot, ctx.projectRoot), index = await checkIndex(ctx.store, cacheDir);
    checks.push({
      name: "index",
      ok: index.status !== "unreadable",
      // Never built: the hooks have no digests until a reindex. An index behind the files is
      // normal after a write from the CLI or an editor: the next reader catches up.
      warning: index.status === "missing",
      detail: `${index.status}: ${index.detail}`
    });
    let unused = describeUnusedVectors(ctx, status, await loadManifestSpace(cacheDir), index);
    unused && checks.push(unused), checks.push(...await checkGit(ctx));
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
