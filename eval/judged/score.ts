/**
 * Scores a judge's outputs against the committed labels.
 * Usage: `tsx eval/judged/score.ts <packets dir> <judge outputs dir>`. Reads
 * `<judge>/aliases/<set>/*.json`, `<judge>/phrasings/<set>/*.json` and
 * `<judge>/duplicates/<replay>/<save>.json`; a missing folder scores as no output (no
 * aliases, no phrasings, every save kept), and says so.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadUseLite } from '../../src/embeddings/embedded-provider.js';
import { cachedEmbedder } from '../bench/support/embed-cache.js';
import type { ReplayKey } from './build-duplicate-packets.js';
import { formatDuplicateScore, scoreDuplicates } from './score-duplicates.js';
import { checkSearchTargets, formatScoreTable, scoreSearchSet } from './score-search.js';
import {
  DUPLICATE_SET,
  questionId,
  readListOutputs,
  requireSearchSet,
  SEARCH_SETS,
} from './sets.js';

/** How much of a set the judge covered: ids given a non-empty list, ids not in the set. */
function coverage(given: ReadonlyMap<string, string[]>, ids: readonly string[]): string {
  const known = new Set(ids);
  const filled = ids.filter((id) => (given.get(id)?.length ?? 0) > 0).length;
  const stray = [...given.keys()].filter((id) => !known.has(id)).length;
  const words = [...given.values()].flat().length;
  return `${filled}/${ids.length} with a non-empty list, ${words} entries, ${stray} ids not in the set`;
}

async function scoreSearch(judge: string): Promise<void> {
  const model = await loadUseLite();
  const embed = cachedEmbedder('use-lite', (texts) => model.embed(texts));
  const met = { aliases: 0, phrasings: 0, model: 0 };
  for (const folder of SEARCH_SETS) {
    const set = await requireSearchSet(folder);
    const aliases = readListOutputs(path.join(judge, 'aliases', folder));
    const phrasings = readListOutputs(path.join(judge, 'phrasings', folder));
    const questionIds = set.queries.map((_, i) => questionId(i));
    console.log(`\n== ${folder}: ${set.memories.length} memories, ${set.queries.length} questions`);
    console.log(
      `aliases: ${coverage(
        aliases,
        set.memories.map((m) => m.id),
      )}`,
    );
    console.log(`phrasings: ${coverage(phrasings, questionIds)}`);
    const rows = await scoreSearchSet(set.memories, set.queries, { aliases, phrasings }, embed);
    console.log(formatScoreTable(rows));
    const checks = checkSearchTargets(rows);
    for (const c of checks) console.log(`${c.met ? 'MET    ' : 'NOT MET'} ${c.line}`);
    if (checks[0]!.met && checks[1]!.met) met.aliases++;
    if (checks[2]!.met) met.phrasings++;
    if (checks[3]!.met) met.model++;
  }
  await embed.save();
  const n = SEARCH_SETS.length;
  console.log(
    `\nsets meeting: aliases (+0.15 paraphrase, lexical not lower) ${met.aliases}/${n} (needs ≥ 2); aliases + phrasings ≥ 0.85 ${met.phrasings}/${n}; USE-lite ≥ +0.03 ${met.model}/${n} (earns its cost on ≥ 2)`,
  );
}

function scoreReplays(packets: string, judge: string): void {
  for (const mode of ['keyword', 'hybrid', 'search-first-decide']) {
    const name = `${DUPLICATE_SET}-${mode}`;
    if (!existsSync(path.join(packets, 'scoring', `${name}.json`))) continue;
    const key = JSON.parse(
      readFileSync(path.join(packets, 'scoring', `${name}.json`), 'utf8'),
    ) as ReplayKey;
    const score = scoreDuplicates(key, path.join(judge, 'duplicates', name));
    console.log(`\n${formatDuplicateScore(name, score)}`);
  }
}

async function main(): Promise<void> {
  const [packets, judge] = process.argv.slice(2);
  if (!packets || !judge) {
    throw new Error('usage: tsx eval/judged/score.ts <packets dir> <judge outputs dir>');
  }
  await scoreSearch(path.resolve(judge));
  scoreReplays(path.resolve(packets), path.resolve(judge));
}

await main();
