/**
 * Labelled sets whose notes are read from a local git copy of a public repository at a
 * pinned commit instead of being copied into this one. A fixture folder with a
 * `source.json` names the repository, the commit and the folders whose `*.md` files are the
 * store; `queries.json` labels answers by their path in that repository. Each note becomes
 * one `learning` memory: title = its first `# ` heading, tags = [its folder], body = the
 * rest, every date = the commit's.
 * Copies are found by `git-copy.ts`.
 */
import path from 'node:path';
import type { Memory } from '../../src/core/memory.js';
import { parseMemory } from '../../src/core/memory-file.js';
import { toAbsolutePath, toScopeRelativePath } from '../../src/core/path-kinds.js';
import { createMemoryId, withSuffix } from '../../src/core/slug.js';
import { findGitDir, git, readBlobs } from './git-copy.js';

/** What `source.json` says. */
export interface NotesSource {
  /** `owner/name`. */
  repository: string;
  commit: string;
  /** Folders whose direct `*.md` files are notes; absent: every `<folder>/<name>.md`. */
  folders?: string[];
}

/** The store built from a source, and the memory id of each note path. */
export interface PublicNotes {
  memories: Memory[];
  idByPath: Map<string, string>;
}

/** The note paths of the store, sorted. */
function notePaths(gitDir: string, source: NotesSource): string[] {
  const all = git(gitDir, 'ls-tree', '-r', '--name-only', source.commit).split('\n');
  return all
    .filter((p) => p.endsWith('.md'))
    .filter((p) => {
      const parts = p.split('/');
      if (parts.length !== 2) return false;
      return source.folders === undefined || source.folders.includes(parts[0]!);
    })
    .sort();
}

/** Title and body of a note: its first `# ` heading, else the file name as words. */
function splitNote(text: string, file: string): { title: string; body: string } {
  const heading = /^#\s+(.+)$/m.exec(text);
  if (!heading) return { title: path.basename(file, '.md').replace(/[-_]+/g, ' '), body: text };
  const body = text.slice(0, heading.index) + text.slice(heading.index + heading[0].length);
  return { title: heading[1]!.trim(), body: body.trim() };
}

/** The store of `source` as memories (project scope), or null when no copy is found. */
export function loadPublicNotes(source: NotesSource): PublicNotes | null {
  const gitDir = findGitDir(source.repository);
  if (!gitDir) return null;
  const date = new Date(git(gitDir, 'log', '-1', '--format=%cI', source.commit).trim());
  const paths = notePaths(gitDir, source);
  const texts = readBlobs(
    gitDir,
    paths.map((p) => `${source.commit}:${p}`),
  );
  const taken = new Set<string>();
  const memories: Memory[] = [];
  const idByPath = new Map<string, string>();
  paths.forEach((file, i) => {
    const { title, body } = splitNote(texts[i]!, file);
    const base = createMemoryId('learning', title);
    let n = 0;
    while (taken.has(withSuffix(base, n))) n++;
    const id = withSuffix(base, n);
    taken.add(id);
    const folder = file.split('/')[0]!;
    const frontmatter = [
      '---',
      `id: ${id}`,
      `title: ${JSON.stringify(title)}`,
      'type: learning',
      `tags: [${JSON.stringify(folder)}]`,
      `created: "${date.toISOString()}"`,
      `updated: "${date.toISOString()}"`,
      '---',
    ].join('\n');
    const memory = parseMemory(`${frontmatter}\n${body}\n`, {
      path: toAbsolutePath(path.join('/', 'notes', file)),
      relPath: toScopeRelativePath(`${id}.md`),
      scope: 'project',
    });
    if (!memory) return;
    memories.push(memory);
    idByPath.set(file, id);
  });
  return { memories, idByPath };
}
