/**
 * File paths by row, held as their folders (each once) and their names (one string with
 * offsets, io/string-table.ts). The paths of a store share a few long folders: at 100k
 * memories the names alone are half the characters of the whole paths.
 */
import { readStringTable, StringTable } from './string-table.js';

/** Paths by row, read-only; `indexOf` finds a row by path. */
export class PathTable {
  readonly #folders: StringTable;
  readonly #folderOf: Uint32Array;
  readonly #names: StringTable;

  constructor(folders: StringTable, folderOf: Uint32Array, names: StringTable) {
    if (folderOf.length !== names.size) throw new Error('a path table does not match its names');
    for (const folder of folderOf)
      if (folder >= folders.size) throw new Error('a path table names a folder it lacks');
    this.#folders = folders;
    this.#folderOf = folderOf;
    this.#names = names;
  }

  /** A table of `paths`, in their order. */
  static of(paths: Iterable<string>): PathTable {
    const folders: string[] = [];
    const folderIds = new Map<string, number>();
    const folderOf: number[] = [];
    const names: string[] = [];
    for (const file of paths) {
      const cut = file.lastIndexOf('/') + 1;
      const folder = file.slice(0, cut);
      let id = folderIds.get(folder);
      if (id === undefined) {
        id = folders.push(folder) - 1;
        folderIds.set(folder, id);
      }
      folderOf.push(id);
      names.push(file.slice(cut));
    }
    return new PathTable(
      StringTable.of(folders),
      Uint32Array.from(folderOf),
      StringTable.of(names),
    );
  }

  get size(): number {
    return this.#names.size;
  }

  /** The path at `row`. */
  at(row: number): string {
    return this.#folders.at(this.#folderOf[row]!) + this.#names.at(row);
  }

  /** The first row holding `file` (and, when given, that `accept` takes), or -1. */
  indexOf(file: string, accept?: (row: number) => boolean): number {
    const cut = file.lastIndexOf('/') + 1;
    const folder = this.#folders.indexOf(file.slice(0, cut));
    if (folder < 0) return -1;
    return this.#names.indexOf(
      file.slice(cut),
      (row) => this.#folderOf[row] === folder && (!accept || accept(row)),
    );
  }

  /** The table as bytes (see {@link readPathTable}). */
  toBytes(): Buffer {
    const ids = this.#folderOf;
    return Buffer.concat([
      this.#folders.toBytes(),
      this.#names.toBytes(),
      Buffer.from(ids.buffer, ids.byteOffset, ids.byteLength),
    ]);
  }
}

/** Reads a table written by {@link PathTable.toBytes} at `position`; returns it and where the next section starts. */
export function readPathTable(bytes: Uint8Array, position: number): [PathTable, number] {
  const [folders, afterFolders] = readStringTable(bytes, position);
  const [names, afterNames] = readStringTable(bytes, afterFolders);
  const end = afterNames + names.size * 4;
  if (end > bytes.length) throw new Error('a path table is cut short');
  const folderOf = new Uint32Array(names.size);
  new Uint8Array(folderOf.buffer).set(bytes.subarray(afterNames, end));
  return [new PathTable(folders, folderOf, names), end];
}
