/**
 * Opens the search service for a CLI command from its context.
 */
import { openSearch } from '../app/open-search.js';
import type { SearchService } from '../indexing/search-service.js';
import type { CliContext } from './command.js';

/** The search service of the CLI's store; `embeddings: false` loads no model. */
export function openCliSearch(
  ctx: CliContext,
  options: { embeddings?: boolean } = {},
): Promise<SearchService> {
  return openSearch({
    config: ctx.config,
    store: ctx.store,
    cacheRoot: ctx.cacheRoot,
    projectRoot: ctx.projectRoot ?? null,
    ollamaHostEnv: ctx.env.OLLAMA_HOST || undefined,
    notice: ctx.notice,
    component: 'cli',
    ...(options.embeddings === false ? { embeddings: false } : {}),
  });
}
