import { type MemorySummary, summarize } from '../../core/memory.js';
import { remember } from '../../services/remember.js';
import { readGlobList, readList, readScope, readString } from '../args.js';
import type { Command } from '../command.js';

/** `strata remember`: save a new memory. */
export const rememberCommand: Command = {
  name: 'remember',
  summary: 'Save a new memory',
  help: `strata remember --type TYPE --title TITLE [--body TEXT | < body.md] [options]

  --type TYPE            decision | learning | artifact | gotcha | breadcrumb | hub
  --title TITLE          one line (or give it as the first argument)
  --body TEXT            the markdown body; read from standard input when omitted
  --tag T                tags, repeatable or comma-separated
  --link ID              ids of memories to link to (label relates-to), repeatable
  --scope S              local | project | global | enterprise (default: project inside a
                         git repository, else global)
  --severity S           gotchas: critical | high | medium | low
  --file-pattern GLOB    gotchas: files that trigger it, relative to the project root
  --status S             e.g. open (breadcrumbs)`,
  options: {
    type: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string' },
    tag: { type: 'string', multiple: true },
    link: { type: 'string', multiple: true },
    scope: { type: 'string' },
    severity: { type: 'string' },
    'file-pattern': { type: 'string', multiple: true },
    status: { type: 'string' },
  },
  async run(ctx, { values, positionals }) {
    const body = readString(values.body) ?? (await ctx.readStdin());
    const scope = readScope(values.scope) ?? (ctx.projectRoot ? 'project' : 'global');
    const memory = await remember(ctx.store, {
      type: values.type,
      title: readString(values.title) ?? positionals.join(' '),
      body,
      scope,
      tags: readList(values.tag),
      links: readList(values.link),
      severity: values.severity,
      filePatterns: readGlobList(values['file-pattern']),
      status: values.status,
    });
    const json: MemorySummary = summarize(memory);
    return { json, text: `Saved ${memory.id} (${memory.scope}): ${memory.path}` };
  },
};
