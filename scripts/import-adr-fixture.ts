/**
 * Builds the held-out search fixture (test/fixtures/search-heldout/store) from a local git
 * copy of github.com/joelparkerhenderson/architecture-decision-record: every English example,
 * document and template becomes one memory file. The text is kept as written; only the
 * "Contents:" link list (navigation, not content) is dropped.
 *
 *   node --import tsx scripts/import-adr-fixture.ts <git-dir> [commit]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMemoryId } from '../src/core/slug.js';

const OUT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test/fixtures/search-heldout/store',
);

/** Folders imported and the memory type each becomes. */
const KINDS: ReadonlyArray<{ folder: string; type: string }> = [
  { folder: 'locales/en/examples/', type: 'decision' },
  { folder: 'locales/en/documents/', type: 'learning' },
  { folder: 'locales/en/templates/', type: 'artifact' },
];

function git(gitDir: string, ...args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
}

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
function toMemory(
  text: string,
  type: string,
  folder: string,
  date: string,
): { id: string; file: string } | null {
  const heading = /^(#{1,3})\s+(.+)$/m.exec(text);
  if (!heading) return null;
  const written = heading[2]!.replace(/["\s]+$/, '').trim();
  const placeholder = heading[1]!.length > 2 || /[[{]|<!--/.test(written);
  const title = placeholder ? humanize(folder) : written;
  const body = dropContents(text.slice(heading.index + heading[0].length)).trim();
  const id = createMemoryId(type, title);
  const frontmatter = [
    '---',
    `id: ${id}`,
    `title: ${JSON.stringify(title)}`,
    `type: ${type}`,
    'tags: []',
    `created: "${date}"`,
    `updated: "${date}"`,
    '---',
  ].join('\n');
  return { id, file: `${frontmatter}\n${body}\n` };
}

function main(): void {
  const [gitDir, commit = 'HEAD'] = process.argv.slice(2);
  if (!gitDir) throw new Error('strata: usage: import-adr-fixture.ts <git-dir> [commit]');
  const date = new Date(git(gitDir, 'log', '-1', '--format=%cI', commit).trim()).toISOString();
  const paths = git(gitDir, 'ls-tree', '-r', '--name-only', commit).split('\n');
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  let count = 0;
  for (const { folder, type } of KINDS) {
    // Only one level below the folder: the folder's own index.md is a list of links.
    const pattern = new RegExp(`^${folder}[^/]+/index\\.md$`);
    for (const file of paths.filter((p) => pattern.test(p))) {
      const folder = file.split('/').at(-2)!;
      const memory = toMemory(git(gitDir, 'show', `${commit}:${file}`), type, folder, date);
      if (!memory) continue;
      writeFileSync(path.join(OUT, `${memory.id}.md`), memory.file);
      count += 1;
    }
  }
  console.log(`${count} memories from ${git(gitDir, 'rev-parse', commit).trim()}`);
}

main();
