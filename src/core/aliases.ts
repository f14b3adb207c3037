/**
 * A memory's `aliases`: the other ways someone would ask for it, in words its title and body
 * do not use (the symptom, the user's phrasing, an older name). The field is the one
 * Obsidian, Quartz and Foam read as a note's other names. Keyword search indexes them as a
 * field of their own. Pure.
 */

/** The most aliases one memory may be given through strata. */
export const MAX_ALIASES = 5;

/** The longest alias, in characters: a phrase someone would type, not a paragraph. */
export const MAX_ALIAS_CHARS = 80;

/**
 * The aliases a file holds: a YAML list, or one string (Obsidian accepts `aliases: name`;
 * a comma does not split it, since a phrase may hold one). Returns undefined when the value
 * is neither, e.g. a mapping.
 */
export function readAliases(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return value.map((v) => String(v).trim()).filter(Boolean);
  }
  return undefined;
}

/** What is wrong with a list of aliases, in words that follow "aliases …"; null when fine. */
export function aliasesProblem(aliases: readonly string[]): string | null {
  if (aliases.length > MAX_ALIASES) return `has ${aliases.length} entries, over ${MAX_ALIASES}`;
  const long = aliases.find((a) => a.length > MAX_ALIAS_CHARS);
  if (long !== undefined)
    return `holds ${JSON.stringify(`${long.slice(0, 40)}…`)}, longer than ${MAX_ALIAS_CHARS} characters`;
  const multiline = aliases.find((a) => /[\r\n\u0000]/.test(a));
  if (multiline !== undefined) return `holds ${JSON.stringify(multiline)}, which is not one line`;
  return null;
}
