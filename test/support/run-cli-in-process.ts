/**
 * Runs `strata <args>` inside the test's own process, through the CLI's runner (the one
 * lib/cli/main.js calls), with the cwd, env and stdin a spawned CLI would get. Same
 * signatures and result as the spawning `spawnStrata` and `spawnStrataIn` of ../kit/cli.ts,
 * and the names tell a call site which it is: `strata`/`strataIn` run here,
 * `spawnStrata`/`spawnStrataIn` start the built CLI as a process. What only a real process shows (the built bundle, exit codes
 * set by main.ts, signals, streams that are terminals) stays with the spawning helpers.
 *
 * Each run is isolated: the CLI reads env, cwd, home and stdin only from its arguments,
 * and nothing it caches outlives the run.
 */
import { EventEmitter } from 'node:events';
import { homedir } from 'node:os';
import type { SignalSubscriber } from '../../src/cli/command.js';
import { runCli } from '../../src/cli/run-cli.js';
import {
  CLI,
  type CliOptions,
  type CliResult,
  optionsIn,
  type StrataInExtra,
  toCliResult,
} from '../kit/cli.js';

/** Extra control over an in-process run. */
export interface InProcessOptions extends CliOptions {
  /** Signals the run receives: `signals.emit('SIGINT')` is a Ctrl-C for this run only. */
  signals?: EventEmitter;
}

function subscribeTo(signals: EventEmitter): SignalSubscriber {
  return (signal, listener) => {
    signals.once(signal, listener);
    return () => signals.off(signal, listener);
  };
}

/** Runs `strata …args` in this process and resolves when the command has finished. */
export async function strata(
  args: readonly string[],
  options: InProcessOptions,
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const stdin = options.stdin ?? '';
  const code = await runCli(
    [...args],
    {
      env: { ...options.env },
      cwd: options.cwd,
      home: options.env.HOME || homedir(),
      readStdin: async () => (typeof stdin === 'string' ? stdin : stdin.toString('utf8')),
      onSignal: subscribeTo(options.signals ?? new EventEmitter()),
      cliPath: CLI,
    },
    {
      stdout: (text) => {
        stdout += text;
      },
      stderr: (text) => {
        stderr += text;
      },
    },
  );
  return toCliResult(code, null, stdout, stderr);
}

/** Runs the CLI in this process in `store.proj` with `store.env`, plus extra env. */
export function strataIn(
  store: { proj: string; env: Record<string, string> },
  args: readonly string[],
  extra: StrataInExtra = {},
): Promise<CliResult> {
  return strata(args, optionsIn(store, extra));
}
