import path from 'node:path';
import { buildCommandDigest, digestIndex } from '../../core/command/command-digest.js';
import { matchCommandLine } from '../../core/command/command-match.js';
import { buildGotchaDigest, type GotchaDigest } from '../../core/digest.js';
import { oneLine } from '../../core/fence.js';
import {
  formatGotcha,
  type GotchaMatch,
  type GotchaMatchOptions,
  matchGotchas,
} from '../../core/gotcha/gotcha-match.js';
import { loadStore } from '../../storage/load-store.js';
import { projectRelative } from '../../storage/project-path.js';
import { projectFilesWritten } from '../../storage/written-files.js';
import { requirePositional } from '../args.js';
import type { Command } from '../command.js';

/** Where a command line runs, and how file gotchas match. */
interface LineSite {
  cwd: string;
  projectRoot: string | null;
  options: GotchaMatchOptions;
}

/** The file gotchas of the project files `line` writes, each once, as the Bash hook finds them. */
function writtenFileGotchas(
  digest: GotchaDigest,
  line: string,
  where: LineSite,
): Array<{ match: GotchaMatch; file: string }> {
  const found = new Map<string, { match: GotchaMatch; file: string }>();
  if (!where.projectRoot) return [];
  for (const { relative } of projectFilesWritten(line, where.cwd, where.projectRoot)) {
    for (const match of matchGotchas(digest.gotchas, relative, relative, where.options))
      if (!found.has(match.gotcha.id)) found.set(match.gotcha.id, { match, file: relative });
  }
  return [...found.values()];
}

/**
 * The gotchas whose command patterns match `line`, and those of the project files it
 * writes, as the Bash hook finds them.
 */
function commandGotchas(digest: GotchaDigest, line: string, where: LineSite) {
  const found = matchCommandLine(digestIndex(buildCommandDigest(digest)), line, new Set(), 1_000);
  const subject = `the command \`${oneLine(found.command, 120)}\``;
  const own = new Set(found.matches.map((m) => m.gotcha.id));
  const written = writtenFileGotchas(digest, line, where).filter(
    (w) => !own.has(w.match.gotcha.id),
  );
  const entry = (m: GotchaMatch) => ({
    id: m.gotcha.id,
    severity: m.gotcha.severity,
    title: m.gotcha.title,
    summary: m.gotcha.summary,
  });
  const json = {
    command: line,
    gotchas: [
      ...found.matches.map(entry),
      ...written.map((w) => ({ ...entry(w.match), file: w.file })),
    ],
  };
  const lines = [
    ...found.matches.map((m) => formatGotcha(subject, m.gotcha, 2_000)),
    ...written.map((w) =>
      formatGotcha(`${w.file}, which \`${oneLine(line, 100)}\` writes`, w.match.gotcha, 2_000),
    ),
  ];
  return { json, text: lines.length ? lines.join('\n') : 'No known gotchas for that command.' };
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
  a command the line runs, and those of the project files it writes (> file, tee, cp/mv
  onto a file, sed -i), as before a Bash call.`,
  options: { command: { type: 'string' } },
  async run(ctx, args) {
    if (typeof args.values.command === 'string') {
      const store = await loadStore(ctx.store);
      const digest = buildGotchaDigest(store.visible, ctx.projectRoot ?? null, ctx.store.now());
      return commandGotchas(digest, args.values.command, {
        cwd: ctx.cwd,
        projectRoot: ctx.projectRoot ?? null,
        options: ctx.config.hooks.gotchas,
      });
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
