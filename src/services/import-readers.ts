/**
 * Turning a path named on the command line into a parsed source, per format.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { StrataError } from '../core/errors.js';
import { type BasicMemoryFile, parseBasicMemory } from '../core/import-basic-memory.js';
import { parseMcpMemory } from '../core/import-mcp-memory.js';
import type { ParsedSource } from '../core/import-plan.js';
import { listMarkdownFiles, readSourceText } from './import-source.js';

/** Formats `strata import` reads. */
export const IMPORT_FORMATS = ['mcp-memory', 'basic-memory'] as const;

/** One importable format. */
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** True when `value` names an importable format. */
export function isImportFormat(value: unknown): value is ImportFormat {
  return typeof value === 'string' && (IMPORT_FORMATS as readonly string[]).includes(value);
}

/** A note bigger than this is no memory. */
const MAX_NOTE_BYTES = 1024 * 1024;

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/** The MCP memory server's file: the path itself, or `memory.jsonl` inside a folder. */
function readMcpMemory(source: string): ParsedSource {
  const file = isFolder(source) ? path.join(source, 'memory.jsonl') : source;
  const read = readSourceText(file);
  if (!read.ok) return { entries: [], relations: [], problems: [read.problem] };
  return parseMcpMemory(read.text, file);
}

/** A basic-memory project folder: every markdown note below it. */
function readBasicMemory(source: string): ParsedSource {
  if (!isFolder(source)) {
    throw new StrataError('INVALID_ARGUMENT', `${source} is not a folder`, {
      subject: 'path',
      hint: 'name the basic-memory project folder (the one holding its notes)',
    });
  }
  const listing = listMarkdownFiles(source);
  const notes: BasicMemoryFile[] = [];
  const problems = [...listing.problems];
  for (const file of listing.files) {
    const read = readSourceText(file, MAX_NOTE_BYTES);
    if (!read.ok) problems.push(read.problem);
    else
      notes.push({
        file,
        rel: path.relative(source, file).split(path.sep).join('/'),
        text: read.text,
      });
  }
  const parsed = parseBasicMemory(notes);
  return { ...parsed, problems: [...problems, ...parsed.problems] };
}

/** Reads and parses `source` in `format`; unreadable parts become problems. */
export function readImportSource(format: ImportFormat, source: string): ParsedSource {
  switch (format) {
    case 'mcp-memory':
      return readMcpMemory(source);
    case 'basic-memory':
      return readBasicMemory(source);
  }
}
