/**
 * Page names for memories and tags. Ids and tags come from files and may hold characters
 * that are awkward in URLs and file names (`#`, `%`, spaces, capitals on case-insensitive
 * disks), so each page gets a lowercase `[a-z0-9-]` name, with a hash when that changed it.
 */

/** FNV-1a, 32 bits, as 7 base-36 digits: short, stable, and collisions need effort. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36).padStart(7, '0');
}

/** A page name for `value`: itself when already a clean slug, else a cleaned form plus a hash. */
export function pageSlug(value: string): string {
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120) return value;
  const cleaned = value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return cleaned ? `${cleaned}-${shortHash(value)}` : `x-${shortHash(value)}`;
}

/**
 * Page names for many values at once, unique even when two cleaned forms collide (a clean
 * slug `a-1x2y3z4` could equal the hashed name of another value).
 */
export function uniqueSlugs(values: readonly string[]): Map<string, string> {
  const taken = new Set<string>();
  const out = new Map<string, string>();
  for (const value of values) {
    if (out.has(value)) continue;
    let slug = pageSlug(value);
    for (let n = 2; taken.has(slug); n++) slug = `${pageSlug(value)}-${n}`;
    taken.add(slug);
    out.set(value, slug);
  }
  return out;
}
