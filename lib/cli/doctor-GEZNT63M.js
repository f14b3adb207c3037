#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  checkGitMerge
} from "./chunk-FGL3Z24R.js";
import {
  describeIgnoredSettings
} from "./chunk-DBBWOYZS.js";
import {
  describeCheckout,
  scopeExists
} from "./chunk-EOGXV5FW.js";
import {
  decideCliAtStop,
  readCliAutoMemory
} from "./chunk-57F6EPUM.js";
import "./chunk-MZPTYLDN.js";
import "./chunk-QQXHQNHU.js";
import {
  checkIndex
} from "./chunk-JVW42PAP.js";
import {
  describeLeftover,
  findLeftovers
} from "./chunk-E6ZNW5GL.js";
import {
  findUnmergedProblems,
  verifyStore
} from "./chunk-RRDOROIK.js";
import "./chunk-LNCII7HV.js";
import "./chunk-ISW6ANDQ.js";
import {
  describeConfigProblems
} from "./chunk-JKMFAHEO.js";
import {
  createEmbeddings,
  meaningHint
} from "./chunk-2X3XVHUP.js";
import "./chunk-TGVE5BR7.js";
import {
  loadManifestSpace
} from "./chunk-TPDF2BVG.js";
import "./chunk-SZZWAVGO.js";
import "./chunk-VUFTBUXA.js";
import {
  canEmbedIn,
  isSameSpace,
  loadHnswlib
} from "./chunk-QKDODJ4C.js";
import "./chunk-IWGOURYV.js";
import "./chunk-43VN4BCW.js";
import {
  countOf
} from "./chunk-RQRSULXW.js";
import {
  indexCacheDir
} from "./chunk-QUIOUXOQ.js";
import "./chunk-KFKOISXO.js";
import "./chunk-TZM32FOC.js";
import "./chunk-SHCZHLIN.js";
import "./chunk-I5PEQ4ZW.js";
import {
  readGraph
} from "./chunk-A4QYTY4Q.js";
import "./chunk-P2YN5BTH.js";
import "./chunk-DZYGGF2K.js";
import "./chunk-Z6SYHISM.js";
import "./chunk-KUORFSRG.js";
import "./chunk-2ETZKUNT.js";
import {
  loadStore
} from "./chunk-FUTSRKGR.js";
import "./chunk-SDR562BD.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/doctor.ts
import { constants, readdirSync as readdirSync2 } from "node:fs";
import { access } from "node:fs/promises";
import path3 from "node:path";

// src/storage/code-cache-files.ts
import { readdirSync, readFileSync, unlinkSync } from "node:fs";
import { join } from "node:path";
var PENDING = ".pending";
function crc32(bytes) {
  return process.getBuiltinModule("node:zlib").crc32(bytes) >>> 0;
}
function checkedPayload(data) {
  if (data.length <= 4) return null;
  let payload = data.subarray(0, data.length - 4);
  return crc32(payload) === data.readUInt32BE(data.length - 4) ? payload : null;
}
function codeCacheDir(cacheRoot) {
  return join(cacheRoot, "code-cache");
}
function checkCodeCaches(cacheRoot) {
  let dir = codeCacheDir(cacheRoot), names;
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(".bin") || n.endsWith(`.bin${PENDING}`));
  } catch {
    return { checked: 0, removed: [] };
  }
  let removed = [];
  for (let name of names) {
    let ok = !1;
    try {
      ok = checkedPayload(readFileSync(join(dir, name))) !== null;
    } catch {
    }
    if (!ok) {
      try {
        unlinkSync(join(dir, name));
      } catch {
      }
      removed.push(name);
    }
  }
  return { checked: names.length, removed };
}

// src/cli/commands/doctor-code-cache.ts
function checkCodeCache(cacheRoot) {
  let { checked, removed } = checkCodeCaches(cacheRoot), name = "hook code cache";
  return removed.length ? {
    name,
    ok: !0,
    warning: !0,
    detail: `removed ${removed.length} of ${checked} file(s) whose bytes no longer match their checksum (${removed.join(", ")}): the hooks compile from source and write them anew`
  } : {
    name,
    ok: !0,
    detail: checked ? `${checked} file${checked === 1 ? "" : "s"}, each matching its checksum` : "empty (the hooks write it on their first runs under Node)"
  };
}

