/**
 * The MCP server's settings, on the shared composition root (`app/runtime.ts`): the
 * runtime every entry point resolves, plus what only the server needs. Nothing below reads env.
 */
import { givenValue, type RuntimeInput, resolveRuntime } from '../app/runtime.js';
import type { Config } from '../core/config/config.js';
import { describeConfigProblems } from '../core/config/config-keys.js';
import { describeIgnoredSettings } from '../core/config/config-trust.js';
import type { StoreContext } from '../storage/load-store.js';

/** What the process gives the server. */
export type ServerEnvironment = RuntimeInput;

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
  /** Config settings not used (unknown keys, invalid values, unreadable files), as one line (logged at start). */
  configProblems?: string;
  /** Repository config settings the trust tiers dropped, as one line (logged at start). */
  ignoredSettings?: string;
  /** Claude Code's session id (`CLAUDE_CODE_SESSION_ID`), recorded with a promotion. */
  sessionId?: string;
}

/** `--project DIR` (or `--project=DIR`) from an argument list. */
export function readProjectFlag(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--project') return givenValue(argv[i + 1]);
    if (arg.startsWith('--project=')) return givenValue(arg.slice('--project='.length));
  }
  return undefined;
}

/** Resolves the shared runtime (`app/runtime.ts`) and the server's own settings. */
export async function resolveSettings(input: ServerEnvironment): Promise<ServerSettings> {
  const runtime = await resolveRuntime(input);
  const ignored = describeIgnoredSettings(runtime.ignoredSettings);
  const wait = Number(input.env.STRATA_MCP_INDEX_WAIT_MS);
  const settings: ServerSettings = {
    store: runtime.store,
    config: runtime.config,
    projectRoot: runtime.projectRoot ?? null,
    memoryRoot: runtime.memoryRoot ?? null,
    cacheRoot: runtime.cacheRoot,
    ollamaHostEnv: runtime.ollamaHostEnv,
    indexWaitMs:
      Number.isFinite(wait) && wait >= 0 && input.env.STRATA_MCP_INDEX_WAIT_MS ? wait : 20_000,
  };
  const problems = describeConfigProblems(runtime.configProblems);
  if (problems) settings.configProblems = problems;
  if (ignored) settings.ignoredSettings = ignored;
  const session = givenValue(input.env.CLAUDE_CODE_SESSION_ID);
  if (session) settings.sessionId = session;
  return settings;
}
