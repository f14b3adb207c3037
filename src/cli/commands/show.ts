import { readGraph } from '../../storage/graph-store.js';
import { findMemory, loadStore } from '../../storage/load-store.js';
import { readScope, requirePositional } from '../args.js';
import type { Command } from '../command.js';

/** `strata show`: one memory in full, with its edges. */
export const showCommand: Command = {
  name: 'show',
  summary: 'Show one memory with its links',
  help: `strata show <id> [--scope S]

  Prints the memory's file and its labelled links (outgoing and incoming). Archived
  memories are shown too, so a link to one can still be followed.`,
  options: { scope: { type: 'string' } },
  async run(ctx, args) {
    const id = requirePositional(args, 0, 'id', 'strata show <id>');
    const store = await loadStore(ctx.store);
    const memory = findMemory(store, id, readScope(args.values.scope));
    const scopeDir = ctx.scopes.find((s) => s.scope === memory.scope)!;
    const { graph } = await readGraph(scopeDir.dir);
    const edges = graph[memory.id] ?? [];
    const shadows = store.shadowed.filter((s) => s.item.id === memory.id && s.by === memory.scope);
    const { fields: _fields, ...rest } = memory;
    const json = {
      ...rest,
      fields: memory.fields,
      edges,
      shadows: shadows.map((s) => s.item.scope),
    };
    const lines = [
      `${memory.id}  [${memory.type}, ${memory.scope}${memory.archived ? ', archived' : ''}]`,
      memory.title,
      `file: ${memory.path}`,
      memory.tags.length ? `tags: ${memory.tags.join(', ')}` : '',
      memory.aliases?.length ? `aliases: ${memory.aliases.join('; ')}` : '',
      ...edges.map((e) => `  ${e.label} → ${e.target}`),
      shadows.length
        ? `shadows the same id in: ${shadows.map((s) => s.item.scope).join(', ')}`
        : '',
      '',
      memory.body.trim(),
    ];
    return { json, text: lines.filter((l, i) => l !== '' || i === lines.length - 2).join('\n') };
  },
};
