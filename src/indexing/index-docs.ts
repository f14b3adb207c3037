/**
 * What the search layer keeps about each indexed memory besides its index entries: enough
 * to answer a search (title, path, snippet, tags) without reading files again.
 */
import { summarizeBody } from '../core/digest.js';
import type { Memory } from '../core/memory.js';
import type { MemoryCard } from '../core/memory-card.js';
import { ownString } from '../core/own-string.js';
import type { ScopedKey } from '../core/scoped-key.js';
import { docKey } from '../search/keyword/keyword-index.js';

/**
 * One indexed memory, as search results show it: its card (all but `created`) and the
 * start of its body.
 */
export interface DocInfo extends Omit<MemoryCard, 'created'> {
  key: ScopedKey;
  /** The start of the body, about 200 characters, cut at a word. */
  snippet: string;
}

/** The document info of a memory. */
export function toDocInfo(memory: Memory): DocInfo {
  const info: DocInfo = {
    key: docKey(memory.scope, memory.id),
    id: memory.id,
    title: memory.title,
    type: memory.type,
    scope: memory.scope,
    path: memory.path,
    tags: memory.tags,
    links: memory.links,
    updated: memory.updated,
    archived: memory.archived,
    // Cut from the body: held as a view of it, it would keep every body of the store alive.
    snippet: ownString(summarizeBody(memory.body, 200)),
  };
  if (memory.severity) info.severity = memory.severity;
  if (memory.status) info.status = memory.status;
  if (memory.filePatterns?.length) info.filePatterns = memory.filePatterns;
  if (memory.commandPatterns?.length) info.commandPatterns = memory.commandPatterns;
  return info;
}
