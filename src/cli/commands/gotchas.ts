import path from 'node:path';
import { buildCommandDigest, digestIndex } from '../../core/command/command-digest.js';
import { matchCommandLine } from '../../core/command/command-match.js';
import { buildGotchaDigest, type GotchaDigest } from '../../core/digest.js';
import { oneLine } from '../../core/fence.js';
import { formatGotcha, matchGotchas } from '../../core/gotcha/gotcha-match.js';
import { loadStore } from '../../storage/load-store.js';
import { projectRelative } from '../../storage/project-path.js';
import { requirePositional } from '../args.js';
import type { Command } from '../command.js';

/** The gotchas whose command patterns match `line`, as the Bash hook finds them. */
function commandGotchas(digest: GotchaDigest, line: string) {
  const found = matchCommandLine(digestIndex(buildCommandDigest(digest)), line, new Set(), 1_000);
  const subject = `the command \`${oneLine(found.command, 120)}\``;
  const json = {
    command: line,
    gotchas: found.matches.map((m) => ({
      id: m.gotcha.id,
      severity: m.gotcha.severity,
      title: m.gotcha.title,
      summary: m.gotcha.summary,
    })),
  };
  const text = found.matches.length
    ? found.matches.map((m) => formatGotcha(subject, m.gotcha, 2_000)).join('\n')
    : 'No known gotchas for that command.';
  return { json, text };
}

/** `strata gotchas <file>`: the gotchas Claude is warned about for a file or a command. */
export const gotchasCommand: Command = {
  name: 'gotchas',
  help: `strata gotchas <file>
strata gotchas --command "<command line>"

  Prints the gotchas whose file_patterns match the file (and, with hooks.gotchas.matchTags
  on, those with a tag that is a folder or file name of its path), most severe first: the
  same warnings Claude gets before it edits the file or after it reads it, without the
  per-session and per-call limits. With --command, the gotchas whose command_patterns match
  a command the line runs, as before a Bash call.`,
  options: { command: { type: 'string' } },
  async run(ctx, args) {
    if (typeof args.values.command === 'string') {
      const store = await loadStore(ctx.store);
      const digest = buildGotchaDigest(store.visible, ctx.projectRoot ?? null, ctx.store.now());
      return commandGotchas(digest, args.values.command);
    }
    const file = requirePositional(args, 0, 'file', 'strata gotchas <file>');
    const absolute = path.resolve(ctx.cwd, file);
    const relative = ctx.projectRoot ? projectRelative(ctx.projectRoot, absolute) : null;
    const display = relative ?? absolute;
    const store = await loadStore(ctx.store);
    const digest = buildGotchaDigest(store.visible, ctx.projectRoot ?? null, ctx.store.now());
    const matches = matchGotchas(digest.gotchas, relative, display, ctx.config.hooks.gotchas);
    const json = {
      file: display,
      gotchas: matches.map((m) => ({
        id: m.gotcha.id,
        severity: m.gotcha.severity,
        via: m.via,
        title: m.gotcha.title,
        summary: m.gotcha.summary,
      })),
    };
    const text = matches.length
      ? matches.map((m) => formatGotcha(display, m.gotcha, 2_000)).join('\n')
      : `No known gotchas for ${display}.`;
    return { json, text };
  },
};
