/** `memory_list`: browse memories by type, scope or tag, newest first, page by page. */
import { z } from 'zod';
import { countOf } from '../../core/plural.js';
import { checkTypeFilter } from '../../core/type-filter.js';
import { allRows } from '../memory-access.js';
import { defineTool, READ_ONLY } from '../tool.js';
import { formatRows, type Row, rowSchema, scopeSchema } from '../views.js';

const input = z.object({
  type: z.string().optional().describe('Only this type, e.g. gotcha or decision'),
  scope: scopeSchema.optional().describe('Only this scope'),
  tag: z.string().optional().describe('Only memories with this tag'),
  status: z.string().optional().describe('Only this status, e.g. stashed or open'),
  include_archived: z.boolean().optional().describe('Include archived memories'),
  sort: z
    .enum(['updated', 'title'])
    .optional()
    .describe('updated (default, newest first) or title'),
  limit: z.number().int().min(1).max(200).optional().describe('Rows per page (default 30)'),
  offset: z.number().int().min(0).optional().describe('Rows to skip (from next_offset)'),
});

const output = z.object({
  total: z.number().int().describe('Rows matching the filters, over all pages'),
  offset: z.number().int(),
  next_offset: z.number().int().optional().describe('Pass as offset for the next page'),
  items: z.array(rowSchema),
});

function matches(row: Row, args: z.infer<typeof input>): boolean {
  if (!args.include_archived && row.archived) return false;
  if (args.type && row.type !== args.type) return false;
  if (args.scope && row.scope !== args.scope) return false;
  if (args.tag && !row.tags.includes(args.tag.toLowerCase())) return false;
  if (args.status && row.status !== args.status) return false;
  return true;
}

/** The list tool. */
export const memoryList = defineTool({
  name: 'memory_list',
  title: 'List memories',
  description:
    'List memories as compact rows (id, title, type, scope, one-line snippet), filtered by type, ' +
    'scope, tag or status, newest first. Use it to browse (all gotchas, all decisions); use ' +
    'memory_search to find something specific.',
  input,
  output,
  hints: READ_ONLY,
  async run(args, deps) {
    const { rows } = await allRows(deps);
    if (args.type) checkTypeFilter([args.type], new Set(rows.map((r) => String(r.type))));
    const sorted = rows
      .filter((r) => matches(r, args))
      .sort((a, b) =>
        args.sort === 'title'
          ? a.title.localeCompare(b.title)
          : (b.updated ?? '').localeCompare(a.updated ?? '') || a.id.localeCompare(b.id),
      );
    const offset = args.offset ?? 0;
    const limit = args.limit ?? 30;
    const items = sorted.slice(offset, offset + limit);
    const next = offset + items.length < sorted.length ? offset + items.length : undefined;
    const structured = {
      total: sorted.length,
      offset,
      ...(next !== undefined ? { next_offset: next } : {}),
      items,
    };
    const more = next !== undefined ? `\n… ${sorted.length - next} more (offset ${next})` : '';
    return {
      structured,
      text: `${countOf(sorted.length, 'memory', 'memories')}\n${formatRows(items, '(none)', offset + 1)}${more}`,
    };
  },
});
