#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  driverCommand,
  setupGitMerge
} from "./chunk-FGL3Z24R.js";
import {
  describeResolution,
  resolveGitConflicts,
  runMergeDriver
} from "./chunk-6ZOUJJVQ.js";
import "./chunk-RRDOROIK.js";
import "./chunk-LNCII7HV.js";
import "./chunk-ISW6ANDQ.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-A4QYTY4Q.js";
import "./chunk-P2YN5BTH.js";
import "./chunk-7KTB7TC7.js";
import "./chunk-DZYGGF2K.js";
import "./chunk-Z6SYHISM.js";
import "./chunk-KUORFSRG.js";
import "./chunk-2ETZKUNT.js";
import {
  getWritableScope
} from "./chunk-FUTSRKGR.js";
import {
  findWorkTree,
  isPidAlive,
  runGit,
  withLock
} from "./chunk-SDR562BD.js";
import {
  readScope
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/git.ts
import path3 from "node:path";

// src/services/git/sync.ts
import { existsSync } from "node:fs";
import path2 from "node:path";

// src/services/git/sync-git.ts
import { hostname } from "node:os";
var LOCAL_TIMEOUT_MS = 1e4;
function gitIn(env, journal) {
  return (cwd, args, timeoutMs) => {
    journal.gitStarting(args, timeoutMs ?? LOCAL_TIMEOUT_MS);
    let pidFile = journal.pidFile;
    return runGit(cwd, args, { timeoutMs: timeoutMs ?? LOCAL_TIMEOUT_MS, env, pidFile });
  };
}
var LOCK_FILES = [":(exclude,glob)**/*.lock", ":(exclude,glob)**/*.lock.takeover"];
function gitError(cwd, args, run) {
  return new StrataError(
    "IO_ERROR",
    `git ${args[0]} failed in ${cwd}: ${run.stderr.trim() || run.stdout.trim() || `exit ${run.code}`}`,
    {
      subject: cwd,
      hint: `run git ${args.join(" ")} there to see why; strata sync changed nothing on the remote`
    }
  );
}
async function mustGit(git, cwd, args, timeoutMs) {
  let run = await git(cwd, args, timeoutMs);
  if (!run.ok) throw gitError(cwd, args, run);
  return run;
}
function including(spec) {
  return spec.replace(":(exclude,", ":(");
}
async function isOnlyStagedIn(git, dir) {
  let prefix = (await git(dir, ["rev-parse", "--show-prefix"])).stdout.trim(), staged = await git(dir, ["diff", "--cached", "--name-only", "-z"]);
  return staged.ok && staged.stdout.split("\0").every((p) => !p || p.startsWith(prefix));
}
async function commitOwn(git, dir) {
  await mustGit(git, dir, ["add", "-A", "--", ".", ...LOCK_FILES]);
  let alone = await isOnlyStagedIn(git, dir), tracked = await git(dir, ["ls-files", "-z", "--", ...LOCK_FILES.map(including)]), locks = alone ? tracked.stdout.split("\0").filter(Boolean) : [];
  if (locks.length && await mustGit(git, dir, ["rm", "-q", "--cached", "--", ...locks]), (await git(dir, ["diff", "--cached", "--quiet", "--", "."])).ok) return !1;
  let message = `strata sync from ${hostname()}`;
  return await mustGit(git, dir, ["commit", "-q", "--no-verify", "-m", message, ...alone ? [] : ["--", "."]]), !0;
}

// src/services/git/sync-journal.ts
import { renameSync, writeFileSync } from "node:fs";
import { readdir, readFile, readlink, stat, unlink } from "node:fs/promises";
import { hostname as hostname2 } from "node:os";
import path from "node:path";
function journalPath(gitDir) {
  return path.join(gitDir, "strata-sync.json");
}
function pidPath(gitDir) {
  return path.join(gitDir, "strata-sync.pid");
}
function openJournal(gitDir) {
  let file = journalPath(gitDir), state = { pid: process.pid, host: hostname2() }, save = () => {
    writeFileSync(`${file}.new`, `${JSON.stringify(state)}
`, { mode: 384 }), renameSync(`${file}.new`, file);
  };
  return save(), {
    pidFile: pidPath(gitDir),
    gitStarting(args, limitMs) {
      state.git = { args: args.join(" ").slice(0, 200), started: Date.now(), limitMs }, save();
    },
    setMerging(merging) {
      state.merging = merging, save();
    },
    close: async () => {
      await unlink(file).catch(() => {
      }), await unlink(pidPath(gitDir)).catch(() => {
      });
    }
  };
}
async function readState(file) {
  try {
    let s = JSON.parse(await readFile(file, "utf8"));
    return typeof s?.pid == "number" && typeof s.host == "string" ? s : null;
  } catch {
    return null;
  }
}
async function readGitPid(gitDir, started) {
  try {
    let file = pidPath(gitDir), [text, info] = await Promise.all([readFile(file, "utf8"), stat(file)]), pid = Number(text.trim());
    return Number.isInteger(pid) && pid > 0 && info.mtimeMs >= started - CLOCK_SLACK_MS ? pid : null;
  } catch {
    return null;
  }
}
async function isGitRunningIn(repo) {
  if (process.platform !== "linux") return !1;
  let pids = await readdir("/proc").catch(() => []);
  for (let pid of pids.filter((p) => /^\d+$/.test(p))) {
    if ((await readFile(`/proc/${pid}/comm`, "utf8").catch(() => "")).trim() !== "git" || !isPidAlive(Number(pid))) continue;
    let cwd = await readlink(`/proc/${pid}/cwd`).catch(() => "");
    if (cwd === repo || cwd.startsWith(`${repo}/`)) return !0;
  }
  return !1;
}
var CLOCK_SLACK_MS = 2e3;
async function recoverDeadSync(gitDir, repo) {
  let file = journalPath(gitDir), state = await readState(file);
  if (!state || state.host !== hostname2() || isPidAlive(state.pid)) return null;
  let lock = path.join(gitDir, "index.lock"), made = await stat(lock).then(
    (s) => s.mtimeMs,
    () => null
  ), git = state.git, pid = git ? await readGitPid(gitDir, git.started) : null, ours = made !== null && git !== void 0 && pid !== null && !isPidAlive(pid) && made >= git.started - CLOCK_SLACK_MS && made <= git.started + git.limitMs + CLOCK_SLACK_MS && !await isGitRunningIn(repo);
  return ours && await unlink(lock).catch(() => {
  }), await unlink(file).catch(() => {
  }), await unlink(pidPath(gitDir)).catch(() => {
  }), { removedIndexLock: ours, merging: state.merging === !0 };
}

// src/services/git/sync.ts
var NETWORK_TIMEOUT_MS = 12e4;
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
function conflictError(repo, paths, upstream) {
  let named = paths.join(", "), hint = upstream ? `nothing was lost: the merge was undone and ${named} ${paths.length === 1 ? "is" : "are"} as this machine last committed; run git -C ${repo} merge ${upstream}, then strata verify --fix (it merges the fields), keep the right lines between the conflict markers in ${named}, git add and git commit them, then strata sync` : `a merge is in progress in ${repo} and ${named} still ${paths.length === 1 ? "holds" : "hold"} conflicts: strata verify --fix merges the fields, keep the right lines between the markers, git add and git commit, then strata sync`;
  return new StrataError(
    "CONFLICT",
    `${repo}: git cannot finish the merge: ${named} need a person`,
    {
      subject: repo,
      hint
    }
  );
}
async function mergeUpstream(git, journal, ctx, scope, repo, ref, upstream) {
  journal.setMerging(!0);
  let args = ["merge", "--no-edit", "-q", "--allow-unrelated-histories", ref], merge = await git(repo, args);
  if (merge.ok)
    return journal.setMerging(!1), [];
  if (!(await git(repo, ["rev-parse", "-q", "--verify", "MERGE_HEAD"])).ok)
    throw journal.setMerging(!1), gitError(repo, args, merge);
  let resolved = await resolveGitConflicts({ ...ctx, scopes: [scope] }), left = await unmergedPaths(git, repo);
  if (left.length || resolved.some((r) => r.outcome === "left"))
    throw await git(repo, ["merge", "--abort"]), journal.setMerging(!1), conflictError(repo, left.length ? left : resolved.map((r) => r.path), upstream);
  return await mustGit(git, repo, ["commit", "-q", "--no-edit", "--no-verify"]), journal.setMerging(!1), resolved;
}
async function settleUpstream(git, repo, up) {
  if ((await git(repo, ["rev-parse", "-q", "--verify", up.ref])).ok) return up;
  if ((await git(repo, ["config", "--get", `branch.${up.branch}.merge`])).ok) return null;
  let prefix = `refs/remotes/${up.remote}/`, refs = (await git(repo, ["for-each-ref", "--format=%(refname)", prefix])).stdout.split(`
`).filter((r) => r && r !== `${prefix}HEAD`), only = refs.length === 1 ? refs[0] : void 0;
  return only ? { remote: up.remote, branch: only.slice(prefix.length), ref: only } : null;
}
async function isTracking(git, repo, branch, up) {
  let get = async (key) => (await git(repo, ["config", "--get", `branch.${branch}.${key}`])).stdout.trim();
  return await get("remote") === up.remote && await get("merge") === `refs/heads/${up.branch}`;
}
async function recover(git, dead, gitDir, repo) {
  let notes = [];
  return dead?.removedIndexLock && notes.push(`removed ${path2.join(gitDir, "index.lock")} left by a sync that was killed`), dead?.merging && existsSync(path2.join(gitDir, "MERGE_HEAD")) && (await mustGit(git, repo, ["merge", "--abort"]), notes.push("undid the merge a killed sync left unfinished (it is redone now)")), notes;
}
async function syncLocked(git, journal, ctx, driver, where) {
  let { scope, repo, recovered } = where, waiting = await unmergedPaths(git, repo);
  if (waiting.length) throw conflictError(repo, waiting);
  let wanted = await findUpstream(git, repo);
  await setupGitMerge(scope, driver);
  let committed = await commitOwn(git, scope.dir);
  await mustGit(git, repo, ["fetch", "-q", wanted.remote], NETWORK_TIMEOUT_MS);
  let up = await settleUpstream(git, repo, wanted) ?? wanted, known = up !== wanted || (await git(repo, ["rev-parse", "-q", "--verify", up.ref])).ok, born = (await git(repo, ["rev-parse", "-q", "--verify", "HEAD"])).ok, pulled = known ? await countCommits(git, repo, born ? `HEAD..${up.ref}` : up.ref) : 0, upstream = `${up.remote}/${up.branch}`, resolved = pulled ? await mergeUpstream(git, journal, ctx, scope, repo, up.ref, upstream) : [], pushed = (await git(repo, ["rev-parse", "-q", "--verify", "HEAD"])).ok ? await countCommits(git, repo, known ? `${up.ref}..HEAD` : "HEAD") : 0;
  if (pushed) {
    let push = [
      "push",
      "-q",
      ...await isTracking(git, repo, wanted.branch, up) ? [] : ["-u"],
      up.remote,
      `HEAD:refs/heads/${up.branch}`
    ];
    await mustGit(git, repo, push, NETWORK_TIMEOUT_MS);
  }
  return {
    repo,
    upstream,
    committed,
    pulled,
    pushed,
    resolved,
    recovered
  };
}
async function syncGlobal(ctx, driver, env) {
  let scope = getWritableScope(ctx, "global"), repo = await findWorkTree(scope.dir), gitDir = repo ? (await runGit(repo, ["rev-parse", "--absolute-git-dir"], { env })).stdout.trim() : "";
  if (!repo || !gitDir)
    throw new StrataError(
      "SCOPE_UNAVAILABLE",
      `global memory (${scope.dir}) is not a git repository`,
      {
        subject: scope.dir,
        hint: "run git init there (or git clone your memory repository into it), add a remote, then strata sync"
      }
    );
  return withLock(
    path2.join(gitDir, "strata-sync.lock"),
    async () => {
      let dead = await recoverDeadSync(gitDir, repo), journal = openJournal(gitDir), git = gitIn(env, journal);
      try {
        let recovered = await recover(git, dead, gitDir, repo);
        return await syncLocked(git, journal, ctx, driver, { scope, repo, recovered });
      } finally {
        await journal.close();
      }
    },
    { timeoutMs: 3e4 }
  );
}

// src/cli/commands/git.ts
function ownDriver(ctx) {
  return driverCommand(process.execPath, ctx.cliPath);
}
function describeSetup(s) {
  let attributes = path3.join(s.dir, ".gitattributes");
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
      ...r.recovered,
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
