/**
 * Duplicates at save with the skill's first step, "search first", judged in two rounds on
 * the held-out duplicate set (words only, as the default configuration without Ollama):
 * - `queries <outdir>`: one packet per save showing the memory about to be saved; the judge
 *   writes the phrasings it would pass to memory_search.
 * - `decide <outdir> <judge-out>`: each save replayed through the real memory_search (with
 *   the judge's phrasings) and memory_save; the packet shows both answers and the listed
 *   memories opened; the judge decides: update one of them, or keep the save.
 * Labels never enter a packet; `<outdir>/scoring/` maps saves and ids to notes for the
 * scorer only (move it away from the judges' reach before judging).
 * Usage: `tsx eval/judged/build-duplicate-search-packets.ts queries|decide <outdir> [<judge-out>]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReplayKey } from './build-duplicate-packets.js';
import { openReplayStore, readDuplicateSet } from './duplicate-saves.js';
import { duplicateText } from './product-text.js';
import { DUPLICATE_SET, folderSize, writeJson, writeText } from './sets.js';

const PROMPTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'prompts');
const NAME = `${DUPLICATE_SET}-search-first`;

function header(): string {
  return [
    readFileSync(path.join(PROMPTS, 'duplicates-search.md'), 'utf8').trim(),
    "## The product's text (verbatim)",
    duplicateText(),
  ].join('\n\n');
}

const saveName = (i: number) => `s${String(i + 1).padStart(2, '0')}`;

function writeQueryPackets(outdir: string): void {
  const { notes, saved } = readDuplicateSet();
  const dir = path.join(outdir, 'duplicates', `${NAME}-queries`);
  for (const [i, key] of saved.entries()) {
    const note = notes.get(key)!;
    writeJson(path.join(dir, 'saves', `${saveName(i)}.json`), {
      save: saveName(i),
      saved: { type: 'learning', title: note.title, body: note.body, tags: [] },
    });
  }
  writeText(
    path.join(dir, 'instructions.md'),
    [
      header(),
      '## What to write',
      'The skill asks you to search first. For each file `saves/<save>.json`, write `<save>.json` in your output folder: `{ "queries": ["…", …] }`, the 2-5 phrasings you would pass to memory_search in `queries` to find a memory that already says this.',
    ].join('\n\n'),
  );
  console.log(`${dir}: ${saved.length} saves, ${Math.round(folderSize(dir).bytes / 1024)} KB`);
}

function readQueries(file: string): string[] {
  if (!existsSync(file)) return [];
  const value = JSON.parse(readFileSync(file, 'utf8')) as { queries?: unknown };
  if (!Array.isArray(value.queries) || value.queries.some((q) => typeof q !== 'string'))
    throw new Error(`strata eval: ${file}: "queries" must be a list of strings`);
  return (value.queries as string[]).filter((q) => q.trim()).slice(0, 5);
}

async function writeDecisionPackets(outdir: string, judged: string): Promise<void> {
  const { notes, saved } = readDuplicateSet();
  const store = await openReplayStore(notes, 'keyword');
  const dir = path.join(outdir, 'duplicates', `${NAME}-decide`);
  const key: ReplayKey = { saves: {}, ids: {} };
  for (const note of store.notes.values()) key.ids[note.id] = note.key;
  try {
    for (const [i, noteKey] of saved.entries()) {
      const save = saveName(i);
      const queries = readQueries(path.join(judged, `${save}.json`));
      const replay = await store.save(noteKey, queries);
      const listed = (replay.result.structured.similar as Array<{ id: string }>).map((m) => m.id);
      key.saves[save] = {
        key: noteKey,
        similar: [...new Set([...replay.opened.map((o) => o.id), ...listed])],
      };
      writeJson(path.join(dir, 'saves', `${save}.json`), {
        save,
        saved: replay.saved,
        searched: { queries, ...replay.searched },
        result: replay.result,
        opened: replay.opened,
      });
    }
  } finally {
    await store.close();
  }
  writeText(
    path.join(dir, 'instructions.md'),
    [
      header(),
      'In each file, `searched` is what memory_search answered to the phrasings you chose, `result` what memory_save answered, and `opened` what memory_get returns for the top search results and every memory listed in `similar`, as if you had opened them.',
      '## What to write',
      'For each file `saves/<save>.json`, write `<save>.json` in your output folder: `{ "action": "update", "target": "<id of the memory you update instead>" }` or `{ "action": "save", "target": null }`.',
    ].join('\n\n'),
  );
  writeJson(path.join(outdir, 'scoring', `${NAME}-decide.json`), key);
  console.log(`${dir}: ${saved.length} saves, ${Math.round(folderSize(dir).bytes / 1024)} KB`);
}

const [step, outdir, judged] = process.argv.slice(2);
if (step === 'queries' && outdir) writeQueryPackets(path.resolve(outdir));
else if (step === 'decide' && outdir && judged)
  await writeDecisionPackets(path.resolve(outdir), path.resolve(judged));
else
  throw new Error(
    'usage: tsx eval/judged/build-duplicate-search-packets.ts queries <outdir> | decide <outdir> <judge-out>',
  );
