/**
 * Claude Code's own memory files as drafts: a CLAUDE.md split at its `##` headings, and
 * the notes of the auto-memory folder (one draft a note; its `MEMORY.md` index split like
 * a CLAUDE.md). Drafts wait for review (`strata review`) before they count. Pure.
 */
import { parseDocument } from '../frontmatter.js';
import { slugify } from '../slug.js';
import type { ImportEntry, ParsedSource } from './import-plan.js';

/** The prefix of the `source` field of drafts made from CLAUDE.md sections. */
export const CLAUDE_MD_FORMAT = 'claude-md';

/** The prefix of the `source` field of drafts made from auto-memory notes. */
export const AUTO_MEMORY_FORMAT = 'claude-auto-memory';

/** The status imported drafts carry. */
const DRAFT = 'draft';

interface Section {
  title: string;
  body: string;
  line: number;
}

/** Splits at `#`/`##` headings outside code fences; text before any heading is dropped when blank. */
function splitSections(text: string, fallbackTitle: string): Section[] {
  const sections: Section[] = [];
  let current: Section = { title: fallbackTitle, body: '', line: 1 };
  let fenced = false;
  text.split(/\r?\n/).forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^(#{1,2})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[2]) {
      sections.push(current);
      current = { title: heading[2], body: '', line: i + 1 };
    } else {
      current.body += `${line}\n`;
    }
  });
  sections.push(current);
  return sections
    .map((s) => ({ ...s, body: s.body.trim() ? `${s.body.trim()}\n` : '' }))
    .filter((s) => s.body !== '');
}

function toDraft(origin: string, title: string, body: string, tags: string[]): ImportEntry {
  return { origin, type: 'learning', title, body, tags, status: DRAFT, file: '' };
}

/** One draft per section of a CLAUDE.md; `key` names the file stably (its path in the project). */
export function parseClaudeMd(text: string, file: string, key: string): ParsedSource {
  const out: ParsedSource = { entries: [], relations: [], problems: [] };
  const used = new Set<string>();
  const fallback = key.split('/').pop() ?? key;
  for (const s of splitSections(text, fallback)) {
    let anchor = slugify(s.title) || 'section';
    for (let n = 2; used.has(anchor); n++) anchor = `${slugify(s.title) || 'section'}-${n}`;
    used.add(anchor);
    const title = s.title.length > 200 ? `${s.title.slice(0, 197)}...` : s.title;
    const entry = toDraft(`${CLAUDE_MD_FORMAT}:${key}#${anchor}`, title, s.body, ['claude-md']);
    out.entries.push({ ...entry, file, line: s.line });
  }
  return out;
}

/** One draft for an auto-memory note (frontmatter `name`, `description`, `type`). */
export function parseAutoMemoryNote(text: string, file: string, name: string): ParsedSource {
  const out: ParsedSource = { entries: [], relations: [], problems: [] };
  const { data, body } = parseDocument(text, file);
  const heading = /^#\s+(.+)$/m.exec(body)?.[1]?.trim();
  const title =
    (typeof data.name === 'string' && data.name.trim()) || heading || name.replace(/\.md$/i, '');
  const kind = typeof data.type === 'string' ? slugify(data.type).slice(0, 50) : '';
  const description = typeof data.description === 'string' ? `${data.description.trim()}\n\n` : '';
  const content = `${description}${body.trim()}\n`;
  if (!content.trim()) return out;
  const tags = ['auto-memory', ...(kind ? [kind] : [])];
  const entry = toDraft(`${AUTO_MEMORY_FORMAT}:${name}`, title.slice(0, 200), content, tags);
  out.entries.push({ ...entry, file });
  return out;
}
