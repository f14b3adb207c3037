/**
 * Turning a path named on the command line into a parsed source, per format.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { StrataError } from '../../core/errors.js';
import { type BasicMemoryFile, parseBasicMemory } from '../../core/import/import-basic-memory.js';
import { parseAutoMemoryNote, parseClaudeMd } from '../../core/import/import-claude-md.js';
import { parseMcpMemory } from '../../core/import/import-mcp-memory.js';
import type { ParsedSource } from '../../core/import/import-plan.js';
import { readOriginStore } from './import-origin-source.js';
import { listMarkdownFiles, readSourceText } from './import-source.js';

/** Formats `strata import` reads. */
export const IMPORT_FORMATS = ['mcp-memory', 'basic-memory', 'claude-md', 'origin'] as const;

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

function mergeSources(parts: readonly ParsedSource[]): ParsedSource {
  return {
    entries: parts.flatMap((p) => p.entries),
    relations: parts.flatMap((p) => p.relations),
    problems: parts.flatMap((p) => p.problems),
  };
}

function failed(file: string, error: unknown): ParsedSource {
  const message = (error as Error).message.replace(/^strata: /, '').replace(`${file}: `, '');
  return { entries: [], relations: [], problems: [{ file, message }] };
}

/**
 * Drops the lines of an auto-memory `MEMORY.md` index that only point at a note of the
 * folder: each such note is imported on its own.
 */
function dropIndexLines(text: string, notes: ReadonlySet<string>): string {
  return text
    .split(/\r?\n/)
    .filter((line) => {
      const target = /^\s*[-*]\s*\[[^\]]*\]\(([^)\s]+\.md)\)/.exec(line)?.[1];
      return !(target && notes.has(target));
    })
    .join('\n');
}

/** One file of Claude Code's: a CLAUDE.md (or MEMORY.md index) by sections, else one note. */
function readClaudeFile(file: string, key: string, notes: ReadonlySet<string>): ParsedSource {
  const read = readSourceText(file, MAX_NOTE_BYTES);
  if (!read.ok) return { entries: [], relations: [], problems: [read.problem] };
  const name = path.basename(file);
  try {
    if (/^MEMORY\.md$/i.test(name))
      return parseClaudeMd(dropIndexLines(read.text, notes), file, key);
    if (/^CLAUDE(\.local)?\.md$/i.test(name)) return parseClaudeMd(read.text, file, key);
    return parseAutoMemoryNote(read.text, file, key);
  } catch (error) {
    return failed(file, error);
  }
}

/** A CLAUDE.md file, or an auto-memory folder (every note in it). */
function readClaudeMd(source: string, projectRoot: string | undefined): ParsedSource {
  if (!isFolder(source)) {
    const inProject = projectRoot && !path.relative(projectRoot, source).startsWith('..');
    const key = inProject ? path.relative(projectRoot, source) : source;
    return readClaudeFile(source, key.split(path.sep).join('/'), new Set());
  }
  const listing = listMarkdownFiles(source);
  const rels = listing.files.map((file) => path.relative(source, file).split(path.sep).join('/'));
  const notes = new Set(rels);
  const parts = listing.files.map((file, i) => readClaudeFile(file, rels[i] ?? file, notes));
  return mergeSources([{ entries: [], relations: [], problems: listing.problems }, ...parts]);
}

/** Where the readers look besides the path itself. */
export interface ReadContext {
  projectRoot: string | undefined;
  /** True when the import names its scope: sources that record scopes then ignore them. */
  scopeNamed?: boolean;
}

/** Refuses a source path that names nothing: there is nothing to import, not an empty import. */
function assertSourceExists(format: ImportFormat, source: string): void {
  if (existsSync(source)) return;
  throw new StrataError('NOT_FOUND', `${source} does not exist`, {
    subject: 'path',
    hint: `name the ${format} file or folder to import (see strata import --help)`,
  });
}

/**
 * Reads and parses `source` in `format`; unreadable parts become problems. Throws
 * `NOT_FOUND` when `source` itself does not exist.
 */
export function readImportSource(
  format: ImportFormat,
  source: string,
  where: ReadContext,
): ParsedSource {
  assertSourceExists(format, source);
  switch (format) {
    case 'claude-md':
      return readClaudeMd(source, where.projectRoot);
    case 'mcp-memory':
      return readMcpMemory(source);
    case 'basic-memory':
      return readBasicMemory(source);
    case 'origin':
      return readOriginStore(source, where.scopeNamed === true);
  }
}
