/**
 * The terms of a saved keyword index, held as one string with offsets (a few bytes a term,
 * where MiniSearch's radix tree of Maps cost hundreds), in the order MiniSearch iterates its
 * term index, with a permutation that sorts them for binary search. Exact lookup, prefix
 * ranges and fuzzy matches come back in MiniSearch's iteration order, so the scorer sums
 * the expansions of a query word in the same order as MiniSearch and every score stays its
 * score bit for bit. Terms compare by UTF-16 code unit, as JavaScript strings do.
 */

import { StringTable } from '../../io/string-table.js';

/** Compares two strings by UTF-16 code unit (JavaScript's `<`). */
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The permutation of `terms` that sorts them (used when a table is written). */
export function sortTerms(terms: readonly string[]): Uint32Array {
  const order = Uint32Array.from(terms.keys());
  return order.sort((a, b) => compareStrings(terms[a]!, terms[b]!));
}

/** Saved terms, read-only. `starts` has one more entry than there are terms. */
export class TermTable {
  readonly #terms: StringTable;
  readonly #sorted: Uint32Array;

  constructor(text: string, starts: Uint32Array, sorted: Uint32Array) {
    this.#terms = new StringTable(text, starts);
    this.#sorted = sorted;
  }

  get count(): number {
    return this.#sorted.length;
  }

  /** The term at position `index` of MiniSearch's order. */
  term(index: number): string {
    return this.#terms.at(index);
  }

  /** The first sorted position whose term is not below `key` (or, with `prefixOnly`, above its range). */
  #bound(key: string, prefixOnly: boolean, upper: boolean): number {
    let lo = 0;
    let hi = this.#sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = this.#terms.compareAt(this.#sorted[mid]!, key, prefixOnly);
      if (c < 0 || (upper && c === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The position of `term`, or -1. */
  find(term: string): number {
    const at = this.#bound(term, false, false);
    if (at >= this.#sorted.length) return -1;
    const index = this.#sorted[at]!;
    return this.#terms.compareAt(index, term) === 0 ? index : -1;
  }

  /** Positions of the terms that start with `prefix` (itself included), in MiniSearch's order. */
  withPrefix(prefix: string): number[] {
    const lo = this.#bound(prefix, true, false);
    const hi = this.#bound(prefix, true, true);
    return Array.from(this.#sorted.subarray(lo, hi)).sort((a, b) => a - b);
  }

  /**
   * Terms within `maxDistance` edits of `query`, with their distance, in the order of
   * MiniSearch's `fuzzyGet`:
   * MiniSearch's banded Levenshtein matrix, walked over the sorted terms so that rows of a
   * prefix shared with the previous term are reused, and the terms under a prefix already
   * too far skipped (as its radix tree skips a subtree).
   */
  fuzzy(query: string, maxDistance: number): Array<[number, number]> {
    const n = query.length + 1;
    const m = n + maxDistance;
    const matrix = new Uint8Array(m * n).fill(maxDistance + 1);
    for (let j = 0; j < n; ++j) matrix[j] = j;
    for (let i = 1; i < m; ++i) matrix[i * n] = i;
    const found: Array<[number, number]> = [];
    let computed = '';
    let valid = 0;
    for (let s = 0; s < this.#sorted.length; ) {
      const index = this.#sorted[s]!;
      const term = this.term(index);
      let depth = 0;
      while (depth < valid && depth < term.length && term[depth] === computed[depth]) depth++;
      computed = term;
      valid = depth;
      let prunedAt = -1;
      for (let pos = depth; pos < term.length; pos++) {
        const i = pos + 1;
        // Longer than the query and every allowed edit: neither it nor longer terms match.
        if (i >= m) {
          prunedAt = i;
          break;
        }
        if (fillRow(matrix, query, term.charCodeAt(pos), i, n, maxDistance) > maxDistance) {
          prunedAt = i;
          break;
        }
        valid = i;
      }
      if (prunedAt < 0) {
        const distance = matrix[(term.length + 1) * n - 1]!;
        if (distance <= maxDistance) found.push([index, distance]);
        s++;
      } else {
        valid = Math.min(valid, prunedAt - 1);
        s = this.#bound(term.slice(0, prunedAt), true, true);
      }
    }
    // MiniSearch iterates its tree taking children last first, and its fuzzy search walks
    // them first first: its fuzzy matches come in the reverse of its iteration order.
    return found.sort((a, b) => b[0] - a[0]);
  }
}

/** Row `i` of MiniSearch's banded Levenshtein matrix for a term character; returns its minimum. */
function fillRow(
  matrix: Uint8Array,
  query: string,
  char: number,
  i: number,
  n: number,
  maxDistance: number,
): number {
  const thisRow = n * i;
  const prevRow = thisRow - n;
  let minDistance = matrix[thisRow]!;
  const jmin = Math.max(0, i - maxDistance - 1);
  const jmax = Math.min(n - 1, i + maxDistance);
  for (let j = jmin; j < jmax; ++j) {
    const different = char !== query.charCodeAt(j) ? 1 : 0;
    const rpl = matrix[prevRow + j]! + different;
    const del = matrix[prevRow + j + 1]! + 1;
    const ins = matrix[thisRow + j]! + 1;
    const dist = Math.min(rpl, del, ins);
    matrix[thisRow + j + 1] = dist;
    if (dist < minDistance) minDistance = dist;
  }
  return minDistance;
}
