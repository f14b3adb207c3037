import { resumeStash } from '../../services/stash.js';
import { digestPaths } from '../../storage/digest-files.js';
import { markStashResumed, stashIndexPath } from '../../storage/stash-index.js';
import { requirePositional } from '../args.js';
import type { Command } from '../command.js';

/** `strata resume <id>`: bring a stashed thread back. */
export const resumeCommand: Command = {
  name: 'resume',
  help: `strata resume <id>

  Prints what the stashed thread was about (its prompts, the files it touched and the
  memories it links to) and marks the stash "resumed" so it is no longer offered.`,
  options: {},
  async run(ctx, args) {
    const id = requirePositional(args, 0, 'id', 'strata resume <id>');
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
