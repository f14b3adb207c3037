import { type MergePlan, mergeMemories } from '../../services/merge/merge.js';
import { requirePositional } from '../args.js';
import type { Command } from '../command.js';

function describePlan(plan: MergePlan): string {
  const verb = plan.dryRun ? 'Would merge' : 'Merged';
  const lines = [
    `${verb} ${plan.others.map((o) => o.id).join(', ')} into ${plan.keeper.id} (${plan.keeper.scope})`,
    `tags: ${plan.tags.join(', ') || '—'}`,
    plan.filePatterns.length ? `file_patterns: ${plan.filePatterns.join(', ')}` : '',
    plan.commandPatterns.length ? `command_patterns: ${plan.commandPatterns.join('; ')}` : '',
    `links: ${plan.links.join(', ') || '—'}`,
    ...plan.others.map((o) => `archive: ${o.path} → ${o.archivedPath}`),
    ...plan.relinked.map((m) => `relink: ${m.id} (${m.scope}) now links ${plan.keeper.id}`),
    ...plan.edges.map(
      (e) =>
        `edge (${e.scope}): ${e.was.from} —${e.label}→ ${e.was.target}  ⇒  ${e.from} → ${e.target}`,
    ),
    ...plan.untouched.map((u) => `left as is (${u.scope}${u.id ? ` ${u.id}` : ''}): ${u.reason}`),
  ];
  if (plan.dryRun) lines.push('', `--- ${plan.keeper.path} would read:`, plan.keeperText.trimEnd());
  return lines.filter(Boolean).join('\n');
}

/** `strata merge`: fold several memories into one. */
export const mergeCommand: Command = {
  name: 'merge',
  help: `strata merge <keep-id> <other-id>… [--dry-run]

  Appends each other memory's body to the keeper under a heading "## <its title>" and a
  line "_Merged from \`<id>\` (<scope>)._", unions tags, file_patterns and links, re-points
  every frontmatter link and graph.json edge (every writable scope) that named one of the
  others to the keeper, and moves the others to their scope's archive/ with
  links: [<keep-id>], status: superseded and a superseded-by edge to the keeper.
  --dry-run prints the plan and the keeper's new text and changes nothing (--json: the
  plan as JSON). Refuses when any of the memories is in a read-only scope (enterprise
  without --admin). Writes the keeper first, then the graphs, then the linking memories,
  then the archive; each file atomically.`,
  options: { 'dry-run': { type: 'boolean' } },
  async run(ctx, args) {
    const usage = 'strata merge <keep-id> <other-id>… [--dry-run]';
    const keep = requirePositional(args, 0, 'keep-id', usage);
    requirePositional(args, 1, 'other-id', usage);
    const plan = await mergeMemories(ctx.store, keep, args.positionals.slice(1), {
      dryRun: args.values['dry-run'] === true,
    });
    return { json: plan, text: describePlan(plan) };
  },
};
