/**
 * Part of the MCP server's composition root: turns the process environment and arguments
 * into plain values (scopes, config, cache, project root). Nothing below it reads env.
 */
import { type Config, defaultConfig } from '../core/config.js';
import { describeIgnoredSettings } from '../core/config-trust.js';
import { isStrataError } from '../core/errors.js';
import { resolveCacheRoot } from '../storage/cache-dir.js';
import { loadConfig } from '../storage/config-files.js';
import type { StoreContext } from '../storage/load-store.js';
import { resolveScopeDirs } from '../storage/scope-dir.js';

/** What the process gives the server. */
export interface ServerEnvironment {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  home: string;
  /** `--project DIR` from the command line (`.mcp.json` passes `${CLAUDE_PROJECT_DIR}`). */
  projectFlag?: string | undefined;
  /** `--admin` (enterprise writes), besides `STRATA_ADMIN=1`. */
  admin?: boolean;
}

/** Everything the server needs, resolved. */
export interface ServerSettings {
  store: StoreContext;
  config: Config;
  projectRoot: string | null;
  /** The main checkout when the project is a linked worktree, else the project root. */
  memoryRoot: string | null;
  cacheRoot: string;
  ollamaHostEnv: string | undefined;
  /** How long a tool waits for the indexes. */
  indexWaitMs: number;
  /** A config file that could not be used (skipped if a repository file, else defaults; logged). */
  configError?: string;
  /** Repository config settings the trust tiers dropped, as one line (logged at start). */
  ignoredSettings?: string;
}

/** A value Claude Code did not substitute (`${CLAUDE_PROJECT_DIR}` left as is) is no value. */
function given(value: string | undefined): string | undefined {
  return value && !value.includes('${') ? value : undefined;
}

/** `--project DIR` (or `--project=DIR`) from an argument list. */
export function readProjectFlag(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--project') return given(argv[i + 1]);
    if (arg.startsWith('--project=')) return given(arg.slice('--project='.length));
  }
  return undefined;
}

/** Resolves scopes (project dir from the flag, else CLAUDE_PROJECT_DIR, else cwd's git root), config and cache. */
export async function resolveSettings(input: ServerEnvironment): Promise<ServerSettings> {
  const { env } = input;
  const admin = input.admin === true || env.STRATA_ADMIN === '1';
  const { projectRoot, memoryRoot, scopes } = resolveScopeDirs({
    cwd: input.cwd,
    home: input.home,
    projectFlag: given(input.projectFlag),
    claudeProjectDir: given(env.CLAUDE_PROJECT_DIR),
    enterprisePath: given(env.CLAUDE_MEMORY_ENTERPRISE_PATH),
    admin,
  });
  let config = defaultConfig();
  let configError: string | undefined;
  let ignored: string | null = null;
  try {
    const loaded = await loadConfig(scopes);
    config = loaded.config;
    ignored = describeIgnoredSettings(loaded.ignored);
    const skipped = loaded.invalid[0];
    if (skipped) configError = `${skipped.message}${skipped.hint ? ` (fix: ${skipped.hint})` : ''}`;
  } catch (error) {
    if (!isStrataError(error)) throw error;
    configError = `${error.message}${error.hint ? ` (fix: ${error.hint})` : ''}`;
  }
  const enabled = scopes.filter((s) => config.scopes[s.scope]);
  const wait = Number(env.STRATA_MCP_INDEX_WAIT_MS);
  const settings: ServerSettings = {
    store: {
      scopes: enabled,
      read: { maxFileBytes: config.limits.maxFileBytes },
      now: () => new Date(),
    },
    config,
    projectRoot: projectRoot ?? null,
    memoryRoot: memoryRoot ?? null,
    cacheRoot: resolveCacheRoot({
      home: input.home,
      strataCacheDir: env.STRATA_CACHE_DIR || undefined,
      xdgCacheHome: env.XDG_CACHE_HOME || undefined,
    }),
    ollamaHostEnv: env.OLLAMA_HOST || undefined,
    indexWaitMs: Number.isFinite(wait) && wait >= 0 && env.STRATA_MCP_INDEX_WAIT_MS ? wait : 20_000,
  };
  if (configError) settings.configError = configError;
  if (ignored) settings.ignoredSettings = ignored;
  return settings;
}
