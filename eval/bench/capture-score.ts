/**
 * Scores a simulated judge of capture at a stop against the committed labels: reads the
 * judge's answer for each packet of `bench/capture-packets.ts` (`<judge-dir>/<set>/<session>.json`:
 * `{"drafts": [{"title", "lesson", "turns": [N]}]}`) and matches drafts to labelled lessons
 * as the capture bench does (`scoreDrafts`: every keyword of a lesson in the draft's text,
 * each lesson matched once), two ways: on the judge's own words (title and lesson), and,
 * as the rule drafts were matched with the evidence they quote, on those words plus the
 * user's prompt of the turns the draft names (at most two, each cut to 600 characters, as
 * the rules cut a quoted prompt). The second is looser: a draft naming the right turn with
 * the wrong lesson can match through the prompt. A session with no answer file counts as
 * no drafts and is listed. The rules' own drafts on the same sessions are scored beside.
 *
 *   node --import tsx bench/capture-score.ts <packets-dir> <judge-dir>
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clip } from '../../src/core/capture/text-rules.js';
import { promptsOf } from '../../src/core/capture/turns.js';
import {
  type Lesson,
  readLabels,
  type Score,
  type ScoredDraft,
  scoreDrafts,
} from '../../test/kit/transcript-labels.js';
import { EMPTY, loadSet, pool, scoreRules } from './capture.js';
import { sessionEvents } from './support/capture-stop.js';
import { JUDGE_SETS } from './support/judge-sets.js';

/** A judge's draft as its answer file gives it. */
interface JudgeDraft {
  title: string;
  lesson: string;
  turns: number[];
}

const MAX_TURNS = 2;

function fail(file: string, field: string, fix: string): never {
  throw new Error(`strata: ${file}: ${field}\nfix: ${fix}`);
}

/** The drafts of one answer file, checked field by field. */
function readAnswer(file: string): JudgeDraft[] {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    fail(file, 'is not JSON', 'write {"drafts": [{"title": "…", "lesson": "…", "turns": [1]}]}');
  }
  const drafts = (value as { drafts?: unknown })?.drafts;
  if (!Array.isArray(drafts)) fail(file, '"drafts" is not a list', 'write {"drafts": []} for none');
  return drafts.map((d, i) => {
    const { title, lesson, turns } = (d ?? {}) as Record<string, unknown>;
    if (typeof title !== 'string') fail(file, `drafts[${i}].title is not text`, 'give the title');
    if (typeof lesson !== 'string')
      fail(file, `drafts[${i}].lesson is not text`, 'give the lesson');
    if (!Array.isArray(turns) || !turns.every((t) => Number.isInteger(t) && t > 0))
      fail(file, `drafts[${i}].turns is not a list of prompt numbers`, 'e.g. "turns": [3]');
    return { title, lesson, turns: turns as number[] };
  });
}

/** A judge's draft as the matcher reads it: its words and the prompts it names. */
function scoredText(d: JudgeDraft, prompts: ((turn: number) => string) | null): ScoredDraft {
  if (!prompts) return { rule: 'judge', text: `${d.title}\n${d.lesson}` };
  const quoted = d.turns.slice(0, MAX_TURNS).map((t) => `User: ${clip(prompts(t), 600)}`);
  return { rule: 'judge', text: [d.title, d.lesson, ...quoted].join('\n') };
}

/** One session's drafts scored both ways. */
function scoreSession(drafts: readonly JudgeDraft[], text: string, lessons: readonly Lesson[]) {
  const events = sessionEvents(text);
  const own = scoreDrafts(
    drafts.map((d) => scoredText(d, null)),
    lessons,
  );
  const cited = scoreDrafts(
    drafts.map((d) => scoredText(d, (t) => promptsOf(events)[t - 1] ?? '')),
    lessons,
  );
  const of = (s: { kept: number; found: number }): Score => ({
    drafts: drafts.length,
    kept: s.kept,
    lessons: lessons.length,
    found: s.found,
    precision: drafts.length ? s.kept / drafts.length : 1,
    recall: lessons.length ? s.found / lessons.length : 1,
  });
  return { own: of(own), cited: of(cited) };
}

/** The answer file of a packet, or null when the judge wrote none. */
function answerOf(packets: string, answers: string, name: string, session: string) {
  if (!existsSync(path.join(packets, name, session, 'session.txt')))
    throw new Error(
      `strata: no packet for ${name}/${session} in ${packets}\nfix: build the packets first`,
    );
  const file = path.join(answers, name, `${session}.json`);
  return existsSync(file) ? readAnswer(file) : null;
}

/** Scores of one set: the judge both ways, the rules alone; sessions without an answer. */
function scoreSet(dir: string, name: string, packets: string, answers: string) {
  const set = loadSet(dir, name);
  if (!set?.texts)
    throw new Error(`strata: no local git copy of ${name}'s sources\nfix: set STRATA_EVAL_SOURCES`);
  let own = EMPTY;
  let cited = EMPTY;
  const missing: string[] = [];
  for (const [file, lessons] of Object.entries(readLabels(dir))) {
    const text = set.texts.get(file);
    if (!text) continue;
    const session = file.replace(/\.jsonl$/, '');
    const drafts = answerOf(packets, answers, name, session);
    if (!drafts) missing.push(`${name}/${session}`);
    const s = scoreSession(drafts ?? [], text, lessons);
    own = pool(own, s.own);
    cited = pool(cited, s.cited);
  }
  return { own, cited, rules: scoreRules(dir, set.texts), missing };
}

function row(label: string, s: Score): string {
  const f = (x: number) => x.toFixed(2);
  // No drafts is no evidence of precision: shown as such, never as 1.00.
  const precision = s.drafts ? f(s.precision) : 'n/a';
  return `| ${label} | ${precision} (${s.kept}/${s.drafts}) | ${f(s.recall)} (${s.found}/${s.lessons}) |`;
}

function main(packets: string | undefined, answers: string | undefined): void {
  if (!packets || !answers)
    throw new Error(
      'strata: give two folders\nfix: node --import tsx bench/capture-score.ts <packets-dir> <judge-dir>',
    );
  const lines = ['| sessions | precision | recall |', '| --- | ---: | ---: |'];
  const missing: string[] = [];
  for (const { dir, name } of JUDGE_SETS) {
    const s = scoreSet(dir, name, packets, answers);
    lines.push(
      row(`${name}: judge at the stop, own words`, s.own),
      row(`${name}: judge at the stop, own words + cited prompts`, s.cited),
      row(`${name}: rules alone (drafts with their evidence)`, s.rules),
    );
    missing.push(...s.missing);
  }
  console.log(lines.join('\n'));
  if (missing.length) console.log(`\nNo answer (scored as no drafts): ${missing.join(', ')}`);
}

try {
  main(process.argv[2], process.argv[3]);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
