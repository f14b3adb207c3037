/**
 * The memory card: the one list of what is said about a memory wherever it is shown
 * (id, title, type, scope, tags, aliases, links, times, state, path), without its body and raw
 * frontmatter. Every audience builds its shape from a card: the CLI summary here, the MCP
 * rows and `memory_get` view in `mcp/views.ts` (snake_case), the digests in `digest.ts`,
 * the site's memories in `site-data.ts`. A field added to the card is added in one place.
 * Pure: no I/O.
 */
import type { Memory, MemoryCard } from './memory.js';

export type { MemoryCard } from './memory.js';

/**
 * Frontmatter keys a card already holds; a view lists a memory's other fields (its own
 * keys, a tool's) as extra fields.
 */
export const CARD_KEYS: ReadonlySet<string> = new Set([
  'id',
  'title',
  'type',
  'tags',
  'aliases',
  'links',
  'created',
  'updated',
  'severity',
  'file_patterns',
  'filePatterns',
  'command_patterns',
  'commandPatterns',
  'status',
]);

/**
 * A card with the text its summaries are cut from: a memory's body, or the start of it kept
 * by the index. What the digests are built from (they need neither links nor path).
 */
export type TextCard = Omit<MemoryCard, 'created' | 'links' | 'path'> & { body: string };

/** The card of a memory read from disk: drops the body, raw fields and hash. */
export function toCard(memory: Memory): MemoryCard {
  const card: MemoryCard = {
    id: memory.id,
    title: memory.title,
    type: memory.type,
    scope: memory.scope,
    tags: memory.tags,
    links: memory.links,
    created: memory.created,
    updated: memory.updated,
    archived: memory.archived,
    path: memory.path,
  };
  if (memory.aliases?.length) card.aliases = memory.aliases;
  if (memory.severity) card.severity = memory.severity;
  if (memory.status) card.status = memory.status;
  if (memory.filePatterns) card.filePatterns = memory.filePatterns;
  if (memory.commandPatterns) card.commandPatterns = memory.commandPatterns;
  return card;
}

/** The CLI's compact view of a memory (listings and `--json` output): the card without patterns. */
export type MemorySummary = Omit<MemoryCard, 'filePatterns' | 'commandPatterns'>;

/** The CLI summary of a memory (camelCase, like all CLI JSON). */
export function toSummary(memory: Memory): MemorySummary {
  const { filePatterns: _patterns, commandPatterns: _commands, ...summary } = toCard(memory);
  return summary;
}
