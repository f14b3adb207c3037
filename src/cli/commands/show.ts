import { isStrataError } from '../../core/errors.js';
import { type Edge, type Graph, inverseLabel } from '../../core/graph.js';
import type { Memory } from '../../core/memory.js';
import { CARD_KEYS } from '../../core/memory-card.js';
import type { ScopeName } from '../../core/scope.js';
import { readGraph } from '../../storage/graph-store.js';
import {
  findIdsByPrefix,
  findMemory,
  type LoadedStore,
  loadStore,
} from '../../storage/load-store.js';
import { readScope, requirePositional } from '../args.js';
import type { CliContext, Command } from '../command.js';

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => describeValue(v)).join(', ');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What the JSON says about a memory that a person reading it needs, one line each. */
function describeFields(memory: Memory): string[] {
  const lines = [
    memory.tags.length ? `tags: ${memory.tags.join(', ')}` : '',
    memory.aliases?.length ? `aliases: ${memory.aliases.join('; ')}` : '',
    memory.severity ? `severity: ${memory.severity}` : '',
    memory.filePatterns?.length ? `file_patterns: ${memory.filePatterns.join(', ')}` : '',
    memory.commandPatterns?.length ? `command_patterns: ${memory.commandPatterns.join('; ')}` : '',
    memory.status ? `status: ${memory.status}` : '',
    `created: ${memory.created || '(none)'}  updated: ${memory.updated || '(none)'}`,
    memory.links.length ? `links: ${memory.links.join(', ')}` : '',
  ];
  for (const [key, value] of Object.entries(memory.fields)) {
    if (!CARD_KEYS.has(key) && value !== undefined && value !== null)
      lines.push(`${key}: ${describeValue(value)}`);
  }
  return lines;
}

function describeEdges(edges: readonly Edge[]): string[] {
  return edges.length ? ['edges:', ...edges.map((e) => `  ${e.label} → ${e.target}`)] : [];
}

/** Adds `edge` unless an edge to the same memory is already there (the first found wins). */
function addUnique(edges: Edge[], edge: Edge): void {
  if (!edges.some((e) => e.target === edge.target)) edges.push(edge);
}

/**
 * The memory's edges from every scope's graph.json: a link made from a memory of another
 * scope is kept in that scope's graph. Its own scope's graph comes first; an edge that only
 * points at the memory (a hand-written graph) is shown reversed, with the inverse label.
 * A broken graph of another scope is named and skipped, since it is not this memory's.
 */
async function collectEdges(ctx: CliContext, memory: Memory): Promise<Edge[]> {
  const own = ctx.scopes.filter((s) => s.scope === memory.scope);
  const others = ctx.scopes.filter((s) => s.scope !== memory.scope);
  const graphs: Graph[] = [];
  for (const scope of own) graphs.push((await readGraph(scope.dir)).graph);
  for (const scope of others) {
    try {
      graphs.push((await readGraph(scope.dir)).graph);
    } catch (error) {
      if (!isStrataError(error)) throw error;
      ctx.notice(`strata: ${error.message} (links kept there are not shown)`);
    }
  }
  const edges: Edge[] = [];
  for (const graph of graphs) for (const edge of graph[memory.id] ?? []) addUnique(edges, edge);
  for (const graph of graphs) {
    for (const [from, out] of Object.entries(graph)) {
      const edge = out.find((e) => e.target === memory.id);
      if (edge && from !== memory.id)
        addUnique(edges, { ...edge, target: from, label: inverseLabel(edge.label) });
    }
  }
  return edges;
}

/**
 * The memory `id` names; reading is harmless, so an id that is the start of exactly one
 * memory's id shows that memory (saying so). Otherwise the refusal suggests ids.
 */
function findShown(ctx: CliContext, store: LoadedStore, id: string, scope?: ScopeName): Memory {
  try {
    return findMemory(store, id, scope);
  } catch (error) {
    if (!isStrataError(error, 'NOT_FOUND')) throw error;
    const started = findIdsByPrefix(store, id, scope);
    if (started.length !== 1) throw error;
    ctx.notice(
      `strata: no memory has the id "${id}"; showing ${started[0]}, the one id that starts so`,
    );
    return findMemory(store, started[0]!, scope);
  }
}

/** `strata show`: one memory in full, with its edges. */
export const showCommand: Command = {
  name: 'show',
  help: `strata show <id> [--scope S]

  Prints the memory's file, its fields (severity and file_patterns of a gotcha too) and
  its labelled links (outgoing and incoming). Archived memories are shown too, so a link
  to one can still be followed; a file that does not load is named with the reason.`,
  options: { scope: { type: 'string' } },
  async run(ctx, args) {
    const id = requirePositional(args, 0, 'id', 'strata show <id>');
    const store = await loadStore(ctx.store);
    const memory = findShown(ctx, store, id, readScope(args.values.scope));
    const edges = await collectEdges(ctx, memory);
    const hidden = store.shadowed.filter((s) => s.item.id === memory.id && s.by === memory.scope);
    // A file of another scope is shadowed; one of the same scope is a clash to resolve.
    const shadows = hidden.filter((s) => s.item.scope !== memory.scope);
    const sameId = hidden.filter((s) => s.item.scope === memory.scope).map((s) => s.item.path);
    const { fields: _fields, ...rest } = memory;
    const json = {
      ...rest,
      fields: memory.fields,
      edges,
      shadows: shadows.map((s) => s.item.scope),
      sameIdFiles: sameId,
    };
    const lines = [
      `${memory.id}  [${memory.type}, ${memory.scope}${memory.archived ? ', archived' : ''}]`,
      memory.title,
      `file: ${memory.path}`,
      ...describeFields(memory),
      ...describeEdges(edges),
      shadows.length
        ? `shadows the same id in: ${shadows.map((s) => s.item.scope).join(', ')}`
        : '',
      ...sameId.map(
        (file) => `also has this id, hidden behind this one (give one of them another id): ${file}`,
      ),
    ].filter(Boolean);
    return { json, text: [...lines, '', memory.body.trim()].join('\n') };
  },
};
