/**
 * MiniSearch's document table of an opened keyword file, held as columns instead of four
 * Maps of objects: the keys as one string with offsets, the short ids, the field lengths
 * in a typed array, and each document's stored fields as the JSON bytes the file holds
 * (parsed when a caller reads them). At 100k memories the Maps, their arrays and stored
 * objects were most of the opened index's 49 MB.
 *
 * The four views stand in for MiniSearch's `_documentIds`, `_idToShortId`, `_fieldLength`
 * and `_storedFields`: the saved rows in file order, then what MiniSearch sets since in a
 * Map of its own, so each iterates as the Map it replaces would (MiniSearch deletes a key
 * before it sets it again, and never reuses a short id).
 */
import { type DocumentColumns, NO_LENGTH, scanDocuments } from './saved-documents-scan.js';

/** A Map over saved rows, with a Map of what was set since and the rows deleted since. */
abstract class SavedRowsMap<K, V> {
  readonly #gone: Uint8Array;
  #goneCount = 0;
  readonly #changed = new Map<K, V>();
  readonly #rows: number;

  constructor(rows: number) {
    this.#rows = rows;
    this.#gone = new Uint8Array(rows);
  }

  protected abstract findRow(key: K): number;
  protected abstract keyAt(row: number): K;
  protected abstract valueAt(row: number): V;

