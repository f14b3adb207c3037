/**
 * A project's own architecture decision records, kept in one folder beside its code
 * (`docs/adr/0011-moving-business-logic-out-of-controllers.md`), read at bench time from a
 * local git copy at a pinned commit: one `decision` memory per `*.md` file directly in the
 * folder. Labels name these memories by file name, so ids come from the file name, not the
 * title: `decision-` + the name without its number prefix.
 */
import path from 'node:path';
import { slugify } from '../../../src/core/slug.js';
import { type MemoryFileText, memoryFileText } from './adr-notes.js';
import { commitDate, findGitDir, readBlobs, treePaths } from './git-copy.js';

/** `0011-moving-business-logic.md` → `decision-moving-business-logic`. */
export function adrFileId(file: string): string {
  const stem = path.posix.basename(file, '.md').replace(/^\d+[-_]/, '');
  return `decision-${slugify(stem)}`;
}

/**
 * The title is the first heading without its record number (`9. Modelling history`,
 * `2: Use local datastore`, `ADR-014: Use X`); the body is the text after that heading.
 */
function toMemoryFile(file: string, text: string, date: string): MemoryFileText {
  const heading = /^#{1,3}\s+(.+)$/m.exec(text);
  const id = adrFileId(file);
  const written = heading ? heading[1]!.trim() : '';
  const title = written.replace(/^(?:ADR[-\s]?)?\d+\s*[.:]\s*/i, '').trim() || id;
  const body = heading ? text.slice(heading.index + heading[0].length).trim() : text.trim();
  return memoryFileText(id, title, 'decision', date, body);
}

/** The ADR memory files of `folder` at `commit`, sorted by id; null without a local copy. */
export function adrFolderMemoryFiles(
  repository: string,
  commit: string,
  folder: string,
): MemoryFileText[] | null {
  const gitDir = findGitDir(repository);
  if (!gitDir) return null;
  const date = commitDate(gitDir, commit).toISOString();
  const prefix = `${folder.replace(/\/+$/, '')}/`;
  const chosen = treePaths(gitDir, commit).filter(
    (p) => p.startsWith(prefix) && p.endsWith('.md') && !p.slice(prefix.length).includes('/'),
  );
  if (chosen.length === 0) throw new Error(`strata: no ADR files in ${repository}:${prefix}`);
  const texts = readBlobs(
    gitDir,
    chosen.map((p) => `${commit}:${p}`),
  );
  const files = chosen.map((file, i) => toMemoryFile(file, texts[i]!, date));
  const ids = new Set(files.map((f) => f.id));
  if (ids.size !== files.length) throw new Error(`strata: two ADR files in ${prefix} share an id`);
  return files.sort((a, b) => (a.id < b.id ? -1 : 1));
}
