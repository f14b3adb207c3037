/** `memory_move`: carry a memory, its links and its graph edges to another scope. */
import { z } from 'zod';
import { moveMemory } from '../../services/move/move.js';
import { defineTool } from '../tool.js';
import { scopeSchema } from '../views.js';

const input = z.object({
  id: z.string().min(1).describe('The memory to move'),
  to: scopeSchema.describe(
    'Target scope: local (only you), project (the team), global (you, every project)',
  ),
  from: scopeSchema.optional().describe('Move the copy in this scope (default: the one that wins)'),
  dry_run: z
    .boolean()
    .optional()
    .describe('Only report what the move would do (paths, edges, dangling links); change nothing'),
});

const edge = z.object({ from: z.string(), target: z.string(), label: z.string() });

const output = z.object({
  id: z.string(),
  from: scopeSchema,
  to: scopeSchema,
  path: z.string().describe('Where the file was'),
  new_path: z.string(),
  edges: z.array(edge).describe("The memory's edges in the target scope's graph"),
  dropped: z.array(edge).describe("Edges leaving the source scope's graph"),
  kept: z
    .array(edge)
    .describe("The memory's edges the source graph keeps (their other end stays there)"),
  dangling: z
    .array(
      z.object({
        from: z.string(),
        to: z.string(),
        reason: z.enum(['missing', 'not-visible']),
        detail: z.string(),
      }),
    )
    .describe('Links that will not resolve everywhere after the move'),
  resumed: z.boolean().describe('True when an interrupted earlier move was finished'),
  dry_run: z.boolean().describe('True when nothing was changed'),
});

const toEdge = (e: { from: string; target: string; label: string }) => ({
  from: e.from,
  target: e.target,
  label: e.label,
});

/** The move tool. */
export const memoryMove = defineTool({
  name: 'memory_move',
  title: 'Move a memory to another scope',
  description:
    'Move a memory to another scope when it was saved in the wrong one: a personal lesson in ' +
    'the project scope (move to local or global), or a lesson the whole team needs in local ' +
    "or in Claude Code's own memory (move to project: a promotion, only after the user agrees; " +
    'the note leaves MEMORY.md and keeps where it came from). Its links and labelled graph edges come along. Refused when the ' +
    'target already holds the id. With dry_run it only reports the plan. Tell the user about ' +
    'any dangling links it returns.',
  input,
  output,
  hints: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
  async run(args, deps) {
    const r = await moveMemory(deps.store, args.id, args.to, {
      ...(args.from ? { from: args.from } : {}),
      dryRun: args.dry_run === true,
      session: deps.sessionId,
    });
    if (!r.dryRun) await deps.index.applyWrites([r.newPath], [r.path]);
    const dangling = r.dangling.map((d) => `${d.from} → ${d.to} (${d.reason})`);
    const verb = r.dryRun ? 'Would move' : 'Moved';
    return {
      structured: {
        ...{ id: r.id, from: r.from, to: r.to, path: r.path, new_path: r.newPath },
        edges: r.edges.map(toEdge),
        dropped: r.dropped.map(toEdge),
        kept: r.kept.map(toEdge),
        dangling: r.dangling,
        resumed: r.resumed,
        dry_run: r.dryRun,
      },
      text:
        `${verb} ${r.id} from the ${r.from} to the ${r.to} scope with ${r.edges.length} edges.` +
        (dangling.length ? ` Dangling somewhere: ${dangling.join('; ')}.` : '') +
        (r.dryRun ? ' Dry run: nothing was changed.' : ''),
    };
  },
});
