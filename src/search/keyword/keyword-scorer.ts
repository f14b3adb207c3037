/**
 * BM25 scoring of one MiniSearch query over dense arrays, with MiniSearch's exact
 * arithmetic. MiniSearch builds a result object (score, terms, match, stored fields) for
 * every document a query term is in: three common words on a 10k store meant ~10k objects
 * per query, most of the time and of the server's peak memory. Here each document's score
 * is one slot of a Float64Array and its matched query terms bits of a Uint32Array, summed
 * in the order MiniSearch sums them (query term by query term; within one, the exact term
 * then its prefix and fuzzy expansions; within one term the fields in order), so every
 * score is bit for bit MiniSearch's and ties are broken by the same first-seen order.
 *
 * Reads MiniSearch's internal fields (minisearch is pinned to an exact version; the tests
 * compare every score with MiniSearch's own search).
 */
import type { CompactPostings } from '../compact-postings.js';

/** A term's postings in one field: document → term frequency. */
type Postings = Map<number, number> | CompactPostings;
/** A term's postings by field id. */
type FieldPostings = { get(fieldId: number): Postings | undefined };

/** The internal fields of a MiniSearch instance the scorer reads. */
export interface ScorerInternals {
  _index: {
    get(term: string): FieldPostings | undefined;
    atPrefix(prefix: string): Iterable<[string, FieldPostings]>;
    fuzzyGet(term: string, maxDistance: number): Map<string, [FieldPostings, number]>;
  };
  _documentCount: number;
  _nextId: number;
  _documentIds: Map<number, unknown>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  /** Takes one occurrence of a discarded document out of a term's postings. */
  removeTerm(fieldId: number, documentId: number, term: string): void;
}

/** MiniSearch 7.2's defaults for expansions (`weights`, `maxFuzzy`). */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const MAX_FUZZY = 6;

/** Prefix matching and fuzziness of a query term (MiniSearch's `prefix` and `fuzzy`). */
export interface Expansion {
  prefix: boolean;
  fuzzy: number | false;
}

const NO_EXPANSION: Expansion = { prefix: false, fuzzy: false };

/** One MiniSearch `search` call, as the scorer runs it. */
export interface ScoredQuery {
  /** The query's terms, processed as MiniSearch would (duplicates kept). */
  terms: readonly string[];
  fields: readonly string[];
  /** Field boosts (missing: 1). */
  boosts: Readonly<Record<string, number>>;
  bm25: { k: number; b: number; d: number };
  termBoost?: (term: string) => number;
  /** Prefix matching and fuzziness of a term. */
  expansion?: (term: string) => Expansion;
}

/**
 * The outcome of one query: `order` lists the documents matched, first seen first;
 * `total[d]` is the BM25 sum and `bits` the unique query terms matched (`words` 32-bit
 * words a document) — valid only for listed documents.
 */
export interface QueryScores {
  order: Int32Array;
  count: number;
  total: Float64Array;
  bits: Uint32Array;
  words: number;
  /** The unique query terms, bit positions in `bits`. */
  unique: string[];
  /** True when `d` is in `order` (this query matched it). */
  matched(d: number): boolean;
}

/** Field lengths and live flags of every short id, rebuilt when the index changed. */
export interface DocTable {
  live: Uint8Array;
  /** Per field id, each document's length in that field. */
  lengths: Uint32Array[];
}

/** The document table of `ms` (O(documents); cache it until the index changes). */
export function buildDocTable(ms: ScorerInternals): DocTable {
  const size = ms._nextId;
  const fieldCount = Object.keys(ms._fieldIds).length;
  const live = new Uint8Array(size);
  const lengths = Array.from({ length: fieldCount }, () => new Uint32Array(size));
  for (const shortId of ms._documentIds.keys()) live[shortId] = 1;
  // An opened index's lengths are columns already (search/keyword/saved-documents.ts).
  const columns = ms._fieldLength as { fillColumns?: (into: Uint32Array[]) => void };
  if (columns.fillColumns) columns.fillColumns(lengths);
  else
    for (const [shortId, fieldLengths] of ms._fieldLength) {
      for (let f = 0; f < fieldCount; f++) lengths[f]![shortId] = fieldLengths[f] ?? 0;
    }
  return { live, lengths };
}

