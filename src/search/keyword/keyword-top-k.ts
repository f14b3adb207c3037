/**
 * The best `limit` notes of a keyword query from its three scored runs (the stems over the
 * title and the whole note, the written forms, the aliases; see keyword-terms.ts), without
 * a result object for every match. The arithmetic is that of `rescore` in the tests' reference (test/support/keyword-reference.ts)
 * applied to MiniSearch's results, and the order is the order its two stable sorts give:
 * final score, then MiniSearch's score, then the first-seen order of the match. Only a
 * note that would enter the best `limit` is checked against the filter.
 */

import { countTerms, type QueryScores } from './keyword-scorer.js';
import { KEYWORD_RANKING } from './keyword-tuning.js';

/** One selected note: its short id, its final score and the unique query terms it matched. */
export interface TopHit {
  doc: number;
  score: number;
  /** MiniSearch's score (BM25 sum times unique terms matched), the first tie-break. */
  mainScore: number;
  /** Position in first-seen order, the second tie-break. */
  seen: number;
}

/** The inputs of {@link selectTopK}. */
export interface TopKInput {
  main: QueryScores;
  forms: QueryScores;
  aliases: QueryScores;
  /** Unique main-query terms that only stopwords give (they do not count as matched words). */
  stopTerms: ReadonlySet<string>;
  /** Whether a note (short id) may be returned. */
  accept: (doc: number) => boolean;
  limit: number;
}

/** True when `a` ranks below `b`. */
function worse(a: TopHit, b: TopHit): boolean {
  if (a.score !== b.score) return a.score < b.score;
  if (a.mainScore !== b.mainScore) return a.mainScore < b.mainScore;
  return a.seen > b.seen;
}

/** A side run's sum for `doc` as `sideSums` computes it (0 when it did not match). */
function sideSum(scores: QueryScores, doc: number, boost: number): number {
  if (!scores.matched(doc)) return 0;
  const q = countTerms(scores, doc);
  return (boost * (scores.total[doc]! * q)) / Math.max(1, q);
}

function contentMask(main: QueryScores, stopTerms: ReadonlySet<string>): Uint32Array {
  const mask = new Uint32Array(main.words);
  main.unique.forEach((term, u) => {
    if (!stopTerms.has(term)) mask[u >>> 5]! |= (1 << (u & 31)) >>> 0;
  });
  return mask;
}

/** A bounded min-heap of hits, worst on top. */
class WorstFirstHeap {
  readonly items: TopHit[] = [];

  constructor(readonly capacity: number) {}

  /** True when a hit of these keys would enter (the heap is not full or it beats the worst). */
  admits(score: number, mainScore: number, seen: number): boolean {
    if (this.items.length < this.capacity) return true;
    const low = this.items[0]!;
    if (score !== low.score) return score > low.score;
    if (mainScore !== low.mainScore) return mainScore > low.mainScore;
    return seen < low.seen;
  }

  push(hit: TopHit): void {
    const items = this.items;
    if (items.length < this.capacity) {
      items.push(hit);
      let i = items.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(items[i]!, items[parent]!)) break;
        [items[i], items[parent]] = [items[parent]!, items[i]!];
        i = parent;
      }
      return;
    }
    items[0] = hit;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let low = i;
      if (left < items.length && worse(items[left]!, items[low]!)) low = left;
      if (right < items.length && worse(items[right]!, items[low]!)) low = right;
      if (low === i) break;
      [items[i], items[low]] = [items[low]!, items[i]!];
      i = low;
    }
  }
}

/** The best `limit` accepted notes, best first (see the module comment). */
export function selectTopK(input: TopKInput): TopHit[] {
  const { main, forms, aliases, limit } = input;
  if (limit <= 0) return [];
  const content = contentMask(main, input.stopTerms);
  const heap = new WorstFirstHeap(limit);
  for (let seen = 0; seen < main.count; seen++) {
    const doc = main.order[seen]!;
    const words = countTerms(main, doc, content);
    if (words === 0) continue;
    const q = countTerms(main, doc);
    const mainScore = main.total[doc]! * q;
    const sum =
      mainScore / Math.max(1, q) +
      sideSum(forms, doc, 1) +
      sideSum(aliases, doc, KEYWORD_RANKING.aliasBoost);
    const score = sum * words;
    if (heap.admits(score, mainScore, seen) && input.accept(doc))
      heap.push({ doc, score, mainScore, seen });
  }
  return heap.items.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
}
