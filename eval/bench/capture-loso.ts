/**
 * Leave-one-source-out for the capture rule variants (`src/core/capture-switches.ts`):
 * what a variant would do for an author none of the sets has. The base is every variant
 * off (the rules before the variants were written). For each public source, every
 * combination of variants is scored on the other sources (the generated transcripts
 * included); a combination is eligible only if it keeps the precision of each of those
 * sources at least where the base has it; the eligible one with the best F1 over them is
 * chosen (on a tie, the one with fewer variants), and it is scored on the left-out source
 * beside the base and beside the defaults `strata capture` runs. Also: each variant alone
 * over the base, per source. Switches are passed to the rules as options; no rule file is
 * edited to measure them.
 *
 *   npm run bench -- capture-loso
 */
import { type CaptureSwitches, DEFAULT_SWITCHES } from '../../src/core/capture-switches.js';
import type { TranscriptEvent } from '../../src/core/transcript.js';
import {
  fileSource,
  readLabels,
  type Score,
  WRITTEN_HERE,
} from '../../test/support/transcript-labels.js';
import { EMPTY, type LoadedSet, loadCaptureSets, pool, scoreRules } from './capture.js';
import type { BenchRow } from './support/measure.js';

type SwitchName = keyof CaptureSwitches;
const NAMES = Object.keys(DEFAULT_SWITCHES) as SwitchName[];

/** A combination of variants: the names switched on, every other one off. */
type Combo = readonly SwitchName[];

/** Every subset of `names`, smallest first. */
function subsets(names: readonly SwitchName[]): Combo[] {
  const out: SwitchName[][] = [[]];
  for (const name of names) for (const s of [...out]) out.push([...s, name]);
  return out.sort((a, b) => a.length - b.length);
}

function switchesOf(combo: Combo): CaptureSwitches {
  const out = { ...DEFAULT_SWITCHES };
  for (const name of NAMES) out[name] = combo.includes(name);
  return out;
}

const f1 = (s: Score) =>
  s.precision + s.recall ? (2 * s.precision * s.recall) / (s.precision + s.recall) : 0;

/** The sets scored, each labelled file's source (read once, not per run), and parsed sessions. */
interface Scoring {
  sets: readonly LoadedSet[];
  sourceOf: ReadonlyMap<string, ReadonlyMap<string, string>>;
  sources: readonly string[];
  parsed: Map<string, readonly TranscriptEvent[]>;
}

function scoring(sets: readonly LoadedSet[]): Scoring {
  const sourceOf = new Map(
    sets.map(({ dir }) => [
      dir,
      new Map(Object.keys(readLabels(dir)).map((f) => [f, fileSource(dir, f)])),
    ]),
  );
  const sources = [...new Set([...sourceOf.values()].flatMap((m) => [...m.values()]))];
  return { sets, sourceOf, sources, parsed: new Map() };
}

/** The score of one combination on every source. */
function scoreBySource(on: Scoring, combo: Combo): Map<string, Score> {
  const run = { switches: switchesOf(combo), parsed: on.parsed };
  return new Map(
    on.sources.map((source) => {
      let total = EMPTY;
      for (const { dir, texts } of on.sets)
        total = pool(
          total,
          scoreRules(dir, texts, (file) => on.sourceOf.get(dir)?.get(file) === source, run),
        );
      return [source, total] as const;
    }),
  );
}

function pooled(scores: Map<string, Score>, keep: (source: string) => boolean): Score {
  let total = EMPTY;
  for (const [source, s] of scores) if (keep(source)) total = pool(total, s);
  return total;
}

const show = (s: Score) =>
  `${s.precision.toFixed(2)} / ${s.recall.toFixed(2)} (${s.kept}/${s.drafts} kept, ${s.found}/${s.lessons} found)`;
const label = (combo: Combo) => (combo.length ? combo.join(' + ') : 'none');

