/**
 * The fault suite: concurrent CLI and MCP writers on one store, kill -9 at injected write
 * points of merge, move, link, save and archive (each followed by the next run), cache
 * corruption, and oversized or non-UTF-8 input. It counts what happened; the CI test and
 * the bench entry choose the size and judge or report the counts.
 */
import { type CliResult, type StrataInExtra, spawnStrataIn } from './cli.js';
import { checkStore, findMissed } from './fault-check.js';
import { corruptCache, feedBadInput } from './fault-inputs.js';
import { type Acks, checkAcks, runConcurrent } from './fault-writers.js';
import { killAtWrite, killMidWrite } from './faults.js';
import { seededRandom } from './seeded-random.js';
import type { TempStore } from './temp-store.js';
import { writeGraph, writeMemory } from './write-memory.js';

/** How big a run is. */
export interface SuiteSize {
  /** Operations of the concurrent phase. */
  concurrentOps: number;
  /** Parallel writers in the concurrent phase. */
  writers: number;
  /** Operations killed at an injected write (each followed by its next run). */
  kills: number;
  seed: number;
}

/** How a check or a next run calls the CLI (the concurrent writers and kills are processes). */
export type RunCliIn = (
  store: TempStore,
  args: readonly string[],
  extra?: StrataInExtra,
) => Promise<CliResult>;

/** The counts the suite reports. */
export interface SuiteCounts {
  operations: number;
  kills: number;
  acknowledged: number;
  lost: number;
  torn: number;
  stuckLocks: number;
  /** Store disagreements seen from the files that `verify` did not name. */
  missed: number;
  /** Disagreements verify named (after kills, before the next run settled them). */
  named: number;
  /** Disagreements still there at the end. */
  unsettled: number;
  corruptions: number;
  badInputs: number;
  /** Answers that were wrong without losing data (a search failing on a corrupt cache). */
  wrongAnswers: number;
  /** Lock and temp files left by killed processes at the end (taken over when next needed). */
  leftoverLocks: number;
  leftoverTemps: number;
  /** Reasons for each lost, torn, stuck or missed count, for the test's message. */
  notes: string[];
}

/** Scope folders of a temp store, most specific first. */
export function scopeDirs(t: TempStore): Array<[string, string]> {
  return [
    ['project', t.memDir],
    ['global', t.globalDir],
  ];
}

/** Runs verify and the independent check; adds what verify missed to the counts. */
export async function compareWithVerify(
  t: TempStore,
  counts: SuiteCounts,
  when: string,
  run: RunCliIn = spawnStrataIn,
) {
  const check = checkStore(scopeDirs(t));
  const verify = await run(t, ['verify', '--json']);
  counts.operations += 1;
  const missed = findMissed(check.findings, verify.json);
  counts.missed += missed.length;
  counts.named += check.findings.length - missed.length;
  counts.torn += check.torn.length;
  for (const m of missed) counts.notes.push(`${when}: verify missed ${JSON.stringify(m)}`);
  for (const f of check.torn) counts.notes.push(`${when}: torn ${f}`);
  return check;
}

function noteStuck(counts: SuiteCounts, r: CliResult, what: string): void {
  if (r.json?.error?.code !== 'LOCK_TIMEOUT') return;
  counts.stuckLocks += 1;
  counts.notes.push(`${what}: ${r.json.error.message}`);
}

type KillOp = (i: number, t: TempStore) => { args: string[]; match: string };

const KILL_OPS: KillOp[] = [
  (i) => ({ args: ['merge', `decision-k${i}`, `decision-o${i}`], match: `-[ko]${i}\\.md$|graph` }),
  (i) => ({ args: ['move', `learning-v${i}`, '--to', 'global'], match: `v${i}\\.md$|graph` }),
  (i) => ({
    args: ['remember', '--type', 'learning', '--title', `Killed save ${i}`, '--link', 'hub-1'],
    match: `save-${i}(-\\d+)?\\.md$|graph`,
  }),
  (i) => ({ args: ['forget', `learning-f${i}`], match: `f${i}\\.md$` }),
  (i) => ({ args: ['link', `learning-v${i}`, 'hub-0'], match: `v${i}\\.md$|graph` }),
  (i) => ({ args: ['edit', `learning-f${i}`, '--add-tag', `tag${i}`], match: `f${i}\\.md$` }),
];

/**
 * Operations killed while they write content, each a change not made yet (the operations
 * above have already run on their own memories): a tag, a link, a new memory. Their
 * patterns are unanchored so that the writes of a target's temp file count too.
 */
const TEAR_OPS: Array<(i: number) => { args: string[]; match: string }> = [
  (i) => ({ args: ['edit', `learning-r${i}`, '--add-tag', `torn${i}`], match: `r${i}\\.md` }),
  (i) => ({ args: ['link', `learning-r${i}`, 'hub-2'], match: `(r${i}|hub-2)\\.md|graph` }),
  (i) => ({
    args: ['remember', '--type', 'learning', '--title', `Torn save ${i}`, '--link', 'hub-3'],
    match: `torn-save-${i}|hub-3\\.md|graph`,
  }),
];

