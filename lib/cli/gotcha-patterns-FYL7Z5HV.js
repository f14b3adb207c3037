#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  listProjectFiles
} from "./chunk-52NRY4BT.js";
import {
  globsMatch
} from "./chunk-TLHG7XIM.js";
import "./chunk-HY2LQYPX.js";
import {
  buildGotchaDigest
} from "./chunk-TZM32FOC.js";
import "./chunk-SHCZHLIN.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-3ZGVL2AA.js";
import {
  checkGlob
} from "./chunk-2ETZKUNT.js";
import {
  loadStore
} from "./chunk-FUTSRKGR.js";
import "./chunk-SDR562BD.js";
import {
  readGlobList
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/core/pattern-coverage.ts
function globCoverage(globs, files) {
  let matched = 0, examples = [];
  for (let file of files)
    globsMatch(globs, file) && (matched++, examples.length < 5 && examples.push(file));
  return { matched, examples };
}
function findPatternCases(gotchas, files, maxShare) {
  let cases = [], limit = Math.max(1, Math.floor(files.length * maxShare));
  for (let gotcha of gotchas) {
    if (!gotcha.globs.length) {
      gotcha.commands?.length || cases.push({ gotcha, problem: "no-patterns", matched: 0, examples: [] });
      continue;
    }
    let { matched, examples } = globCoverage(gotcha.globs, files);
    matched === 0 ? cases.push({ gotcha, problem: "none", matched, examples }) : files.length >= 20 && matched > limit && cases.push({ gotcha, problem: "too-many", matched, examples });
  }
  return cases;
}
function folderCounts(files, depth = 2, max = 80) {
  let counts = /* @__PURE__ */ new Map();
  for (let file of files) {
    let parts = file.split("/").slice(0, -1);
    for (let d = 1; d <= Math.min(depth, parts.length); d++) {
      let folder = `${parts.slice(0, d).join("/")}/`;
      counts.set(folder, (counts.get(folder) ?? 0) + 1);
    }
  }
  return [...counts].map(([folder, n]) => ({ folder, files: n })).sort((a, b) => b.files - a.files || (a.folder < b.folder ? -1 : 1)).slice(0, max);
}

// src/cli/commands/gotcha-patterns.ts
var MAX_FILES = 5e4;
function readNumber(value, name, min, max, fallback) {
  if (value === void 0) return fallback;
  let n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max)
    throw new StrataError("INVALID_ARGUMENT", `${name} ${JSON.stringify(value)} is out of range`, {
      subject: name,
      hint: `give a number from ${min} to ${max}`
    });
  return n;
}
async function projectFiles(ctx) {
  if (!ctx.projectRoot)
    throw new StrataError("INVALID_ARGUMENT", "not inside a project", {
      subject: "project",
      hint: "run it inside the repository (or pass --project <dir>)"
    });
  return listProjectFiles(ctx.projectRoot, MAX_FILES);
}
async function tryGlobs(ctx, globs) {
  let { files } = await projectFiles(ctx), rows = globs.map((glob) => {
    let problem = checkGlob(glob);
    return problem ? { glob, error: `${glob} ${problem}`, matched: 0, examples: [] } : { glob, ...globCoverage([glob], files) };
  }), text = rows.map(
    (r) => "error" in r ? `${r.glob}: refused (${r.error})` : `${r.glob}: ${r.matched} of ${files.length} files${r.examples.length ? ` (e.g. ${r.examples.join(", ")})` : ""}`
  ).join(`
`);
  return { json: { files: files.length, globs: rows }, text };
}
var gotchaPatternsCommand = {
  name: "gotcha-patterns",
  help: `strata gotcha-patterns [--limit N] [--max-share F]
strata gotcha-patterns --try GLOB [--try GLOB]...

  Lists the gotchas whose file_patterns match no file of the project, more than a share F
  of its files (default 0.2), or that have neither file nor command patterns \u2014 each with
  its patterns, how many files they match and a few of them \u2014 then the project's folders
  with their file counts (what /strata:enrich-patterns gives Claude to propose better
  patterns from). --limit N (default 10) sets the batch; the last line counts them all.
  --try prints how many files each glob matches, to check a proposal before saving it.`,
  options: {
    limit: { type: "string" },
    "max-share": { type: "string" },
    try: { type: "string", multiple: !0 }
  },
  async run(ctx, { values }) {
    let tries = readGlobList(values.try);
    if (tries?.length) return tryGlobs(ctx, tries);
    let limit = readNumber(values.limit, "--limit", 1, 200, 10), maxShare = readNumber(values["max-share"], "--max-share", 0.01, 1, 0.2), { files, truncated } = await projectFiles(ctx), store = await loadStore(ctx.store), digest = buildGotchaDigest(store.visible, ctx.projectRoot ?? null, ctx.store.now()), cases = findPatternCases(digest.gotchas, files, maxShare), batch = cases.slice(0, limit).map((c) => ({
      id: c.gotcha.id,
      title: c.gotcha.title,
      severity: c.gotcha.severity,
      summary: c.gotcha.summary,
      problem: c.problem,
      filePatterns: c.gotcha.globs,
      commandPatterns: c.gotcha.commands ?? [],
      matched: c.matched,
      examples: c.examples
    })), folders = folderCounts(files), json = {
      files: files.length,
      truncated,
      gotchas: batch,
      remaining: cases.length,
      folders
    }, lines = batch.map(
      (g) => `${g.id} (${g.severity}, ${g.problem}: ${g.matched} files) ${g.title}
  file_patterns: ${g.filePatterns.join(", ") || "-"}  command_patterns: ${g.commandPatterns.join("; ") || "-"}${g.examples.length ? `
  e.g. ${g.examples.join(", ")}` : ""}
  ${g.summary}`
    ), folderLine = `Folders (files): ${folders.map((f) => `${f.folder} ${f.files}`).join(", ")}`, count = `${cases.length} gotcha${cases.length === 1 ? "" : "s"} to look at, ${files.length}${truncated ? "+" : ""} files.`;
    return { json, text: [...lines, folderLine, count].join(`
`) };
  }
};
export {
  gotchaPatternsCommand
};
