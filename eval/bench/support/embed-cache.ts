/**
 * A content-addressed cache of embeddings for benches: labelled sets of several hundred
 * notes take a minute to embed with the embedded model, and their texts rarely change. Kept
 * in `.cache/bench-embeddings/<model>.json` (git-ignored); a text is looked up by its hash.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Embeds texts through the cache; `save()` writes what was added. */
export interface CachedEmbedder {
  (texts: string[]): Promise<number[][]>;
  save(): Promise<void>;
}

const DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../.cache/bench-embeddings',
);

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/** Wraps `embed` (one vector per text, in order) with the cache file of `model`. */
export function cachedEmbedder(
  model: string,
  embed: (texts: string[]) => Promise<number[][]>,
): CachedEmbedder {
  const file = path.join(DIR, `${model}.json`);
  const known = new Map<string, number[]>(
    existsSync(file) ? Object.entries(JSON.parse(readFileSync(file, 'utf8'))) : [],
  );
  let added = false;
  const run = async (texts: string[]) => {
    const hashes = texts.map(hashOf);
    const missing = [...new Set(hashes.filter((h) => !known.has(h)))];
    if (missing.length) {
      const byHash = new Map(hashes.map((h, i) => [h, texts[i]!]));
      const vectors = await embed(missing.map((h) => byHash.get(h)!));
      missing.forEach((h, i) => {
        known.set(h, vectors[i]!);
      });
      added = true;
    }
    return hashes.map((h) => known.get(h)!);
  };
  return Object.assign(run, {
    async save() {
      if (!added) return;
      mkdirSync(DIR, { recursive: true });
      writeFileSync(file, JSON.stringify(Object.fromEntries(known)));
    },
  });
}
