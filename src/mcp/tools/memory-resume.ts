/**
 * `memory_resume`: bring a stashed thread back (its requests, files and linked memories)
 * and mark it resumed; without an id, list the open stashes.
 */
import { z } from 'zod';
import { resumeStash } from '../../services/stash.js';
import { projectCacheDir } from '../../storage/cache-dir.js';
import { assertMemoryId } from '../../storage/load-store.js';
import { markStashResumed, stashIndexPath } from '../../storage/stash-index.js';
import { allRows } from '../memory-access.js';
import { defineTool, type ToolDeps } from '../tool.js';
import { formatRows, type Row, rowSchema } from '../views.js';

const input = z.object({
  id: z
    .string()
    .optional()
    .describe('The stash to resume (a breadcrumb id). Leave out to list the open stashes'),
});

const output = z.object({
  stashes: z
    .array(rowSchema)
    .optional()
    .describe('Open stashes, newest first (when no id was given)'),
  stash: z
    .object({
      id: z.string(),
      title: z.string(),
      already_resumed: z.boolean(),
      prompts: z.array(z.string()),
      files: z.array(z.string()),
      body: z.string().describe('The whole breadcrumb, next steps included'),
      linked: z.array(z.object({ id: z.string(), title: z.string(), type: z.string() })),
    })
    .optional(),
});

async function openStashes(deps: ToolDeps): Promise<Row[]> {
  const { rows } = await allRows(deps);
  return rows
    .filter((r) => r.type === 'breadcrumb' && r.status === 'stashed' && !r.archived)
    .sort((a, b) => (b.updated ?? '').localeCompare(a.updated ?? ''));
}

/** The resume tool. */
export const memoryResume = defineTool({
  name: 'memory_resume',
  title: 'Resume a stashed thread',
  description:
    'Bring back a thread that was set aside (by memory_stash or automatically when the topic ' +
    'changed): its requests, the files it touched, what remained to do, and linked memories. ' +
    'Marks the stash resumed. Without an id, lists the open stashes.',
  input,
  output,
  hints: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
  async run(args, deps) {
    if (args.id === undefined) {
      const stashes = await openStashes(deps);
      return {
        structured: { stashes },
        text: `${stashes.length} open stashes\n${formatRows(stashes, '(none)')}`,
      };
    }
    assertMemoryId(args.id);
    const resumed = await resumeStash(deps.store, args.id);
    const { memory, prompts, files, linked } = resumed;
    if (resumed.changed) await deps.index.applyWrites([memory.path]);
    try {
      markStashResumed(
        stashIndexPath(projectCacheDir(deps.cacheRoot, deps.memoryRoot ?? deps.projectRoot)),
        memory.id,
      );
    } catch (error) {
      deps.log(`stash index: ${String(error)}`);
    }
    const stash = {
      id: memory.id,
      title: memory.title,
      already_resumed: !resumed.changed,
      prompts,
      files,
      body: memory.body,
      linked,
    };
    const text = [
      `Resumed ${memory.id}: ${memory.title}${resumed.changed ? '' : ' (it had been resumed before)'}`,
      'Requests:',
      ...(prompts.length ? prompts.map((p, i) => `${i + 1}. ${p}`) : ['(none)']),
      'Files:',
      ...(files.length ? files.map((f) => `- ${f}`) : ['(none)']),
      ...(linked.length
        ? ['Linked:', ...linked.map((l) => `- ${l.id} (${l.type}): ${l.title}`)]
        : []),
      ...(memory.body.includes('## Next steps')
        ? ['', memory.body.slice(memory.body.indexOf('## Next steps'))]
        : []),
    ].join('\n');
    return { structured: { stash }, text };
  },
});
