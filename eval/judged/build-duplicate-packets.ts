/**
 * Duplicate packets: each save of the held-out duplicate set replayed through the product's
 * at-save path (duplicate-saves.ts), once comparing words only and once words and meaning
 * (the embedded model). The saved note of a pair is its second reference; the store holds
 * every other note of the set. A packet shows what the session's Claude sees after the
 * save: the memory it saved, the tool's answer, and the listed memories opened. Saves whose
 * `similar` is empty get no packet (there is nothing to decide; they count as kept).
 * The labels never enter a packet; `<outdir>/scoring/` keeps which note each save and each
 * memory id is, for the scorer only.
 * Usage: `tsx eval/judged/build-duplicate-packets.ts <outdir>`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CheckMode, openReplayStore, readDuplicateSet } from './duplicate-saves.js';
import { duplicateText } from './product-text.js';
import { DUPLICATE_SET, folderSize, writeJson, writeText } from './sets.js';

const PROMPTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'prompts');

/** What the scorer needs to know about one replay (never shown to a judge). */
export interface ReplayKey {
  /** Save id → the note saved, and the ids its `similar` listed. */
  saves: Record<string, { key: string; similar: string[] }>;
  /** Memory id in the replay store → note key. */
  ids: Record<string, string>;
}

/** The folder name of a replay: the set and how the check compared. */
export function replayName(mode: CheckMode): string {
  return `${DUPLICATE_SET}-${mode}`;
}

function instructions(): string {
  return [
    readFileSync(path.join(PROMPTS, 'duplicates.md'), 'utf8').trim(),
    "## The product's text (verbatim)",
    duplicateText(),
    '## What to write',
    'For each file `saves/<save>.json`, write `<save>.json` in your output folder: `{ "action": "update", "target": "<id of the listed memory you update>" }` or `{ "action": "save", "target": null }`.',
  ].join('\n\n');
}

async function buildReplay(outdir: string, mode: CheckMode): Promise<void> {
  const { notes, saved } = readDuplicateSet();
  const store = await openReplayStore(notes, mode);
  const name = replayName(mode);
  const dir = path.join(outdir, 'duplicates', name);
  const key: ReplayKey = { saves: {}, ids: {} };
  for (const note of store.notes.values()) key.ids[note.id] = note.key;
  let packets = 0;
  try {
    for (const [i, noteKey] of saved.entries()) {
      const save = `s${String(i + 1).padStart(2, '0')}`;
      const replay = await store.save(noteKey);
      const similar = (replay.result.structured.similar as Array<{ id: string }>).map((m) => m.id);
      key.saves[save] = { key: noteKey, similar };
      if (!similar.length) continue;
      packets++;
      const { saved: memory, result, opened } = replay;
      writeJson(path.join(dir, 'saves', `${save}.json`), { save, saved: memory, result, opened });
    }
  } finally {
    await store.close();
  }
  writeText(path.join(dir, 'instructions.md'), instructions());
  writeJson(path.join(outdir, 'scoring', `${name}.json`), key);
  const size = folderSize(dir);
  console.log(
    `duplicates/${name}: ${saved.length} saves into a store of ${notes.size - 1}, ${packets} with a non-empty similar (packets), ${size.files} files, ${Math.round(size.bytes / 1024)} KB`,
  );
}

async function main(): Promise<void> {
  const outdir = process.argv[2];
  if (!outdir) throw new Error('usage: tsx eval/judged/build-duplicate-packets.ts <outdir>');
  for (const mode of ['keyword', 'hybrid'] as const) await buildReplay(path.resolve(outdir), mode);
}

await main();
