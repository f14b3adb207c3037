/**
 * Packets for judged patterns: for each labelled gotcha set (`eval/fixtures/gotcha-reads*`),
 * a folder holding what the session's model sees when the user runs
 * `/strata:enrich-patterns`: the command's text, the project's file list (the set's reads),
 * and each gotcha without its tags and patterns. No label is in a packet.
 *
 *   npx tsx eval/pretool/patterns/build-packets.ts /tmp/patterns
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { FIXTURES } from '../../bench/support/labelled-store.js';
import { productBody } from '../../judged/product-text.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The labelled sets the Read-hook bench scores. */
export const PATTERN_SETS = ['gotcha-reads', 'gotcha-reads-signon'];

/** The command's body as Claude Code hands it over (front matter off, arguments filled). */
function commandText(): string {
  return productBody('commands/enrich-patterns.md').replaceAll('$ARGUMENTS', '20');
}

/** A gotcha as memory_get would show it, with its tags and patterns left out. */
function stripped(file: string): string {
  const { data, content } = matter(readFileSync(file, 'utf8'));
  const { tags: _t, file_patterns: _f, command_patterns: _c, ...rest } = data;
  return matter.stringify(content, rest);
}

/** Writes one set's packet of the first form into `out/<set>`. */
export function writeSet(set: string, out: string): void {
  const source = path.join(FIXTURES, set);
  const dir = path.join(out, set);
  mkdirSync(path.join(dir, 'gotchas'), { recursive: true });
  writeFileSync(path.join(dir, 'command.md'), commandText());
  writeFileSync(path.join(dir, 'prompt.md'), readFileSync(path.join(HERE, 'prompt.md'), 'utf8'));
  const reads = JSON.parse(readFileSync(path.join(source, 'reads.json'), 'utf8')) as Array<{
    path: string;
  }>;
  writeFileSync(path.join(dir, 'files.txt'), `${reads.map((r) => r.path).join('\n')}\n`);
  for (const name of readdirSync(path.join(source, 'store')).filter((n) => n.endsWith('.md')))
    writeFileSync(path.join(dir, 'gotchas', name), stripped(path.join(source, 'store', name)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: npx tsx eval/pretool/patterns/build-packets.ts <out-dir>');
  for (const set of PATTERN_SETS) writeSet(set, out);
  console.log(`wrote ${PATTERN_SETS.length} packets to ${out}`);
}
