/**
 * A scan of the documents section of a keyword file (the JSON `JSON.stringify` wrote for
 * `[[shortId, key, lengths, stored], …]`) straight into columns, without the 100k arrays,
 * strings and objects `JSON.parse` would make of it. Anything but what that writer
 * produces is refused (the index is then rebuilt).
 */
import { StringTable } from '../../io/string-table.js';

/** A field length the file holds as `null` (a field the document lacks). */
export const NO_LENGTH = 0xffffffff;

/** The saved documents of a keyword file, as columns by row. */
export interface DocumentColumns {
  keys: StringTable;
  shortIds: Uint32Array;
  /** Field lengths, `width` a row; {@link NO_LENGTH} for a `null`. */
  lengths: Uint32Array;
  /** How many field lengths each row's array has. */
  lengthCounts: Uint8Array;
  width: number;
  /** The stored fields of each row as JSON bytes, `storedStarts` one more than the rows. */
  stored: Buffer;
  storedStarts: Uint32Array;
  /** How to decode them: `latin1` (faster) when every byte is ASCII. */
  storedEncoding: 'latin1' | 'utf8';
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN = 0x5b;
const CLOSE = 0x5d;

/** Growable Uint32 column. */
class Column {
  values: Uint32Array;
  length = 0;

  constructor(capacity: number) {
    this.values = new Uint32Array(Math.max(16, capacity));
  }

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Uint32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  done(): Uint32Array {
    return this.length === this.values.length ? this.values : this.values.slice(0, this.length);
  }
}

function refuse(at: number): never {
  throw new Error(`its documents are not the list this version writes (at byte ${at})`);
}

/** Where the JSON string whose opening quote is at `at` ends (after its closing quote). */
function stringEnd(bytes: Buffer, at: number): number {
  // Most strings hold no escape: the next quote ends them.
  const quote = bytes.indexOf(QUOTE, at + 1);
  if (quote > 0 && bytes[quote - 1] !== BACKSLASH) return quote + 1;
  let i = at + 1;
  for (;;) {
    const byte = bytes[i];
    if (byte === undefined) refuse(at);
    if (byte === QUOTE) return i + 1;
    i += byte === BACKSLASH ? 2 : 1;
  }
}

/** Where the JSON value (object, array, string or literal) starting at `at` ends. */
function valueEnd(bytes: Buffer, at: number): number {
  let depth = 0;
  let i = at;
  for (;;) {
    const byte = bytes[i];
    if (byte === undefined) refuse(at);
    if (byte === QUOTE) {
      i = stringEnd(bytes, i);
      if (depth === 0) return i;
    } else if (byte === 0x7b || byte === OPEN) {
      depth++;
      i++;
    } else if (byte === 0x7d || byte === CLOSE) {
      if (depth === 0) return i;
      depth--;
      i++;
      if (depth === 0) return i;
    } else if (byte === COMMA && depth === 0) return i;
    else i++;
  }
}

/**
 * The columns of a documents section (see saved-documents.ts); throws when it is not one.
 * `expected` documents (the index's count) size the columns, so they rarely grow.
 */
export function scanDocuments(bytes: Buffer, expected: number): DocumentColumns {
  const shortIds = new Column(expected);
  const lengths = new Column(expected * 4);
  const counts = new Column(expected);
  const storedRanges = new Column(expected * 2);
  const keyRanges = new Column(expected * 2);
  /** Keys that needed decoding (escapes), by row. */
  const decoded = new Map<number, string>();
  let ascii = true;
  let width = 0;
  let pos = 0;
  const expect = (byte: number) => {
    if (bytes[pos] !== byte) refuse(pos);
    pos++;
  };
  /** A non-negative integer of up to 10 digits; -1 for `null` when allowed. */
  const integer = (nullable: boolean): number => {
    if (nullable && bytes[pos] === 0x6e) {
      if (bytes[pos + 1] !== 0x75 || bytes[pos + 2] !== 0x6c || bytes[pos + 3] !== 0x6c)
        refuse(pos);
      pos += 4;
      return -1;
    }
    const start = pos;
    let value = 0;
    for (let digit = bytes[pos]! - 0x30; digit >= 0 && digit <= 9; digit = bytes[pos]! - 0x30) {
      value = value * 10 + digit;
      pos++;
    }
    if (pos === start || pos - start > 10) refuse(start);
    return value;
  };
  expect(OPEN);
  while (bytes[pos] !== CLOSE) {
    if (shortIds.length > 0) expect(COMMA);
    expect(OPEN);
    shortIds.push(integer(false));
    expect(COMMA);
    if (bytes[pos] !== QUOTE) refuse(pos);
    const end = stringEnd(bytes, pos);
    let plain = true;
    for (let i = pos + 1; i < end - 1; i++) {
      const byte = bytes[i]!;
      if (byte >= 0x80) ascii = false;
      else if (byte === BACKSLASH) plain = false;
    }
    if (!plain) decoded.set(shortIds.length - 1, JSON.parse(bytes.toString('utf8', pos, end)));
    keyRanges.push(pos + 1);
    keyRanges.push(end - 1);
    pos = end;
    expect(COMMA);
    expect(OPEN);
    let count = 0;
    while (bytes[pos] !== CLOSE) {
      if (count > 0) expect(COMMA);
      const length = integer(true);
      if (length >= NO_LENGTH) refuse(pos);
      lengths.push(length < 0 ? NO_LENGTH : length);
      count++;
    }
    pos++;
    if (count > 255) refuse(pos);
    counts.push(count);
    width = Math.max(width, count);
    expect(COMMA);
    storedRanges.push(pos);
    pos = valueEnd(bytes, pos);
    storedRanges.push(pos);
    expect(CLOSE);
  }
  if (pos !== bytes.length - 1) refuse(pos);
  return {
    keys: keyTable(bytes, keyRanges.done(), decoded, ascii),
    shortIds: shortIds.done(),
    ...lengthColumns(lengths.done(), counts.done(), width),
    ...storedColumn(bytes, storedRanges.done()),
  };
}

/** Copies the byte ranges (start, end pairs) of `bytes` one after another; returns their starts. */
function gather(
  bytes: Buffer,
  ranges: Uint32Array,
): { out: Buffer; starts: Uint32Array; ascii: boolean } {
  const n = ranges.length / 2;
  const starts = new Uint32Array(n + 1);
  for (let row = 0; row < n; row++)
    starts[row + 1] = starts[row]! + ranges[row * 2 + 1]! - ranges[row * 2]!;
  const out = Buffer.allocUnsafe(starts[n]!);
  // A loop, not a copy call per row: 100k short copies cost more in calls than in bytes.
  let o = 0;
  let high = 0;
  for (let row = 0; row < n; row++) {
    const end = ranges[row * 2 + 1]!;
    for (let i = ranges[row * 2]!; i < end; i++) {
      const byte = bytes[i]!;
      high |= byte;
      out[o++] = byte;
    }
  }
  return { out, starts, ascii: high < 0x80 };
}

/** The keys as one table: straight from the bytes when they are plain ASCII, else decoded. */
function keyTable(
  bytes: Buffer,
  ranges: Uint32Array,
  decoded: ReadonlyMap<number, string>,
  ascii: boolean,
): StringTable {
  if (!ascii || decoded.size > 0) {
    const keys = Array.from(
      { length: ranges.length / 2 },
      (_, row) =>
        decoded.get(row) ?? bytes.toString('utf8', ranges[row * 2]!, ranges[row * 2 + 1]!),
    );
    return StringTable.of(keys);
  }
  const { out, starts } = gather(bytes, ranges);
  return new StringTable(out.toString('latin1'), starts);
}

function lengthColumns(flat: Uint32Array, counts: Uint32Array, width: number) {
  const lengths = new Uint32Array(counts.length * width);
  let at = 0;
  for (let row = 0; row < counts.length; row++) {
    const count = counts[row]!;
    for (let f = 0; f < count; f++) lengths[row * width + f] = flat[at++]!;
  }
  return { lengths, lengthCounts: Uint8Array.from(counts), width };
}

function storedColumn(bytes: Buffer, ranges: Uint32Array) {
  const { out, starts, ascii } = gather(bytes, ranges);
  return { stored: out, storedStarts: starts, storedEncoding: ascii ? 'latin1' : 'utf8' } as const;
}
