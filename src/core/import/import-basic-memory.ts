/**
 * basic-memory's markdown notes: frontmatter `title`, `type`, `permalink`, `tags`; a
 * `## Observations` list of `- [category] text #tag` lines and a `## Relations` list of
 * `- relation_type [[Target]]` lines. Pure: the caller lists and reads the files.
 */
import { parseDocument } from '../frontmatter.js';
import { isKnownMemoryType } from '../memory.js';
import { slugify } from '../slug.js';
import type { ImportEntry, ImportRelation, ParsedSource } from './import-plan.js';
import { toEdgeLabel } from './import-plan.js';

/** The prefix of the `source` field of memories imported from this format. */
export const BASIC_MEMORY_FORMAT = 'basic-memory';

/** One note read from a basic-memory folder. */
export interface BasicMemoryFile {
  /** Path relative to the folder, with `/` separators. */
  rel: string;
  /** Path for messages. */
  file: string;
  text: string;
}

/** A relation as written: its target still a title or permalink. */
interface RawRelation {
  label: string;
  target: string;
  line: number;
}

const TAG = /^[\p{L}\p{N}][\p{L}\p{N}_./-]{0,49}$/u;

function readTags(value: unknown): string[] {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(/[,\s]+/)
      : [];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.trim().replace(/^#/, '').toLowerCase())
    .filter((t) => TAG.test(t));
}

/** `#tag` words at the ends of observation lines. */
function observationTags(body: string): string[] {
  const tags: string[] = [];
  for (const m of body.matchAll(/^\s*-\s*\[[^\]]*\][^\n]*$/gmu)) {
    for (const t of m[0].matchAll(/(?:^|\s)#([\p{L}\p{N}][\p{L}\p{N}_./-]*)/gu))
      if (t[1]) tags.push(t[1].toLowerCase());
  }
  return tags.filter((t) => TAG.test(t));
}

/**
 * `- relation_type [[Target]]` list lines, with line numbers. basic-memory finds them
 * anywhere in a note (the `## Relations` heading is a convention), outside code fences.
 */
function readRelations(text: string): RawRelation[] {
  const out: RawRelation[] = [];
  let fenced = false;
  text.split(/\r?\n/).forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = fenced
      ? null
      : /^\s*[-*]\s+([^[\]\s][^[\]]*?)\s+\[\[([^\]|]+)(?:\|[^\]]*)?\]\]/.exec(line);
    if (m?.[1] && m[2]) out.push({ label: toEdgeLabel(m[1]), target: m[2].trim(), line: i + 1 });
  });
  return out;
}

function permalinkOf(data: Record<string, unknown>, rel: string): string {
  if (typeof data.permalink === 'string' && data.permalink.trim()) return data.permalink.trim();
  return rel.replace(/\.md$/i, '').split('/').map(slugify).join('/');
}

function titleOf(data: Record<string, unknown>, body: string, rel: string): string {
  if (typeof data.title === 'string' && data.title.trim()) return data.title.trim();
  const heading = /^#\s+(.+)$/m.exec(body)?.[1]?.trim();
  return heading || (rel.split('/').pop() ?? rel).replace(/\.md$/i, '');
}

/** One note as an entry plus its relations, or the reason it cannot be read. */
function readNote(note: BasicMemoryFile): { entry: ImportEntry; relations: RawRelation[] } {
  const { data, body } = parseDocument(note.text, note.file);
  const title = titleOf(data, body, note.rel);
  const kind = typeof data.type === 'string' ? data.type.trim().toLowerCase() : 'note';
  const known = isKnownMemoryType(kind);
  const typeTag = known || kind === 'note' ? [] : [slugify(kind).slice(0, 50)].filter(Boolean);
  // The title heading basic-memory writes repeats the title field: drop it.
  const text = body.replace(/^\s*#\s+(.+)\r?\n/, (all, h: string) =>
    h.trim() === title ? '' : all,
  );
  const entry: ImportEntry = {
    origin: `${BASIC_MEMORY_FORMAT}:${permalinkOf(data, note.rel)}`,
    type: known ? kind : 'learning',
    title,
    body: text.replace(/^\s*\n/, ''),
    tags: [...new Set([...readTags(data.tags), ...typeTag, ...observationTags(body)])].slice(0, 50),
    file: note.file,
  };
  return { entry, relations: readRelations(note.text) };
}

/**
 * Parses a folder's notes. Relation targets are matched against titles, permalinks and
 * file names, case-insensitively; a target matching no note is reported by the plan.
 */
export function parseBasicMemory(notes: readonly BasicMemoryFile[]): ParsedSource {
  const out: ParsedSource = { entries: [], relations: [], problems: [] };
  const pending: Array<{ from: string; file: string; raw: RawRelation }> = [];
  const byName = new Map<string, string>();
  for (const note of notes) {
    try {
      const { entry, relations } = readNote(note);
      const twin = out.entries.find((e) => e.origin === entry.origin);
      if (twin) {
        const message = `has the permalink of ${twin.file} ("${entry.origin}"); skipped`;
        out.problems.push({ file: note.file, message });
        continue;
      }
      out.entries.push(entry);
      const permalink = entry.origin.slice(BASIC_MEMORY_FORMAT.length + 1);
      for (const name of [entry.title, permalink, permalink.split('/').pop() ?? ''])
        if (!byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), entry.origin);
      for (const raw of relations) pending.push({ from: entry.origin, file: note.file, raw });
    } catch (error) {
      const message = (error as Error).message
        .replace(/^strata: /, '')
        .replace(`${note.file}: `, '');
      out.problems.push({ file: note.file, message });
    }
  }
  for (const { from, file, raw } of pending) {
    const key = raw.target.toLowerCase();
    const to =
      byName.get(key) ?? byName.get(slugify(raw.target)) ?? `${BASIC_MEMORY_FORMAT}:${raw.target}`;
    out.relations.push({
      from,
      to,
      label: raw.label,
      file,
      line: raw.line,
    } satisfies ImportRelation);
  }
  return out;
}
