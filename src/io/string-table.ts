/**
 * Many strings held as one string with offsets, and their bytes in a saved file. At 100k
 * memories a saved index holds 100k keys and 100k paths: as separate strings in arrays and
 * Maps they cost tens of MB of object headers and hash entries; as one string they cost
 * their characters (one byte each when every character is Latin-1) and four bytes of
 * offset. A lookup by value builds an open-addressing hash over the rows on first use.
 */

/** Strings by row, read-only; `indexOf` finds a row by value. */
export class StringTable {
  readonly #text: string;
  readonly #starts: Uint32Array;
  /** Row + 1 at each slot (0: empty); built on the first lookup. */
  #slots: Int32Array | null = null;

  constructor(text: string, starts: Uint32Array) {
    if (starts.length < 1 || starts[starts.length - 1] !== text.length)
      throw new Error('a string table does not match its text');
    this.#text = text;
    this.#starts = starts;
  }

  /** A table of `strings`, in their order. */
  static of(strings: readonly string[]): StringTable {
    const starts = new Uint32Array(strings.length + 1);
    for (let i = 0; i < strings.length; i++) starts[i + 1] = starts[i]! + strings[i]!.length;
    return new StringTable(strings.join(''), starts);
  }

  get size(): number {
    return this.#starts.length - 1;
  }

  /** The string at `row`. */
  at(row: number): string {
    return this.#text.slice(this.#starts[row]!, this.#starts[row + 1]!);
  }

  /**
   * Compares the string at `row` with `key` by UTF-16 code unit, looking at most at `key`'s
   * length when `prefixOnly` (then a string that starts with `key` compares equal).
   */
  compareAt(row: number, key: string, prefixOnly = false): number {
    const start = this.#starts[row]!;
    const length = this.#starts[row + 1]! - start;
    const n = Math.min(length, key.length);
    for (let i = 0; i < n; i++) {
      const diff = this.#text.charCodeAt(start + i) - key.charCodeAt(i);
      if (diff !== 0) return diff;
    }
    if (prefixOnly && length >= key.length) return 0;
    return length - key.length;
  }

  /** The first row holding `value` (and, when given, that `accept` takes), or -1. */
  indexOf(value: string, accept?: (row: number) => boolean): number {
    const slots = this.#slots ?? this.#buildSlots();
    const mask = slots.length - 1;
    for (let slot = hashString(value, 0, value.length) & mask; ; slot = (slot + 1) & mask) {
      const held = slots[slot]!;
      if (held === 0) return -1;
      if (this.#equals(held - 1, value) && (!accept || accept(held - 1))) return held - 1;
    }
  }

  #equals(row: number, value: string): boolean {
    const start = this.#starts[row]!;
    if (this.#starts[row + 1]! - start !== value.length) return false;
    for (let i = 0; i < value.length; i++)
      if (this.#text.charCodeAt(start + i) !== value.charCodeAt(i)) return false;
    return true;
  }

  /** Every row in a slot; rows of one value lie along its probe path in row order. */
  #buildSlots(): Int32Array {
    let capacity = 16;
    while (capacity < this.size * 2) capacity *= 2;
    const slots = new Int32Array(capacity);
    const mask = capacity - 1;
    for (let row = 0; row < this.size; row++) {
      let slot = hashString(this.#text, this.#starts[row]!, this.#starts[row + 1]!) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = row + 1;
    }
    this.#slots = slots;
    return slots;
  }

  /** The table as bytes (see {@link readStringTable}). */
  toBytes(): Buffer {
    const latin1 = !/[^\u0000-\u00ff]/.test(this.#text);
    const text = Buffer.from(this.#text, latin1 ? 'latin1' : 'utf16le');
    const head = Buffer.alloc(9);
    head.writeUInt8(latin1 ? 1 : 0, 0);
    head.writeUInt32LE(this.size, 1);
    head.writeUInt32LE(text.length, 5);
    const starts = this.#starts;
    return Buffer.concat([
      head,
      text,
      Buffer.from(starts.buffer, starts.byteOffset, starts.byteLength),
    ]);
  }
}

/** FNV-1a over UTF-16 code units. */
function hashString(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * Reads a table written by {@link StringTable.toBytes} at `position` of `bytes`: the
 * table and where the next section starts. Throws when the bytes end first.
 */
export function readStringTable(bytes: Uint8Array, position: number): [StringTable, number] {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (position + 9 > view.length) throw new Error('a string table is cut short');
  const latin1 = view.readUInt8(position) === 1;
  const count = view.readUInt32LE(position + 1);
  const textBytes = view.readUInt32LE(position + 5);
  const textAt = position + 9;
  const startsAt = textAt + textBytes;
  const end = startsAt + (count + 1) * 4;
  if (end > view.length) throw new Error('a string table is cut short');
  const text = view.toString(latin1 ? 'latin1' : 'utf16le', textAt, startsAt);
  const starts = new Uint32Array(count + 1);
  new Uint8Array(starts.buffer).set(view.subarray(startsAt, end));
  return [new StringTable(text, starts), end];
}
