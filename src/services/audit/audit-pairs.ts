/**
 * Pairs of alike memories across a whole store, without comparing every pair: candidates
 * share one of each memory's most telling words (a small inverted index over TF-IDF
 * weights) or are near neighbours in the vector index; each candidate pair is then scored
 * like a save-time duplicate check ({@link scorePair}), and once more under the link
 * settings for the suggested links.
 *
 * At 10,000 memories there are about a million candidate pairs, so the term vectors are
 * turned into arrays of term numbers once ({@link buildSparseVectors}) and each pair's dot
 * product reads one side from a dense scratch array instead of a string-keyed map. Every
 * sum is taken in the order {@link termCosine} and `cosine` take it, so scores are the
 * same to the last bit.
 */
import type { Memory } from '../../core/memory.js';
import { commandSimilarity, extractCommands } from '../../search/command-lines.js';
import { docKey } from '../../search/keyword/keyword-index.js';
import {
  AUDIT_DUPLICATE_SETTINGS,
  type DuplicateSettings,
  LINK_SETTINGS,
  type PairScore,
  scorePair,
} from '../../search/similarity.js';
import type { VectorIndex } from '../../search/vector-index.js';
import type { KeptEmbeddings } from './audit-embedding-file.js';
import { type EmbeddingTable, readEmbeddings } from './audit-embeddings.js';
import type { NeighbourEntry } from './audit-neighbours.js';
import { buildSparseVectors, type SparseVectors } from './audit-vectors.js';

/** Two memories (indexes into the audited list) and how alike they are. */
export interface ScoredPair {
  a: number;
  b: number;
  /** The duplicate check, under the duplicate settings. */
  pair: PairScore;
  /** The same evidence under the link settings: how related they are, for suggested links. */
  related: PairScore;
}

/** The two readings of a pair's evidence: is it a duplicate, and how related is it. */
export interface PairSettings {
  duplicate: DuplicateSettings;
  link: DuplicateSettings;
}

/** The shipped settings of both readings. */
export const PAIR_SETTINGS: PairSettings = {
  duplicate: AUDIT_DUPLICATE_SETTINGS,
  link: LINK_SETTINGS,
};

/** Words per memory used to find candidates. */
const TOP_TERMS = 8;
/** A word held by more memories than this says too little to pair them on. */
const MAX_POSTING = 32;
/** Vector neighbours looked at per memory. */
const NEIGHBOURS = 6;

/** The positions of a memory's `TOP_TERMS` heaviest terms (ties keep first-seen order). */
function topTerms(vectors: SparseVectors, i: number): number[] {
  const { weights } = vectors;
  // Insertion into a short list, heaviest first: what a stable sort's first eight are,
  // without sorting every term of every memory.
  const top: number[] = [];
  for (let k = vectors.offsets[i]!; k < vectors.offsets[i + 1]!; k++) {
    const weight = weights[k]!;
    if (top.length === TOP_TERMS && weight <= weights[top[TOP_TERMS - 1]!]!) continue;
    let at = Math.min(top.length, TOP_TERMS - 1);
    while (at > 0 && weights[top[at - 1]!]! < weight) {
      top[at] = top[at - 1]!;
      at--;
    }
    top[at] = k;
  }
  return top.map((k) => vectors.terms[k]!);
}

/** One number per unordered pair (smaller index first): cheaper to collect than strings. */
function pairKey(i: number, j: number, n: number): number {
  return i < j ? i * n + j : j * n + i;
}

function addKeywordCandidates(vectors: SparseVectors, out: Set<number>): void {
  const n = vectors.count;
  // A map iterates in insertion order: the candidate order (and so ties) stays as it was.
  const postings = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    for (const term of topTerms(vectors, i)) {
      const list = postings.get(term);
      if (list) list.push(i);
      else postings.set(term, [i]);
    }
  }
  for (const list of postings.values()) {
    if (list.length > MAX_POSTING) continue;
    for (let x = 0; x < list.length; x++)
      for (let y = x + 1; y < list.length; y++) out.add(pairKey(list[x]!, list[y]!, n));
  }
}

/** What the last audit kept for this one, what to keep for the next, and what to return. */
export interface PairSearch {
  /** Neighbour lists kept from the last audit, by key, for memories unchanged since. */
  kept?: Readonly<Record<string, NeighbourEntry>>;
  /** Receives every memory's list (kept or searched) and how many were searched. */
  found?: (entries: Record<string, NeighbourEntry>, searched: number) => void;
  /** Embeddings kept from the last audit: the rows still holding are not read again. */
  keptEmbeddings?: KeptEmbeddings | null;
  /** Receives the embeddings to keep (named by `space`), when they differ from the kept. */
  foundEmbeddings?: (kept: KeptEmbeddings) => void;
  /** The model the kept data belongs to (`provider/model/dimensions`). */
  space?: string;
  /**
   * Only duplicates and pairs whose related score reaches this share of its threshold are
   * returned (all when absent): the audit reports nothing below its link-suggestion share,
   * and sorting the pairs that cannot matter was a tenth of its time.
   */
  minShare?: number;
}

