/**
 * Reading the origin plugin's store from disk: a project root (its `.claude/memory`), or
 * a scope folder itself, with the `local/` folder below it when there is one. Only
 * `permanent/` and `temporary/` hold memories; `archive/` stays behind, and the origin's
 * own caches (`index.json`, `embeddings.json`) are not read.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { StrataError } from '../../core/errors.js';
import {
  dedupeRelations,
  ORIGIN_FORMAT,
  type OriginFolder,
  type OriginNote,
  parseOriginFolder,
} from '../../core/import/import-origin.js';
import type { ImportProblem, ImportRelation, ParsedSource } from '../../core/import/import-plan.js';
import { listMarkdownFiles, readSourceText } from './import-source.js';

/** A memory bigger than this is no memory. */
const MAX_NOTE_BYTES = 1024 * 1024;

/** The folders of an origin scope that hold memories. */
const MEMORY_FOLDERS = ['permanent', 'temporary'];

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

function readNotes(dir: string, problems: ImportProblem[]): OriginNote[] {
  const notes: OriginNote[] = [];
  for (const sub of MEMORY_FOLDERS) {
    const folder = path.join(dir, sub);
    if (!isFolder(folder)) continue;
    const listing = listMarkdownFiles(folder);
    problems.push(...listing.problems);
    for (const file of listing.files) {
      const read = readSourceText(file, MAX_NOTE_BYTES);
      if (!read.ok) problems.push(read.problem);
      else notes.push({ file, name: path.basename(file).replace(/\.md$/i, ''), text: read.text });
    }
  }
  return notes;
}

function readFolder(
  dir: string,
  scope: OriginFolder['scope'],
  ignoreScopes: boolean,
): ParsedSource {
  const problems: ImportProblem[] = [];
  const notes = readNotes(dir, problems);
  const file = path.join(dir, 'graph.json');
  const read = isFolder(dir) ? readSourceText(file) : undefined;
  if (read && !read.ok && read.problem.message !== 'does not exist') problems.push(read.problem);
  const graph = read?.ok ? { file, text: read.text } : undefined;
  const parsed = parseOriginFolder({ scope, notes, graph, ignoreScopes });
  return { ...parsed, problems: [...problems, ...parsed.problems] };
}

/**
 * Reads an origin store. With `ignoreScopes` (the import names a scope) every memory
 * goes to that scope; otherwise each to the one it records (see `core/import-origin.ts`).
 */
export function readOriginStore(source: string, ignoreScopes: boolean): ParsedSource {
  const nested = path.join(source, '.claude', 'memory');
  const base = isFolder(nested) ? nested : source;
  if (!isFolder(base)) {
    throw new StrataError('INVALID_ARGUMENT', `${source} is not a folder`, {
      subject: 'path',
      hint: 'name the project that holds .claude/memory, or the memory folder itself',
    });
  }
  const parts = [readFolder(base, 'project', ignoreScopes)];
  const local = path.join(base, 'local');
  if (isFolder(local)) parts.push(readFolder(local, 'local', ignoreScopes));
  const entries = parts.flatMap((p) => p.entries);
  const relations = resolveAcrossFolders(
    parts.flatMap((p) => p.relations),
    new Set(entries.map((e) => e.origin)),
  );
  return { entries, relations, problems: parts.flatMap((p) => p.problems) };
}

/**
 * A link or edge names bare ids, which the origin looks up in every scope: an end missing
 * from its own folder is taken from the other folder when that one holds it.
 */
function resolveAcrossFolders(relations: ImportRelation[], known: ReadonlySet<string>) {
  const other = (origin: string) =>
    origin.startsWith(`${ORIGIN_FORMAT}:local/`)
      ? origin.replace(`${ORIGIN_FORMAT}:local/`, `${ORIGIN_FORMAT}:`)
      : origin.replace(`${ORIGIN_FORMAT}:`, `${ORIGIN_FORMAT}:local/`);
  const find = (origin: string) =>
    known.has(origin) || !known.has(other(origin)) ? origin : other(origin);
  return dedupeRelations(relations.map((r) => ({ ...r, from: find(r.from), to: find(r.to) })));
}
