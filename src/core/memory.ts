/**
 * The memory model: types, ids and the parsed shape of a memory file. Pure: no I/O.
 */
import type { AbsolutePath, ScopeRelativePath } from './path-kinds.js';
import type { ScopeName } from './scope.js';

/** The six memory types strata knows; files may carry others, which are kept as they are. */
export const MEMORY_TYPES = [
  'decision',
  'learning',
  'artifact',
  'gotcha',
  'breadcrumb',
  'hub',
] as const;

/** One of the six known types. */
export type KnownMemoryType = (typeof MEMORY_TYPES)[number];

/** A memory type: a known one, or any other string a store already uses (e.g. `retro`). */
export type MemoryType = KnownMemoryType | (string & { readonly __unknownType?: never });

/**
 * Session notes: breadcrumbs (handoffs, stashes, snapshots, trails) serve the next
 * session, not the store's knowledge, so search, duplicate checks, pushes and "recent"
 * lists leave them out unless a type filter asks for them; they expire after
 * `breadcrumbs.ttlDays`.
 */
export const SESSION_NOTE_TYPES: readonly string[] = ['breadcrumb'];

/** True for a session note's type (see {@link SESSION_NOTE_TYPES}). */
export function isSessionNote(type: string): boolean {
  return SESSION_NOTE_TYPES.includes(type);
}

/** Gotcha severities, most severe first. */
export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;

/** How much a gotcha matters. */
export type Severity = (typeof SEVERITIES)[number];

declare const memoryIdBrand: unique symbol;

/** A memory's id: its slug, unique within a scope, safe to use as a file name. */
export type MemoryId = string & { readonly [memoryIdBrand]: true };

const MAX_ID_LENGTH = 200;

/**
 * True when `value` can be a memory id read from an existing store: a plain file name
 * without a path separator, NUL, leading dot or `..`. Stricter rules apply to new ids
 * (see {@link isNewMemoryId}); this one admits what older stores already hold.
 */
export function isMemoryId(value: unknown): value is MemoryId {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_ID_LENGTH &&
    !value.startsWith('.') &&
    !value.includes('..') &&
    !/[/\\\u0000-\u001f:*?"<>|]/.test(value)
  );
}

/** True when `value` is a slug strata would create itself: `[a-z0-9-]`, no leading/trailing dash. */
export function isNewMemoryId(value: unknown): value is MemoryId {
  return (
    typeof value === 'string' &&
    value.length <= MAX_ID_LENGTH &&
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
  );
}

/** True when `value` is one of the six known types. */
export function isKnownMemoryType(value: unknown): value is KnownMemoryType {
  return typeof value === 'string' && (MEMORY_TYPES as readonly string[]).includes(value);
}

/** True when `value` is a valid type name (known or custom): a short lowercase word. */
export function isMemoryType(value: unknown): value is MemoryType {
  return typeof value === 'string' && /^[a-z][a-z0-9_-]{0,39}$/.test(value);
}

/** True when `value` is a severity. */
export function isSeverity(value: unknown): value is Severity {
  return typeof value === 'string' && (SEVERITIES as readonly string[]).includes(value);
}

/**
 * The card of a memory (see memory-card.ts): what every audience may say about it, in
 * core's camelCase, without its body and raw frontmatter.
 */
export interface MemoryCard {
  id: MemoryId;
  title: string;
  type: MemoryType;
  scope: ScopeName;
  tags: string[];
  /**
   * Other ways someone would ask for this memory (`aliases:`, as Obsidian, Quartz and Foam
   * name a note's other names); absent when the file has none.
   */
  aliases?: string[];
  links: MemoryId[];
  created: string;
  updated: string;
  /** True when the file lives under an `archive/` folder of its scope. */
  archived: boolean;
  /** Absolute path of the file. */
  path: AbsolutePath;
  severity?: Severity;
  status?: string;
  /** Gotcha `file_patterns`, as written. */
  filePatterns?: string[];
  /** Gotcha `command_patterns`, as written (see `command/command-pattern.ts`). */
  commandPatterns?: string[];
}

/**
 * A memory as read from disk: its card (the normalised fields every audience shows) plus
 * everything the file holds.
 */
export interface Memory extends MemoryCard {
  /** The markdown after the frontmatter, as written. */
  body: string;
  /** Path relative to the scope directory, with `/` separators. */
  relPath: ScopeRelativePath;
  /** Every frontmatter field exactly as parsed, including ones strata does not know. */
  fields: Record<string, unknown>;
  /** sha256 of the file's bytes when read from disk (set by storage): detects changes since. */
  hash?: string;
  /** Set by storage when the file holds bytes that are not UTF-8 (kept as they are on writes). */
  notUtf8?: true;
}
