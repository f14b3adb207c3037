/**
 * Sparse term vectors for the topic detector. Terms are hashed to short keys so the
 * per-session state stays small and bounded whatever people type. Pure.
 */
import { createDict } from './dict.js';

/** Hashed term → weight. */
export type SparseVector = Record<string, number>;

/** 32-bit FNV-1a of a term, folded to 20 bits and written in base 36 (≤ 4 characters). */
export function hashTerm(term: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) {
    h ^= term.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return ((h >>> 0) & 0xfffff).toString(36);
}

/** Term counts → weights with sublinear frequency (a repeated word is not ten topics). */
export function countTerms(terms: readonly string[], weight = 1): Record<string, number> {
  const counts = createDict<number>();
  for (const t of terms) counts[t] = (counts[t] ?? 0) + 1;
  for (const t of Object.keys(counts)) counts[t] = weight * (1 + Math.log(counts[t]!));
  return counts;
}

/** The hashed vector of terms. */
export function toVector(terms: readonly string[], weight = 1): SparseVector {
  const out: SparseVector = createDict();
  for (const [term, w] of Object.entries(countTerms(terms, weight))) {
    const key = hashTerm(term);
    out[key] = (out[key] ?? 0) + w;
  }
  return out;
}

/** `a·factor + b`, as a new vector. */
export function decayAdd(a: SparseVector, factor: number, b: SparseVector): SparseVector {
  const out: SparseVector = createDict();
  for (const [k, w] of Object.entries(a)) out[k] = w * factor;
  for (const [k, w] of Object.entries(b)) out[k] = (out[k] ?? 0) + w;
  return out;
}

/** Keeps the `max` heaviest entries (and drops those that decayed to nothing). */
export function prune(v: SparseVector, max: number): SparseVector {
  const entries = Object.entries(v).filter(([, w]) => w > 1e-3);
  if (entries.length <= max) return Object.fromEntries(entries);
  entries.sort((x, y) => y[1] - x[1]);
  return Object.fromEntries(entries.slice(0, max));
}

/** Cosine similarity in [0, 1] (weights are never negative); 0 when either is empty. */
export function cosine(a: SparseVector, b: SparseVector): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, w] of Object.entries(a)) {
    na += w * w;
    const o = b[k];
    if (o !== undefined) dot += w * o;
  }
  for (const w of Object.values(b)) nb += w * w;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
