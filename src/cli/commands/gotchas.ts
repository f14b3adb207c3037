import path from 'node:path';
import { buildGotchaDigest } from '../../core/digest.js';
import { formatGotcha, matchGotchas } from '../../core/gotcha/gotcha-match.js';
import { loadStore } from '../../storage/load-store.js';
import { projectRelative } from '../../storage/project-path.js';
import { requirePositional } from '../args.js';
import type { Command } from '../command.js';

/** `strata gotchas <file>`: the gotchas Claude is warned about when it reads a file. */
export const gotchasCommand: Command = {
  name: 'gotchas',
  help: `strata gotchas <file>

  Prints the gotchas whose file_patterns match the file (and, with hooks.gotchas.matchTags
  on, those with a tag that is a folder or file name of its path), most severe first: the
  same warnings Claude gets when it reads the file, without the per-session and per-read
  limits.`,
  options: {},
  async run(ctx, args) {
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
