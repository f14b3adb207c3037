/**
 * Claude Code's `MEMORY.md`: one pointer line per note (`- [Title](file.md) — hook`),
 * loaded into every session by Claude Code. strata keeps it true when it edits, removes or
 * promotes a note: only the pointer lines of that note change; every other byte stays.
 * Pure: no I/O.
 */

const LINK_TARGET = /\]\(\s*<?([^)>\s]+)>?\s*\)/g;

function normalizeTarget(target: string): string {
  let t = target;
  try {
    t = decodeURIComponent(t);
  } catch {
    // A target with a stray `%` is compared as written.
  }
  return t.replace(/^\.\//, '');
}

/** True when `line` is a pointer line whose link targets `file` (a path relative to the folder). */
export function pointsTo(line: string, file: string): boolean {
  for (const match of line.matchAll(LINK_TARGET))
    if (normalizeTarget(match[1] ?? '') === file) return true;
  return false;
}

function flatten(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

/** The pointer line Claude Code's instructions describe: `- [Title](file.md) — hook`. */
export function formatIndexLine(title: string, file: string, hook: string): string {
  const label = flatten(title).replace(/[[\]]/g, '');
  const rest = flatten(hook);
  return `- [${label}](${file})${rest ? ` — ${rest}` : ''}`;
}

function splitLines(text: string): { lines: string[]; eol: string; trailing: boolean } {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const trailing = text === '' || text.endsWith('\n');
  const body = trailing ? text.replace(/\r?\n$/, '') : text;
  return { lines: body === '' ? [] : body.split(/\r?\n/), eol, trailing };
}

function joinLines(lines: readonly string[], eol: string): string {
  return lines.length ? `${lines.join(eol)}${eol}` : '';
}

/** `text` without the pointer lines of `file`; null when it has none. */
export function removeIndexLines(text: string, file: string): string | null {
  const { lines, eol } = splitLines(text);
  const kept = lines.filter((line) => !pointsTo(line, file));
  return kept.length === lines.length ? null : joinLines(kept, eol);
}

/**
 * `text` with the hook of the pointer line of `file` set to `hook` (its title kept), or
 * a new pointer line appended when there is none. Null when nothing changes.
 */
export function setIndexLine(
  text: string,
  file: string,
  title: string,
  hook: string,
): string | null {
  const { lines, eol } = splitLines(text);
  const at = lines.findIndex((line) => pointsTo(line, file));
  if (at < 0) return joinLines([...lines, formatIndexLine(title, file, hook)], eol);
  const line = lines[at] ?? '';
  const label = /^\s*[-*]\s*\[([^\]]*)\]/.exec(line)?.[1] ?? title;
  const next = formatIndexLine(label, file, hook);
  if (next === line) return null;
  lines[at] = next;
  return joinLines(lines, eol);
}
