import { StrataError } from '../../core/errors.js';
import type { Memory } from '../../core/memory.js';
import { toSummary } from '../../core/memory-card.js';
import { countOf } from '../../core/plural.js';
import { checkTypeFilter } from '../../core/type-filter.js';
import { findUnloadedMemories } from '../../services/audit/audit-files.js';
import { loadStore } from '../../storage/load-store.js';
import { readInteger, readList, readScope, readString } from '../args.js';
import type { Command } from '../command.js';

function describeCounts(shown: number, broken: number): string {
  const memories = countOf(shown, 'memory', 'memories');
  return broken
    ? `${memories}, ${countOf(broken, 'file')} not loaded (named above; run strata verify)`
    : memories;
}

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

/** Widest a column grows; a longer id overflows its own row rather than widen every row. */
const MAX_ID_WIDTH = 80;
const MAX_TYPE_WIDTH = 20;

function widthOf(values: readonly string[], max: number): number {
  return Math.min(max, Math.max(0, ...values.map((v) => v.length)));
}

/** One line per memory, columns as wide as the rows need (up to a cap). */
function formatRows(memories: readonly Memory[]): string[] {
  const idWidth = widthOf(
    memories.map((m) => m.id),
    MAX_ID_WIDTH,
  );
  const typeWidth = widthOf(
    memories.map((m) => String(m.type)),
    MAX_TYPE_WIDTH,
  );
  const scopeWidth = widthOf(
    memories.map((m) => m.scope),
    MAX_TYPE_WIDTH,
  );
  return memories.map(
    (m) =>
      `${m.id.padEnd(idWidth)}  ${String(m.type).padEnd(typeWidth)}  ${m.scope.padEnd(scopeWidth)}  ${m.title}${m.archived ? '  (archived)' : ''}`,
  );
}

/** `strata list`: memories, filtered. */
export const listCommand: Command = {
  name: 'list',
  help: `strata list [--type T] [--scope S] [--tag T] [--status S] [--missing aliases] [--limit N] [--all]

  Newest first. Archived memories are hidden unless --all, which marks them
  "(archived)". Files that could not be read, and markdown files that look like
  memories but do not load (e.g. a misspelt "tpye:"), are named on stderr (under
  "problems" and "notMemories" with --json). --status draft lists the drafts captured
  from sessions (see strata review). --missing aliases lists the memories that have no
  aliases yet (see /strata:enrich). --limit N shows the first N; the count line still
  counts them all.`,
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
    if (type !== undefined)
      checkTypeFilter([type], new Set(store.all.map((m) => String(m.type))), '--type');
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
    const notMemories = await findUnloadedMemories(ctx.store, store.all, store.problems);
    for (const p of store.problems) ctx.notice(p.message);
    for (const n of notMemories) ctx.notice(`strata: ${n.path}: ${n.reason}`);
    // A file reusing an id in its own scope is hidden behind the one named after the id.
    for (const { item, by } of store.shadowed)
      if (item.scope === by && !item.archived)
        ctx.notice(
          `strata: ${item.path}: id "${item.id}" is already used by another file in the ${by} scope, which is listed instead; give this file its own id (strata verify names both)`,
        );
    const limit = readInteger(values.limit, '--limit', { min: 1, max: Number.MAX_SAFE_INTEGER });
    const shown = memories.slice(0, limit);
    const json = { memories: shown.map(toSummary), problems: store.problems, notMemories };
    const text = [
      ...formatRows(shown),
      // A file git left conflicted is named here: it is a memory the list cannot show.
      ...store.problems
        .filter((p) => p.code === 'CONFLICT')
        .map((p) => `conflict  ${p.path}: git merge markers (run strata verify --fix)`),
      describeCounts(memories.length, store.problems.length + notMemories.length),
    ].join('\n');
    return { json, text };
  },
};
