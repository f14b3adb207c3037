/**
 * Dates and values as the pages show them.
 */
import type { SiteFieldValue } from '../../../src/core/site-data';

/** `2026-03-09T16:41:00Z` → `2026-03-09 16:41`; other text as it is. */
export function formatTime(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?/.exec(value);
  if (!match) return value || '—';
  return match[2] ? `${match[1]} ${match[2]}` : match[1]!;
}

/** `1 link`, `2 links`: a count with its noun, plural unless it is one. */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

/** The month of a timestamp (`2026-03`), or `undated`. */
export function monthOf(value: string): string {
  return /^\d{4}-\d{2}/.exec(value)?.[0] ?? 'undated';
}

/** A frontmatter value as one line of text. */
export function formatField(value: SiteFieldValue): string {
  if (value === null) return '—';
  if (Array.isArray(value)) return value.map(formatField).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
