/**
 * The suggested-link set (`npm run bench -- links`): the notes of a public, wikilinked
 * documentation folder at a pinned commit, with the links their authors wrote, built at
 * bench time from a local git copy of the repository that `source.json` names (nothing of
 * the text is kept in this repository).
 *
 * Each markdown file becomes a note: id = its file name without `.md`, title = its first
 * heading (else the id), body = the text after the heading, cut at 4,000 characters, with
 * every `[[target|alias]]` replaced by what a reader sees (the alias, else the target's
 * name in words). Links are the wikilinks whose target is another note of the folder.
 * Index pages (`index.md`) and `404.md` are left out: tables of contents, not notes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findGitDir, git } from './git-copy.js';

/** The set's folder: `source.json` and its README. */
export const LINK_SET_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/links-heldout',
);

/** What `source.json` says: the repository, the pinned commit and the folder of notes. */
export interface LinkSource {
  repository: string;
  commit: string;
  folder: string;
}

/** One note of the set with the notes its authors linked it to (sorted ids). */
export interface LinkNote {
  id: string;
  file: string;
  title: string;
  body: string;
  links: string[];
}

const WIKILINK = /!?\[\[([^\]|#]+)(?:#[^\]|]*)?(?:\|([^\]]+))?\]\]/g;
const MAX_BODY = 4_000;

const idOf = (target: string) => path.basename(target.trim()).replace(/\.md$/, '').toLowerCase();

/** The set's source, as `source.json` names it. */
export function readLinkSource(dir = LINK_SET_DIR): LinkSource {
  return JSON.parse(readFileSync(path.join(dir, 'source.json'), 'utf8')) as LinkSource;
}

/** One markdown file as a note; `ids` are the notes links may point to. */
function toNote(file: string, page: string, ids: ReadonlySet<string>): LinkNote {
  const text = page.replace(/^---\n[\s\S]*?\n---\n/, '');
  const heading = /^#\s+(.+)$/m.exec(text);
  const id = idOf(file);
  const links = new Set<string>();
  for (const m of text.matchAll(WIKILINK)) {
    const target = idOf(m[1]!);
    if (target !== id && ids.has(target)) links.add(target);
  }
  const afterHeading = heading ? text.slice(heading.index + heading[0].length) : text;
  const body = afterHeading
    // Link reference definitions (`[name]: target`) repeat the links in machine form.
    .replace(/^\[[^\]]+\]:\s.*$/gm, '')
    .replace(WIKILINK, (_all, target: string, alias?: string) =>
      alias ? alias : path.basename(target).replace(/[-_]/g, ' '),
    )
    .trim()
    .slice(0, MAX_BODY);
  return { id, file, title: heading?.[1]?.trim() ?? id, body, links: [...links].sort() };
}

/** The notes of `folder` at `commit` in the git copy at `gitDir`. */
export function extractLinkNotes(gitDir: string, commit: string, folder: string): LinkNote[] {
  const files = git(gitDir, 'ls-tree', '-r', '--name-only', commit, folder)
    .split('\n')
    // Index pages are tables of contents: they link everything and say little themselves.
    .filter((f) => f.endsWith('.md') && !/(?:^|\/)(?:index|404)\.md$/.test(f));
  const ids = new Set(files.map(idOf));
  return files.map((file) => toNote(file, git(gitDir, 'show', `${commit}:${file}`), ids));
}

/** The notes of the set named by `source.json`, or null when there is no local copy. */
export function loadLinkNotes(source = readLinkSource()): LinkNote[] | null {
  const gitDir = findGitDir(source.repository);
  return gitDir ? extractLinkNotes(gitDir, source.commit, source.folder) : null;
}
