#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  driverCommand,
  setupGitMerge
} from "./chunk-ZEP7ZQSK.js";
import {
  describeResolution,
  resolveGitConflicts,
  runMergeDriver
} from "./chunk-TOD7QWZS.js";
import "./chunk-DYRJ7RQ6.js";
import "./chunk-77IZDUAP.js";
import "./chunk-7WSCSFG3.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-GFNYZ7BH.js";
import "./chunk-6T7AJTE6.js";
import "./chunk-VK3EDKDJ.js";
import "./chunk-KUORFSRG.js";
import "./chunk-5HAONJKB.js";
import {
  getWritableScope
} from "./chunk-QTF3A53O.js";
import {
  findWorkTree,
  runGit
} from "./chunk-J67IECIZ.js";
import {
  readScope
} from "./chunk-SKTCOYLK.js";
import "./chunk-PD5D57LS.js";
import "./chunk-CN5U335H.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/git.ts
import path from "node:path";

// src/services/git/sync.ts
import { hostname } from "node:os";
var NETWORK_TIMEOUT_MS = 12e4;
function gitIn(env) {
  return (cwd, args, timeoutMs) => runGit(cwd, args, timeoutMs ? { timeoutMs, env } : { env });
}
async function mustGit(git, cwd, args, timeoutMs) {
  let run = await git(cwd, args, timeoutMs);
  if (!run.ok)
    throw new StrataError(
      "IO_ERROR",
      `git ${args[0]} failed in ${cwd}: ${run.stderr.trim() || run.stdout.trim()}`,
      {
        subject: cwd,
        hint: `run git ${args.join(" ")} there to see why; strata sync changed nothing on the remote`
      }
    );
  return run;
}
async function findUpstream(git, repo) {
  let branch = (await git(repo, ["symbolic-ref", "--short", "HEAD"])).stdout.trim(), set = (await git(repo, ["config", "--get", `branch.${branch}.remote`])).stdout.trim(), remotes = (await git(repo, ["remote"])).stdout.split(`
`).filter(Boolean), remote = set || (remotes.includes("origin") ? "origin" : remotes[0]);
  if (!branch || !remote)
    throw new StrataError(
      "SCOPE_UNAVAILABLE",
      `${repo} has ${branch ? "no remote" : "no branch checked out"}`,
      {
        subject: repo,
        hint: "add one with git remote add origin <url> (a bare repository or a private host), check out a branch, then run strata sync"
      }
    );
  return { remote, branch, ref: `refs/remotes/${remote}/${branch}` };
}
async function countCommits(git, repo, range) {
  let run = await git(repo, ["rev-list", "--count", range]);
  return run.ok && Number.parseInt(run.stdout, 10) || 0;
}
async function unmergedPaths(git, repo) {
  return (await git(repo, ["diff", "--name-only", "--diff-filter=U"])).stdout.split(`
`).filter(Boolean);
}
function conflictError(repo, paths, aborted) {
  return new StrataError(
    "CONFLICT",
    `${repo}: git cannot finish the merge: ${paths.join(", ")} need a person`,
    {
      subject: repo,
      hint: aborted ? "nothing was lost (the merge was undone): run git merge with the remote branch in that folder, fix the files named, commit, then strata sync" : "finish the merge in progress there (strata verify --fix, then git commit), then strata sync"
    }
  );
}
async function commitOwn(git, dir) {
  if (await mustGit(git, dir, ["add", "-A", "--", "."]), (await git(dir, ["diff", "--cached", "--quiet", "--", "."])).ok) return !1;
  let message = `strata sync from ${hostname()}`;
  return await mustGit(git, dir, ["commit", "-q", "--no-verify", "-m", message, "--", "."]), !0;
}
async function mergeUpstream(git, ctx, scope, repo, ref) {
  if ((await git(repo, ["merge", "--no-edit", "-q", ref])).ok) return [];
  let resolved = await resolveGitConflicts({ ...ctx, scopes: [scope] }), left = await unmergedPaths(git, repo);
  if (left.length || resolved.some((r) => r.outcome === "left"))
    throw await git(repo, ["merge", "--abort"]), conflictError(repo, left.length ? left : resolved.map((r) => r.path), !0);
  return await mustGit(git, repo, ["commit", "-q", "--no-edit", "--no-verify"]), resolved;
}
async function syncGlobal(ctx, driver, env) {
  let git = gitIn(env), scope = getWritableScope(ctx, "global"), repo = await findWorkTree(scope.dir);
  if (!repo)
    throw new StrataError(
      "SCOPE_UNAVAILABLE",
      `global memory (${scope.dir}) is not a git repository`,
      {
        subject: scope.dir,
        hint: "run git init there (or git clone your memory repository into it), add a remote, then strata sync"
      }
    );
  let waiting = await unmergedPaths(git, repo);
  if (waiting.length) throw conflictError(repo, waiting, !1);
  let up = await findUpstream(git, repo);
  await setupGitMerge(scope, driver);
  let committed = await commitOwn(git, scope.dir);
  await mustGit(git, repo, ["fetch", "-q", up.remote], NETWORK_TIMEOUT_MS);
  let known = (await git(repo, ["rev-parse", "-q", "--verify", up.ref])).ok, pulled = known ? await countCommits(git, repo, `HEAD..${up.ref}`) : 0, resolved = pulled ? await mergeUpstream(git, ctx, scope, repo, up.ref) : [], pushed = known ? await countCommits(git, repo, `${up.ref}..HEAD`) : await countCommits(git, repo, "HEAD");
  return pushed && await mustGit(
    git,
    repo,
    ["push", "-q", "-u", up.remote, `HEAD:refs/heads/${up.branch}`],
    NETWORK_TIMEOUT_MS
  ), { repo, upstream: `${up.remote}/${up.branch}`, committed, pulled, pushed, resolved };
}

