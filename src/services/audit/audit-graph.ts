/**
 * The audit's findings from pairs and links: near-duplicate groups with a suggested
 * keeper, orphans (no links either way) with suggested links, and memories still current
 * although another one `supersedes` them.
 */
import type { Graph } from '../../core/graph.js';
import type { Memory } from '../../core/memory.js';
import type { ScopeName } from '../../core/scope.js';
import type { ScoredPair } from './audit-pairs.js';

/** A group of memories that say the same thing; `keep` is the one to merge the rest into. */
export interface DuplicateGroup {
  ids: string[];
  keep: string;
  /** The highest pair score inside the group. */
  score: number;
}

/** A link worth adding to an orphan; the label is guessed from the two types. */
export interface SuggestedLink {
  from: string;
  to: string;
  label: string;
  score: number;
}

/** A memory another one supersedes, still neither archived nor marked superseded. */
export interface SupersededMemory {
  id: string;
  scope: ScopeName;
  by: string[];
}

/** Suggestions per orphan. */
const MAX_SUGGESTIONS = 3;
/**
 * Share of the duplicate threshold a pair needs to be suggested as a link: the least any
 * pair the report uses scores, so the audit scores no pair below it into its list.
 */
export const SUGGEST_SHARE = 0.6;
/** Statuses that already say a memory is no longer current. */
const RETIRED = new Set(['superseded', 'deprecated', 'obsolete', 'archived']);

function findRoot(parent: number[], i: number): number {
  while (parent[i] !== i) {
    parent[i] = parent[parent[i]!]!;
    i = parent[i]!;
  }
  return i;
}

/** The keeper: most links, then the longest body, then the newest, then the first id. */
function chooseKeeper(members: readonly Memory[], degree: (m: Memory) => number): Memory {
  return [...members].sort(
    (x, y) =>
      degree(y) - degree(x) ||
      y.body.length - x.body.length ||
      (y.updated > x.updated ? 1 : y.updated < x.updated ? -1 : 0) ||
      x.id.localeCompare(y.id),
  )[0]!;
}

/**
 * Whether two memories may be offered as one to merge into the other: only memories not
 * linked to each other in any way (a link, `supersedes` included, says the two are meant
 * to be two), whatever their types: a gotcha and a learning, or a note of Claude Code's
 * own memory and a project memory, often say the same thing. Alike is not the same; the
 * reader decides.
 */
export type MergeRule = (a: Memory, b: Memory) => boolean;

/** The {@link MergeRule} of a store: no link either way (frontmatter or graph). */
export function createMergeRule(memories: readonly Memory[], graphs: Iterable<Graph>): MergeRule {
  const linked = new Set<string>();
  const add = (x: string, y: string) => {
    linked.add(`${x}\u0000${y}`);
    linked.add(`${y}\u0000${x}`);
  };
  for (const m of memories) for (const target of m.links) add(m.id, target);
  for (const graph of graphs)
    for (const [from, edges] of Object.entries(graph)) for (const e of edges) add(from, e.target);
  return (a, b) => !linked.has(`${a.id}\u0000${b.id}`);
}

/**
 * Groups the duplicate pairs (transitively), each with a keeper and its best score. Two
 * groups join only when `mayMerge` allows every pair across them, so no group holds two
 * linked memories.
 */
export function groupDuplicates(
  memories: readonly Memory[],
  pairs: readonly ScoredPair[],
  degree: (m: Memory) => number,
  mayMerge: MergeRule = () => true,
): DuplicateGroup[] {
  const parent = memories.map((_, i) => i);
  const members = memories.map((_, i) => [i]);
  const best = new Map<number, number>();
  for (const { a, b, pair } of pairs) {
    if (!pair.duplicate) continue;
    const ra = findRoot(parent, a);
    const rb = findRoot(parent, b);
    if (ra !== rb) {
      if (!mayJoin(members[ra]!, members[rb]!, memories, mayMerge)) continue;
      parent[ra] = rb;
      members[rb] = [...members[rb]!, ...members[ra]!];
    }
    best.set(rb, Math.max(best.get(ra) ?? 0, best.get(rb) ?? 0, pair.score));
    if (ra !== rb) best.delete(ra);
  }
  return [...best.entries()]
    .map(([root, score]) => {
      const group = members[root]!.map((i) => memories[i]!);
      return {
        ids: group.map((m) => m.id).sort(),
        keep: chooseKeeper(group, degree).id,
        score: round(score),
      };
    })
    .sort((x, y) => y.score - x.score || x.keep.localeCompare(y.keep));
}

function mayJoin(
  left: readonly number[],
  right: readonly number[],
  memories: readonly Memory[],
  mayMerge: MergeRule,
): boolean {
  return left.every((i) => right.every((j) => mayMerge(memories[i]!, memories[j]!)));
}

/** The label a link from `from` to `to` most likely has, judged by their types. */
export function guessLabel(from: Memory, to: Memory): string {
  if (to.type === 'hub') return 'part-of';
  if (from.type === 'hub') return 'has-part';
  if (to.type === 'decision' && ['learning', 'gotcha', 'artifact'].includes(String(from.type)))
    return 'implements';
  return 'relates-to';
}

/** Up to three links per orphan, to the memories most like it (duplicates excluded). */
export function suggestLinks(
  memories: readonly Memory[],
  pairs: readonly ScoredPair[],
  orphans: ReadonlySet<number>,
): SuggestedLink[] {
  const found = new Map<number, SuggestedLink[]>();
  for (const { a, b, pair, related } of pairs) {
    if (pair.duplicate) continue;
    if (related.score < SUGGEST_SHARE * related.threshold) continue;
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      if (!orphans.has(from)) continue;
      const list = found.get(from) ?? [];
      if (list.length >= MAX_SUGGESTIONS) continue;
      const f = memories[from]!;
      const t = memories[to]!;
      list.push({ from: f.id, to: t.id, label: guessLabel(f, t), score: round(related.score) });
      found.set(from, list);
    }
  }
  return [...found.values()].flat();
}

/** Memories that an edge labelled `supersedes` points at, still current. */
export function findSuperseded(
  memories: readonly Memory[],
  graphs: ReadonlyMap<ScopeName, Graph>,
): SupersededMemory[] {
  const by = new Map<string, Set<string>>();
  for (const graph of graphs.values()) {
    for (const [from, edges] of Object.entries(graph)) {
      for (const edge of edges) {
        if (edge.label !== 'supersedes' || edge.target === from) continue;
        by.set(edge.target, (by.get(edge.target) ?? new Set()).add(from));
      }
    }
  }
  return memories
    .filter((m) => by.has(m.id) && !m.archived && !RETIRED.has(String(m.status ?? '')))
    .map((m) => ({ id: m.id, scope: m.scope, by: [...by.get(m.id)!].sort() }));
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
