/** `memory_context`: what strata knows about a file or a topic — gotchas, decisions, hubs. */
import { z } from 'zod';
import { StrataError } from '../../core/errors.js';
import { fenceMemory, oneLine, scopeLabel } from '../../core/fence.js';
import { matchGotchas } from '../../core/gotcha/gotcha-match.js';
import { pathWords } from '../../core/terms.js';
import { docKey } from '../../search/keyword/keyword-index.js';
import { gotchaEntries, projectRelative } from '../gotcha-entries.js';
import { defineTool, READ_ONLY, type ToolDeps } from '../tool.js';
import { describeError } from '../tool-error.js';
import { type Row, rowFromDoc, rowSchema } from '../views.js';

const input = z.object({
  path: z
    .string()
    .max(4096)
    .optional()
    .describe('A file you are about to read or change (absolute, or relative to the project root)'),
  topic: z
    .string()
    .max(2000)
    .optional()
    .describe('A subject, e.g. "authentication" or "release process"'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(20)
    .optional()
    .describe('Related memories per group (default 5)'),
});

const gotchaSchema = z.object({
  id: z.string(),
  title: z.string(),
  severity: z.string(),
  scope: z.string(),
  via: z
    .enum(['pattern', 'tag', 'search'])
    .describe(
      'pattern: a file_patterns glob matched; tag: a tag is a word of the path; ' +
        'search: found by the words of the path or the topic',
    ),
  summary: z.string(),
});

const output = z.object({
  path: z.string().optional(),
  topic: z.string().optional(),
  gotchas: z.array(gotchaSchema),
  decisions: z.array(rowSchema),
  hubs: z.array(rowSchema),
  related: z.array(rowSchema).describe('Learnings, artifacts and others on the same subject'),
  notice: z.string().optional(),
});

type Context = z.infer<typeof output>;

async function fileGotchas(deps: ToolDeps, file: string): Promise<Context['gotchas']> {
  const { relative, display } = projectRelative(file, deps.projectRoot);
  const matches = matchGotchas(
    await gotchaEntries(deps),
    relative,
    display,
    deps.config.hooks.gotchas,
  );
  return matches.slice(0, 10).map(({ gotcha, via }) => ({
    id: gotcha.id,
    title: gotcha.title,
    severity: gotcha.severity,
    scope: gotcha.scope,
    via,
    summary: gotcha.summary,
  }));
}

type Hit = { row: Row; via: 'search' };

/** The path's words and the topic, searched as one query. */
async function relatedHits(
  deps: ToolDeps,
  args: z.infer<typeof input>,
  limit: number,
): Promise<Hit[]> {
  const words = args.path ? [...pathWords(projectRelative(args.path, null).display)] : [];
  const query = [args.topic ?? '', ...words].join(' ').trim();
  if (!query) return [];
  const service = await deps.index.get();
  const response = await service.search({ query, limit: limit * 4 });
  return response.results.map((r) => {
    const doc = service.index.docs.get(docKey(r.scope, r.id));
    const row = rowFromDoc(doc ?? { ...r, updated: '' }, r.score);
    return { row, via: 'search' as const };
  });
}

function group(context: Context, hits: readonly Hit[], limit: number): void {
  const shown = new Set(context.gotchas.map((g) => g.id));
  for (const { row, via } of hits) {
    if (shown.has(row.id)) continue;
    if (row.type === 'gotcha' && context.gotchas.length < limit * 2) {
      context.gotchas.push({
        id: row.id,
        title: row.title,
        severity: row.severity ?? 'medium',
        scope: row.scope,
        via,
        summary: row.snippet,
      });
    } else if (row.type === 'decision')
      context.decisions.length < limit && context.decisions.push(row);
    else if (row.type === 'hub') context.hubs.length < limit && context.hubs.push(row);
    else if (context.related.length < limit) context.related.push(row);
  }
}

/** `- [scope] id (details): title — summary`, every stored piece one safe line. */
function item(scope: string, id: string, details: string, title: string, summary?: string): string {
  const head = oneLine(title, 200);
  const tail = summary ? oneLine(summary, 300) : '';
  return `- ${scopeLabel(scope)} ${oneLine(id, 100)} (${oneLine(details, 60)}): ${head}${tail && tail !== head ? ` — ${tail}` : ''}`;
}

function rowLines(rows: readonly Row[]): string[] {
  return rows.length
    ? rows.map((r) =>
        item(r.scope, r.id, [r.type, r.severity].filter(Boolean).join(', '), r.title, r.snippet),
      )
    : ['(none)'];
}

/** The text for Claude: one fenced block (see `core/fence.ts`). */
function render(context: Context): string {
  const subject = oneLine([context.path, context.topic].filter(Boolean).join(' / '), 300);
  const gotchas = context.gotchas.map((g) =>
    item(g.scope, g.id, `${g.severity}, ${g.via}`, g.title, g.summary),
  );
  const parts = [`What strata knows about ${subject}:`];
  if (context.notice) parts.push(oneLine(context.notice, 300));
  parts.push('Gotchas:', ...(gotchas.length ? gotchas : ['(none)']));
  parts.push('Decisions:', ...rowLines(context.decisions));
  parts.push('Hubs:', ...rowLines(context.hubs));
  parts.push('Related:', ...rowLines(context.related));
  return fenceMemory(parts) ?? '';
}

/** The context tool. */
export const memoryContext = defineTool({
  name: 'memory_context',
  title: 'Memory context for a file or topic',
  description:
    'Before working on a file or subject, ask what strata knows about it: gotchas whose file ' +
    'patterns or tags match the path (the same ones the Read hook warns about), then decisions, ' +
    'hubs and learnings found from the words of the path and the topic. Give a path, a topic, ' +
    'or both.',
  input,
  output,
  hints: READ_ONLY,
  async run(args, deps) {
    if (!args.path?.trim() && !args.topic?.trim()) {
      throw new StrataError('INVALID_ARGUMENT', 'memory_context needs a path or a topic', {
        hint: 'pass path (a file) or topic (a few words)',
      });
    }
    const limit = args.limit ?? 5;
    const context: Context = { gotchas: [], decisions: [], hubs: [], related: [] };
    if (args.path) {
      context.path = args.path;
      context.gotchas = await fileGotchas(deps, args.path);
    }
    if (args.topic) context.topic = args.topic;
    if (args.path?.trim() || args.topic?.trim()) {
      try {
        group(context, await relatedHits(deps, args, limit), limit);
      } catch (error) {
        const info = describeError(error);
        if (info.code !== 'NOT_READY') throw error;
        context.notice = `${info.message}: only file-pattern gotchas are shown so far`;
      }
    }
    return { structured: context, text: render(context) };
  },
});