// src/cli/commands/doctor-config.ts
var ALWAYS_SHOWN = [
  "embedding.provider",
  "embedding.endpoint",
  "capture.model",
  "privacy.redactSecrets",
  "scopes.enterprise"
];
function describeSource(source) {
  return source.inGit ? `${source.file} (in a git repository: repository trust)` : `${source.file} (${source.tier})`;
}
function checkConfig(ctx) {
  let problems = describeConfigProblems(ctx.configProblems);
  return problems ? { name: "config", ok: !1, detail: `${problems}; fix or remove them` } : {
    name: "config",
    ok: !0,
    detail: ctx.configSources.length ? `valid: ${ctx.configSources.map(describeSource).join(", ")}` : "defaults (no config.json found)"
  };
}
function valueAt(config, field) {
  let at = config;
  for (let key of field.split(".")) at = at?.[key];
  return at;
}
function shown(value) {
  let text = value === void 0 ? "unset" : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}\u2026` : text;
}
function checkConfigTrust(ctx) {
  let ignored = describeIgnoredSettings(ctx.ignoredSettings);
  if (!ignored) return null;
  let inGit = ctx.configSources.filter(
    (s) => s.inGit && ctx.ignoredSettings.some((i) => i.source === s.file)
  ), where = inGit.length ? `; ${inGit.map((s) => s.file).join(", ")} is in a git repository, so whoever can push to its remote writes it: keep your own settings in ${ctx.userConfigFile}, which strata never syncs` : "";
  return { name: "config trust", ok: !0, warning: !0, detail: `${ignored}${where}` };
}
function checkConfigSources(config, origins) {
  let byField = new Map(origins.map((o) => [o.field, o]));
  return { name: "config sources", ok: !0, detail: [.../* @__PURE__ */ new Set([...ALWAYS_SHOWN, ...origins.map((o) => o.field)])].map((field) => {
    let origin = byField.get(field), from = origin ? `${origin.source}, ${origin.tier}` : "default";
    return `${field} = ${shown(valueAt(config, field))} (${from})`;
  }).join("; ") };
}

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

// src/cli/commands/doctor-files.ts
var FILES_NAMED = 3;
async function checkMemoryFiles(ctx) {
  let store = await loadStore(ctx.store), report = await verifyStore(ctx.store, store), misread = report.warnings.filter((w) => w.misread), parts = [
    report.invalid.length ? countOf(report.invalid.length, "file problem", "file problems") : "",
    misread.length ? countOf(misread.length, "file read other than written", "files read other than written") : "",
    report.dangling.length ? countOf(report.dangling.length, "dangling link", "dangling links") : ""
  ].filter(Boolean);
  if (!parts.length)
    return {
      name: "memory files",
      ok: !0,
      detail: `${countOf(report.checked, "file", "files")} checked, no problems`
    };
  let files = [...new Set([...report.invalid, ...misread].map((p) => p.path))], named = files.slice(0, FILES_NAMED).join(", "), more = files.length > FILES_NAMED ? ` and ${files.length - FILES_NAMED} more` : "";
  return {
    name: "memory files",
    ok: !0,
    warning: !0,
    detail: `${parts.join(", ")}${named ? ` (${named}${more})` : ""}: run strata verify for each one and its fix`
  };
}

// src/services/git/driver-probe.ts
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
async function probeDriver(command, env) {
  let dir = await mkdtemp(path.join(tmpdir(), "strata-driver-"));
  try {
    await Promise.all(["base", "ours", "theirs"].map((f) => writeFile(path.join(dir, f), "")));
    let line = command.replaceAll("%O", "base").replaceAll("%A", "ours").replaceAll("%B", "theirs").replaceAll("%P", "probe.txt");
    return await new Promise((resolve) => {
      execFile("sh", ["-c", line], { cwd: dir, env, timeout: 2e4 }, (error) => resolve(!error));
    });
  } finally {
    await rm(dir, { recursive: !0, force: !0 });
  }
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
    ].filter(Boolean), setupCommand = `strata git-setup${scope.scope === "global" ? " --scope global" : ""}`, runs = setup.driver && setup.attributes ? await probeDriver(setup.driver, ctx.env) : !0;
    out.push({
      name: `git merge (${scope.scope})`,
      ok: !0,
      warning: missing.length > 0 || !runs,
      detail: missing.length ? `missing ${missing.join(" and ")}: git will merge graph.json line by line and may leave conflicts; run ${setupCommand}` : runs ? "graph.json and memory files merge with strata" : `merge.strata.driver in ${setup.repo}/.git/config does not run (strata moved?): git keeps one side of a memory file alone; run ${setupCommand}, and \`strata verify --fix\` after a merge it spoilt`
    });
  }
  return out;
}
async function checkConflicts(ctx) {
  let files = (await loadStore(ctx.store)).problems.filter((p) => p.code === "CONFLICT").map((p) => p.path);
  for (let scope of ctx.store.scopes)
    (await readGraph(scope.dir).catch(() => null))?.format === "conflicted" && files.push(`${scope.dir}/graph.json`);
  let waiting = (await findUnmergedProblems(ctx.store, [])).map((p) => p.path), all = [.../* @__PURE__ */ new Set([...files, ...waiting])];
  return {
    name: "merge conflicts",
    ok: all.length === 0,
    detail: all.length ? `${all.join(", ")} ${all.length === 1 ? "is" : "are"} not merged yet: run strata verify --fix, then commit` : "none in memory files"
  };
}
async function checkGit(ctx) {
  return [...await checkDriver(ctx), await checkConflicts(ctx)];
}