function addVectorCandidates(
  table: EmbeddingTable,
  memories: readonly Memory[],
  keys: readonly string[],
  index: VectorIndex,
  out: Set<number>,
  neighbours: PairSearch,
): void {
  const position = new Map(keys.map((key, i) => [key, i]));
  const entries: Record<string, NeighbourEntry> = Object.create(null);
  let searched = 0;
  for (let i = 0; i < keys.length; i++) {
    const vector = table.row(i);
    if (!vector) continue;
    const key = keys[i]!;
    let near = neighbours.kept?.[key]?.near;
    if (!near) {
      // No filter: a native-side callback per visited node costs more than skipping hits here.
      near = index
        .search(vector, NEIGHBOURS + 1)
        .flatMap((hit) => (hit.key === key ? [] : [hit.key]));
      searched++;
    }
    const hash = memories[i]!.hash;
    if (hash !== undefined) entries[key] = { hash, near };
    for (const other of near) {
      const j = position.get(other);
      if (j !== undefined && j !== i) out.add(pairKey(i, j, keys.length));
    }
  }
  neighbours.found?.(entries, searched);
}

/** The keyword cosine of every candidate pair, in candidate order. */
function scoreKeywordCosines(vectors: SparseVectors, pairs: Int32Array): Float64Array {
  const { offsets, terms, weights, norms } = vectors;
  const size = (i: number) => offsets[i + 1]! - offsets[i]!;
  const count = pairs.length / 2;
  // Pairs bucketed by their larger side, so that side is spread out once for all of them.
  const byLarge: number[][] = Array.from({ length: vectors.count }, () => []);
  for (let p = 0; p < count; p++) {
    const a = pairs[2 * p]!;
    const b = pairs[2 * p + 1]!;
    byLarge[size(a) <= size(b) ? b : a]!.push(p);
  }
  const dense = new Float64Array(vectors.termCount);
  const result = new Float64Array(count);
  byLarge.forEach((list, large) => {
    if (!list.length) return;
    for (let k = offsets[large]!; k < offsets[large + 1]!; k++) dense[terms[k]!] = weights[k]!;
    for (const p of list) {
      const a = pairs[2 * p]!;
      const b = pairs[2 * p + 1]!;
      if (norms[a] === 0 || norms[b] === 0) continue;
      const small = large === b ? a : b;
      let dot = 0;
      for (let k = offsets[small]!; k < offsets[small + 1]!; k++)
        dot += weights[k]! * dense[terms[k]!]!;
      result[p] = dot / (norms[a]! * norms[b]!);
    }
    for (let k = offsets[large]!; k < offsets[large + 1]!; k++) dense[terms[k]!] = 0;
  });
  return result;
}

/** The candidate set as flat (a, b) index pairs, smaller index first, in insertion order. */
function unpackPairs(candidates: ReadonlySet<number>, n: number): Int32Array {
  const pairs = new Int32Array(candidates.size * 2);
  let p = 0;
  for (const candidate of candidates) {
    pairs[p++] = Math.floor(candidate / n);
    pairs[p++] = candidate % n;
  }
  return pairs;
}

/** Every candidate pair with its scores, most related first. */
export function scoreCandidatePairs(
  memories: readonly Memory[],
  index: VectorIndex | null,
  settings: PairSettings = PAIR_SETTINGS,
  search: PairSearch = {},
): ScoredPair[] {
  const vectors = buildSparseVectors(memories);
  const candidates = new Set<number>();
  addKeywordCandidates(vectors, candidates);
  // Each stored embedding is read once, not once per pair it is in.
  const keys = memories.map((m) => docKey(m.scope, m.id));
  const hashes = memories.map((m) => m.hash);
  const read = readEmbeddings(index, { keys, hashes }, search.keptEmbeddings, search.space);
  if (read.keep) search.foundEmbeddings?.(read.keep);
  const { table } = read;
  // Lists kept for vectors the index no longer holds would miss today's neighbours.
  const neighbours = read.reembedded ? { ...search, kept: undefined } : search;
  if (index?.size) addVectorCandidates(table, memories, keys, index, candidates, neighbours);
  const flat = unpackPairs(candidates, memories.length);
  const keyword = scoreKeywordCosines(vectors, flat);
  const commands = memories.map((m) => extractCommands(m));
  const pairs: ScoredPair[] = [];
  for (let p = 0; p < keyword.length; p++) {
    const a = flat[2 * p]!;
    const b = flat[2 * p + 1]!;
    const command = commandSimilarity(commands[a]!, commands[b]!);
    const semantic = table.cosine(a, b);
    const related = scorePair(keyword[p]!, semantic, settings.link, command);
    const pair = scorePair(keyword[p]!, semantic, settings.duplicate, command);
    const share = search.minShare;
    if (share === undefined || pair.duplicate || related.score >= share * related.threshold)
      pairs.push({ a, b, pair, related });
  }
  // Most related first: the suggested links take each orphan's first pairs.
  return pairs.sort((x, y) => y.related.score - x.related.score);
}
