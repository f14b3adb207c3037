/**
 * Wires the search service for an entry point (CLI, MCP server): embeddings per config,
 * a log file in the cache directory, and degrade notices to whoever is watching.
 */
import path from 'node:path';
import type { Config } from '../core/config.js';
import { createEmbeddings } from '../embeddings/select-provider.js';
import { SearchService } from '../indexing/search-service.js';
import type { StoreContext } from '../storage/load-store.js';
import { createFileLog } from '../storage/log-file.js';

/** Values an entry point has already read from env and config. */
export interface OpenSearchInput {
  config: Config;
  store: StoreContext;
  cacheRoot: string;
  projectRoot: string | null;
  /** `OLLAMA_HOST`, if set. */
  ollamaHostEnv?: string | undefined;
  /** Shown once per kind of degrade (e.g. on stderr). */
  notice: (message: string) => void;
  /** Which component writes to the log. */
  component: string;
  /** False for a keyword-only service (no model is loaded). */
  embeddings?: boolean;
}

/** The log file every strata process appends to. */
export function logFilePath(cacheRoot: string): string {
  return path.join(cacheRoot, 'strata.log');
}

/** Opens the search service of a store. */
export async function openSearch(input: OpenSearchInput): Promise<SearchService> {
  const log = createFileLog(logFilePath(input.cacheRoot), input.component);
  const wantEmbeddings = input.embeddings !== false && input.config.embedding.provider !== 'none';
  const embeddings = wantEmbeddings
    ? createEmbeddings({
        config: input.config.embedding,
        ollamaHostEnv: input.ollamaHostEnv,
        log,
        onNotice: input.notice,
      })
    : null;
  return SearchService.open({
    ctx: input.store,
    config: input.config,
    cacheRoot: input.cacheRoot,
    projectRoot: input.projectRoot,
    embeddings,
    log,
  });
}
