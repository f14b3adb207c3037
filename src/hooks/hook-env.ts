/**
 * Where a hook finds things: cache root, project root, digest and session-state paths,
 * config layers. Built from plain values by {@link resolveHookEnv}; the entry files pass
 * in the process environment.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { AutoMemoryStatus } from '../core/auto-memory.js';
import { type ConfigProblem, fileProblem } from '../core/config/config-keys.js';
import {
  type RawConfigLayer,
  type ResolvedHookConfig,
  resolveHookConfig,
} from '../core/config/hook-config.js';
import { readBoundedTextSync } from '../storage/bounded-read.js';
import { resolveCacheRoot } from '../storage/cache-dir.js';
import { listConfigSources, userConfigPath } from '../storage/config-sources.js';
import { type DigestPaths, digestPaths } from '../storage/digest-paths.js';
import { resolveScopeDirs, type ScopeDir } from '../storage/scope/scope-dir.js';

/** The process values a hook depends on. */
export interface HookProcess {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  home: string;
  /** The folder holding the hook bundles (`<plugin>/lib/hooks`). */
  bundleDir: string;
}

/** Everything a hook handler needs to find its files. */
export interface HookEnv {
  cacheRoot: string;
  projectRoot: string | null;
  /** The main checkout when the project is a linked worktree, else the project root. */
  memoryRoot: string | null;
  paths: DigestPaths;
  /** The scope folders; Claude Code's own memory folder only where its settings are read (see below). */
  scopes: ScopeDir[];
  /** `<plugin>/lib/cli/main.js`, for detached work. */
  cliPath: string;
  /** The environment to hand to detached children. */
  childEnv: Readonly<Record<string, string | undefined>>;
  logFile: string;
  /** The user's own config file (`config-sources.ts`). */
  userConfig: string;
  /** Claude Code's auto memory for the project, as found with the `claude` scope; null outside one. */
  autoMemory: AutoMemoryStatus | null;
}

/**
 * Resolves paths for a hook whose stdin says it runs in `inputCwd`. With `readClaudeCode`
 * false, `scopes` leaves out Claude Code's own memory folder and `autoMemory` is null:
 * finding them reads Claude Code's settings files, which only session start (the folder)
 * and the stop and compaction hooks (whether Claude Code's memory is on) need.
 */
export function resolveHookEnv(
  proc: HookProcess,
  inputCwd: string | undefined,
  readClaudeCode: boolean,
): HookEnv {
  const cwd = inputCwd && path.isAbsolute(inputCwd) ? inputCwd : proc.cwd;
  const claudeCode = {
    configDir: proc.env.CLAUDE_CONFIG_DIR || undefined,
    disableEnv: proc.env.CLAUDE_CODE_DISABLE_AUTO_MEMORY,
    platform: process.platform,
  };
  const { projectRoot, memoryRoot, scopes, autoMemory } = resolveScopeDirs({
    cwd,
    home: proc.home,
    claudeProjectDir: proc.env.CLAUDE_PROJECT_DIR || undefined,
    enterprisePath: proc.env.CLAUDE_MEMORY_ENTERPRISE_PATH || undefined,
    admin: false,
    ...(readClaudeCode ? { claudeCode } : {}),
  });
  const cacheRoot = resolveCacheRoot(proc.env, proc.home);
  return {
    cacheRoot,
    projectRoot: projectRoot ?? null,
    memoryRoot: memoryRoot ?? null,
    paths: digestPaths(cacheRoot, projectRoot ?? null, memoryRoot ?? null),
    scopes,
    cliPath: path.join(proc.bundleDir, '..', 'cli', 'main.js'),
    childEnv: projectRoot ? { ...proc.env, CLAUDE_PROJECT_DIR: projectRoot } : proc.env,
    logFile: path.join(cacheRoot, 'logs', 'hooks.log'),
    userConfig: userConfigPath(proc.home, proc.env.XDG_CONFIG_HOME || undefined),
    autoMemory: autoMemory ?? null,
  };
}

/** Reads the config files with `JSON.parse`, each by its tier; unreadable ones are skipped. */
export function readHookConfig(
  scopes: readonly ScopeDir[],
  userConfig: string | null,
): ResolvedHookConfig {
  const layers: RawConfigLayer[] = [];
  const unread: ConfigProblem[] = [];
  for (const { scope, tier, file: source } of listConfigSources(scopes, userConfig)) {
    // Most of these files do not exist: a stat that returns nothing is cheaper than the
    // error object a failed open throws.
    if (!statSync(source, { throwIfNoEntry: false })) continue;
    try {
      // Bounded and non-blocking: a repository can make config.json a FIFO or /dev/zero.
      const read = readBoundedTextSync(source, 256 * 1024);
      if (read.ok) layers.push({ scope, tier, source, value: JSON.parse(read.text) });
      else if (read.reason !== 'missing') unread.push(fileProblem(source, read.reason));
    } catch (error) {
      // Ignored with a warning, as everywhere: hooks use what they can.
      const reason = error instanceof SyntaxError ? 'is not valid JSON' : 'cannot be read';
      unread.push(fileProblem(source, reason));
    }
  }
  const resolved = resolveHookConfig(layers);
  return { ...resolved, problems: [...unread, ...resolved.problems] };
}

/** A session id safe to use as a file name (ids that are not get a hashed name). */
export function sessionKey(sessionId: unknown): string | null {
  if (typeof sessionId !== 'string' || !sessionId) return null;
  if (/^[A-Za-z0-9_-]{1,128}$/.test(sessionId)) return sessionId;
  let h = 0x811c9dc5;
  for (let i = 0; i < sessionId.length; i++) h = Math.imul(h ^ sessionId.charCodeAt(i), 0x01000193);
  return `h${(h >>> 0).toString(36)}`;
}

/** The state folder of one session. */
export function sessionDir(env: HookEnv, key: string): string {
  return path.join(env.paths.sessions, key);
}