// src/cli/commands/git.ts
function ownDriver(ctx) {
  return driverCommand(process.execPath, ctx.cliPath);
}
function describeSetup(s) {
  let attributes = path.join(s.dir, ".gitattributes");
  return `${s.scope}: ${attributes} names the strata merge driver; ${s.repo}/.git/config runs it (commit the .gitattributes)`;
}
var gitSetupCommand = {
  name: "git-setup",
  help: `strata git-setup [--scope project|global]

  Writes .gitattributes in the memory folder (commit it: it names the driver for every
  clone) and sets merge.strata.driver in this repository's own git config (each clone
  runs this once; a repository can name the driver, never choose what it runs). Then
  git merges graph.json as a union of both sides' edges and memory files field by field.`,
  options: { scope: { type: "string" } },
  async run(ctx, args) {
    let scope = readScope(args.values.scope) ?? "project", dir = ctx.store.scopes.find((s) => s.scope === scope && !s.readOnly);
    if (!dir || scope !== "project" && scope !== "global")
      throw new StrataError(
        "SCOPE_UNAVAILABLE",
        `the ${scope} scope has no memory folder to set up here`,
        {
          hint: "run it inside a git repository for project memory, or pass --scope global"
        }
      );
    let setup = await setupGitMerge(dir, ownDriver(ctx));
    return { json: setup, text: describeSetup(setup) };
  }
}, mergeDriverCommand = {
  name: "merge-driver",
  help: `strata merge-driver <base> <ours> <theirs> [<path>]

  Run by git during a merge (see strata git-setup). Writes the merge into <ours> and
  exits 0, or leaves git's conflict markers and exits 1.`,
  options: {},
  standalone: !0,
  async run(ctx, args) {
    let [base, ours, theirs, name] = args.positionals;
    if (!base || !ours || !theirs)
      throw new StrataError("INVALID_ARGUMENT", "merge-driver needs <base> <ours> <theirs>", {
        hint: "git runs it: set it up with strata git-setup"
      });
    let clean = await runMergeDriver(ctx.cwd, { base, ours, theirs, name: name ?? ours });
    return { json: { clean }, text: "", exitCode: clean ? 0 : 1 };
  }
}, syncCommand = {
  name: "sync",
  help: `strata sync

  For a global memory folder that is a git repository with a remote: commits the
  folder's changes, fetches, merges (graph.json by union, memory files field by field,
  two memories created under one id both kept), and pushes. Never force-pushes; when a
  merge needs a person it is undone and the files are named.`,
  options: {},
  async run(ctx) {
    let r = await syncGlobal(ctx.store, ownDriver(ctx), ctx.env), lines = [
      ...r.resolved.map(describeResolution),
      `synced ${r.repo} with ${r.upstream}: ${r.committed ? "committed local changes, " : ""}pulled ${r.pulled} commit(s), pushed ${r.pushed}`
    ];
    return { json: r, text: lines.join(`
`) };
  }
};
export {
  gitSetupCommand,
  mergeDriverCommand,
  syncCommand
};
