/**
 * The held-out ADR store (eval/fixtures/search-heldout), built at bench time from a local
 * git copy of joelparkerhenderson/architecture-decision-record at a pinned commit, as
 * memory files: every English example, document and template becomes one memory. The
 * text is kept as written; only the "Contents:" link list (navigation) is dropped.
 */
import { createMemoryId } from '../../../src/core/slug.js';
import { commitDate, findGitDir, readBlobs, treePaths } from './git-copy.js';

/** A memory file made from a source: its id and its full text (frontmatter and body). */
export interface MemoryFileText {
  id: string;
  text: string;
}

/** Folders imported and the memory type each becomes. */
const KINDS: ReadonlyArray<{ folder: string; type: string }> = [
  { folder: 'locales/en/examples/', type: 'decision' },
  { folder: 'locales/en/documents/', type: 'learning' },
  { folder: 'locales/en/templates/', type: 'artifact' },
];

/** Drops the "Contents:" list of anchor links that opens most files. */
function dropContents(body: string): string {
  return body.replace(/^Contents:\s*\n(?:\s*\n)*(?:[ \t]*[*-] \[[^\n]*\n)+/m, '');
}

/** The folder name as words: `decision-record-template-by-edgex` → `Decision record template by edgex`. */
function humanize(folder: string): string {
  const words = folder.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The title is the file's first heading, unless that heading is a template placeholder
 * (`[000] Title`, `{Your Title Here}`) or a sub-question (level 3): then the folder name.
 */
function toMemoryFile(
  text: string,
  type: string,
  folder: string,
  date: string,
): MemoryFileText | null {
  const heading = /^(#{1,3})\s+(.+)$/m.exec(text);
  if (!heading) return null;
  const written = heading[2]!.replace(/["\s]+$/, '').trim();
  const placeholder = heading[1]!.length > 2 || /[[{]|<!--/.test(written);
  const title = placeholder ? humanize(folder) : written;
  const body = dropContents(text.slice(heading.index + heading[0].length)).trim();
  return memoryFileText(createMemoryId(type, title), title, type, date, body);
}

/** A memory file with the minimal front matter the loader needs, dated `date`, tagged `tags`. */
export function memoryFileText(
  id: string,
  title: string,
  type: string,
  date: string,
  body: string,
  tags: readonly string[] = [],
): MemoryFileText {
  const frontmatter = [
    '---',
    `id: ${id}`,
    `title: ${JSON.stringify(title)}`,
    `type: ${type}`,
    `tags: [${tags.map((tag) => JSON.stringify(tag)).join(', ')}]`,
    `created: "${date}"`,
    `updated: "${date}"`,
    '---',
  ].join('\n');
  return { id, text: `${frontmatter}\n${body}\n` };
}

/** The ADR memory files at `commit`, sorted by id; null without a local copy. */
export function adrMemoryFiles(repository: string, commit: string): MemoryFileText[] | null {
  const gitDir = findGitDir(repository);
  if (!gitDir) return null;
  const date = commitDate(gitDir, commit).toISOString();
  const paths = treePaths(gitDir, commit);
  const files = new Map<string, MemoryFileText>();
  for (const { folder, type } of KINDS) {
    // Only one level below the folder: the folder's own index.md is a list of links.
    const pattern = new RegExp(`^${folder}[^/]+/index\\.md$`);
    const chosen = paths.filter((p) => pattern.test(p));
    const texts = readBlobs(
      gitDir,
      chosen.map((p) => `${commit}:${p}`),
    );
    chosen.forEach((file, i) => {
      const memory = toMemoryFile(texts[i]!, type, file.split('/').at(-2)!, date);
      // A later file with the same id replaced the earlier one when the store was written.
      if (memory) files.set(memory.id, memory);
    });
  }
  return [...files.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
}
