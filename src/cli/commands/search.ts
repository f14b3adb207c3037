import {
  checkSearchRequest,
  type SearchMode,
  type SearchRequest,
  type SearchResponse,
} from '../../indexing/search-query.js';
import { readInteger, readList, readString } from '../args.js';
import type { CliContext, Command } from '../command.js';
import { createQuietNotice, openCliSearch } from '../open-cli-search.js';

function formatResults(response: SearchResponse, explain: boolean): string {
  if (!response.results.length) return `No memories match "${response.query}".`;
  const lines: string[] = [];
  response.results.forEach((r, i) => {
    lines.push(
      `${i + 1}. ${r.id}  [${r.type}, ${r.scope}${r.archived ? ', archived' : ''}]  ${r.score.toFixed(3)}`,
    );
    lines.push(`   ${r.title}`);
    if (r.snippet) lines.push(`   ${r.snippet.slice(0, 160)}`);
    if (explain && r.explanation) {
      const e = r.explanation;
      lines.push(
        `   keyword ${e.keyword.toFixed(3)} · semantic ${e.semantic.toFixed(3)} → fused ${e.fused.toFixed(3)} × scope ${e.scopeFactor.toFixed(3)} × recency ${e.recencyFactor.toFixed(3)} = ${e.final.toFixed(3)}`,
      );
    }
    lines.push(`   ${r.path}`);
  });
  return lines.join('\n');
}

/** The `-q` phrasings as given (commas belong to a phrasing, unlike `--tag a,b`). */
function readPhrasings(value: unknown): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/** Said of a keyword-only answer while the full reason is quiet (strata doctor names it). */
const KEYWORD_ONLY = 'strata: searched by keywords only, not by meaning (strata doctor says why)';

/**
 * Shows the answer's notice once an hour; when the backend gave a notice of the same cause
 * in this run, only if that one was new this hour (it was recorded, not printed).
 */
function showNotice(ctx: CliContext, notice: string, backendNotice: boolean | undefined): boolean {
  if (backendNotice === false) return false;
  return createQuietNotice(ctx.cacheRoot, ctx.notice)(notice);
}

/** `strata search`: find memories by words and meaning. */
export const searchCommand: Command = {
  name: 'search',
  help: `strata search <query…> [-q PHRASING]… [--limit N] [--type T]… [--scope S]… [--tag T]…
                        [--all] [--mode hybrid|keyword|semantic] [--since DATE] [--explain]

  The words after \`search\` are one query. Each -q/--query adds another phrasing of the
  same need (up to 5 in all): each is searched, and the rankings are fused by rank, so
  say it in your words and in the words the code or the notes likely use:
    strata search -q "two tabs log the user out" -q "refresh token rotation race"

  hybrid (default) fuses keyword (BM25) and semantic (embedding) scores, then favours
  more specific scopes and recent memories a little. A memory whose words do not match
  and whose meaning is no closer than an unrelated one is not returned: "No memories
  match" is a real answer. Without embeddings (no Ollama, and embedding.provider is not
  "embedded") it runs on keywords and says so once an hour. --explain shows each component.

  Session notes (breadcrumbs: handoffs, stashes, snapshots) serve the next session and
  are left out unless asked for: --type breadcrumb.`,
  options: {
    query: { type: 'string', short: 'q', multiple: true },
    limit: { type: 'string' },
    type: { type: 'string', multiple: true },
    scope: { type: 'string', multiple: true },
    tag: { type: 'string', multiple: true },
    mode: { type: 'string' },
    since: { type: 'string' },
    all: { type: 'boolean' },
    explain: { type: 'boolean' },
  },
  async run(ctx, { values, positionals }) {
    const limit = readInteger(values.limit, '--limit', { min: 1, max: 200 });
    const mode = (readString(values.mode) ?? 'hybrid') as SearchMode;
    const request: SearchRequest = {
      query: positionals.join(' '),
      queries: readPhrasings(values.query),
      mode,
      ...(limit !== undefined ? { limit } : {}),
      types: readList(values.type) ?? [],
      scopes: readList(values.scope) ?? [],
      tags: readList(values.tag) ?? [],
      archived: values.all === true,
      ...(readString(values.since) ? { since: readString(values.since)! } : {}),
    };
    // Refuse a bad request before loading indexes or a model.
    checkSearchRequest(request, ctx.config.search.defaultLimit);
    // The answer's own notice says why meaning was not used: one line, not two, and not
    // again when the backend's notice was given (by any command) within the hour.
    let backendNotice: boolean | undefined;
    const service = await openCliSearch(ctx, {
      embeddings: mode !== 'keyword',
      reported: (fresh) => {
        backendNotice = (backendNotice ?? false) || fresh;
      },
    });
    try {
      if (mode !== 'keyword') await service.syncVectors();
      const response = await service.search(request);
      // The reason (a stopped Ollama, or how to get meaning) once an hour; a backend that
      // failed is also named on every keyword-only answer, keyword search by choice is not.
      const shown = response.notice && showNotice(ctx, response.notice, backendNotice);
      if (response.notice && !shown && service.status().embeddings?.degraded)
        ctx.notice(KEYWORD_ONLY);
      const explain = values.explain === true;
      const json = explain
        ? response
        : { ...response, results: response.results.map(({ explanation: _e, ...r }) => r) };
      return { json, text: formatResults(response, explain) };
    } finally {
      await service.close();
    }
  },
};
