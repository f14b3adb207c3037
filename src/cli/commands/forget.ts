import { forgetMemory } from '../../services/forget.js';
import { readScope, requirePositional } from '../args.js';
import type { Command } from '../command.js';

/** `strata forget`: delete or archive a memory. */
export const forgetCommand: Command = {
  name: 'forget',
  summary: 'Delete a memory, or move it to archive/ with --archive',
  help: `strata forget <id> [--archive] [--scope S]

  Without --archive the file is deleted and its graph edges removed. With --archive it
  moves to <scope>/archive/, keeps its edges, and stays readable with strata show.
  Memories that still link to it are listed; their files are left as they are.`,
  options: { archive: { type: 'boolean' }, scope: { type: 'string' } },
  async run(ctx, args) {
    const id = requirePositional(args, 0, 'id', 'strata forget <id> [--archive]');
    const result = await forgetMemory(ctx.store, id, {
      archive: args.values.archive === true,
      scope: readScope(args.values.scope),
    });
    const lines = [
      result.action === 'archived'
        ? `Archived ${id} → ${result.archivedPath}`
        : `Deleted ${id} (${result.path})`,
      result.linkedFrom.length
        ? `Still linked from: ${result.linkedFrom.join(', ')} (strata unlink <id> ${id})`
        : '',
    ];
    return { json: result, text: lines.filter(Boolean).join('\n') };
  },
};
