/**
 * The shape of a CLI command: its help, its options, and a run function that returns
 * both a JSON value (for `--json`) and text for people.
 */
import type { ParseArgsConfig } from 'node:util';
import type { Runtime } from '../app/runtime.js';

/** Options a command accepts (node:util parseArgs format). */
export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

/** Parsed options and positionals of one invocation. */
export interface ParsedArgs {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
}

/** Everything a command may use; built once by the composition root. */
export interface CliContext extends Runtime {
  /** Shows a one-line notice to the person (stderr), e.g. when search degrades. */
  notice: (message: string) => void;
  /** Reads all of standard input (empty when it is a terminal). */
  readStdin: () => Promise<string>;
  /** Environment, for commands that start other programs ($EDITOR). */
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /** The user's home folder (Claude Code's settings live below it). */
  home: string;
  /** Writes to stdout while the command runs (commands that run until stopped). */
  print: (text: string) => void;
  /** Where progress goes (stderr), and whether it is a terminal that can redraw a line. */
  progress: { write: (text: string) => void; isTTY: boolean };
  /** Calls `listener` once when the process receives `signal`; returns an unsubscribe. */
  onSignal: SignalSubscriber;
  /** The executable's entry file (lib/cli/main.js), which git runs as the merge driver. */
  cliPath: string;
}

/** Subscribes once to a process signal (Ctrl-C, termination); returns an unsubscribe. */
export type SignalSubscriber = (signal: 'SIGINT' | 'SIGTERM', listener: () => void) => () => void;

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
  /** Usage lines and details shown by `strata <name> --help`. */
  help: string;
  options: OptionSpec;
  /** Runs whatever the config says (git's merge driver must never fail on a bad config). */
  standalone?: boolean;
  run(ctx: CliContext, args: ParsedArgs): Promise<CommandResult>;
}

/** A command as `strata --help` lists it; its code is imported only when it runs. */
export interface CommandEntry {
  name: string;
  /** One line for `strata --help`. */
  summary: string;
  load(): Promise<Command>;
}
