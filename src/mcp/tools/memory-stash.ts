/**
 * `memory_stash`: set the current thread aside as a breadcrumb (local scope), so it can be
 * resumed later with `memory_resume`. Written by the stash service (the hooks' body format)
 * and added to the hooks' stash list, so either path can resume the other's stashes.
 */
import { z } from 'zod';
import { createDict } from '../../core/dict.js';
import type { Memory } from '../../core/memory.js';
import { redactSecrets } from '../../core/redact.js';
import { textTerms } from '../../core/terms.js';
import { stashThread } from '../../services/stash.js';
import { updateMemory } from '../../services/update.js';
import { projectCacheDir } from '../../storage/cache-dir.js';
import { stashIndexPath, updateStashIndex } from '../../storage/stash-index.js';
import { defineTool, type ToolDeps } from '../tool.js';
import { scopeSchema } from '../views.js';

const input = z.object({
  label: z
    .string()
    .min(1)
    .max(120)
    .describe('A few words naming the thread, e.g. "flaky e2e login test"'),
  prompts: z
    .array(z.string())
    .max(50)
    .optional()
    .describe('The requests that made up the thread, oldest first'),
  files: z.array(z.string()).max(100).optional().describe('Files the thread touched'),
  next_steps: z.string().max(4000).optional().describe('Where it stopped and what remains to do'),
  session_id: z
    .string()
    .max(200)
    .optional()
    .describe('The session the thread belongs to, if known'),
});

const output = z.object({
  id: z.string(),
  label: z.string(),
  scope: scopeSchema,
  path: z.string(),
  status: z.literal('stashed'),
});

function termWeights(texts: readonly string[]): Record<string, number> {
  const weights = createDict<number>();
  for (const term of texts.flatMap(textTerms)) weights[term] = (weights[term] ?? 0) + 1;
  return weights;
}

/** Adds the next steps below the thread (the stash service records prompts and files). */
async function addNextSteps(deps: ToolDeps, memory: Memory, text: string): Promise<Memory> {
  const body = `${memory.body.replace(/\s*$/, '\n')}\n## Next steps\n\n${redactSecrets(text.trim())}\n`;
  return updateMemory(
    deps.store,
    memory.id,
    { body },
    { scope: memory.scope, expectedHash: memory.hash },
  );
}

function recordForHooks(deps: ToolDeps, memory: Memory, args: z.infer<typeof input>): void {
  // The hooks match later prompts against this list ("this looks like <label>").
  updateStashIndex(
    stashIndexPath(projectCacheDir(deps.cacheRoot, deps.memoryRoot ?? deps.projectRoot)),
    (index) => {
      index.stashes.push({
        id: memory.id,
        label: args.label,
        terms: termWeights([args.label, ...(args.prompts ?? [])]),
        files: (args.files ?? []).slice(0, 20),
        created: memory.created,
        sessionId: args.session_id ?? 'unknown',
        status: 'stashed',
      });
    },
  );
}

/** The stash tool. */
export const memoryStash = defineTool({
  name: 'memory_stash',
  title: 'Stash the current thread',
  description:
    'Set the current line of work aside when the user switches to something else: records the ' +
    'label, the requests, the files and what remains to do as a breadcrumb in the local scope. ' +
    'Resume it later with memory_resume.',
  input,
  output,
  hints: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
  async run(args, deps) {
    let memory = await stashThread(deps.store, {
      label: args.label,
      prompts: args.prompts ?? [],
      files: args.files ?? [],
      ...(args.session_id ? { sessionId: args.session_id } : {}),
    });
    if (args.next_steps?.trim()) memory = await addNextSteps(deps, memory, args.next_steps);
    await deps.index.applyWrites([memory.path]);
    try {
      recordForHooks(deps, memory, args);
    } catch (error) {
      // A cache for hook hints; the breadcrumb file is the stash.
      deps.log(`stash index: ${String(error)}`);
    }
    const label = memory.title.replace(/^Stashed thread:\s*/, '');
    const structured = {
      id: memory.id,
      label,
      scope: memory.scope,
      path: memory.path,
      status: 'stashed' as const,
    };
    return {
      structured,
      text: `Stashed "${label}" as ${memory.id}. Resume it with memory_resume id=${memory.id}.`,
    };
  },
});
