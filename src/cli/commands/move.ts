import { StrataError } from '../../core/errors.js';
import { isScopeName } from '../../core/scope.js';
import { type MoveResult, moveMemory } from '../../services/move/move.js';
import { readScope, readString, requirePositional } from '../args.js';
import type { Command } from '../command.js';

const showEdge = (e: { from: string; label: string; target: string }) =>
  `  ${e.from} —${e.label}→ ${e.target}`;

function describeMove(r: MoveResult): string {
  const verb = r.dryRun ? 'Would move' : r.resumed ? 'Finished moving' : 'Moved';
  const lines = [
    `${verb} ${r.id}: ${r.from} → ${r.to}`,
    `  ${r.path}`,
    `  → ${r.newPath}${r.dryRun && r.resumed ? ' (already there: the move would finish)' : ''}`,
    `edges in the ${r.to} graph: ${r.edges.length}`,
    ...r.edges.map(showEdge),
  ];
  if (r.dropped.length) lines.push(`edges leaving the ${r.from} graph: ${r.dropped.length}`);
  if (r.kept.length) {
    lines.push(`edges the ${r.from} graph keeps (the other end stays there): ${r.kept.length}`);
    lines.push(...r.kept.map(showEdge));
  }
  if (r.dangling.length) {
    lines.push(`Links that dangle somewhere after the move (${r.dangling.length}):`);
    for (const d of r.dangling) lines.push(`  ${d.from} → ${d.to}: ${d.reason} (${d.detail})`);
  }
  if (r.dryRun) lines.push('Dry run: nothing was changed. Run again without --dry-run to move.');
  return lines.join('\n');
}

/** `strata move`: carry a memory and its edges to another scope. */
export const moveCommand: Command = {
  name: 'move',
  help: `strata move <id> --to local|project|global|enterprise [--from S] [--dry-run] [--session ID]

  Moves the file to the target scope (same file name; a "scope:" field follows), copies
  its graph.json edges into the target scope's graph and removes from the source graph
  those whose other end is not in the source scope. Links that will not resolve
  everywhere afterwards (to a missing id, or between scopes read by different people)
  are listed, and in --json as dangling: [{from, to, reason, detail}]. Refuses when the
  target scope already holds the id. --to enterprise needs --admin. --from picks the copy
  when the id is in several scopes (and finishes an interrupted move). --dry-run prints
  the plan (both paths, the edges each graph will hold, the links that would dangle)
  and changes nothing; with --json the plan has dryRun: true.

  A note of Claude Code's own memory (the claude scope) moved to project or local is
  promoted: it gets strata's fields, its [[name]] links as links, and where it came from
  (origin, promoted, session: --session ID, else CLAUDE_CODE_SESSION_ID); it leaves
  Claude Code's folder and its MEMORY.md line goes. Nothing is ever moved into the
  claude scope.`,
  options: {
    to: { type: 'string' },
    from: { type: 'string' },
    'dry-run': { type: 'boolean' },
    session: { type: 'string' },
  },
  async run(ctx, args) {
    const id = requirePositional(args, 0, 'id', 'strata move <id> --to SCOPE');
    const to = readString(args.values.to);
    if (!isScopeName(to)) {
      throw new StrataError(
        'INVALID_ARGUMENT',
        `--to ${JSON.stringify(to ?? null)} is not a scope`,
        {
          subject: '--to',
          hint: 'use --to local, project, global, or enterprise (with --admin)',
        },
      );
    }
    const result = await moveMemory(ctx.store, id, to, {
      from: readScope(args.values.from),
      dryRun: args.values['dry-run'] === true,
      session: readString(args.values.session) ?? (ctx.env.CLAUDE_CODE_SESSION_ID || undefined),
    });
    return { json: result, text: describeMove(result) };
  },
};
