import { StrataError } from '../../core/errors.js';
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
    const label = readString(args.values.label);
    const files = readList(args.values.file) ?? [];
    const sessionId = readString(args.values.session);
    // A stash of nothing is an empty breadcrumb titled "Stashed thread: thread".
    if (!label && !prompts.length && !files.length && !sessionId)
      throw new StrataError('INVALID_ARGUMENT', 'nothing to stash', {
        hint: 'say what the thread is: strata stash --label "what you were doing" (add --prompt and --file to keep them); in Claude Code, /strata:stash stashes the conversation',
      });
    const memory = await stashThread(ctx.store, { label, prompts, files, sessionId });
    return {
      json: { id: memory.id, path: memory.path, title: memory.title },
      text: `Stashed ${memory.id} (${memory.path}); resume it with strata resume ${memory.id}`,
    };
  },
};
