import { toSummary } from '../../core/memory-card.js';
import { countOf } from '../../core/plural.js';
import { checkTypeFilter } from '../../core/type-filter.js';
import { findUnloadedMemories } from '../../services/audit-files.js';
import { loadStore } from '../../storage/load-store.js';
import { readList, readScope, readString } from '../args.js';
import type { Command } from '../command.js';

function describeCounts(shown: number, broken: number): string {
  const memories = countOf(shown, 'memory', 'memories');
  return broken
    ? `${memories}, ${countOf(broken, 'file')} not loaded (named above; run strata verify)`
    : memories;
}

/** `strata list`: memories, filtered. */
export const listCommand: Command = {
  name: 'list',
  help: `strata list [--type T] [--scope S] [--tag T] [--status S] [--all]

  Newest first. Archived memories are hidden unless --all, which marks them
  "(archived)". Files that could not be read, and markdown files that look like
  memories but do not load (e.g. a misspelt "tpye:"), are named on stderr (under
  "problems" and "notMemories" with --json). --status draft lists the drafts captured
  from sessions (see strata review).`,
  options: {
    type: { type: 'string' },
    scope: { type: 'string' },
    tag: { type: 'string', multiple: true },
    status: { type: 'string' },
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
    const memories = store.visible
      .filter((m) => values.all || !m.archived)
      .filter((m) => !type || m.type === type)
      .filter((m) => !scope || m.scope === scope)
      .filter((m) => !status || m.status === status)
      .filter((m) => tags.every((t) => m.tags.includes(t)))
      .sort((a, b) => b.updated.localeCompare(a.updated) || a.id.localeCompare(b.id));
    const notMemories = await findUnloadedMemories(ctx.store, store.all, store.problems);
    for (const p of store.problems) ctx.notice(p.message);
    for (const n of notMemories) ctx.notice(`strata: ${n.path}: ${n.reason}`);
    const json = { memories: memories.map(toSummary), problems: store.problems, notMemories };
    const text = [
      ...memories.map(
        (m) =>
          `${m.id.padEnd(48)} ${String(m.type).padEnd(10)} ${m.scope.padEnd(10)} ${m.title}${m.archived ? '  (archived)' : ''}`,
      ),
      // A file git left conflicted is named here: it is a memory the list cannot show.
      ...store.problems
        .filter((p) => p.code === 'CONFLICT')
        .map((p) => `conflict  ${p.path}: git merge markers (run strata verify --fix)`),
      describeCounts(memories.length, store.problems.length + notMemories.length),
    ].join('\n');
    return { json, text };
  },
};
