/** `memory_search`: find memories by words and meaning; answers with compact rows. */
import { z } from 'zod';
import { MEMORY_TYPES } from '../../core/memory.js';
import { checkSearchRequest } from '../../indexing/search-query.js';
import { docKey } from '../../search/keyword/keyword-index.js';
import { MAX_PHRASINGS } from '../../search/rank-fusion.js';
import { defineTool, READ_ONLY } from '../tool.js';
import { formatRows, rowFromDoc, rowSchema, scopeSchema } from '../views.js';

const phrasing = z.string().min(1).max(2000);

const input = z.object({
  query: z
    .union([phrasing, z.array(phrasing).min(1).max(MAX_PHRASINGS)])
    .optional()
    .describe(
      'A few words about what you need, e.g. "refresh token race" or "why postgres"; or a list of phrasings',
    ),
  queries: z
    .array(phrasing)
    .min(1)
    .max(MAX_PHRASINGS)
    .optional()
    .describe(
      `Up to ${MAX_PHRASINGS} phrasings of the same need, searched apart and fused by rank: your own words AND the terms the code or notes likely use, e.g. ["two tabs log the user out", "refresh token rotation race"]`,
    ),
  mode: z
    .enum(['hybrid', 'keyword', 'semantic'])
    .optional()
    .describe('hybrid (default) mixes exact words and meaning; keyword for ids, names, error text'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(50)
    .optional()
    .describe('At most this many results (default 10)'),
  types: z
    .array(z.string())
    .optional()
    .describe(`Only these types: ${MEMORY_TYPES.join(', ')} (or a custom type)`),
  scopes: z.array(scopeSchema).optional().describe('Only these scopes'),
  tags: z.array(z.string()).optional().describe('Only memories carrying all of these tags'),
  include_archived: z.boolean().optional().describe('Also search archived memories'),
  since: z.string().optional().describe('Only memories updated on or after this ISO date'),
});

const output = z.object({
  query: z.string(),
  queries: z.array(z.string()).optional(),
  mode: z.enum(['hybrid', 'keyword', 'semantic']),
  degraded: z.boolean().describe('True when meaning could not be used (keyword results only)'),
  notice: z.string().optional(),
  results: z.array(rowSchema),
});

/** The search tool. */
export const memorySearch = defineTool({
  name: 'memory_search',
  title: 'Search memory',
  description:
    'Search the durable memory (decisions, gotchas, learnings, hubs, artifacts) of this project, ' +
    'the user and the organisation. Use it before answering questions about past decisions, ' +
    'conventions or known problems, and before saving (to update instead of duplicating). ' +
    "Pass several phrasings in `queries` (your words and the codebase's terms): they are fused by rank. " +
    'An empty result means nothing relevant is stored. ' +
    'Session notes (breadcrumbs: handoffs, stashes) are left out unless types includes "breadcrumb". ' +
    'Returns compact rows (id, title, type, scope, score 0–1, one-line snippet); open one with memory_get.',
  input,
  output,
  hints: READ_ONLY,
  async run(args, deps) {
    const [first = '', ...more] = Array.isArray(args.query) ? args.query : [args.query ?? ''];
    const request = {
      query: first,
      queries: [...more, ...(args.queries ?? [])],
      ...(args.mode ? { mode: args.mode } : {}),
      limit: args.limit ?? Math.min(deps.config.search.defaultLimit, 50),
      types: args.types ?? [],
      scopes: args.scopes ?? [],
      tags: args.tags ?? [],
      archived: args.include_archived === true,
      ...(args.since ? { since: args.since } : {}),
    };
    // A mistake is said at once, not after waiting for the indexes.
    checkSearchRequest(request, deps.config.search.defaultLimit);
    const service = await deps.index.get();
    const response = await service.search(request);
    // The indexed document carries updated/severity/status, which the result leaves out.
    const results = response.results.map((r) => {
      const doc = service.index.docs.get(docKey(r.scope, r.id));
      return rowFromDoc(doc ?? { ...r, updated: '' }, r.score);
    });
    // Why meaning was not used, once an hour: `degraded` says it on every answer.
    const notice =
      response.notice && (deps.giveNotice?.(response.notice) ?? true) ? response.notice : null;
    const structured = {
      query: response.query,
      ...(response.queries ? { queries: response.queries } : {}),
      mode: response.mode,
      degraded: response.degraded,
      ...(notice ? { notice } : {}),
      results,
    };
    const head = notice ? `${notice}\n` : '';
    return {
      structured,
      text: head + formatRows(results, `No memories match "${response.query}".`),
    };
  },
});
