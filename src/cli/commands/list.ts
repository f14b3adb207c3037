import { toSummary } from '../../core/memory-card.js';
import { loadStore } from '../../storage/load-store.js';
import { readList, readScope, readString } from '../args.js';
import type { Command } from '../command.js';

/** `strata list`: memories, filtered. */
export const listCommand: Command = {
  name: 'list',
  summary: 'List memories (filter by type, scope, tag, status)',
  help: `strata list [--type T] [--scope S] [--tag T] [--status S] [--all]

  Newest first. Archived memories are hidden unless --all. Files that could not be
  read are reported on stderr (and under "problems" with --json). --status draft lists
  the drafts captured from sessions (see strata review).`,
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
    const json = { memories: memories.map(toSummary), problems: store.problems };
    const text = [
      ...memories.map(
        (m) => `${m.id.padEnd(48)} ${String(m.type).padEnd(10)} ${m.scope.padEnd(10)} ${m.title}`,
      ),
      // A file git left conflicted is named here: it is a memory the list cannot show.
      ...store.problems
        .filter((p) => p.code === 'CONFLICT')
        .map((p) => `conflict  ${p.path}: git merge markers (run strata verify --fix)`),
      `${memories.length} memories${store.problems.length ? `, ${store.problems.length} unreadable files (run strata verify)` : ''}`,
    ].join('\n');
    return { json, text };
  },
};
