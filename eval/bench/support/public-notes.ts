/**
 * Labelled sets whose notes are read from a local git copy of a public repository at a
 * pinned commit instead of being copied into this one. A fixture folder with a
 * `source.json` names the repository, the commit and the folders whose `*.md` files are the
 * store; `queries.json` labels answers by their path in that repository. Each note becomes
 * one `learning` memory: title = its first `# ` heading, tags = [its folder], body = the
 * rest, every date = the commit's. A handbook kept below a subfolder (`root`) with its title
 * in YAML front matter (`frontmatter`) loads the same way from there, and one whose sections
 * nest (`nested`) takes the files of the subfolders too.
 * Copies are found by `git-copy.ts`.
 */
import path from 'node:path';
import yaml from 'js-yaml';
import type { Memory } from '../../../src/core/memory.js';
import { parseMemory } from '../../../src/core/memory-file.js';
import { toAbsolutePath, toScopeRelativePath } from '../../../src/core/path-kinds.js';
import { createMemoryId, withSuffix } from '../../../src/core/slug.js';
import { memoryFileText } from './adr-notes.js';
import { commitDate, findGitDir, readBlobs, treePaths } from './git-copy.js';

/** What `source.json` says. */
export interface NotesSource {
  /** `owner/name`. */
  repository: string;
  commit: string;
  /** Folders whose direct `*.md` files are notes; absent: every `<folder>/<name>.md`. */
  folders?: string[];
  /** The repository folder the `<folder>/<name>.md` layout is counted from; absent: its root. */
  root?: string;
  /**
   * Notes also sit in subfolders of a folder (`<folder>/<sub>/…/<name>.md`), as in a handbook
   * whose sections nest; each is still tagged by its top folder. Absent: only direct files.
   */
  nested?: boolean;
  /**
   * Notes open with YAML front matter: it is cut from the body, its `title` is the title and
   * its `section` the tag (else the folder). Absent: the first `# ` heading is the title.
   */
  frontmatter?: boolean;
}

/** The store built from a source, and the memory id of each note path. */
export interface PublicNotes {
  memories: Memory[];
  idByPath: Map<string, string>;
}

/** The path of a note below `root` (the path itself without one). */
function belowRoot(file: string, source: NotesSource): string {
  return source.root === undefined ? file : file.slice(source.root.length + 1);
}

/** The note paths of the store (repository paths), sorted. */
function notePaths(gitDir: string, source: NotesSource): string[] {
  const all = treePaths(gitDir, source.commit);
  const prefix = source.root === undefined ? '' : `${source.root}/`;
  return all
    .filter((p) => p.endsWith('.md') && p.startsWith(prefix))
    .filter((p) => {
      const parts = belowRoot(p, source).split('/');
      if (source.nested ? parts.length < 2 : parts.length !== 2) return false;
      return source.folders === undefined || source.folders.includes(parts[0]!);
    })
    .sort();
}

/** Title, section and body of a note that opens with YAML front matter; null without a title. */
function splitFrontmatter(text: string): { title: string; section?: string; body: string } | null {
  const block = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!block) return null;
  const fields = yaml.load(block[1]!) as Record<string, unknown> | null;
  const title = fields?.title;
  if (typeof title !== 'string' || title.trim() === '') return null;
  const section = typeof fields?.section === 'string' ? fields.section : undefined;
  return { title: title.trim(), section, body: text.slice(block[0].length).trim() };
}

/** Title and body of a note: its first `# ` heading, else the file name as words. */
function splitNote(text: string, file: string): { title: string; body: string } {
  const heading = /^#\s+(.+)$/m.exec(text);
  if (!heading) return { title: path.basename(file, '.md').replace(/[-_]+/g, ' '), body: text };
  const body = text.slice(0, heading.index) + text.slice(heading.index + heading[0].length);
  return { title: heading[1]!.trim(), body: body.trim() };
}

/** One note as a project memory, or null when it does not parse. */
function toMemory(
  file: string,
  body: string,
  meta: { id: string; title: string; tag: string; date: Date },
): Memory | null {
  const date = meta.date.toISOString();
  const { text } = memoryFileText(meta.id, meta.title, 'learning', date, body, [meta.tag]);
  return parseMemory(text, {
    path: toAbsolutePath(path.join('/', 'notes', file)),
    relPath: toScopeRelativePath(`${meta.id}.md`),
    scope: 'project',
  });
}

/** The store of `source` as memories (project scope), or null when no copy is found. */
export function loadPublicNotes(source: NotesSource): PublicNotes | null {
  const gitDir = findGitDir(source.repository);
  if (!gitDir) return null;
  const date = commitDate(gitDir, source.commit);
  const paths = notePaths(gitDir, source);
  const texts = readBlobs(
    gitDir,
    paths.map((p) => `${source.commit}:${p}`),
  );
  const taken = new Set<string>();
  const memories: Memory[] = [];
  const idByPath = new Map<string, string>();
  paths.forEach((file, i) => {
    const folder = belowRoot(file, source).split('/')[0]!;
    const matter = source.frontmatter ? splitFrontmatter(texts[i]!) : null;
    const { title, body } = matter ?? splitNote(texts[i]!, file);
    const tag = matter?.section ?? folder;
    const base = createMemoryId('learning', title);
    let n = 0;
    while (taken.has(withSuffix(base, n))) n++;
    const id = withSuffix(base, n);
    taken.add(id);
    const memory = toMemory(file, body, { id, title, tag, date });
    if (!memory) return;
    memories.push(memory);
    idByPath.set(file, id);
  });
  return { memories, idByPath };
}
