/**
 * What the search layer keeps about each indexed memory besides its index entries: enough
 * to answer a search (title, path, snippet, tags) without reading files again.
 */
import { summarizeBody } from '../core/digest.js';
import type { Memory } from '../core/memory.js';
import type { ScopeName } from '../core/scope.js';
import { docKey } from '../search/keyword-index.js';

/** One indexed memory, as search results show it. */
export interface DocInfo {
  key: string;
  id: string;
  title: string;
  type: string;
  scope: ScopeName;
  path: string;
  tags: string[];
  links: string[];
  updated: string;
  archived: boolean;
  snippet: string;
  severity?: string;
  status?: string;
  filePatterns?: string[];
}

/** The longest text sent to an embedding model for one memory (longer bodies are cut). */
const MAX_EMBED_CHARS = 2_000;

/** The document info of a memory. */
export function toDocInfo(memory: Memory): DocInfo {
  const info: DocInfo = {
    key: docKey(memory.scope, memory.id),
    id: memory.id,
    title: memory.title,
    type: String(memory.type),
    scope: memory.scope,
    path: memory.path,
    tags: memory.tags,
    links: memory.links,
    updated: memory.updated,
    archived: memory.archived,
    snippet: summarizeBody(memory.body, 200),
  };
  if (memory.severity) info.severity = memory.severity;
  if (memory.status) info.status = memory.status;
  if (memory.filePatterns?.length) info.filePatterns = memory.filePatterns;
  return info;
}

/** The text embedded for a memory: title, tags and the start of the body. */
export function embeddingText(memory: Pick<Memory, 'title' | 'tags' | 'body'>): string {
  const text = `${memory.title}\n${memory.tags.join(', ')}\n${memory.body.trim()}`;
  return text.length > MAX_EMBED_CHARS ? text.slice(0, MAX_EMBED_CHARS) : text;
}
