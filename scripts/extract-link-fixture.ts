/**
 * Builds test/fixtures/links-heldout/notes.json: the notes of a public, wikilinked
 * documentation folder at a pinned commit, with the links their authors wrote, for
 * measuring the audit's suggested links (`npm run bench -- links`).
 *
 *   node --import tsx scripts/extract-link-fixture.ts <git dir> <commit> <folder>
 *
 * Each markdown file becomes a note: id = its file name without `.md`, title = its first
 * heading (else the id), body = the text after the heading, cut at 4,000 characters, with
 * every `[[target|alias]]` replaced by what a reader sees (the alias, else the target's
 * name in words). Links are the wikilinks whose target is another note of the folder.
 * Index pages (`index.md`) and `404.md` are left out: tables of contents, not notes.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [gitDir, commit, folder] = process.argv.slice(2);
if (!gitDir || !commit || !folder)
  throw new Error('strata: usage: extract-link-fixture.ts <git dir> <commit> <folder>');

const git = (...args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });

const WIKILINK = /!?\[\[([^\]|#]+)(?:#[^\]|]*)?(?:\|([^\]]+))?\]\]/g;
const MAX_BODY = 4_000;

const files = git('ls-tree', '-r', '--name-only', commit, folder)
  .split('\n')
  // Index pages are tables of contents: they link everything and say little themselves.
  .filter((f) => f.endsWith('.md') && !/(?:^|\/)(?:index|404)\.md$/.test(f));
const idOf = (target: string) => path.basename(target.trim()).replace(/\.md$/, '').toLowerCase();
const ids = new Set(files.map(idOf));

const notes = files.map((file) => {
  const text = git('show', `${commit}:${file}`).replace(/^---\n[\s\S]*?\n---\n/, '');
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
});

const out = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test/fixtures/links-heldout/notes.json',
);
writeFileSync(out, `${JSON.stringify({ commit, folder, notes }, null, 1)}\n`);
console.log(
  `${notes.length} notes, ${notes.reduce((n, x) => n + x.links.length, 0)} links → ${out}`,
);
