/**
 * Where a labelled set's memories come from: its own `store/` folder (memories written
 * here), or the public repository its `source.json` names, read from a local git copy:
 * notes of a TIL-style collection (`public-notes.ts`, answers labelled by path), the ADR
 * collection (`form: "adr"`, `adr-notes.ts`, answers labelled by id) or a project's own ADR
 * folder (`form: "adr-folder"` with `folder`, `adr-folder.ts`, answers labelled by id).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Memory } from '../../../src/core/memory.js';
import { parseMemory } from '../../../src/core/memory-file.js';
import { toAbsolutePath, toScopeRelativePath } from '../../../src/core/path-kinds.js';
import { adrFolderMemoryFiles } from './adr-folder.js';
import { adrMemoryFiles } from './adr-notes.js';
import { loadPublicNotes, type NotesSource } from './public-notes.js';

/** The folder of the labelled sets only evaluation reads. */
export const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../fixtures',
);

/** The product tests' fixtures: the tuning set `search-eval` is also their sample store. */
const TEST_FIXTURES = path.resolve(FIXTURES, '../../test/fixtures');

/** The folder of the labelled set `folder`: under eval/fixtures, else under test/fixtures. */
export function setFolder(folder: string): string {
  const own = path.join(FIXTURES, folder);
  return existsSync(own) ? own : path.join(TEST_FIXTURES, folder);
}

/** A set's memories, and the id of each labelled note path (null: labels are ids). */
export interface StoreMemories {
  memories: Memory[];
  idByPath: Map<string, string> | null;
}

/** `folder` is read only with `form: "adr-folder"`: the folder holding the ADR files. */
type SetSource = NotesSource & { form?: 'adr' | 'adr-folder'; folder?: string };

/** Sets whose memories are files built from the source, labelled by memory id. */
function isFileForm(source: SetSource): boolean {
  return source.form === 'adr' || source.form === 'adr-folder';
}

async function readSource(folder: string): Promise<SetSource | null> {
  const file = path.join(setFolder(folder), 'source.json');
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as SetSource) : null;
}

function requireFolder(source: SetSource, set: string): string {
  if (!source.folder) throw new Error(`strata: source.json of ${set} names no ADR folder`);
  return source.folder;
}

/**
 * The memory files of a set whose memories are files (its `store/` folder, or ADRs), by
 * file name; null when the set's source has no local copy.
 */
export async function loadStoreFiles(
  folder: string,
): Promise<Array<{ name: string; text: string }> | null> {
  const source = await readSource(folder);
  if (source && isFileForm(source)) {
    const files =
      source.form === 'adr'
        ? adrMemoryFiles(source.repository, source.commit)
        : adrFolderMemoryFiles(source.repository, source.commit, requireFolder(source, folder));
    return files ? files.map((f) => ({ name: `${f.id}.md`, text: f.text })) : null;
  }
  if (source) throw new Error(`strata: labelled set ${folder} is not made of memory files`);
  const dir = path.join(setFolder(folder), 'store');
  const names = (await readdir(dir)).filter((n) => n.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => ({ name, text: await readFile(path.join(dir, name), 'utf8') })),
  );
}

/** A set's memories (project scope); null when its source has no local copy. */
export async function loadStoreMemories(folder: string): Promise<StoreMemories | null> {
  const source = await readSource(folder);
  if (source && !isFileForm(source)) return loadPublicNotes(source);
  const files = await loadStoreFiles(folder);
  if (!files) return null;
  const base = path.join(setFolder(folder), 'store');
  const memories = files.flatMap(({ name, text }) => {
    const memory = parseMemory(text, {
      path: toAbsolutePath(path.join(base, name)),
      relPath: toScopeRelativePath(name),
      scope: 'project',
    });
    return memory ? [memory] : [];
  });
  return { memories, idByPath: null };
}
