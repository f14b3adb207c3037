/**
 * Gotcha warnings on file reads: precision and recall of the gotchas the Read hook would
 * show, over each labelled set of reads (`eval/fixtures/gotcha-reads*`: real paths of a
 * public project, gotchas restating its docs, labels written before any matching). Counted
 * per read and gotcha; each read is a fresh session without the per-read limit. Tag matching
 * off (the default) beside on.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildGotchaDigest } from '../../src/core/digest.js';
import { matchGotchas } from '../../src/core/gotcha/gotcha-match.js';
import type { Memory } from '../../src/core/memory.js';
import { parseMemory } from '../../src/core/memory-file.js';
import { toAbsolutePath, toScopeRelativePath } from '../../src/core/path-kinds.js';
import { FIXTURES } from './support/labelled-store.js';
import type { BenchRow } from './support/measure.js';

/** The labelled sets: the first, and one from another project labelled after changes to the matching. */
const SETS = ['gotcha-reads', 'gotcha-reads-signon'];

export interface LabelledRead {
  path: string;
  relevant: string[];
}

export async function loadGotchas(set: string): Promise<Memory[]> {
  const dir = path.join(set, 'store');
  const names = (await readdir(dir)).filter((n) => n.endsWith('.md')).sort();
  const memories: Memory[] = [];
  for (const name of names) {
    const text = await readFile(path.join(dir, name), 'utf8');
    const memory = parseMemory(text, {
      path: toAbsolutePath(path.join(dir, name)),
      relPath: toScopeRelativePath(name),
      scope: 'project',
    });
    if (memory) memories.push(memory);
  }
  return memories;
}

/** Shown, right and relevant pair counts over every read. */
export function scoreReads(
  reads: readonly LabelledRead[],
  show: (relPath: string) => string[],
): { shown: number; right: number; relevant: number } {
  let shown = 0;
  let right = 0;
  let relevant = 0;
  for (const read of reads) {
    const ids = show(read.path);
    shown += ids.length;
    right += ids.filter((id) => read.relevant.includes(id)).length;
    relevant += read.relevant.length;
  }
  return { shown, right, relevant };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** The `gotchas` section of `npm run bench`: two rows per labelled set. */
export async function benchGotchaReads(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const name of SETS) rows.push(...(await benchSet(name)));
  return rows;
}

async function benchSet(name: string): Promise<BenchRow[]> {
  const set = path.join(FIXTURES, name);
  const reads = JSON.parse(await readFile(path.join(set, 'reads.json'), 'utf8')) as LabelledRead[];
  const gotchas = await loadGotchas(set);
  const digest = buildGotchaDigest(gotchas, null, new Date('2026-01-01T00:00:00Z'));
  const run = (matchTags: boolean) =>
    scoreReads(reads, (p) =>
      matchGotchas(digest.gotchas, p, p, { matchTags }).map((m) => m.gotcha.id),
    );
  const off = run(false);
  const on = run(true);
  const label = `${name}: ${reads.length} reads, ${digest.gotchas.length} gotchas, ${off.relevant} relevant pairs`;
  const baseline = (value: number) => ({ name: 'matchTags on', value: round(value) });
  return [
    {
      name: `${label}: precision of shown (${off.shown} shown; ${on.shown} with tags)`,
      value: round(off.shown ? off.right / off.shown : 1),
      unit: '',
      digits: 3,
      baseline: baseline(on.shown ? on.right / on.shown : 1),
      target: '≥ 0.95',
      met: off.shown > 0 && off.right / off.shown >= 0.95,
    },
    {
      name: `${label}: recall`,
      value: round(off.right / off.relevant),
      unit: '',
      digits: 3,
      baseline: baseline(on.right / on.relevant),
    },
  ];
}
