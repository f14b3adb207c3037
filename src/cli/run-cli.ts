/**
 * Dispatches `strata <command> …`: parses arguments, runs the command, prints text or
 * JSON, and returns the exit code. Errors are printed with their code and fix; with
 * `--json` they are printed as `{"error": {code, message, hint}}` on stdout.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { STRATA_VERSION } from '../app/version.js';
import { type ConfigProblem, describeConfigProblems } from '../core/config/config-keys.js';
import { StrataError, toStrataError } from '../core/errors.js';
import { suggestWord } from '../core/suggest.js';
import type { CommandEntry } from './command.js';
import { COMMANDS } from './commands/index.js';
import type { ContextInput } from './context.js';
import { parseCommandArgs } from './parse-options.js';

/** Where output goes (process streams in main.ts, buffers in tests). */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** stderr is a terminal (progress redraws one line); false when absent. */
  stderrIsTTY?: boolean;
}

function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const rows = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `strata — durable, human-editable memory for Claude Code

usage: strata <command> [options] [--project DIR] [--json]

commands:
${rows.join('\n')}

Every command takes --project DIR (the project root), --json (stable JSON output) and
--help. strata --version prints the version. Run strata <command> --help for its options.`;
}

function report(error: unknown, json: boolean, io: CliIo): number {
  const err = toStrataError(error);
  if (json)
    io.stdout(
      `${JSON.stringify({ error: { code: err.code, message: err.message, hint: err.hint ?? null } }, null, 2)}\n`,
    );
  else io.stderr(`${err.message}${err.hint ? `\n  fix: ${err.hint}` : ''}\n`);
  return err.code === 'INVALID_ARGUMENT' ? 2 : 1;
}

function unknownCommand(name: string): StrataError {
  const near = suggestWord(
    name,
    COMMANDS.map((c) => c.name),
  );
  return new StrataError('INVALID_ARGUMENT', `unknown command "${name}"`, {
    subject: 'command',
    hint: `${near ? `did you mean strata ${near}? ` : ''}run strata --help for the list`,
  });
}

function warnConfigProblems(problems: readonly ConfigProblem[], io: CliIo): void {
  const line = describeConfigProblems(problems);
  if (line)
    io.stderr(
      `strata: ${line}\n  fix: correct or remove them (see config.schema.json); strata doctor lists them\n`,
    );
}

/** What the process gives one run: env, cwd, home, stdin, signals and its own entry file. */
export type RunInput = Omit<
  ContextInput,
  'projectFlag' | 'admin' | 'notice' | 'print' | 'progress'
>;

/** Refuses a --project that is not a folder: otherwise every command quietly finds 0 memories. */
function checkProjectFlag(flag: string, cwd: string): void {
  const dir = path.resolve(cwd, flag);
  let isDir = false;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {}
  if (!isDir)
    throw new StrataError(
      'INVALID_ARGUMENT',
      `--project ${JSON.stringify(flag)}: ${dir} is not a folder`,
      { subject: dir, hint: 'pass the root folder of the project (where its .git is)' },
    );
}

/** Loads, parses and runs one command; throws what the command throws. */
async function runCommand(
  entry: CommandEntry,
  argv: string[],
  input: RunInput,
  io: CliIo,
): Promise<number> {
  const command = await entry.load();
  const args = parseCommandArgs(command, argv);
  if (args.values.help) {
    io.stdout(
      `${command.help}\n\nAlso: --project DIR, --json, --admin (enterprise writes), --help\n`,
    );
    return 0;
  }
  const projectFlag = typeof args.values.project === 'string' ? args.values.project : undefined;
  if (projectFlag !== undefined) checkProjectFlag(projectFlag, input.cwd);
  // The runtime (stores, indexes, config schema) loads only for a command that runs.
  const { createCliContext } = await import('./context.js');
  const ctx = await createCliContext({
    ...input,
    notice: (message) => io.stderr(`${message}\n`),
    print: io.stdout,
    progress: { write: io.stderr, isTTY: io.stderrIsTTY === true },
    projectFlag,
    admin: args.values.admin === true,
  });
  // doctor reports config problems as its own finding; every other command warns and goes on,
  // except a standalone one (the merge driver), whose output git reads.
  if (command.name !== 'doctor' && !command.standalone) warnConfigProblems(ctx.configProblems, io);
  const result = await command.run(ctx, args);
  if (args.values.json) io.stdout(`${JSON.stringify(result.json, null, 2)}\n`);
  else if (result.text) io.stdout(`${result.text}\n`);
  return result.exitCode ?? 0;
}

/** Runs one CLI invocation and returns its exit code. */
export async function runCli(argv: string[], input: RunInput, io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(`${usage()}\n`);
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-v' || name === 'version') {
    io.stdout(`strata ${STRATA_VERSION}\n`);
    return 0;
  }
  const entry = COMMANDS.find((c) => c.name === name);
  try {
    if (!entry) throw unknownCommand(name);
    return await runCommand(entry, rest, input, io);
  } catch (error) {
    return report(error, rest.includes('--json'), io);
  }
}
