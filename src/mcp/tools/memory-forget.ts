/** `memory_forget`: archive (default) or delete a memory. */
import { z } from 'zod';
import { forgetMemory } from '../../services/forget.js';
import { defineTool } from '../tool.js';
import { scopeSchema } from '../views.js';

const input = z.object({
  id: z.string().min(1).describe('The memory to forget'),
  mode: z
    .enum(['archive', 'delete'])
    .optional()
    .describe(
      'archive (default): move to archive/, still readable and linkable; delete: remove the file',
    ),
  scope: scopeSchema
    .optional()
    .describe('Forget the copy in this scope (default: the one that wins)'),
});

const output = z.object({
  id: z.string(),
  scope: scopeSchema,
  action: z.enum(['deleted', 'archived']),
  path: z.string(),
  archived_path: z.string().optional(),
  linked_from: z.array(z.string()).describe('Memories that still link to it'),
  was_archived: z
    .boolean()
    .describe(
      'True when the memory was archived before: a delete removed it, an archive changed nothing',
    ),
});

/** The forget tool. */
export const memoryForget = defineTool({
  name: 'memory_forget',
  title: 'Forget a memory',
  description:
    'Retire a memory that is wrong or no longer true. By default it is archived (hidden from ' +
    'search, kept on disk); mode "delete" removes the file. A memory already archived stays as ' +
    'it is (was_archived says so). Prefer memory_update when the memory ' +
    'only needs correcting, and memory_link with "supersedes" when a newer one replaces it.',
  input,
  output,
  hints: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
  async run(args, deps) {
    const result = await forgetMemory(deps.store, args.id, {
      mode: args.mode ?? 'archive',
      ...(args.scope ? { scope: args.scope } : {}),
    });
    const unchanged = result.action === 'archived' && result.wasArchived;
    if (!unchanged)
      await deps.index.applyWrites(result.archivedPath ? [result.archivedPath] : [], [result.path]);
    const structured = {
      id: result.id,
      scope: result.scope,
      action: result.action,
      path: result.path,
      ...(result.archivedPath ? { archived_path: result.archivedPath } : {}),
      linked_from: result.linkedFrom,
      was_archived: result.wasArchived,
    };
    const still = result.linkedFrom.length
      ? ` Still linked from: ${result.linkedFrom.join(', ')}.`
      : '';
    const done = unchanged
      ? `${result.id} was already archived (${result.scope} scope): nothing changed; mode "delete" removes the file.`
      : `${result.action === 'archived' ? 'Archived' : result.wasArchived ? 'Deleted the archived memory' : 'Deleted'} ${result.id} (${result.scope} scope).`;
    return { structured, text: `${done}${still}` };
  },
});
