/** `memory_unlink`: remove the link between two memories, both directions. */
import { z } from 'zod';
import { unlinkMemories } from '../../services/links.js';
import { defineTool } from '../tool.js';
import { scopeSchema } from '../views.js';
import { linkOutput } from './memory-link.js';

const input = z.object({
  from: z.string().min(1).describe('One memory of the pair'),
  to: z.string().min(1).describe('The other memory'),
  scope: scopeSchema.optional().describe('The scope of from (default: the copy that wins)'),
});

/** The unlink tool. */
export const memoryUnlink = defineTool({
  name: 'memory_unlink',
  title: 'Unlink two memories',
  description:
    'Remove a wrong or outdated link between two memories: the frontmatter link and both graph ' +
    'edges go. The memories themselves stay.',
  input,
  output: linkOutput,
  hints: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
  async run(args, deps) {
    const result = await unlinkMemories(deps.store, args.from, args.to, args.scope);
    const text = result.changed
      ? `Unlinked ${result.from} and ${result.to}`
      : `${result.from} and ${result.to} were not linked`;
    return { structured: result, text };
  },
});
