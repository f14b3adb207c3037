/**
 * Scores judged patterns: each set's gotchas get the `file_patterns` a player proposed
 * (tags dropped), and the Read hook's matching (tags off, as by default) is scored against
 * the set's labels as `npm run bench -- gotchas` scores the patterns written by hand.
 *
 *   npx tsx eval/pretool/patterns/score.ts <answers-dir>   (<answers-dir>/<set>.json)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGotchaDigest } from '../../../src/core/digest.js';
import { matchGotchas } from '../../../src/core/gotcha/gotcha-match.js';
import type { Memory } from '../../../src/core/memory.js';
import { type LabelledRead, loadGotchas, scoreReads } from '../../bench/gotcha-reads.js';
import { FIXTURES } from '../../bench/support/labelled-store.js';
import { PATTERN_SETS } from './build-packets.js';

type Proposal = Record<string, { file_patterns?: string[]; command_patterns?: string[] }>;

/** Precision, recall and counts of one set with the proposed patterns in place. */
export async function scoreSet(set: string, proposal: Proposal) {
  const dir = path.join(FIXTURES, set);
  const reads = JSON.parse(readFileSync(path.join(dir, 'reads.json'), 'utf8')) as LabelledRead[];
  const gotchas: Memory[] = (await loadGotchas(dir)).map((g) => ({
    ...g,
    tags: [],
    filePatterns: proposal[g.id]?.file_patterns ?? [],
  }));
  const digest = buildGotchaDigest(gotchas, null, new Date('2026-01-01T00:00:00Z'));
  const s = scoreReads(reads, (p) =>
    matchGotchas(digest.gotchas, p, p, { matchTags: false }).map((m) => m.gotcha.id),
  );
  return {
    set,
    shown: s.shown,
    right: s.right,
    relevant: s.relevant,
    precision: s.shown ? s.right / s.shown : 1,
    recall: s.right / s.relevant,
    proposed: gotchas.filter((g) => (g.filePatterns ?? []).length > 0).length,
    gotchas: gotchas.length,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const answers = process.argv[2];
  if (!answers) throw new Error('usage: npx tsx eval/pretool/patterns/score.ts <answers-dir>');
  console.log('| set | gotchas given patterns | shown | precision | recall |');
  console.log('|---|---:|---:|---:|---:|');
  for (const set of PATTERN_SETS) {
    const proposal = JSON.parse(readFileSync(path.join(answers, `${set}.json`), 'utf8'));
    const r = await scoreSet(set, proposal);
    const f = (x: number) => x.toFixed(3);
    console.log(
      `| ${set} | ${r.proposed} of ${r.gotchas} | ${r.shown} | ${f(r.precision)} (${r.right}/${r.shown}) | ${f(r.recall)} (${r.right}/${r.relevant}) |`,
    );
  }
}
