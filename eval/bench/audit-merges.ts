/**
 * The audit's merge offers on the labelled duplicate sets (eval/fixtures/duplicates,
 * -v3 … -v6), words only (no vectors, as without Ollama): each set's notes become one
 * store, the audit's own candidate search, pair scoring and grouping run on it, and each
 * labelled pair is checked: is it among the candidate pairs, and are its two notes offered
 * as one group to merge?
 *
 * The public notes carry no strata type. Two typings are scored: every note one type, and
 * each note typed by its source (the first source of a set `gotcha`, the others
 * `learning`), as when two writers, or Claude Code's memory and the project's, file one
 * lesson under different types. The merge rule is applied as it was (one type, not linked)
 * and as it is (not linked, any type); nothing here is linked.
 */
import type { Memory, MemoryId } from '../../src/core/memory.js';
import { toAbsolutePath, toScopeRelativePath } from '../../src/core/path-kinds.js';
import { groupDuplicates, type MergeRule } from '../../src/services/audit/audit-graph.js';
import { scoreCandidatePairs } from '../../src/services/audit/audit-pairs.js';
import { readLabelled } from './support/duplicate-sets.js';
import type { BenchRow } from './support/measure.js';

type Typing = 'one type' | 'typed by source';

const sourceOf = (key: string) => key.slice(0, key.indexOf(':'));

function toMemories(
  keys: readonly string[],
  notes: Record<string, { title: string; body: string }>,
  typing: Typing,
): Memory[] {
  const sources = [...new Set(keys.map(sourceOf))].sort();
  return keys.map((key, i) => {
    const id = `note-${i}` as MemoryId;
    const type = typing === 'one type' || sourceOf(key) !== sources[0] ? 'learning' : 'gotcha';
    return {
      id,
      title: notes[key]!.title,
      type,
      scope: 'project',
      tags: [],
      links: [],
      created: '',
      updated: '',
      archived: false,
      path: toAbsolutePath(`/bench/${id}.md`),
      relPath: toScopeRelativePath(`${id}.md`),
      body: notes[key]!.body,
      fields: {},
    };
  });
}

interface Counts {
  same: number;
  candidates: number;
  offeredSame: number;
  offeredDifferent: number;
}

function measureSet(
  pairs: ReadonlyArray<[string, string, boolean]>,
  notes: Record<string, { title: string; body: string }>,
  typing: Typing,
  rule: MergeRule,
): Counts {
  // A pair carries its label too; only its two keys are wanted.
  // biome-ignore lint/complexity/noFlatMapIdentity: the third item is the label
  const keys = [...new Set(pairs.flatMap(([a, b]) => [a, b]))];
  const memories = toMemories(keys, notes, typing);
  const at = new Map(keys.map((k, i) => [k, i]));
  const scored = scoreCandidatePairs(memories, null);
  const candidate = new Set(scored.map((p) => `${Math.min(p.a, p.b)} ${Math.max(p.a, p.b)}`));
  const groups = groupDuplicates(memories, scored, () => 0, rule);
  const groupOf = new Map<string, number>();
  groups.forEach((g, n) => {
    for (const id of g.ids) groupOf.set(id, n);
  });
  const counts: Counts = { same: 0, candidates: 0, offeredSame: 0, offeredDifferent: 0 };
  for (const [a, b, same] of pairs) {
    const i = at.get(a)!;
    const j = at.get(b)!;
    const ga = groupOf.get(memories[i]!.id);
    const offered = ga !== undefined && ga === groupOf.get(memories[j]!.id);
    if (same) {
      counts.same++;
      if (candidate.has(`${Math.min(i, j)} ${Math.max(i, j)}`)) counts.candidates++;
      if (offered) counts.offeredSame++;
    } else if (offered) counts.offeredDifferent++;
  }
  return counts;
}

const RULES: Record<string, MergeRule> = {
  'one type, not linked (before)': (a, b) => a.type === b.type,
  'any type, not linked (now)': () => true,
};

const round = (x: number) => Math.round(x * 100) / 100;

/** Rows: per typing and rule, pooled over the readable sets. */
export async function benchAuditMerges(): Promise<BenchRow[]> {
  const { sets, notes, skipped } = await readLabelled();
  for (const [name, why] of Object.entries(skipped)) console.log(`skipped ${name}: ${why}`);
  const rows: BenchRow[] = [];
  const names = Object.keys(sets);
  for (const typing of ['one type', 'typed by source'] as const) {
    for (const [label, rule] of Object.entries(RULES)) {
      const total: Counts = { same: 0, candidates: 0, offeredSame: 0, offeredDifferent: 0 };
      for (const name of names) {
        const c = measureSet(sets[name]!, notes, typing, rule);
        total.same += c.same;
        total.candidates += c.candidates;
        total.offeredSame += c.offeredSame;
        total.offeredDifferent += c.offeredDifferent;
      }
      const offered = total.offeredSame + total.offeredDifferent;
      const precision = offered ? total.offeredSame / offered : 0;
      const recall = total.same ? total.offeredSame / total.same : 0;
      const coverage = total.same ? total.candidates / total.same : 0;
      const what = `${typing}, merge rule ${label} (${names.length} sets, ${total.same} same pairs, ${offered} pairs offered), words only`;
      rows.push(
        {
          name: `precision of merge offers: ${what}`,
          value: round(precision),
          unit: 'share',
          target: '≥ 0.9',
          met: precision >= 0.9,
        },
        {
          name: `recall of merge offers: ${what}`,
          value: round(recall),
          unit: 'share',
          target: '≥ 0.8',
          met: recall >= 0.8,
        },
      );
      if (label.includes('now'))
        rows.push({
          name: `${typing}: labelled duplicates whose match is among the audit's keyword candidates (${total.candidates} of ${total.same})`,
          value: Math.round(coverage * 100),
          unit: '%',
          target: '≥ 90 %',
          met: coverage >= 0.9,
        });
    }
  }
  return rows;
}
