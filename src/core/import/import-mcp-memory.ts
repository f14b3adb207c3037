/**
 * The official MCP memory server's store (`memory.jsonl`): one JSON object a line,
 * `{"type":"entity","name","entityType","observations"}` or
 * `{"type":"relation","from","to","relationType"}`. Pure: the caller reads the file.
 */

import { isKnownMemoryType } from '../memory.js';
import { slugify } from '../slug.js';
import type { ImportEntry, ImportProblem, ImportRelation, ParsedSource } from './import-plan.js';
import { toEdgeLabel } from './import-plan.js';

/** The prefix of the `source` field of memories imported from this format. */
export const MCP_MEMORY_FORMAT = 'mcp-memory';

type Line = Record<string, unknown>;

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** An entity as a memory: its type when strata knows it, else a learning tagged with it. */
function toEntry(record: Line, file: string, line: number): ImportEntry | string {
  const { name, entityType, observations } = record;
  if (typeof name !== 'string' || !name.trim() || /[\r\n]/.test(name) || name.length > 200)
    return 'entity needs a one-line "name" of at most 200 characters';
  if (typeof entityType !== 'string') return `entity "${name}" needs an "entityType" string`;
  if (observations !== undefined && !isStringList(observations))
    return `entity "${name}": "observations" must be a list of strings`;
  const kind = entityType.trim().toLowerCase();
  const known = isKnownMemoryType(kind);
  const tag = slugify(entityType).slice(0, 50);
  const body = (observations ?? []).map((o) => `- ${o.replace(/\s*\r?\n\s*/g, ' ').trim()}`);
  return {
    origin: `${MCP_MEMORY_FORMAT}:${name}`,
    type: known ? kind : 'learning',
    title: name.trim(),
    body: body.length ? `${body.join('\n')}\n` : '',
    tags: known || !tag ? [] : [tag],
    file,
    line,
  };
}

function toRelation(record: Line, file: string, line: number): ImportRelation | string {
  const { from, to, relationType } = record;
  if (typeof from !== 'string' || typeof to !== 'string' || typeof relationType !== 'string')
    return 'relation needs "from", "to" and "relationType" strings';
  return {
    from: `${MCP_MEMORY_FORMAT}:${from}`,
    to: `${MCP_MEMORY_FORMAT}:${to}`,
    label: toEdgeLabel(relationType),
    file,
    line,
  };
}

function parseLine(text: string): Line | string {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Line;
    return 'is not a JSON object';
  } catch (error) {
    return `is not valid JSON (${(error as Error).message})`;
  }
}

function addRecord(
  out: ParsedSource,
  seen: Set<string>,
  record: Line,
  file: string,
  line: number,
): string | null {
  if (record.type === 'relation') {
    const relation = toRelation(record, file, line);
    if (typeof relation === 'string') return relation;
    out.relations.push(relation);
    return null;
  }
  if (record.type !== 'entity')
    return `"type" must be "entity" or "relation", not ${JSON.stringify(record.type)}`;
  const entry = toEntry(record, file, line);
  if (typeof entry === 'string') return entry;
  if (seen.has(entry.origin)) return `entity "${entry.title}" appears again; ignored`;
  seen.add(entry.origin);
  out.entries.push(entry);
  return null;
}

/** Parses `memory.jsonl` text; each bad line becomes a problem and the others still count. */
export function parseMcpMemory(text: string, file: string): ParsedSource {
  const out: ParsedSource = { entries: [], relations: [], problems: [] };
  const seen = new Set<string>();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    if (raw.trim() === '') continue;
    const record = parseLine(raw);
    const message =
      typeof record === 'string' ? `line ${record}` : addRecord(out, seen, record, file, i + 1);
    if (message) out.problems.push({ file, line: i + 1, message } satisfies ImportProblem);
  }
  return out;
}
