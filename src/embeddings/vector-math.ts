/**
 * Small vector helpers shared by the providers and their callers.
 */

/** Returns `vector` scaled to unit length (a zero vector is returned unchanged). */
export function normalise(vector: readonly number[]): number[] {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const length = Math.sqrt(sum);
  if (length === 0) return [...vector];
  return vector.map((value) => value / length);
}

/** Cosine similarity of two vectors of equal length; 0 when either is a zero vector. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) {
    throw new RangeError(`cosine of vectors of different lengths (${a.length} vs ${b.length})`);
  }
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** True when every entry is a finite number. */
export function isFiniteVector(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((entry) => Number.isFinite(entry));
}
