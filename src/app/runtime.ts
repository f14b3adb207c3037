/**
 * The one composition root below every entry point: turns what a process was given (env,
 * cwd, home, `--project`, `--admin`) into plain values — scopes, config, cache root — that
 * everything below receives as arguments. The CLI and the MCP server both start here, so
 * they cannot drift on how a project, a config file or the cache is found.
 */
import type { AutoMemoryStatus } from '../core/auto-memory.js';
import type { Config } from '../core/config/config.js';
import type { ConfigProblem } from '../core/config/config-keys.js';
import type { IgnoredSetting, SettingOrigin } from '../core/config/config-trust.js';
import { resolveCacheRoot } from '../storage/cache-dir.js';
import { loadConfig } from '../storage/config-files.js';
import { type ConfigSource, listConfigSources, userConfigPath } from '../storage/config-sources.js';
import type { StoreContext } from '../storage/load-store.js';
import { resolveScopeDirs, type ScopeDir } from '../storage/scope/scope-dir.js';

/** What a process was started with. */
export interface RuntimeInput {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  home: string;
  /** `--project DIR`, if given. */
  projectFlag?: string | undefined;
  /** `--admin` (enterprise writes), besides `STRATA_ADMIN=1`. */
  admin?: boolean;
}

/** Everything resolved from a {@link RuntimeInput}. */
export interface Runtime {
  config: Config;
  /** Config files that were read. */
  configFiles: string[];
  /** The same files with their trust tiers. */
  configSources: ConfigSource[];
  /** The user's own config file, read when it exists (`storage/config-sources.ts`). */
  userConfigFile: string;
  /** Which file set each setting a file made (the rest are defaults). */
  configOrigins: SettingOrigin[];
  /** Repository config settings dropped by the trust tiers. */
  ignoredSettings: IgnoredSetting[];
  /** Config settings (or files) not used, by file and field: ignored with a warning, never fatal. */
  configProblems: ConfigProblem[];
  /** Enabled scopes, most specific first. */
  scopes: readonly ScopeDir[];
  store: StoreContext;
  projectRoot: string | undefined;
  /** The main checkout when the project is a linked worktree (local scope, stash list). */
  memoryRoot?: string | undefined;
  /** Claude Code's auto memory for the project, as read to find the `claude` scope. */
  autoMemory?: AutoMemoryStatus | undefined;
  /** Root of the derived-data cache (indexes, digests, session state). */
  cacheRoot: string;
  /** `OLLAMA_HOST`, if set. */
  ollamaHostEnv: string | undefined;
}

/** A value Claude Code did not substitute (`${CLAUDE_PROJECT_DIR}` left as is) is no value. */
export function givenValue(value: string | undefined): string | undefined {
  return value && !value.includes('${') ? value : undefined;
}

/** Resolves scopes (project from the flag, else CLAUDE_PROJECT_DIR, else cwd's git root), config and cache. */
export async function resolveRuntime(input: RuntimeInput): Promise<Runtime> {
  const { env } = input;
  const { projectRoot, memoryRoot, scopes, autoMemory } = resolveScopeDirs({
    cwd: input.cwd,
    home: input.home,
    projectFlag: givenValue(input.projectFlag),
    claudeProjectDir: givenValue(env.CLAUDE_PROJECT_DIR),
    enterprisePath: givenValue(env.CLAUDE_MEMORY_ENTERPRISE_PATH),
    admin: input.admin === true || env.STRATA_ADMIN === '1',
    claudeCode: {
      configDir: givenValue(env.CLAUDE_CONFIG_DIR),
      disableEnv: env.CLAUDE_CODE_DISABLE_AUTO_MEMORY,
      platform: process.platform,
    },
  });
  const userConfig = userConfigPath(input.home, env.XDG_CONFIG_HOME || undefined);
  const loaded = await loadConfig(listConfigSources(scopes, userConfig));
  const { config } = loaded;
  const enabled = scopes.filter((s) => config.scopes[s.scope]);
  const runtime: Runtime = {
    config,
    configFiles: loaded.files,
    configSources: loaded.sources,
    userConfigFile: userConfig,
    configOrigins: loaded.origins,
    ignoredSettings: loaded.ignored,
    configProblems: loaded.problems,
    scopes: enabled,
    store: {
      scopes: enabled,
      read: { maxFileBytes: config.limits.maxFileBytes },
      now: () => new Date(),
    },
    projectRoot,
    memoryRoot,
    autoMemory,
    cacheRoot: resolveCacheRoot(env, input.home),
    ollamaHostEnv: env.OLLAMA_HOST || undefined,
  };
  return runtime;
}