  #live(key: K): number {
    const row = this.findRow(key);
    return row >= 0 && this.#gone[row] === 0 ? row : -1;
  }

  /** Calls `visit` with each saved row still current, then with each entry set since. */
  protected eachCurrent(
    visitRow: (row: number) => void,
    visitChanged: (key: K, value: V) => void,
  ): void {
    for (let row = 0; row < this.#rows; row++) if (this.#gone[row] === 0) visitRow(row);
    for (const [key, value] of this.#changed) visitChanged(key, value);
  }

  /** The saved row `key` is served from, or -1 (absent, deleted, or set since). */
  protected savedRow(key: K): number {
    return this.#changed.has(key) ? -1 : this.#live(key);
  }

  get size(): number {
    return this.#rows - this.#goneCount + this.#changed.size;
  }

  get(key: K): V | undefined {
    if (this.#changed.has(key)) return this.#changed.get(key);
    const row = this.#live(key);
    return row < 0 ? undefined : this.valueAt(row);
  }

  has(key: K): boolean {
    return this.#changed.has(key) || this.#live(key) >= 0;
  }

  set(key: K, value: V): this {
    this.#hide(this.#live(key));
    this.#changed.set(key, value);
    return this;
  }

  delete(key: K): boolean {
    if (this.#changed.delete(key)) return true;
    return this.#hide(this.#live(key));
  }

  #hide(row: number): boolean {
    if (row < 0) return false;
    this.#gone[row] = 1;
    this.#goneCount++;
    return true;
  }

  *keys(): IterableIterator<K> {
    for (let row = 0; row < this.#rows; row++) if (this.#gone[row] === 0) yield this.keyAt(row);
    yield* this.#changed.keys();
  }

  *values(): IterableIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  *entries(): IterableIterator<[K, V]> {
    for (let row = 0; row < this.#rows; row++)
      if (this.#gone[row] === 0) yield [this.keyAt(row), this.valueAt(row)];
    yield* this.#changed.entries();
  }

  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries();
  }

  forEach(visit: (value: V, key: K, map: this) => void): void {
    for (const [key, value] of this.entries()) visit(value, key, this);
  }
}

/** Views keyed by short id share the row lookup. */
abstract class ByShortId<V> extends SavedRowsMap<number, V> {
  protected readonly columns: DocumentColumns;
  readonly #rowOf: Int32Array;

  constructor(columns: DocumentColumns, rowOf: Int32Array) {
    super(columns.shortIds.length);
    this.columns = columns;
    this.#rowOf = rowOf;
  }

  protected findRow(shortId: number): number {
    return Number.isInteger(shortId) && shortId >= 0 && shortId < this.#rowOf.length
      ? this.#rowOf[shortId]!
      : -1;
  }

  protected keyAt(row: number): number {
    return this.columns.shortIds[row]!;
  }
}

class DocumentIds extends ByShortId<unknown> {
  protected valueAt(row: number): unknown {
    return this.columns.keys.at(row);
  }
}

class FieldLengths extends ByShortId<Array<number | null>> {
  /**
   * Writes each current document's field lengths into `columns[field][shortId]` (0 for a
   * field it lacks), as the scorer's table holds them, without an array per document.
   */
  fillColumns(columns: Uint32Array[]): void {
    const { lengths, lengthCounts, shortIds, width } = this.columns;
    this.eachCurrent(
      (row) => {
        const count = Math.min(lengthCounts[row]!, columns.length);
        for (let f = 0; f < count; f++) {
          const length = lengths[row * width + f]!;
          columns[f]![shortIds[row]!] = length === NO_LENGTH ? 0 : length;
        }
      },
      (shortId, fieldLengths) => {
        for (let f = 0; f < columns.length; f++) columns[f]![shortId] = fieldLengths[f] ?? 0;
      },
    );
  }

  protected valueAt(row: number): Array<number | null> {
    const { lengths, width } = this.columns;
    const out = new Array<number | null>(this.columns.lengthCounts[row]!);
    for (let f = 0; f < out.length; f++) {
      const length = lengths[row * width + f]!;
      out[f] = length === NO_LENGTH ? null : length;
    }
    return out;
  }
}

/** What a search filters most documents on; see {@link StoredFields.brief}. */
export interface StoredBrief {
  type: unknown;
  scope: unknown;
  archived: boolean;
}

class StoredFields extends ByShortId<unknown> {
  /** Per row: 0 until read, else 1 + the index of its type and of its scope in `#values`. */
  readonly #typeOf: Uint16Array;
  readonly #scopeOf: Uint16Array;
  readonly #archived: Uint8Array;
  readonly #values: unknown[] = [];
  readonly #valueIds = new Map<unknown, number>();

  constructor(columns: DocumentColumns, rowOf: Int32Array) {
    super(columns, rowOf);
    const rows = columns.shortIds.length;
    this.#typeOf = new Uint16Array(rows);
    this.#scopeOf = new Uint16Array(rows);
    this.#archived = new Uint8Array(rows);
  }

  protected valueAt(row: number): unknown {
    const { stored, storedStarts, storedEncoding } = this.columns;
    return JSON.parse(stored.toString(storedEncoding, storedStarts[row]!, storedStarts[row + 1]!));
  }

  /**
   * The type, scope and archived state of a saved document, kept as small numbers once its
   * row has been parsed: a search filters thousands of documents on these, and parsing
   * each one's fields every time cost a tenth of a search. Undefined for a document changed
   * since the save, or whose fields are not the plain values a memory has (read them whole).
   */
  brief(shortId: number): StoredBrief | undefined {
    const row = this.savedRow(shortId);
    if (row < 0) return undefined;
    if (this.#typeOf[row] === 0 && !this.#remember(row)) return undefined;
    return {
      type: this.#values[this.#typeOf[row]! - 1],
      scope: this.#values[this.#scopeOf[row]! - 1],
      archived: this.#archived[row] === 1,
    };
  }

  #remember(row: number): boolean {
    const fields = this.valueAt(row) as Partial<Record<keyof StoredBrief, unknown>> | null;
    if (typeof fields !== 'object' || fields === null) return false;
    const type = this.#idOf(fields.type);
    const scope = this.#idOf(fields.scope);
    if (type === 0 || scope === 0) return false;
    this.#typeOf[row] = type;
    this.#scopeOf[row] = scope;
    this.#archived[row] = fields.archived ? 1 : 0;
    return true;
  }

  /** 1 + the index of a string value, or 0 for anything else (or too many of them). */
  #idOf(value: unknown): number {
    if (typeof value !== 'string') return 0;
    let id = this.#valueIds.get(value);
    if (id === undefined) {
      if (this.#values.length >= 0xfffe) return 0;
      id = this.#values.push(value);
      this.#valueIds.set(value, id);
    }
    return id;
  }
}

class ShortIdsByKey extends SavedRowsMap<unknown, number> {
  readonly #columns: DocumentColumns;

  constructor(columns: DocumentColumns) {
    super(columns.shortIds.length);
    this.#columns = columns;
  }

  protected findRow(key: unknown): number {
    return typeof key === 'string' ? this.#columns.keys.indexOf(key) : -1;
  }

  protected keyAt(row: number): unknown {
    return this.#columns.keys.at(row);
  }

  protected valueAt(row: number): number {
    return this.#columns.shortIds[row]!;
  }
}

/** The four Map-shaped views MiniSearch keeps its document table in. */
export interface DocumentMaps {
  documentIds: Map<number, unknown>;
  idToShortId: Map<unknown, number>;
  fieldLength: Map<number, Array<number | null>>;
  storedFields: Map<number, unknown>;
}

/**
 * MiniSearch's document Maps over the documents section of a keyword file
 * (`[[shortId, key, lengths, stored], …]`, `count` of them expected); throws when it is not
 * one or repeats a short id.
 */
export function documentMaps(bytes: Buffer, nextId: number, count: number): DocumentMaps {
  const columns = scanDocuments(bytes, count);
  const { shortIds } = columns;
  let top = nextId;
  for (const id of shortIds) top = Math.max(top, id + 1);
  const rowOf = new Int32Array(top).fill(-1);
  for (let row = 0; row < shortIds.length; row++) {
    if (rowOf[shortIds[row]!] !== -1) throw new Error('its documents repeat a short id');
    rowOf[shortIds[row]!] = row;
  }
  // Typed as Maps: MiniSearch reads them through the Map methods these implement.
  const asMap = <K, V>(view: SavedRowsMap<K, V>) => view as unknown as Map<K, V>;
  return {
    documentIds: asMap(new DocumentIds(columns, rowOf)),
    idToShortId: asMap(new ShortIdsByKey(columns)),
    fieldLength: asMap(new FieldLengths(columns, rowOf)),
    storedFields: asMap(new StoredFields(columns, rowOf)),
  };
}
