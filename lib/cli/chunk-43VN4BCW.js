#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/embeddings/vector-math.ts
function normalise(vector) {
  let sum = 0;
  for (let value of vector) sum += value * value;
  let length = Math.sqrt(sum);
  return length === 0 ? [...vector] : vector.map((value) => value / length);
}
function cosine(a, b) {
  if (a.length !== b.length)
    throw new RangeError(`cosine of vectors of different lengths (${a.length} vs ${b.length})`);
  let dot = 0, normA = 0, normB = 0;
  for (let i = 0; i < a.length; i++) {
    let x = a[i], y = b[i];
    dot += x * y, normA += x * x, normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}
function isFiniteVector(value) {
  return Array.isArray(value) && value.every((entry) => Number.isFinite(entry));
}

export {
  normalise,
  cosine,
  isFiniteVector
};
