/**
 * Claude Code's own memory files as strata memories. Pure: no I/O.
 *
 * Claude Code (auto memory) writes one fact a file with the frontmatter
 *
 * ```yaml
 * name: short-kebab-case-slug
 * description: one-line summary
 * metadata:
 *   type: user | feedback | project | reference
 * ```
 *
 * and links notes with `[[name]]` in the body; `MEMORY.md` beside them is its index of
 * one-line pointers, not a memory. Claude Code's own reader folds any other top-level
 * field into `metadata`, so the older form with `type:` at the top level reads the same;
 * both are read here. `name` is the id, `description` the title, the type is kept as it is.
 */

import { StrataError } from '../errors.js';
import { parseDocument } from '../frontmatter.js';
import { isMemoryId, isMemoryType, type Memory, type MemoryId } from '../memory.js';
import { type FileContext, idFromPath, parseMemory } from '../memory-file.js';
import { parseInstructionFile } from './claude-instructions.js';

/** Claude Code's index file at the root of its memory folder. */
export const CLAUDE_INDEX_FILE = 'MEMORY.md';

/** The four types Claude Code's memory instructions name. */
export const CLAUDE_MEMORY_TYPES = ['user', 'feedback', 'project', 'reference'] as const;

/** The type of a note whose frontmatter names none (Claude Code's own default node type). */
export const UNTYPED = 'memory';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A name as Claude Code stores it: kept when it is `[a-z0-9_-]+`, else slugged. */
export function normalizeClaudeName(name: string): string {
  if (/^[a-z0-9_-]+$/.test(name)) return name;
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The type a Claude Code note declares: `metadata.type`, else a top-level `type`. */
export function claudeTypeOf(data: Record<string, unknown>): unknown {
  const metadata = isRecord(data.metadata) ? data.metadata : {};
  return metadata.type ?? data.type;
}

const WIKI_LINK = /\[\[([^\]\n|#]+)(?:[|#][^\]\n]*)?\]\]/g;

/** The distinct `[[name]]` targets of a body, as ids, in order of first mention. */
export function wikiLinks(body: string): MemoryId[] {
  const out: MemoryId[] = [];
  for (const match of body.matchAll(WIKI_LINK)) {
    const id = normalizeClaudeName((match[1] ?? '').trim());
    if (isMemoryId(id) && !out.includes(id)) out.push(id);
  }
  return out;
}

function firstHeading(body: string): string | undefined {
  for (const line of body.split(/\r?\n/)) {
    const text = line.replace(/^#{1,6}\s+/, '').trim();
    if (text) return text.slice(0, 200);
  }
  return undefined;
}

function claudeId(data: Record<string, unknown>, ctx: FileContext): string {
  const name = typeof data.name === 'string' ? normalizeClaudeName(data.name.trim()) : '';
  return isMemoryId(name) ? name : idFromPath(ctx.relPath);
}

/**
 * Parses one file of Claude Code's memory folder. Null for `MEMORY.md` at the root and
 * for markdown without frontmatter (Claude Code's notes always have one). Throws
 * {@link StrataError} naming the file and field when a field cannot be read.
 */
export function parseClaudeMemory(text: string, ctx: FileContext): Memory | null {
  if (ctx.relPath === CLAUDE_INDEX_FILE) return null;
  const doc = parseDocument(text, ctx.path);
  if (!doc.hasFrontmatter) return null;
  const data = doc.data;
  const rawType = claudeTypeOf(data);
  if (rawType !== undefined && !isMemoryType(rawType)) {
    throw new StrataError(
      'INVALID_FRONTMATTER',
      `${ctx.path}: field "metadata.type" is ${JSON.stringify(rawType)}, not a type name`,
      { subject: ctx.path, hint: `use one of ${CLAUDE_MEMORY_TYPES.join(', ')}` },
    );
  }
  const id = claudeId(data, ctx);
  if (!isMemoryId(id)) {
    throw new StrataError('INVALID_ID', `${ctx.path}: name ${JSON.stringify(id)} is not an id`, {
      subject: ctx.path,
      hint: 'give it a short kebab-case name: field',
    });
  }
  const description = typeof data.description === 'string' ? data.description.trim() : '';
  const created = typeof data.created === 'string' ? data.created : '';
  return {
    id: id as MemoryId,
    title: description || firstHeading(doc.body) || id,
    type: typeof rawType === 'string' ? rawType : UNTYPED,
    scope: ctx.scope,
    tags: [],
    links: wikiLinks(doc.body).filter((l) => l !== id),
    created,
    updated: typeof data.updated === 'string' ? data.updated : created,
    archived: false,
    body: doc.body,
    path: ctx.path,
    relPath: ctx.relPath,
    fields: data,
  };
}

/** Parses a file of any scope: Claude Code's format in the `claude` scope, strata's elsewhere. */
export function parseScopedMemory(text: string, ctx: FileContext): Memory | null {
  if (ctx.scope === 'claude') return parseClaudeMemory(text, ctx);
  if (ctx.scope === 'instructions') return parseInstructionFile(text, ctx);
  return parseMemory(text, ctx);
}
