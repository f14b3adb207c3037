import { resumeStash } from '../../services/stash.js';
import { digestPaths } from '../../storage/digest-files.js';
import { loadStore } from '../../storage/load-store.js';
import { markStashResumed, stashIndexPath } from '../../storage/stash-index.js';
import type { CliContext, Command, CommandResult } from '../command.js';

/** Without an id: the threads waiting to be resumed, newest first (as /strata:resume does). */
async function listStashes(ctx: CliContext): Promise<CommandResult> {
  const store = await loadStore(ctx.store);
  const stashed = store.visible
    .filter((m) => m.type === 'breadcrumb' && m.status === 'stashed' && !m.archived)
    .sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0));
  const json = {
    stashed: stashed.map((m) => ({ id: m.id, title: m.title, scope: m.scope, updated: m.updated })),
  };
  const text = stashed.length
    ? [
        ...stashed.map((m) => `${m.id}  ${m.title}  (${m.updated})`),
        '',
        'Resume one with strata resume <id>.',
      ].join('\n')
    : 'No stashed threads.';
  return { json, text };
}

/** `strata resume <id>`: bring a stashed thread back. */
export const resumeCommand: Command = {
  name: 'resume',
  help: `strata resume [<id>]

  Without an id, lists the stashed threads, newest first. With one, prints what the stashed thread was about (its prompts, the files it touched and the
  memories it links to) and marks the stash "resumed" so it is no longer offered.`,
  options: {},
  async run(ctx, args) {
    const id = args.positionals[0];
    if (id === undefined) return listStashes(ctx);
    const resumed = await resumeStash(ctx.store, id);
    try {
      markStashResumed(
        stashIndexPath(digestPaths(ctx.cacheRoot, ctx.projectRoot ?? null, ctx.memoryRoot).shared),
        id,
      );
    } catch {
      // The index is a cache for hook hints; the memory file already says "resumed".
    }
    const { memory, prompts, files, linked } = resumed;
    const json = {
      id: memory.id,
      title: memory.title,
      status: memory.status,
      prompts,
      files,
      linked,
      changed: resumed.changed,
    };
    const lines = [
      `Resumed ${memory.id}: ${memory.title}`,
      '',
      'Prompts of the thread:',
      ...(prompts.length ? prompts.map((p, i) => `  ${i + 1}. ${p}`) : ['  (none recorded)']),
      '',
      'Files it touched:',
      ...(files.length ? files.map((f) => `  - ${f}`) : ['  (none recorded)']),
      ...(linked.length
        ? ['', 'Linked memories:', ...linked.map((l) => `  - ${l.id} (${l.type}): ${l.title}`)]
        : []),
    ];
    return { json, text: lines.join('\n') };
  },
};
