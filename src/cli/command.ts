/**
 * The shape of a CLI command: its help, its options, and a run function that returns
 * both a JSON value (for `--json`) and text for people.
 */
import type { ParseArgsConfig } from 'node:util';
import type { Config } from '../core/config.js';
import type { IgnoredSetting } from '../core/config-trust.js';
import type { StoreContext } from '../storage/load-store.js';
import type { ScopeDir } from '../storage/scope-dir.js';

/** Options a command accepts (node:util parseArgs format). */
export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

/** Parsed options and positionals of one invocation. */
export interface ParsedArgs {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
}

/** Everything a command may use; built once by the composition root. */
export interface CliContext {
  /** The merged configuration. */
  config: Config;
  /** Config files that were read. */
  configFiles: string[];
  /** Repository config settings dropped by the trust tiers (doctor reports them). */
  ignoredSettings: IgnoredSetting[];
  store: StoreContext;
  scopes: readonly ScopeDir[];
  projectRoot: string | undefined;
  /** The main checkout when the project is a linked worktree (local scope, stash list). */
  memoryRoot?: string | undefined;
  /** Root of the derived-data cache (indexes, digests, session state). */
  cacheRoot: string;
  /** Shows a one-line notice to the person (stderr), e.g. when search degrades. */
  notice: (message: string) => void;
  /** Reads all of standard input (empty when it is a terminal). */
  readStdin: () => Promise<string>;
  /** Environment, for commands that start other programs ($EDITOR). */
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /** The user's home folder (Claude Code's settings live below it). */
  home: string;
}

/** What a command produced. */
export interface CommandResult {
  json: unknown;
  text: string;
  /** Non-zero when the command found a failure it reports rather than throws (e.g. verify). */
  exitCode?: number;
}

/** One `strata <name>` command. */
export interface Command {
  name: string;
  summary: string;
  /** Usage lines and details shown by `strata <name> --help`. */
  help: string;
  options: OptionSpec;
  run(ctx: CliContext, args: ParsedArgs): Promise<CommandResult>;
}
