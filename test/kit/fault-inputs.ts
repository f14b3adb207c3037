/**
 * Fault suite phases on input: the derived cache corrupted in several ways (a search must
 * still answer from the files), and input over the limits or not UTF-8 (refused with its
 * reason and nothing written, or written keeping every byte).
 */
import { existsSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnStrataIn } from './cli.js';
import type { RunCliIn, SuiteCounts, SuiteSize } from './fault-suite.js';
import { seededRandom } from './seeded-random.js';
import { listFiles, type TempStore } from './temp-store.js';

type Corruption = (file: string, random: () => number) => void;

const CORRUPTIONS: Record<string, Corruption> = {
  empty: (file) => truncateSync(file, 0),
  half: (file) => truncateSync(file, Math.floor(readFileSync(file).length / 2)),
  garbage: (file, random) =>
    writeFileSync(file, Buffer.from(Array.from({ length: 512 }, () => Math.floor(random() * 256)))),
  json: (file) => writeFileSync(file, '{"version": 999, "docs": [null]'),
};

/** Cache files, for corruption. */
function cacheFiles(t: TempStore): string[] {
  const root = t.env.STRATA_CACHE_DIR!;
  return existsSync(root) ? listFiles(root).map((rel) => path.join(root, rel)) : [];
}

async function searchWorks(
  t: TempStore,
  what: string,
  counts: SuiteCounts,
  run: RunCliIn,
): Promise<void> {
  const r = await run(t, ['search', 'Hub', '--mode', 'keyword', '--json']);
  counts.operations += 1;
  if (r.code === 0 && r.json?.results?.length) return;
  counts.wrongAnswers += 1;
  counts.notes.push(
    `search after ${what} failed: ${r.stdout.slice(0, 200)} ${r.stderr.slice(0, 200)}`,
  );
}

/**
 * Corrupts the index cache and searches: each round damages every cache file, each in
 * another way; sizes past the CI one add rounds that damage one file at a time.
 */
export async function corruptCache(
  t: TempStore,
  size: SuiteSize,
  counts: SuiteCounts,
  run: RunCliIn = spawnStrataIn,
) {
  const random = seededRandom(size.seed + 2);
  const kinds = Object.entries(CORRUPTIONS);
  for (let round = 0; round < 2; round++) {
    await run(t, ['search', 'Hub', '--mode', 'keyword']);
    cacheFiles(t).forEach((file, i) => {
      const [, corrupt] = kinds[(i + round) % kinds.length]!;
      corrupt(file, random);
      counts.corruptions += 1;
    });
    await searchWorks(t, `round ${round} of damage to every cache file`, counts, run);
  }
  for (let n = 0; n < Math.max(0, size.kills - 10); n++) {
    await run(t, ['search', 'Hub', '--mode', 'keyword']);
    const files = cacheFiles(t);
    const file = files[Math.floor(random() * files.length)];
    if (!file) break;
    const [name, corrupt] = kinds[n % kinds.length]!;
    corrupt(file, random);
    counts.corruptions += 1;
    await searchWorks(t, `${name} on ${path.basename(file)}`, counts, run);
  }
}

function countMarkdown(dir: string): number {
  return readdirSync(dir).filter((f) => f.endsWith('.md')).length;
}

/** Input over the limits is refused with nothing written; non-UTF-8 bytes are kept. */
export async function feedBadInput(
  t: TempStore,
  counts: SuiteCounts,
  run: RunCliIn = spawnStrataIn,
): Promise<void> {
  const before = countMarkdown(t.memDir);
  const big = 'x'.repeat(2 * 1024 * 1024);
  const args = ['remember', '--type', 'learning', '--title', 'Too big', '--json'];
  const r = await run(t, args, { stdin: big });
  counts.operations += 1;
  counts.badInputs += 1;
  if (r.json?.error?.code !== 'FILE_TOO_LARGE' || countMarkdown(t.memDir) !== before) {
    counts.wrongAnswers += 1;
    counts.notes.push(`oversized save: ${r.stdout.slice(0, 200)}`);
  }
  const latin = Buffer.from('Ask M\xfcller about the caf\xe9 invoice \xa3300.\n', 'latin1');
  const file = t.mem('learning-latin1.md');
  const head = '---\nid: learning-latin1\ntitle: Latin-1 body\ntype: learning\ntags: []\n---\n\n';
  writeFileSync(file, Buffer.concat([Buffer.from(head), latin]));
  for (const step of [
    ['link', 'learning-latin1', 'hub-0'],
    ['edit', 'learning-latin1', '--add-tag', 'latin'],
    ['unlink', 'learning-latin1', 'hub-0'],
  ]) {
    const done = await run(t, [...step, '--json']);
    counts.operations += 1;
    counts.badInputs += 1;
    const kept = readFileSync(file).subarray(-latin.length).equals(latin);
    if (done.code !== 0 || !kept) {
      counts.lost += 1;
      counts.notes.push(`${step[0]} on a Latin-1 file: code ${done.code}, bytes kept ${kept}`);
    }
  }
}
