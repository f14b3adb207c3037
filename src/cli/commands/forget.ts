import { type ForgetResult, forgetMemory } from '../../services/forget.js';
import { readScope, requirePositional } from '../args.js';
import type { Command } from '../command.js';
import { refreshHookDigests } from '../refresh-hook-digests.js';

function describeDone(id: string, result: ForgetResult): string {
  if (result.action === 'deleted')
    return `Deleted ${result.wasArchived ? 'the archived memory ' : ''}${id} (${result.path})`;
  if (result.wasArchived)
    return `${id} is already archived (${result.path}): nothing changed. To delete it for good: strata forget ${id} --delete`;
  return `Archived ${id} → ${result.archivedPath}`;
}

function describeForget(id: string, result: ForgetResult): string {
  const done = describeDone(id, result);
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
  memory that is already archived changes nothing and says so (exit 0). Memories that
  still link to it are listed;
  their files are left as they are.`,
  options: {
    delete: { type: 'boolean' },
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
