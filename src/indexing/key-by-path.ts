/**
 * The state's map from a file path to the key of the memory it holds: a `Map` while built in
 * memory, or the saved rows of a document table (doc-table.ts) with the changes since.
 */
import type { ScopedKey } from '../core/scoped-key.js';
import type { PathTable } from '../io/path-table.js';
import type { StringTable } from '../io/string-table.js';

/**
 * Document keys by file path: a `Map`, or the saved rows of a table with the changes since
 * (what the state keeps to find the memory a changed file held).
 */
export interface KeyByPath {
  get(file: string): ScopedKey | undefined;
  set(file: string, key: ScopedKey): unknown;
  delete(file: string): boolean;
  keys(): IterableIterator<string>;
  entries(): IterableIterator<[string, ScopedKey]>;
  [Symbol.iterator](): IterableIterator<[string, ScopedKey]>;
}

/** The saved rows of a table as a path-to-key map, with a Map of the changes since. */
export class SavedKeyByPath implements KeyByPath {
  readonly #keys: StringTable;
  readonly #paths: PathTable;
  readonly #gone: Uint8Array;
  readonly #changed = new Map<string, ScopedKey>();

  constructor(keys: StringTable, paths: PathTable, gone: Uint8Array) {
    this.#keys = keys;
    this.#paths = paths;
    this.#gone = gone;
  }

  #row(file: string): number {
    return this.#paths.indexOf(file, (row) => this.#gone[row] === 0);
  }

  get(file: string): ScopedKey | undefined {
    const changed = this.#changed.get(file);
    if (changed !== undefined) return changed;
    const row = this.#row(file);
    return row < 0 ? undefined : (this.#keys.at(row) as ScopedKey);
  }

  set(file: string, key: ScopedKey): this {
    this.#hide(file);
    this.#changed.set(file, key);
    return this;
  }

  delete(file: string): boolean {
    return this.#changed.delete(file) || this.#hide(file);
  }

  #hide(file: string): boolean {
    const row = this.#row(file);
    if (row < 0) return false;
    this.#gone[row] = 1;
    return true;
  }

  *keys(): IterableIterator<string> {
    for (const [file] of this.entries()) yield file;
  }

  *entries(): IterableIterator<[string, ScopedKey]> {
    for (let row = 0; row < this.#paths.size; row++)
      if (this.#gone[row] === 0) yield [this.#paths.at(row), this.#keys.at(row) as ScopedKey];
    yield* this.#changed.entries();
  }

  [Symbol.iterator](): IterableIterator<[string, ScopedKey]> {
    return this.entries();
  }
}
