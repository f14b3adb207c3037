/**
 * A fast, deterministic stand-in for an embedding model (the hashing trick over words,
 * 512 dimensions like USE-lite), served by the fake Ollama so a 10k-memory bench store
 * gets its vectors in seconds. Search cost depends on dimensions and count, not on what
 * the vectors mean; quality is measured elsewhere with the real model.
 */
import type { TextEmbedder } from '../../src/embeddings/embedded-provider.js';

const DIMENSIONS = 512;

function hash(word: string): number {
  let h = 2166136261;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
  return h >>> 0;
}

function embedOne(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)) {
    const h = hash(word);
    vector[h % DIMENSIONS]! += h & 0x100 ? 1 : -1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((v) => v / norm);
}

/** The embedder. */
export function createHashEmbedder(): TextEmbedder {
  return { embed: async (texts) => texts.map(embedOne) };
}
