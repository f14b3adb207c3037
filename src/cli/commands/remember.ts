import { MEMORY_TYPES } from '../../core/memory.js';
import { type MemorySummary, toSummary } from '../../core/memory-card.js';
import { checkRememberInput } from '../../services/remember.js';
import { rememberUnlessDuplicate } from '../../services/remember-unique.js';
import { SIMILAR_ADVICE, type SimilarReport } from '../../services/similar.js';
import {
  readGlobList,
  readList,
  readPhrases,
  readScope,
  readString,
  requireOption,
} from '../args.js';
import type { Command } from '../command.js';
import { openCliSearch } from '../open-cli-search.js';

function describeSimilar(check: SimilarReport): string {
  if (!check.similar.length) return '';
  const lines = check.similar.map(
    (m) => `  ${m.id}  [${m.scope}]  ${m.score.toFixed(3)}  ${m.title}`,
  );
  return `\nSimilar memories (${SIMILAR_ADVICE}):\n${lines.join('\n')}`;
}

/** `strata remember`: save a new memory. */
export const rememberCommand: Command = {
  name: 'remember',
  help: `strata remember --type TYPE --title TITLE [--body TEXT | < body.md] [options]

  --type TYPE            decision | learning | artifact | gotcha | breadcrumb | hub
  --title TITLE          one line (or give it as the first argument)
  --body TEXT            the markdown body; read from standard input when omitted
  --tag T                tags, repeatable or comma-separated
  --alias PHRASE         another way someone would ask for it, in words the title and
                         body do not use; repeatable, 2-5 of them, up to 80 characters
  --link ID              ids of memories to link to (label relates-to), repeatable
  --scope S              local | project | global | enterprise (default: project inside a
                         git repository, else global)
  --severity S           gotchas: critical | high | medium | low
  --file-pattern GLOB    gotchas: files that trigger it, relative to the project root
  --command-pattern P    gotchas: a Bash command that triggers it, program first, e.g.
                         "prisma migrate reset" or "git push --force" (repeatable)
  --status S             e.g. open (breadcrumbs)
  --if-unique            do not save when an existing memory says the same thing (error
                         DUPLICATE naming it); by default the memory is saved and the
                         matches are listed (JSON: similar: [{id, title, scope, score}])`,
  options: {
    type: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string' },
    tag: { type: 'string', multiple: true },
    alias: { type: 'string', multiple: true },
    link: { type: 'string', multiple: true },
    scope: { type: 'string' },
    severity: { type: 'string' },
    'file-pattern': { type: 'string', multiple: true },
    'command-pattern': { type: 'string', multiple: true },
    status: { type: 'string' },
    'if-unique': { type: 'boolean' },
  },
  async run(ctx, { values, positionals }) {
    const body = readString(values.body) ?? (await ctx.readStdin());
    const scope = readScope(values.scope) ?? (ctx.projectRoot ? 'project' : 'global');
    const input = {
      type: requireOption(
        values.type,
        '--type',
        `give --type ${MEMORY_TYPES.join(' | ')}, e.g. strata remember --type decision --title "…"`,
      ),
      title: readString(values.title) ?? positionals.join(' '),
      body,
      scope,
      tags: readList(values.tag),
      aliases: readPhrases(values.alias),
      links: readList(values.link),
      severity: values.severity,
      filePatterns: readGlobList(values['file-pattern']),
      commandPatterns: readPhrases(values['command-pattern']),
      status: values.status,
    };
    // Every mistake in the input is reported before the search (and its model probe) starts.
    checkRememberInput(ctx.store, input);
    // Saved vectors are used when present; the store is not embedded here.
    const service = await openCliSearch(ctx);
    try {
      const { memory, check } = await rememberUnlessDuplicate(ctx.store, input, {
        service,
        ifUnique: values['if-unique'] === true,
      });
      // The hooks read digests only: this save reaches them now, not at the next search.
      await service.applyWritten([memory.path]);
      const similar = check?.similar ?? [];
      const json: MemorySummary & Record<string, unknown> = {
        ...toSummary(memory),
        similar,
        ...(similar.length ? { advice: SIMILAR_ADVICE } : {}),
        duplicateCheck: check?.method ?? 'skipped',
      };
      const text = `Saved ${memory.id} (${memory.scope}): ${memory.path}${check ? describeSimilar(check) : ''}`;
      return { json, text };
    } finally {
      await service.close();
    }
  },
};
