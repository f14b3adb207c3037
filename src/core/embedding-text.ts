/**
 * The text of a memory that an embedding model sees: one definition for the vector index,
 * the duplicate check at save and the search evaluation, so each measures the same vectors.
 */
import type { Memory } from './memory.js';

/** The longest text sent to an embedding model for one memory (longer bodies are cut). */
const MAX_EMBED_CHARS = 2_000;

/** The text embedded for a memory: title, tags and the start of the body. */
export function embeddingText(memory: Pick<Memory, 'title' | 'tags' | 'body'>): string {
  const text = `${memory.title}\n${memory.tags.join(', ')}\n${memory.body.trim()}`;
  return text.length > MAX_EMBED_CHARS ? text.slice(0, MAX_EMBED_CHARS) : text;
}
