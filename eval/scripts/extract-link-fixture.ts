/**
 * Prints the notes of the suggested-link set (`npm run bench -- links`) as JSON: the notes
 * of a public, wikilinked documentation folder at a pinned commit, with the links their
 * authors wrote, built by the same extraction the bench uses (`eval/bench/support/link-notes.ts`).
 * Nothing is written into this repository: the text stays in the source.
 *
 *   node --import tsx eval/scripts/extract-link-fixture.ts [<git dir> <commit> <folder>]
 *
 * Without arguments the source is the one `eval/fixtures/links-heldout/source.json` names,
 * read from its local git copy.
 */

import { findGitDir } from '../bench/support/git-copy.js';
import { extractLinkNotes, readLinkSource } from '../bench/support/link-notes.js';

const args = process.argv.slice(2);
const source = readLinkSource();
const [gitDir, commit, folder] = args.length
  ? args
  : [findGitDir(source.repository), source.commit, source.folder];
if (!gitDir || !commit || !folder)
  throw new Error('strata: usage: extract-link-fixture.ts [<git dir> <commit> <folder>]');

const notes = extractLinkNotes(gitDir, commit, folder);
process.stdout.write(`${JSON.stringify({ commit, folder, notes }, null, 1)}\n`);
console.error(`${notes.length} notes, ${notes.reduce((n, x) => n + x.links.length, 0)} links`);
