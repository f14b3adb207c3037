/**
 * Vectors already computed, keyed by sha256(provider, model, text), so unchanged memories
 * are never embedded twice. Persisted as one compact file in a cache directory passed in;
 * a file written for another embedding space is dropped on load, never mixed in.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { StrataError } from '../../core/errors.js';
import { PRIVATE, writeFileAtomic } from '../../io/atomic-write.js';
import { isUnwritable } from '../../io/write-errors.js';
import type { EmbeddingSpace } from '../provider.js';
import { isSameSpace } from '../provider.js';
import { decodeVectorCache, encodeVectorCache } from './vector-cache-format.js';

/** Default file name inside the cache directory. */
export const VECTOR_CACHE_FILE = 'vectors.bin';

/** Why entries found on disk were not used. */
export type VectorCacheDrop = 'space-changed' | 'unreadable';

/** Options of {@link openVectorCache}. */
export interface VectorCacheOptions {
  /** Directory for the cache file (created on first save). */
  dir: string;
  /** The space of the vectors this cache will hold. */
  space: EmbeddingSpace;
  fileName?: string;
}

/** The cache key of `text` in `space`: hex sha256 of provider, model and text. */
export function vectorCacheKey(space: EmbeddingSpace, text: string): string {
  // NUL separators: no provider/model/text split can collide with another.
  return createHash('sha256').update(`${space.provider}\0${space.model}\0${text}`).digest('hex');
}

/** Loads the cache for `space`, starting empty when the file is missing, unreadable or of another space. */
export async function openVectorCache(options: VectorCacheOptions): Promise<VectorCache> {
  const file = path.join(options.dir, options.fileName ?? VECTOR_CACHE_FILE);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return new VectorCache(file, options.space);
    throw new StrataError(
      'IO_ERROR',
      `cannot read the vector cache ${file}: ${(error as Error).message}`,
      {
        hint: 'check its permissions, or delete it (it is rebuilt)',
        subject: file,
        cause: error,
      },
    );
  }
  const content = decodeVectorCache(bytes);
  if (content === undefined) return new VectorCache(file, options.space, undefined, 'unreadable');
  if (!isSameSpace(content.space, options.space)) {
    return new VectorCache(file, options.space, undefined, 'space-changed');
  }
  return new VectorCache(file, options.space, content.entries);
}

/** An in-memory map of vectors for one space, saved atomically on demand. */
export class VectorCache {
  readonly file: string;
  readonly space: EmbeddingSpace;
  /** Set when entries on disk were discarded at load; the next save replaces them. */
  readonly dropped: VectorCacheDrop | undefined;
  private readonly entries: Map<string, Float32Array>;
  private changed: boolean;

  constructor(
    file: string,
    space: EmbeddingSpace,
    entries?: Map<string, Float32Array>,
    dropped?: VectorCacheDrop,
  ) {
    this.file = file;
    this.space = { provider: space.provider, model: space.model, dimensions: space.dimensions };
    this.entries = entries ?? new Map();
    this.dropped = dropped;
    this.changed = dropped !== undefined;
  }

  /** Number of cached vectors. */
  get size(): number {
    return this.entries.size;
  }

  /** True when there are changes not yet saved. */
  get dirty(): boolean {
    return this.changed;
  }

  /** The cached vector of `text`, or undefined. */
  get(text: string): Float32Array | undefined {
    return this.entries.get(vectorCacheKey(this.space, text));
  }

  /** Caches the vector of `text`; it must have the space's dimensions. */
  set(text: string, vector: ArrayLike<number>): void {
    if (vector.length !== this.space.dimensions) {
      throw new StrataError(
        'INVALID_ARGUMENT',
        `vector of ${vector.length} numbers does not fit the cache of ${this.space.provider}/${this.space.model} (${this.space.dimensions}-d)`,
        { hint: 'open a cache for the space the vector came from', subject: this.file },
      );
    }
    this.entries.set(vectorCacheKey(this.space, text), Float32Array.from(vector));
    this.changed = true;
  }

  /** Drops every entry whose text is not in `texts`; returns how many were dropped. */
  retainOnly(texts: Iterable<string>): number {
    const keep = new Set<string>();
    for (const text of texts) keep.add(vectorCacheKey(this.space, text));
    let removed = 0;
    for (const key of this.entries.keys()) {
      if (!keep.has(key)) {
        this.entries.delete(key);
        removed++;
      }
    }
    if (removed > 0) this.changed = true;
    return removed;
  }

  /** Writes the cache atomically (temp file + rename) when it changed since load or last save. */
  /**
   * Writes the cache when it changed. A disk that refuses the write (full, read-only) only
   * costs re-embedding later, so it is no failure: the entries stay unsaved for next time.
   */
  async save(): Promise<void> {
    if (!this.changed) return;
    try {
      await writeFileAtomic(this.file, encodeVectorCache(this.space, this.entries), PRIVATE);
    } catch (error) {
      if (isUnwritable(error)) return;
      throw error;
    }
    this.changed = false;
  }
}
