/**
 * Phrasing packets: for each search set, its questions alone (id and text, no kind, no
 * answer, no memory) and the instructions (the product's own text about searching with
 * several phrasings, the judge prompt, the output format).
 * Usage: `tsx eval/judged/build-phrasing-packets.ts <outdir>`; writes `<outdir>/phrasings/<set>/`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_PHRASINGS } from '../../src/search/rank-fusion.js';
import { FIXTURES } from '../bench/support/labelled-store.js';
import { phrasingText } from './product-text.js';
import { folderSize, questionId, SEARCH_SETS, writeJson, writeText } from './sets.js';

const PROMPTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'prompts');

function instructions(): string {
  return [
    readFileSync(path.join(PROMPTS, 'phrasings.md'), 'utf8').trim(),
    "## The product's text (verbatim)",
    phrasingText(),
    '## What to write',
    `\`questions.json\` is a JSON list of questions (\`id\`, \`text\`). Write one file, \`phrasings.json\`, in your output folder: one JSON object with every question id as a key and the list of phrasings you would pass in \`queries\` for it (besides the question itself, which is searched as the first phrasing and counts toward the limit of ${MAX_PHRASINGS}), e.g. \`{ "q01": ["phrasing one", "phrasing two"] }\`.`,
  ].join('\n\n');
}

function buildSet(outdir: string, folder: string): void {
  // Only the question text is read: the file's answers and kinds never reach the packet.
  const labelled = JSON.parse(
    readFileSync(path.join(FIXTURES, folder, 'queries.json'), 'utf8'),
  ) as Array<{ query: string }>;
  const questions = labelled.map((q, i) => ({ id: questionId(i), text: q.query }));
  const dir = path.join(outdir, 'phrasings', folder);
  writeJson(path.join(dir, 'questions.json'), questions);
  writeText(path.join(dir, 'instructions.md'), instructions());
  const size = folderSize(dir);
  console.log(
    `phrasings/${folder}: ${questions.length} questions, ${size.files} files, ${Math.round(size.bytes / 1024)} KB`,
  );
}

function main(): void {
  const outdir = process.argv[2];
  if (!outdir) throw new Error('usage: tsx eval/judged/build-phrasing-packets.ts <outdir>');
  for (const folder of SEARCH_SETS) buildSet(path.resolve(outdir), folder);
}

main();
