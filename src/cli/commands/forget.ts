import { type ForgetResult, forgetMemory } from '../../services/forget.js';
import { readScope, requirePositional } from '../args.js';
import type { Command } from '../command.js';
import { refreshHookDigests } from '../refresh-hook-digests.js';

function describeForget(id: string, result: ForgetResult): string {
  const done =
    result.action === 'archived'
      ? `Archived ${id} → ${result.archivedPath}`
      : `Deleted ${result.wasArchived ? 'the archived memory ' : ''}${id} (${result.path})`;
  const still = result.linkedFrom.length
    ? `Still linked from: ${result.linkedFrom.join(', ')} (strata unlink <id> ${id})`
    : '';
  return [done, still].filter(Boolean).join('\n');
}

/** `strata forget`: archive a memory (the default), or delete it with --delete. */
export const forgetCommand: Command = {
  name: 'forget',
  help: `strata forget <id> [--delete] [--scope S]

  By default the memory moves to <scope>/archive/: hidden from search, kept on disk with
  its edges, still readable with strata show (as memory_forget and /strata:forget do).
  --delete removes the file and its graph edges instead, archived or not. Forgetting a
  memory that is already archived is refused. Memories that still link to it are listed;
  their files are left as they are.`,
  options: {
    delete: { type: 'boolean' },
    // The default; accepted so older scripts keep working.
    archive: { type: 'boolean' },
    scope: { type: 'string' },
  },
  async run(ctx, args) {
    const id = requirePositional(args, 0, 'id', 'strata forget <id> [--delete]');
    const result = await forgetMemory(ctx.store, id, {
      mode: args.values.delete === true ? 'delete' : 'archive',
      scope: readScope(args.values.scope),
    });
    await refreshHookDigests(ctx);
    return { json: result, text: describeForget(id, result) };
  },
};
