/**
 * Alias packets: for each search set, its memories in batches and the instructions (the
 * product's own text about aliases, the judge prompt, the output format). No question and
 * no label of the set goes in. Usage: `tsx eval/judged/build-alias-packets.ts <outdir>`;
 * writes `<outdir>/aliases/<set>/`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aliasText } from './product-text.js';
import {
  batchName,
  folderSize,
  memoryView,
  requireSearchSet,
  SEARCH_SETS,
  toBatches,
  writeJson,
  writeText,
} from './sets.js';

/** Memories per batch: long handbook pages make a batch of 20 about 100 KB. */
export const ALIAS_BATCH = 20;

const PROMPTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'prompts');

/** The instructions file: the judge prompt, then the product's text, then the output format. */
function instructions(batches: number): string {
  return [
    readFileSync(path.join(PROMPTS, 'aliases.md'), 'utf8').trim(),
    "## The product's text (verbatim)",
    aliasText(),
    '## What to write',
    `This folder holds ${batches} batch files, \`batch-01.json\` … \`${batchName(batches - 1)}\`, each a JSON list of memories (id, type, title, tags, body). For each batch file, write a file of the same name in your output folder: one JSON object with every memory id of the batch as a key and the list of aliases you give it as the value, e.g. \`{ "<id>": ["alias one", "alias two"] }\`. An empty list means no aliases for that memory.`,
  ].join('\n\n');
}

async function buildSet(outdir: string, folder: string): Promise<void> {
  const set = await requireSearchSet(folder);
  const dir = path.join(outdir, 'aliases', folder);
  const batches = toBatches(set.memories.map(memoryView), ALIAS_BATCH);
  for (const [i, batch] of batches.entries()) writeJson(path.join(dir, batchName(i)), batch);
  writeText(path.join(dir, 'instructions.md'), instructions(batches.length));
  const size = folderSize(dir);
  console.log(
    `aliases/${folder}: ${set.memories.length} memories in ${batches.length} batches, ${size.files} files, ${Math.round(size.bytes / 1024)} KB`,
  );
}

async function main(): Promise<void> {
  const outdir = process.argv[2];
  if (!outdir) throw new Error('usage: tsx eval/judged/build-alias-packets.ts <outdir>');
  for (const folder of SEARCH_SETS) await buildSet(path.resolve(outdir), folder);
}

await main();
