/**
 * Scope directories: where each scope lives on disk, and how the project root is found.
 * Values (env, cwd, home) are passed in by composition roots; nothing here reads them.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { type AutoMemoryStatus, sanitizeProjectDir } from '../../core/auto-memory.js';
import type { ScopeName } from '../../core/scope.js';
import { readAutoMemoryStatus } from '../auto-memory-files.js';
import { resolveMemoryRoot } from '../git/git-worktree.js';

/** A scope's directory and whether strata may write to it. */
export interface ScopeDir {
  scope: ScopeName;
  /** Absolute path. It may not exist yet (created on first write). */
  dir: string;
  readOnly: boolean;
  /**
   * The folder below which every folder strata writes through must be a real folder, not
   * a symlink: the project root for the project and local scopes (a clone can commit
   * links), the scope folder itself otherwise (you may link your own global store).
   * Defaults to `dir`.
   */
  trustedRoot?: string;
}

/** What a composition root knows about the environment. */
export interface ScopeEnvironment {
  cwd: string;
  home: string;
  /** `--project DIR`. */
  projectFlag?: string;
  /** `CLAUDE_PROJECT_DIR`. */
  claudeProjectDir?: string;
  /** `CLAUDE_MEMORY_ENTERPRISE_PATH`. */
  enterprisePath?: string;
  /** `--admin` or `STRATA_ADMIN=1`. */
  admin: boolean;
  /**
   * What Claude Code reads to find its own auto-memory folder; without it there is no
   * `claude` scope.
   */
  claudeCode?: ClaudeCodeEnvironment;
}

/** Claude Code's environment switches, as the process was given them. */
export interface ClaudeCodeEnvironment {
  /** `CLAUDE_CONFIG_DIR`. */
  configDir: string | undefined;
  /** `CLAUDE_CODE_DISABLE_AUTO_MEMORY`. */
  disableEnv: string | undefined;
  platform: NodeJS.Platform;
}

/** The nearest ancestor of `start` (itself included) holding `.git`, if any. */
export function findGitRoot(start: string): string | undefined {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The project root: `--project`, else `CLAUDE_PROJECT_DIR`, else the git root of cwd. */
export function findProjectRoot(env: ScopeEnvironment): string | undefined {
  const explicit = env.projectFlag ?? env.claudeProjectDir;
  if (explicit) return path.resolve(env.cwd, explicit);
  return findGitRoot(env.cwd);
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** The project root, the root its local scope lives under, and the scope directories. */
export interface ResolvedScopes {
  projectRoot?: string;
  /**
   * Where the local scope and the shared cache are keyed: the main checkout when the
   * project is a linked git worktree, else the project root. Set when `projectRoot` is.
   */
  memoryRoot?: string;
  scopes: ScopeDir[];
  /**
   * Claude Code's auto memory for the project (on or off, and which switch said so), as
   * read to find the `claude` scope; set when a project and `claudeCode` are.
   */
  autoMemory?: AutoMemoryStatus;
}

/**
 * The scope directories that apply, most specific first. The project scope is the
 * checkout's own (it is committed, so each worktree has its branch's copy); the local
 * scope is the main checkout's, shared by all its worktrees.
 */
export function resolveScopeDirs(env: ScopeEnvironment): ResolvedScopes {
  const scopes: ScopeDir[] = [];
  if (env.enterprisePath) {
    scopes.push({
      scope: 'enterprise',
      dir: path.resolve(env.enterprisePath),
      readOnly: !env.admin,
    });
  }
  const projectRoot = findProjectRoot(env);
  const memoryRoot = projectRoot ? resolveMemoryRoot(projectRoot) : undefined;
  if (projectRoot && memoryRoot) {
    const projectDir = path.join(projectRoot, '.claude', 'memory');
    const trustedRoot = path.resolve(projectRoot);
    scopes.push({
      scope: 'local',
      dir: path.join(memoryRoot, '.claude', 'memory', 'local'),
      readOnly: false,
      trustedRoot: path.resolve(memoryRoot),
    });
    const project: ScopeDir = { scope: 'project', dir: projectDir, readOnly: false, trustedRoot };
    const autoMemory = env.claudeCode && readClaudeStatus(env, memoryRoot, env.claudeCode);
    const claude = autoMemory && claudeScopeDir(env, memoryRoot, autoMemory, [...scopes, project]);
    if (claude) scopes.push(claude);
    scopes.push(project);
    // Claude Code's own instruction files, searched and shown, never written.
    scopes.push({ scope: 'instructions', dir: trustedRoot, readOnly: true, trustedRoot });
    scopes.push(globalScope(env));
    return { projectRoot, memoryRoot, scopes, ...(autoMemory ? { autoMemory } : {}) };
  }
  scopes.push(globalScope(env));
  return { scopes };
}

function globalScope(env: ScopeEnvironment): ScopeDir {
  return { scope: 'global', dir: path.join(env.home, '.claude', 'memory'), readOnly: false };
}

/** Claude Code's auto-memory state for the project, from its switch and settings files. */
function readClaudeStatus(
  env: ScopeEnvironment,
  memoryRoot: string,
  claude: ClaudeCodeEnvironment,
): AutoMemoryStatus & { configDir: string } {
  const status = readAutoMemoryStatus({
    home: env.home,
    projectRoot: memoryRoot,
    cwd: env.cwd,
    platform: claude.platform,
    claudeConfigDir: claude.configDir,
    disableEnv: claude.disableEnv,
  });
  return { ...status, configDir: claude.configDir || path.join(env.home, '.claude') };
}

function within(root: string, child: string): boolean {
  const rel = path.relative(root, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * Claude Code's auto-memory folder of the project (as Claude Code derives it from the
 * main checkout, or `autoMemoryDirectory`), read whether or not auto memory is on now: the
 * notes already there are still the user's. Left out when it overlaps another scope's
 * folder, since one folder is never two scopes.
 */
function claudeScopeDir(
  env: ScopeEnvironment,
  memoryRoot: string,
  status: AutoMemoryStatus & { configDir: string },
  others: readonly ScopeDir[],
): ScopeDir | null {
  // A settings file inside the repository may arrive with a clone: it must not point
  // strata at another folder (another project's notes). Only settings outside it move it.
  const dir = within(path.resolve(memoryRoot), path.resolve(status.dirSource))
    ? path.join(status.configDir, 'projects', sanitizeProjectDir(memoryRoot), 'memory')
    : path.resolve(status.dir);
  const global = path.join(env.home, '.claude', 'memory');
  for (const other of [...others.map((s) => s.dir), global]) {
    const o = path.resolve(other);
    if (within(o, dir) || within(dir, o)) return null;
  }
  return { scope: 'claude', dir, readOnly: false, trustedRoot: dir };
}

/** True when the scope's directory exists. */
export function scopeExists(scope: ScopeDir): boolean {
  return isDirectory(scope.dir);
}
