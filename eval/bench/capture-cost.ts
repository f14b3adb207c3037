/**
 * What asking Claude to judge capture candidates costs: every labelled session (the
 * generated ones and the public sets) replayed turn by turn through the Stop hook's logic
 * (`bench/support/capture-stop.ts`); the reason the hook injects at its one blocked stop,
 * in tokens as characters / 4 (as `context-cost.ts` counts them), and nothing for a session
 * where no stop has candidates. Also how early the stop comes, and how many candidate turns
 * of the whole session come after it (what asking once leaves for no one to judge); and the
 * built hook's wall time on a transcript as large as it reads. No labels are read: only the
 * transcripts.
 *
 *   npm run bench -- capture-cost
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findCandidates } from '../../src/core/capture/candidates.js';
import {
  readLabels,
  sourcedFiles,
  TRANSCRIPTS_DIR,
  transcriptRoot,
} from '../../test/kit/transcript-labels.js';
import { type LoadedSet, loadCaptureSets, loadSet } from './capture.js';
import { firstAskOf, sessionEvents, turnCount } from './support/capture-stop.js';
import { type BenchRow, median } from './support/measure.js';
import { stopHookTimes } from './support/stop-hook-time.js';
import { HELDOUT_V6_DIR } from './support/transcript-sets.js';

/** The ceiling the reason is held to, in tokens. */
const TARGET_TOKENS = 1_500;

const tokens = (chars: number) => Math.round(chars / 4);

/** One session replayed: the tokens its blocked stop adds, and where that stop comes. */
interface SessionCost {
  tokens: number;
  asked: boolean;
  turns: number;
  askedTurn: number;
  /** Candidate turns of the whole session that come after the blocked stop. */
  later: number;
}

function costOf(set: LoadedSet, file: string): SessionCost {
  const text = set.texts?.get(file) ?? readFileSync(path.join(set.dir, file), 'utf8');
  const root = transcriptRoot(file, set.dir === TRANSCRIPTS_DIR ? '' : text);
  const events = sessionEvents(text);
  const ask = firstAskOf(text, root);
  const turns = turnCount(events);
  if (!ask) return { tokens: 0, asked: false, turns, askedTurn: 0, later: 0 };
  const all = findCandidates(events, { projectRoot: root });
  const later = all.filter((c) => c.turn > ask.turn).length;
  return { tokens: tokens(ask.reason.length), asked: true, turns, askedTurn: ask.turn, later };
}

function rowsFor(label: string, costs: readonly SessionCost[]): BenchRow[] {
  const asked = costs.filter((c) => c.asked);
  const quiet = costs.filter((c) => !c.asked);
  const values = asked.map((c) => c.tokens);
  const max = values.length ? Math.max(...values) : 0;
  return [
    {
      name: `${label} sessions with a blocked stop (of ${costs.length})`,
      value: asked.length,
      unit: 'sessions',
      digits: 0,
    },
    {
      name: `${label} tokens the reason adds, median of those sessions`,
      value: values.length ? median(values) : 0,
      unit: 'tokens (chars/4)',
      digits: 0,
    },
    {
      name: `${label} tokens the reason adds, largest`,
      value: max,
      unit: 'tokens (chars/4)',
      digits: 0,
      target: `≤ ${TARGET_TOKENS}`,
      met: max <= TARGET_TOKENS,
    },
    {
      name: `${label} tokens added in the ${quiet.length} sessions without candidates`,
      value: quiet.reduce((n, c) => n + c.tokens, 0),
      unit: 'tokens',
      digits: 0,
      target: '0',
      met: quiet.every((c) => c.tokens === 0),
    },
    {
      name: `${label} blocked stop's turn / session's turns, median`,
      value: asked.length ? median(asked.map((c) => c.askedTurn / c.turns)) : 0,
      unit: '',
    },
    {
      name: `${label} candidate turns after the blocked stop (never judged), total`,
      value: asked.reduce((n, c) => n + c.later, 0),
      unit: 'turns',
      digits: 0,
    },
  ];
}

/** Every set whose sessions are available (the held-out one included: no label is read). */
function allSets(): LoadedSet[] {
  const heldOut = loadSet(HELDOUT_V6_DIR, 'held-out v6');
  return [...loadCaptureSets(), ...(heldOut ? [heldOut] : [])];
}

/** The capture-cost section of `npm run bench`. */
export async function benchCaptureCost(): Promise<BenchRow[]> {
  const pooled: SessionCost[] = [];
  const rows: BenchRow[] = [];
  for (const set of allSets()) {
    const sourced = sourcedFiles(set.dir);
    const files = Object.keys(readLabels(set.dir)).filter(
      (f) => !sourced.has(f) || set.texts?.has(f),
    );
    const costs = files.map((f) => costOf(set, f));
    pooled.push(...costs);
    rows.push(...rowsFor(`${set.label}:`, costs));
  }
  return [...rows, ...rowsFor('all sessions:', pooled), ...(await stopHookTimes())];
}
