/** `memory_get`: one memory in full, with its links and labelled edges. */
import { z } from 'zod';
import type { Memory } from '../../core/memory.js';
import { CARD_KEYS, toCard } from '../../core/memory-card.js';
import { addFrontmatterLinks, loadMergedGraph } from '../graph-view.js';
import { allRows, readMemory } from '../memory-access.js';
import { defineTool, READ_ONLY, type ToolDeps } from '../tool.js';
import { cardView, scopeSchema } from '../views.js';

const input = z.object({
  id: z.string().min(1).describe('The memory id, e.g. decision-use-postgres (from search or list)'),
  scope: scopeSchema
    .optional()
    .describe('Read the copy in this scope (default: the one that wins, most specific)'),
});

const edgeSchema = z.object({
  target: z.string(),
  label: z.string().describe('How they relate, e.g. implements, supersedes, relates-to'),
  title: z.string().optional(),
  type: z.string().optional(),
  missing: z.boolean().optional().describe('True when no memory has this id (a dangling link)'),
});

const output = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  scope: scopeSchema,
  tags: z.array(z.string()),
  aliases: z
    .array(z.string())
    .optional()
    .describe('Other ways someone would ask for it; absent when it has none'),
  links: z.array(z.string()),
  created: z.string(),
  updated: z.string(),
  severity: z.string().optional(),
  status: z.string().optional(),
  file_patterns: z.array(z.string()).optional(),
  command_patterns: z.array(z.string()).optional(),
  archived: z.boolean(),
  path: z.string(),
  hash: z
    .string()
    .optional()
    .describe('Pass to memory_update as expected_hash to avoid lost updates'),
  body: z.string(),
  fields: z.record(z.string(), z.unknown()).describe('Other frontmatter fields, kept as written'),
  edges: z.array(edgeSchema),
});

type EdgeView = z.infer<typeof edgeSchema>;

async function edgesOf(deps: ToolDeps, memory: Memory): Promise<EdgeView[]> {
  const graph = await loadMergedGraph(deps);
  addFrontmatterLinks(graph, [memory]);
  const { rows } = await allRows(deps);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (graph.get(memory.id) ?? []).map((e) => {
    const row = byId.get(e.target);
    return row
      ? { target: e.target, label: e.label, title: row.title, type: row.type }
      : { target: e.target, label: e.label, missing: true };
  });
}

function customFields(memory: Memory): Record<string, unknown> {
  // Round-trip through JSON so dates and other YAML values arrive as plain JSON.
  const entries = Object.entries(memory.fields).filter(([k]) => !CARD_KEYS.has(k));
  return JSON.parse(JSON.stringify(Object.fromEntries(entries))) as Record<string, unknown>;
}

function render(view: z.infer<typeof output>): string {
  const head = [
    `${view.id} [${view.type}, ${view.scope}${view.archived ? ', archived' : ''}] ${view.title}`,
    `tags: ${view.tags.join(', ') || '-'} · updated ${view.updated}${view.severity ? ` · severity ${view.severity}` : ''}`,
  ];
  if (view.aliases?.length) head.push(`aliases: ${view.aliases.join('; ')}`);
  if (view.file_patterns?.length) head.push(`file_patterns: ${view.file_patterns.join(', ')}`);
  if (view.command_patterns?.length)
    head.push(`command_patterns: ${view.command_patterns.join('; ')}`);
  const edges = view.edges.map(
    (e) => `- ${e.label} → ${e.target}${e.title ? ` (${e.title})` : e.missing ? ' (missing)' : ''}`,
  );
  return [...head, '', view.body.trim(), ...(edges.length ? ['', 'Links:', ...edges] : [])].join(
    '\n',
  );
}

/** The get tool. */
export const memoryGet = defineTool({
  name: 'memory_get',
  title: 'Read a memory',
  description:
    'Read one memory in full: body, tags, aliases, gotcha file patterns, custom fields, and its links with ' +
    'their labels (implements, supersedes, relates-to…). Use after memory_search or memory_list.',
  input,
  output,
  hints: READ_ONLY,
  async run(args, deps) {
    const memory = await readMemory(deps, args.id, args.scope);
    const view: z.infer<typeof output> = {
      ...cardView(toCard(memory)),
      body: memory.body,
      fields: customFields(memory),
      edges: await edgesOf(deps, memory),
    };
    if (memory.hash) view.hash = memory.hash;
    return { structured: view, text: render(view) };
  },
});