/** Calls `visit(doc, freq)` for each posting, in MiniSearch's iteration order. */
function eachPosting(postings: Postings, visit: (doc: number, freq: number) => void): void {
  if (!('range' in postings)) {
    for (const [doc, freq] of postings) visit(doc, freq);
    return;
  }
  const range = postings.range();
  if (!range) {
    postings.scan(visit);
    return;
  }
  const { docs, freqs, end } = range;
  for (let i = range.start; i < end; i++) visit(docs[i]!, freqs[i]!);
}

/** The derived terms of one query term with their weights, in MiniSearch's order. */
function derivedTerms(
  ms: ScorerInternals,
  term: string,
  { prefix, fuzzy }: Expansion,
): Array<[string, FieldPostings | undefined, number]> {
  const out: Array<[string, FieldPostings | undefined, number]> = [[term, ms._index.get(term), 1]];
  let fuzzyMatches: Map<string, [FieldPostings, number]> | undefined;
  if (fuzzy) {
    const maxDistance = fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(term.length * fuzzy)) : fuzzy;
    if (maxDistance) fuzzyMatches = ms._index.fuzzyGet(term, maxDistance);
  }
  if (prefix) {
    for (const [found, data] of ms._index.atPrefix(term)) {
      const distance = found.length - term.length;
      if (!distance) continue;
      fuzzyMatches?.delete(found);
      out.push([found, data, (PREFIX_WEIGHT * found.length) / (found.length + 0.3 * distance)]);
    }
  }
  for (const [found, [data, distance]] of fuzzyMatches ?? []) {
    if (!distance) continue;
    out.push([found, data, (FUZZY_WEIGHT * found.length) / (found.length + distance)]);
  }
  return out;
}

/** One query's outcome buffers, reused by later queries (see {@link Scratch}). */
class RunBuffers {
  stamp: Int32Array;
  total: Float64Array;
  order: Int32Array;
  bits: Uint32Array = new Uint32Array(0);

  constructor(size: number) {
    this.stamp = new Int32Array(size);
    this.total = new Float64Array(size);
    this.order = new Int32Array(size);
  }
}

/**
 * Per-document buffers for scoring, sized to the document table and reused query after
 * query: a stamp (an epoch number) says whether a slot belongs to the current run, so
 * nothing is cleared between queries.
 */
export class Scratch {
  readonly #specStamp: Int32Array;
  readonly #specAcc: Float64Array;
  readonly #touched: Int32Array;
  readonly #runs: RunBuffers[];
  #epoch = 0;
  #next = 0;

  constructor(readonly size: number) {
    this.#specStamp = new Int32Array(size);
    this.#specAcc = new Float64Array(size);
    this.#touched = new Int32Array(size);
    this.#runs = [new RunBuffers(size), new RunBuffers(size), new RunBuffers(size)];
  }

