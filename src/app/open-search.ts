/**
 * Wires the search service for an entry point (CLI, MCP server): embeddings per config,
 * a log file in the cache directory, and degrade notices to whoever is watching.
 */
import path from 'node:path';
import { createEmbeddings } from '../embeddings/select-provider.js';
import { SearchService } from '../indexing/search-service.js';
import { createFileLog } from '../storage/log-file.js';
import type { Runtime } from './runtime.js';

/** The resolved values a search service is opened from (a {@link Runtime} or a CLI context). */
export interface SearchRuntime
  extends Pick<Runtime, 'config' | 'store' | 'cacheRoot' | 'ollamaHostEnv'> {
  projectRoot: string | null | undefined;
}

/** How this entry point wants its search service. */
export interface OpenSearchOptions {
  /** Which component writes to the log. */
  component: string;
  /** Shown once per kind of degrade (stderr for the CLI, the log for the MCP server). */
  notice: (message: string) => void;
  /** False for a keyword-only service (no model is loaded). */
  embeddings?: boolean;
  /**
   * Return once the saved indexes are loaded and catch up with the files in the background
   * (`SearchService#caughtUp`): for a long-running process that should answer at once.
   */
  answerFirst?: boolean;
  /** With `answerFirst`: what the catch-up waits for (see `SearchServiceOptions`). */
  catchUpAfter?: PromiseLike<unknown>;
}

/** The log file every strata process appends to. */
export function logFilePath(cacheRoot: string): string {
  return path.join(cacheRoot, 'strata.log');
}

/** Opens the search service of a store. */
export async function openSearch(
  runtime: SearchRuntime,
  options: OpenSearchOptions,
): Promise<SearchService> {
  const log = createFileLog(logFilePath(runtime.cacheRoot), options.component);
  const wantEmbeddings =
    options.embeddings !== false && runtime.config.embedding.provider !== 'none';
  const embeddings = wantEmbeddings
    ? createEmbeddings({
        config: runtime.config.embedding,
        ollamaHostEnv: runtime.ollamaHostEnv,
        log,
        onNotice: options.notice,
      })
    : null;
  const open = options.answerFirst ? SearchService.openSaved : SearchService.open;
  return open({
    ctx: runtime.store,
    config: runtime.config,
    cacheRoot: runtime.cacheRoot,
    projectRoot: runtime.projectRoot ?? null,
    embeddings,
    log,
    catchUpAfter: options.catchUpAfter,
  });
}
