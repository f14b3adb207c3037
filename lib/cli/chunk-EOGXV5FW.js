#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  readAutoMemoryStatus,
  readBoundedTextSync,
  sanitizeProjectDir
} from "./chunk-QQXHQNHU.js";

// src/storage/git/git-worktree.ts
import { lstatSync, realpathSync } from "node:fs";
import path from "node:path";
var MAX_POINTER_BYTES = 4096;
function readPointer(file) {
  try {
    let read = readBoundedTextSync(file, MAX_POINTER_BYTES);
    return read.ok && (read.text.split(/\r?\n/)[0] ?? "").trim() || null;
  } catch {
    return null;
  }
}
function realPath(file) {
  try {
    return realpathSync(file);
  } catch {
    return null;
  }
}
function isRealFolder(dir) {
  try {
    return lstatSync(dir).isDirectory();
  } catch {
    return !1;
  }
}
function verifiedCommonDir(gitFile, gitDir) {
  let common = readPointer(path.join(gitDir, "commondir"));
  if (!common) return null;
  let commonReal = realPath(path.resolve(gitDir, common));
  if (!commonReal || path.basename(commonReal) !== ".git" || !isRealFolder(commonReal)) return null;
  let gitDirReal = realPath(gitDir);
  if (!gitDirReal || path.dirname(gitDirReal) !== path.join(commonReal, "worktrees")) return null;
  let back = readPointer(path.join(gitDirReal, "gitdir"));
  if (!back) return null;
  let backReal = realPath(path.resolve(gitDirReal, back));
  return backReal !== null && backReal === realPath(gitFile) ? commonReal : null;
}
function readGitLayout(root) {
  let gitFile = path.join(root, ".git"), stat;
  try {
    stat = lstatSync(gitFile);
  } catch {
    return null;
  }
  if (stat.isDirectory()) return { root, gitDir: gitFile, commonDir: gitFile, mainRoot: root };
  if (!stat.isFile()) return null;
  let pointer = readPointer(gitFile), match = pointer ? /^gitdir:\s*(.+)$/.exec(pointer) : null;
  if (!match) return null;
  let gitDir = path.resolve(root, match[1].trim()), commonDir = verifiedCommonDir(gitFile, gitDir);
  return commonDir ? { root, gitDir: realPath(gitDir) ?? gitDir, commonDir, mainRoot: path.dirname(commonDir) } : null;
}
function resolveMemoryRoot(root) {
  let layout = readGitLayout(root);
  return layout && layout.mainRoot !== layout.root ? layout.mainRoot : root;
}
function describeCheckout(root) {
  let layout = readGitLayout(root);
  if (layout)
    return layout.mainRoot === root ? { kind: "main" } : { kind: "linked", mainRoot: layout.mainRoot };
  try {
    return lstatSync(path.join(root, ".git")).isFile() ? { kind: "unverified" } : { kind: "none" };
  } catch {
    return { kind: "none" };
  }
}

// src/storage/scope/scope-dir.ts
import { existsSync, statSync } from "node:fs";
import path2 from "node:path";
function findGitRoot(start) {
  let dir = path2.resolve(start);
  for (; ; ) {
    if (existsSync(path2.join(dir, ".git"))) return dir;
    let parent = path2.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}
function findProjectRoot(env) {
  let explicit = env.projectFlag ?? env.claudeProjectDir;
  return explicit ? path2.resolve(env.cwd, explicit) : findGitRoot(env.cwd);
}
function isDirectory(dir) {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return !1;
  }
}
function resolveScopeDirs(env) {
  let scopes = [];
  env.enterprisePath && scopes.push({
    scope: "enterprise",
    dir: path2.resolve(env.enterprisePath),
    readOnly: !env.admin
  });
  let projectRoot = findProjectRoot(env), memoryRoot = projectRoot ? resolveMemoryRoot(projectRoot) : void 0;
  if (projectRoot && memoryRoot) {
    let projectDir = path2.join(projectRoot, ".claude", "memory"), trustedRoot = path2.resolve(projectRoot);
    scopes.push({
      scope: "local",
      dir: path2.join(memoryRoot, ".claude", "memory", "local"),
      readOnly: !1,
      trustedRoot: path2.resolve(memoryRoot)
    });
    let project = { scope: "project", dir: projectDir, readOnly: !1, trustedRoot }, autoMemory = env.claudeCode && readClaudeStatus(env, memoryRoot, env.claudeCode), claude = autoMemory && claudeScopeDir(env, memoryRoot, autoMemory, [...scopes, project]);
    return claude && scopes.push(claude), scopes.push(project), scopes.push({ scope: "instructions", dir: trustedRoot, readOnly: !0, trustedRoot }), scopes.push(globalScope(env)), { projectRoot, memoryRoot, scopes, ...autoMemory ? { autoMemory } : {} };
  }
  return scopes.push(globalScope(env)), { scopes };
}
function globalScope(env) {
  return { scope: "global", dir: path2.join(env.home, ".claude", "memory"), readOnly: !1 };
}
function readClaudeStatus(env, memoryRoot, claude) {
  return { ...readAutoMemoryStatus({
    home: env.home,
    projectRoot: memoryRoot,
    cwd: env.cwd,
    platform: claude.platform,
    claudeConfigDir: claude.configDir,
    disableEnv: claude.disableEnv
  }), configDir: claude.configDir || path2.join(env.home, ".claude") };
}
function within(root, child) {
  let rel = path2.relative(root, child);
  return rel === "" || !rel.startsWith("..") && !path2.isAbsolute(rel);
}
function claudeScopeDir(env, memoryRoot, status, others) {
  let dir = within(path2.resolve(memoryRoot), path2.resolve(status.dirSource)) ? path2.join(status.configDir, "projects", sanitizeProjectDir(memoryRoot), "memory") : path2.resolve(status.dir), global = path2.join(env.home, ".claude", "memory");
  for (let other of [...others.map((s) => s.dir), global]) {
    let o = path2.resolve(other);
    if (within(o, dir) || within(dir, o)) return null;
  }
  return { scope: "claude", dir, readOnly: !1, trustedRoot: dir };
}
function scopeExists(scope) {
  return isDirectory(scope.dir);
}

export {
  readGitLayout,
  describeCheckout,
  findGitRoot,
  resolveScopeDirs,
  scopeExists
};
