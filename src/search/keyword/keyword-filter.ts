/**
 * Filters on the stored fields of an indexed memory (type, scope, tags, date, archive
 * state), shared by keyword, semantic and hybrid search so they all hide the same things.
 */
import { StrataError } from '../../core/errors.js';
import type { ScopeName } from '../../core/scope.js';

/** The stored (non-text) fields of an indexed memory, as filters see them. */
export interface KeywordStored {
  type: string;
  scope: ScopeName;
  tags: string[];
  updated: string;
  archived: boolean;
}

/** Which memories a search may return. Every given criterion must hold. */
export interface KeywordFilter {
  /** Any of these types. */
  types?: readonly string[];
  /** None of these types (session notes, unless a search asks for them by type). */
  excludeTypes?: readonly string[];
  /** Any of these scopes. */
  scopes?: readonly ScopeName[];
  /** All of these tags (case-insensitive). */
  tags?: readonly string[];
  /** Updated at or after this instant (ISO 8601 or Date). */
  updatedSince?: string | Date;
  /** Updated at or before this instant (ISO 8601 or Date). */
  updatedUntil?: string | Date;
  /** Archived memories are hidden by default: `include` shows them too, `only` shows only them. */
  archived?: 'exclude' | 'include' | 'only';
}

function toMillis(value: string | Date): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

function matchesDates(updated: string, filter: KeywordFilter): boolean {
  if (filter.updatedSince === undefined && filter.updatedUntil === undefined) return true;
  const at = Date.parse(updated);
  // A memory without a readable date cannot be shown to fall inside a range.
  if (Number.isNaN(at)) return false;
  if (filter.updatedSince !== undefined && at < toMillis(filter.updatedSince)) return false;
  if (filter.updatedUntil !== undefined && at > toMillis(filter.updatedUntil)) return false;
  return true;
}

/** True when a memory with these stored fields passes `filter` (archived ones are hidden by default). */
export function matchesFilter(stored: KeywordStored, filter: KeywordFilter = {}): boolean {
  const archived = filter.archived ?? 'exclude';
  if (archived === 'exclude' && stored.archived) return false;
  if (archived === 'only' && !stored.archived) return false;
  if (filter.types && !filter.types.includes(stored.type)) return false;
  if (filter.excludeTypes?.includes(stored.type)) return false;
  if (filter.scopes && !filter.scopes.includes(stored.scope)) return false;
  if (filter.tags && filter.tags.length > 0) {
    const have = new Set(stored.tags.map((tag) => tag.toLowerCase()));
    if (!filter.tags.every((tag) => have.has(tag.toLowerCase()))) return false;
  }
  return matchesDates(stored.updated, filter);
}

/** Throws `INVALID_ARGUMENT` naming a date bound of `filter` that is not a date. */
export function checkFilterDates(filter: KeywordFilter): void {
  for (const name of ['updatedSince', 'updatedUntil'] as const) {
    const value = filter[name];
    if (value !== undefined && Number.isNaN(toMillis(value))) {
      throw new StrataError('INVALID_ARGUMENT', `${name} ${String(value)} is not a date`, {
        hint: 'give an ISO 8601 date such as 2026-01-31 or 2026-01-31T12:00:00Z',
      });
    }
  }
}
