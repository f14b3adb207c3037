/**
 * Frontmatter values as JSON: YAML can yield dates (unquoted timestamps) and, in theory,
 * other objects; the site data must survive `JSON.stringify` and read back the same.
 */

import { createDict } from '../core/dict.js';
import type { SiteFieldValue } from '../core/site-data.js';

/** Converts a parsed YAML value to JSON: dates to ISO strings, unsupported values to strings. */
export function toFieldValue(value: unknown): SiteFieldValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (Array.isArray(value)) return value.map(toFieldValue);
  if (typeof value === 'object') {
    const out = createDict<SiteFieldValue>();
    for (const [key, item] of Object.entries(value)) out[key] = toFieldValue(item);
    return out;
  }
  return String(value);
}
