/**
 * Builds the {@link CliContext} from flags and the environment. Part of the CLI's
 * composition root: the only place besides main.ts that looks at env values.
 */
import { defaultConfig } from '../core/config.js';
import type { IgnoredSetting } from '../core/config-trust.js';
import { isStrataError, type StrataError } from '../core/errors.js';
import { resolveCacheRoot } from '../storage/cache-dir.js';
import { loadConfig } from '../storage/config-files.js';
import { resolveScopeDirs } from '../storage/scope-dir.js';
import type { CliContext } from './command.js';

/** What main.ts passes in. */
export interface ContextInput {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  home: string;
  projectFlag: string | undefined;
  admin: boolean;
  readStdin: () => Promise<string>;
  notice: (message: string) => void;
}

/** The context, plus a config error that only `doctor` may survive. */
export async function createCliContext(
  input: ContextInput,
): Promise<{ ctx: CliContext; configError?: StrataError }> {
  const { env } = input;
  const { projectRoot, memoryRoot, scopes } = resolveScopeDirs({
    cwd: input.cwd,
    home: input.home,
    projectFlag: input.projectFlag,
    claudeProjectDir: env.CLAUDE_PROJECT_DIR || undefined,
    enterprisePath: env.CLAUDE_MEMORY_ENTERPRISE_PATH || undefined,
    admin: input.admin || env.STRATA_ADMIN === '1',
  });
  let config = defaultConfig();
  let configFiles: string[] = [];
  let ignoredSettings: IgnoredSetting[] = [];
  let configError: StrataError | undefined;
  try {
    const loaded = await loadConfig(scopes);
    ({ config, files: configFiles, ignored: ignoredSettings } = loaded);
    // A broken repository file is still refused loudly; the other layers stay in force.
    configError = loaded.invalid[0];
  } catch (error) {
    if (!isStrataError(error)) throw error;
    configError = error;
  }
  const enabled = scopes.filter((s) => config.scopes[s.scope]);
  const ctx: CliContext = {
    config,
    configFiles,
    ignoredSettings,
    scopes: enabled,
    projectRoot,
    memoryRoot,
    cacheRoot: resolveCacheRoot({
      home: input.home,
      strataCacheDir: env.STRATA_CACHE_DIR || undefined,
      xdgCacheHome: env.XDG_CACHE_HOME || undefined,
    }),
    store: {
      scopes: enabled,
      read: { maxFileBytes: config.limits.maxFileBytes },
      now: () => new Date(),
    },
    readStdin: input.readStdin,
    notice: input.notice,
    env,
    cwd: input.cwd,
    home: input.home,
  };
  return configError ? { ctx, configError } : { ctx };
}
