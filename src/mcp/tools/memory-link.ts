/** `memory_link`: record how two memories relate (frontmatter link + labelled graph edges). */
import { z } from 'zod';
import { linkMemories } from '../../services/links.js';
import { defineTool } from '../tool.js';
import { scopeSchema } from '../views.js';

const input = z.object({
  from: z.string().min(1).describe('The memory that gets the link'),
  to: z.string().min(1).describe('The memory it points to'),
  label: z
    .string()
    .optional()
    .describe(
      'How from relates to to: implements, supersedes, part-of, depends-on, fixes, caused-by, references, relates-to (default)',
    ),
  scope: scopeSchema.optional().describe('The scope of from (default: the copy that wins)'),
});

/** What link and unlink answer. */
export const linkOutput = z.object({
  from: z.string(),
  to: z.string(),
  label: z.string(),
  scope: scopeSchema.describe('The scope whose graph.json holds the edges'),
  changed: z.boolean().describe('False when the link was already as asked'),
});

/** The link tool. */
export const memoryLink = defineTool({
  name: 'memory_link',
  title: 'Link two memories',
  description:
    'Link two memories with a label, e.g. a decision that supersedes an older one, or a learning ' +
    'that implements a decision. The inverse edge (superseded-by, implemented-by…) is kept too. ' +
    'Linking again with the same label changes nothing.',
  input,
  output: linkOutput,
  hints: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
  async run(args, deps) {
    // The watcher brings the edited frontmatter into the index; search does not use links.
    const result = await linkMemories(
      deps.store,
      args.from,
      args.to,
      args.label ?? 'relates-to',
      args.scope,
    );
    const verb = result.changed ? 'Linked' : 'Already linked:';
    return { structured: result, text: `${verb} ${result.from} —${result.label}→ ${result.to}` };
  },
});