/** The memories each killed operation works on, with the edges of their links. */
function seedKillStore(t: TempStore, kills: number): Array<[string, string, string, string]> {
  const edges: Array<[string, string, string, string]> = [];
  const write = (id: string, title: string, link?: string) => {
    writeMemory(t.memDir, id, { title, ...(link ? { links: [link] } : {}) });
    if (link) edges.push([id, link, 'relates-to', 'relates-to']);
  };
  for (let i = 0; i < kills; i++) {
    write(`decision-k${i}`, `Keeper ${i}`);
    write(`decision-o${i}`, `Old ${i}`, 'hub-0');
    write(`learning-r${i}`, `Refers ${i}`, `decision-o${i}`);
    write(`learning-v${i}`, `Moves ${i}`, 'hub-1');
    write(`learning-f${i}`, `Archived ${i}`);
  }
  return edges;
}

/** kill -9 at a random injected write of each operation in turn, then its next run. */
async function runKills(
  t: TempStore,
  size: SuiteSize,
  counts: SuiteCounts,
  run: RunCliIn,
): Promise<void> {
  const random = seededRandom(size.seed + 1);
  for (let i = 0; i < size.kills; i++) {
    const op = KILL_OPS[i % KILL_OPS.length]!(i, t);
    const stopAt = 1 + Math.floor(random() * 4);
    const killed = await killAtWrite(t, [...op.args, '--json'], {
      stopAt,
      match: op.match,
      delayMs: 2,
    });
    counts.operations += 1;
    if (killed.killed) {
      counts.kills += 1;
      const when = `after killing ${op.args.join(' ')} at write ${stopAt}`;
      await compareWithVerify(t, counts, when, run);
    } else noteStuck(counts, killed.result, op.args.join(' '));
    const next = await run(t, [...op.args, '--json']);
    counts.operations += 1;
    noteStuck(counts, next, `next run of ${op.args.join(' ')}`);
    if (next.code === 0) counts.acknowledged += 1;
    await tearOnce(t, TEAR_OPS[i % TEAR_OPS.length]!(i), 1 + Math.floor(random() * 3), counts, run);
  }
}

/**
 * kill -9 while `op` writes file content (half of the bytes of its `tearAt`-th content
 * write are out), then verify and the independent check: no file may hold partial bytes.
 */
async function tearOnce(
  t: TempStore,
  op: { args: string[]; match: string },
  tearAt: number,
  counts: SuiteCounts,
  run: RunCliIn,
): Promise<void> {
  const torn = await killMidWrite(t, [...op.args, '--json'], { tearAt, tearMatch: op.match });
  counts.operations += 1;
  if (!torn.killed) return;
  counts.kills += 1;
  await compareWithVerify(t, counts, `after killing ${op.args.join(' ')} mid-write ${tearAt}`, run);
}

function emptyCounts(): SuiteCounts {
  return {
    ...{ operations: 0, kills: 0, acknowledged: 0, lost: 0, torn: 0, stuckLocks: 0 },
    ...{ missed: 0, named: 0, unsettled: 0, corruptions: 0, badInputs: 0, wrongAnswers: 0 },
    ...{ leftoverLocks: 0, leftoverTemps: 0, notes: [] },
  };
}

function seedStore(t: TempStore, size: SuiteSize): void {
  for (let i = 0; i < 4; i++) writeMemory(t.memDir, `hub-${i}`, { title: `Hub ${i}` });
  writeGraph(t.memDir, seedKillStore(t, size.kills));
}

/**
 * Runs every phase on `t` (an empty temp store) and returns the counts. The concurrent
 * writers and the killed operations are always processes; `run` is how the checks, the
 * next run after a kill and the input phases call the CLI (spawned by default).
 */
export async function runFaultSuite(
  t: TempStore,
  size: SuiteSize,
  run: RunCliIn = spawnStrataIn,
): Promise<SuiteCounts> {
  const counts = emptyCounts();
  seedStore(t, size);
  const acks: Acks = await runConcurrent(t, size, counts);
  await runKills(t, size, counts, run);
  await corruptCache(t, size, counts, run);
  await feedBadInput(t, counts, run);
  checkAcks(t, acks, counts);
  const end = await compareWithVerify(t, counts, 'at the end', run);
  counts.unsettled = end.findings.length;
  counts.leftoverLocks = end.locks.length;
  counts.leftoverTemps = end.temps.length;
  return counts;
}

/** The counts as `name value` lines, for a report. */
export function formatCounts(c: SuiteCounts): string {
  const { notes, ...numbers } = c;
  return Object.entries(numbers)
    .map(([k, v]) => `${k} ${v}`)
    .concat(notes.slice(0, 20))
    .join('\n');
}
