/** `memory_update`: change fields or the body of an existing memory in place. */
import { z } from 'zod';
import { SEVERITIES } from '../../core/memory.js';
import { updateMemory } from '../../services/update.js';
import { defineTool } from '../tool.js';
import { scopeSchema } from '../views.js';

const input = z.object({
  id: z.string().min(1).describe('The memory to change'),
  scope: scopeSchema
    .optional()
    .describe('Change the copy in this scope (default: the one that wins)'),
  title: z.string().optional().describe('A new one-line title'),
  body: z.string().optional().describe('The new markdown body (replaces the old one)'),
  tags: z.array(z.string()).optional().describe('Replace all tags'),
  add_tags: z.array(z.string()).optional().describe('Tags to add'),
  remove_tags: z.array(z.string()).optional().describe('Tags to remove'),
  aliases: z
    .array(z.string())
    .optional()
    .describe(
      'Replace the aliases (2-5 ways someone would ask for it in words the title and body do not use); [] removes them',
    ),
  severity: z.enum(SEVERITIES).optional().describe('Gotchas: a new severity'),
  status: z.string().optional().describe('A status word, e.g. open, done, superseded'),
  file_patterns: z.array(z.string()).optional().describe('Gotchas: replace the file globs'),
  command_patterns: z
    .array(z.string())
    .optional()
    .describe('Gotchas: replace the command patterns (e.g. ["npm publish"]); [] removes them'),
  expected_hash: z
    .string()
    .optional()
    .describe(
      'The hash memory_get returned: the update is refused if the file changed since (no lost update)',
    ),
});

const output = z.object({
  id: z.string(),
  scope: scopeSchema,
  path: z.string(),
  updated: z.string(),
  hash: z.string().optional(),
});

/** The update tool. */
export const memoryUpdate = defineTool({
  name: 'memory_update',
  title: 'Update a memory',
  description:
    'Change an existing memory: title, body, tags, aliases, severity, status, file or command patterns. Only the ' +
    'fields you pass change; every other byte of the file stays as it is. Prefer this over saving ' +
    'a near-duplicate. Pass expected_hash from memory_get to be safe against concurrent edits.',
  input,
  output,
  hints: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
  async run(args, deps) {
    const memory = await updateMemory(
      deps.store,
      args.id,
      {
        title: args.title,
        body: args.body,
        tags: args.tags,
        aliases: args.aliases,
        addTags: args.add_tags,
        removeTags: args.remove_tags,
        severity: args.severity,
        status: args.status,
        filePatterns: args.file_patterns,
        commandPatterns: args.command_patterns,
      },
      {
        ...(args.scope ? { scope: args.scope } : {}),
        ...(args.expected_hash ? { expectedHash: args.expected_hash } : {}),
      },
    );
    await deps.index.applyWrites([memory.path]);
    const structured = {
      id: memory.id,
      scope: memory.scope,
      path: memory.path,
      updated: memory.updated,
      ...(memory.hash ? { hash: memory.hash } : {}),
    };
    return { structured, text: `Updated ${memory.id} (${memory.scope} scope, ${memory.updated})` };
  },
});
