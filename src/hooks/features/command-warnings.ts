/**
 * Gotcha warnings before a Bash command (PreToolUse on Bash): the gotchas whose
 * `command_patterns` match a command the line runs, from the gotcha lookup file: the
 * bucket lines of the programs the line runs, and the entries of the gotchas it meets; and
 * the gotchas whose `file_patterns` match a project file the line writes
 * (`command-writes.ts`), as an edit of that file would meet them. A store without command
 * gotchas costs the lookup's small header, and no config file is read unless the line
 * writes a project file.
 */
import { asCommandDigest, digestIndex } from '../../core/command/command-digest.js';
import {
  type CommandIndex,
  type CommandMatches,
  matchCommandLine,
} from '../../core/command/command-match.js';
import { oneLine } from '../../core/fence.js';
import { bySeverityThenNewest, type GotchaMatch } from '../../core/gotcha/gotcha-match.js';
import { lookupCommandIndex, openGotchaLookup } from '../gotcha-lookup-file.js';
import type { HookContext } from '../hook-frame.js';
import { readJsonFile } from '../state-files.js';
import { type WriteMatch, writeMatches } from './command-writes.js';
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

/** What the command's own gotchas are about: the command, or each command when several. */
function commandSubject(found: CommandMatches): string {
  return found.commands.length === 1
    ? `the command \`${oneLine(found.command, 120)}\``
    : `the commands ${found.commands.map((c) => `\`${oneLine(c, 60)}\``).join(', ')}`;
}

/**
 * The gotchas `ctx`'s Bash call meets by its commands and by the project files it writes,
 * each once, ranked by severity then the newest, and what each warning is about.
 */
function lineMatches(
  line: string,
  found: CommandMatches | null,
  written: readonly WriteMatch[],
): { matches: GotchaMatch[]; subjects: Map<string, string> } {
  const subjects = new Map<string, string>();
  const matches: GotchaMatch[] = [];
  if (found?.matches.length) {
    const subject = commandSubject(found);
    for (const match of found.matches) {
      subjects.set(match.gotcha.id, subject);
      matches.push(match);
    }
  }
  for (const { match, file } of written) {
    if (subjects.has(match.gotcha.id)) continue;
    subjects.set(match.gotcha.id, `${file.display}, which \`${oneLine(line, 100)}\` writes`);
    matches.push(match);
  }
  matches.sort((a, b) => bySeverityThenNewest(a.gotcha, b.gotcha));
  return { matches, subjects };
}

/** Warnings for the gotchas `ctx`'s Bash call meets, and what they do to it. */
export function commandGotchas(ctx: HookContext): GotchaShowing {
  const line = bashCommand(ctx.input);
  if (line === null) return NOTHING;
  let state: GotchaSessionState | undefined;
  const readState = () => (state ??= readGotchaState(ctx));
  const found = findCommandGotchas(ctx, line, readState);
  const written = writeMatches(ctx, line, readState);
  const { matches, subjects } = lineMatches(line, found, written);
  if (!matches.length) return NOTHING;
  const subject = (match: GotchaMatch) => subjects.get(match.gotcha.id) ?? '';
  return showGotchas(ctx, matches, subject, readState(), true);
}
