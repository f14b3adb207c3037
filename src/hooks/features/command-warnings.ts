/**
 * Gotcha warnings before a Bash command (PreToolUse on Bash): the gotchas whose
 * `command_patterns` match a command the line runs, from the small command digest. A store
 * without command gotchas costs one read of a file of about a hundred bytes, and no config
 * file is read.
 */
import { asCommandDigest } from '../../core/command/command-digest.js';
import { matchCommandLine } from '../../core/command/command-match.js';
import { oneLine } from '../../core/fence.js';
import type { HookContext } from '../hook-frame.js';
import { readJsonFile } from '../state-files.js';
import { type GotchaShowing, readGotchaState, showGotchas } from './gotcha-warnings.js';

const NOTHING: GotchaShowing = { lines: [], action: 'warn', reason: null };

/** The command line of a Bash payload, or null. */
function bashCommand(input: Record<string, unknown>): string | null {
  const toolInput = input.tool_input;
  if (!toolInput || typeof toolInput !== 'object') return null;
  const command = (toolInput as Record<string, unknown>).command;
  return typeof command === 'string' && command.trim() ? command : null;
}

/** Warnings for the command gotchas `ctx`'s Bash call meets, and what they do to it. */
export function commandGotchas(ctx: HookContext): GotchaShowing {
  const line = bashCommand(ctx.input);
  if (line === null) return NOTHING;
  const digest = asCommandDigest(readJsonFile(ctx.env.paths.gotchaCommands, 16 * 1024 * 1024));
  // The config is read only past this point: most stores have no command gotcha.
  if (!digest?.gotchas.length || ctx.config.gotchas.maxPerRead === 0) return NOTHING;
  const state = readGotchaState(ctx);
  const found = matchCommandLine(digest, line, new Set(state.shown), ctx.config.gotchas.maxPerRead);
  if (!found.matches.length) return NOTHING;
  // The warnings share one subject: the command they are about, or each command when several.
  const subject =
    found.commands.length === 1
      ? `the command \`${oneLine(found.command, 120)}\``
      : `the commands ${found.commands.map((c) => `\`${oneLine(c, 60)}\``).join(', ')}`;
  return showGotchas(ctx, found.matches, subject, state, true);
}
