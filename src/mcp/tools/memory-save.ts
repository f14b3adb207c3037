/** `memory_save`: write a new memory file. */
import { z } from 'zod';
import { isStrataError } from '../../core/errors.js';
import { MEMORY_TYPES, SEVERITIES } from '../../core/memory.js';
import type { SearchService } from '../../indexing/search-service.js';
import { checkRememberInput } from '../../services/remember.js';
import { rememberUnlessDuplicate } from '../../services/remember-unique.js';
import { SIMILAR_ADVICE, type SimilarReport } from '../../services/similar.js';
import { defaultWriteScope } from '../memory-access.js';
import { defineTool, type ToolDeps } from '../tool.js';
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
  aliases: z
    .array(z.string())
    .optional()
    .describe(
      'Always give 2-5: how someone would ask for this memory in words the title and body do not use (the symptom, the user\'s phrasing, an older name), e.g. ["two tabs log the user out"]',
    ),
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
  command_patterns: z
    .array(z.string())
    .optional()
    .describe(
      'Gotchas: Bash commands it is about, program first; shown (or asked, when critical) before such a command runs. Words match in order, options (-x, --flag) anywhere, * within a word, e.g. ["prisma migrate reset", "git push --force"]',
    ),
  if_unique: z
    .boolean()
    .optional()
    .describe(
      'true: do not save when an existing memory says the same thing (error DUPLICATE naming it); default false: save and list the matches in `similar`',
    ),
});

const similarSchema = z.object({
  id: z.string(),
  title: z.string(),
  scope: scopeSchema,
  score: z.number().describe('0-1: how alike the two memories are (words and meaning)'),
});

const output = z.object({
  id: z.string(),
  scope: scopeSchema,
  type: z.string(),
  title: z.string(),
  path: z.string(),
  hash: z.string().optional(),
  similar: z
    .array(similarSchema)
    .describe('Existing memories that say the same thing, best first; empty when none'),
  advice: z.string().optional().describe('What to do about `similar`, when it is not empty'),
  duplicate_check: z
    .enum(['keyword+semantic', 'keyword', 'skipped'])
    .describe(
      'How the duplicate check compared: words and meaning, words only, or not at all (indexes still loading)',
    ),
});

/** The search service if it is ready soon; null (check skipped) when it is still loading. */
async function getServiceForCheck(
  deps: ToolDeps,
  required: boolean,
): Promise<SearchService | null> {
  try {
    return await deps.index.get();
  } catch (error) {
    // A unique save must not happen unchecked; a plain save goes ahead and says so.
    if (required || !isStrataError(error, 'NOT_READY')) throw error;
    return null;
  }
}

function describeCheck(check: SimilarReport | null): string {
  if (!check) return '\nDuplicates were not checked: the indexes are still loading.';
  if (!check.similar.length) return '';
  const lines = check.similar.map((m) => `- ${m.id} (${m.scope}, score ${m.score}): ${m.title}`);
  return `\nSimilar memories (${SIMILAR_ADVICE}):\n${lines.join('\n')}`;
}

/** The save tool. */
export const memorySave = defineTool({
  name: 'memory_save',
  title: 'Save a memory',
  description:
    'Save something worth knowing next time as a new markdown memory file: a decision and its ' +
    'reason, a gotcha (with file_patterns so it is shown before those files are read or edited, command_patterns for the commands it concerns), a learning. ' +
    'Give aliases on every save: they are what keyword search finds it by when the asker uses other words. ' +
    'Search first; if a memory on the subject exists, use memory_update instead. Returns the new id ' +
    'and `similar`: existing memories that look alike (if one says the same thing, update it and forget the new one; memories you link are never listed). ' +
    'if_unique: true refuses to save when there is such a memory.',
  input,
  output,
  hints: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
  async run(args, deps) {
    const input = {
      type: args.type,
      title: args.title,
      body: args.body,
      scope: args.scope ?? defaultWriteScope(deps),
      tags: args.tags,
      aliases: args.aliases,
      links: args.links,
      severity: args.severity,
      filePatterns: args.file_patterns,
      commandPatterns: args.command_patterns,
    };
    // Mistakes first: no wait for the indexes on a save that cannot happen.
    checkRememberInput(deps.store, input);
    const service = await getServiceForCheck(deps, args.if_unique === true);
    const { memory, check } = await rememberUnlessDuplicate(deps.store, input, {
      service,
      ifUnique: args.if_unique === true,
    });
    await deps.index.applyWrites([memory.path]);
    const structured = {
      id: memory.id,
      scope: memory.scope,
      type: String(memory.type),
      title: memory.title,
      path: memory.path,
      ...(memory.hash ? { hash: memory.hash } : {}),
      similar: check?.similar ?? [],
      ...(check?.similar.length ? { advice: SIMILAR_ADVICE } : {}),
      duplicate_check: check?.method ?? ('skipped' as const),
    };
    return {
      structured,
      text: `Saved ${memory.id} (${memory.type}, ${memory.scope} scope) at ${memory.path}${describeCheck(check)}`,
    };
  },
});
