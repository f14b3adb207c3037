/** `memory_save`: write a new memory file. */
import { z } from 'zod';
import { MEMORY_TYPES, SEVERITIES } from '../../core/memory.js';
import { remember } from '../../services/remember.js';
import { defaultWriteScope } from '../memory-access.js';
import { defineTool } from '../tool.js';
import { scopeSchema } from '../views.js';

const input = z.object({
  type: z
    .enum(MEMORY_TYPES)
    .describe(
      'decision (a choice and why), gotcha (a trap tied to files), learning (how something works), ' +
        'artifact (where a thing is), hub (an index of related memories), breadcrumb (where work stopped)',
    ),
  title: z
    .string()
    .describe('One line, specific and searchable, e.g. "Prisma migrate reset wipes the dev DB"'),
  body: z
    .string()
    .describe(
      'Markdown, short: the fact, why it matters, what to do. Link to long documents instead of copying them',
    ),
  tags: z.array(z.string()).optional().describe('A few lowercase words, e.g. ["auth", "database"]'),
  links: z.array(z.string()).optional().describe('Ids of existing memories this one relates to'),
  scope: scopeSchema
    .optional()
    .describe(
      'project (default in a repository: shared with the team), local (this checkout only, not committed), global (the user, every project)',
    ),
  severity: z.enum(SEVERITIES).optional().describe('Gotchas: how bad it is'),
  file_patterns: z
    .array(z.string())
    .optional()
    .describe(
      'Gotchas: globs relative to the project root that trigger the warning, e.g. ["src/auth/**"]',
    ),
});

const output = z.object({
  id: z.string(),
  scope: scopeSchema,
  type: z.string(),
  title: z.string(),
  path: z.string(),
  hash: z.string().optional(),
});

/** The save tool. */
export const memorySave = defineTool({
  name: 'memory_save',
  title: 'Save a memory',
  description:
    'Save something worth knowing next time as a new markdown memory file: a decision and its ' +
    'reason, a gotcha (with file_patterns so it is shown when those files are read), a learning. ' +
    'Search first; if a memory on the subject exists, use memory_update instead. Returns the new id.',
  input,
  output,
  hints: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
  async run(args, deps) {
    const memory = await remember(deps.store, {
      type: args.type,
      title: args.title,
      body: args.body,
      scope: args.scope ?? defaultWriteScope(deps),
      tags: args.tags,
      links: args.links,
      severity: args.severity,
      filePatterns: args.file_patterns,
    });
    await deps.index.applyWrites([memory.path]);
    const structured = {
      id: memory.id,
      scope: memory.scope,
      type: String(memory.type),
      title: memory.title,
      path: memory.path,
      ...(memory.hash ? { hash: memory.hash } : {}),
    };
    return {
      structured,
      text: `Saved ${memory.id} (${memory.type}, ${memory.scope} scope) at ${memory.path}`,
    };
  },
});
