import { linkMemories, unlinkMemories } from '../../services/links.js';
import { readScope, readString, requirePositional } from '../args.js';
import type { Command } from '../command.js';

/** `strata link`: link two memories with a label. */
export const linkCommand: Command = {
  name: 'link',
  help: `strata link <from-id> <to-id> [--label L] [--scope S]

  Adds <to-id> to the links of <from-id> and writes both edges to graph.json with
  inverse labels (implements / implemented-by, supersedes / superseded-by, part-of /
  has-part…; relates-to by default).`,
  options: { label: { type: 'string' }, scope: { type: 'string' } },
  async run(ctx, args) {
    const usage = 'strata link <from-id> <to-id> [--label L]';
    const from = requirePositional(args, 0, 'from-id', usage);
    const to = requirePositional(args, 1, 'to-id', usage);
    const result = await linkMemories(
      ctx.store,
      from,
      to,
      readString(args.values.label),
      readScope(args.values.scope),
    );
    const text = result.changed
      ? `Linked ${from} —${result.label}→ ${to}`
      : `Already linked: ${from} —${result.label}→ ${to}`;
    return { json: result, text };
  },
};

/** `strata unlink`: remove a link. */
export const unlinkCommand: Command = {
  name: 'unlink',
  help: `strata unlink <from-id> <to-id> [--scope S]

  Removes the link from both memories' frontmatter (where writable) and both edges
  from graph.json.`,
  options: { scope: { type: 'string' } },
  async run(ctx, args) {
    const usage = 'strata unlink <from-id> <to-id>';
    const from = requirePositional(args, 0, 'from-id', usage);
    const to = requirePositional(args, 1, 'to-id', usage);
    const result = await unlinkMemories(ctx.store, from, to, readScope(args.values.scope));
    return {
      json: result,
      text: result.changed ? `Unlinked ${from} and ${to}` : `${from} and ${to} were not linked`,
    };
  },
};
