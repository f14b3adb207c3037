/** `memory_graph`: the neighbourhood of a memory, to depth N, with edge labels. */
import { z } from 'zod';
import { loadStore } from '../../storage/load-store.js';
import { addFrontmatterLinks, loadMergedGraph, type MergedGraph } from '../graph-view.js';
import { readMemory } from '../memory-access.js';
import { defineTool, READ_ONLY, type ToolDeps } from '../tool.js';

const input = z.object({
  id: z.string().min(1).describe('The memory to start from'),
  depth: z.number().int().min(1).max(4).optional().describe('How many hops to follow (default 1)'),
  labels: z
    .array(z.string())
    .optional()
    .describe('Follow only edges with these labels, e.g. ["supersedes", "implements"]'),
  max_nodes: z
    .number()
    .int()
    .min(1)
    .max(300)
    .optional()
    .describe('Stop after this many memories (default 60)'),
});

const nodeSchema = z.object({
  id: z.string(),
  title: z.string().optional(),
  type: z.string().optional(),
  scope: z.string().optional(),
  depth: z.number().int(),
  missing: z.boolean().optional().describe('True when no memory has this id (a dangling link)'),
});

const output = z.object({
  root: z.string(),
  nodes: z.array(nodeSchema),
  edges: z.array(z.object({ from: z.string(), to: z.string(), label: z.string() })),
  truncated: z.boolean().describe('True when max_nodes stopped the walk'),
});

type Node = z.infer<typeof nodeSchema>;
type Info = { id: string; title: string; type: string; scope: string; links: readonly string[] };

async function memoryInfos(deps: ToolDeps): Promise<Map<string, Info>> {
  const service = deps.index.peek();
  const items: Info[] = service
    ? service.visibleDocs()
    : (await loadStore(deps.store)).visible.map((m) => ({ ...m, type: String(m.type) }));
  return new Map(items.map((i) => [i.id, i]));
}

function nodeOf(id: string, depth: number, infos: Map<string, Info>): Node {
  const info = infos.get(id);
  return info
    ? { id, title: info.title, type: info.type, scope: info.scope, depth }
    : { id, depth, missing: true };
}

function walk(graph: MergedGraph, infos: Map<string, Info>, args: z.infer<typeof input>) {
  const maxNodes = args.max_nodes ?? 60;
  const labels = args.labels?.length ? new Set(args.labels) : null;
  const nodes = new Map<string, Node>([[args.id, nodeOf(args.id, 0, infos)]]);
  const edges: z.infer<typeof output>['edges'] = [];
  let frontier = [args.id];
  let truncated = false;
  for (let depth = 1; depth <= (args.depth ?? 1) && frontier.length; depth++) {
    const next: string[] = [];
    for (const from of frontier) {
      for (const edge of graph.get(from) ?? []) {
        if (labels && !labels.has(edge.label)) continue;
        if (!nodes.has(edge.target)) {
          if (nodes.size >= maxNodes) {
            truncated = true;
            continue;
          }
          nodes.set(edge.target, nodeOf(edge.target, depth, infos));
          next.push(edge.target);
        }
        edges.push({ from, to: edge.target, label: edge.label });
      }
    }
    frontier = next;
  }
  return { root: args.id, nodes: [...nodes.values()], edges, truncated };
}

function render(view: z.infer<typeof output>): string {
  const title = (id: string) => view.nodes.find((n) => n.id === id)?.title ?? '(missing)';
  const lines = [`${view.root}: ${title(view.root)} — ${view.nodes.length - 1} neighbours`];
  for (const e of view.edges) lines.push(`${e.from} —${e.label}→ ${e.to} (${title(e.to)})`);
  if (view.truncated) lines.push('… more: raise max_nodes or filter by labels');
  return lines.join('\n');
}

/** The graph tool. */
export const memoryGraph = defineTool({
  name: 'memory_graph',
  title: 'Memory neighbourhood',
  description:
    'Follow the links of a memory: which decisions it implements, what supersedes it, which ' +
    'hub it belongs to, to a few hops. Returns nodes (id, title, type, depth) and labelled edges.',
  input,
  output,
  hints: READ_ONLY,
  async run(args, deps) {
    const root = await readMemory(deps, args.id);
    const infos = await memoryInfos(deps);
    const graph = await loadMergedGraph(deps);
    addFrontmatterLinks(graph, [...infos.values()]);
    const view = walk(graph, infos, { ...args, id: root.id });
    return { structured: view, text: render(view) };
  },
});