  /** A fresh epoch number (stamps are compared with it). */
  epoch(): number {
    if (this.#epoch >= 0x7ffffff0) {
      this.#epoch = 0;
      this.#specStamp.fill(0);
      for (const run of this.#runs) run.stamp.fill(0);
    }
    this.#epoch += 1;
    return this.#epoch;
  }

  /** The buffers of the next run; a search uses at most three at once (main, forms, aliases). */
  run(words: number): RunBuffers {
    const run = this.#runs[this.#next]!;
    this.#next = (this.#next + 1) % this.#runs.length;
    if (run.bits.length < this.size * words) run.bits = new Uint32Array(this.size * words);
    return run;
  }

  get spec() {
    return { stamp: this.#specStamp, acc: this.#specAcc, touched: this.#touched };
  }
}

/**
 * Scores `query` like `MiniSearch#search` before its filter and sort: each matched
 * document's BM25 sum and matched unique terms. `table` must be current for `ms`, and
 * `scratch` of its size; the result is valid until the third next call with `scratch`.
 */
export function scoreQuery(
  ms: ScorerInternals,
  table: DocTable,
  scratch: Scratch,
  query: ScoredQuery,
): QueryScores {
  const unique = [...new Set(query.terms)];
  const words = Math.max(1, Math.ceil(unique.length / 32));
  const run = scratch.run(words);
  const runEpoch = scratch.epoch();
  const { stamp, total, order, bits } = run;
  const spec = scratch.spec;
  let count = 0;
  const { k, b, d } = query.bm25;
  const N = ms._documentCount;
  // Boosts and expansions are settled for every term before any is scored, as MiniSearch
  // does: scoring cleans discarded documents out of postings, which changes frequencies.
  const specs = query.terms.map((term) => ({
    term,
    termBoost: query.termBoost?.(term) ?? 1,
    expansion: query.expansion?.(term) ?? NO_EXPANSION,
  }));
  for (const { term, termBoost, expansion } of specs) {
    const u = unique.indexOf(term);
    const word = u >>> 5;
    const mask = (1 << (u & 31)) >>> 0;
    const specEpoch = scratch.epoch();
    let touchedCount = 0;
    for (const [derived, data, weight] of derivedTerms(ms, term, expansion)) {
      if (!data) continue;
      for (const field of query.fields) {
        const fieldId = ms._fieldIds[field]!;
        const postings = data.get(fieldId);
        if (postings == null) continue;
        const fieldBoost = query.boosts[field] || 1;
        const lengths = table.lengths[fieldId]!;
        const avg = ms._avgFieldLength[fieldId]!;
        // As MiniSearch does: a discarded document met here loses one occurrence of the
        // term and stops counting towards its document frequency from here on.
        let df = postings.size;
        let idf = Math.log(1 + (N - df + 0.5) / (df + 0.5));
        const scale = weight * termBoost * fieldBoost;
        eachPosting(postings, (doc, tf) => {
          if (!table.live[doc]) {
            ms.removeTerm(fieldId, doc, derived);
            df -= 1;
            idf = Math.log(1 + (N - df + 0.5) / (df + 0.5));
            return;
          }
          const raw = idf * (d + (tf * (k + 1)) / (tf + k * (1 - b + (b * lengths[doc]!) / avg)));
          const weighted = scale * raw;
          if (spec.stamp[doc] !== specEpoch) {
            spec.stamp[doc] = specEpoch;
            spec.acc[doc] = weighted;
            spec.touched[touchedCount++] = doc;
          } else spec.acc[doc]! += weighted;
        });
      }
    }
    for (let i = 0; i < touchedCount; i++) {
      const doc = spec.touched[i]!;
      if (stamp[doc] !== runEpoch) {
        stamp[doc] = runEpoch;
        total[doc] = spec.acc[doc]!;
        order[count++] = doc;
        bits.fill(0, doc * words, doc * words + words);
      } else total[doc]! += spec.acc[doc]!;
      bits[doc * words + word]! |= mask;
    }
  }
  return {
    order,
    count,
    total,
    bits,
    words,
    unique,
    matched: (doc) => stamp[doc] === runEpoch,
  };
}

/** The number of set bits of `doc`'s words in `scores`, counting only bits in `keep`. */
export function countTerms(scores: QueryScores, doc: number, keep?: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < scores.words; w++) {
    let v = scores.bits[doc * scores.words + w]!;
    if (keep) v &= keep[w]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/** True when `postings` hold `doc`. */
function holds(postings: Postings, doc: number): boolean {
  return postings.has(doc);
}

/**
 * The index terms (the query's terms and their expansions) whose postings in `fields`
 * hold `doc`, sorted: what MiniSearch reports as a result's `terms`.
 */
export function matchedTerms(
  ms: ScorerInternals,
  doc: number,
  query: Pick<ScoredQuery, 'terms' | 'fields' | 'expansion'>,
): string[] {
  const found = new Set<string>();
  for (const term of new Set(query.terms)) {
    const expansion = query.expansion?.(term) ?? NO_EXPANSION;
    for (const [name, data] of derivedTerms(ms, term, expansion)) {
      if (!data || found.has(name)) continue;
      const fieldIds = query.fields.map((field) => ms._fieldIds[field]!);
      if (
        fieldIds.some((id) => {
          const p = data.get(id);
          return p != null && holds(p, doc);
        })
      )
        found.add(name);
    }
  }
  return [...found].sort();
}
