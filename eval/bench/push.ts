/**
 * Precision of the decisions and learnings pushed on a prompt. Each labelled question is
 * a prompt in a fresh session over its set's store; what the prompt hook would show is
 * compared with the labels (the relevant memories that are decisions or learnings; none
 * when the label names only other kinds). The tuning set (test/fixtures/search-eval) is
 * the one the score floor is chosen on; the held-out set (public architecture decision
 * records, labels written before any evaluation) is never tuned on, and its off-topic
 * prompts are the tuning set's questions, which ask about nothing in that store. Beside:
 * "the most recent decision, always" and the same ranking without a floor.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultHookConfig } from '../../src/core/config/hook-config.js';
import type { Memory } from '../../src/core/memory.js';
import { buildPushDigest, PUSH_TYPES, type PushDigest } from '../../src/core/push/push-digest.js';
import { selectForFile, selectForPrompt } from '../../src/core/push/push-match.js';
import { requireQualitySet } from './quality.js';
import type { BenchRow } from './support/measure.js';

/** A prompt and the ids it should bring (empty: it should bring nothing). */
export interface PushCase {
  prompt: string;
  relevant: string[];
}

/** What a pusher did over a set of cases. */
export interface PushScore {
  /** Share of prompts that showed something. */
  shows: number;
  /** Share of shown memories that were relevant. */
  precision: number;
  /** Share of prompts with a relevant memory where one was shown. */
  hits: number;
  /** Share of prompts with nothing relevant where something was shown. */
  falseShows: number;
  shown: number;
}

/** Scores `push` (prompt → ids shown) over `cases`. */
export function scorePush(
  cases: readonly PushCase[],
  push: (prompt: string) => string[],
): PushScore {
  let showing = 0;
  let shown = 0;
  let right = 0;
  let hits = 0;
  let answerable = 0;
  let falseShows = 0;
  for (const c of cases) {
    const ids = push(c.prompt);
    const good = ids.filter((id) => c.relevant.includes(id)).length;
    if (ids.length) showing += 1;
    shown += ids.length;
    right += good;
    if (c.relevant.length) {
      answerable += 1;
      if (good) hits += 1;
    } else if (ids.length) falseShows += 1;
  }
  const none = cases.length - answerable;
  return {
    shows: showing / cases.length,
    precision: shown ? right / shown : 1,
    hits: answerable ? hits / answerable : 0,
    falseShows: none ? falseShows / none : 0,
    shown,
  };
}

/** The labelled cases of a quality set, and its push digest. */
export async function loadPushSet(
  folder: string,
  offTopicFrom?: string,
): Promise<{ digest: PushDigest; cases: PushCase[]; memories: Memory[] }> {
  const { memories, queries } = await requireQualitySet(folder);
  const pushable = new Set<string>(
    memories.filter((m) => PUSH_TYPES.includes(String(m.type))).map((m) => m.id),
  );
  const cases: PushCase[] = queries.map((q) => ({
    prompt: q.query,
    relevant: q.relevant.filter((id) => pushable.has(id)),
  }));
  if (offTopicFrom) {
    const other = await requireQualitySet(offTopicFrom);
    cases.push(...other.queries.map((q) => ({ prompt: q.query, relevant: [] })));
  }
  return { digest: buildPushDigest(memories, new Date('2026-01-01T00:00:00Z')), cases, memories };
}

/** The pusher as the hook runs it, with `minScore` as the floor. */
export function hookPusher(digest: PushDigest, minScore: number, maxPerPrompt: number) {
  return (prompt: string) =>
    selectForPrompt(digest, prompt, new Set(), { minScore, maxPerPrompt }).map((e) => e.id);
}

/** The baseline: the most recently updated decision, for every prompt. */
export function newestDecision(memories: readonly Memory[]): (prompt: string) => string[] {
  const newest = memories
    .filter((m) => m.type === 'decision' && !m.archived)
    .sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0))[0];
  return () => (newest ? [newest.id] : []);
}

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

const round = (x: number) => Math.round(x * 1000) / 1000;

function rows(label: string, set: Awaited<ReturnType<typeof loadPushSet>>): BenchRow[] {
  const { minScore, maxPerPrompt } = defaultHookConfig().pushDecisions;
  const hook = scorePush(set.cases, hookPusher(set.digest, minScore, maxPerPrompt));
  const base = scorePush(set.cases, newestDecision(set.memories));
  const open = scorePush(set.cases, hookPusher(set.digest, 0, maxPerPrompt));
  const row = (name: string, value: number, baseline: number, extra: Partial<BenchRow> = {}) => ({
    name: `${label}: ${name}`,
    value: round(value),
    unit: '',
    digits: 3,
    baseline: { name: 'newest decision always', value: round(baseline) },
    ...extra,
  });
  return [
    row(
      `precision of shown (${hook.shown} shown, no floor ${round(open.precision)})`,
      hook.precision,
      base.precision,
      {
        target: '≥ 0.7',
        met: hook.precision >= 0.7,
      },
    ),
    row('prompts that show something', hook.shows, base.shows),
    row('prompts with an answer that show it', hook.hits, base.hits),
    row('prompts with no answer that show something', hook.falseShows, base.falseShows),
  ];
}

/** The Read hook's push over the labelled file reads of the tuning store (no held-out set). */
async function readRows(set: Awaited<ReturnType<typeof loadPushSet>>): Promise<BenchRow[]> {
  const file = path.join(FIXTURES, 'push-reads', 'reads.json');
  const { reads } = JSON.parse(await readFile(file, 'utf8')) as {
    reads: Array<{ path: string; relevant: string[] }>;
  };
  const cases = reads.map((r) => ({ prompt: r.path, relevant: r.relevant }));
  const byFile = (relPath: string) => {
    const entry = selectForFile(set.digest, relPath, relPath, new Set());
    return entry ? [entry.id] : [];
  };
  const push = scorePush(cases, byFile);
  const base = scorePush(cases, newestDecision(set.memories));
  const label = `file reads (tuning only, ${cases.length} paths)`;
  const row = (name: string, value: number, baseline: number) => ({
    name: `${label}: ${name}`,
    value: round(value),
    unit: '',
    digits: 3,
    baseline: { name: 'newest decision always', value: round(baseline) },
  });
  return [
    {
      ...row(`precision of shown (${push.shown} shown)`, push.precision, base.precision),
      target: '≥ 0.7',
      met: push.precision >= 0.7,
    },
    row('reads that show something', push.shows, base.shows),
    row('reads with an answer that show it', push.hits, base.hits),
    row('reads with no answer that show something', push.falseShows, base.falseShows),
  ];
}

/** The push section of `npm run bench`. */
export async function benchPush(): Promise<BenchRow[]> {
  const tuning = await loadPushSet('search-eval');
  const heldOut = await loadPushSet('search-heldout', 'search-eval');
  return [
    ...(await readRows(tuning)),
    ...rows(`tuning (${tuning.cases.length} prompts)`, tuning),
    ...rows(`held-out (${heldOut.cases.length} prompts)`, heldOut),
  ];
}
