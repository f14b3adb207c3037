#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  findWorkTree,
  runGit
} from "./chunk-J67IECIZ.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/services/git/git-setup.ts
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
var ATTRIBUTE_LINES = ["graph.json merge=strata", "*.md merge=strata"], HEADER = "# strata: merge graph.json by union and memory files field by field (strata git-setup)";
function quoteShell(word) {
  return `'${word.replaceAll("'", "'\\''")}'`;
}
function driverCommand(node, cli) {
  return `${quoteShell(node)} ${quoteShell(cli)} merge-driver %O %A %B %P`;
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
async function writeAttributes(dir) {
  let file = path.join(dir, ".gitattributes"), text = await readFile(file, "utf8").catch(() => ""), have = new Set(text.split(/\r?\n/).map((l) => l.trim())), missing = ATTRIBUTE_LINES.filter((l) => !have.has(l));
  if (!missing.length) return;
  let head = text && !text.endsWith(`
`) ? `${text}
` : text;
  await writeFile(file, `${head}${have.has(HEADER) ? "" : `${HEADER}
`}${missing.join(`
`)}
`);
}
async function setupGitMerge(scope, command) {
  await mkdir(scope.dir, { recursive: !0 });
  let repo = await findWorkTree(scope.dir);
  if (!repo)
    throw new StrataError("SCOPE_UNAVAILABLE", `${scope.dir} is not in a git repository`, {
      subject: scope.dir,
      hint: "run strata git-setup inside the repository that holds the memory folder"
    });
  await writeAttributes(scope.dir);
  for (let [key, value] of [
    ["merge.strata.name", "strata memory merge (graph.json union, memory fields)"],
    ["merge.strata.driver", command]
  ]) {
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
