/**
 * Parsing a command's options with words a person can act on: an unknown option is named
 * with the closest known one, a missing or unexpected value is said as such. The checks run
 * on node:util's tokens, so no parser message is ever shown or matched.
 */
import { parseArgs } from 'node:util';
import { StrataError } from '../core/errors.js';
import { suggestWord } from '../core/suggest.js';
import { GLOBAL_OPTIONS } from './args.js';
import type { Command, OptionSpec, ParsedArgs } from './command.js';

type Token = NonNullable<ReturnType<typeof parseArgs>['tokens']>[number];
type OptionToken = Extract<Token, { kind: 'option' }>;

function usageError(command: Command, message: string, fix: string): StrataError {
  return new StrataError('INVALID_ARGUMENT', `${command.name}: ${message}`, {
    hint: `${fix}see strata ${command.name} --help`,
  });
}

/** The first problem with one option token, or null. */
function checkToken(command: Command, options: OptionSpec, token: OptionToken): StrataError | null {
  const spec = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
  if (!spec) {
    const known = Object.keys(options).map((name) => `--${name}`);
    const typed = token.rawName.startsWith('--') ? token.rawName : `--${token.name}`;
    const near = suggestWord(typed, known);
    return usageError(
      command,
      `unknown option ${token.rawName}`,
      near ? `did you mean ${near}? ` : '',
    );
  }
  if (spec.type === 'string' && token.value === undefined)
    return usageError(command, `${token.rawName} needs a value`, `write ${token.rawName} VALUE; `);
  if (spec.type === 'boolean' && token.value !== undefined)
    return usageError(command, `${token.rawName} takes no value`, `write ${token.rawName} alone; `);
  return null;
}

/** Parses `argv` for `command` (its options and the global ones), or throws a usage error. */
export function parseCommandArgs(command: Command, argv: string[]): ParsedArgs {
  const options: OptionSpec = { ...GLOBAL_OPTIONS, ...command.options };
  const { tokens } = parseArgs({
    args: argv,
    options,
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const problem = checkToken(command, options, token);
    if (problem) throw problem;
  }
  // No command has a repeatable boolean, so no value is a boolean list.
  return parseArgs({ args: argv, options, allowPositionals: true, strict: true }) as ParsedArgs;
}
