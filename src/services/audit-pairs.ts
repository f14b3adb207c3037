/**
 * Pairs of alike memories across a whole store, without comparing every pair: candidates
 * share one of each memory's most telling words (a small inverted index over TF-IDF
 * weights) or are near neighbours in the vector index; each candidate pair is then scored
 * like a save-time duplicate check ({@link scorePair}).
 */
import type { Memory } from '../core/memory.js';
import { cosine } from '../embeddings/vector-math.js';
import { commandSimilarity, extractCommands } from '../search/command-lines.js';
import { docKey } from '../search/keyword-index.js';
import {
  buildTermVector,
  DUPLICATE_SETTINGS,
  inverseFrequency,
  type PairScore,
  scorePair,
  type TermVector,
  termCosine,
} from '../search/similarity.js';
import { processTerm, tokenize } from '../search/tokenizer.js';
import type { VectorIndex } from '../search/vector-index.js';

/** Two memories (indexes into the audited list) and how alike they are. */
export interface ScoredPair {
  a: number;
  b: number;
  pair: PairScore;
}

/** Words per memory used to find candidates. */
const TOP_TERMS = 8;
/** A word held by more memories than this says too little to pair them on. */
const MAX_POSTING = 32;
/** Vector neighbours looked at per memory. */
const NEIGHBOURS = 6;

/** The search analyzer, with each distinct token processed once (stemming dominates). */
function createMemoAnalyzer(): (text: string) => string[] {
  const memo = new Map<string, string[]>();
  return (text) =>
    tokenize(text).flatMap((token) => {
      let terms = memo.get(token);
      if (!terms) {
        terms = processTerm(token) ?? [];
        memo.set(token, terms);
      }
      return terms;
    });
}

function buildVectors(memories: readonly Memory[]): TermVector[] {
  const analyzer = createMemoAnalyzer();
  const df = new Map<string, number>();
  for (const m of memories) {
    for (const term of new Set(analyzer(`${m.title} ${m.body}`)))
      df.set(term, (df.get(term) ?? 0) + 1);
  }
  const idf = (term: string) => inverseFrequency(memories.length, df.get(term) ?? 0);
  return memories.map((m) => buildTermVector(m, idf, analyzer));
}

function topTerms(vector: TermVector): string[] {
  return [...vector.weights.entries()]
    .sort((x, y) => y[1] - x[1])
    .slice(0, TOP_TERMS)
    .map(([term]) => term);
}

/** One number per unordered pair (smaller index first): cheaper to collect than strings. */
function pairKey(i: number, j: number, n: number): number {
  return i < j ? i * n + j : j * n + i;
}

function addKeywordCandidates(vectors: readonly TermVector[], out: Set<number>): void {
  const n = vectors.length;
  const postings = new Map<string, number[]>();
  vectors.forEach((vector, i) => {
    for (const term of topTerms(vector)) {
      const list = postings.get(term) ?? [];
      list.push(i);
      postings.set(term, list);
    }
  });
  for (const list of postings.values()) {
    if (list.length > MAX_POSTING) continue;
    for (let x = 0; x < list.length; x++)
      for (let y = x + 1; y < list.length; y++) out.add(pairKey(list[x]!, list[y]!, n));
  }
}

function addVectorCandidates(
  vectors: ReadonlyArray<number[] | undefined>,
  keys: readonly string[],
  index: VectorIndex,
  out: Set<number>,
): void {
  const position = new Map(keys.map((key, i) => [key, i]));
  vectors.forEach((vector, i) => {
    if (!vector) return;
    // No filter: a native-side callback per visited node costs more than skipping hits here.
    for (const hit of index.search(vector, NEIGHBOURS + 1)) {
      const j = position.get(hit.key);
      if (j !== undefined && j !== i) out.add(pairKey(i, j, keys.length));
    }
  });
}

/** Every candidate pair with its score, best first. */
export function scoreCandidatePairs(
  memories: readonly Memory[],
  index: VectorIndex | null,
  settings = DUPLICATE_SETTINGS,
): ScoredPair[] {
  const vectors = buildVectors(memories);
  const candidates = new Set<number>();
  addKeywordCandidates(vectors, candidates);
  // Each stored embedding is read once, not once per pair it is in.
  const keys = memories.map((m) => docKey(m.scope, m.id));
  const embedded = index?.size ? keys.map((key) => index.vector(key)) : [];
  if (index?.size) addVectorCandidates(embedded, keys, index, candidates);
  const commands = memories.map((m) => extractCommands(m));
  const pairs: ScoredPair[] = [];
  for (const candidate of candidates) {
    const a = Math.floor(candidate / memories.length);
    const b = candidate % memories.length;
    const va = embedded[a];
    const vb = embedded[b];
    const semantic = va && vb ? cosine(va, vb) : null;
    const command = commandSimilarity(commands[a]!, commands[b]!);
    const keyword = termCosine(vectors[a]!, vectors[b]!);
    pairs.push({ a, b, pair: scorePair(keyword, semantic, settings, command) });
  }
  return pairs.sort((x, y) => y.pair.score - x.pair.score);
}
