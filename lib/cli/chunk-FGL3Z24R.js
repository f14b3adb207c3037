#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  makeScopeFolder,
  writeScopeFile
} from "./chunk-P2YN5BTH.js";
import {
  findWorkTree,
  runGit
} from "./chunk-SDR562BD.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/services/git/git-setup.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
var ATTRIBUTE_LINES = ["graph.json merge=strata", "*.md merge=strata"], HEADER = "# strata: merge graph.json by union and memory files field by field (strata git-setup)";
function quoteShell(word) {
  return `'${word.replaceAll("'", "'\\''")}'`;
}
function siblingVersions(cli) {
  let parts = cli.split("/"), n = parts.length;
  return n < 6 || parts.slice(n - 3).join("/") !== "lib/cli/main.js" || parts[n - 5] !== "strata" ? null : `${quoteShell(parts.slice(0, n - 4).join("/"))}/*/${quoteShell("lib/cli/main.js")}`;
}
function driverCommand(node, cli) {
  let args = "merge-driver %O %A %B %P", candidates = [quoteShell(cli), siblingVersions(cli)].filter(Boolean).join(" ");
  return [
    `n=${quoteShell(node)}; [ -x "$n" ] || n=node`,
    `for c in ${candidates}; do [ -f "$c" ] && exec "$n" "$c" ${args}; done`,
    `exec strata ${args}`
  ].join("; ");
}
async function hasAttributes(dir) {
  let text = await readFile(path.join(dir, ".gitattributes"), "utf8").catch(() => ""), lines = new Set(text.split(/\r?\n/).map((l) => l.trim()));
  return ATTRIBUTE_LINES.every((l) => lines.has(l));
}
async function checkGitMerge(scope) {
  let repo = await findWorkTree(scope.dir), driver = repo ? (await runGit(repo, ["config", "--get", "merge.strata.driver"])).stdout.trim() : "";
  return {
    scope: scope.scope,
    dir: scope.dir,
    repo,
    attributes: repo ? await hasAttributes(scope.dir) : !1,
    driver: driver || null
  };
}
async function ensureLines(scope, name, lines, header) {
  let file = path.join(scope.dir, name), text = await readFile(file, "utf8").catch(() => ""), have = new Set(text.split(/\r?\n/).map((l) => l.trim())), missing = lines.filter((l) => !have.has(l));
  if (!missing.length) return;
  let head = text && !text.endsWith(`
`) ? `${text}
` : text;
  await writeScopeFile(
    scope,
    file,
    `${head}${have.has(header) ? "" : `${header}
`}${missing.join(`
`)}
`
  );
}
var IGNORE_LINES = ["*.lock", "*.lock.takeover"], IGNORE_HEADER = "# strata: its lock files, held while a file is written (strata git-setup)";
async function setupGitMerge(scope, command) {
  await makeScopeFolder(scope);
  let repo = await findWorkTree(scope.dir);
  if (!repo)
    throw new StrataError("SCOPE_UNAVAILABLE", `${scope.dir} is not in a git repository`, {
      subject: scope.dir,
      hint: "run strata git-setup inside the repository that holds the memory folder"
    });
  await ensureLines(scope, ".gitattributes", ATTRIBUTE_LINES, HEADER), await ensureLines(scope, ".gitignore", IGNORE_LINES, IGNORE_HEADER);
  for (let [key, value] of [
    ["merge.strata.name", "strata memory merge (graph.json union, memory fields)"],
    ["merge.strata.driver", command]
  ]) {
    let now = await runGit(repo, ["config", "--get", key]);
    if (now.ok && now.stdout.replace(/\n$/, "") === value) continue;
    let run = await runGit(repo, ["config", key, value]);
    if (!run.ok)
      throw new StrataError(
        "IO_ERROR",
        `git config ${key} failed in ${repo}: ${run.stderr.trim()}`,
        {
          hint: "check that git works in this repository"
        }
      );
  }
  return checkGitMerge(scope);
}

export {
  driverCommand,
  checkGitMerge,
  setupGitMerge
};
