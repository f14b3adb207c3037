/**
 * Shapes shared by several tools: the compact index row (progressive disclosure: enough to
 * decide whether to open a memory) and its one-line text form.
 */
import { z } from 'zod';
import { summarizeBody } from '../core/digest.js';
import type { Memory } from '../core/memory.js';
import { SCOPES } from '../core/scope.js';
import type { DocInfo } from '../indexing/index-docs.js';

/** Scope names as a schema. */
export const scopeSchema = z.enum(SCOPES);

/** One memory in a search result or listing. */
export const rowSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  scope: scopeSchema,
  snippet: z.string().describe('The first line or so of the body'),
  tags: z.array(z.string()),
  updated: z.string().optional(),
  score: z.number().optional(),
  severity: z.string().optional(),
  status: z.string().optional(),
  archived: z.boolean().optional(),
});

/** A compact row. */
export type Row = z.infer<typeof rowSchema>;

const SNIPPET_CHARS = 140;

/** Cuts a snippet to one short line. */
export function oneLine(text: string, max = SNIPPET_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A row from an indexed document. */
export function rowFromDoc(doc: DocInfo, score?: number): Row {
  const row: Row = {
    id: doc.id,
    title: doc.title,
    type: doc.type,
    scope: doc.scope,
    snippet: oneLine(doc.snippet),
    tags: doc.tags,
    updated: doc.updated,
  };
  if (score !== undefined) row.score = score;
  if (doc.severity) row.severity = doc.severity;
  if (doc.status) row.status = doc.status;
  if (doc.archived) row.archived = true;
  return row;
}

/** A row from a memory read from disk. */
export function rowFromMemory(memory: Memory): Row {
  const row: Row = {
    id: memory.id,
    title: memory.title,
    type: String(memory.type),
    scope: memory.scope,
    snippet: oneLine(summarizeBody(memory.body, SNIPPET_CHARS * 2)),
    tags: memory.tags,
    updated: memory.updated,
  };
  if (memory.severity) row.severity = memory.severity;
  if (memory.status) row.status = memory.status;
  if (memory.archived) row.archived = true;
  return row;
}

/** `1. id [type, scope] title — snippet` */
export function formatRow(row: Row, n: number): string {
  const tags = [row.type, row.scope, row.severity, row.status, row.archived ? 'archived' : '']
    .filter(Boolean)
    .join(', ');
  const score = row.score !== undefined ? ` ${row.score.toFixed(3)}` : '';
  const snippet = row.snippet && row.snippet !== row.title ? ` — ${row.snippet}` : '';
  return `${n}. ${row.id} [${tags}]${score} ${row.title}${snippet}`;
}

/** Rows as numbered lines, or `empty` when there are none. */
export function formatRows(rows: readonly Row[], empty: string, start = 1): string {
  return rows.length ? rows.map((r, i) => formatRow(r, start + i)).join('\n') : empty;
}
