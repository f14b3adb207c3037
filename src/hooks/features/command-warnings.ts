/**
 * Gotcha warnings before a Bash command (PreToolUse on Bash): the gotchas whose
 * `command_patterns` match a command the line runs, from the gotcha lookup file: the
 * bucket lines of the programs the line runs, and the entries of the gotchas it meets. A
 * store without command gotchas costs the lookup's small header, and no config file is read.
 */
import { asCommandDigest, digestIndex } from '../../core/command/command-digest.js';
import {
  type CommandIndex,
  type CommandMatches,
  matchCommandLine,
} from '../../core/command/command-match.js';
import { oneLine } from '../../core/fence.js';
import { lookupCommandIndex, openGotchaLookup } from '../gotcha-lookup-file.js';
import type { HookContext } from '../hook-frame.js';
import { readJsonFile } from '../state-files.js';
import {
  type GotchaSessionState,
  type GotchaShowing,
  readGotchaState,
  showGotchas,
} from './gotcha-warnings.js';

const NOTHING: GotchaShowing = { lines: [], action: 'warn', reason: null };

/** The command line of a Bash payload, or null. */
function bashCommand(input: Record<string, unknown>): string | null {
  const toolInput = input.tool_input;
  if (!toolInput || typeof toolInput !== 'object') return null;
  const command = (toolInput as Record<string, unknown>).command;
  return typeof command === 'string' && command.trim() ? command : null;
}

/** The command digest, for a cache without a usable lookup file (written by an older version). */
function digestFallback(ctx: HookContext): CommandIndex | null {
  const digest = asCommandDigest(readJsonFile(ctx.env.paths.gotchaCommands, 16 * 1024 * 1024));
  return digest?.gotchas.length ? digestIndex(digest) : null;
}

/** What matching found, from the lookup file, or from the command digest when it cannot be used. */
function findCommandGotchas(
  ctx: HookContext,
  line: string,
  state: () => GotchaSessionState,
): CommandMatches | null {
  const run = (index: CommandIndex) => {
    // The config is read only past this point: most stores have no command gotcha.
    const limit = ctx.config.gotchas.maxPerRead;
    return limit === 0 ? null : matchCommandLine(index, line, new Set(state().shown), limit);
  };
  const lookup = openGotchaLookup(ctx.env.paths.gotchaLookup);
  if (!lookup) {
    const index = digestFallback(ctx);
    return index ? run(index) : null;
  }
  try {
    return lookup.header.commands > 0 ? run(lookupCommandIndex(lookup)) : null;
  } finally {
    lookup.close();
  }
}

/** Warnings for the command gotchas `ctx`'s Bash call meets, and what they do to it. */
export function commandGotchas(ctx: HookContext): GotchaShowing {
  const line = bashCommand(ctx.input);
  if (line === null) return NOTHING;
  let state: GotchaSessionState | undefined;
  const readState = () => (state ??= readGotchaState(ctx));
  const found = findCommandGotchas(ctx, line, readState);
  if (!found?.matches.length) return NOTHING;
  // The warnings share one subject: the command they are about, or each command when several.
  const subject =
    found.commands.length === 1
      ? `the command \`${oneLine(found.command, 120)}\``
      : `the commands ${found.commands.map((c) => `\`${oneLine(c, 60)}\``).join(', ')}`;
  return showGotchas(ctx, found.matches, subject, readState(), true);
}
