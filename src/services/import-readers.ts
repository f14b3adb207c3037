/**
 * Turning a path named on the command line into a parsed source, per format.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseMcpMemory } from '../core/import-mcp-memory.js';
import type { ParsedSource } from '../core/import-plan.js';
import { readSourceText } from './import-source.js';

/** Formats `strata import` reads. */
export const IMPORT_FORMATS = ['mcp-memory'] as const;

/** One importable format. */
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** True when `value` names an importable format. */
export function isImportFormat(value: unknown): value is ImportFormat {
  return typeof value === 'string' && (IMPORT_FORMATS as readonly string[]).includes(value);
}

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

/** Reads and parses `source` in `format`; unreadable parts become problems. */
export function readImportSource(format: ImportFormat, source: string): ParsedSource {
  switch (format) {
    case 'mcp-memory':
      return readMcpMemory(source);
  }
}