/** Whether `scores` keeps every source but `left` at least at the base's precision. */
function keepsPrecision(scores: Map<string, Score>, base: Map<string, Score>, left: string) {
  for (const [source, s] of scores) {
    const b = base.get(source)!;
    // A source the base drafts nothing for has no precision to keep.
    if (source !== left && b.drafts > 0 && s.precision < b.precision - 1e-9) return false;
  }
  return true;
}

/** The combination chosen without `left`: best F1 on the other sources, precision kept. */
function choose(all: Map<Combo, Map<string, Score>>, left: string): Combo {
  const first = [...all.keys()][0]!;
  const base = all.get(first)!;
  let best: Combo = first;
  let bestF1 = f1(pooled(base, (s) => s !== left));
  for (const [combo, scores] of all) {
    const train = pooled(scores, (s) => s !== left);
    // Strictly better only: a tie keeps the smaller combination (subsets come smallest first).
    if (keepsPrecision(scores, base, left) && f1(train) > bestF1 + 1e-9) {
      best = combo;
      bestF1 = f1(train);
    }
  }
  return best;
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const delta = (x: number) => (x > 0 ? `+${x}` : `${x}`);

/** Rows of each variant alone over the base, on the sources where it changes anything. */
function aloneRows(all: Map<Combo, Map<string, Score>>, sources: readonly string[]) {
  const base = all.get([...all.keys()][0]!)!;
  const rows: BenchRow[] = [];
  for (const name of NAMES) {
    const alone = [...all].find(([c]) => c.length === 1 && c[0] === name)![1];
    for (const source of sources) {
      const [a, b] = [base.get(source)!, alone.get(source)!];
      if (a.drafts === b.drafts && a.kept === b.kept && a.found === b.found) continue;
      rows.push({
        name: `${name} alone, ${source} (kept ${delta(b.kept - a.kept)}, drafts ${delta(b.drafts - a.drafts)}, found ${delta(b.found - a.found)}): ${show(b)}`,
        value: round(f1(b)),
        unit: 'F1',
        baseline: { name: `none ${show(a)}`, value: round(f1(a)) },
      });
    }
  }
  return rows;
}

/** Rows: each variant alone per source, then each fold and the folds pooled. */
export async function benchCaptureLoso(): Promise<BenchRow[]> {
  const on = scoring(loadCaptureSets());
  const sources = on.sources;
  const all = new Map<Combo, Map<string, Score>>();
  for (const combo of subsets(NAMES)) all.set(combo, scoreBySource(on, combo));
  const base = all.get([...all.keys()][0]!)!;
  const defaultCombo = NAMES.filter((n) => DEFAULT_SWITCHES[n]);
  const defaults = [...all].find(([c]) => c.join() === defaultCombo.join())![1];
  const rows = aloneRows(all, sources);
  const totals = { base: EMPTY, chosen: EMPTY, defaults: EMPTY };
  for (const left of sources.filter((s) => s !== WRITTEN_HERE)) {
    const combo = choose(all, left);
    const [a, b, d] = [base.get(left)!, all.get(combo)!.get(left)!, defaults.get(left)!];
    totals.base = pool(totals.base, a);
    totals.chosen = pool(totals.chosen, b);
    totals.defaults = pool(totals.defaults, d);
    rows.push({
      name: `fold ${left}: chose ${label(combo)}; left-out ${show(b)}; defaults (${label(defaultCombo)}) ${show(d)}`,
      value: round(f1(b)),
      unit: 'F1',
      baseline: { name: `none ${show(a)}`, value: round(f1(a)) },
    });
  }
  rows.push({
    name: `folds pooled (public sources): chosen ${show(totals.chosen)}; defaults ${show(totals.defaults)}`,
    value: round(f1(totals.chosen)),
    unit: 'F1',
    baseline: { name: `none ${show(totals.base)}`, value: round(f1(totals.base)) },
  });
  return rows;
}
