import { stashThread } from '../../services/stash.js';
import { readList, readString } from '../args.js';
import type { Command } from '../command.js';

/** `strata stash`: set a thread aside as a breadcrumb to resume later. */
export const stashCommand: Command = {
  name: 'stash',
  help: `strata stash [--label L] [--prompt P]... [--file F]... [--session ID]

  Writes a breadcrumb with status "stashed" in the local scope (global outside a
  project): the thread's prompts and files, secrets redacted. The hooks do this
  themselves when the conversation changes topic; resume with strata resume <id>.`,
  options: {
    label: { type: 'string' },
    prompt: { type: 'string', multiple: true },
    file: { type: 'string', multiple: true },
    session: { type: 'string' },
  },
  async run(ctx, args) {
    const prompts = (args.values.prompt as string[] | undefined) ?? [];
    const memory = await stashThread(ctx.store, {
      label: readString(args.values.label),
      prompts,
      files: readList(args.values.file) ?? [],
      sessionId: readString(args.values.session),
    });
    return {
      json: { id: memory.id, path: memory.path, title: memory.title },
      text: `Stashed ${memory.id} (${memory.path}); resume it with strata resume ${memory.id}`,
    };
  },
};