// src/cli/commands/doctor-vector-index.ts
import path2 from "node:path";
var BRUTE_FORCE_FINE_UP_TO = 1e3, BRUTE_FORCE_BUDGET_MS = 10;
function installRoot(cliPath) {
  return path2.resolve(path2.dirname(cliPath), "..", "..");
}
async function checkVectorIndex(cliPath, memories) {
  let name = "hnswlib-node";
  try {
    return await loadHnswlib(), { name, ok: !0, detail: "available (approximate nearest-neighbour vector index)" };
  } catch (error) {
    let why = error instanceof Error ? error.message.split(`
`)[0] ?? "" : String(error), fine = BRUTE_FORCE_FINE_UP_TO.toLocaleString("en-US"), cost = memories <= BRUTE_FORCE_FINE_UP_TO ? `which answers within ${BRUTE_FORCE_BUDGET_MS} ms up to about ${fine} memories: this store holds ${memories}, so nothing is lost yet` : `which answers within ${BRUTE_FORCE_BUDGET_MS} ms only up to about ${fine} memories: this store holds ${memories.toLocaleString("en-US")}, so each search by meaning is slower`;
    return {
      name,
      ok: !0,
      warning: !0,
      detail: `not installed (${why}): vector search uses exact brute force, ${cost}. fix: in ${installRoot(cliPath)} run \`npm install --omit=dev\` (hnswlib-node is built there and needs python3, make and a C++ compiler; \`npm rebuild hnswlib-node\` shows why a build failed)`
    };
  }
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
      let parent = path3.dirname(current);
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
function checkAutoMemory(ctx) {
  let status = readCliAutoMemory(ctx), where = `${status.dir} (${status.notes} note${status.notes === 1 ? "" : "s"}${status.dirSource === "default" ? "" : `; folder from ${status.dirSource}`})`, strata = ctx.scopes.some((s) => s.scope === "claude" && s.dir === path3.resolve(status.dir)) ? "strata reads it as the claude scope" : ctx.projectRoot ? "strata does not read it (scopes.claude is off, or the folder overlaps another scope)" : "strata reads it only inside a project";
  return { name: "claude auto memory", ok: !0, detail: status.enabled ? `on (${status.decidedBy}): Claude Code writes its own notes to ${where}; ${strata}` : `off (${status.decidedBy})${status.notes ? `; ${where} still holds notes; ${strata}` : ""}` };
}
function checkCaptureAtStop(ctx) {
  if (!ctx.config.drafts.capture)
    return { name: "capture at a stop", ok: !0, detail: "off (drafts.capture is false)" };
  let { ask, why } = decideCliAtStop(ctx);
  return { name: "capture at a stop", ok: !0, detail: ask ? `asks Claude once a session to save the lessons it finds (${why})` : `does not ask (${why}); drafts come from fixed rules at session end` };
}
function strandedLocalFiles(projectRoot) {
  let dir = path3.join(projectRoot, ".claude", "memory", "local");
  try {
    let count = readdirSync2(dir, { recursive: !0 }).filter(
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
      detail: `${shared}; ${stranded.dir} still holds ${stranded.count} memory file${stranded.count === 1 ? "" : "s"} from before, which no scope reads: move them to ${path3.join(checkout.mainRoot, ".claude", "memory", "local")}`
    } : { name: "worktree", ok: !0, detail: shared };
  }
  return checkout.kind !== "unverified" ? null : {
    name: "worktree",
    ok: !0,
    warning: !0,
    detail: `${path3.join(projectRoot, ".git")} is a file strata did not follow (its git folder does not list this checkout back, or there is no main checkout): the local scope stays in this checkout`
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
    }), checks.push(checkConfig(ctx)), checks.push(checkConfigSources(ctx.config, ctx.configOrigins));
    let trust = checkConfigTrust(ctx);
    trust && checks.push(trust), checks.push(checkAutoMemory(ctx)), checks.push(checkCaptureAtStop(ctx));
    let cacheDir = indexCacheDir(ctx.cacheRoot, ctx.projectRoot), index = await checkIndex(ctx.store, cacheDir);
    checks.push(await checkVectorIndex(ctx.cliPath, index.indexed));
    let status = await probeEmbeddings(ctx);
    checks.push(describeEmbeddings(status)), checks.push({
      name: "index",
      ok: index.status !== "unreadable",
      // Never built: the hooks have no digests until a reindex. An index behind the files is
      // normal after a write from the CLI or an editor: the next reader catches up.
      warning: index.status === "missing",
      detail: `${index.status}: ${index.detail}`
    });
    let unused = describeUnusedVectors(ctx, status, await loadManifestSpace(cacheDir), index);
    unused && checks.push(unused), checks.push(await checkMemoryFiles(ctx)), checks.push(checkCodeCache(ctx.cacheRoot)), checks.push(...await checkGit(ctx));
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
