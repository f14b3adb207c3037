import { StrataError } from '../../core/errors.js';
import { toSummary } from '../../core/memory-card.js';
import { loadStore } from '../../storage/load-store.js';
import { readList, readScope, readString } from '../args.js';
import type { Command } from '../command.js';

/** `--missing`: the one field it knows, or an error naming the choices. */
function readMissing(value: unknown): 'aliases' | undefined {
  const field = readString(value);
  if (field === undefined || field === 'aliases') return field;
  throw new StrataError(
    'INVALID_ARGUMENT',
    `--missing ${JSON.stringify(field)} is not a field it checks`,
    {
      subject: '--missing',
      hint: 'use --missing aliases',
    },
  );
}

/** `--limit N`: a positive whole number, or no limit. */
function readLimit(value: unknown): number | undefined {
  const text = readString(value);
  if (text === undefined) return undefined;
  const limit = Number(text);
  if (Number.isSafeInteger(limit) && limit > 0) return limit;
  throw new StrataError('INVALID_ARGUMENT', `--limit ${JSON.stringify(text)} is not a count`, {
    subject: '--limit',
    hint: 'use a whole number above 0, e.g. --limit 10',
  });
}

/** `strata list`: memories, filtered. */
export const listCommand: Command = {
  name: 'list',
  summary: 'List memories (filter by type, scope, tag, status)',
  help: `strata list [--type T] [--scope S] [--tag T] [--status S] [--missing aliases] [--limit N] [--all]

  Newest first. Archived memories are hidden unless --all. Files that could not be
  read are reported on stderr (and under "problems" with --json). --status draft lists
  the drafts captured from sessions (see strata review). --missing aliases lists the
  memories that have no aliases yet (see /strata:enrich). --limit N shows the first N;
  the count line still counts them all.`,
  options: {
    type: { type: 'string' },
    scope: { type: 'string' },
    tag: { type: 'string', multiple: true },
    status: { type: 'string' },
    missing: { type: 'string' },
    limit: { type: 'string' },
    all: { type: 'boolean' },
  },
  async run(ctx, { values }) {
    const store = await loadStore(ctx.store);
    const type = readString(values.type);
    const scope = readScope(values.scope);
    const tags = readList(values.tag) ?? [];
    const status = readString(values.status);
    const missing = readMissing(values.missing);
    const memories = store.visible
      .filter((m) => values.all || !m.archived)
      .filter((m) => !type || m.type === type)
      .filter((m) => !scope || m.scope === scope)
      .filter((m) => !status || m.status === status)
      .filter((m) => !missing || !m.aliases?.length)
      .filter((m) => tags.every((t) => m.tags.includes(t)))
      .sort((a, b) => b.updated.localeCompare(a.updated) || a.id.localeCompare(b.id));
    const shown = memories.slice(0, readLimit(values.limit));
    const json = { memories: shown.map(toSummary), problems: store.problems };
    const text = [
      ...shown.map(
        (m) => `${m.id.padEnd(48)} ${String(m.type).padEnd(10)} ${m.scope.padEnd(10)} ${m.title}`,
      ),
      `${memories.length} memories${store.problems.length ? `, ${store.problems.length} unreadable files (run strata verify)` : ''}`,
    ].join('\n');
    return { json, text };
  },
};
