/**
 * Shapes shared by several tools: the compact index row (progressive disclosure: enough to
 * decide whether to open a memory) and its one-line text form.
 */
import { z } from 'zod';
import { summarizeBody } from '../core/digest.js';
import type { Memory } from '../core/memory.js';
import { type MemoryCard, toCard } from '../core/memory-card.js';
import { SCOPES, type ScopeName } from '../core/scope.js';

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

/**
 * What a row is built from: the head of a memory card. Ids and types are plain strings
 * because a search result that lost its indexed document still makes a row.
 */
export type RowSource = Pick<
  MemoryCard,
  'title' | 'scope' | 'tags' | 'archived' | 'severity' | 'status'
> & { id: string; type: string; updated?: string };

/** The MCP row of a card, with its snippet already cut. */
function rowFromCard(card: RowSource, snippet: string, score?: number): Row {
  const row: Row = {
    id: card.id,
    title: card.title,
    type: String(card.type),
    scope: card.scope,
    snippet,
    tags: card.tags,
    updated: card.updated,
  };
  if (score !== undefined) row.score = score;
  if (card.severity) row.severity = card.severity;
  if (card.status) row.status = card.status;
  if (card.archived) row.archived = true;
  return row;
}

/** A row from an indexed document (or what a search result knows of one). */
export function rowFromDoc(doc: RowSource & { snippet: string }, score?: number): Row {
  return rowFromCard(doc, oneLine(doc.snippet), score);
}

/** A row from a memory read from disk. */
export function rowFromMemory(memory: Memory): Row {
  return rowFromCard(toCard(memory), oneLine(summarizeBody(memory.body, SNIPPET_CHARS * 2)));
}

/** The fields of `memory_get`'s view that come from the card, in MCP's snake_case. */
export interface CardView {
  id: string;
  title: string;
  type: string;
  scope: ScopeName;
  tags: string[];
  aliases?: string[];
  links: string[];
  created: string;
  updated: string;
  archived: boolean;
  path: string;
  severity?: string;
  status?: string;
  file_patterns?: string[];
  command_patterns?: string[];
}

/** A card in MCP's snake_case (`filePatterns` → `file_patterns`, likewise command patterns; shown only when there are some). */
export function cardView(card: MemoryCard): CardView {
  const { filePatterns, commandPatterns, ...rest } = card;
  const view: CardView = rest;
  if (filePatterns?.length) view.file_patterns = filePatterns;
  if (commandPatterns?.length) view.command_patterns = commandPatterns;
  return view;
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
