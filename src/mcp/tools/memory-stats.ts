/** `memory_stats`: what the store holds and how strata is running (indexes, embeddings). */
import { z } from 'zod';
import { countOf } from '../../core/plural.js';
import { computeStats } from '../../services/verify.js';
import { defineTool, READ_ONLY, type ToolDeps } from '../tool.js';

const input = z.object({});

const countMap = z.record(z.string(), z.number());

const output = z.object({
  total: z.number().int(),
  archived: z.number().int(),
  shadowed: z
    .number()
    .int()
    .describe('Memories hidden by a more specific scope holding the same id'),
  invalid: z
    .number()
    .int()
    .describe('Files that could not be read as memories (see `strata verify`)'),
  by_scope: countMap,
  by_type: countMap,
  top_tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  links: z.number().int(),
  project_root: z.string().nullable(),
  scopes: z.array(z.object({ scope: z.string(), dir: z.string(), read_only: z.boolean() })),
  index: z.object({
    state: z.enum(['idle', 'loading', 'ready', 'failed']),
    load_ms: z.number().optional(),
    documents: z.number().int().optional(),
    vectors: z.number().int().optional(),
    vector_index: z.string().nullable().optional(),
    embeddings: z.string().describe('provider/model in use, or why search runs on keywords only'),
    calibration: z
      .object({ floor: z.number(), ceiling: z.number(), basis: z.string() })
      .nullable()
      .optional()
      .describe(
        'How similarities of the embedding model are read: below floor a memory is no semantic match',
      ),
    watching: z.boolean(),
    error: z.string().optional(),
  }),
});

function indexView(deps: ToolDeps): z.infer<typeof output>['index'] {
  const status = deps.index.status();
  const service = deps.index.peek();
  const view: z.infer<typeof output>['index'] = {
    state: status.state,
    watching: status.watching,
    embeddings: 'not loaded yet',
  };
  if (status.loadMs !== undefined) view.load_ms = status.loadMs;
  if (status.error) view.error = status.error;
  if (!service) return view;
  const s = service.status();
  view.documents = s.visible;
  view.vectors = s.vectors;
  view.vector_index = s.vectorKind;
  view.calibration = s.calibration;
  const e = s.embeddings;
  view.embeddings = !e
    ? 'off (embedding.provider is "none"): keyword search only'
    : `${e.provider}${e.model ? `/${e.model}` : ''}${e.reason ? ` (${e.reason})` : ''}`;
  return view;
}

/** The stats tool. */
export const memoryStats = defineTool({
  name: 'memory_stats',
  title: 'Memory statistics',
  description:
    'Counts of memories by scope, type and tag, broken files, and the state of the search ' +
    'indexes and embeddings (whether meaning-based search is available, or keywords only).',
  input,
  output,
  hints: READ_ONLY,
  async run(_args, deps) {
    const stats = await computeStats(deps.store);
    const structured = {
      total: stats.total,
      archived: stats.archived,
      shadowed: stats.shadowed,
      invalid: stats.invalid,
      by_scope: stats.byScope,
      by_type: stats.byType,
      top_tags: stats.topTags,
      links: stats.links,
      project_root: deps.projectRoot,
      scopes: deps.store.scopes.map((s) => ({ scope: s.scope, dir: s.dir, read_only: s.readOnly })),
      index: indexView(deps),
    };
    const counts = (m: Record<string, number>) =>
      Object.entries(m)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') || '-';
    const text = [
      `${countOf(stats.total, 'memory', 'memories')} (${stats.archived} archived, ${stats.shadowed} shadowed, ${stats.invalid} unreadable), ${stats.links} links`,
      `by scope: ${counts(stats.byScope)}`,
      `by type: ${counts(stats.byType)}`,
      `top tags: ${stats.topTags.map((t) => `${t.tag} ${t.count}`).join(', ') || '-'}`,
      `index: ${structured.index.state}; embeddings: ${structured.index.embeddings}`,
    ].join('\n');
    return { structured, text };
  },
});
